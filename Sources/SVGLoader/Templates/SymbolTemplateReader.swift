import Geometry
import SymbolModel

/// Reads an SF Symbols template from a parsed SVG tree into a ``SymbolTemplate``: its guides
/// (`<g id="Guides">`), its designs (`<g id="Symbols">`) and its `<style>` block. The `Notes`
/// group (artboard, version text) is not needed to draw and is skipped.
///
/// Faults that make the template unusable (no design, a design twice, masters that do not match
/// point for point, unreadable geometry) are ``SVGLoadError``s naming the element; what is only
/// approximated (SF Symbols 7 guide points, properties we do not use) becomes a warning.
struct SymbolTemplateReader {
    let file: String
    let name: String
    let limits: SVGLimits
    private var warnings: [SVGWarning] = []
    private var segmentCount = 0

    init(file: String, name: String, limits: SVGLimits) {
        self.file = file
        self.name = name
        self.limits = limits
    }

    /// Whether `root` is laid out as a template: a `<g id="Symbols">` under the root, directly
    /// or inside a wrapper group or two (a drawing program that opens and saves a template may
    /// wrap everything in a group of its own).
    static func isTemplate(_ root: SVGElement) -> Bool {
        root.name == "svg" && group("Symbols", under: root) != nil
    }

    /// The first `<g id="ID">` within three levels below `root`, breadth first.
    static func group(_ id: String, under root: SVGElement) -> SVGElement? {
        var level = [root]
        for _ in 0..<3 {
            var next: [SVGElement] = []
            for e in level {
                for child in e.children where child.name == "g" {
                    if child.attributes["id"] == id { return child }
                    next.append(child)
                }
            }
            level = next
        }
        return nil
    }

    /// The properties of a template's `<style>` that become part of our symbol.
    static let usedProperties: Set<String> = [
        "-sfsymbols-motion-group", "-sfsymbols-layer-tags", "-sfsymbols-clear-behind", "-sfsymbols-variable-threshold",
        "-sfsymbols-always-pulses", "-sfsymbols-always-rotates", "-sfsymbols-rotates-clockwise", "opacity", "fill",
    ]

    mutating func read(_ root: SVGElement) throws -> SymbolTemplate {
        let guides = Self.group("Guides", under: root)
        let symbols = Self.group("Symbols", under: root)
        // Style elements anywhere (the app writes one under the root; an editor may move it).
        var styleText = ""
        func collectStyles(_ e: SVGElement) {
            if e.name == "style" { styleText += e.text + "\n" }
            for child in e.children { collectStyles(child) }
        }
        collectStyles(root)
        let sheet = TemplateStyleSheet(styleText)
        if let why = sheet.dropped {
            warnings.append(SVGWarning(file: file, message: why))
        }

        // Guides: lines (or paths) with ids, anywhere under the Guides group.
        var lines: [String: (box: Rect, element: SVGElement)] = [:]
        if let guides {
            for (e, t) in try shapes(under: guides, try ancestorsTransform(of: guides)) {
                guard let id = e.attributes["id"], let path = try geometry(of: e) else { continue }
                let box = path.applying(t).bounds
                guard [box.minX, box.minY, box.maxX, box.maxY].allSatisfy({ $0.isFinite && abs($0) <= limits.maxCoordinate }) else {
                    throw SVGLoadError(file: file, line: e.line, element: e.name,
                                       reason: "the guide '\(id)' reaches beyond ±\(limits.maxCoordinate) once transformed")
                }
                lines[id] = (box, e)
            }
        }
        var baselines: [SymbolScale: Double] = [:]
        var capHeights: [SymbolScale: Double] = [:]
        for scale in SymbolScale.allCases {
            let letter = scale.templateLetter
            guard let base = lines["Baseline-" + letter] else { continue }
            baselines[scale] = base.box.center.y
            // A cap height too small to divide by safely is treated as missing.
            if let cap = lines["Capline-" + letter], base.box.center.y - cap.box.center.y >= 0.001 {
                capHeights[scale] = base.box.center.y - cap.box.center.y
            } else {
                warn(base.element, "no Capline-\(letter) above Baseline-\(letter): the cap height of the app's template (70.459) is assumed")
            }
        }

        guard let symbols else { throw SVGLoadError(file: file, reason: "the template has no <g id=\"Symbols\">") }
        let symbolsTransform = try transform(of: symbols).concatenating(try ancestorsTransform(of: symbols))
        var designs: [TemplateVariant: SymbolTemplate.Design] = [:]
        var clipstrokes = 0
        var notDesigns: [SVGElement] = []
        for group in symbols.children where group.name == "g" {
            let id = group.attributes["id"] ?? ""
            guard let variant = TemplateVariant(name: id) else {
                notDesigns.append(group)
                continue
            }
            guard designs[variant] == nil else {
                throw SVGLoadError(file: file, line: group.line, element: "g", reason: "the design \(variant) appears twice")
            }
            guard let baseline = baselines[variant.scale] else {
                throw SVGLoadError(file: file, line: group.line, element: "g",
                                   reason: "the design \(variant) has no Baseline-\(variant.scale.templateLetter) guide to stand on")
            }
            var paths: [SymbolTemplate.DesignPath] = []
            for (e, t) in try shapes(under: group, symbolsTransform) {
                guard let path = try geometry(of: e) else { continue }
                let placed = path.applying(t).bounds
                guard [placed.minX, placed.minY, placed.maxX, placed.maxY].allSatisfy({ $0.isFinite && abs($0) <= limits.maxCoordinate }) else {
                    throw SVGLoadError(file: file, line: e.line, element: e.name,
                                       reason: "its coordinates reach beyond ±\(limits.maxCoordinate) once transformed")
                }
                let classes = (e.attributes["class"] ?? "").split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }).map(String.init)
                let clipstroke = e.attributes["data-clipstroke-keyframes"]
                if clipstroke != nil { clipstrokes += 1 }
                paths.append(.init(path: path.applying(t), classes: classes, id: e.attributes["id"], line: e.line, clipstroke: clipstroke,
                                   draw: try drawData(of: e, transform: t)))
            }
            guard !paths.isEmpty else {
                warn(group, "the design \(variant) draws nothing; skipped")
                continue
            }
            // The design's own frame: its left margin at x = 0, the baseline at y = 0. Without
            // margin guides, the edges of what it draws stand in for them.
            let art = paths.map(\.path.bounds).reduce(paths[0].path.bounds) { $0.union($1) }
            let left = lines["left-margin-" + id]?.box.center.x ?? art.minX
            let right = lines["right-margin-" + id]?.box.center.x ?? art.maxX
            let toFrame = Transform.translation(-left, -baseline)
            for i in paths.indices {
                paths[i].path = paths[i].path.applying(toFrame)
                if var draw = paths[i].draw {
                    draw.guide = draw.guide?.applying(toFrame)
                    paths[i].draw = draw
                }
            }
            designs[variant] = .init(paths: paths, width: right - left, art: art.offsetBy(-left, -baseline))
        }
        if let first = notDesigns.first {
            let others = notDesigns.count > 1 ? " and \(notDesigns.count - 1) other group\(notDesigns.count == 2 ? "" : "s")" : ""
            warn(first, "group '\(first.attributes["id"] ?? "")'\(others) under Symbols \(notDesigns.count == 1 ? "is not a design" : "are not designs") (expected ids such as Regular-S or Bold-M); skipped")
        }
        guard !designs.isEmpty else {
            throw SVGLoadError(file: file, line: symbols.line, element: "g",
                               reason: "the template's Symbols group holds no design (groups with ids such as Regular-S)")
        }
        if clipstrokes > 0 {
            warnings.append(SVGWarning(file: file, message: "\(clipstrokes) path\(clipstrokes == 1 ? " has" : "s have") data-clipstroke-keyframes (SF Symbols 7 draw guide points), whose encoding Apple does not publish: Draw On and Draw Off use symbolview's automatic draw (a fade and scale) instead"))
        }

        let template = SymbolTemplate(file: file, name: name, designs: designs, capHeights: capHeights, sheet: sheet, warnings: [])
        try checkMasters(template)
        noteLayerProblems(template)
        noteUnusedProperties(sheet)
        var out = template
        out.warnings = warnings
        return out
    }

    /// Masters that are present must match point for point, or no weight can be blended.
    private mutating func checkMasters(_ template: SymbolTemplate) throws {
        for scale in SymbolScale.allCases {
            let present = [SymbolWeight.ultralight, .regular, .black].map { TemplateVariant(weight: $0, scale: scale) }
                .filter { template.designs[$0] != nil }
            if scale == .small, present.count == 2 || (present.count == 1 && template.designs.count > 1 && present[0].weight != .regular) {
                let missing = [SymbolWeight.ultralight, .regular, .black].map { TemplateVariant(weight: $0, scale: scale) }
                    .filter { template.designs[$0] == nil }.map(\.name)
                warnings.append(SVGWarning(file: file, message: "no \(missing.joined(separator: " or ")) master: weights the file does not draw are not blended but taken from the nearest design"))
            }
            guard present.count == 3 else { continue }
            let regular = TemplateVariant(weight: .regular, scale: scale)
            for other in present where other != regular {
                if let why = SymbolTemplate.mismatch(template.designs[regular]!, regular, template.designs[other]!, other) {
                    throw SVGLoadError(file: file, reason: "the masters do not match point for point, so weights cannot be blended: \(why)")
                }
            }
        }
    }

    /// Paths outside every layer, or in several layers of one mode.
    private mutating func noteLayerProblems(_ template: SymbolTemplate) {
        guard let variant = template.variants.first(where: { $0.weight == .regular }) ?? template.variants.first,
              let design = template.designs[variant],
              let scheme = SymbolTemplate.LayerScheme.allCases.first(where: { s in design.paths.contains { !SymbolTemplate.layerClasses($0, s).isEmpty } })
        else { return }
        for (i, p) in design.paths.enumerated() {
            let found = SymbolTemplate.layerClasses(p, scheme)
            let where_ = "\(variant) path \(i + 1)" + (p.id.map { " (id '\($0)')" } ?? "") + " at line \(p.line)"
            if found.isEmpty {
                warnings.append(SVGWarning(file: file, message: "\(where_) has no \(scheme.rawValue)-N class: drawn in layer 0"))
            } else if Set(found.map(\.index)).count > 1 {
                warnings.append(SVGWarning(file: file, message: "\(where_) is in \(scheme.rawValue) layers \(found.map { String($0.index) }.joined(separator: ", ")): drawn once, in the lowest"))
            }
        }
    }

    /// Style properties we read but do not use, once each.
    private mutating func noteUnusedProperties(_ sheet: TemplateStyleSheet) {
        var unused: Set<String> = []
        for (_, properties) in sheet.properties {
            for name in properties.keys where name.hasPrefix("-sfsymbols-") && !Self.usedProperties.contains(name) { unused.insert(name) }
        }
        for name in unused.sorted() {
            warnings.append(SVGWarning(file: file, message: "template property \(name) is not used by symbolview; ignored"))
        }
    }

    /// symbolview's `data-draw*` attributes on a design's path (docs/formats.md), read as strictly
    /// as in an annotated SVG; nil when the path has none.
    private mutating func drawData(of e: SVGElement, transform t: Transform) throws -> SymbolTemplate.DrawData? {
        let names = ["data-draw", "data-draw-guide", "data-draw-guide-width", "data-draw-direction", "data-draw-start", "data-draw-bidirectional"]
        guard names.contains(where: { e.attributes[$0] != nil }) else { return nil }
        func fail(_ name: String, _ expected: String) -> SVGLoadError {
            SVGLoadError(file: file, line: e.line, element: e.name,
                         reason: "\(name)=\"\(e.attributes[name] ?? "")\": \(expected)")
        }
        var data = SymbolTemplate.DrawData()
        if let kind = e.attributes["data-draw"]?.trimmingSpaces {
            switch kind {
            case "appear": data.appears = true
            case "guide", "none": break
            default: throw fail("data-draw", "expected guide, appear or none in a template")
            }
        }
        if let d = e.attributes["data-draw-guide"] {
            let guide: Path
            do { guide = try Path(svgPathData: d, elementLimit: max(0, limits.maxSegments - segmentCount)) } catch {
                throw fail("data-draw-guide", "\(error)")
            }
            segmentCount += guide.elements.count
            let box = guide.applying(t).bounds
            guard [box.minX, box.minY, box.maxX, box.maxY].allSatisfy({ $0.isFinite && abs($0) <= limits.maxCoordinate }) else {
                throw fail("data-draw-guide", "the guide reaches beyond ±\(limits.maxCoordinate)")
            }
            data.guide = guide.applying(t)
        }
        if let w = e.attributes["data-draw-guide-width"] {
            guard let width = Double(w.trimmingSpaces), width.isFinite, width > 0, width <= limits.maxCoordinate else {
                throw fail("data-draw-guide-width", "expected a positive number")
            }
            data.width = width * t.meanScale
        }
        if let d = e.attributes["data-draw-direction"] {
            guard let direction = DrawDirection(rawValue: d.trimmingSpaces) else { throw fail("data-draw-direction", "expected forward or reverse") }
            data.direction = direction
        }
        if let s = e.attributes["data-draw-start"] {
            guard let start = Double(s.trimmingSpaces), start >= 0, start <= 1 else { throw fail("data-draw-start", "expected a number from 0 to 1") }
            data.start = start
        }
        if let b = e.attributes["data-draw-bidirectional"] {
            guard let flag = SymbolTemplate.flag(b.trimmingSpaces) else { throw fail("data-draw-bidirectional", "expected true or false") }
            data.isBidirectional = flag
        }
        return data
    }

    // MARK: - Elements

    /// Every shape element under `e` (or `e` itself if it is one) in document order, with its
    /// full transform; `defs` and elements hidden with `display="none"` are skipped.
    private func shapes(under e: SVGElement, _ parent: Transform) throws -> [(SVGElement, Transform)] {
        var out: [(SVGElement, Transform)] = []
        func walk(_ e: SVGElement, _ parent: Transform) throws {
            let t = try transform(of: e).concatenating(parent)
            if e.attributes["display"] == "none" || e.name == "defs" { return }
            if SVGShapeGeometry.elementNames.contains(e.name) { out.append((e, t)); return }
            for child in e.children { try walk(child, t) }
        }
        try walk(e, parent)
        return out
    }

    /// The transforms of `e`'s ancestors, the root's included, applied from `e`'s parent up.
    private func ancestorsTransform(of e: SVGElement) throws -> Transform {
        var t = Transform.identity
        var node = e.parent
        while let n = node {
            t = t.concatenating(try transform(of: n))
            node = n.parent
        }
        return t
    }

    private func transform(of e: SVGElement) throws -> Transform {
        guard let text = e.attributes["transform"] else { return .identity }
        do { return try SVGTransformList.parse(text) } catch {
            throw SVGLoadError(file: file, line: e.line, element: e.name, reason: "\(error)")
        }
    }

    private mutating func geometry(of e: SVGElement) throws -> Path? {
        let outcome: SVGShapeGeometry.Outcome
        do {
            outcome = try SVGShapeGeometry.path(for: e, viewport: Rect(x: 0, y: 0, width: 3300, height: 2200),
                                                elementBudget: limits.maxSegments - segmentCount)
        } catch let f as SVGShapeGeometry.Failure {
            throw SVGLoadError(file: file, line: e.line, element: e.name, reason: f.message)
        }
        if let w = outcome.warning { warn(e, w) }
        guard let path = outcome.path, !path.isEmpty else { return nil }
        segmentCount += path.elements.count
        if segmentCount > limits.maxSegments {
            throw SVGLoadError(file: file, line: e.line, element: e.name, reason: "the file holds more than \(limits.maxSegments) path elements")
        }
        return path
    }

    private mutating func warn(_ e: SVGElement, _ message: String) {
        warnings.append(SVGWarning(file: file, line: e.line, element: e.name, message: message))
    }
}

private extension Rect {
    /// The rectangle moved by (`dx`, `dy`).
    func offsetBy(_ dx: Double, _ dy: Double) -> Rect { Rect(x: x + dx, y: y + dy, width: width, height: height) }
}

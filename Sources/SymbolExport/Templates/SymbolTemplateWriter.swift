import FileAccess
import Foundation
import Geometry
import SVGLoader
import SymbolModel
import SymbolStage

/// Writes one of our symbols as an SF Symbols template: three masters (`Ultralight-S`,
/// `Regular-S`, `Black-S`) from which the SF Symbols app and ``SymbolTemplate`` blend every
/// weight, the guides for the three scales, and our layers and annotations as the template's
/// classes and `-sfsymbols-*` properties.
///
/// Templates hold filled paths only, so strokes are outlined with ``StrokeOutline``, whose point
/// structure does not depend on the width: the three masters then match point for point. Each
/// master weighs the symbol as our renderer does at that weight: strokes scaled by
/// ``SymbolWeight/strokeScale``, fills grown by the renderer's emboldening above regular.
///
/// The symbol's design box becomes the margins and the em square of the guides, so reading the
/// template back places it where it was. How each layer draws on is written as symbolview's own
/// `data-draw*` attributes on the layer's first path (SF Symbols' own guide points are not
/// published): a traced stroke becomes a fill revealed along the stroke's centre line. What a
/// template cannot say (attachments, rotation anchors, wiggle and bounce anchors, colours other
/// than the tint) is left out and listed in ``Output/notes``.
public struct SymbolTemplateWriter {
    /// The template text and what it could not carry.
    public struct Output: Sendable {
        public var svg: String
        /// What was left out or approximated, one sentence each.
        public var notes: [String]
    }

    /// Why a symbol cannot be written as a template.
    public struct Failure: Error, CustomStringConvertible, Sendable {
        /// Shown escaped (``Swift/String/terminalSafe``): it quotes layer ids and file names.
        public var description: String

        public init(description: String) { self.description = description.terminalSafe }
    }

    /// Flattening tolerance for outlined strokes, in template units.
    static let tolerance = 0.05
    /// The most pieces of centre line outlined per master: three masters of about ten commands
    /// per piece stay within what the reader takes (``SVGLimits/maxSegments``).
    static let maxPieces = SVGLimits.default.maxSegments / 36
    /// The masters' baseline, capline and columns, as the SF Symbols app lays out its templates.
    static let baselines: [(SymbolScale, Double)] = [(.small, 696), (.medium, 1126), (.large, 1556)]
    static let capHeight = 70.459
    static let masterColumns: [(SymbolWeight, Double)] = [(.ultralight, 515), (.regular, 1400), (.black, 2890)]

    public init() {}

    public func write(_ symbol: Symbol) throws -> Output {
        var notes: [String] = []
        let box = symbol.viewBox
        let side = max(box.width, box.height)
        guard side > 0, side.isFinite else { throw Failure(description: "\(symbol.name): its design box is empty") }
        try checkTree(symbol.root, symbol: symbol)

        // Our design box is the em square of the S scale: 100 units at 100 pt, times 0.783.
        let em = Self.capHeight / SymbolTemplate.capHeightPerPoint * SymbolScale.small.factor
        let k = em / side
        // Design units → a master's frame (left margin at x = 0, baseline at y = 0), the box
        // centred on the cap height.
        let toFrame = Transform.translation(-box.center.x, -box.center.y).concatenating(.scale(k))
            .concatenating(.translation(em / 2, -Self.capHeight / 2))

        // The outlines must fit in a file the reader takes back (SVGLimits.maxSegments over
        // the three masters): about ten commands per piece of each outlined centre line.
        var pieces = 0
        for layer in symbol.layers {
            for shape in layer.shapes {
                let outlined = (shape.style.stroke != nil ? 1 : 0) + (shape.style.fill != nil && shape.style.stroke == nil ? 1 : 0)
                guard outlined > 0 else { continue }
                pieces += outlined * StrokeOutline.pieceCount(of: shape.designPath.applying(toFrame), tolerance: Self.tolerance)
                if pieces > Self.maxPieces {
                    throw Failure(description: "\(symbol.name): its outlined strokes would need more than \(Self.maxPieces) straight pieces, "
                                  + "more than a template file can hold and be read back (\(SVGLimits.default.maxSegments) path commands)")
                }
            }
        }

        // The black master is as heavy as the symbol keeps its counters open at, as `render` draws it.
        let heaviest = StrokeWeightLimit.heaviestScale(of: symbol)
        func factor(_ w: SymbolWeight) -> Double { w.strokeScale(heaviest: heaviest) }

        // One outline per shape and part, the same list for every master.
        struct Part { var layer: Int; var outline: (SymbolWeight) -> Path }
        var parts: [Part] = []
        var lostColour = false, lostDashes = false, lostEvenOdd = false
        for (i, layer) in symbol.layers.enumerated() {
            for shape in layer.shapes {
                let style = shape.style
                let design = shape.designPath.applying(toFrame)
                let scale = shape.transform.meanScale * k
                if let fill = style.fill {
                    if fill != .tint { lostColour = true }
                    if style.fillRule == .evenOdd { lostEvenOdd = true }
                    parts.append(Part(layer: i) { _ in design })
                    // Above regular the renderer grows a fill that has no stroke.
                    if style.stroke == nil {
                        parts.append(Part(layer: i) { w in
                            let grow = FillEmboldening.width(strokeScale: factor(w)) * k
                            return StrokeOutline.outline(of: design, width: grow, cap: .round, join: .round, tolerance: Self.tolerance)
                        })
                    }
                }
                if let stroke = style.stroke {
                    if stroke != .tint { lostColour = true }
                    if style.dashes != nil { lostDashes = true }
                    let width = style.strokeWidth * scale
                    parts.append(Part(layer: i) { w in
                        StrokeOutline.outline(of: design, width: width * factor(w), cap: style.lineCap, join: style.lineJoin,
                                              tolerance: Self.tolerance)
                    })
                }
            }
        }
        // symbolview's draw data for each layer, on its first path: the guide its fill is
        // revealed along (a stroke's own centre line) and the reveal's width at each master.
        var draws: [Int: (guide: Path, width: (SymbolWeight) -> Double)] = [:]
        var appears: Set<Int> = []
        var lostAttachments = false
        for (i, layer) in symbol.layers.enumerated() {
            switch layer.draw.kind {
            case .stroke:
                let stroked = layer.shapes.filter { $0.style.stroke != nil }
                guard !stroked.isEmpty else { continue }
                var guide = Path()
                for shape in stroked { guide.append(contentsOf: shape.designPath.applying(toFrame)) }
                let widest = stroked.map { $0.style.strokeWidth * $0.transform.meanScale * k }.max() ?? 0
                // One design unit more than the stroke, so the reveal's soft edge stays outside it.
                draws[i] = (guide, { w in widest * factor(w) + k })
            case .guide(let path, let width):
                let grows = layer.shapes.contains { $0.style.fill != nil && $0.style.stroke == nil }
                draws[i] = (path.applying(toFrame), { w in (width + (grows ? FillEmboldening.width(strokeScale: factor(w)) : 0)) * k })
            case .appear: appears.insert(i)
            case .attachment: lostAttachments = true
            case .fallback: break
            }
        }
        if lostAttachments { notes.append("attached layers (arrowheads riding a tip) are written as plain layers: they fade in with their motion group") }
        func drawAttributes(_ i: Int, _ weight: SymbolWeight) -> String {
            let layer = symbol.layers[i]
            var a = ""
            if let (guide, width) = draws[i] {
                a += " data-draw-guide=\"\(Self.pathData(guide))\" data-draw-guide-width=\"\(Self.number(width(weight)))\""
            } else if appears.contains(i) {
                a += " data-draw=\"appear\""
            } else {
                return ""
            }
            if layer.draw.direction == .reverse { a += " data-draw-direction=\"reverse\"" }
            if layer.draw.start != 0 { a += " data-draw-start=\"\(Self.number(layer.draw.start))\"" }
            if layer.draw.isBidirectional { a += " data-draw-bidirectional=\"true\"" }
            return a
        }

        if lostColour { notes.append("colours other than the tint are drawn in the tint (monochrome)") }
        if lostDashes { notes.append("dashed strokes are written solid") }
        if lostEvenOdd { notes.append("even-odd fills are written with the template's non-zero rule") }

        var lines: [String] = []
        lines.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>")
        lines.append("<!--Written by symbolview export-template from '\(Self.comment(symbol.name))'.-->")
        lines.append("<svg version=\"1.1\" xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\" width=\"3300\" height=\"2200\">")
        lines.append(" <style>" + style(for: symbol, notes: &notes) + "</style>")
        lines.append(" <g id=\"Notes\">")
        lines.append("  <rect height=\"2200\" id=\"artboard\" style=\"fill:white;opacity:1\" width=\"3300\" x=\"0\" y=\"0\"/>")
        lines.append("  <text id=\"template-version\" style=\"stroke:none;fill:black;font-family:sans-serif;font-size:13;\" transform=\"matrix(1 0 0 1 3036 1933)\">Template v.5.0</text>")
        lines.append("  <text id=\"descriptive-name\" style=\"stroke:none;fill:black;font-family:sans-serif;font-size:13;\" transform=\"matrix(1 0 0 1 3036 1951)\">\(Self.escaped(symbol.name))</text>")
        lines.append(" </g>")
        lines.append(" <g id=\"Guides\">")
        let guide = "style=\"fill:none;stroke:#27AAE1;opacity:1;stroke-width:0.5;\""
        for (scale, base) in Self.baselines {
            let l = scale.templateLetter
            lines.append("  <line id=\"Baseline-\(l)\" \(guide) x1=\"263\" x2=\"3036\" y1=\"\(Self.number(base))\" y2=\"\(Self.number(base))\"/>")
            let cap = Self.number(base - Self.capHeight)
            lines.append("  <line id=\"Capline-\(l)\" \(guide) x1=\"263\" x2=\"3036\" y1=\"\(cap)\" y2=\"\(cap)\"/>")
        }
        let margin = "style=\"fill:none;stroke:#00AEEF;stroke-width:0.5;opacity:1.0;\""
        let (top, bottom) = (Self.number(696 - Self.capHeight - 25), Self.number(696 + 25))
        for (weight, x) in Self.masterColumns {
            let name = TemplateVariant(weight: weight, scale: .small).name
            lines.append("  <line id=\"left-margin-\(name)\" \(margin) x1=\"\(Self.number(x))\" x2=\"\(Self.number(x))\" y1=\"\(top)\" y2=\"\(bottom)\"/>")
            lines.append("  <line id=\"right-margin-\(name)\" \(margin) x1=\"\(Self.number(x + em))\" x2=\"\(Self.number(x + em))\" y1=\"\(top)\" y2=\"\(bottom)\"/>")
        }
        lines.append(" </g>")
        lines.append(" <g id=\"Symbols\">")
        for (weight, x) in Self.masterColumns.reversed() {
            let name = TemplateVariant(weight: weight, scale: .small).name
            lines.append("  <g id=\"\(name)\" transform=\"matrix(1 0 0 1 \(Self.number(x)) 696)\">")
            var annotated: Set<Int> = []
            for part in parts {
                let level = symbol.layers[part.layer].hierarchy
                let classes = "monochrome-\(part.layer) multicolor-\(part.layer):\(Self.multicolorName(symbol.layers[part.layer].multicolor)) hierarchical-\(part.layer):\(Self.levelName(level)) SFSymbolsPreviewWireframe"
                let draw = annotated.insert(part.layer).inserted ? drawAttributes(part.layer, weight) : ""
                lines.append("   <path class=\"\(classes)\" d=\"\(Self.pathData(part.outline(weight)))\"\(draw)/>")
            }
            lines.append("  </g>")
        }
        lines.append(" </g>")
        lines.append("</svg>")
        lines.append("")
        let svg = lines.joined(separator: "\n")
        // The estimate above counts pieces, not everything the reader limits (round caps, lone
        // points, the length of one `d` attribute): read the file back as the reader will, and
        // refuse it here rather than write a template that `render` then refuses.
        do {
            guard try SVGLoader.template(data: Data(svg.utf8), name: symbol.name) != nil else {
                throw Failure(description: "\(symbol.name): the written template is not recognised as one when read back")
            }
        } catch let failure as Failure {
            throw failure
        } catch {
            throw Failure(description: "\(symbol.name): the template would not read back, so it is not written: \(error)")
        }
        return Output(svg: svg, notes: notes.map(\.terminalSafe))
    }


    /// The `<style>` block: one rule per layer and rendering mode, with the same properties.
    private func style(for symbol: Symbol, notes: inout [String]) -> String {
        var groups: [String: Int] = [:]
        var rules: [[String]] = []
        let variable = symbol.layers.indices.filter { symbol.layers[$0].isVariable }
        var lostAnchors = false
        for (i, layer) in symbol.layers.enumerated() {
            var p: [String] = []
            let group = layer.draw.motionGroup.map { name in groups[name] ?? { groups[name] = groups.count; return groups.count - 1 }() }
                ?? { groups["\u{0}layer \(i)"] = groups.count; return groups.count - 1 }()
            p.append("-sfsymbols-motion-group:\(group)")
            if layer.id.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "._-".contains($0)) }), !layer.id.isEmpty {
                p.append("-sfsymbols-layer-tags:\(layer.id)")
            }
            if layer.isVariable, let k = variable.firstIndex(of: i) {
                let threshold = layer.variableThreshold ?? Double(k) / Double(variable.count)
                p.append("-sfsymbols-variable-threshold:\(Self.number(threshold))")
            }
            if layer.pulses { p.append("-sfsymbols-always-pulses:true") }
            if layer.rotation != nil { p.append("-sfsymbols-always-rotates:true"); lostAnchors = true }
            if layer.clearsBehind { p.append("-sfsymbols-clear-behind:true") }
            if let opacity = Self.layerOpacity(symbol.root, layer: i), opacity < 1 { p.append("opacity:\(Self.number(opacity))") }
            rules.append(p)
        }
        if lostAnchors { notes.append("rotation anchors are not carried: a rotating layer turns around the centre of its bounds when read back") }
        var out: [String] = []
        let directions = symbol.layers.compactMap(\.rotation).map(\.direction)
        if let first = directions.first {
            out.append(".defaults {-sfsymbols-rotates-clockwise:\(first == .clockwise)}")
            if directions.contains(where: { $0 != first }) {
                notes.append("a template has one rotation direction for every layer: layers turning the other way turn \(first == .clockwise ? "clockwise" : "counter-clockwise") when read back")
            }
        }
        for (i, p) in rules.enumerated() { out.append(".monochrome-\(i) {\(p.joined(separator: ";"))}") }
        for (i, p) in rules.enumerated() {
            let paint = symbol.layers[i].multicolor
            var q = p
            if case .color(let c)? = paint { q.insert("fill:\(Self.hex(c))", at: 0) }
            out.append(".multicolor-\(i):\(Self.multicolorName(paint)) {\(q.joined(separator: ";"))}")
        }
        for (i, p) in rules.enumerated() {
            out.append(".hierarchical-\(i):\(Self.levelName(symbol.layers[i].hierarchy)) {\(p.joined(separator: ";"))}")
        }
        out.append(".SFSymbolsPreviewWireframe {fill:none;opacity:1.0;stroke:black;stroke-width:0.5}")
        return out.joined(separator: "\n\n") + "\n"
    }

    /// The colour name of a layer's `multicolor-N` class: `tintColor` for the accent (or no
    /// colour), the system colour's name for one of Apple's, else `customColor`, whose rule's
    /// `fill` carries the colour.
    static func multicolorName(_ paint: MulticolorPaint?) -> String {
        guard case .color(let c)? = paint else { return "tintColor" }
        return AppleSystemColor.templateName(of: c) ?? "customColor"
    }

    /// `#rrggbb`, or `#rrggbbaa` for a translucent colour.
    static func hex(_ c: RGBA) -> String {
        func byte(_ v: Double) -> String {
            let s = String(ExportNumber.byte(v), radix: 16)
            return s.count == 1 ? "0" + s : s
        }
        return "#" + byte(c.r) + byte(c.g) + byte(c.b) + (c.a < 1 ? byte(c.a) : "")
    }

    /// A template can hold neither clips nor masks nor blend modes.
    private func checkTree(_ group: RenderGroup, symbol: Symbol) throws {
        if group.clip != nil || group.mask != nil || group.blendMode != .normal {
            let which = group.clip != nil ? "a clip" : group.mask != nil ? "a mask" : "a blend mode"
            let owner = group.layer.map { "layer '\(symbol.layers[$0].id)'" } ?? "a group"
            throw Failure(description: "\(symbol.name): \(owner) uses \(which), which an SF Symbols template cannot hold")
        }
        for case .group(let g) in group.children { try checkTree(g, symbol: symbol) }
    }

    /// The opacity of the group that holds layer `layer`, if found.
    private static func layerOpacity(_ group: RenderGroup, layer: Int) -> Double? {
        if group.layer == layer { return group.opacity }
        for case .group(let g) in group.children { if let o = layerOpacity(g, layer: layer) { return o } }
        return nil
    }

    static func levelName(_ level: HierarchyLevel) -> String {
        switch level {
        case .primary: return "primary"
        case .secondary: return "secondary"
        case .tertiary: return "tertiary"
        }
    }

    /// A number with at most four decimals, without trailing zeros (``ExportNumber``).
    static func number(_ v: Double) -> String { ExportNumber.text(v) }

    static func pathData(_ path: Path) -> String {
        var out = ""
        func add(_ command: String, _ points: Point...) {
            out += command
            out += points.map { number($0.x) + " " + number($0.y) }.joined(separator: " ")
        }
        for e in path.elements {
            switch e {
            case .move(let p): add("M", p)
            case .line(let p): add("L", p)
            case .quad(let c, let p): add("Q", c, p)
            case .cubic(let c1, let c2, let p): add("C", c1, c2, p)
            case .close: out += "Z"
            }
        }
        return out
    }

    /// Source text as XML character data (``XMLText``).
    static func escaped(_ s: String) -> String { XMLText.escaped(s) }

    /// Source text safe inside an XML comment (``XMLText/comment(_:)``).
    static func comment(_ s: String) -> String { XMLText.comment(s) }
}

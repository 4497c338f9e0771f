import Foundation
import Geometry
import SymbolModel

/// Walks an ``SVGElement`` tree and builds the ``Symbol``: its render tree and its layers.
///
/// This is where every SVG quirk is resolved, once, so that nothing below the loader sees SVG:
/// style sheets and the cascade, inheritance, units and percentages, `use` and `symbol`, nested
/// viewports, paint servers, clips and masks. The result is a small tree (``RenderGroup``,
/// ``Shape``) in design units (the root's viewBox), where each shape keeps its own path and its
/// full transform.
///
/// Layers come from `data-layer` annotations or, in a plain file, from the parts of the drawing
/// (``LayerInference``: shapes that overlap or touch, and the groups the author named, stay
/// together; docs/symbol-format.md). Each layer is one group of the tree, so a clip or mask
/// around a layer stays in place while the layer moves, and one inside it moves with it.
///
/// The walk is split by concern: this file holds the document, elements and shapes;
/// `SymbolBuilder+Reuse` holds `use`, `symbol` and nested `svg`; `SymbolBuilder+Paint` holds
/// gradients; `SymbolBuilder+Clipping` holds `clipPath` and `mask`; `SymbolBuilder+Cascade`
/// holds how an element's style is computed.
struct SymbolBuilder {
    let file: String
    let name: String
    let limits: SVGLimits
    private(set) var warnings: [SVGWarning] = []
    private var warned: Set<String> = []
    var segmentCount = 0
    var isAnnotated = false
    var pending: [PendingLayer] = []
    /// The named `<g>` elements of a plain file, which ``LayerInference`` keeps together.
    var authorGroups: [LayerInference.AuthorGroup] = []
    /// Elements by `id`; the first element with an id wins, as in browsers.
    var ids: [String: SVGElement] = [:]
    /// The style sheet of the document's `<style>` elements.
    var sheet = CSSStyleSheet()
    /// CSS's declarations for each element worked out so far (``cascadedDeclarations(for:)``),
    /// and how many the walk has applied (``maxDeclarationsApplied``).
    var matchedDeclarations: [ObjectIdentifier: [CSSDeclaration]] = [:]
    var declarationsApplied = 0
    /// Computed styles of referenced elements (gradient stops, clip children), by element.
    var computedStyles: [ObjectIdentifier: SVGStyle] = [:]
    /// The stops of each gradient element read so far, shared by every shape it paints.
    var gradientStopsRead: [ObjectIdentifier: [SymbolGradient.Stop]] = [:]
    /// Elements instantiated through `use`, `clip-path` and `mask`, counted against
    /// ``maxInstantiatedElements``.
    var instantiated = 0
    /// The elements being instantiated or resolved right now (`use` targets, clips, masks,
    /// patterns), to refuse references that lead back to themselves.
    var activeReferences: Set<ObjectIdentifier> = []
    /// Elements whose `clip-path` or `mask` leads into a loop and counts as `none`
    /// (``cutReferenceLoops(in:)``).
    var cutClipPaths: Set<ObjectIdentifier> = []
    var cutMasks: Set<ObjectIdentifier> = []
    /// Shapes that draw nothing (hidden, fully transparent, without paint), in the order they
    /// were met: not in the tree, but their geometry still counts in the object bounding box
    /// of the groups around them, as in resvg. ``Context/invisibleShapesStart`` marks where an
    /// element's own begin.
    var invisibleShapes: [(path: Path, transform: Transform)] = []
    /// How deep the walk is: elements entered, plus `clip-path` and `mask` references followed
    /// (``descend(into:)``), held to ``SVGLimits/maxNesting``.
    var nesting = 0

    /// How many elements `use`, `clip-path` and `mask` references may instantiate in one file:
    /// a few `use`s of `use`s, or masks whose content is masked twice by the next, can
    /// otherwise expand a small file into billions of nodes.
    static let maxInstantiatedElements = 100_000
    /// How long a chain of gradient `href`s may be.
    static let maxHrefChain = 32

    /// A layer while its shapes are being collected.
    struct PendingLayer {
        /// The `data-layer` element, or nil for a layer made from one loose shape.
        var element: SVGElement?
        /// For a loose shape: the shape's element, which names the layer.
        var source: SVGElement
        var transform: Transform
        var shapes: [Shape] = []
        /// In a plain file: the named groups around the shape, outermost first (indices in
        /// ``SymbolBuilder/authorGroups``).
        var authorGroups: [Int] = []
        /// For an inferred layer of several parts: its name, when one author group makes it.
        var name: String?
        /// For an inferred layer of several parts: what it holds, briefly (``Layer/parts``).
        var parts: [String] = []
    }

    /// What flows from a parent element to its children.
    struct Context {
        var style = SVGStyle()
        /// From the element's user space to design units.
        var transform = Transform.identity
        /// The viewport percentages refer to, in the element's user units.
        var viewport = Rect(x: 0, y: 0, width: 100, height: 100)
        /// The index in `pending` of the annotated layer being filled, if any.
        var layer: Int?
        /// False inside clip and mask content, whose shapes belong to no layer.
        var makesLayers = true
        /// In a plain file: the named groups the walk is inside, outermost first.
        var authorGroups: [Int] = []
        /// What `context-fill` and `context-stroke` paint here: the fill and stroke of the
        /// nearest `use` around, themselves free of context paints.
        var contextFill = SVGPaintValue.none
        var contextStroke = SVGPaintValue.none
        /// The index in ``SymbolBuilder/invisibleShapes`` from which the invisible shapes
        /// belong to this element.
        var invisibleShapesStart = 0

        /// The length of the viewport's normalised diagonal, which radii and stroke widths in
        /// percent refer to.
        var diagonal: Double {
            ((viewport.width * viewport.width + viewport.height * viewport.height) / 2).squareRoot()
        }
    }

    init(file: String, name: String, limits: SVGLimits) {
        self.file = file
        self.name = name
        self.limits = limits
    }

    // MARK: - Warnings and errors

    mutating func warn(_ e: SVGElement, _ message: String) {
        // One warning per element kind and message per file: a file with forty unknown
        // attributes of one kind says so once.
        guard warned.insert(e.name + "\u{0}" + message).inserted else { return }
        warnings.append(SVGWarning(file: file, line: e.line, element: e.name, message: message))
    }

    func failure(_ e: SVGElement, _ reason: String) -> SVGLoadError {
        SVGLoadError(file: file, line: e.line, element: e.name, reason: reason)
    }

    /// Counts one more level of the walk, at element `e`; throws past ``SVGLimits/maxNesting``.
    /// Each call is paired with a `nesting -= 1` when the level is left. Bounding the walk's
    /// depth bounds the depth of the render tree, of clips inside clips and of masks inside
    /// masks, which the renderer walks recursively too.
    mutating func descend(into e: SVGElement) throws {
        nesting += 1
        guard nesting <= limits.maxNesting else {
            throw failure(e, "the drawing nests deeper than \(limits.maxNesting) levels, counting each element and each use, "
                + "clip-path and mask reference followed; the file is refused (a chain of references this long draws nothing useful)")
        }
    }

    // MARK: - The document

    mutating func build(_ root: SVGElement) throws -> Symbol {
        guard root.name == "svg" else {
            throw failure(root, "the root element is <\(root.name)>; an SVG file starts with <svg>")
        }
        isAnnotated = ["1", "true"].contains(root.attributes["data-symbol"]?.trimmingSpaces ?? "")
        index(root)
        let (sheet, sheetWarnings) = CSSStyleSheet.collect(from: root)
        self.sheet = sheet
        for w in sheetWarnings { warn(w.element, w.message) }
        cutReferenceLoops(in: root)

        var (designBox, rootTransform) = try designBox(of: root)
        var context = Context()
        context.viewport = designBox
        var shown = true
        (context, shown) = try enter(root, parent: context, extraAttributes: Self.rootAttributes, isRoot: true)
        context.transform = rootTransform
        var children: [RenderNode] = []
        if shown {
            for child in root.children { children += try nodes(for: child, parent: context) }
        }
        var top = try group(for: root, context: context, parent: Context(), children: children)

        if root.attributes["viewBox"] == nil, root.attributes["width"] == nil, root.attributes["height"] == nil,
           let content = Self.paintedBounds(of: pending.flatMap(\.shapes)), content.maxX > 0, content.maxY > 0 {
            // No size at all: the box runs from the origin to the far corner of what is drawn,
            // as resvg does.
            designBox = Rect(x: 0, y: 0, width: content.maxX, height: content.maxY)
        }
        if !isAnnotated {
            (top, pending) = LayerInference.infer(root: top, pending: pending, authorGroups: authorGroups)
        }
        var layers: [Layer] = []
        var usedIDs: Set<String> = []
        var budget = LayerAnnotationReader.Budget(pathElements: limits.maxSegments - segmentCount)
        for p in pending {
            if let element = p.element {
                let id = element.attributes["data-layer"]!.trimmingSpaces
                guard !id.isEmpty else { throw failure(element, "data-layer needs an id") }
                guard usedIDs.insert(id).inserted else { throw failure(element, "data-layer=\"\(id)\": another layer already has this id") }
                let reader = LayerAnnotationReader(file: file, element: element, transform: p.transform)
                if p.shapes.isEmpty { warn(element, "layer '\(id)' has no visible shapes") }
                layers.append(try reader.layer(id: id, shapes: p.shapes, budget: &budget))
            } else {
                var id = p.name ?? p.source.attributes["id"]?.trimmingSpaces ?? ""
                if id.isEmpty || usedIDs.contains(id) { id = "\(p.source.name)-\(layers.count + 1)" }
                while usedIDs.contains(id) { id += "'" }
                usedIDs.insert(id)
                let stroked = p.shapes.contains { $0.style.stroke != nil }
                var layer = Layer(id: id, shapes: p.shapes, draw: DrawAnnotation(kind: stroked ? .stroke : .fallback))
                layer.parts = p.parts
                layers.append(layer)
            }
        }
        try checkAttachments(layers)

        if let background = context.style.backgroundColor, background.a > 0 {
            // The root's background fills the design box below everything, as a layer of its own.
            let shape = Shape(path: .rect(designBox), style: ShapeStyle(fill: .color(background)))
            layers.insert(Layer(id: "background", shapes: [shape], draw: DrawAnnotation(kind: .fallback)), at: 0)
            top = Self.shiftingLayers(of: top, by: 1)
            top.children.insert(.group(RenderGroup(children: [.shape(shape)], layer: 0)), at: 0)
        }

        var anchor: Point?
        if isAnnotated, root.attributes["data-rotate-anchor"] != nil {
            anchor = try LayerAnnotationReader(file: file, element: root, transform: rootTransform).point("data-rotate-anchor")
        }
        return Symbol(name: name, viewBox: designBox, layers: layers, root: top, isAnnotated: isAnnotated, rotationAnchor: anchor)
    }

    /// Records every element's id. Elements are visited in document order, so of two elements
    /// with one id the first wins.
    private mutating func index(_ root: SVGElement) {
        var stack = [root]
        while let e = stack.popLast() {
            if let id = e.attributes["id"], ids[id] == nil { ids[id] = e }
            stack += e.children.reversed()
        }
    }

    /// The tree with every layer index moved by `offset`.
    private static func shiftingLayers(of group: RenderGroup, by offset: Int) -> RenderGroup {
        var g = group
        g.layer = g.layer.map { $0 + offset }
        g.children = g.children.map { node in
            if case .group(let child) = node { return .group(shiftingLayers(of: child, by: offset)) }
            return node
        }
        return g
    }

    /// The bounds of the shapes' control points in design units, grown by half of each stroke.
    static func paintedBounds(of shapes: [Shape]) -> Rect? {
        var result: Rect?
        for shape in shapes {
            guard var box = LayerAnnotationReader.bounds(of: [shape]) else { continue }
            if shape.style.stroke != nil { box = box.insetBy(-shape.style.strokeWidth * shape.transform.meanScale / 2) }
            result = result.map { $0.union(box) } ?? box
        }
        return result
    }

    /// The design box, and the transform from the root's user space into it.
    ///
    /// The design box is the viewBox, so annotations and layouts keep the file's own units.
    /// When the root's `width` and `height` give the viewport another shape than the viewBox,
    /// the box becomes that viewport and the viewBox is fitted into it by
    /// `preserveAspectRatio`, as a browser draws the file on its own. Without a viewBox the box is
    /// `0 0 width height`, else 100×100 (replaced after the walk by the drawing's extent when
    /// the root gives no size at all).
    private mutating func designBox(of root: SVGElement) throws -> (Rect, Transform) {
        func size(_ attribute: String) throws -> Double? {
            guard let text = root.attributes[attribute] else { return nil }
            guard let length = try? SVGLength.parse(text) else {
                throw failure(root, "\(attribute)=\"\(text.prefix(40))\": expected a length such as 24 or 24px")
            }
            guard let v = length.absoluteValue else {
                if length.unit != .percent { warn(root, "\(attribute) in \(length.unit.rawValue) on the root; the size is taken from the viewBox") }
                return nil
            }
            guard v > 0 else { throw failure(root, "\(attribute)=\"\(text)\": the size must be positive") }
            return v
        }
        let w = try size("width"), h = try size("height")
        if let text = root.attributes["viewBox"] {
            guard let n = try? SVGNumberScanner.numberList(text), n.count == 4 else {
                throw failure(root, "viewBox=\"\(text.prefix(40))\": expected four numbers, min-x min-y width height")
            }
            guard n[2] > 0, n[3] > 0 else { throw failure(root, "viewBox=\"\(text)\": the width and height must be positive") }
            let box = Rect(x: n[0], y: n[1], width: n[2], height: n[3])
            guard let w, let h, abs(w / h - box.width / box.height) > 1e-9 * (w / h) else { return (box, .identity) }
            let viewport = Rect(x: 0, y: 0, width: w, height: h)
            let fit = SVGAspectRatio.parse(root.attributes["preserveAspectRatio"]).transform(from: box, to: viewport)
            return (viewport, fit)
        }
        return (Rect(x: 0, y: 0, width: w ?? h ?? 100, height: h ?? w ?? 100), .identity)
    }

    /// Every attribute the root may carry beyond the common ones.
    static let rootAttributes: Set<String> = [
        "viewBox", "width", "height", "x", "y", "preserveAspectRatio", "version", "baseProfile",
        "zoomAndPan", "contentScriptType", "contentStyleType", "enable-background",
    ]

    /// Attributes that any element may carry and that change nothing drawn.
    static let commonAttributes: Set<String> = [
        "id", "class", "style", "transform", "role", "tabindex", "focusable", "lang", "xmlns",
        "requiredFeatures", "requiredExtensions", "systemLanguage", "xml:space", "xml:lang", "onclick", "onload",
    ]

    /// Elements that describe or define and are never drawn where they stand.
    static let silentElements: Set<String> = [
        "title", "desc", "metadata", "defs", "symbol", "clipPath", "mask", "linearGradient", "radialGradient",
        "style", "script", "animate", "animateTransform", "animateMotion", "set", "stop", "marker", "pattern",
        "filter", "font", "font-face", "glyph", "missing-glyph", "cursor", "view",
    ]

    /// Elements that draw something symbolview leaves out (docs/svg-support.md).
    static let unsupportedElements: Set<String> = ["text", "image", "foreignObject", "video", "audio", "iframe", "canvas"]

    // MARK: - Elements

    /// The nodes `e` contributes to its parent: none, one, or its children spliced in when it
    /// is a group that needs no compositing of its own.
    mutating func nodes(for e: SVGElement, parent: Context) throws -> [RenderNode] {
        try descend(into: e)
        defer { nesting -= 1 }
        switch e.name {
        case "g", "a", "switch":
            let extra: Set<String> = e.name == "a" ? ["href", "xlink:href", "target", "download", "rel", "type"] : []
            var (context, shown) = try enter(e, parent: parent, extraAttributes: extra)
            guard shown else { return [] }
            if e.name == "g", !isAnnotated, context.makesLayers, let name = LayerInference.authorName(of: e) {
                authorGroups.append(LayerInference.AuthorGroup(element: e, name: name))
                context.authorGroups.append(authorGroups.count - 1)
            }
            var children: [RenderNode] = []
            if e.name == "switch" {
                if let chosen = e.children.first(where: { Self.passesConditions($0) && $0.name != "title" && $0.name != "desc" }) {
                    children = try nodes(for: chosen, parent: context)
                }
            } else {
                for child in e.children { children += try nodes(for: child, parent: context) }
            }
            return [.group(try group(for: e, context: context, parent: parent, children: children))]
                .flatMap { Self.dissolving($0) }
        case "use":
            return try useNodes(e, parent: parent)
        case "svg":
            return try nestedSVGNodes(e, parent: parent, size: nil)
        case _ where SVGShapeGeometry.elementNames.contains(e.name):
            return try shapeNodes(e, parent: parent)
        default:
            if e.name.contains(":") { return [] }  // editor data such as sodipodi:namedview
            if Self.silentElements.contains(e.name) { return [] }
            if Self.unsupportedElements.contains(e.name) {
                warn(e, "<\(e.name)> is not supported and was skipped")
            } else {
                warn(e, "unknown element <\(e.name)> skipped" + (e.children.isEmpty ? "" : " with its contents"))
            }
            return []
        }
    }

    /// Whether a child of `switch` passes its conditions: symbolview reads English and knows
    /// no extensions.
    static func passesConditions(_ e: SVGElement) -> Bool {
        if e.attributes["requiredExtensions"] != nil { return false }
        if let languages = e.attributes["systemLanguage"] {
            let list = languages.split(separator: ",").map { $0.trimmingSpaces.lowercased() }
            guard list.contains(where: { $0 == "en" || $0.hasPrefix("en-") }) else { return false }
        }
        return true
    }

    /// A group with nothing of its own to composite and no layer is spliced into its parent.
    static func dissolving(_ node: RenderNode) -> [RenderNode] {
        guard case .group(let g) = node, !g.needsCompositing, g.layer == nil else { return [node] }
        return g.children
    }

    /// The group for element `e` (entered as `context`) around `children`: its opacity, clip,
    /// mask and blend mode, and its layer if `e` starts one.
    mutating func group(for e: SVGElement, context: Context, parent: Context, children: [RenderNode]) throws -> RenderGroup {
        var g = RenderGroup(children: children, opacity: context.style.opacity, blendMode: context.style.blendMode)
        if let layer = context.layer, layer != parent.layer { g.layer = layer }
        try applyClipAndMask(of: e, context: context, to: &g)
        return g
    }

    // MARK: - Shapes

    private mutating func shapeNodes(_ e: SVGElement, parent: Context) throws -> [RenderNode] {
        let (context, shown) = try enter(e, parent: parent, extraAttributes: SVGShapeGeometry.attributeNames[e.name] ?? [])
        guard shown else { return [] }
        for child in e.children where !["title", "desc", "animate", "set", "animateTransform", "animateMotion"].contains(child.name) {
            warn(child, "<\(child.name)> inside <\(e.name)> skipped")
        }
        guard let shape = try shape(e, context: context) else { return [] }
        var node = RenderNode.shape(shape)
        var g = RenderGroup(children: [node], blendMode: context.style.blendMode)
        try applyClipAndMask(of: e, context: context, to: &g)
        if g.needsCompositing { node = .group(g) }

        if context.makesLayers {
            if let layer = context.layer {
                pending[layer].shapes.append(shape)
                // A shape that is a layer of its own (`<path data-layer=…>`) is its layer's group.
                if layer != parent.layer { node = .group(RenderGroup(children: [node], layer: layer)) }
            } else {
                if isAnnotated { warn(e, "a shape outside any data-layer was given a layer of its own") }
                pending.append(PendingLayer(element: nil, source: e, transform: context.transform, shapes: [shape],
                                            authorGroups: context.authorGroups))
                node = .group(RenderGroup(children: [node], layer: pending.count - 1))
            }
        }
        return [node]
    }

    /// The shape element `e` entered as `context`; nil when it draws nothing.
    mutating func shape(_ e: SVGElement, context: Context) throws -> Shape? {
        guard let local = try geometry(of: e, viewport: context.viewport, fontSize: context.style.fontSize) else { return nil }
        try checkCoordinates(local.applying(context.transform), of: e)
        guard let style = try shapeStyle(context.style, for: e, path: local, context: context) else {
            invisibleShapes.append((local, context.transform))
            return nil
        }
        return Shape(path: local, transform: context.transform, style: style)
    }

    /// The path of a shape element in its own user space, charged against the segment budget.
    mutating func geometry(of e: SVGElement, viewport: Rect, fontSize: Double) throws -> Path? {
        let outcome: SVGShapeGeometry.Outcome
        do {
            outcome = try SVGShapeGeometry.path(for: e, viewport: viewport, elementBudget: limits.maxSegments - segmentCount,
                                                fontSize: fontSize)
        } catch let f as SVGShapeGeometry.Failure {
            throw failure(e, f.message)
        }
        if let w = outcome.warning { warn(e, w) }
        guard let local = outcome.path, !local.isEmpty else { return nil }
        segmentCount += local.elements.count
        if segmentCount > limits.maxSegments {
            throw failure(e, "the file holds more than \(limits.maxSegments) path elements")
        }
        return local
    }

    /// The model style of a shape drawn with `style`; nil when it would not show at all.
    private mutating func shapeStyle(_ style: SVGStyle, for e: SVGElement, path: Path, context: Context) throws -> ShapeStyle? {
        guard !style.isHidden, style.opacity > 0 else { return nil }
        let canFill = e.name != "line"
        lazy var box = path.bounds
        var fillPaint = canFill ? paint(style.fill, style: style, box: box, context: context, on: e) : nil
        let width = style.strokeWidth.resolved(percentOf: context.diagonal, fontSize: style.fontSize)
        var strokePaint = width > 0 ? paint(style.stroke, style: style, box: box, context: context, on: e) : nil
        if style.fillOpacity <= 0 || Self.isTransparent(fillPaint) { fillPaint = nil }
        if style.strokeOpacity <= 0 || Self.isTransparent(strokePaint) { strokePaint = nil }
        guard fillPaint != nil || strokePaint != nil else { return nil }
        return ShapeStyle(fill: fillPaint, stroke: strokePaint, strokeWidth: width,
                          lineCap: style.lineCap, lineJoin: style.lineJoin, miterLimit: style.miterLimit,
                          fillRule: style.fillRule, opacity: style.opacity, fillOpacity: style.fillOpacity,
                          strokeOpacity: style.strokeOpacity,
                          dashes: style.dashPattern(diagonal: context.diagonal),
                          dashOffset: style.dashOffset.resolved(percentOf: context.diagonal, fontSize: style.fontSize))
    }

    private static func isTransparent(_ paint: SymbolPaint?) -> Bool {
        if case .color(let c)? = paint { return c.a <= 0 }
        return false
    }

    private func checkCoordinates(_ path: Path, of e: SVGElement) throws {
        let limit = limits.maxCoordinate
        func check(_ p: Point) throws {
            guard p.x.isFinite, p.y.isFinite, abs(p.x) <= limit, abs(p.y) <= limit else {
                let worst = max(abs(p.x), abs(p.y))
                throw failure(e, "a coordinate reaches \(worst.isNaN ? "NaN" : String(worst)) once transformed; the limit is ±\(limit) design units")
            }
        }
        for element in path.elements {
            switch element {
            case .move(let p), .line(let p): try check(p)
            case .quad(let c, let p): try check(c); try check(p)
            case .cubic(let c1, let c2, let p): try check(c1); try check(c2); try check(p)
            case .close: break
            }
        }
    }

    /// Every attached layer's host must exist, and following hosts must not loop.
    private func checkAttachments(_ layers: [Layer]) throws {
        let ids = Set(layers.map(\.id))
        var hosts: [String: String] = [:]
        for layer in layers {
            if case .attachment(let host) = layer.draw.kind { hosts[layer.id] = host }
        }
        var endsWell: Set<String> = []
        for (index, layer) in layers.enumerated() {
            guard let target = hosts[layer.id] else { continue }
            let element = pending[index].element  // layers were built from `pending`, one for one
            func fail(_ reason: String) -> SVGLoadError {
                SVGLoadError(file: file, line: element?.line, element: element?.name, reason: "data-attach-to=\"\(target)\": \(reason)")
            }
            guard ids.contains(target) else {
                throw fail("no layer has this id; the layers are \(layers.map(\.id).joined(separator: ", "))")
            }
            // Follow the chain of hosts until it ends or reaches a layer already known to end.
            var seen: Set<String> = [layer.id]
            var next: String? = target
            while let id = next, !endsWell.contains(id) {
                guard seen.insert(id).inserted else { throw fail("the attachments form a loop") }
                next = hosts[id]
            }
            endsWell.formUnion(seen)
        }
    }
}

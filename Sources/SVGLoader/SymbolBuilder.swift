import Foundation
import Geometry
import SymbolModel

/// Walks an ``SVGElement`` tree and builds the ``Symbol``: resolves style inheritance, bakes
/// every transform into the paths (design units are the root's user units, its viewBox), and
/// groups shapes into layers, from `data-layer` annotations or, in a plain file, one layer per
/// shape (docs/symbol-format.md).
///
/// A translucent group (`g`, `a` or the root with `opacity` below 1) becomes an ``OpacityGroup``
/// on its shapes, which the renderer composites once, as SVG does. Inside such a group the
/// opacity of nested translucent groups is multiplied into each shape's own opacity, exact
/// unless one of those inner groups holds overlapping shapes. A group holding a single shape
/// is dissolved into that shape's opacity, which draws the same.
struct SymbolBuilder {
    let file: String
    let name: String
    let limits: SVGLimits
    private(set) var warnings: [SVGWarning] = []
    private var warned: Set<String> = []
    private var segmentCount = 0
    private var isAnnotated = false
    private var pending: [PendingLayer] = []
    private var groupCount = 0
    /// The design box, which percentages in shape geometry refer to.
    private var viewport = Rect(x: 0, y: 0, width: 100, height: 100)

    /// A layer while its shapes are being collected.
    private struct PendingLayer {
        /// The `data-layer` element, or nil for a layer made from one loose shape.
        var element: SVGElement?
        /// For a loose shape: the shape's element, which names the layer.
        var source: SVGElement
        var transform: Transform
        var shapes: [Shape] = []
    }

    /// What flows from a parent element to its children.
    private struct Context {
        var style = SVGStyle()
        var transform = Transform.identity
        /// The opacity below `group`: the product of the translucent ancestors' opacities
        /// inside the outermost one.
        var opacity = 1.0
        /// The outermost translucent group around the element, if any.
        var group: OpacityGroup?
        /// The index in `pending` of the annotated layer being filled, if any.
        var layer: Int?
    }

    init(file: String, name: String, limits: SVGLimits) {
        self.file = file
        self.name = name
        self.limits = limits
    }

    // MARK: - Warnings and errors

    private mutating func warn(_ e: SVGElement, _ message: String) {
        // One warning per element kind and message per file: a file with forty unknown
        // attributes of one kind says so once.
        guard warned.insert(e.name + "\u{0}" + message).inserted else { return }
        warnings.append(SVGWarning(file: file, line: e.line, element: e.name, message: message))
    }

    private func failure(_ e: SVGElement, _ reason: String) -> SVGLoadError {
        SVGLoadError(file: file, line: e.line, element: e.name, reason: reason)
    }

    // MARK: - The document

    mutating func build(_ root: SVGElement) throws -> Symbol {
        guard root.name == "svg" else {
            throw failure(root, "the root element is <\(root.name)>; an SVG file starts with <svg>")
        }
        isAnnotated = ["1", "true"].contains(root.attributes["data-symbol"]?.trimmingSpaces ?? "")
        var viewBox = try self.viewBox(of: root)
        viewport = viewBox
        var context = Context()
        try visitChildren(of: root, context: &context, isRoot: true)
        dissolveSingleShapeGroups()
        if root.attributes["viewBox"] == nil, root.attributes["width"] == nil, root.attributes["height"] == nil,
           let content = Self.paintedBounds(of: pending.flatMap(\.shapes)), content.maxX > 0, content.maxY > 0 {
            // No size at all: the box runs from the origin to the far corner of what is drawn,
            // as resvg does.
            viewBox = Rect(x: 0, y: 0, width: content.maxX, height: content.maxY)
        }
        if let background = context.style.backgroundColor, background.a > 0 {
            let shape = Shape(path: .rect(viewBox), style: ShapeStyle(fill: .color(background)))
            pending.insert(PendingLayer(element: nil, source: SVGElement(name: "background", attributes: ["id": "background"], line: root.line),
                                        transform: .identity, shapes: [shape]), at: 0)
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
                var id = p.source.attributes["id"]?.trimmingSpaces ?? ""
                if id.isEmpty || usedIDs.contains(id) { id = "\(p.source.name)-\(layers.count + 1)" }
                while usedIDs.contains(id) { id += "'" }
                usedIDs.insert(id)
                let stroked = p.shapes.contains { $0.style.stroke != nil }
                layers.append(Layer(id: id, shapes: p.shapes, draw: DrawAnnotation(kind: stroked ? .stroke : .fallback)))
            }
        }
        try checkAttachments(layers)

        var anchor: Point?
        if isAnnotated, root.attributes["data-rotate-anchor"] != nil {
            anchor = try LayerAnnotationReader(file: file, element: root, transform: .identity).point("data-rotate-anchor")
        }
        return Symbol(name: name, viewBox: viewBox, layers: layers, isAnnotated: isAnnotated, rotationAnchor: anchor)
    }

    /// Folds the opacity of every group holding only one shape into that shape: composited
    /// alone it draws the same, and needs no offscreen image.
    private mutating func dissolveSingleShapeGroups() {
        var counts: [Int: Int] = [:]
        for p in pending { for s in p.shapes { if let g = s.group { counts[g.id, default: 0] += 1 } } }
        for i in pending.indices {
            for k in pending[i].shapes.indices {
                guard let g = pending[i].shapes[k].group, counts[g.id] == 1 else { continue }
                pending[i].shapes[k].style.opacity *= g.opacity
                pending[i].shapes[k].group = nil
            }
        }
    }

    /// The bounds of the shapes' control points, grown by half of each stroke width.
    static func paintedBounds(of shapes: [Shape]) -> Rect? {
        var result: Rect?
        for shape in shapes {
            guard var box = LayerAnnotationReader.bounds(of: [shape]) else { continue }
            if shape.style.stroke != nil { box = box.insetBy(-shape.style.strokeWidth / 2) }
            result = result.map { $0.union(box) } ?? box
        }
        return result
    }

    /// The design box: the viewBox, else `0 0 width height`, else 100×100 (replaced after the
    /// walk by the drawing's extent when the root gives no size at all).
    private mutating func viewBox(of root: SVGElement) throws -> Rect {
        if let text = root.attributes["viewBox"] {
            guard let n = try? SVGNumberScanner.numberList(text), n.count == 4 else {
                throw failure(root, "viewBox=\"\(text.prefix(40))\": expected four numbers, min-x min-y width height")
            }
            guard n[2] > 0, n[3] > 0 else { throw failure(root, "viewBox=\"\(text)\": the width and height must be positive") }
            return Rect(x: n[0], y: n[1], width: n[2], height: n[3])
        }
        func size(_ attribute: String) throws -> Double? {
            guard let text = root.attributes[attribute] else { return nil }
            guard let length = try? SVGLength.parse(text) else {
                throw failure(root, "\(attribute)=\"\(text.prefix(40))\": expected a length such as 24 or 24px")
            }
            guard let v = length.absoluteValue else {
                warn(root, "\(attribute) in \(length.unit.rawValue) without a viewBox; the size is taken as 100")
                return nil
            }
            guard v > 0 else { throw failure(root, "\(attribute)=\"\(text)\": the size must be positive") }
            return v
        }
        let w = try size("width"), h = try size("height")
        return Rect(x: 0, y: 0, width: w ?? h ?? 100, height: h ?? w ?? 100)
    }

    /// Every attribute the root may carry beyond the common ones.
    private static let rootAttributes: Set<String> = [
        "viewBox", "width", "height", "x", "y", "preserveAspectRatio", "version", "baseProfile",
        "zoomAndPan", "contentScriptType", "contentStyleType",
    ]

    /// Attributes that any element may carry and that change nothing drawn.
    private static let commonAttributes: Set<String> = [
        "id", "class", "style", "transform", "role", "tabindex", "focusable", "lang", "xmlns",
        "requiredFeatures", "requiredExtensions", "systemLanguage",
    ]

    // MARK: - Elements

    private mutating func visitChildren(of element: SVGElement, context: inout Context, isRoot: Bool) throws {
        // The root is a group for its children: its style and transform apply to them.
        if isRoot { context = try enter(element, parent: context, extraAttributes: Self.rootAttributes).context }
        for child in element.children {
            try visit(child, parent: context)
        }
    }

    private mutating func visit(_ e: SVGElement, parent: Context) throws {
        switch e.name {
        case "g", "a":
            let (context, shown) = try enter(e, parent: parent, extraAttributes: e.name == "a" ? ["href", "xlink:href", "target"] : [])
            guard shown else { return }
            for child in e.children { try visit(child, parent: context) }
        case _ where SVGShapeGeometry.elementNames.contains(e.name):
            let (context, shown) = try enter(e, parent: parent, extraAttributes: SVGShapeGeometry.attributeNames[e.name] ?? [])
            guard shown else { return }
            try addShape(e, context: context)
            for child in e.children where !["title", "desc", "animate", "set"].contains(child.name) {
                warn(child, "<\(child.name)> inside <\(e.name)> skipped")
            }
        default:
            if e.name.contains(":") { return }  // editor data such as sodipodi:namedview
            if ["title", "desc", "metadata"].contains(e.name) { return }  // text about the file, never drawn
            let what = ["use", "image", "text", "svg", "switch", "symbol", "style", "linearGradient", "radialGradient", "pattern", "mask", "clipPath", "filter", "marker"].contains(e.name)
                ? "<\(e.name)> is not supported and was skipped"
                : "unknown element <\(e.name)> skipped" + (e.children.isEmpty ? "" : " with its contents")
            warn(e, what)
        }
    }

    /// Resolves an element's style, transform, opacity and layer; `shown` is false for an
    /// element with `display="none"`.
    private mutating func enter(_ e: SVGElement, parent: Context, extraAttributes: Set<String>) throws -> (context: Context, shown: Bool) {
        var context = parent
        context.style = parent.style.inheritedByChild

        for name in e.sortedAttributeNames {
            let value = e.attributes[name]!
            if name.hasPrefix("data-") { checkAnnotation(name, on: e); continue }
            if extraAttributes.contains(name) || Self.commonAttributes.contains(name) { continue }
            if name.hasPrefix("xmlns") || name.hasPrefix("aria-") || name.contains(":") { continue }
            report(context.style.apply(name, value), property: name, on: e, unknownIsAttribute: true)
        }
        var styleTransform: String?
        if let style = e.attributes["style"] {
            for declaration in Self.removingComments(style).split(separator: ";") {
                guard let colon = declaration.firstIndex(of: ":") else {
                    if !declaration.trimmingSpaces.isEmpty { warn(e, "style declaration '\(declaration.trimmingSpaces)' has no ':' and was skipped") }
                    continue
                }
                let property = declaration[..<colon].trimmingSpaces.lowercased()
                let value = String(declaration[declaration.index(after: colon)...])
                if property == "transform" {
                    // CSS writes units in transform functions (`rotate(45deg)`); SVG's grammar has none.
                    styleTransform = value.replacingOccurrences(of: "deg", with: "").replacingOccurrences(of: "px", with: "")
                    continue
                }
                report(context.style.apply(property, value), property: property, on: e, unknownIsAttribute: false)
            }
        }
        if let text = styleTransform ?? e.attributes["transform"] {
            do {
                context.transform = try SVGTransformList.parse(text).concatenating(parent.transform)
            } catch {
                // SVG ignores a transform it cannot read; the element is drawn untransformed.
                warn(e, "\(error); the transform is ignored")
            }
        }
        let isContainer = e.name == "g" || e.name == "a" || e.name == "svg"
        if !isContainer || context.style.opacity >= 1 || context.style.opacity <= 0 {
            context.opacity = parent.opacity * context.style.opacity
        } else if parent.group == nil {
            groupCount += 1
            context.group = OpacityGroup(id: groupCount, opacity: max(0, context.style.opacity))
        } else {
            // Nested translucent groups are not composited on their own (OpacityGroup).
            context.opacity = parent.opacity * context.style.opacity
        }

        if isAnnotated, e.attributes["data-layer"] != nil {
            if let outer = parent.layer, let outerElement = pending[outer].element {
                throw failure(e, "data-layer=\"\(e.attributes["data-layer"]!)\" sits inside layer '\(outerElement.attributes["data-layer"]!)' (line \(outerElement.line)); layers cannot nest")
            }
            pending.append(PendingLayer(element: e, source: e, transform: context.transform))
            context.layer = pending.count - 1
        }
        return (context, context.style.isDisplayed)
    }

    /// CSS text without its `/* comments */`.
    static func removingComments(_ css: String) -> String {
        guard css.contains("/*") else { return css }
        var out = "", rest = Substring(css)
        while let open = rest.range(of: "/*") {
            out += rest[..<open.lowerBound]
            guard let close = rest[open.upperBound...].range(of: "*/") else { return out }
            rest = rest[close.upperBound...]
        }
        return out + rest
    }

    private mutating func report(_ outcome: SVGStyle.Outcome, property: String, on e: SVGElement, unknownIsAttribute: Bool) {
        switch outcome {
        case .applied: break
        case .unknown: warn(e, unknownIsAttribute ? "unknown attribute \(property) skipped" : "unknown style property \(property) skipped")
        case .unsupported(let why): warn(e, why)
        case .invalid(let why): warn(e, "\(property): \(why); ignored")
        }
    }

    /// Warns about annotations that do nothing where they are: unknown names, and layer
    /// annotations outside a layer element. Plain files may carry any `data-*` attribute.
    private mutating func checkAnnotation(_ name: String, on e: SVGElement) {
        guard isAnnotated else {
            // The easy mistake: layers marked, but the root never says the file is annotated.
            if name == "data-layer" {
                warn(e, "data-layer is ignored: the root <svg> has no data-symbol=\"1\", so the file is read as plain SVG")
            }
            return
        }
        let isRoot = e.name == "svg" && name != "data-layer" && LayerAnnotationReader.rootAttributes.contains(name)
        if isRoot { return }
        if !LayerAnnotationReader.layerAttributes.contains(name) && !LayerAnnotationReader.rootAttributes.contains(name) {
            warn(e, "unknown annotation \(name) skipped (docs/symbol-format.md lists them)")
        } else if name != "data-layer", e.attributes["data-layer"] == nil {
            warn(e, "\(name) on an element without data-layer is ignored")
        }
    }

    // MARK: - Shapes

    private mutating func addShape(_ e: SVGElement, context: Context) throws {
        let outcome: SVGShapeGeometry.Outcome
        do {
            outcome = try SVGShapeGeometry.path(for: e, viewport: viewport, elementBudget: limits.maxSegments - segmentCount)
        } catch let f as SVGShapeGeometry.Failure {
            throw failure(e, f.message)
        }
        if let w = outcome.warning { warn(e, w) }
        guard let local = outcome.path, !local.isEmpty else { return }
        segmentCount += local.elements.count
        if segmentCount > limits.maxSegments {
            throw failure(e, "the file holds more than \(limits.maxSegments) path elements")
        }
        let t = context.transform
        let strokeScale = t.meanScale
        guard let style = context.style.shapeStyle(opacity: context.opacity, strokeScale: strokeScale, canFill: e.name != "line") else {
            return
        }
        if style.stroke != nil, strokeScale > 0, t.maxScale / strokeScale > 1.01 {
            warn(e, "a non-uniform scale or skew on a stroked shape; its stroke width is approximated")
        }
        let path = local.applying(t)
        try checkCoordinates(path, of: e)
        let shape = Shape(path: path, style: style, group: context.group)

        if let layer = context.layer {
            pending[layer].shapes.append(shape)
        } else {
            if isAnnotated { warn(e, "a shape outside any data-layer was given a layer of its own") }
            pending.append(PendingLayer(element: nil, source: e, transform: t, shapes: [shape]))
        }
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

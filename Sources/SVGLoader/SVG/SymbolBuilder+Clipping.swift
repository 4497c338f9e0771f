import Geometry
import SymbolModel

/// `clip-path` and `mask`: resolved into a ``ClipPath`` and a ``SymbolMask`` on the group of
/// the element that refers to them, in that element's user space.
extension SymbolBuilder {
    /// Sets the clip and mask of `g`, the group of element `e` entered as `context`. A reference
    /// to no element at all is ignored; an element whose clip or mask cannot be drawn (one that
    /// is no `clipPath` or `mask`, a mask with no area) is hidden, as resvg does, by clipping it
    /// to nothing.
    mutating func applyClipAndMask(of e: SVGElement, context: Context, to g: inout RenderGroup) throws {
        guard context.style.clipPath != nil || context.style.mask != nil else { return }
        let invisible = invisibleShapes[min(context.invisibleShapesStart, invisibleShapes.count)...]
        lazy var box = Self.boundingBox(of: g.children, invisible: invisible, in: context.transform)
        if let id = context.style.clipPath {
            switch try clip(id, for: e, transform: context.transform, box: box, context: context) {
            case .none: break
            case .clip(let c): g.clip = Self.isRedundant(c, around: g) ? nil : c
            case .hide, .mask: g.clip = ClipPath(pieces: [])
            }
        }
        if let id = context.style.mask {
            switch try mask(id, for: e, transform: context.transform, box: box, context: context) {
            case .none: break
            case .mask(let m): g.mask = m
            case .hide, .clip: g.clip = ClipPath(pieces: [])
            }
        }
    }

    /// Whether `clip` cuts nothing of `group`: one axis-aligned rectangle around everything the
    /// group can paint, strokes, miters and the emboldening of the heaviest weight included.
    /// Figma wraps every export in such a clip (`clip0_…`, the whole frame), and nested
    /// viewports clip to their box; dropping them spares the renderer an offscreen layer and a
    /// mask every frame, and draws the same.
    static func isRedundant(_ clip: ClipPath, around group: RenderGroup) -> Bool {
        guard clip.clip == nil, clip.pieces.count == 1, let piece = clip.pieces.first, piece.clip == nil,
              piece.transform.b == 0, piece.transform.c == 0 else { return false }
        var corners: [Point] = []
        for element in piece.path.elements {
            switch element {
            case .move(let p), .line(let p): corners.append(p)
            case .close: break
            default: return false
            }
        }
        guard corners.count == 4 || (corners.count == 5 && corners[4] == corners[0]) else { return false }
        let xs = Set(corners.prefix(4).map(\.x)), ys = Set(corners.prefix(4).map(\.y))
        guard xs.count == 2, ys.count == 2 else { return false }
        let clipBox = piece.path.applying(piece.transform).controlPointBounds
        // At black weight a fill is emboldened by 1.4 design units and strokes widen 1.7 times.
        let heaviest = SymbolWeight.black.strokeScale
        for shape in group.shapes {
            var box = shape.designPath.controlPointBounds
            var grow = (heaviest - 1) * 2
            if shape.style.stroke != nil {
                grow += shape.style.strokeWidth * shape.transform.maxScale * heaviest / 2 * max(shape.style.miterLimit, 1.5)
            }
            box = box.insetBy(-grow)
            guard box.minX >= clipBox.minX, box.minY >= clipBox.minY, box.maxX <= clipBox.maxX, box.maxY <= clipBox.maxY
            else { return false }
        }
        return true
    }

    enum Resolution<T> {
        /// Draw the element as if it had none.
        case none
        case clip(ClipPath)
        case mask(SymbolMask)
        /// Draw nothing of the element.
        case hide
    }

    /// The object bounding box of `nodes`, and of the `invisible` shapes among them, in the
    /// user space that `transform` maps to design units: the union of the shapes' geometry
    /// boxes, strokes left out.
    static func boundingBox(of nodes: [RenderNode], invisible: ArraySlice<(path: Path, transform: Transform)> = [],
                            in transform: Transform) -> Rect? {
        guard let inverse = transform.inverted else { return nil }
        var result: Rect?
        let pieces = RenderGroup(children: nodes).shapes.map { ($0.path, $0.transform) } + invisible.map { ($0.path, $0.transform) }
        for (path, toDesign) in pieces {
            let box = path.applying(toDesign.concatenating(inverse)).bounds
            result = result.map { $0.union(box) } ?? box
        }
        return result
    }

    /// The transform that maps the unit square onto `box`: objectBoundingBox units.
    static func unitsTransform(_ box: Rect) -> Transform {
        Transform(a: box.width, b: 0, c: 0, d: box.height, e: box.x, f: box.y)
    }

    /// Where a `clip-path` or `mask` reference leads.
    private enum Target {
        case element(SVGElement)
        /// To no element: the reference is ignored, as in usvg.
        case ignored
        /// To another kind of element, or back into itself: the referring element is not drawn.
        case hidden
    }

    /// The `kind` element that `property="url(#id)"` on `e` refers to, with a warning when it
    /// leads nowhere, elsewhere or back into a clip or mask being built.
    private mutating func target(of id: String, kind: String, property: String, from e: SVGElement) -> Target {
        let quoted = "\(property) url(#\(id.prefix(Self.quotedValueLimit)))"
        guard let element = ids[id] else {
            warn(e, "\(quoted) refers to no element; the element is drawn without it")
            return .ignored
        }
        guard element.name == kind else {
            warn(e, "\(quoted) refers to <\(element.name)>, no <\(kind)>; the element is not drawn")
            return .hidden
        }
        guard !activeReferences.contains(ObjectIdentifier(element)) else {
            warn(element, "the \(kind) refers to itself, directly or through others; the element is not drawn")
            return .hidden
        }
        return .element(element)
    }

    // MARK: - clipPath

    private mutating func clip(_ id: String, for e: SVGElement, transform: Transform, box: Rect?,
                               context: Context) throws -> Resolution<ClipPath> {
        let element: SVGElement
        switch target(of: id, kind: "clipPath", property: "clip-path", from: e) {
        case .element(let found): element = found
        case .ignored: return .none
        case .hidden: return .hide
        }
        try descend(into: element)
        defer { nesting -= 1 }
        // Each reference builds the clip afresh, for its element's box and transform.
        try instantiate(1 + element.children.count, at: e)
        let key = ObjectIdentifier(element)
        activeReferences.insert(key)
        defer { activeReferences.remove(key) }

        let clipStyle = computedStyle(of: element)
        var base = transform
        if let local = localTransform(of: element, style: clipStyle, viewport: context.viewport) {
            base = local.concatenating(base)
        }
        if element.attributes["clipPathUnits"]?.trimmingSpaces == "objectBoundingBox" {
            guard let box, box.width > 0, box.height > 0 else { return .hide }
            base = Self.unitsTransform(box).concatenating(base)
        }
        var inner = Context()
        inner.style = clipStyle
        inner.transform = base
        inner.viewport = context.viewport
        inner.makesLayers = false

        var pieces: [ClipPath.Piece] = []
        for child in element.children {
            var shapeElement = child
            var childContext = inner
            if child.name == "use" {
                // A use in a clip may only refer to a shape (or text, which is not drawn).
                guard let href = SVGReference.href(of: child), let tid = SVGReference.id(inHref: href), let target = ids[tid],
                      SVGShapeGeometry.elementNames.contains(target.name) else { continue }
                let (useContext, shown) = try enter(child, parent: inner, extraAttributes: Self.useAttributes)
                guard shown, !useContext.style.isHidden else { continue }
                childContext = useContext
                let x = length(child, "x", inner.viewport.width) ?? 0, y = length(child, "y", inner.viewport.height) ?? 0
                childContext.transform = Transform.translation(x, y).concatenating(childContext.transform)
                shapeElement = target
            } else if !SVGShapeGeometry.elementNames.contains(child.name) {
                if child.name == "text" { warn(child, "<text> is not supported and was skipped") }
                continue
            }
            let (shapeContext, shown) = try enter(shapeElement, parent: childContext,
                                                  extraAttributes: SVGShapeGeometry.attributeNames[shapeElement.name] ?? [])
            guard shown, !shapeContext.style.isHidden, let path = try geometry(of: shapeElement, viewport: inner.viewport, fontSize: shapeContext.style.fontSize) else { continue }
            var piece = ClipPath.Piece(path: path, transform: shapeContext.transform, rule: shapeContext.style.clipRule)
            let ownClip = shapeContext.style.clipPath ?? (child !== shapeElement ? childContext.style.clipPath : nil)
            if let ownClip {
                let pieceBox = path.bounds
                switch try clip(ownClip, for: shapeElement, transform: shapeContext.transform, box: pieceBox, context: shapeContext) {
                case .none: break
                case .clip(let c): piece.clip = c
                case .hide, .mask: continue
                }
            }
            pieces.append(piece)
        }
        var outer: ClipPath?
        if let ownID = clipStyle.clipPath {
            switch try clip(ownID, for: element, transform: transform, box: box, context: context) {
            case .none: break
            case .clip(let c): outer = c
            case .hide, .mask: return .hide
            }
        }
        return .clip(ClipPath(pieces: pieces, clip: outer))
    }

    // MARK: - mask

    private mutating func mask(_ id: String, for e: SVGElement, transform: Transform, box: Rect?,
                               context: Context) throws -> Resolution<SymbolMask> {
        let element: SVGElement
        switch target(of: id, kind: "mask", property: "mask", from: e) {
        case .element(let found): element = found
        case .ignored: return .none
        case .hidden: return .hide
        }
        try descend(into: element)
        defer { nesting -= 1 }
        // Each reference builds the mask afresh, for its element's box and transform.
        try instantiate(1 + count(element), at: e)
        let key = ObjectIdentifier(element)
        activeReferences.insert(key)
        defer { activeReferences.remove(key) }

        let maskStyle = computedStyle(of: element)
        let userUnits = element.attributes["maskUnits"]?.trimmingSpaces == "userSpaceOnUse"
        let contentInBox = element.attributes["maskContentUnits"]?.trimmingSpaces == "objectBoundingBox"
        var region: Rect
        func value(_ name: String, _ fallback: Double, _ reference: Double) -> Double {
            guard let text = element.attributes[name], let l = try? SVGLength.parse(text) else { return fallback }
            if userUnits { return l.resolved(percentOf: reference) }
            return l.unit == .percent ? l.value / 100 : l.value
        }
        if userUnits {
            let v = context.viewport
            region = Rect(x: value("x", v.x - v.width * 0.1, v.width), y: value("y", v.y - v.height * 0.1, v.height),
                          width: value("width", v.width * 1.2, v.width), height: value("height", v.height * 1.2, v.height))
        } else {
            guard let box, box.width > 0, box.height > 0 else { return .hide }
            let r = Rect(x: value("x", -0.1, 1), y: value("y", -0.1, 1), width: value("width", 1.2, 1), height: value("height", 1.2, 1))
            region = Rect(x: box.x + r.x * box.width, y: box.y + r.y * box.height,
                          width: r.width * box.width, height: r.height * box.height)
        }
        guard region.width > 0, region.height > 0 else { return .hide }

        var inner = Context()
        inner.style = maskStyle
        inner.transform = transform
        inner.viewport = context.viewport
        inner.makesLayers = false
        if contentInBox {
            guard let box, box.width > 0, box.height > 0 else { return .hide }
            inner.transform = Self.unitsTransform(box).concatenating(transform)
        }
        // The mask's own invisible shapes count for no group of the document.
        let invisibleCount = invisibleShapes.count
        var children: [RenderNode] = []
        for child in element.children { children += try nodes(for: child, parent: inner) }
        invisibleShapes.removeSubrange(invisibleCount...)

        var outer: SymbolMask?
        if let ownID = maskStyle.mask {
            switch try mask(ownID, for: element, transform: transform, box: box, context: context) {
            case .none: break
            case .mask(let m): outer = m
            case .hide, .clip: return .hide
            }
        }
        return .mask(SymbolMask(content: RenderGroup(children: children), kind: maskStyle.maskType, region: region,
                                regionTransform: transform, mask: outer))
    }

    // MARK: - Reference loops

    /// Cuts the `clip-path` and `mask` references that lead back into the clip or mask they sit
    /// in, before anything is built, as usvg does: such a reference counts as `none`.
    ///
    /// For each `clipPath` (then each `mask`) in document order, a reference from it or from
    /// anything inside it that points at it is cut; so is one inside the element it points at
    /// that points back at it. A clip that clips itself is then drawn unclipped, and of two
    /// clips that clip each other the second loses its reference.
    mutating func cutReferenceLoops(in root: SVGElement) {
        var budget = Self.maxLoopSearchSteps
        for kind in ["clipPath", "mask"] {
            var declared: [ObjectIdentifier: SVGElement?] = [:]
            func target(of e: SVGElement) -> SVGElement? {
                let key = ObjectIdentifier(e)
                if let known = declared[key] { return known }
                let style = (try? style(of: e, inheriting: SVGStyle(), extraAttributes: [], reports: false)) ?? SVGStyle()
                let id = kind == "clipPath" ? style.clipPath : style.mask
                let found = id.flatMap { ids[$0] }
                declared[key] = found
                return found
            }
            func cut(_ e: SVGElement) {
                let property = kind == "clipPath" ? "clip-path" : "mask"
                warn(e, "\(property) leads back to the <\(kind)> it sits in: the reference loops and is ignored")
                if kind == "clipPath" { cutClipPaths.insert(ObjectIdentifier(e)) } else { cutMasks.insert(ObjectIdentifier(e)) }
                declared[ObjectIdentifier(e)] = .some(nil)
            }
            for node in Self.elementsInOrder(from: root) where node.name == kind {
                for child in Self.elementsInOrder(from: node) {
                    budget -= 1
                    guard budget > 0 else { return }
                    guard let link = target(of: child) else { continue }
                    if link === node { cut(child); continue }
                    for inner in Self.elementsInOrder(from: link) {
                        budget -= 1
                        guard budget > 0 else { return }
                        if target(of: inner) === node { cut(inner); break }
                    }
                }
            }
        }
    }

    /// How many elements the search for reference loops may visit before it gives up (the
    /// builder still refuses a loop when it meets one).
    static let maxLoopSearchSteps = 1_000_000

    /// `root` and every element below it, in document order.
    static func elementsInOrder(from root: SVGElement) -> [SVGElement] {
        var out: [SVGElement] = []
        var stack = [root]
        while let e = stack.popLast() {
            out.append(e)
            stack += e.children.reversed()
        }
        return out
    }
}

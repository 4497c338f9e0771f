import Geometry
import SymbolModel

/// `use`, `symbol` and nested `svg`: content drawn again elsewhere, and new viewports.
extension SymbolBuilder {
    static let useAttributes: Set<String> = ["x", "y", "width", "height", "href", "xlink:href"]
    static let viewportAttributes: Set<String> = ["x", "y", "width", "height", "viewBox", "preserveAspectRatio",
                                                  "version", "baseProfile", "zoomAndPan", "refX", "refY"]

    /// A `use`: its target drawn as a child of the `use`, moved by `x` and `y`, inheriting the
    /// `use`'s style (not the style around the target).
    mutating func useNodes(_ e: SVGElement, parent: Context) throws -> [RenderNode] {
        guard let href = SVGReference.href(of: e) else {
            warn(e, "<use> without href draws nothing")
            return []
        }
        guard let id = SVGReference.id(inHref: href), let target = ids[id] else {
            warn(e, "<use> refers to '\(href.prefix(Self.quotedValueLimit))', which is no element of this file")
            return []
        }
        // A target that is the use itself or one of its ancestors, or one being instantiated
        // now, would draw itself forever.
        var ancestor: SVGElement? = e
        while let a = ancestor {
            if a === target {
                warn(e, "<use> refers to '#\(id)', which contains this <use>: the reference loops and is skipped")
                return []
            }
            ancestor = a.parent
        }
        let key = ObjectIdentifier(target)
        guard !activeReferences.contains(key) else {
            warn(e, "<use> refers to '#\(id)', which leads back to itself through other references; skipped")
            return []
        }
        try instantiate(1 + target.children.count, at: e)
        activeReferences.insert(key)
        defer { activeReferences.remove(key) }

        var (context, shown) = try enter(e, parent: parent, extraAttributes: Self.useAttributes)
        guard shown else { return [] }
        let x = length(e, "x", context.viewport.width) ?? 0, y = length(e, "y", context.viewport.height) ?? 0
        context.transform = Transform.translation(x, y).concatenating(context.transform)
        // The use is the context element of what it draws (SVG 2's context-fill and -stroke).
        context.contextFill = Self.contextPaint(context.style.fill, style: context.style, around: parent)
        context.contextStroke = Self.contextPaint(context.style.stroke, style: context.style, around: parent)

        var children: [RenderNode] = []
        switch target.name {
        case "symbol":
            children = try symbolNodes(target, use: e, parent: context)
        case "svg":
            let size = (length(e, "width", context.viewport.width), length(e, "height", context.viewport.height))
            children = try nestedSVGNodes(target, parent: context, size: size)
        default:
            try instantiate(count(target), at: e)
            children = try nodes(for: target, parent: context)
        }
        return Self.dissolving(.group(try group(for: e, context: context, parent: parent, children: children)))
    }

    /// Counts `n` elements drawn again through a reference made at `e` (a `use`, or a
    /// `clip-path` or `mask` resolved once more for another element) against
    /// ``maxInstantiatedElements``.
    mutating func instantiate(_ n: Int, at e: SVGElement) throws {
        instantiated += n
        guard instantiated <= Self.maxInstantiatedElements else {
            let what = e.name == "use" ? "<use> references" : "use, clip-path and mask references"
            throw failure(e, "\(what) expand into more than \(Self.maxInstantiatedElements) elements; the file is refused (a reference bomb)")
        }
    }

    /// A `use` element's fill or stroke as the context paint of what it draws: its own context
    /// paints resolved against the `use` around it, and `currentColor` fixed to its colour.
    static func contextPaint(_ value: SVGPaintValue, style: SVGStyle, around parent: Context) -> SVGPaintValue {
        switch value {
        case .contextFill: return parent.contextFill
        case .contextStroke: return parent.contextStroke
        case .currentColor: return style.color.map { .color($0) } ?? .currentColor
        default: return value
        }
    }

    /// Counts the elements below `e`, stopping once past the instantiation budget.
    func count(_ e: SVGElement) -> Int {
        var n = 0
        var stack = e.children
        while let c = stack.popLast(), n <= Self.maxInstantiatedElements {
            n += 1
            stack += c.children
        }
        return n
    }

    /// A length attribute of `e` resolved against `reference`; nil when absent or unreadable.
    func length(_ e: SVGElement, _ name: String, _ reference: Double) -> Double? {
        guard let text = e.attributes[name], let l = try? SVGLength.parse(text) else { return nil }
        return l.resolved(percentOf: reference)
    }

    /// A `symbol` placed by a `use`: a new viewport of the `use`'s `width` and `height` (100%
    /// by default), into which the symbol's viewBox is fitted.
    private mutating func symbolNodes(_ symbol: SVGElement, use: SVGElement, parent: Context) throws -> [RenderNode] {
        var (context, shown) = try enter(symbol, parent: parent, extraAttributes: Self.viewportAttributes)
        guard shown else { return [] }
        let w = length(use, "width", parent.viewport.width) ?? length(symbol, "width", parent.viewport.width) ?? parent.viewport.width
        let h = length(use, "height", parent.viewport.height) ?? length(symbol, "height", parent.viewport.height) ?? parent.viewport.height
        guard w > 0, h > 0 else { return [] }
        let sx = length(symbol, "x", parent.viewport.width) ?? 0, sy = length(symbol, "y", parent.viewport.height) ?? 0
        let viewport = Rect(x: sx, y: sy, width: w, height: h)
        context.transform = parent.transform
        if let box = viewBox(of: symbol) {
            let fit = SVGAspectRatio.parse(symbol.attributes["preserveAspectRatio"]).transform(from: box, to: viewport)
            context.transform = fit.concatenating(parent.transform)
            context.viewport = box
        } else {
            context.transform = Transform.translation(sx, sy).concatenating(parent.transform)
            context.viewport = Rect(x: 0, y: 0, width: w, height: h)
        }
        var children: [RenderNode] = []
        for child in symbol.children { children += try nodes(for: child, parent: context) }
        var g = RenderGroup(children: children, opacity: context.style.opacity)
        if !context.style.overflowVisible {
            let clip = ClipPath(pieces: [.init(path: .rect(viewport), transform: parent.transform, rule: .nonZero)])
            if !Self.isRedundant(clip, around: g) { g.clip = clip }
        }
        return Self.dissolving(.group(g))
    }

    /// A nested `svg` (or one placed by `use`, whose `width` and `height` win): a new
    /// viewport at `x`, `y`, clipped unless `overflow` is visible.
    mutating func nestedSVGNodes(_ e: SVGElement, parent: Context, size: (Double?, Double?)?) throws -> [RenderNode] {
        var (context, shown) = try enter(e, parent: parent, extraAttributes: Self.viewportAttributes)
        guard shown else { return [] }
        let pv = parent.viewport
        let x = length(e, "x", pv.width) ?? 0, y = length(e, "y", pv.height) ?? 0
        let w = size?.0 ?? length(e, "width", pv.width) ?? pv.width
        let h = size?.1 ?? length(e, "height", pv.height) ?? pv.height
        guard w > 0, h > 0 else { return [] }
        let viewport = Rect(x: x, y: y, width: w, height: h)
        let outer = context.transform
        if let box = viewBox(of: e) {
            let fit = SVGAspectRatio.parse(e.attributes["preserveAspectRatio"]).transform(from: box, to: viewport)
            context.transform = fit.concatenating(outer)
            context.viewport = box
        } else {
            context.transform = Transform.translation(x, y).concatenating(outer)
            context.viewport = Rect(x: 0, y: 0, width: w, height: h)
        }
        var children: [RenderNode] = []
        for child in e.children { children += try nodes(for: child, parent: context) }
        var inner = RenderGroup(children: children)
        if !context.style.overflowVisible {
            let clip = ClipPath(pieces: [.init(path: .rect(viewport), transform: outer, rule: .nonZero)])
            if !Self.isRedundant(clip, around: inner) { inner.clip = clip }
        }
        // Opacity, clip-path and mask of the svg element apply outside its viewport clip.
        var inside = context
        inside.transform = outer
        return Self.dissolving(.group(try group(for: e, context: inside, parent: parent, children: Self.dissolving(.group(inner)))))
    }

    /// A valid `viewBox` attribute, or nil (absent, unreadable or empty: then there is none).
    func viewBox(of e: SVGElement) -> Rect? {
        guard let text = e.attributes["viewBox"], let n = try? SVGNumberScanner.numberList(text), n.count == 4,
              n[2] > 0, n[3] > 0 else { return nil }
        return Rect(x: n[0], y: n[1], width: n[2], height: n[3])
    }
}

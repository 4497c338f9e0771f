import Geometry
import SymbolModel
import SymbolStage

/// What one layer paints, in design units, in the order the renderer paints it: fills and
/// strokes with their colours resolved, and for a traced layer each subpath apart, since a draw
/// trims every subpath of the layer from its own start.
struct LayerContent {
    /// One subpath, in design units.
    struct Subpath {
        var elements: [PathElement]
        var isClosed: Bool
        /// In design units.
        var length: Double
    }

    /// A fill or a stroke of one shape.
    struct Paint {
        var subpaths: [Subpath]
        var color: RGBA
        /// A gradient paint (the file's own, or a flat colour's ramp under gradient rendering),
        /// in design units with final stop colours; nil paints `color` flat. See ``Coloring``.
        var gradient: SymbolGradient? = nil
        /// The shape's static opacity for this paint (its own, its fill or stroke opacity, the
        /// groups it sits in).
        var opacity: Double
        var fillRule: FillRule
        /// For a stroke (or a fill's emboldening): its width in design units.
        var strokeWidth: Double?
        var cap: LineCap
        var join: LineJoin
        var miterLimit: Double
        /// For a traced stroke: the longest subpath over half the stroke's width, in the
        /// shape's own units, the measure the renderer fades a short piece in with.
        var capFadeRatio: Double?
        /// For a fill in a tracing layer: it fades with the drawn fraction of the trace.
        var fadesWithTrace: Bool
        /// Emboldening drawn with the fill (above regular, fills without a stroke).
        var emboldening: Double?
        /// The composited groups the paint sits in, outermost first (indices in ``scopes``).
        var scopes: [Int] = []
        /// For a dashed stroke: its dash pattern and offset in design units.
        var dashes: [Double]? = nil
        var dashOffset: Double = 0
        /// The replaceable colour the paint is drawn in (see ``Coloring/role``).
        var role: ExportColorRole?
        /// Drawn in the tint, the primary colour.
        var followsTint: Bool { role == .primary }
    }

    /// Bottom first.
    var paints: [Paint] = []
    /// For a layer revealed along a guide: the guide's subpaths and the reveal stroke's width.
    var guide: (subpaths: [Subpath], width: Double)?
    /// What the layer uses that the formats here do not carry, one sentence each.
    var notes: [String] = []
    /// The groups inside the layer composited on their own (clipped, masked, blended or fading
    /// several paints), which the paints name.
    var scopes: [CompositeScope] = []

    /// Nothing painted yet.
    init() {}

    /// What a mask draws, as paints in design units (a mask's content belongs to no layer).
    init(mask: SymbolMask, color tint: RGBA, id: String) {
        let shapes = Self.flatten(mask.content.children, opacity: 1, scope: nil, into: &scopes)
        add(shapes, id: id, traces: false, weight: 1, tint: tint)
    }

    /// `gradientRendering` turns each flat colour into ``GradientRamp``'s ramp over the layer's
    /// bounds, as `render --gradient` draws it; `role` is the colour role of the layer's
    /// `currentColor` paints.
    init(layer index: Int, of symbol: Symbol, group: RenderGroup?, strokeScale: Double, color tint: RGBA,
         gradientRendering: Bool = false, role: ExportColorRole? = nil) {
        let layer = symbol.layers[index]
        let ramp = gradientRendering ? GradientRamp.span(of: layer) ?? symbol.viewBox : nil
        // The layer's own group may fade its shapes together (a template layer's opacity).
        let shapes: [(Shape, Double, [Int])] = group.map { g in
            var own = g
            own.layer = nil
            return Self.flatten([.group(own)], opacity: 1, scope: nil, into: &scopes)
        }
            ?? layer.shapes.map { ($0, 1, []) }
        if case .guide(let path, let width) = layer.draw.kind {
            guide = (Self.subpaths(of: path), width)
        }
        let traces: Bool
        if case .stroke = layer.draw.kind { traces = true } else { traces = false }
        let weight = symbol.fixedWeight == nil ? strokeScale : 1
        add(shapes, id: layer.id, traces: traces, weight: weight, tint: tint, ramp: ramp, role: role)
    }

    /// Appends the paints of `shapes` (each with the opacity folded in from its groups and the
    /// scopes it sits in); `ramp` and `role` as ``coloring(_:shape:tint:ramp:role:)`` takes them.
    private mutating func add(_ shapes: [(Shape, Double, [Int])], id: String, traces: Bool, weight: Double, tint: RGBA,
                              ramp: Rect? = nil, role: ExportColorRole? = nil) {
        for (shape, groupOpacity, chain) in shapes {
            let style = shape.style
            let scale = shape.transform.meanScale
            let designPath = shape.designPath
            let parts = Self.subpaths(of: designPath)
            func coloring(_ p: SymbolPaint) -> Coloring { Self.coloring(p, shape: shape, tint: tint, ramp: ramp, role: role) }
            if let fill = style.fill {
                let embolden = style.stroke == nil && weight > 1 ? FillEmboldening.width(strokeScale: weight) : nil
                let c = coloring(fill)
                paints.append(Paint(subpaths: parts, color: c.color, gradient: c.gradient, opacity: groupOpacity * style.opacity * style.fillOpacity,
                                    fillRule: style.fillRule, strokeWidth: nil, cap: .round, join: .round, miterLimit: 4,
                                    capFadeRatio: nil, fadesWithTrace: traces, emboldening: embolden, scopes: chain,
                                    role: c.role))
            }
            if let stroke = style.stroke {
                let width = style.strokeWidth * weight
                var ratio: Double?
                if traces {
                    let measure = PathMeasure(shape.path)
                    ratio = (measure.subpathLengths.max() ?? 0) / max(0.5 * width, 1e-9)
                }
                let c = coloring(stroke)
                paints.append(Paint(subpaths: parts, color: c.color, gradient: c.gradient, opacity: groupOpacity * style.opacity * style.strokeOpacity,
                                    fillRule: .nonZero, strokeWidth: width * scale, cap: style.lineCap, join: style.lineJoin,
                                    miterLimit: style.miterLimit, capFadeRatio: ratio, fadesWithTrace: false, emboldening: nil,
                                    scopes: chain, dashes: style.dashes.map { $0.map { $0 * scale } },
                                    dashOffset: style.dashOffset * scale, role: c.role))
            }
        }
    }

    /// The shapes below `nodes` with the opacity folded in from the groups they sit in and the
    /// chain of scopes (added to `scopes`) that composite them.
    private static func flatten(_ nodes: [RenderNode], opacity: Double, scope: Int?,
                                into scopes: inout [CompositeScope]) -> [(Shape, Double, [Int])] {
        var out: [(Shape, Double, [Int])] = []
        func chain(_ s: Int?) -> [Int] {
            guard let s else { return [] }
            return chain(scopes[s].parent) + [s]
        }
        for node in nodes {
            switch node {
            case .shape(let s): out.append((s, opacity, chain(scope)))
            case .group(let g):
                if CompositeScope.needed(for: g, paints: RenderNode.paintCount(g.children)) {
                    scopes.append(CompositeScope(g, parent: scope))
                    out += flatten(g.children, opacity: 1, scope: scopes.count - 1, into: &scopes)
                } else {
                    out += flatten(g.children, opacity: opacity * g.opacity, scope: scope, into: &scopes)
                }
            }
        }
        return out
    }

    /// What a clear-behind layer erases: its fills, in black at full opacity, in design units.
    static func erased(by layer: Layer) -> [Paint] {
        layer.shapes.filter { $0.style.fill != nil }.map { shape in
            Paint(subpaths: subpaths(of: shape.designPath), color: .black, opacity: 1, fillRule: shape.style.fillRule,
                  strokeWidth: nil, cap: .round, join: .round, miterLimit: 4, capFadeRatio: nil, fadesWithTrace: false,
                  emboldening: nil)
        }
    }

    /// The subpaths of `path`, each with its length and whether it closes.
    static func subpaths(of path: Path) -> [Subpath] {
        var out: [Subpath] = []
        var current: [PathElement] = []
        func finish() {
            guard current.count > 1 else { current = []; return }
            let p = Path(elements: current)
            let measure = PathMeasure(p)
            let closed = current.last == .close
            out.append(Subpath(elements: current, isClosed: closed, length: measure.length))
            current = []
        }
        for e in path.elements {
            if case .move = e { finish() }
            if case .close = e, current.last == .close { continue }
            current.append(e)
            if case .close = e {
                // A command after a close starts a new subpath at the same point.
                let start: Point
                if case .move(let p) = current[0] { start = p } else { start = .zero }
                finish()
                current = [.move(start)]
            }
        }
        finish()
        return out
    }
}

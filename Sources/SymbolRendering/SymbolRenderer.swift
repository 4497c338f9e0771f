import Geometry
import Raster
import SymbolModel

/// Draws a symbol's state into a canvas: the frame function between the effects engine and the
/// screen or the recorder.
///
/// The renderer walks the symbol's render tree. A group that needs compositing (opacity, a clip,
/// a mask, a blend mode) is drawn into an offscreen layer and composited once, so where its
/// shapes overlap they do not double-blend; any other group is drawn straight through. Each
/// group that is a layer's root takes that layer's state from the effects engine: its transform
/// (clips and masks inside the layer move with it; those around it stay), its opacity, and its
/// draw range.
///
/// A fully drawn layer is drawn exactly as the file describes it. A partly drawn stroke is
/// trimmed along its trace with round caps at both ends, as SF Symbols draws; a partly drawn
/// filled layer is revealed through a mask stroked along its guide. Weights scale stroke widths,
/// unless the symbol's outlines were drawn at their weight (``Symbol/fixedWeight``).
/// A filled shape has no stroke, so above regular it is emboldened instead: its outline is
/// stroked in the fill's paint with a round join, growing it outward as much as the weight grows
/// a stroke.
public final class SymbolRenderer {
    /// The width, in symbol units, of the emboldening stroke per unit of stroke scale above
    /// regular; a filled edge moves out by half of it (1.4 units at black). It is about half the
    /// growth of a 7-unit regular stroke, so that the gaps between filled parts (a gear's teeth
    /// and its neighbour, a fan blade and its hub) stay open at black.
    public static let fillEmboldening = 4.0

    /// The opacity under which a layer is not drawn: it would round to nothing in 8 bits.
    static let imperceptibleOpacity = 0.5 / 255

    /// The guide mask, kept between frames so drawing allocates little once warm.
    private var guideMask: CoverageMask?
    /// Clip and mask coverage, and canvases for mask content, given back once used: a symbol
    /// with clips or masks then allocates none of these per frame once warm. Only as many are
    /// kept as were in use at once (the depth of nested clips and masks).
    private var spareMasks: [CoverageMask] = []
    private var spareCanvases: [Canvas] = []

    public init() {}

    /// What a walk of the tree carries down.
    private struct Frame {
        var prepared: PreparedSymbol
        var state: SymbolState
        /// From design units to pixels, with the pose of the layer being drawn, if any.
        var toPixels: Transform
        var tint: Color
        var mode: SymbolRenderingMode
        var weight: Double
        /// The layer being drawn, if the walk is inside one.
        var layer: Int?
        /// How much of the layer is drawn, and through what guide mask.
        var range: DrawRange = .full
        var guide: CoverageMask?
        /// The pieces of each stroked outline drawn, when the layer is drawn in pieces.
        var pieces: [OutlinePiece]?
        /// Multiplies stroke widths: the layer's ``LayerState/strokeScale``.
        var strokeScale = 1.0
        /// Multiplies every paint: opacities folded in where no group is needed.
        var opacity = 1.0
    }

    /// Draws `prepared` as it is in `state`, placed by `placement`, in `tint` and `mode`.
    public func draw(_ prepared: PreparedSymbol, state: SymbolState, in canvas: Canvas, placement: SymbolPlacement,
                     tint: Color, mode: SymbolRenderingMode = .monochrome) {
        let symbol = prepared.symbol
        let toPixels = state.transform.concatenating(placement.transform(for: symbol))
        let frame = Frame(prepared: prepared, state: state, toPixels: toPixels, tint: tint, mode: mode,
                          weight: symbol.fixedWeight == nil ? placement.weight.strokeScale : 1)
        if symbol.layers.contains(where: \.clearsBehind), !symbol.root.needsCompositing {
            drawClearingBehind(symbol.root, frame, in: canvas)
        } else {
            draw(symbol.root, frame, in: canvas)
        }
    }

    // MARK: - Clear behind

    /// The root's children drawn so that a layer marked ``Layer/clearsBehind`` hides what the
    /// symbol draws below it, where it covers it, as SF Symbols draws a template's
    /// `-sfsymbols-clear-behind` layer: a translucent clear-behind layer then shows what lies
    /// behind the symbol, not the symbol's other layers.
    ///
    /// The children are drawn bottom to top into one offscreen layer, and before each
    /// clear-behind layer is drawn its shapes, in their current pose and at its opacity, are
    /// erased from what the layer holds so far; the whole is composited once. Each child below
    /// thus keeps the product of what every clearing layer above it leaves, at the cost of each
    /// clearing layer's own area (computing that product afresh for every child cost layers² ×
    /// the canvas: minutes a frame for a template of 200 such layers).
    private func drawClearingBehind(_ root: RenderGroup, _ frame: Frame, in canvas: Canvas) {
        let layers = frame.prepared.symbol.layers
        var counter = 0
        canvas.drawLayer(opacity: 1, isolated: true) { target in
            for node in root.children {
                if case .group(let g) = node, let i = g.layer, i < layers.count, i < frame.state.layers.count,
                   layers[i].clearsBehind {
                    let ls = frame.state.layers[i]
                    if ls.isVisible {
                        let toPixels = ls.transform.concatenating(frame.toPixels)
                        let strength = min(max(ls.opacity * TraceFade.layer(layers[i], ls.range), 0), 1)
                        for shape in layers[i].shapes where shape.style.fill != nil {
                            target.erase(shape.path, transform: shape.transform.concatenating(toPixels),
                                         rule: shape.style.fillRule, strength: strength)
                        }
                    }
                }
                self.draw([node], frame, in: target, counter: &counter)
            }
        }
    }

    // MARK: - Groups

    private func draw(_ nodes: [RenderNode], _ frame: Frame, in canvas: Canvas, counter: inout Int) {
        for node in nodes {
            switch node {
            case .shape(let shape):
                drawShape(shape, index: counter, frame, in: canvas)
                counter += 1
            case .group(let g):
                if g.layer != nil {
                    draw(g, frame, in: canvas)
                } else {
                    drawGroup(g, frame, in: canvas, counter: &counter)
                }
            }
        }
    }

    private func draw(_ g: RenderGroup, _ frame: Frame, in canvas: Canvas) {
        if let i = g.layer, i < frame.state.layers.count, i < frame.prepared.symbol.layers.count {
            drawLayer(g, index: i, frame, in: canvas)
        } else {
            var counter = 0
            drawGroup(g, frame, in: canvas, counter: &counter)
        }
    }

    /// A group that is no layer's root: composited if it needs it, else drawn straight through.
    private func drawGroup(_ g: RenderGroup, _ frame: Frame, in canvas: Canvas, counter: inout Int) {
        guard g.needsCompositing else {
            draw(g.children, frame, in: canvas, counter: &counter)
            return
        }
        if g.opacity <= 0 { counter += g.shapes.count; return }
        var inner = frame
        // A group that paints once cannot overlap itself: its opacity goes into the paint.
        if g.clip == nil, g.mask == nil, g.blendMode == .normal, Self.paintCount(g.children) <= 1 {
            inner.opacity *= g.opacity
            draw(g.children, inner, in: canvas, counter: &counter)
            return
        }
        let clip = coverage(of: g, frame, canvas: canvas)
        var start = counter
        canvas.drawLayer(opacity: g.opacity * frame.opacity, clip: clip, blendMode: Self.blendMode(g.blendMode)) { target in
            inner.opacity = 1
            self.draw(g.children, inner, in: target, counter: &start)
        }
        counter = start
        if let clip { giveBack(clip) }
    }

    /// The clip and mask of a group as one coverage mask in pixels; nil when it has neither.
    private func coverage(of g: RenderGroup, _ frame: Frame, canvas: Canvas) -> CoverageMask? {
        var result: CoverageMask?
        if let clip = g.clip { result = coverage(of: clip, toPixels: frame.toPixels, canvas: canvas) }
        if let mask = g.mask {
            let m = coverage(of: mask, frame, canvas: canvas)
            if let r = result { r.intersect(m); giveBack(m) } else { result = m }
        }
        return result
    }

    private func coverage(of clip: ClipPath, toPixels: Transform, canvas: Canvas) -> CoverageMask {
        let mask = borrowMask(like: canvas)
        for piece in clip.pieces {
            let t = piece.transform.concatenating(toPixels)
            guard let own = piece.clip else {
                mask.fill(piece.path, transform: t, rule: piece.rule)
                continue
            }
            // A piece clipped on its own: drawn apart, cut by its clip, then added.
            let part = borrowMask(like: canvas)
            defer { giveBack(part) }
            part.fill(piece.path, transform: t, rule: piece.rule)
            let ownCoverage = coverage(of: own, toPixels: toPixels, canvas: canvas)
            part.intersect(ownCoverage)
            giveBack(ownCoverage)
            mask.bytes.withUnsafeMutableBufferPointer { m in
                part.bytes.withUnsafeBufferPointer { p in
                    for i in m.indices where p[i] > 0 {
                        let a = UInt32(m[i]), b = UInt32(p[i])
                        m[i] = UInt8(truncatingIfNeeded: a + b - (a * b + 127) / 255)
                    }
                }
            }
        }
        if let outer = clip.clip {
            let outerCoverage = coverage(of: outer, toPixels: toPixels, canvas: canvas)
            mask.intersect(outerCoverage)
            giveBack(outerCoverage)
        }
        return mask
    }

    private func coverage(of mask: SymbolMask, _ frame: Frame, canvas: Canvas) -> CoverageMask {
        let content = borrowCanvas(like: canvas)
        defer { giveBack(content) }
        var inner = frame
        inner.layer = nil
        inner.range = .full
        inner.guide = nil
        inner.pieces = nil
        inner.opacity = 1
        var counter = 0
        drawGroup(mask.content, inner, in: content, counter: &counter)
        let result = borrowMask(like: canvas)
        switch mask.kind {
        case .luminance: result.setFromLuminance(of: content)
        case .alpha: result.setFromAlpha(of: content)
        }
        let region = borrowMask(like: canvas)
        region.fill(.rect(mask.region), transform: mask.regionTransform.concatenating(frame.toPixels), rule: .nonZero)
        result.intersect(region)
        giveBack(region)
        if let outer = mask.mask {
            let outerCoverage = coverage(of: outer, frame, canvas: canvas)
            result.intersect(outerCoverage)
            giveBack(outerCoverage)
        }
        return result
    }

    private static func blendMode(_ mode: MixBlendMode) -> BlendMode {
        switch mode {
        case .normal: return .normal
        case .multiply: return .multiply
        case .screen: return .screen
        case .overlay: return .overlay
        case .darken: return .darken
        case .lighten: return .lighten
        case .colorDodge: return .colorDodge
        case .colorBurn: return .colorBurn
        case .hardLight: return .hardLight
        case .softLight: return .softLight
        case .difference: return .difference
        case .exclusion: return .exclusion
        }
    }

    /// How many fills and strokes the nodes paint, counting a composited group as many.
    /// With `strokesOnly`, fills are not counted (a layer drawn in pieces draws no fill).
    static func paintCount(_ nodes: [RenderNode], strokesOnly: Bool = false) -> Int {
        var n = 0
        for node in nodes {
            switch node {
            case .shape(let s): n += (s.style.fill != nil && !strokesOnly ? 1 : 0) + (s.style.stroke != nil ? 1 : 0)
            case .group: n += 2
            }
            if n > 1 { return n }
        }
        return n
    }

    // MARK: - Layers

    /// Layer `i`'s group as it is in the frame's state: posed, faded, drawn up to its range.
    private func drawLayer(_ g: RenderGroup, index i: Int, _ frame: Frame, in canvas: Canvas) {
        let layer = frame.prepared.symbol.layers[i]
        let ls = frame.state.layers[i]
        let (color, levelOpacity) = frame.mode.style(for: layer.hierarchy, tint: frame.tint)
        let opacity = ls.opacity * TraceFade.layer(layer, ls.range) * frame.state.opacity * levelOpacity * frame.opacity
        // Below half an 8-bit step nothing would show, so the layer is skipped (see `visible`).
        guard opacity >= SymbolRenderer.imperceptibleOpacity, !ls.range.isEmpty else { return }
        var inner = frame
        inner.layer = i
        inner.tint = color
        inner.toPixels = ls.transform.concatenating(frame.toPixels)
        inner.opacity = 1
        inner.range = ls.range
        inner.guide = nil
        inner.pieces = ls.pieces
        inner.strokeScale = ls.strokeScale
        if !ls.range.isFull, case .guide(_, let width) = layer.draw.kind {
            guard let measure = frame.prepared.guideMeasures[i] else { return }
            let piece = SymbolRenderer.trimmed(measure, range: ls.range, annotation: layer.draw)
            if piece.isEmpty { return }
            let mask = reusableGuideMask(width: canvas.width, height: canvas.height)
            mask.clear()
            mask.stroke(piece, style: StrokeStyle(width: width, cap: .round, join: .round), transform: inner.toPixels)
            inner.guide = mask
        }
        let body = { (target: Canvas, opacity: Double) in
            var pass = inner
            pass.opacity = opacity
            var content = g
            content.layer = nil
            if let v = ls.variableValue {
                pass.opacity = opacity * LayerState.variableDimming
                var counter = 0
                self.drawGroup(content, pass, in: target, counter: &counter)
                let reached = DrawRange(tail: ls.range.tail, head: min(ls.range.head, v))
                if !reached.isEmpty {
                    pass.opacity = opacity
                    pass.range = reached
                    counter = 0
                    self.drawGroup(content, pass, in: target, counter: &counter)
                }
            } else {
                var counter = 0
                self.drawGroup(content, pass, in: target, counter: &counter)
            }
        }
        // A layer that paints one fill or one stroke cannot overlap itself, so its opacity
        // can go straight into the paint; anything more is composited as a group.
        if opacity >= 1 || (ls.variableValue == nil && Self.paintCount(g.children, strokesOnly: ls.pieces != nil) <= 1
                            && !g.needsCompositing) {
            body(canvas, opacity)
        } else {
            canvas.drawLayer(opacity: opacity) { body($0, 1) }
        }
    }

    // MARK: - Shapes

    /// Shape `index` of the layer being drawn (or a shape outside any layer), as far as the
    /// frame's range reaches.
    private func drawShape(_ shape: Shape, index k: Int, _ frame: Frame, in canvas: Canvas) {
        let transform = shape.transform.concatenating(frame.toPixels)
        if let i = frame.layer, let pieces = frame.pieces {
            drawPieces(pieces, of: shape, index: k, layer: i, frame, transform: transform, in: canvas)
            return
        }
        guard let i = frame.layer, !frame.range.isFull else {
            drawStatic(shape, frame, transform: transform, in: canvas, opacity: frame.opacity, mask: nil)
            return
        }
        let layer = frame.prepared.symbol.layers[i]
        let range = frame.range
        switch layer.draw.kind {
        case .stroke:
            let measures = frame.prepared.shapeMeasures[i]
            guard k < measures.count, let measure = measures[k] else {
                // A fill without a stroke in a tracing layer fades with the trace.
                drawStatic(shape, frame, transform: transform, in: canvas, opacity: frame.opacity * range.coverage, mask: nil)
                return
            }
            if shape.style.fill != nil {
                var fillOnly = shape
                fillOnly.style.stroke = nil
                drawStatic(fillOnly, frame, transform: transform, in: canvas, opacity: frame.opacity * range.coverage,
                           mask: nil, emboldens: false)
            }
            guard let paint = paint(shape.style.stroke, frame, opacity: frame.opacity * shape.style.opacity * shape.style.strokeOpacity)
            else { return }
            var piece = SymbolRenderer.trimmed(measure, range: range, annotation: layer.draw)
            if piece.isEmpty { return }
            if let dashes = shape.style.dashes { piece = piece.dashed(pattern: dashes, offset: shape.style.dashOffset, resolutionScale: transform.resolutionScale) }
            var style = strokeStyle(shape.style, frame)
            style.cap = .round
            let drawn = range.coverage * (measure.subpathLengths.max() ?? 0)
            guard let faded = Self.visible(paint.withOpacity(TraceFade.piece(length: drawn, width: style.width))) else { return }
            canvas.stroke(piece, style: style, transform: transform, paint: faded)
        case .guide:
            drawStatic(shape, frame, transform: transform, in: canvas, opacity: frame.opacity, mask: frame.guide)
        case .appear, .attachment, .fallback:
            drawStatic(shape, frame, transform: transform, in: canvas, opacity: frame.opacity, mask: nil)
        }
    }

    /// Shape `k` of layer `i` drawn in pieces: the pieces of its stroke's outline, with its own
    /// caps and no fill. A shape without a stroke, or one its layer did not have measured (see
    /// ``Layer/drawsInPieces``), draws nothing.
    private func drawPieces(_ pieces: [OutlinePiece], of shape: Shape, index k: Int, layer i: Int, _ frame: Frame,
                            transform: Transform, in canvas: Canvas) {
        let measures = frame.prepared.shapeMeasures[i]
        guard k < measures.count, let measure = measures[k],
              let paint = paint(shape.style.stroke, frame, opacity: frame.opacity * shape.style.opacity * shape.style.strokeOpacity)
        else { return }
        var path = SymbolRenderer.trimmed(measure, pieces: pieces)
        if path.isEmpty { return }
        if let dashes = shape.style.dashes {
            path = path.dashed(pattern: dashes, offset: shape.style.dashOffset, resolutionScale: transform.resolutionScale)
        }
        canvas.stroke(path, style: strokeStyle(shape.style, frame), transform: transform, paint: paint)
    }

    /// A shape as the file describes it: its fill, then its stroke; a fill without a stroke is
    /// emboldened above regular (unless it is the fill of a stroked shape, `emboldens` false).
    private func drawStatic(_ shape: Shape, _ frame: Frame, transform: Transform, in canvas: Canvas, opacity: Double,
                            mask: CoverageMask?, emboldens: Bool = true) {
        let style = shape.style
        let emboldening = emboldens && frame.layer != nil && style.fill != nil && style.stroke == nil
            ? (frame.weight - 1) * Self.fillEmboldening / max(shape.transform.meanScale, 1e-9) : 0
        if emboldening > 0 {
            // The fill and its emboldening stroke overlap, so a translucent one is drawn opaque
            // into a group and composited once.
            let fillOpacity = opacity * style.opacity * style.fillOpacity
            if fillOpacity < 1 {
                var opaque = shape
                opaque.style.opacity = 1
                opaque.style.fillOpacity = 1
                canvas.drawLayer(opacity: fillOpacity) { target in
                    drawStatic(opaque, frame, transform: transform, in: target, opacity: 1, mask: mask)
                }
                return
            }
            if let p = paint(style.fill, frame, opacity: 1) {
                canvas.fill(shape.path, transform: transform, paint: p, rule: style.fillRule, mask: mask)
                canvas.stroke(shape.path, style: StrokeStyle(width: emboldening, cap: .round, join: .round),
                              transform: transform, paint: p, mask: mask)
            }
            return
        }
        // SVG composites a translucent element's fill and stroke as one group at its `opacity`,
        // so where the stroke covers the fill the two do not blend twice.
        if style.opacity < 1, style.fill != nil, style.stroke != nil {
            var opaque = shape
            opaque.style.opacity = 1
            canvas.drawLayer(opacity: style.opacity) { target in
                drawStatic(opaque, frame, transform: transform, in: target, opacity: opacity, mask: mask)
            }
            return
        }
        if let p = paint(style.fill, frame, opacity: opacity * style.opacity * style.fillOpacity) {
            canvas.fill(shape.path, transform: transform, paint: p, rule: style.fillRule, mask: mask)
        }
        if let p = paint(style.stroke, frame, opacity: opacity * style.opacity * style.strokeOpacity) {
            var path = shape.path
            if let dashes = style.dashes { path = path.dashed(pattern: dashes, offset: style.dashOffset, resolutionScale: transform.resolutionScale) }
            canvas.stroke(path, style: strokeStyle(style, frame), transform: transform, paint: p, mask: mask)
        }
    }

    /// `paint`, or nil when it is a colour too faint to round to anything in 8 bits. Canvas
    /// skips such a colour only after it has accumulated the shape's coverage, and that stale
    /// coverage then streaks across the next shape drawn (a Draw Off's last sliver of an arc, the
    /// first instant of a crossfade): so such paints never reach it.
    static func visible(_ paint: Paint) -> Paint? {
        if case .solid(let c) = paint, c.premultipliedARGB == 0 { return nil }
        return paint
    }

    private func paint(_ p: SymbolPaint?, _ frame: Frame, opacity: Double) -> Paint? {
        guard let p, opacity > 0 else { return nil }
        switch p {
        case .tint: return Self.visible(.solid(frame.tint.withOpacity(opacity)))
        case .color(let rgba): return Self.visible(.solid(Color(rgba).withOpacity(opacity)))
        case .gradient(let g):
            let stops = g.stops.map { s in
                GradientStop(offset: s.offset, color: s.isTint ? frame.tint.withOpacity(s.color.a) : Color(s.color))
            }
            let spread: GradientSpread
            switch g.spread {
            case .pad: spread = .pad
            case .reflect: spread = .reflect
            case .repeat: spread = .repeat
            }
            switch g.geometry {
            case .linear(let start, let end):
                return .linearGradient(LinearGradient(start: start, end: end, stops: stops, opacity: opacity,
                                                      spread: spread, transform: g.transform))
            case .radial(let center, let radius, let focus, let focalRadius):
                return .radialGradient(RadialGradient(center: center, radius: radius, focus: focus, focalRadius: focalRadius,
                                                      stops: stops, opacity: opacity, spread: spread, transform: g.transform))
            }
        }
    }

    /// A shape's stroke as the frame draws it: its width scaled by the layer's stroke scale and
    /// the weight.
    private func strokeStyle(_ s: ShapeStyle, _ frame: Frame) -> StrokeStyle {
        StrokeStyle(width: s.strokeWidth * frame.strokeScale * frame.weight, cap: s.lineCap, join: s.lineJoin,
                    miterLimit: s.miterLimit)
    }

    /// An empty mask the size of `canvas`, kept or new; ``giveBack(_:)-mask`` returns it.
    private func borrowMask(like canvas: Canvas) -> CoverageMask {
        if let i = spareMasks.lastIndex(where: { $0.width == canvas.width && $0.height == canvas.height }) {
            let m = spareMasks.remove(at: i)
            m.clear()
            return m
        }
        spareMasks.removeAll()  // another size: the kept ones will not fit again soon
        return CoverageMask(width: canvas.width, height: canvas.height)
    }

    private func giveBack(_ mask: CoverageMask) { spareMasks.append(mask) }

    /// A transparent canvas the size of `canvas`, kept or new, for drawing mask content into.
    private func borrowCanvas(like canvas: Canvas) -> Canvas {
        if let i = spareCanvases.lastIndex(where: { $0.width == canvas.width && $0.height == canvas.height }) {
            let c = spareCanvases.remove(at: i)
            c.clear(.clear)
            return c
        }
        spareCanvases.removeAll()
        return Canvas(width: canvas.width, height: canvas.height)
    }

    private func giveBack(_ canvas: Canvas) { spareCanvases.append(canvas) }

    private func reusableGuideMask(width: Int, height: Int) -> CoverageMask {
        if let m = guideMask, m.width == width, m.height == height { return m }
        let m = CoverageMask(width: width, height: height)
        guideMask = m
        return m
    }

    /// The pieces of a measured outline, as fractions of its whole length; a piece that wraps
    /// past the end is its end part, then its start part.
    static func trimmed(_ measure: PathMeasure, pieces: [OutlinePiece]) -> Path {
        let length = measure.length
        var out = Path()
        for piece in pieces {
            let from = min(max(piece.start, 0), 1), to = min(max(piece.end, 0), 1)
            if from <= to {
                out.append(contentsOf: measure.trimmed(from: from * length, to: to * length))
            } else {
                out.append(contentsOf: measure.trimmed(from: from * length, to: length))
                out.append(contentsOf: measure.trimmed(from: 0, to: to * length))
            }
        }
        return out
    }

    /// The drawn part of a measured path: the trace range applied to every subpath (see
    /// ``DrawRange/pathIntervals(for:isClosed:)``). A piece that wraps past the start of a closed
    /// subpath is trimmed in one go, so no cap appears at the seam.
    static func trimmed(_ measure: PathMeasure, range: DrawRange, annotation: DrawAnnotation) -> Path {
        var out = Path()
        let lengths = measure.subpathLengths
        for i in 0..<measure.subpathCount {
            let length = lengths[i]
            guard length > 0 else { continue }
            let isClosed = measure.isClosed(subpath: i)
            let pieces = range.pathIntervals(for: annotation, isClosed: isClosed)
            var k = 0
            while k < pieces.count {
                let piece = pieces[k]
                // Only a ring has a seam to cross: on an open subpath the two pieces are separate.
                if isClosed, k + 1 < pieces.count, piece.upperBound == 1, pieces[k + 1].lowerBound == 0 {
                    out.append(contentsOf: measure.trimmed(subpath: i, from: piece.lowerBound * length,
                                                           to: pieces[k + 1].upperBound * length))
                    k += 2
                } else {
                    out.append(contentsOf: measure.trimmed(subpath: i, from: piece.lowerBound * length,
                                                           to: piece.upperBound * length))
                    k += 1
                }
            }
        }
        return out
    }
}

import Geometry
import Raster
import SymbolEffects
import SymbolModel

/// Draws a symbol's state into a canvas: the frame function between the effects engine and the
/// screen or the recorder.
///
/// Each visible layer is drawn as one group at its opacity (``Canvas/drawLayer(opacity:_:)``),
/// so where its shapes overlap they do not double-blend. The shapes of a translucent
/// ``OpacityGroup`` are drawn together into one offscreen image composited once at the group's
/// opacity: consecutive layers of one group as a whole, or consecutive shapes of one group
/// within a layer; during a draw each layer still draws its own trimmed part inside the group.
/// A fully drawn layer is drawn exactly as the file describes it. A partly drawn stroke is trimmed along its trace with round caps at
/// both ends, as SF Symbols draws; a partly drawn filled layer is revealed through a mask
/// stroked along its guide. The renderer keeps one mask between frames, so drawing allocates
/// little once warm.
///
/// Weights scale stroke widths. A filled shape has no stroke, so above regular it is emboldened
/// instead: its outline is stroked in the fill's paint with a round join, through the same mask,
/// growing it outward as much as the weight grows a stroke. Below regular fills stay as drawn.
public final class SymbolRenderer {
    /// The width, in symbol units, of the emboldening stroke per unit of stroke scale above
    /// regular; a filled edge moves out by half of it (1.4 units at black). It is about half the
    /// growth of a 7-unit regular stroke, so that the gaps between filled parts (a gear's teeth
    /// and its neighbour, a fan blade and its hub) stay open at black.
    public static let fillEmboldening = 4.0

    private var mask: CoverageMask?

    public init() {}

    /// Draws `prepared` as it is in `state`, placed by `placement`, in `tint` and `mode`.
    public func draw(_ prepared: PreparedSymbol, state: SymbolState, in canvas: Canvas, placement: SymbolPlacement,
                     tint: Color, mode: SymbolRenderingMode = .monochrome) {
        let symbol = prepared.symbol
        let toPixels = state.transform.concatenating(placement.transform(for: symbol))
        let weight = placement.weight.strokeScale
        var i = 0
        while i < symbol.layers.count {
            // A run of layers in one translucent group is drawn into one offscreen image and
            // composited once (in a plain file each shape of the group is a layer of its own).
            guard let group = prepared.layerGroups[i] else {
                drawLayer(i, prepared, state: state, in: canvas, toPixels: toPixels, tint: tint, mode: mode, weight: weight)
                i += 1
                continue
            }
            var end = i + 1
            while end < symbol.layers.count, prepared.layerGroups[end]?.id == group.id { end += 1 }
            canvas.drawLayer(opacity: group.opacity) { target in
                for j in i..<end {
                    drawLayer(j, prepared, state: state, in: target, toPixels: toPixels, tint: tint, mode: mode, weight: weight)
                }
            }
            i = end
        }
    }

    /// Layer `i` as it is in `state`, as one group at its opacity.
    private func drawLayer(_ i: Int, _ prepared: PreparedSymbol, state: SymbolState, in canvas: Canvas,
                           toPixels: Transform, tint: Color, mode: SymbolRenderingMode, weight: Double) {
        let layer = prepared.symbol.layers[i]
        let ls = state.layers[i]
        let (color, levelOpacity) = mode.style(for: layer.hierarchy, tint: tint)
        let opacity = ls.opacity * state.opacity * levelOpacity
        guard opacity > 0, !ls.range.isEmpty else { return }
        let transform = ls.transform.concatenating(toPixels)
        let body = { (target: Canvas, groupOpacity: Double) in
            let context = LayerContext(prepared: prepared, index: i, canvas: target, transform: transform,
                                       tint: color, weight: weight, composited: prepared.layerGroups[i]?.id)
            if let v = ls.variableValue {
                self.draw(context, range: ls.range, opacity: groupOpacity * LayerState.variableDimming)
                let reached = DrawRange(tail: ls.range.tail, head: min(ls.range.head, v))
                if !reached.isEmpty { self.draw(context, range: reached, opacity: groupOpacity) }
            } else {
                self.draw(context, range: ls.range, opacity: groupOpacity)
            }
        }
        // A layer that paints one fill or one stroke cannot overlap itself, so its opacity
        // can go straight into the paint; anything more is composited as a group.
        if opacity >= 1 || (ls.variableValue == nil && prepared.paintCounts[i] <= 1) {
            body(canvas, opacity)
        } else {
            canvas.drawLayer(opacity: opacity) { body($0, 1) }
        }
    }

    /// Everything needed to draw one layer.
    private struct LayerContext {
        var prepared: PreparedSymbol
        var index: Int
        var canvas: Canvas
        var transform: Transform
        var tint: Color
        var weight: Double
        /// The translucent group being composited around the layer, whose shapes need no
        /// group of their own.
        var composited: Int?
        var layer: Layer { prepared.symbol.layers[index] }
    }

    /// Calls `body` for each shape of the layer in order; runs of consecutive shapes of one
    /// translucent group not yet composited are drawn into one offscreen image and composited
    /// once, at the group's opacity.
    private func forEachShape(_ c: LayerContext, _ body: (LayerContext, Int, Shape) -> Void) {
        let shapes = c.layer.shapes
        var k = 0
        while k < shapes.count {
            guard let g = shapes[k].group, g.id != c.composited else {
                body(c, k, shapes[k])
                k += 1
                continue
            }
            var end = k + 1
            while end < shapes.count, shapes[end].group?.id == g.id { end += 1 }
            c.canvas.drawLayer(opacity: g.opacity) { target in
                var inner = c
                inner.canvas = target
                inner.composited = g.id
                for j in k..<end { body(inner, j, shapes[j]) }
            }
            k = end
        }
    }

    private func draw(_ c: LayerContext, range: DrawRange, opacity: Double) {
        let layer = c.layer
        if range.isFull {
            forEachShape(c) { c, _, shape in drawStatic(shape, c, opacity: opacity, mask: nil) }
            return
        }
        switch layer.draw.kind {
        case .stroke:
            forEachShape(c) { c, k, shape in
                guard let measure = c.prepared.shapeMeasures[c.index][k] else {
                    // A fill without a stroke in a tracing layer fades with the trace.
                    drawStatic(shape, c, opacity: opacity * range.coverage, mask: nil)
                    return
                }
                if shape.style.fill != nil {
                    var fillOnly = shape
                    fillOnly.style.stroke = nil
                    drawStatic(fillOnly, c, opacity: opacity * range.coverage, mask: nil, emboldens: false)
                }
                guard let paint = paint(shape.style.stroke, c, opacity: opacity * shape.style.opacity * shape.style.strokeOpacity)
                else { return }
                let piece = SymbolRenderer.trimmed(measure, range: range, annotation: layer.draw)
                if piece.isEmpty { return }
                var style = strokeStyle(shape.style, weight: c.weight)
                style.cap = .round
                // A piece shorter than its round caps would read as a dot: it fades in until it
                // is half a stroke width long.
                let drawn = range.coverage * (measure.subpathLengths.max() ?? 0)
                let u = min(max(drawn / (0.5 * style.width), 0), 1)
                let capFade = u * u * (3 - 2 * u)
                c.canvas.stroke(piece, style: style, transform: c.transform, paint: paint.withOpacity(capFade))
            }
        case .guide(_, let width):
            guard let measure = c.prepared.guideMeasures[c.index] else { return }
            let piece = SymbolRenderer.trimmed(measure, range: range, annotation: layer.draw)
            if piece.isEmpty { return }
            let mask = reusableMask(width: c.canvas.width, height: c.canvas.height)
            mask.clear()
            mask.stroke(piece, style: StrokeStyle(width: width, cap: .round, join: .round), transform: c.transform)
            forEachShape(c) { c, _, shape in drawStatic(shape, c, opacity: opacity, mask: mask) }
        case .appear, .attachment, .fallback:
            forEachShape(c) { c, _, shape in drawStatic(shape, c, opacity: opacity, mask: nil) }
        }
    }

    /// A shape as the file describes it: its fill, then its stroke; a fill without a stroke is
    /// emboldened above regular (unless it is the fill of a stroked shape, `emboldens` false).
    private func drawStatic(_ shape: Shape, _ c: LayerContext, opacity: Double, mask: CoverageMask?,
                            emboldens: Bool = true) {
        let style = shape.style
        let emboldening = emboldens && style.fill != nil && style.stroke == nil
            ? (c.weight - 1) * Self.fillEmboldening : 0
        if emboldening > 0 {
            // The fill and its emboldening stroke overlap, so a translucent one is drawn opaque
            // into a group and composited once.
            let fillOpacity = opacity * style.opacity * style.fillOpacity
            if fillOpacity < 1 {
                var opaque = shape
                opaque.style.opacity = 1
                opaque.style.fillOpacity = 1
                c.canvas.drawLayer(opacity: fillOpacity) { target in
                    var inner = c
                    inner.canvas = target
                    drawStatic(opaque, inner, opacity: 1, mask: mask)
                }
                return
            }
            if let p = paint(style.fill, c, opacity: 1) {
                c.canvas.fill(shape.path, transform: c.transform, paint: p, rule: style.fillRule, mask: mask)
                c.canvas.stroke(shape.path, style: StrokeStyle(width: emboldening, cap: .round, join: .round),
                                transform: c.transform, paint: p, mask: mask)
            }
            return
        }
        // SVG composites a translucent element's fill and stroke as one group at its `opacity`,
        // so where the stroke covers the fill the two do not blend twice.
        if style.opacity < 1, style.fill != nil, style.stroke != nil {
            var opaque = shape
            opaque.style.opacity = 1
            c.canvas.drawLayer(opacity: style.opacity) { target in
                var inner = c
                inner.canvas = target
                drawStatic(opaque, inner, opacity: opacity, mask: mask)
            }
            return
        }
        if let p = paint(style.fill, c, opacity: opacity * style.opacity * style.fillOpacity) {
            c.canvas.fill(shape.path, transform: c.transform, paint: p, rule: style.fillRule, mask: mask)
        }
        if let p = paint(style.stroke, c, opacity: opacity * style.opacity * style.strokeOpacity) {
            c.canvas.stroke(shape.path, style: strokeStyle(style, weight: c.weight), transform: c.transform, paint: p, mask: mask)
        }
    }

    private func paint(_ p: SymbolPaint?, _ c: LayerContext, opacity: Double) -> Paint? {
        guard let p, opacity > 0 else { return nil }
        switch p {
        case .tint: return .solid(c.tint.withOpacity(opacity))
        case .color(let rgba): return .solid(Color(rgba).withOpacity(opacity))
        }
    }

    private func strokeStyle(_ s: ShapeStyle, weight: Double) -> StrokeStyle {
        StrokeStyle(width: s.strokeWidth * weight, cap: s.lineCap, join: s.lineJoin, miterLimit: s.miterLimit)
    }

    private func reusableMask(width: Int, height: Int) -> CoverageMask {
        if let m = mask, m.width == width, m.height == height { return m }
        let m = CoverageMask(width: width, height: height)
        mask = m
        return m
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

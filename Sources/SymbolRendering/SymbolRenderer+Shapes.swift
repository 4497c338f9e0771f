import Geometry
import Raster
import SymbolModel

/// One shape: drawn whole as the file describes it, trimmed along its trace, or in pieces.
extension SymbolRenderer {
    /// Shape `index` of the layer being drawn (or a shape outside any layer), as far as the
    /// frame's range reaches.
    func drawShape(_ shape: Shape, index k: Int, _ frame: Frame, in canvas: Canvas) {
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
            guard let paint = paint(shape.style.stroke, frame, shape: shape, opacity: frame.opacity * shape.style.opacity * shape.style.strokeOpacity)
            else { return }
            var piece = SymbolRenderer.trimmed(measure, range: range, annotation: layer.draw)
            if piece.isEmpty { return }
            if let dashes = shape.style.dashes { piece = dashBudget.dashed(piece, pattern: dashes, offset: shape.style.dashOffset, resolutionScale: transform.resolutionScale) }
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
    func drawPieces(_ pieces: [OutlinePiece], of shape: Shape, index k: Int, layer i: Int, _ frame: Frame,
                            transform: Transform, in canvas: Canvas) {
        let measures = frame.prepared.shapeMeasures[i]
        guard k < measures.count, let measure = measures[k],
              let paint = paint(shape.style.stroke, frame, shape: shape, opacity: frame.opacity * shape.style.opacity * shape.style.strokeOpacity)
        else { return }
        var path = SymbolRenderer.trimmed(measure, pieces: pieces)
        if path.isEmpty { return }
        if let dashes = shape.style.dashes {
            path = dashBudget.dashed(path, pattern: dashes, offset: shape.style.dashOffset, resolutionScale: transform.resolutionScale)
        }
        canvas.stroke(path, style: strokeStyle(shape.style, frame), transform: transform, paint: paint)
    }

    /// A shape as the file describes it: its fill, then its stroke; a fill without a stroke is
    /// emboldened above regular (unless it is the fill of a stroked shape, `emboldens` false).
    func drawStatic(_ shape: Shape, _ frame: Frame, transform: Transform, in canvas: Canvas, opacity: Double,
                            mask: CoverageMask?, emboldens: Bool = true) {
        let style = shape.style
        let emboldening = emboldens && frame.layer != nil && style.fill != nil && style.stroke == nil
            ? FillEmboldening.width(strokeScale: frame.weight) / max(shape.transform.meanScale, 1e-9) : 0
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
            if let p = paint(style.fill, frame, shape: shape, opacity: 1) {
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
        if let p = paint(style.fill, frame, shape: shape, opacity: opacity * style.opacity * style.fillOpacity) {
            canvas.fill(shape.path, transform: transform, paint: p, rule: style.fillRule, mask: mask)
        }
        if let p = paint(style.stroke, frame, shape: shape, opacity: opacity * style.opacity * style.strokeOpacity) {
            var path = shape.path
            if let dashes = style.dashes { path = dashBudget.dashed(path, pattern: dashes, offset: style.dashOffset, resolutionScale: transform.resolutionScale) }
            canvas.stroke(path, style: strokeStyle(style, frame), transform: transform, paint: p, mask: mask)
        }
    }
}

import Geometry
import Raster
import SymbolModel

/// One layer in its pose: moved, faded and drawn up to its range, guide or pieces.
extension SymbolRenderer {
    /// Layer `i`'s group as it is in the frame's state: posed, faded, drawn up to its range.
    func drawLayer(_ g: RenderGroup, index i: Int, _ frame: Frame, in canvas: Canvas) {
        let layer = frame.prepared.symbol.layers[i]
        let ls = frame.state.layers[i]
        let (color, levelOpacity) = frame.mode.style(for: layer, tint: frame.tint)
        let opacity = ls.opacity * frame.state.opacity * levelOpacity * frame.opacity
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
        if frame.colorRendering == .gradient { inner.gradientSpan = frame.prepared.gradientSpans[i] ?? frame.gradientSpan }
        inner.strokeScale = ls.strokeScale
        if !ls.range.isFull, case .guide(_, let width) = layer.draw.kind {
            guard let measure = frame.prepared.guideMeasures[i] else { return }
            let piece = SymbolRenderer.trimmed(measure, range: ls.range, annotation: layer.draw)
            if piece.isEmpty { return }
            let mask = scratch.guideMask(width: canvas.width, height: canvas.height)
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
        if opacity >= 1 || (ls.variableValue == nil && RenderNode.paintCount(g.children, strokesOnly: ls.pieces != nil) <= 1
                            && !g.needsCompositing) {
            body(canvas, opacity)
        } else {
            canvas.drawLayer(opacity: opacity) { body($0, 1) }
        }
    }
}

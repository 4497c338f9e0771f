import Raster
import SymbolModel

/// Drawing a symbol whose layers clear what lies behind them (SF Symbols templates).
extension SymbolRenderer {
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
    func drawClearingBehind(_ root: RenderGroup, _ frame: Frame, in canvas: Canvas) {
        let layers = frame.prepared.symbol.layers
        var counter = 0
        canvas.drawLayer(opacity: 1, isolated: true) { target in
            for node in root.children {
                if case .group(let g) = node, let i = g.layer, i < layers.count, i < frame.state.layers.count,
                   layers[i].clearsBehind {
                    let ls = frame.state.layers[i]
                    if ls.isVisible {
                        let toPixels = ls.transform.concatenating(frame.toPixels)
                        for shape in layers[i].shapes where shape.style.fill != nil {
                            target.erase(shape.path, transform: shape.transform.concatenating(toPixels),
                                         rule: shape.style.fillRule, strength: min(max(ls.opacity, 0), 1))
                        }
                    }
                }
                self.draw([node], frame, in: target, counter: &counter)
            }
        }
    }
}

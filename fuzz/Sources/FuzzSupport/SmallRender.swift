import Geometry
import Raster
import SVGLoader
import SymbolEffects
import SymbolRendering

/// Draws `loaded` into a 32×32 canvas twice: at rest, and 0.3 s into a draw-on (half drawn), so
/// a fuzz target reaches the renderer and the draw-on trimming with whatever the loader accepted.
public func renderSmall(_ loaded: LoadedSymbol) {
    let prepared = PreparedSymbol(loaded.symbol)
    let animator = SymbolAnimator(symbol: loaded.symbol)
    let renderer = SymbolRenderer()
    let placement = SymbolPlacement(center: Point(16, 16),
                                    pointSize: SymbolPlacement.pointSize(forBoxPixels: 32, scale: .large),
                                    weight: .regular, scale: .large)
    let drawingOn = SymbolAnimation(isDrawn: ToggleHistory(initial: false, changes: [.init(time: 0, value: true)]))
    for (animation, time) in [(SymbolAnimation(), 0.0), (drawingOn, 0.3)] {
        let canvas = Canvas(width: 32, height: 32)
        renderer.draw(prepared, state: animator.state(of: animation, at: time), in: canvas, placement: placement, tint: .black)
    }
}

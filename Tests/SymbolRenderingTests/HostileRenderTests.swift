import Foundation
import Geometry
import Raster
import SVGLoader
import SymbolEffects
import SymbolRendering
import Testing

/// Files within the loader's limits whose geometry lands far outside the canvas once placed:
/// each draws (or draws nothing) without trapping.
@Suite struct HostileRenderTests {
    @Test(arguments: [
        // Trapped in Rasterizer.accumulate: bounds beyond Int.max.
        #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><path d="M1 1 L5 5" stroke="black" stroke-width="1e30"/></svg>"#,
        #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><path d="M1 1 L5 5 L1 9" stroke="black" stroke-width="1e30" stroke-linejoin="round" stroke-linecap="round"/></svg>"#,
        #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1e-30 1e-30"><path d="M0 0 L1e8 1e8 L0 1e8Z" stroke="black" stroke-width="1e8"/></svg>"#,
        #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1e-20 1e-20"><path d="M-1e9 1 L1e9 2 L5 1e9Z" fill="black" stroke="red" stroke-width="1e9" stroke-linejoin="round"/></svg>"#,
        #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><circle cx="8" cy="8" r="9e8" fill="black"/></svg>"#,
    ])
    func extremeGeometryDrawsWithoutTrapping(_ text: String) throws {
        let symbol = try SVGLoader.load(data: Data(text.utf8), name: "hostile.svg").symbol
        let canvas = Canvas(width: 256, height: 256)
        SymbolRenderer().draw(PreparedSymbol(symbol), state: SymbolAnimator(symbol: symbol).state(of: .init(), at: 0), in: canvas,
                              placement: SymbolPlacement(center: Point(128, 128), pointSize: 160, weight: .black, scale: .large),
                              tint: .black)
        #expect(canvas.pixels.count == 256 * 256)
    }
}

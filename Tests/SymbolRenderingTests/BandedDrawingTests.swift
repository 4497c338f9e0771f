import Geometry
import Raster
import SVGLoader
import SymbolEffects
import SymbolModel
import Testing
@testable import SymbolRendering

/// Large images drawn in bands on several threads (`render --size 8192`).
@Suite struct BandedDrawingTests {
    /// A symbol with strokes, a gradient fill and a translucent group, drawn over a 2048 × 2100
    /// image in bands (five of them, the last one short).
    func drawing(workers: Int) throws -> Canvas {
        let catalog = try SymbolCatalog()
        let symbols = try ["sun.max", "heart.fill", "wifi"].map { PreparedSymbol(try catalog.symbol(named: $0)) }
        let states = symbols.map { SymbolAnimator(symbol: $0.symbol).state(of: SymbolAnimation(), at: 0) }
        return BandedDrawing.draw(width: 2048, height: 2100, background: .white, workers: workers) { band, top in
            let renderer = SymbolRenderer()
            for (i, prepared) in symbols.enumerated() {
                let placement = SymbolPlacement(center: Point(1024, Double(400 + 650 * i) - Double(top)), pointSize: 500,
                                                weight: .bold, scale: .large)
                renderer.draw(prepared, state: states[i], in: band, placement: placement, tint: Color(rgb: 0x007AFF))
            }
        }
    }

    @Test func theBandsAreTheSameOnAnyNumberOfThreads() throws {
        #expect(BandedDrawing.usesBands(width: 2048, height: 2100))
        let one = try drawing(workers: 1)
        for workers in [2, 3, 8] {
            #expect(try drawing(workers: workers).pixels == one.pixels)
        }
        // Something was drawn in every band.
        for top in stride(from: 0, to: 2100 - 300, by: BandedDrawing.rowsPerBand) {
            #expect(one.pixels[(top * 2048)..<((top + BandedDrawing.rowsPerBand) * 2048)].contains { $0 != 0xFFFF_FFFF })
        }
    }

    @Test func bandsMatchTheImageDrawnInOnePieceToALevel() throws {
        let banded = try drawing(workers: 2)
        let catalog = try SymbolCatalog()
        let whole = Canvas(width: 2048, height: 2100, color: .white)
        let renderer = SymbolRenderer()
        for (i, name) in ["sun.max", "heart.fill", "wifi"].enumerated() {
            let prepared = PreparedSymbol(try catalog.symbol(named: name))
            renderer.draw(prepared, state: SymbolAnimator(symbol: prepared.symbol).state(of: SymbolAnimation(), at: 0), in: whole,
                          placement: SymbolPlacement(center: Point(1024, Double(400 + 650 * i)), pointSize: 500,
                                                     weight: .bold, scale: .large),
                          tint: Color(rgb: 0x007AFF))
        }
        var worst: Int32 = 0, differing = 0
        for (a, b) in zip(banded.pixels, whole.pixels) where a != b {
            differing += 1
            for shift: UInt32 in [0, 8, 16, 24] {
                worst = max(worst, abs(Int32((a >> shift) & 0xFF) - Int32((b >> shift) & 0xFF)))
            }
        }
        #expect(worst <= 1)
        #expect(differing < 2048 * 4)
    }

    @Test func smallImagesAreDrawnInOnePiece() {
        var calls: [Int] = []
        let canvas = BandedDrawing.draw(width: 512, height: 512, background: .clear, workers: 4) { _, top in calls.append(top) }
        #expect(calls == [0])
        #expect(canvas.width == 512 && canvas.height == 512)
        #expect(!BandedDrawing.usesBands(width: 8192, height: 256))
    }
}

import Foundation
import SVGLoader
import SymbolKit
import SymbolEffects
import SymbolRendering
@testable import SymbolStage
import Testing

/// Heavy weights keep a symbol's counters open and its ink in its box: hand-drawn icons in the
/// styles where blind widening breaks (strokes close together, a hook, a ring, art near the edge),
/// measured on pixels drawn by the renderer itself.
@Suite struct StrokeWeightLimitTests {
    static func symbol(_ body: String, box: Int = 24) throws -> Symbol {
        let text = "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 \(box) \(box)' fill='none' stroke='black' "
            + "stroke-width='2' stroke-linecap='round' stroke-linejoin='round'>\(body)</svg>"
        return try SVGLoader.load(data: Data(text.utf8), name: "hand.svg").symbol
    }

    /// The ink of `symbol` drawn at `weight` in a `side`-pixel box: separate parts and enclosed holes.
    static func ink(_ symbol: Symbol, _ weight: SymbolWeight, side: Int = 192) -> (parts: Int, holes: [Int], spill: Int) {
        let prepared = PreparedSymbol(symbol)
        // A margin around the box shows ink that leaves it.
        let size = side + side / 2
        let canvas = Canvas(width: size, height: size)
        let placement = SymbolPlacement(center: Point(Double(size) / 2, Double(size) / 2),
                                        pointSize: SymbolPlacement.pointSize(forBoxPixels: Double(side), scale: .medium), weight: weight)
        let rest = SymbolAnimator(symbol: symbol).state(of: SymbolAnimation(), at: 0)
        SymbolRenderer().draw(prepared, state: rest, in: canvas, placement: placement, tint: Color(r: 0, g: 0, b: 0))
        var grid = [Bool](repeating: false, count: size * size)
        var spill = 0
        let lo = side / 4, hi = side / 4 + side
        for y in 0..<size {
            for x in 0..<size where canvas.pixels[y * size + x] >> 24 >= 128 {
                grid[y * size + x] = true
                if x < lo || x >= hi || y < lo || y >= hi { spill += 1 }
            }
        }
        let parts = StrokeWeightLimit.Trial.regions(grid, size: size, of: true, diagonal: true).count
        let holes = StrokeWeightLimit.Trial.regions(grid, size: size, of: false, diagonal: false).filter { !$0.border }.map(\.area)
        return (parts, holes.sorted(), spill)
    }

    @Test func strokesFarApartTakeBlacksFullWeight() throws {
        let far = try Self.symbol("<path d='M4 4H20M4 12H20M4 20H20'/>")
        #expect(StrokeWeightLimit.heaviestScale(of: far) == SymbolWeight.black.strokeScale)
        #expect(PreparedSymbol(far).strokeScale(for: .black) == SymbolWeight.black.strokeScale)
    }

    @Test func strokesCloseTogetherStayApartAtBlack() throws {
        // Gaps of 1.4 units between 2-unit strokes: blind widening by 1.7 closes them.
        let close = try Self.symbol("<path d='M4 8.6H20M4 12H20M4 15.4H20'/>")
        let heaviest = StrokeWeightLimit.heaviestScale(of: close)
        #expect(heaviest > 1.05 && heaviest < SymbolWeight.black.strokeScale, "\(heaviest)")
        let regular = Self.ink(close, .regular), black = Self.ink(close, .black)
        #expect(regular.parts == 3)
        #expect(black.parts == 3, "the three strokes run together at black")
    }

    @Test func aHooksInsideStaysOpen() throws {
        // A curl ending close to its own line, as a wind icon's: its inside, a disc of radius 1
        // about (11, 6) at regular, fills in when the stroke is widened blindly to black's.
        let hook = try Self.symbol("<path d='M9.6 4.6A2 2 0 1 1 11 8H2'/>")
        #expect(StrokeWeightLimit.heaviestScale(of: hook) < SymbolWeight.black.strokeScale)
        let side = 192, size = side + side / 2
        func inside(_ canvas: Canvas) -> Int {
            // Pixels per unit: 192 / 24; the design box starts a quarter box in.
            let k = Double(side) / 24, origin = Double(side / 4)
            var clear = 0
            for y in 0..<size {
                for x in 0..<size {
                    let dx = (Double(x) + 0.5 - origin) / k - 11, dy = (Double(y) + 0.5 - origin) / k - 6
                    if dx * dx + dy * dy < 4, canvas.pixels[y * size + x] >> 24 < 128 { clear += 1 }
                }
            }
            return clear
        }
        func drawn(_ weight: SymbolWeight) -> Canvas {
            let canvas = Canvas(width: size, height: size)
            let placement = SymbolPlacement(center: Point(Double(size) / 2, Double(size) / 2),
                                            pointSize: SymbolPlacement.pointSize(forBoxPixels: Double(side), scale: .medium), weight: weight)
            SymbolRenderer().draw(PreparedSymbol(hook), state: SymbolAnimator(symbol: hook).state(of: SymbolAnimation(), at: 0),
                                  in: canvas, placement: placement, tint: Color(r: 0, g: 0, b: 0))
            return canvas
        }
        let blind = Canvas(width: size, height: size)
        let toPixels = Transform.scale(Double(side) / 24).concatenating(.translation(Double(side / 4), Double(side / 4)))
        let shape = hook.root.shapes[0]
        blind.stroke(shape.path, style: StrokeStyle(width: 2 * SymbolWeight.black.strokeScale, cap: .round, join: .round),
                     transform: shape.transform.concatenating(toPixels), paint: .solid(Color(r: 0, g: 0, b: 0)))
        let regular = Double(inside(drawn(.regular))), black = Double(inside(drawn(.black))), widened = Double(inside(blind))
        #expect(regular > 100, "the curl's inside at regular: \(regular) px")
        #expect(widened < 0.25 * regular, "blind widening must close it for this test to mean anything: \(widened) of \(regular)")
        #expect(black >= 0.3 * regular, "black keeps \(black) of the \(regular) px inside the curl")
    }

    @Test func aRingsCounterKeepsMostOfItsArea() throws {
        let ring = try Self.symbol("<circle cx='12' cy='12' r='3.2'/><path d='M2 22H22'/>")
        let regular = Self.ink(ring, .regular), black = Self.ink(ring, .black)
        #expect(regular.holes.count == 1 && black.holes.count == 1)
        let kept = Double(black.holes[0]) / Double(regular.holes[0])
        #expect(kept >= StrokeWeightLimit.keptHoleArea - 0.05, "the ring's counter keeps \(kept) of its area")
    }

    @Test func inkNearTheBoxDoesNotSpillOutAtBlack() throws {
        // Drawn one unit inside a 24-unit box: a 2-unit stroke touches the edge at regular.
        let edge = try Self.symbol("<rect x='1.2' y='1.2' width='21.6' height='21.6' rx='3'/>")
        #expect(StrokeWeightLimit.heaviestScale(of: edge) < 1.25)
        let regular = Self.ink(edge, .regular), black = Self.ink(edge, .black)
        #expect(black.spill <= regular.spill + 16, "black spills \(black.spill) px, regular \(regular.spill)")
    }

    @Test func theWeightsStayInOrderUpToTheLimit() {
        for heaviest in [1.0, 1.2, 1.45, 1.7] {
            let scales = SymbolWeight.allCases.map { $0.strokeScale(heaviest: heaviest) }
            #expect(zip(scales, scales.dropFirst()).allSatisfy { $0 <= $1 }, "\(heaviest): \(scales)")
            #expect(abs(SymbolWeight.black.strokeScale(heaviest: heaviest) - heaviest) < 1e-12)
            #expect(SymbolWeight.regular.strokeScale(heaviest: heaviest) == 1)
            #expect(SymbolWeight.thin.strokeScale(heaviest: heaviest) == SymbolWeight.thin.strokeScale)
        }
    }

    @Test func theCatalogsWindAndSpeakerKeepTheirShapesAtBlack() throws {
        let catalog = try SymbolCatalog()
        for name in ["wind", "speaker.wave.3"] {
            let symbol = try catalog.symbol(named: name)
            let regular = Self.ink(symbol, .regular), black = Self.ink(symbol, .black)
            #expect(black.parts == regular.parts, "\(name): \(regular.parts) parts at regular, \(black.parts) at black")
            #expect(black.holes.count == regular.holes.count, "\(name): holes \(regular.holes) → \(black.holes)")
        }
    }
}

import Foundation
import Geometry
import Raster
import SVGLoader
import SymbolEffects
import SymbolModel
import Testing
@testable import SymbolRendering

/// A fade the whole symbol shares is one picture faded, as Apple composites it: where strokes of
/// different layers cross, the ink is as light as where one lies, so the frame's alpha is the
/// rest's times one factor, with no darker seams.
@Suite struct SymbolFadeTests {
    /// A stroke icon in the style of Lucide's rocket: separate paths (each its own layer) that
    /// cross and join.
    static let crossing = """
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2"
             stroke-linecap="round" stroke-linejoin="round">
          <path d="M4.5 16.5c-1.5 1.26-2 5-2 5s3.74-.5 5-2c.71-.84.7-2.13-.09-2.91a2.18 2.18 0 0 0-2.91-.09z"/>
          <path d="m12 15-3-3a22 22 0 0 1 2-3.95A12.88 12.88 0 0 1 22 2c0 2.72-.78 7.5-6 11a22.35 22.35 0 0 1-4 2z"/>
          <path d="M9 12H4s.55-3.03 2-4c1.62-1.08 5 0 5 0"/>
          <path d="M12 15v5s3.03-.55 4-2c1.08-1.62 0-5 0-5"/>
          <path d="M3 3 21 21"/>
        </svg>
        """

    static func alpha(_ state: (Symbol) -> SymbolState) throws -> (rest: [Double], faded: [Double]) {
        let symbol = try SVGLoader.load(data: Data(crossing.utf8), name: "rocket.svg").symbol
        let prepared = PreparedSymbol(symbol)
        let placement = SymbolPlacement(center: Point(48, 48), pointSize: SymbolPlacement.pointSize(forBoxPixels: 96, scale: .large),
                                        weight: .regular, scale: .large)
        func draw(_ s: SymbolState) -> [Double] {
            let canvas = Canvas(width: 96, height: 96)
            SymbolRenderer().draw(prepared, state: s, in: canvas, placement: placement, tint: .black)
            return canvas.pixels.map { Double($0 >> 24) / 255 }
        }
        let rest = SymbolAnimator(symbol: symbol).state(of: SymbolAnimation(), at: 0)
        return (draw(rest), draw(state(symbol)))
    }

    /// The share of the rest's ink whose faded alpha is the rest's times `factor`, within 0.08.
    static func evenShare(_ a: (rest: [Double], faded: [Double]), factor: Double) -> Double {
        var inked = 0, even = 0
        for (r, f) in zip(a.rest, a.faded) where r > 0.02 {
            inked += 1
            if abs(f - r * factor) <= 0.08 { even += 1 }
        }
        return Double(even) / Double(max(inked, 1))
    }

    @Test(arguments: [0.25, 0.5, 0.8])
    func aWholeSymbolFadeHasNoSeams(_ factor: Double) throws {
        let a = try Self.alpha { symbol in
            var s = SymbolAnimator(symbol: symbol).state(of: SymbolAnimation(), at: 0)
            s.opacity = factor
            return s
        }
        #expect(Self.evenShare(a, factor: factor) >= 0.995)
    }

    /// Reduce Motion's Draw On fades every layer at once: one picture, one factor.
    @Test func reduceMotionsDrawOnFadesAsOnePicture() throws {
        var factor = 0.0
        let a = try Self.alpha { symbol in
            let animation = try! SymbolEffectSpec.parse("drawOn").animation(reduceMotion: .constant(true))
            let s = SymbolAnimator(symbol: symbol).state(of: animation, at: 0.1)
            factor = s.layers.first { $0.isVisible }?.opacity ?? 0
            return s
        }
        #expect(factor > 0.05 && factor < 0.95, "mid-fade: \(factor)")
        #expect(Self.evenShare(a, factor: factor) >= 0.995)
    }

    /// A whole-symbol pulse dims the symbol as one picture too.
    @Test func aPulseHasNoSeams() throws {
        var factor = 0.0
        let a = try Self.alpha { symbol in
            let animation = try! SymbolEffectSpec.parse("pulse").animation()
            let s = SymbolAnimator(symbol: symbol).state(of: animation, at: 0.5)
            factor = s.opacity * (s.layers.first { $0.isVisible }?.opacity ?? 1)
            return s
        }
        #expect(factor < 0.9, "mid-pulse: \(factor)")
        #expect(Self.evenShare(a, factor: factor) >= 0.995)
    }
}

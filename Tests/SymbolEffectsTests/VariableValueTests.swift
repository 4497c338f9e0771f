import Foundation
import Geometry
import SymbolModel
import Testing
@testable import SymbolEffects
import TestSupport

/// The static variable value (`Image(systemName:variableValue:)`): variable layers light up as
/// the value reaches their thresholds.
@Suite struct VariableValueTests {
    static func lit(_ animator: SymbolAnimator, at value: Double) -> [Double] {
        var animation = SymbolAnimation()
        animation.variableValue = value
        return animator.state(of: animation, at: 0).layers.map(\.opacity)
    }

    @Test func aHigherValueNeverDimsALayerAndOneLightsThemAll() {
        var rng = SeededGenerator(seed: 4)
        for symbol in TestSymbols.all {
            let animator = SymbolAnimator(symbol: symbol)
            let still = animator.state(of: SymbolAnimation(), at: 0)
            let values = ([0, 1] + (0..<30).map { _ in Double.random(in: 0...1, using: &rng) }).sorted()
            let opacities = values.map { Self.lit(animator, at: $0) }
            for (a, b) in zip(opacities, opacities.dropFirst()) {
                #expect(zip(a, b).allSatisfy { $0 <= $1 }, "\(symbol.name)")
            }
            var full = SymbolAnimation()
            full.variableValue = 1
            #expect(animator.state(of: full, at: 0) == still, "\(symbol.name)")
            // Out of range is clamped.
            #expect(Self.lit(animator, at: 7) == opacities.last! && Self.lit(animator, at: -2) == opacities.first!)
        }
    }

    @Test func aLayerIsLitFromItsThresholdOnEvenlySpacedUnlessTheFileSaysOtherwise() {
        let line = { (k: Int) in Path.polyline([Point(10, 10 + Double(k) * 10), Point(90, 10 + Double(k) * 10)]) }
        var layers = (0..<4).map { k in TestSymbols.stroked("l\(k)", line(k)) }
        for k in 1..<4 { layers[k].isVariable = true }
        layers[3].variableThreshold = 0.9
        let symbol = Symbol(name: "test.bars", viewBox: Rect(x: 0, y: 0, width: 100, height: 100), layers: layers, isAnnotated: true)
        let animator = SymbolAnimator(symbol: symbol)
        #expect(animator.variableThresholds == [nil, 0, 1.0 / 3, 0.9])
        let dim = VariableColorTrack.dimmedOpacity
        #expect(Self.lit(animator, at: 0) == [1, 1, dim, dim])
        #expect(Self.lit(animator, at: 1.0 / 3) == [1, 1, 1, dim])
        #expect(Self.lit(animator, at: 0.89) == [1, 1, 1, dim])
        #expect(Self.lit(animator, at: 0.9) == [1, 1, 1, 1])
    }
}

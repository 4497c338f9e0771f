import SymbolModel
import Testing
@testable import SymbolEffects

/// Variable Color at the very instant a cycle ends. `e / cycleLength` can round past a whole
/// number while `cycle × cycleLength` lands a hair beyond `e`, which once put the frame index
/// at −1 and trapped (`export wifi --effect variableColor.iterative --duration 2.3`).
@Suite struct VariableColorCycleEdgeTests {
    @Test(arguments: ["variableColor.iterative", "variableColor.cumulative", "variableColor.iterative.reversing"])
    func everyWholeCycleIsAValidFrame(_ text: String) throws {
        for symbol in TestSymbols.handBuilt {
            for speed in [1.0, 0.5, 1.5, 2, 3, 0.7] {
                let timeline = EffectTimeline.bound([try SymbolEffectSpec.parse(text)], to: symbol,
                                                    options: SymbolEffectOptions(speed: speed)).leaving
                let track = VariableColorTrack(effect: try SymbolEffectSpec.parse(text).effect,
                                               options: SymbolEffectOptions(speed: speed, repeatBehavior: .continuous),
                                               isActive: ToggleHistory(initial: true), count: max(symbol.layers.count, 1))
                let cycle = Double(track.frames.count) * VariableColorTrack.step / speed
                for k in 0...240 {
                    // Whole cycles, computed the ways callers compute them.
                    for t in [Double(k) * cycle, Double(k) * 1.2 / speed, Double(k) * 0.3 / speed, Double(k) / 10] {
                        let levels = track.levels(at: t)
                        #expect(levels.allSatisfy { $0 >= 0 && $0 <= 1 }, "\(text) at \(t): \(levels)")
                        _ = timeline.state(at: t)
                    }
                }
            }
        }
    }
}

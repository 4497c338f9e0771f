import SymbolModel
import Testing
@testable import SymbolEffects
import TestSupport

/// A viewer left running toggles for hours; its frames must pose exactly as a short history
/// would, since only what happened since the last settled moment can show.
@Suite struct LongHistoryTests {
    /// `count` toggles around the seed's rhythm (drawn 1.8 s, undrawn 1.3 s), jittered so many
    /// land mid-transition, with Reduce Motion switching now and then.
    static func toggles(count: Int, from start: Double, seed: UInt64,
                        into drawn: inout ToggleHistory, _ reduce: inout ToggleHistory) -> Double {
        var rng = SeededGenerator(seed: seed)
        var t = start
        for k in 0..<count {
            t += (k % 2 == 0 ? 1.8 : 1.3) * Double.random(in: 0.1...1.2, using: &rng)
            drawn.toggle(at: t)
            if k % 37 == 0 { reduce.toggle(at: t + 0.05) }
        }
        return t
    }

    @Test(arguments: EffectScope.allCases)
    func thousandsOfOldTogglesPoseLikeTheRecentOnesAlone(scope: EffectScope) {
        let animator = SymbolAnimator(symbol: TestSymbols.sixStrokes)
        var drawOn = SymbolEffect.drawOn, drawOff = SymbolEffect.drawOff
        drawOn.scope = scope
        drawOff.scope = scope
        // Hours of toggling, a pause long enough for everything to settle, then a busy stretch.
        var oldDrawn = ToggleHistory(initial: true), oldReduce = ToggleHistory(initial: false)
        let quiet = Self.toggles(count: 5000, from: 0, seed: 11, into: &oldDrawn, &oldReduce) + 5
        var longDrawn = oldDrawn, longReduce = oldReduce
        var recentDrawn = ToggleHistory(initial: oldDrawn.value(at: quiet)), recentReduce = ToggleHistory(initial: oldReduce.value(at: quiet))
        let end = Self.toggles(count: 60, from: quiet, seed: 12, into: &longDrawn, &longReduce)
        _ = Self.toggles(count: 60, from: quiet, seed: 12, into: &recentDrawn, &recentReduce)
        let long = SymbolAnimation(isDrawn: longDrawn, drawOn: drawOn, drawOff: drawOff, reduceMotion: longReduce)
        let recent = SymbolAnimation(isDrawn: recentDrawn, drawOn: drawOn, drawOff: drawOff, reduceMotion: recentReduce)
        for t in stride(from: quiet, through: end + 2, by: 0.017) {
            let a = animator.state(of: long, at: t), b = animator.state(of: recent, at: t)
            guard a.layers.map(\.range) == b.layers.map(\.range), a.layers.map(\.opacity) == b.layers.map(\.opacity) else {
                Issue.record("t=\(t): the long history poses differently from its recent part")
                return
            }
        }
    }

    /// Skipping history before a settled moment is exact: the same values as folding every
    /// transition since the start, for random histories at random times, in every scope.
    @Test(arguments: EffectScope.allCases)
    func skippingSettledHistoryGivesTheSameValuesAsTheFullFold(scope: EffectScope) {
        var rng = SeededGenerator(seed: 99)
        for symbol in TestSymbols.all {
            for round in 0..<4 {
                var drawn = ToggleHistory(initial: round % 2 == 0), reduce = ToggleHistory(initial: false)
                let end = Self.toggles(count: 40, from: 0, seed: UInt64(round + 1), into: &drawn, &reduce)
                var drawOn = SymbolEffect.drawOn, drawOff = SymbolEffect.drawOff
                drawOn.scope = scope
                drawOff.scope = scope
                let animation = SymbolAnimation(isDrawn: drawn, drawOn: drawOn, drawOff: drawOff, reduceMotion: reduce)
                let motions = symbol.layers.map { _ in DrawTimeline.Motion.trace }
                let timeline = DrawTimeline(symbol: symbol, motions: motions, animation: animation)
                for _ in 0..<60 {
                    let t = Double.random(in: 0...(end + 1), using: &rng)
                    let fast = timeline.values(at: t), full = timeline.values(at: t, skippingSettledHistory: false)
                    // An attachment's own value is never read (it follows its host), so skip it.
                    for k in fast.indices where !symbol.layers[k].isAttachment {
                        #expect(abs(fast[k].range.head - full[k].range.head) < 1e-12
                                && abs(fast[k].range.tail - full[k].range.tail) < 1e-12
                                && abs(fast[k].opacity - full[k].opacity) < 1e-12,
                                "\(symbol.name) \(scope) t=\(t) layer \(k)")
                    }
                }
            }
        }
    }
}

private extension Layer {
    var isAttachment: Bool {
        if case .attachment = draw.kind { return true }
        return false
    }
}

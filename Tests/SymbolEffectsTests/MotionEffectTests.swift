import Foundation
import Geometry
import SymbolModel
import Testing
@testable import SymbolEffects
import TestSupport

/// Breathe, rotate and Reduce Motion.
@Suite struct MotionEffectTests {
    static func loader(_ effects: [SymbolEffect], on: Double = 0, off: Double? = nil,
                       reduceMotion: ToggleHistory = .constant(false)) -> SymbolAnimation {
        var active = ToggleHistory.on(at: on)
        if let off { active.set(false, at: off) }
        var animation = SymbolAnimation(reduceMotion: reduceMotion)
        for e in effects { animation = animation.symbolEffect(e, options: .repeat(.continuous), isActive: active) }
        return animation
    }

    static func times(_ from: Double, _ to: Double, step: Double) -> [Double] {
        stride(from: from, through: to, by: step).map { $0 }
    }

    @Test func breatheStaysWithinItsBoundsAndSwells() {
        for symbol in TestSymbols.all {
            let animator = SymbolAnimator(symbol: symbol)
            for effect in [SymbolEffect.breathe, .breathe.pulse, .breathe.wholeSymbol, .breathe.pulse.byLayer, .breathe.individually] {
                var largest = 1.0
                for t in Self.times(0, 6, step: 1.0 / 60) {
                    let s = animator.state(of: Self.loader([effect], off: 4.3), at: t)
                    #expect(s.scale >= 1 && s.scale <= 1 + SymbolAnimator.breatheScale + 1e-9)
                    #expect(s.opacity >= 0.8 && s.opacity <= 1)
                    for l in s.layers {
                        #expect(l.scale >= 1 && l.scale <= 1 + SymbolAnimator.layerBreatheScale + 1e-9, "\(symbol.name) \(effect)")
                        #expect(l.opacity >= 0.35 && l.opacity <= 1, "\(symbol.name) \(effect)")
                        largest = max(largest, l.scale)
                    }
                    largest = max(largest, s.scale)
                }
                #expect(largest > 1.09, "\(symbol.name) \(effect) never swelled")
                #expect(animator.state(of: Self.loader([effect], off: 4.3), at: 7).isAtRest, "\(symbol.name) \(effect)")
            }
        }
    }

    @Test func pulseDimsOnlyTheAnnotatedLayers() {
        let symbol = TestSymbols.sun
        let animator = SymbolAnimator(symbol: symbol)
        let s = animator.state(of: Self.loader([.breathe.pulse.wholeSymbol]), at: MotionTrack.breathePeriod / 2)
        for (layer, state) in zip(symbol.layers, s.layers) {
            if layer.pulses { #expect(state.opacity < 0.5) } else { #expect(state.opacity > 0.8) }
        }
    }

    @Test func breatheByLayerOffsetsThePhases() {
        let animator = SymbolAnimator(symbol: TestSymbols.sixStrokes)
        let s = animator.state(of: Self.loader([.breathe.byLayer]), at: 0.5)
        let scales = s.layers.map(\.scale)
        #expect(scales == scales.sorted(by: >))
        #expect(Set(scales).count == scales.count)
    }

    @Test func continuousRotationIsPeriodicAtASteadySpeed() {
        for symbol in TestSymbols.all {
            let animator = SymbolAnimator(symbol: symbol)
            for effect in [SymbolEffect.rotate, .rotate.wholeSymbol, .rotate.counterClockwise, .rotate.byLayer] {
                let animation = Self.loader([effect])
                let period = MotionTrack.continuousTurn
                for t in [1.0, 1.37, 2.9, 10.01] {
                    let a = animator.state(of: animation, at: t), b = animator.state(of: animation, at: t + period)
                    #expect(abs(abs(b.rotation - a.rotation) - (a.rotation == b.rotation ? 0 : 2 * .pi)) < 1e-9, "\(symbol.name) \(effect)")
                    for (layer, (la, lb)) in zip(symbol.layers, zip(a.layers, b.layers)) {
                        // By layer, each annotated layer turns `rate` times per cycle, its own way.
                        let expected = la.rotation == 0 && lb.rotation == 0 ? 0
                            : 2 * .pi * (layer.rotation.map { $0.rate * $0.direction.sign } ?? 0) * (effect.rotationDirection?.sign ?? 1)
                        #expect(abs((lb.rotation - la.rotation) - expected) < 1e-9, "\(symbol.name) \(effect)")
                    }
                    // Steady: equal angles in equal times.
                    let c = animator.state(of: animation, at: t + period / 2)
                    #expect(abs((c.rotation - a.rotation) - (b.rotation - c.rotation)) < 1e-9)
                }
            }
        }
    }

    @Test func byLayerRotateTurnsEachAnnotatedLayerAroundItsAnchorItsOwnWay() {
        let symbol = TestSymbols.gears
        let s = SymbolAnimator(symbol: symbol).state(of: Self.loader([.rotate]), at: 2)
        #expect(s.rotation == 0)
        #expect(s.layers[0].rotation > 0 && s.layers[1].rotation < 0 && s.layers[2].rotation == 0)
        #expect(abs(s.layers[1].rotation / s.layers[0].rotation + 1.5) < 1e-9)
        #expect(s.layers[0].rotationAnchor == Point(40, 40))
    }

    @Test func startingAndStoppingNeverJumpAndStoppingEasesToRest() {
        var rng = SeededGenerator(seed: 99)
        let animator = SymbolAnimator(symbol: TestSymbols.sun)
        let dt = 1.0 / 240
        // Normal motion: the steady spin and a breath.
        let spin = 2 * Double.pi / MotionTrack.continuousTurn * dt
        for _ in 0..<10 {
            var active = ToggleHistory(initial: false)
            var t = 0.0
            for _ in 0..<6 {
                t += Double.random(in: 0.05...1.5, using: &rng)
                active.toggle(at: t)
            }
            if active.value(at: t) { t += 0.3; active.set(false, at: t) }
            let animation = SymbolAnimation()
                .symbolEffect(.rotate.wholeSymbol, options: .repeat(.continuous), isActive: active)
                .symbolEffect(.breathe.wholeSymbol, options: .repeat(.continuous), isActive: active)
            var previous = animator.state(of: animation, at: 0)
            for time in Self.times(dt, t + 3, step: dt) {
                let s = animator.state(of: animation, at: time)
                #expect(abs(s.rotation - previous.rotation) <= spin * 1.5, "t=\(time)")
                #expect(abs(s.scale - previous.scale) <= 0.002, "t=\(time)")
                #expect(s.rotation >= previous.rotation - 1e-12, "a rotate never turns back")
                previous = s
            }
            let rest = animator.state(of: animation, at: t + 3)
            #expect(rest.scale == 1)
            let turns = rest.rotation / (2 * .pi)
            #expect(abs(turns - turns.rounded()) < 1e-9, "comes to rest at a whole turn")
        }
    }

    @Test func finiteRepeatsPlayTheirCyclesThenRest() {
        let animator = SymbolAnimator(symbol: TestSymbols.sixStrokes)
        let once = SymbolAnimation().symbolEffect(.rotate.wholeSymbol, options: .nonRepeating, isActive: .on(at: 0))
        #expect(animator.state(of: once, at: MotionTrack.singleTurn / 2).rotation > 0)
        #expect(abs(animator.state(of: once, at: 5).rotation - 2 * .pi) < 1e-9)
        let periodic = SymbolAnimation().symbolEffect(.breathe.wholeSymbol, options: .repeat(.periodic(2, delay: 0.5)),
                                                      isActive: .on(at: 0))
        let period = MotionTrack.breathePeriod
        #expect(animator.state(of: periodic, at: period / 2).scale > 1.1)
        #expect(animator.state(of: periodic, at: period + 0.25).scale == 1, "resting in the delay")
        #expect(animator.state(of: periodic, at: period + 0.5 + period / 2).scale > 1.1, "second cycle")
        #expect(animator.state(of: periodic, at: 2 * period + 0.5 + period / 2).scale == 1, "no third cycle")
        let fast = SymbolAnimation().symbolEffect(.breathe.wholeSymbol, options: .repeat(.continuous).speed(2), isActive: .on(at: 0))
        #expect(animator.state(of: fast, at: period / 4).scale > 1.1, "twice the speed, the peak comes twice as soon")
    }

    @Test func reduceMotionKeepsBreatheAndRotateStill() {
        let animator = SymbolAnimator(symbol: TestSymbols.gears)
        let animation = Self.loader([.breathe, .rotate], reduceMotion: .constant(true))
        for t in Self.times(0, 5, step: 0.1) {
            #expect(animator.state(of: animation, at: t).isAtRest)
        }
    }

    @Test func switchingReduceMotionOnMidAnimationSettlesWithoutAJump() {
        let animator = SymbolAnimator(symbol: TestSymbols.sun)
        let dt = 1.0 / 240
        let animation = Self.loader([.breathe.wholeSymbol, .rotate], reduceMotion: ToggleHistory(initial: false, changes: [.init(time: 1.1, value: true)]))
        var previous = animator.state(of: animation, at: 0)
        for t in Self.times(dt, 5, step: dt) {
            let s = animator.state(of: animation, at: t)
            #expect(abs(s.rotation - previous.rotation) <= 2 * .pi / MotionTrack.continuousTurn * dt * 1.5)
            #expect(abs(s.scale - previous.scale) <= 0.002)
            previous = s
        }
        #expect(previous.isAtRest || abs(previous.rotation.remainder(dividingBy: 2 * .pi)) < 1e-9)
    }

    @Test func reduceMotionTurnsDrawsIntoFadesThatChangeOnlyOpacity() {
        var rng = SeededGenerator(seed: 5)
        for symbol in TestSymbols.all {
            let animator = SymbolAnimator(symbol: symbol)
            for scope in EffectScope.allCases {
                var history = ToggleHistory(initial: true)
                var t = 0.0
                for _ in 0..<8 {
                    t += Double.random(in: 0.03...0.8, using: &rng)
                    history.toggle(at: t)
                }
                var animation = DrawEffectTests.toggled(on: true, scope: scope)
                animation.isDrawn = history
                animation.reduceMotion = .constant(true)
                for time in Self.times(0, t + 1, step: 1.0 / 120) {
                    for l in animator.state(of: animation, at: time).layers where l.opacity > 0 {
                        #expect(l.range.isFull, "\(symbol.name) \(scope) t=\(time)")
                        #expect(l.transform.isIdentity, "\(symbol.name) \(scope) t=\(time)")
                    }
                }
                let fadeOut = DrawEffectTests.toggled(on: false, scope: scope)
                var fading = fadeOut
                fading.reduceMotion = .constant(true)
                let mid = animator.state(of: fading, at: DrawTimeline.fadeDuration / 2)
                #expect(mid.layers.allSatisfy { $0.opacity > 0 && $0.opacity < 1 && $0.range.isFull })
            }
        }
    }

    @Test func switchingReduceMotionOnMidDrawSettlesWithoutAJump() {
        let dt = 1.0 / 240
        for symbol in TestSymbols.all {
            let animator = SymbolAnimator(symbol: symbol)
            for switchTime in [0.1, 0.25, 0.4] {
                var animation = DrawEffectTests.toggled(on: true, scope: .byLayer)
                let normal = DrawEffectTests.largestStep(animator, animation, from: 0, to: 2, dt: dt)
                animation.reduceMotion = ToggleHistory(initial: false, changes: [.init(time: switchTime, value: true)])
                let worst = DrawEffectTests.largestStep(animator, animation, from: 0, to: 2, dt: dt)
                #expect(worst <= normal * 1.5, "\(symbol.name) at \(switchTime): \(worst) vs \(normal)")
                #expect(animator.state(of: animation, at: 2).isAtRest)
            }
        }
    }

    @Test func variableLayersCarryTheVariableValue() {
        var sun = TestSymbols.sun
        sun.layers[1].isVariable = true
        let s = SymbolAnimator(symbol: sun).state(of: SymbolAnimation(variableDrawValue: 0.4), at: 0)
        #expect(s.layers[1].variableValue == 0.4)
        #expect(s.layers[0].variableValue == nil)
    }
}

import Foundation
import Geometry
import SymbolModel
import Testing
@testable import SymbolEffects
import TestSupport

/// Bounce, wiggle, pulse, scale, appear and disappear: the properties every one keeps.
@Suite struct TriggeredEffectTests {
    static let discrete: [SymbolEffect] = [
        .bounce, .bounce.up, .bounce.down, .bounce.wholeSymbol, .bounce.down.byLayer,
        .wiggle, .wiggle.up, .wiggle.down, .wiggle.left, .wiggle.right, .wiggle.forward, .wiggle.backward,
        .wiggle.clockwise, .wiggle.counterClockwise, .wiggle.custom(angle: 30), .wiggle.left.byLayer,
        .pulse, .pulse.wholeSymbol, .pulse.byLayer,
    ]
    static let options: [SymbolEffectOptions] = [.nonRepeating, .speed(2), .repeat(.periodic(2, delay: 0.3)), .speed(0.5)]

    static func triggered(_ effect: SymbolEffect, at times: [Double], options: SymbolEffectOptions = .default,
                          reduceMotion: ToggleHistory = .constant(false)) -> SymbolAnimation {
        SymbolAnimation(reduceMotion: reduceMotion).symbolEffect(effect, options: options, value: TriggerHistory(times))
    }

    static func shown(_ history: ToggleHistory, appear: SymbolEffect = .appear, disappear: SymbolEffect = .disappear,
                      reduceMotion: ToggleHistory = .constant(false)) -> SymbolAnimation {
        var a = SymbolAnimation(reduceMotion: reduceMotion)
        a.isShown = history
        a.appear = appear
        a.disappear = disappear
        return a
    }

    /// Where the eye sees each layer: its box's corners and centre, in design units, through the
    /// layer's and the symbol's transforms.
    static func landmarks(_ animator: SymbolAnimator, _ s: SymbolState) -> [[Point]] {
        s.layers.indices.map { i in
            let b = animator.layerBounds[i] ?? animator.symbol.viewBox
            let t = s.layers[i].transform.concatenating(s.transform)
            return [Point(b.minX, b.minY), Point(b.maxX, b.minY), Point(b.minX, b.maxY), Point(b.maxX, b.maxY), b.center].map(t.apply)
        }
    }

    /// The largest change between consecutive samples: landmark movement (design units, times
    /// the opacity it is seen at) and opacity (scaled so 0.01 of opacity counts as 0.1 unit).
    static func largestStep(_ animator: SymbolAnimator, _ animation: SymbolAnimation, from: Double, to: Double,
                            dt: Double) -> Double {
        var worst = 0.0
        var previous = animator.state(of: animation, at: from)
        var marks = landmarks(animator, previous)
        for t in stride(from: from + dt, through: to, by: dt) {
            let s = animator.state(of: animation, at: t)
            let m = landmarks(animator, s)
            for i in s.layers.indices {
                let o0 = previous.layers[i].opacity * previous.opacity, o1 = s.layers[i].opacity * s.opacity
                worst = max(worst, 10 * abs(o1 - o0))
                // Moves of an invisible layer are not seen, of a faint one barely.
                for (p, q) in zip(marks[i], m[i]) { worst = max(worst, hypot(p.x - q.x, p.y - q.y) * max(o0, o1)) }
            }
            previous = s
            marks = m
        }
        return worst
    }

    static func isStill(_ s: SymbolState) -> Bool {
        s.transform.isIdentity && s.layers.allSatisfy { $0.transform.isIdentity }
    }

    @Test func discreteEffectsEndExactlyAtRest() {
        for symbol in TestSymbols.all {
            let animator = SymbolAnimator(symbol: symbol)
            let still = animator.state(of: SymbolAnimation(), at: 0)
            for effect in Self.discrete {
                for options in Self.options {
                    for times in [[0.0], [0, 0.23], [0, 0.1, 0.45, 0.5]] {
                        let animation = Self.triggered(effect, at: times, options: options)
                        let end = animator.state(of: animation, at: 8)
                        #expect(end == still, "\(symbol.name) \(effect) \(options) \(times)")
                        #expect(end.isAtRest)
                        // And before the first trigger, nothing moves either.
                        #expect(animator.state(of: animation, at: -0.01) == still)
                    }
                }
            }
        }
    }

    @Test func discreteEffectsMoveWhileTheyPlay() {
        let animator = SymbolAnimator(symbol: TestSymbols.sun)
        for effect in Self.discrete {
            let animation = Self.triggered(effect, at: [0])
            let changed = stride(from: 0.0, through: 1.2, by: 0.02).contains { animator.state(of: animation, at: $0) != animator.state(of: SymbolAnimation(), at: 0) }
            #expect(changed, "\(effect)")
        }
    }

    @Test func retriggeringAtAnyMomentNeverJumps() {
        let dt = 1.0 / 240
        var rng = SeededGenerator(seed: 10)
        for symbol in TestSymbols.handBuilt + TestSymbols.catalog.filter({ $0.name == "bell" }) {
            let animator = SymbolAnimator(symbol: symbol)
            for effect in Self.discrete {
                let normal = Self.largestStep(animator, Self.triggered(effect, at: [0]), from: -0.1, to: 1.5, dt: dt)
                #expect(normal > 0, "\(symbol.name) \(effect)")
                var times: [Double] = []
                var t = 0.0
                for _ in 0..<5 {
                    times.append(t)
                    t += Double.random(in: 0.02...0.7, using: &rng)
                }
                // A retrigger blends the old run's value and velocity into the new run's over
                // 0.3 s, so for a moment both speeds may add up: faster than one run, never a jump.
                let worst = Self.largestStep(animator, Self.triggered(effect, at: times), from: -0.1, to: t + 1.5, dt: dt)
                #expect(worst <= normal * 2.5, "\(symbol.name) \(effect) \(times): \(worst) vs \(normal)")
                // Dense around each trigger: the state just before and just after are close.
                for time in times {
                    let a = animator.state(of: Self.triggered(effect, at: times), at: time - 1e-7)
                    let b = animator.state(of: Self.triggered(effect, at: times), at: time + 1e-7)
                    for (p, q) in zip(Self.landmarks(animator, a).joined(), Self.landmarks(animator, b).joined()) {
                        #expect(hypot(p.x - q.x, p.y - q.y) < 1e-3, "\(symbol.name) \(effect) at \(time)")
                    }
                }
            }
        }
    }

    @Test func statesAreTheSameWhateverWasAskedBeforeAndWhateverHappenedLongAgo() {
        var rng = SeededGenerator(seed: 3)
        let animator = SymbolAnimator(symbol: TestSymbols.sun)
        let recent = [100.0, 100.2, 100.9]
        for effect in [SymbolEffect.bounce, .wiggle.left, .pulse] {
            let long = Self.triggered(effect, at: (0..<1000).map { Double($0) * 0.09 } + recent)
            let short = Self.triggered(effect, at: recent)
            let probes = (0..<200).map { _ in Double.random(in: 99...103, using: &rng) }
            let forward = probes.sorted().map { animator.state(of: long, at: $0) }
            let shuffled = Dictionary(uniqueKeysWithValues: probes.shuffled(using: &rng).map { ($0, animator.state(of: long, at: $0)) })
            for (t, s) in zip(probes.sorted(), forward) {
                #expect(shuffled[t] == s)
                #expect(animator.state(of: short, at: t) == s, "\(effect) at \(t)")
            }
        }
    }

    @Test func bounceUpLiftsTheTopAndBounceDownLowersIt() {
        let animator = SymbolAnimator(symbol: TestSymbols.sixStrokes)
        func top(_ s: SymbolState) -> Double { Self.landmarks(animator, s).joined().map(\.y).min()! }
        let rest = top(animator.state(of: SymbolAnimation(), at: 0))
        for scope in [EffectScope.byLayer, .wholeSymbol] {
            let ups = stride(from: 0.0, through: 1, by: 0.01).map { top(animator.state(of: Self.triggered(SymbolEffect.bounce.up.with(scope), at: [0]), at: $0)) }
            let downs = stride(from: 0.0, through: 1, by: 0.01).map { top(animator.state(of: Self.triggered(SymbolEffect.bounce.down.with(scope), at: [0]), at: $0)) }
            #expect(ups.min()! < rest - 2, "\(scope)")
            #expect(downs.max()! > rest + 1, "\(scope)")
        }
    }

    @Test func wiggleSwingsFirstTheWayItIsNamed() {
        let animator = SymbolAnimator(symbol: TestSymbols.sun)
        let centre = animator.bounds(ofSlot: nil).center
        let cases: [(SymbolEffect, Double, Double)] = [(.wiggle.left, -1, 0), (.wiggle.right, 1, 0), (.wiggle.up, 0, -1),
                                                       (.wiggle.down, 0, 1), (.wiggle.forward, 1, 0), (.wiggle.backward, -1, 0),
                                                       (.wiggle.custom(angle: 90), 0, 1), (.wiggle.custom(angle: 180), -1, 0)]
        for (effect, dx, dy) in cases {
            let animation = Self.triggered(effect, at: [0])
            let first = stride(from: 0.0, through: 1, by: 0.005).lazy.map { animator.state(of: animation, at: $0).transform.apply(centre) }
                .first { hypot($0.x - centre.x, $0.y - centre.y) > 1 }
            let p = try! #require(first, "\(effect) never moved")
            #expect((p.x - centre.x) * dx + (p.y - centre.y) * dy > 0.9, "\(effect) went to \(p)")
        }
        for (effect, sign) in [(SymbolEffect.wiggle.clockwise, 1.0), (.wiggle.counterClockwise, -1.0)] {
            let animation = Self.triggered(effect, at: [0])
            let top = Point(centre.x, centre.y - 30)
            let first = stride(from: 0.0, through: 1, by: 0.005).lazy.map { animator.state(of: animation, at: $0).transform.apply(top) }
                .first { abs($0.x - top.x) > 1 }
            // Clockwise on a y-down screen: the top moves right first.
            #expect(((first?.x ?? top.x) - top.x) * sign > 0, "\(effect)")
        }
    }

    @Test func pulseDimsTheAnnotatedLayersOrTheWholeSymbol() {
        let sun = SymbolAnimator(symbol: TestSymbols.sun)
        let mid = DiscreteTrack.pulseDuration / 2
        let s = sun.state(of: Self.triggered(.pulse, at: [0]), at: mid)
        for (layer, state) in zip(sun.symbol.layers, s.layers) {
            #expect(layer.pulses ? state.opacity < 0.5 : state.opacity == 1)
        }
        let whole = sun.state(of: Self.triggered(.pulse.wholeSymbol, at: [0]), at: mid)
        #expect(whole.opacity < 0.5 && Self.isStill(whole))
        // Without annotations, by layer is the whole symbol.
        let plain = SymbolAnimator(symbol: TestSymbols.plain).state(of: Self.triggered(.pulse, at: [0]), at: mid)
        #expect(plain.opacity < 0.5)
        // Indefinite: pulses while active, rests when stopped.
        var active = ToggleHistory.on(at: 0)
        active.set(false, at: 3.2)
        let indefinite = SymbolAnimation().symbolEffect(.pulse.wholeSymbol, options: .repeat(.continuous), isActive: active)
        #expect(sun.state(of: indefinite, at: 2.5).opacity < 0.5)
        #expect(sun.state(of: indefinite, at: 5).isAtRest)
    }

    @Test func scaleHoldsWhileActiveAndEasesBack() {
        for symbol in TestSymbols.all {
            let animator = SymbolAnimator(symbol: symbol)
            for (effect, factor) in [(SymbolEffect.scale.up, SymbolAnimator.scaleUp), (.scale.down, SymbolAnimator.scaleDown), (.scale, SymbolAnimator.scaleUp), (.scale.up.byLayer, SymbolAnimator.scaleUp)] {
                var active = ToggleHistory.on(at: 0)
                active.set(false, at: 2.5)
                let animation = SymbolAnimation().symbolEffect(effect, isActive: active)
                let one = animator.state(of: animation, at: 1), two = animator.state(of: animation, at: 2)
                #expect(one == two, "\(symbol.name) \(effect)")
                let t = (one.transform.concatenating(one.layers[0].transform))
                #expect(abs(t.meanScale - factor) < 1e-9, "\(symbol.name) \(effect)")
                #expect(animator.state(of: animation, at: 4).isAtRest)
                let dt = 1.0 / 240
                #expect(Self.largestStep(animator, animation, from: -0.1, to: 4, dt: dt) < 0.5, "\(symbol.name) \(effect)")
            }
        }
    }

    @Test func appearStartsHiddenAndEndsAsTheStaticSymbolAndDisappearEndsHidden() {
        for symbol in TestSymbols.all {
            let animator = SymbolAnimator(symbol: symbol)
            let still = animator.state(of: SymbolAnimation(), at: 0)
            for scope in EffectScope.allCases {
                for direction in VerticalDirection.allCases {
                    var appear = SymbolEffect.appear.with(scope)
                    appear.verticalDirection = direction
                    var disappear = SymbolEffect.disappear.with(scope)
                    disappear.verticalDirection = direction
                    let on = Self.shown(ToggleHistory(initial: false, changes: [.init(time: 0, value: true)]), appear: appear)
                    #expect(animator.state(of: on, at: 0).layers.allSatisfy { $0.opacity == 0 })
                    #expect(animator.state(of: on, at: 3) == still, "\(symbol.name) \(appear)")
                    let off = Self.shown(ToggleHistory(initial: true, changes: [.init(time: 0, value: false)]), disappear: disappear)
                    #expect(animator.state(of: off, at: 0) == still)
                    #expect(animator.state(of: off, at: 3).layers.allSatisfy { !$0.isVisible }, "\(symbol.name) \(disappear)")
                }
            }
        }
    }

    @Test func showingAndHidingAtAnyMomentNeverJumps() {
        let dt = 1.0 / 480
        var rng = SeededGenerator(seed: 77)
        for symbol in TestSymbols.handBuilt {
            let animator = SymbolAnimator(symbol: symbol)
            for direction in VerticalDirection.allCases {
                let appear = SymbolEffect.appear.with(direction), disappear = SymbolEffect.disappear.with(direction)
                let normal = max(Self.largestStep(animator, Self.shown(ToggleHistory(initial: false, changes: [.init(time: 0, value: true)]), appear: appear, disappear: disappear), from: -0.1, to: 1.5, dt: dt),
                                 Self.largestStep(animator, Self.shown(ToggleHistory(initial: true, changes: [.init(time: 0, value: false)]), appear: appear, disappear: disappear), from: -0.1, to: 1.5, dt: dt))
                var history = ToggleHistory(initial: false)
                var t = 0.0
                for _ in 0..<6 {
                    history.toggle(at: t)
                    t += Double.random(in: 0.03...0.6, using: &rng)
                }
                let worst = Self.largestStep(animator, Self.shown(history, appear: appear, disappear: disappear), from: -0.1, to: t + 1.5, dt: dt)
                #expect(worst <= normal * 1.5, "\(symbol.name) \(direction): \(worst) vs \(normal)")
            }
        }
    }

    @Test func reduceMotionNeverMovesScalesOrTurns() {
        var rng = SeededGenerator(seed: 8)
        for symbol in TestSymbols.all {
            let animator = SymbolAnimator(symbol: symbol)
            let rm = ToggleHistory.constant(true)
            var animations = Self.discrete.map { Self.triggered($0, at: [0, 0.4, 1.3], reduceMotion: rm) }
            animations.append(SymbolAnimation(reduceMotion: rm).symbolEffect(.scale.up, isActive: .on(at: 0)))
            animations.append(SymbolAnimation(reduceMotion: rm).symbolEffect(.scale.down.byLayer, isActive: .on(at: 0)))
            var history = ToggleHistory(initial: false)
            var at = 0.0
            for _ in 0..<5 {
                history.toggle(at: at)
                at += Double.random(in: 0.1...0.6, using: &rng)
            }
            for scope in EffectScope.allCases {
                animations.append(Self.shown(history, appear: SymbolEffect.appear.with(scope), disappear: SymbolEffect.disappear.up.with(scope), reduceMotion: rm))
            }
            for (k, animation) in animations.enumerated() {
                for t in stride(from: 0.0, through: 4, by: 1.0 / 60) {
                    let s = animator.state(of: animation, at: t)
                    #expect(Self.isStill(s), "\(symbol.name) #\(k) t=\(t)")
                }
            }
            // Bounce and wiggle become a short dip in opacity.
            let dip = animator.state(of: Self.triggered(.bounce.wholeSymbol, at: [0], reduceMotion: rm), at: DiscreteTrack.reducedDuration / 2)
            #expect(dip.opacity < 0.8)
        }
    }

    @Test func switchingReduceMotionOnMidBounceSettlesWithoutAJump() {
        let dt = 1.0 / 480
        let animator = SymbolAnimator(symbol: TestSymbols.sun)
        for effect in [SymbolEffect.bounce, .wiggle.left, .wiggle.clockwise] {
            let normal = Self.largestStep(animator, Self.triggered(effect, at: [0]), from: -0.1, to: 1.5, dt: dt)
            for switchTime in [0.05, 0.2, 0.5] {
                let rm = ToggleHistory(initial: false, changes: [.init(time: switchTime, value: true)])
                let animation = Self.triggered(effect, at: [0, 1.0], reduceMotion: rm)
                #expect(Self.largestStep(animator, animation, from: -0.1, to: 2.5, dt: dt) <= normal * 1.5)
                // Once settled, still: the trigger at 1 s only dims.
                for t in stride(from: switchTime + DiscreteTrack.blendDuration, through: 2.5, by: 0.01) {
                    #expect(Self.isStill(animator.state(of: animation, at: t)), "\(effect) t=\(t)")
                }
            }
        }
    }

    @Test func bounceAndWiggleWhileActiveRepeatAndSettleExactlyWhenStopped() {
        let dt = 1.0 / 240
        for symbol in TestSymbols.handBuilt {
            let animator = SymbolAnimator(symbol: symbol)
            let still = animator.state(of: SymbolAnimation(), at: 0)
            for effect in [SymbolEffect.bounce, .wiggle.left, .wiggle.clockwise.byLayer] {
                var active = ToggleHistory.on(at: 0)
                active.set(false, at: 2.6)
                let animation = SymbolAnimation().symbolEffect(effect, isActive: active)
                // Still moving in its third run, and at rest soon after it stops.
                #expect(stride(from: 2.0, through: 2.5, by: 0.02).contains { animator.state(of: animation, at: $0) != still }, "\(symbol.name) \(effect)")
                #expect(animator.state(of: animation, at: 2.6 + DiscreteTrack.blendDuration + 0.01) == still, "\(symbol.name) \(effect)")
                let single = Self.largestStep(animator, Self.triggered(effect, at: [0]), from: -0.1, to: 1.5, dt: dt)
                #expect(Self.largestStep(animator, animation, from: -0.1, to: 4, dt: dt) <= single * 2.5, "\(symbol.name) \(effect)")
                let reduced = SymbolAnimation(reduceMotion: .constant(true)).symbolEffect(effect, isActive: active)
                #expect(stride(from: 0.0, through: 4, by: 0.05).allSatisfy { animator.state(of: reduced, at: $0) == still })
            }
        }
    }

    @Test func aTriggerAtTheInstantReduceMotionTurnsOnDipsInsteadOfMoving() {
        let animator = SymbolAnimator(symbol: TestSymbols.sun)
        let rm = ToggleHistory(initial: false, changes: [.init(time: 1, value: true)])
        let animation = Self.triggered(.bounce.wholeSymbol, at: [1], reduceMotion: rm)
        let s = animator.state(of: animation, at: 1 + DiscreteTrack.reducedDuration / 2)
        #expect(Self.isStill(s) && s.opacity < 0.8)
    }

    @Test func effectsComposeWithDrawsBreatheAndRotate() {
        let animator = SymbolAnimator(symbol: TestSymbols.sun)
        // Bounce while breathing: the bounce adds to the breath and leaves it as it was.
        let breathing = SymbolAnimation().symbolEffect(.breathe.wholeSymbol, options: .repeat(.continuous), isActive: .on(at: 0))
        let both = breathing.symbolEffect(.bounce.wholeSymbol, value: .at(1))
        let during = animator.state(of: both, at: 1.1), alone = animator.state(of: breathing, at: 1.1)
        #expect(during.scale == alone.scale && during.motion != .identity)
        #expect(animator.state(of: both, at: 3) == animator.state(of: breathing, at: 3))
        // Wiggle on a symbol being drawn on: the drawn ranges are the draw's, the move the wiggle's.
        var drawing = SymbolAnimation(isDrawn: ToggleHistory(initial: false, changes: [.init(time: 0, value: true)]))
        let drawn = animator.state(of: drawing, at: 0.3)
        drawing = drawing.symbolEffect(.wiggle.left, value: .at(0.1))
        let wiggling = animator.state(of: drawing, at: 0.3)
        #expect(wiggling.layers.map(\.range) == drawn.layers.map(\.range))
        #expect(wiggling.motion != .identity)
        #expect(animator.state(of: drawing, at: 4).isAtRest)
        // Pulse while rotating: opacities multiply, the turn is the rotate's.
        let rotating = SymbolAnimation().symbolEffect(.rotate.wholeSymbol, options: .repeat(.continuous), isActive: .on(at: 0))
        let pulsing = rotating.symbolEffect(.pulse.wholeSymbol, value: .at(0))
        let r = animator.state(of: pulsing, at: 0.5)
        #expect(r.rotation == animator.state(of: rotating, at: 0.5).rotation && r.opacity < 0.6)
        // Scale and bounce: the transforms concatenate.
        let scaled = SymbolAnimation().symbolEffect(.scale.up, isActive: .on(at: 0))
        let scaledBounce = scaled.symbolEffect(.bounce.wholeSymbol, value: .at(1))
        let sb = animator.state(of: scaledBounce, at: 1.1)
        #expect(sb.motion.meanScale != SymbolAnimator.scaleUp)
        #expect(animator.state(of: scaledBounce, at: 3) == animator.state(of: scaled, at: 3))
    }
}

extension SymbolEffect {
    func with(_ scope: EffectScope) -> SymbolEffect { var e = self; e.scope = scope; return e }
    func with(_ direction: VerticalDirection) -> SymbolEffect { var e = self; e.verticalDirection = direction; return e }
}

/// Variable color.
@Suite struct VariableColorTests {
    static let effects: [SymbolEffect] = [.variableColor, .variableColor.iterative, .variableColor.cumulative.reversing,
                                          .variableColor.iterative.reversing.hideInactiveLayers]

    @Test func variableColorStepsThroughTheLayersWithoutJumpsAndRestsLitWhenStopped() {
        let dt = 1.0 / 240
        var rng = SeededGenerator(seed: 21)
        for symbol in TestSymbols.handBuilt + TestSymbols.catalog.filter({ $0.name == "wifi" }) {
            let animator = SymbolAnimator(symbol: symbol)
            let still = animator.state(of: SymbolAnimation(), at: 0)
            for effect in Self.effects {
                for options in [SymbolEffectOptions.repeat(.continuous), .nonRepeating, .repeat(.periodic(2, delay: 0.05)).speed(1.5)] {
                    var active = ToggleHistory(initial: false)
                    var t = 0.0
                    for _ in 0..<5 {
                        active.toggle(at: t)
                        t += Double.random(in: 0.05...1.4, using: &rng)
                    }
                    active.set(false, at: t)
                    let animation = SymbolAnimation().symbolEffect(effect, options: options, isActive: active)
                    // The largest opacity step: a smoothstep crossfade over 0.12 s is at most 1.5 / 0.12
                    // per second steep, 0.052 a step at 1/240 s (scaled by 10 in the measure).
                    let worst = TriggeredEffectTests.largestStep(animator, animation, from: -0.1, to: t + 1, dt: dt)
                    #expect(worst <= 10 * 1.5 * dt / VariableColorTrack.fade * options.speed * 1.01, "\(symbol.name) \(effect) \(options): \(worst)")
                    #expect(animator.state(of: animation, at: t + 0.5) == still, "\(symbol.name) \(effect)")
                    let frames = Set(stride(from: 0.0, through: 1.2, by: 0.1).map { animator.state(of: SymbolAnimation().symbolEffect(effect, options: options, isActive: .on(at: 0)), at: $0).layers.map(\.opacity) })
                    #expect(frames.count >= 3, "\(symbol.name) \(effect)")
                }
            }
        }
    }

    @Test func iterativeLightsOneLayerAtATimeAndCumulativeAddsThem() {
        let wifi = SymbolAnimator(symbol: TestSymbols.catalog.first { $0.name == "wifi" }!)
        let step = VariableColorTrack.step
        for k in 0..<4 {
            let t = (Double(k) + 0.7) * step
            let iterative = wifi.state(of: SymbolAnimation().symbolEffect(.variableColor.iterative.hideInactiveLayers, isActive: .on(at: 0)), at: t)
            #expect(iterative.layers.map(\.opacity) == (0..<4).map { $0 == k ? 1 : 0 }, "frame \(k)")
            let cumulative = wifi.state(of: SymbolAnimation().symbolEffect(.variableColor.cumulative.hideInactiveLayers, isActive: .on(at: 0)), at: t)
            #expect(cumulative.layers.map(\.opacity) == (0..<4).map { $0 < k ? 1 : 0 }, "frame \(k)")
        }
        // Reduce Motion leaves it as it is: it only changes opacity.
        let a = SymbolAnimation().symbolEffect(.variableColor.iterative, isActive: .on(at: 0))
        var reduced = a
        reduced.reduceMotion = .constant(true)
        #expect(wifi.state(of: a, at: 0.5) == wifi.state(of: reduced, at: 0.5))
    }
}

/// Replace: two symbols, one leaving as the other arrives.
@Suite struct ReplaceTests {
    @Test func swappingBackAndForthNeverJumpsAndEndsOnOneSymbol() {
        let dt = 1.0 / 240
        var rng = SeededGenerator(seed: 4)
        let first = SymbolAnimator(symbol: TestSymbols.sun), second = SymbolAnimator(symbol: TestSymbols.plain)
        for style in ReplaceStyle.allCases {
            var effect = SymbolEffect.replace
            effect.replaceStyle = style
            var history = ToggleHistory(initial: false)
            var t = 0.0
            for _ in 0..<5 {
                history.toggle(at: t)
                t += Double.random(in: 0.05...0.7, using: &rng)
            }
            let replacement = SymbolReplacement(effect, isReplaced: history)
            // Neither side jumps, except where .offUp removes the leaving one at once. Swapping
            // back half way may ease a little faster than one swap does (the spring leaves quick).
            if style != .offUp {
                let incoming = TriggeredEffectTests.largestStep(second, replacement.incoming(), from: -0.1, to: t + 1, dt: dt)
                let normalIn = TriggeredEffectTests.largestStep(second, SymbolReplacement.at(0, effect).incoming(), from: -0.1, to: 1.5, dt: dt)
                #expect(incoming <= normalIn * 2, "\(style)")
                let outgoing = TriggeredEffectTests.largestStep(first, replacement.outgoing(), from: -0.1, to: t + 1, dt: dt)
                let normalOut = TriggeredEffectTests.largestStep(first, SymbolReplacement.at(0, effect).outgoing(), from: -0.1, to: 1.5, dt: dt)
                #expect(outgoing <= normalOut * 2, "\(style)")
            }
            let last = history.value(at: t)
            let shown = last ? second : first, hidden = last ? first : second
            let shownAnimation = last ? replacement.incoming() : replacement.outgoing()
            let hiddenAnimation = last ? replacement.outgoing() : replacement.incoming()
            #expect(shown.state(of: shownAnimation, at: t + 2) == shown.state(of: SymbolAnimation(), at: 0), "\(style)")
            #expect(hidden.state(of: hiddenAnimation, at: t + 2).layers.allSatisfy { !$0.isVisible || $0.opacity == 0 }, "\(style)")
        }
    }
}

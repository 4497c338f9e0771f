import Geometry
import SymbolModel
import Testing
@testable import SymbolEffects
import TestSupport

/// Draw On and Draw Off over every test symbol and every scope.
@Suite struct DrawEffectTests {
    static let scopes = EffectScope.allCases

    /// A symbol that starts undrawn (or drawn) and toggles at time 0.
    static func toggled(on: Bool, scope: EffectScope, reversed: Bool = false, speed: Double = 1) -> SymbolAnimation {
        var off = SymbolEffect.drawOff
        off.scope = scope
        if reversed { off = off.reversed }
        var drawOn = SymbolEffect.drawOn
        drawOn.scope = scope
        return SymbolAnimation(isDrawn: ToggleHistory(initial: !on, changes: [.init(time: 0, value: on)]),
                               drawOn: drawOn, drawOnOptions: .speed(speed), drawOff: off, drawOffOptions: .speed(speed))
    }

    static func times(_ from: Double, _ to: Double, step: Double) -> [Double] {
        stride(from: from, through: to, by: step).map { $0 }
    }

    @Test func drawOnCoverageGrowsAndDrawOffCoverageShrinksMonotonically() {
        for symbol in TestSymbols.all {
            let animator = SymbolAnimator(symbol: symbol)
            for scope in Self.scopes {
                for on in [true, false] {
                    for reversed in [false, true] {
                        let animation = Self.toggled(on: on, scope: scope, reversed: reversed)
                        var previous = animator.state(of: animation, at: -0.01)
                        for t in Self.times(0, 2.5, step: 1.0 / 120) {
                            let s = animator.state(of: animation, at: t)
                            for i in s.layers.indices {
                                let (a, b) = (previous.layers[i], s.layers[i])
                                if on {
                                    #expect(b.range.coverage >= a.range.coverage - 1e-12, "\(symbol.name) \(scope) layer \(i) t=\(t)")
                                    #expect(b.opacity >= a.opacity - 1e-12, "\(symbol.name) \(scope) layer \(i) t=\(t)")
                                } else {
                                    #expect(b.range.coverage <= a.range.coverage + 1e-12, "\(symbol.name) \(scope) layer \(i) t=\(t)")
                                    #expect(b.opacity * b.range.coverage <= a.opacity * a.range.coverage + 1e-12,
                                            "\(symbol.name) \(scope) layer \(i) t=\(t)")
                                }
                            }
                            previous = s
                        }
                    }
                }
            }
        }
    }

    @Test func drawOnStartsInvisibleAndEndsExactlyStatic() {
        for symbol in TestSymbols.all {
            let animator = SymbolAnimator(symbol: symbol)
            for scope in Self.scopes {
                let animation = Self.toggled(on: true, scope: scope)
                let start = animator.state(of: animation, at: 0)
                #expect(start.layers.allSatisfy { !$0.isVisible }, "\(symbol.name) \(scope)")
                let end = animator.state(of: animation, at: 3)
                #expect(end.isAtRest, "\(symbol.name) \(scope)")
            }
        }
    }

    @Test func drawOffEndsWithNothingVisible() {
        for symbol in TestSymbols.all {
            let animator = SymbolAnimator(symbol: symbol)
            for scope in Self.scopes {
                for reversed in [false, true] {
                    let animation = Self.toggled(on: false, scope: scope, reversed: reversed)
                    #expect(animator.state(of: animation, at: 0).isAtRest, "\(symbol.name) \(scope)")
                    #expect(animator.state(of: animation, at: 3).layers.allSatisfy { !$0.isVisible }, "\(symbol.name) \(scope)")
                }
            }
        }
    }

    /// The seed toggles every 1.8 s drawn and 1.3 s undrawn; a six-layer symbol must finish
    /// well inside both.
    @Test func aSixLayerSymbolFinishesWellInsideTheSeedsRhythm() {
        let animator = SymbolAnimator(symbol: TestSymbols.sixStrokes)
        let on = Self.toggled(on: true, scope: .byLayer)
        #expect(!animator.state(of: on, at: 0.85).isAtRest)
        #expect(animator.state(of: on, at: 0.95).isAtRest)
        let off = Self.toggled(on: false, scope: .byLayer)
        #expect(animator.state(of: off, at: 0.55).layers.contains { $0.isVisible })
        #expect(animator.state(of: off, at: 0.65).layers.allSatisfy { !$0.isVisible })
        // Twice the speed, half the time.
        #expect(animator.state(of: Self.toggled(on: true, scope: .byLayer, speed: 2), at: 0.48).isAtRest)
    }

    /// The seed's loop: drawn for 1.8 s, undrawn for 1.3 s, over and over. Every catalog symbol
    /// settles (fully drawn, or fully gone) before the next toggle.
    @Test func theSeedsRhythmLetsEveryCatalogSymbolSettleBetweenToggles() {
        var history = ToggleHistory(initial: true)
        var t = 0.0
        var settleChecks: [(time: Double, drawn: Bool)] = []
        for _ in 0..<6 {
            let drawn = history.value(at: t)
            t += drawn ? 1.8 : 1.3
            settleChecks.append((t - 0.05, drawn))
            history.toggle(at: t)
        }
        let animation = SymbolAnimation(isDrawn: history)
        for symbol in TestSymbols.catalog {
            let animator = SymbolAnimator(symbol: symbol)
            for check in settleChecks {
                let s = animator.state(of: animation, at: check.time)
                if check.drawn {
                    #expect(s.isAtRest, "\(symbol.name) drawn at \(check.time)")
                } else {
                    #expect(s.layers.allSatisfy { !$0.isVisible }, "\(symbol.name) gone at \(check.time)")
                }
            }
        }
    }

    /// The time each layer first shows during a Draw On.
    static func startTimes(_ symbol: Symbol, scope: EffectScope) -> [Double] {
        let animator = SymbolAnimator(symbol: symbol)
        let animation = toggled(on: true, scope: scope)
        var starts = Array(repeating: Double.infinity, count: symbol.layers.count)
        for t in times(0, 2, step: 1.0 / 500) {
            let s = animator.state(of: animation, at: t)
            for i in s.layers.indices where starts[i] == .infinity && s.layers[i].isVisible { starts[i] = t }
        }
        return starts
    }

    @Test func byLayerOrderFollowsDocumentOrderAndMotionGroups() {
        let starts = Self.startTimes(TestSymbols.sun, scope: .byLayer)
        // disc, then rays 0–2 (group a) together, ray 3 alone, rays 4–5 (group b) together.
        #expect(starts[0] < starts[1])
        #expect(starts[1] == starts[2] && starts[2] == starts[3])
        #expect(starts[3] < starts[4])
        #expect(starts[4] < starts[5])
        #expect(starts[5] == starts[6])
        // Overlapping: the second slot starts before the first has finished.
        let animator = SymbolAnimator(symbol: TestSymbols.sun)
        let disc = animator.state(of: Self.toggled(on: true, scope: .byLayer), at: starts[1]).layers[0]
        #expect(disc.range.coverage < 1)
        let six = Self.startTimes(TestSymbols.sixStrokes, scope: .byLayer)
        #expect(six == six.sorted() && Set(six).count == 6)
    }

    @Test func theCatalogIsCheckedToo() {
        #expect(TestSymbols.catalog.count >= 11)
    }

    @Test func byLayerOrderFollowsDocumentOrderAndMotionGroupsInTheCatalog() {
        for symbol in TestSymbols.catalog {
            let starts = Self.startTimes(symbol, scope: .byLayer)
            let (slots, _) = DrawSchedule.slots(of: symbol, scope: .byLayer)
            for i in symbol.layers.indices {
                for j in symbol.layers.indices {
                    guard let a = slots[i], let b = slots[j], starts[i].isFinite, starts[j].isFinite else { continue }
                    // Same group, same start; a later group starts no earlier. Slots are numbered
                    // by first appearance, so this is document order.
                    if a == b { #expect(starts[i] == starts[j], "\(symbol.name) \(i) \(j)") }
                    if a < b { #expect(starts[i] <= starts[j], "\(symbol.name) \(i) \(j)") }
                }
                if let a = slots[i], i > 0, let b = slots[i - 1], symbol.layers[i].draw.motionGroup == nil {
                    #expect(a > b || symbol.layers[i - 1].draw.motionGroup != nil, "\(symbol.name)")
                }
            }
        }
    }

    @Test func wholeSymbolDrawsEveryLayerTogether() {
        let starts = Self.startTimes(TestSymbols.sun, scope: .wholeSymbol)
        #expect(Set(starts).count == 1)
    }

    @Test func individuallyNoTwoLayersAreEverMovingAtOnce() {
        for symbol in TestSymbols.all {
            let animator = SymbolAnimator(symbol: symbol)
            for on in [true, false] {
                let animation = Self.toggled(on: on, scope: .individually)
                // A layer is moving at t when it changes visibly across a microsecond around t.
                func changes(_ a: LayerState, _ b: LayerState) -> Bool {
                    abs(a.range.head - b.range.head) > 1e-9 || abs(a.range.tail - b.range.tail) > 1e-9
                        || abs(a.opacity - b.opacity) > 1e-9
                }
                for t in Self.times(0, 3, step: 1.0 / 1000) {
                    let before = animator.state(of: animation, at: t - 1e-6), after = animator.state(of: animation, at: t + 1e-6)
                    let moving = after.layers.indices.filter {
                        symbol.layers[$0].draw.kind.isOwnSlot && changes(before.layers[$0], after.layers[$0])
                    }
                    #expect(moving.count <= 1, "\(symbol.name) on=\(on) t=\(t): \(moving)")
                }
            }
        }
    }

    @Test func theStateAtATimeDoesNotDependOnHowManyFramesLedThere() {
        var rng = SeededGenerator(seed: 7)
        for symbol in TestSymbols.all {
            let animator = SymbolAnimator(symbol: symbol)
            var history = ToggleHistory(initial: true)
            var t = 0.0
            for _ in 0..<6 {
                t += Double.random(in: 0.05...1.2, using: &rng)
                history.toggle(at: t)
            }
            let animation = SymbolAnimation(isDrawn: history)
                .symbolEffect(.breathe, options: .repeat(.continuous), isActive: .on(at: 0.3))
                .symbolEffect(.rotate, options: .repeat(.continuous), isActive: .on(at: 0.5))
            let target = t + 0.37
            var results: [SymbolState] = []
            for steps in [1, 7, 1000] {
                var last: SymbolState? = nil
                for k in 1...steps { last = animator.state(of: animation, at: k == steps ? target : target * Double(k) / Double(steps)) }
                results.append(last!)
            }
            #expect(results[0] == results[1] && results[1] == results[2], "\(symbol.name)")
        }
    }

    /// The largest change of any layer between two frames `dt` apart.
    static func largestStep(_ animator: SymbolAnimator, _ animation: SymbolAnimation, from: Double, to: Double, dt: Double) -> Double {
        var worst = 0.0
        var previous = animator.state(of: animation, at: from)
        for t in times(from + dt, to, step: dt) {
            let s = animator.state(of: animation, at: t)
            for i in s.layers.indices {
                let (a, b) = (previous.layers[i], s.layers[i])
                // What the eye sees: the visible ends of the range and the opacity.
                let ends = a.opacity > 0 || b.opacity > 0
                    ? max(abs(a.range.head - b.range.head) * min(a.opacity, b.opacity),
                          abs(a.range.tail - b.range.tail) * min(a.opacity, b.opacity)) : 0
                worst = max(worst, ends, abs(a.opacity - b.opacity))
            }
            previous = s
        }
        return worst
    }

    @Test func togglingAtAnyMomentNeverJumps() {
        let dt = 1.0 / 240
        var rng = SeededGenerator(seed: 42)
        for symbol in TestSymbols.all {
            let animator = SymbolAnimator(symbol: symbol)
            for scope in Self.scopes {
                // The normal motion: an undisturbed Draw On and Draw Off.
                let normal = max(Self.largestStep(animator, Self.toggled(on: true, scope: scope), from: 0, to: 2, dt: dt),
                                 Self.largestStep(animator, Self.toggled(on: false, scope: scope), from: 0, to: 2, dt: dt))
                for _ in 0..<4 {
                    var history = ToggleHistory(initial: Bool.random(using: &rng))
                    var t = 0.0
                    for _ in 0..<8 {
                        t += Double.random(in: 0.02...0.7, using: &rng)
                        history.toggle(at: t)
                    }
                    var animation = Self.toggled(on: true, scope: scope)
                    animation.isDrawn = history
                    let worst = Self.largestStep(animator, animation, from: 0, to: t + 1.5, dt: dt)
                    #expect(worst <= normal * 1.5 + 1e-9, "\(symbol.name) \(scope): \(worst) vs \(normal)")
                }
            }
        }
    }

    @Test func aDrawOffHalfwayThroughADrawOnStartsFromWhatIsVisible() {
        let animator = SymbolAnimator(symbol: TestSymbols.sixStrokes)
        var history = ToggleHistory(initial: false)
        history.set(true, at: 0)
        history.set(false, at: 0.4)
        let animation = SymbolAnimation(isDrawn: history)
        let before = animator.state(of: animation, at: 0.4 - 1e-9)
        let after = animator.state(of: animation, at: 0.4 + 1e-9)
        for i in before.layers.indices {
            #expect(abs(before.layers[i].range.head - after.layers[i].range.head) < 1e-6)
            #expect(abs(before.layers[i].opacity - after.layers[i].opacity) < 1e-6)
        }
        #expect(before.layers[0].range.coverage > 0.3 && before.layers[0].range.coverage < 1)
    }

    @Test func drawOffErasesInTheDrawnDirectionUnlessReversed() {
        let animator = SymbolAnimator(symbol: TestSymbols.sixStrokes)
        let erased = animator.state(of: Self.toggled(on: false, scope: .wholeSymbol), at: 0.2).layers[0].range
        #expect(erased.head == 1 && erased.tail > 0)
        let retracted = animator.state(of: Self.toggled(on: false, scope: .wholeSymbol, reversed: true), at: 0.2).layers[0].range
        #expect(retracted.tail == 0 && retracted.head < 1)
    }

    @Test func attachmentsRideTheirHostsTip() {
        let symbol = TestSymbols.mixed
        let animator = SymbolAnimator(symbol: symbol)
        let s = animator.state(of: Self.toggled(on: true, scope: .byLayer), at: 0.3)
        let shaft = symbol.layerIndex(id: "shaft")!, head = symbol.layerIndex(id: "head")!
        #expect(s.layers[head].tip?.host == shaft)
        #expect(s.layers[head].tip?.traceFraction == s.layers[shaft].range.head)
        #expect(s.layers[head].range.isFull)
        // The shaft runs straight from (20, 80) to (70, 30): its end is carried to the tip, unturned.
        let f = s.layers[shaft].range.head
        let moved = s.layers[head].transform.apply(Point(70, 30))
        #expect(moved.distance(to: Point(20 + 50 * f, 80 - 50 * f)) < 1e-6)
        #expect(abs(s.layers[head].transform.b) < 1e-9)
    }

    @Test func appearingLayersFadeAndScaleInWithTheirSlot() {
        let symbol = TestSymbols.mixed
        let animator = SymbolAnimator(symbol: symbol)
        let badge = symbol.layerIndex(id: "badge")!
        let animation = Self.toggled(on: true, scope: .byLayer)
        let starts = Self.startTimes(symbol, scope: .byLayer)
        let mid = animator.state(of: animation, at: starts[badge] + 0.05).layers[badge]
        #expect(mid.opacity > 0 && mid.opacity < 1)
        #expect(!mid.transform.isIdentity)
        #expect(mid.transform.a < 1 && mid.transform.a > 0.8)
    }
}

extension DrawKind {
    /// Whether the layer has a slot of its own (everything but attachments).
    var isOwnSlot: Bool {
        if case .attachment = self { return false }
        return true
    }
}

import Foundation
import Testing
@testable import SymbolEffects
import TestSupport

/// Events: they agree with the states at their own instants and after, come in time order, and
/// do not depend on how the window is cut.
@Suite struct EventTests {
    static let drawScopes: [EffectScope] = [.byLayer, .wholeSymbol, .individually]
    static let speeds: [SymbolEffectOptions] = [.default, .speed(2), .speed(0.7)]

    static func draw(on: Bool, scope: EffectScope, options: SymbolEffectOptions, at time: Double,
                     reduceMotion: Bool = false) -> SymbolAnimation {
        var on_ = SymbolEffect.drawOn, off = SymbolEffect.drawOff
        on_.scope = scope
        off.scope = scope
        return SymbolAnimation(isDrawn: ToggleHistory(initial: !on, changes: [.init(time: time, value: on)]),
                               drawOn: on_, drawOnOptions: options, drawOff: off, drawOffOptions: options,
                               reduceMotion: .constant(reduceMotion))
    }

    /// Times from `start` to `end` every `step`, plus the instants themselves.
    static func samples(from start: Double, to end: Double, step: Double = 0.013) -> [Double] {
        [start] + Array(stride(from: start, through: end, by: step))
    }

    @Test func aLayerIsDrawnFromItsFinishedTimeOnAndUndrawnBeforeItsStart() {
        for symbol in TestSymbols.all {
            let animator = SymbolAnimator(symbol: symbol)
            for scope in Self.drawScopes {
                for options in Self.speeds {
                    for reduceMotion in [false, true] {
                        let animation = Self.draw(on: true, scope: scope, options: options, at: 0.4, reduceMotion: reduceMotion)
                        let events = animator.events(of: animation, in: 0..<10)
                        let label = "\(symbol.name) \(scope) \(options) reduceMotion: \(reduceMotion)"
                        for e in events where e.kind == .layerStarted {
                            let i = e.layer!
                            #expect(animator.state(of: animation, at: e.time - 1e-9).layers[i].range.isEmpty, "\(label) layer \(i)")
                        }
                        let finished = events.filter { $0.kind == .layerFinished }
                        #expect(Set(finished.map { $0.layer! }) == Set(symbol.layers.indices), "\(label)")
                        for e in finished {
                            for t in Self.samples(from: e.time, to: e.time + 1) {
                                let layer = animator.state(of: animation, at: t).layers[e.layer!]
                                #expect(layer.range.isFull && layer.opacity == 1, "\(label) layer \(e.layer!) at \(t)")
                            }
                            // Just before, it was still drawing (or it had nothing to do).
                            #expect(e.time > 0.4)
                        }
                        #expect(events.filter { $0.kind == .effectEnded }.map(\.time) == [finished.map(\.time).max()!], "\(label)")
                    }
                }
            }
        }
    }

    @Test func aLayerIsErasedFromItsFinishedTimeOn() {
        for symbol in TestSymbols.all {
            let animator = SymbolAnimator(symbol: symbol)
            for scope in Self.drawScopes {
                for options in Self.speeds {
                    for reduceMotion in [false, true] {
                        let animation = Self.draw(on: false, scope: scope, options: options, at: 0.2, reduceMotion: reduceMotion)
                        let events = animator.events(of: animation, in: 0..<10)
                        for e in events where e.kind == .layerFinished {
                            for t in Self.samples(from: e.time, to: e.time + 1) {
                                #expect(animator.state(of: animation, at: t).layers[e.layer!].range.isEmpty,
                                        "\(symbol.name) \(scope) \(options) layer \(e.layer!) at \(t)")
                            }
                        }
                        #expect(events.first?.kind == .effectStarted)
                        #expect(events.last?.kind == .effectEnded)
                    }
                }
            }
        }
    }

    @Test func aDiscreteEffectIsAtRestFromItsEndedTimeOn() {
        for symbol in TestSymbols.handBuilt {
            let animator = SymbolAnimator(symbol: symbol)
            let still = animator.state(of: SymbolAnimation(), at: 0)
            for effect in TriggeredEffectTests.discrete {
                for options in TriggeredEffectTests.options {
                    for times in [[0.0], [0, 0.23], [0, 0.1, 0.45, 0.5], [0, 3]] {
                        for reduceMotion in [false, true] {
                            let animation = TriggeredEffectTests.triggered(effect, at: times, options: options,
                                                                           reduceMotion: .constant(reduceMotion))
                            let events = animator.events(of: animation, in: -1..<20)
                            let label = "\(symbol.name) \(effect) \(options) \(times) reduceMotion: \(reduceMotion)"
                            let ends = events.filter { $0.kind == .effectEnded }
                            // A run cut short by the next trigger has no end; the last one always ends,
                            // and so does the first of [0, 3].
                            #expect(ends.count >= (times == [0, 3] ? 2 : 1) && ends.last!.time > times.last!, "\(label)")
                            for end in ends {
                                let until = times.first { $0 > end.time } ?? end.time + 2
                                for t in Self.samples(from: end.time, to: until - 0.001, step: 0.05) {
                                    #expect(animator.state(of: animation, at: t) == still, "\(label) at \(t)")
                                }
                                // It had not ended a moment before.
                                #expect(animator.state(of: animation, at: end.time - 0.002) != still, "\(label) \(end)")
                            }
                            for e in events where e.kind == .layerFinished {
                                let until = times.first { $0 > e.time } ?? e.time + 2
                                for t in Self.samples(from: e.time, to: until - 0.001, step: 0.2) {
                                    let layer = animator.state(of: animation, at: t).layers[e.layer!]
                                    #expect(layer.transform.isIdentity && layer.opacity == 1, "\(label) \(e) at \(t)")
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    @Test func appearEndsShownAndDisappearEndsHidden() {
        for symbol in TestSymbols.all {
            let animator = SymbolAnimator(symbol: symbol)
            let still = animator.state(of: SymbolAnimation(), at: 0)
            for scope in Self.drawScopes {
                for up in [true, false] {
                    var appear = SymbolEffect.appear.with(scope), disappear = SymbolEffect.disappear.with(scope)
                    if !up { appear = appear.down; disappear = disappear.up }
                    let history = ToggleHistory(initial: false, changes: [.init(time: 0, value: true), .init(time: 2, value: false)])
                    let animation = TriggeredEffectTests.shown(history, appear: appear, disappear: disappear)
                    let events = animator.events(of: animation, in: 0..<10)
                    let ends = events.filter { $0.kind == .effectEnded }
                    #expect(ends.count == 2, "\(symbol.name) \(scope)")
                    guard ends.count == 2 else { continue }
                    for t in Self.samples(from: ends[0].time, to: 1.99) {
                        #expect(animator.state(of: animation, at: t) == still, "\(symbol.name) \(scope) at \(t)")
                    }
                    for t in Self.samples(from: ends[1].time, to: 4) {
                        #expect(animator.state(of: animation, at: t).layers.allSatisfy { $0.opacity == 0 }, "\(symbol.name) \(scope) at \(t)")
                    }
                }
            }
        }
    }

    @Test func eventsComeInTimeOrderAndEachRunStartsBeforeItsLayersAndEndsAfterThem() {
        let animator = SymbolAnimator(symbol: TestSymbols.sun)
        var rng = SeededGenerator(seed: 10)
        for _ in 0..<40 {
            var isDrawn = ToggleHistory(initial: false), taps = TriggerHistory()
            var t = 0.0
            for _ in 0..<6 {
                t += Double.random(in: 0.05...1.5, using: &rng)
                if Bool.random(using: &rng) { isDrawn.toggle(at: t) } else { taps.trigger(at: t) }
            }
            let animation = SymbolAnimation(isDrawn: isDrawn).symbolEffect(.bounce.byLayer, value: taps)
            let events = animator.events(of: animation, in: 0..<20)
            #expect(zip(events, events.dropFirst()).allSatisfy { $0.time <= $1.time })
            for effect in Set(events.map(\.effect.kind)) {
                var open = false, layersOpen = Set<Int>()
                for e in events where e.effect.kind == effect {
                    switch e.kind {
                    case .effectStarted: open = true; layersOpen = []
                    case .layerStarted: #expect(open); layersOpen.insert(e.layer!)
                    case .layerFinished: #expect(open)
                    case .effectEnded: #expect(open); open = false
                    case .effectStopped: Issue.record("no indefinite effect here")
                    }
                }
            }
        }
    }

    @Test func eventsAreTheSameHoweverTheWindowIsCut() {
        let animator = SymbolAnimator(symbol: TestSymbols.mixed)
        let animation = SymbolAnimation(isDrawn: ToggleHistory(initial: false, changes: [.init(time: 0, value: true), .init(time: 0.5, value: false),
                                                                                      .init(time: 2, value: true)]))
            .symbolEffect(.wiggle.left, options: .repeat(.periodic(2, delay: 0.2)), value: TriggerHistory([1, 1.3, 4]))
            .symbolEffect(.breathe, isActive: ToggleHistory(initial: false, changes: [.init(time: 1, value: true), .init(time: 3, value: false)]))
        let whole = animator.events(of: animation, in: 0..<10)
        #expect(whole == animator.events(of: animation, in: 0..<10))
        var rng = SeededGenerator(seed: 3)
        for _ in 0..<20 {
            let cuts = (0..<3).map { _ in Double.random(in: 0..<10, using: &rng) }.sorted()
            let bounds = [0] + cuts + [10]
            let pieces = zip(bounds, bounds.dropFirst()).flatMap { animator.events(of: animation, in: $0..<$1) }
            #expect(pieces == whole)
        }
        #expect(whole.contains { $0.kind == .effectStarted && $0.effect.kind == .breathe && $0.time == 1 })
        #expect(whole.contains { $0.kind == .effectStopped && $0.effect.kind == .breathe && $0.time == 3 })
    }

    @Test func anInterruptedDrawHasNoEndButTheDrawThatInterruptsItDoes() {
        let animator = SymbolAnimator(symbol: TestSymbols.sixStrokes)
        let animation = SymbolAnimation(isDrawn: ToggleHistory(initial: false, changes: [.init(time: 0, value: true), .init(time: 0.3, value: false)]))
        let events = animator.events(of: animation, in: 0..<5)
        let ends = events.filter { $0.kind == .effectEnded }
        #expect(ends.map(\.effect.kind) == [.drawOff])
        #expect(events.filter { $0.kind == .layerFinished && $0.effect.kind == .drawOn }.isEmpty)
        #expect(events.first.map(\.description) == "drawOn.byLayer started at 0 s")
    }
}

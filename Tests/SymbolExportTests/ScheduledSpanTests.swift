import Foundation
import SVGLoader
import SymbolEffects
import SymbolModel
import Testing
@testable import SymbolExport

/// The span a timeline reads off its own schedule agrees with the one found the slow way, by
/// sampling its poses until they stop changing or repeat (``ExportSpan/find(_:)``, what exports
/// did before timelines said their spans): same end, same period, across every kind of effect,
/// scope, speed and repeat, and across the `.gpa` fixtures' transitions and loops.
@Suite struct ScheduledSpanTests {
    static let specs = [
        "drawOn", "drawOn.byLayer", "drawOn.individually", "drawOff.wholeSymbol", "drawOff.individually.reversed",
        "appear", "appear.byLayer", "disappear.byLayer", "bounce", "bounce.up.byLayer", "bounce.down.wholeSymbol",
        "wiggle", "wiggle.left", "wiggle.clockwise.byLayer", "pulse", "pulse.byLayer", "breathe", "breathe.byLayer",
        "breathe.pulse.wholeSymbol", "rotate", "rotate.byLayer", "rotate.counterClockwise", "scale.up", "scale.down.byLayer",
        "variableColor", "variableColor.cumulative", "variableColor.iterative.reversing",
    ]

    /// One layer and no annotations, annotated layers in slots, turning layers at their own rates.
    static let symbols = ["checkmark.circle", "wifi", "gearshape.2.fill"]

    /// The probed span and the scheduled one, as an export would hold them.
    static func compare(_ timelines: [any SymbolTimeline], label: String) {
        let probed = ExportSpan.find { t in timelines.flatMap { ExportSpan.numbers($0.state(at: t)) } }
        let scheduled = ExportSpan(SymbolSpan.together(timelines.map(\.span)))
        func pose(_ t: Double) -> [Double] { timelines.flatMap { ExportSpan.numbers($0.state(at: t)) } }
        if scheduled.loops {
            // Every pose comes back a period later. (The probe can miss a period that exists,
            // when its search lands between the poses of two loops; it never finds a wrong one.)
            for x in [0, 0.137, 0.411, 0.773, 1.109, 1.6, 2.3] {
                let t = scheduled.start + x
                #expect(ExportSpan.distance(pose(t), pose(t + scheduled.duration)) < 1e-6, "\(label): not periodic at \(t)")
            }
            if probed.loops {
                #expect(abs(probed.duration - scheduled.duration) < 1e-6, "\(label): period \(probed.duration) vs \(scheduled.duration)")
            }
            return
        }
        #expect(!probed.loops, "\(label): the poses repeat every \(probed.duration) s, the schedule says \(scheduled)")
        // The probe stops where the pose changes by less than 1e-7, so it may end a few
        // milliseconds before a curve that eases out has exactly arrived; the schedule ends where
        // it arrives. From there on the pose does not change at all.
        #expect(scheduled.duration >= probed.duration - 1e-6, "\(label): end \(probed.duration) vs \(scheduled.duration)")
        #expect(scheduled.duration - probed.duration < 0.01, "\(label): end \(probed.duration) vs \(scheduled.duration)")
        guard !scheduled.loops, scheduled.duration < 10 else { return }
        let rest = timelines.flatMap { ExportSpan.numbers($0.state(at: scheduled.duration + 30)) }
        for t in stride(from: scheduled.duration, through: scheduled.duration + 3, by: 0.173) {
            let pose = timelines.flatMap { ExportSpan.numbers($0.state(at: t)) }
            #expect(ExportSpan.distance(pose, rest) < 1e-9, "\(label): still moving at \(t) s")
        }
    }

    @Test(arguments: specs)
    func effectSpansMatchTheirPoses(_ text: String) throws {
        let spec = try SymbolEffectSpec.parse(text)
        for (k, name) in Self.symbols.enumerated() {
            let symbol = try SymbolCatalog().symbol(named: name)
            // Sampling poses is slow: one symbol also at another pace is enough to show the speed divides every length.
            for options in k == 1 ? [SymbolEffectOptions.default, .speed(1.7)] : [.default] {
                let animation = spec.bind(to: SymbolAnimation(), drive: .at(0), options: options)
                Self.compare([EffectTimeline(symbol: symbol, animation: animation)], label: "\(name) \(text) ×\(options.speed)")
            }
        }
    }

    @Test func combinedCyclesRepeatTogether() throws {
        let symbol = try SymbolCatalog().symbol(named: "sun.max")
        var animation = try SymbolEffectSpec.parse("breathe").bind(to: SymbolAnimation(), drive: .at(0))
        animation = try SymbolEffectSpec.parse("rotate").bind(to: animation, drive: .at(0))
        let timeline = EffectTimeline(symbol: symbol, animation: animation)
        #expect(timeline.span.period.map { abs($0 - 3.6) < 1e-9 } == true, "\(timeline.span)")
        Self.compare([timeline], label: "breathe + rotate")
    }

    @Test func stoppedMotionsSettleWhenTheirPosesStop() throws {
        let symbol = try SymbolCatalog().symbol(named: "gearshape.2.fill")
        for text in ["rotate", "breathe", "scale.up", "variableColor", "bounce", "wiggle"] {
            let spec = try SymbolEffectSpec.parse(text)
            var active = ToggleHistory(initial: false)
            active.set(true, at: 0)
            active.set(false, at: 1.37)
            let animation = SymbolAnimation().symbolEffect(spec.effect, options: .repeat(.continuous), isActive: active)
            let timeline = EffectTimeline(symbol: symbol, animation: animation)
            #expect(timeline.span.period == nil, "\(text)")
            Self.compare([timeline], label: "\(text) stopped at 1.37 s")
        }
    }

    @Test func periodicRepeatsEndAfterTheirCount() throws {
        let symbol = try SymbolCatalog().symbol(named: "wifi")
        for text in ["rotate", "breathe", "variableColor", "bounce"] {
            let spec = try SymbolEffectSpec.parse(text)
            let animation = SymbolAnimation().symbolEffect(spec.effect, options: .repeat(.periodic(3, delay: 0.4)),
                                                           isActive: .on(at: 0))
            Self.compare([EffectTimeline(symbol: symbol, animation: animation)], label: "\(text) ×3")
        }
    }

    @Test func aDrawnSymbolThatNeverChangesIsStill() throws {
        let symbol = try SymbolCatalog().symbol(named: "sun.max")
        let timeline = EffectTimeline(symbol: symbol, animation: SymbolAnimation())
        #expect(timeline.span == .still)
    }

    @Test(arguments: [("checked.gpa", -1, 0), ("checked.gpa", 0, -1), ("stateful.gpa", 0, 1), ("spinner.gpa", 0, 0),
                      ("view-refresh.gpa", 0, 0), ("wave.gpa", 0, 0), ("swap.gpa", 0, 1), ("user-trash-opening.gpa", 0, 1),
                      ("animated.gpa", 0, 0), ("bell.gpa", 0, 0), ("adding.gpa", -1, 0)])
    func gpaSpansMatchTheirPoses(_ file: String, _ from: Int, _ to: Int) throws {
        let icon = try GPALoader.load(contentsOf: GPAExportTests.fixtures.appendingPathComponent(file)).icon
        for reduceMotion in [false, true] {
            let timeline = GPATimeline(player: GPAPlayer(icon), from: from, to: to, options: GPAPlayOptions(reduceMotion: reduceMotion))
            Self.compare([timeline], label: "\(file) \(from)→\(to)\(reduceMotion ? " reduced" : "")")
        }
    }

    @Test func timelinesSwitchBetweenTheirNamedStates() throws {
        let symbol = try SymbolCatalog().symbol(named: "sun.max")
        let drawOn = try SymbolEffectSpec.parse("drawOn").bind(to: SymbolAnimation(), drive: .at(0))
        let timeline = EffectTimeline(symbol: symbol, animation: drawOn)
        #expect(timeline.stateNames == ["drawn", "undrawn"])
        #expect(timeline.stateName(at: 1) == "drawn")
        let off = try #require(timeline.switching(to: "undrawn", at: 2))
        #expect(off.stateName(at: 3) == "undrawn")
        #expect(off.span.settle > 2)
        #expect(off.state(at: off.span.settle + 0.1).layers.allSatisfy { $0.range.isEmpty || $0.opacity == 0 })
        #expect(timeline.switching(to: "shown", at: 2) == nil)

        let icon = try GPALoader.load(contentsOf: GPAExportTests.fixtures.appendingPathComponent("stateful.gpa")).icon
        let gpa = GPATimeline(player: GPAPlayer(icon), from: 0, to: 0)
        #expect(gpa.stateNames.first == "-1")
        let switched = try #require(gpa.switching(to: "1", at: 0.5))
        #expect(switched.stateName(at: 1) == "1")
        #expect(switched.span.settle > 0.5)
    }
}

/// A timeline that counts the poses asked of it.
final class PoseCounter: @unchecked Sendable {
    var count = 0
}

struct CountingTimeline: SymbolTimeline {
    let inner: EffectTimeline
    let counter: PoseCounter
    var symbol: Symbol { inner.symbol }
    func state(at t: Double) -> SymbolState {
        counter.count += 1
        return inner.state(at: t)
    }
    var span: SymbolSpan { inner.span }
    var stateNames: [String] { inner.stateNames }
    func stateName(at t: Double) -> String? { inner.stateName(at: t) }
    func switching(to state: String, at time: Double) -> CountingTimeline? {
        inner.switching(to: state, at: time).map { CountingTimeline(inner: $0, counter: counter) }
    }
}

@Suite struct ExportPosingTests {
    /// Exporting a one-second Draw On asks for the poses it frames (every 1/60 s of the motion)
    /// and the ones it writes (every 1/240 s, ``SceneTimeline/sampleRate``), and no others: its
    /// length comes from the schedule, where it used to be found from about 4,800 sampled poses.
    @Test func aDrawOnExportPosesOnlyWhatItFramesAndWrites() throws {
        let symbol = try SymbolCatalog().symbol(named: "checkmark.circle")
        let counter = PoseCounter()
        let timeline = CountingTimeline(inner: EffectTimeline(symbol: symbol, animation: try SymbolEffectSpec.parse("drawOn").animation()),
                                        counter: counter)
        let settle = timeline.span.settle
        let scene = ExportScene.placed(timeline, width: 64, height: 64, weight: .regular, scale: .large, mode: .monochrome,
                                       tint: .black, name: "checkmark")
        let framed = counter.count
        #expect(framed == Int((settle * 60).rounded(.up)) + 1)
        _ = try VectorExport.write(scene, as: .lottie)
        let written = counter.count - framed
        #expect(written == Int((settle * SceneTimeline.sampleRate).rounded(.up)) + 1, "\(written) poses written for \(settle) s")
    }
}

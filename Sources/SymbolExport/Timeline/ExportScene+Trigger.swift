import Foundation
import SymbolModel

/// Why a scene cannot be exported with a trigger: the effect has no states to toggle, or
/// nothing that a trigger could start.
public struct ExportTriggerError: Error, CustomStringConvertible, Sendable {
    public var description: String
}

extension ExportScene {
    /// The same scene laid out for `trigger`: its parts' timelines replaced by the stretches the
    /// trigger plays, back to back (``segments``), sampled as one timeline so every writer shares
    /// one plan.
    ///
    /// - `hover` and `focus`: a motion that comes to rest is one `play` segment, from the trigger
    ///   to its settling; an endless one is an `intro` (the start-up blend, rounded up to whole
    ///   periods) and a `loop` (one period).
    /// - `toggle`: the parts start in their end state (drawn for Draw On, shown for Appear, running
    ///   for an endless effect); `off` switches them to their other state, `on` back, as the
    ///   seed's `isDrawn` does. An endless effect's `on` is its start-up, followed by a `loop`.
    ///   The switches happen at ``toggleTimes`` of the parts' own histories, so `record` with
    ///   Space pressed then films the same frames.
    ///
    /// `.load` returns the scene unchanged. Throws ``ExportTriggerError`` when the effect has no
    /// two states to toggle or never repeats; one that does not move plays a `play` of no length.
    public func triggered(_ trigger: ExportTrigger, label: String? = nil) throws -> ExportScene {
        var scene = self
        scene.label = label ?? self.label
        guard trigger != .load else { return scene }
        let timelines = parts.map(\.timeline)
        let span = SymbolSpan.together(timelines.map(\.span))
        if let period = span.period, !period.isFinite {
            throw ExportTriggerError(description: "--trigger \(trigger.rawValue): the motion never repeats within "
                                     + "\(Int(SymbolSpan.longestPeriod)) s, so it has no loop to play")
        }
        // Per segment: its name, per part the timeline and the time it starts from, its length.
        var plan: [(name: String, from: [(any SymbolTimeline, Double)], duration: Double, loops: Bool)] = []
        func endless(_ sources: [any SymbolTimeline], from start: Double, settle: Double, period: Double, intro: String) {
            let whole = max((max(settle - start, 0) / period - 1e-9).rounded(.up), 1) * period
            plan.append((intro, sources.map { ($0, start) }, whole, false))
            plan.append(("loop", sources.map { ($0, start + whole) }, period, true))
        }
        switch trigger {
        case .load: return scene
        case .hover, .focus:
            if let period = span.period {
                endless(timelines, from: 0, settle: span.settle, period: period, intro: "intro")
            } else {
                // A still (a Reduce Motion form that holds still) plays nothing, at once.
                plan.append(("play", timelines.map { ($0, 0) }, span.settle, false))
            }
        case .toggle:
            let (times, off, on) = try Self.toggleHistory(timelines, span: span)
            plan.append(("off", off.map { ($0, times.off) }, times.on - times.off, false))
            let onSpan = SymbolSpan.together(on.map(\.span))
            if let period = onSpan.period, period.isFinite {
                endless(on, from: times.on, settle: onSpan.settle, period: period, intro: "on")
            } else {
                plan.append(("on", on.map { ($0, times.on) }, max(onSpan.settle - times.on, 0), false))
            }
        }
        // Slots on the sampling grid, whole frames where the frame rate divides the grid.
        let rate = SceneTimeline.sampleRate
        let step = (rate / fps).rounded() == rate / fps && fps <= rate ? Int(rate / fps) : 1
        var at = 0
        var segments: [ExportSegment] = []
        for entry in plan {
            let samples = Int((entry.duration * rate - 1e-6).rounded(.up)) + 1
            let slot = (samples + step - 1) / step * step
            segments.append(ExportSegment(name: entry.name, start: Double(at) / rate, duration: entry.duration,
                                          slot: Double(slot) / rate, loops: entry.loops))
            at += slot
        }
        scene.parts = parts.indices.map { k in
            var part = parts[k]
            part.timeline = SegmentedTimeline(stretches: plan.indices.map { i in
                SegmentedTimeline.Stretch(timeline: plan[i].from[k].0, from: plan[i].from[k].1, segment: segments[i])
            })
            return part
        }
        scene.trigger = trigger
        scene.segments = segments
        scene.span = ExportSpan(start: 0, duration: Double(at) / rate, loops: false)
        scene.duration = nil
        return scene
    }

    /// When a toggle export switches its parts, in seconds of their own histories: `off` once
    /// the effect has settled in its end state (for an endless effect, a whole number of periods
    /// in, so it stops from the start of its cycle), `on` once the switch off has settled. The
    /// history `record SOURCE --keys "OFF:space,ON:space"` films.
    public func toggleTimes() throws -> (off: Double, on: Double) {
        let timelines = parts.map(\.timeline)
        return try Self.toggleHistory(timelines, span: SymbolSpan.together(timelines.map(\.span))).times
    }

    /// The two states a toggle export switches its first part between: the one it rests in
    /// (`on`: "drawn" after a Draw On, the state a stateful icon was switched to) and the one `off`
    /// switches to.
    public func toggleStates() throws -> (on: String, off: String) {
        let timelines = parts.map(\.timeline)
        return try Self.toggleNames(timelines, span: SymbolSpan.together(timelines.map(\.span)))[0]
    }

    /// The toggle's two switch times and the timelines switched off, then on again. Each part
    /// switches between its own two states: a replace's leaving symbol comes back as the arriving
    /// one goes, and the other way round, so the toggle replaces to `--to` and back.
    private static func toggleHistory(_ timelines: [any SymbolTimeline], span: SymbolSpan)
        throws -> (times: (off: Double, on: Double), off: [any SymbolTimeline], on: [any SymbolTimeline]) {
        let names = try toggleNames(timelines, span: span)
        // Milliseconds, so the times print and read back exactly; an endless effect stops at
        // the start of a cycle.
        func ms(_ t: Double) -> Double { (t * 1000 - 1e-6).rounded(.up) / 1000 }
        let offAt: Double
        if let period = span.period {
            offAt = max((span.settle / period - 1e-9).rounded(.up), 1) * period
        } else {
            offAt = ms(span.settle)
        }
        func switched(_ list: [any SymbolTimeline], on: Bool, at t: Double) throws -> [any SymbolTimeline] {
            try zip(list, names).map { timeline, name in
                let state = on ? name.on : name.off
                guard let s = timeline.switching(to: state, at: t) else {
                    throw ExportTriggerError(description: "--trigger toggle: \(timeline.symbol.name) cannot be switched to \(state)")
                }
                return s
            }
        }
        let off = try switched(timelines, on: false, at: offAt)
        let offSpan = SymbolSpan.together(off.map(\.span))
        guard !offSpan.isEndless else {
            throw ExportTriggerError(description: "--trigger toggle: switched to \(names[0].off), the effect never comes to rest")
        }
        let onAt = ms(max(offSpan.settle, offAt + 1.0 / SceneTimeline.sampleRate))
        let on = try switched(off, on: true, at: onAt)
        return ((offAt, onAt), off, on)
    }

    /// Each part's two states: the one it settles in (on) and the one off switches it to.
    private static func toggleNames(_ timelines: [any SymbolTimeline], span: SymbolSpan) throws -> [(on: String, off: String)] {
        let late = span.settle + (span.period ?? 0) + 1
        return try timelines.map { timeline in
            // Off is the state the history starts from (undrawn before a Draw On, the state a
            // stateful icon was switched from), or else the first other one.
            let before = timeline.stateName(at: -1)
            guard timeline.stateNames.count >= 2, let on = timeline.stateName(at: late),
                  let off = before.flatMap({ $0 == on ? nil : $0 }) ?? timeline.stateNames.first(where: { $0 != on }) else {
                throw ExportTriggerError(description: "--trigger toggle: the effect has no two states to switch between; "
                                         + "toggle takes a draw, appear, disappear, replace or an endless effect (breathe, "
                                         + "rotate, variable colour, scale…); use --trigger hover or focus to play it")
            }
            return (on, off)
        }
    }
}

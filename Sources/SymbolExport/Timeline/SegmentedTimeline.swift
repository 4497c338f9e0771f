import SymbolModel

/// Stretches of other timelines played back to back: the one timeline a triggered export
/// samples (``ExportScene/triggered(_:label:)``). Stretch `k` plays its own timeline from
/// `from` for `duration` seconds in the slot its ``ExportSegment`` gives, and holds its end pose
/// for the rest of the slot.
struct SegmentedTimeline: SymbolTimeline {
    struct Stretch: Sendable {
        var timeline: any SymbolTimeline
        /// Seconds of `timeline` at the segment's start.
        var from: Double
        var segment: ExportSegment
    }

    let stretches: [Stretch]

    var symbol: Symbol { stretches[0].timeline.symbol }

    func state(at t: Double) -> SymbolState {
        // The last stretch that has begun (a hair of slack, as the samples' times are sums).
        let k = stretches.lastIndex { $0.segment.start <= t + 1e-9 } ?? 0
        let s = stretches[k]
        let local = min(max(t - s.segment.start, 0), s.segment.duration)
        return s.timeline.state(at: s.from + local)
    }

    /// Played once, start to end: the loops repeat in the player, not on this timeline.
    var span: SymbolSpan { SymbolSpan(settle: stretches.last.map(\.segment.end) ?? 0) }

    var clipsToViewBox: Bool { stretches[0].timeline.clipsToViewBox }

    var stateNames: [String] { [] }
    func stateName(at t: Double) -> String? { nil }
    func switching(to state: String, at time: Double) -> SegmentedTimeline? { nil }
}

import SymbolModel

/// How a bounce or wiggle repeating while active keeps moving, from its curve's length, its
/// repeat delay and its speed.
extension DiscreteTrack {
    /// For a track driven by an activity that is still playing after its last switch and
    /// repeats without end: the instant its blend and the slot's delay are over, and its
    /// period. nil for every other track: its runs end, and the engine's end events say when.
    var endlessSpan: SymbolSpan? {
        guard case .activity = source, let last = events(through: .infinity).last, last.mode == .play else { return nil }
        let (count, delay) = countAndDelay
        guard count == nil else { return nil }
        let cycle = (cycleDuration.play + delay) / speed
        return SymbolSpan(settle: last.time + max(DiscreteTrack.blendDuration / speed, offset / speed), period: cycle)
    }
}

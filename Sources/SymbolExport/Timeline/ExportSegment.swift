/// One named stretch of a triggered export: what a player plays when its trigger fires.
///
/// A triggered export (``ExportTrigger``) is not one film but a few short ones laid back to back
/// on one timeline, so that every writer fits, names and plays the same stretches: `play` (a
/// triggered effect from rest to rest), `on` and `off` (a toggle switching into the effect's end
/// state and out of it), `intro` and `loop` (an endless effect's start-up blend, then one period
/// that repeats). The SVG gives each its own `@keyframes`; Lottie marks each with a marker.
public struct ExportSegment: Hashable, Sendable {
    /// `play`, `on`, `off`, `intro` or `loop`: the marker a Lottie player is asked to play.
    public var name: String
    /// Player seconds at which it starts on the concatenated timeline: always on the sampling
    /// grid (and on a whole frame where the frame rate divides it), so keys fall on it exactly.
    public var start: Double
    /// How long it plays, in seconds. The slot it takes on the timeline (``slot``) is a little
    /// longer: it ends on the grid, holding the last pose.
    public var duration: Double
    /// Seconds the segment occupies on the concatenated timeline: its duration rounded up to
    /// the grid, plus one held step so its end pose is a sample of its own.
    public var slot: Double
    /// Whether it repeats (`loop`).
    public var loops: Bool

    public init(name: String, start: Double, duration: Double, slot: Double, loops: Bool = false) {
        self.name = name
        self.start = start
        self.duration = duration
        self.slot = slot
        self.loops = loops
    }

    /// Where it ends on the concatenated timeline (the start of the next one).
    public var end: Double { start + slot }
}

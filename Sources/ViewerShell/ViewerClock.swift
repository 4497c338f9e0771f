/// Where a ``ViewerSession`` gets its time from and how it waits between frames or for events on
/// a video driver that cannot block: real time for the viewer, a clock a test moves itself so
/// that what the loop does in a second does not depend on how busy the machine is.
protocol ViewerClock: Sendable {
    /// Seconds since the clock started.
    var now: Double { get }
    /// Waits `seconds`.
    func sleep(_ seconds: Double)
}

/// Scene time as a pure function of wall time and the pause/speed/step history.
///
/// Scene time runs at `speed` seconds per wall second while playing and stands still while
/// paused; a single step advances it by one 60 Hz frame. The clock keeps only the last anchor
/// (wall time ↔ scene time), so replaying the same keys at the same wall times always gives the
/// same scene times: recordings are reproducible.
public struct SceneClock: Sendable, Equatable {
    /// The scene time reached at `anchorWall`.
    public private(set) var anchorScene: Double
    /// The wall time of the last change of pace.
    public private(set) var anchorWall: Double
    /// Scene seconds per wall second while playing.
    public private(set) var speed: Double
    public private(set) var isPaused: Bool

    /// One frame at 60 Hz: what a single step advances.
    public static let stepDuration = 1.0 / 60

    public init(startingAt wall: Double = 0, speed: Double = 1) {
        anchorScene = 0
        anchorWall = wall
        self.speed = speed
        isPaused = false
    }

    /// The scene time at wall time `wall`.
    public func sceneTime(at wall: Double) -> Double {
        isPaused ? anchorScene : anchorScene + max(0, wall - anchorWall) * speed
    }

    private mutating func reanchor(_ wall: Double) {
        anchorScene = sceneTime(at: wall)
        anchorWall = wall
    }

    public mutating func setPaused(_ paused: Bool, at wall: Double) {
        reanchor(wall)
        isPaused = paused
    }

    /// Changes the pace; the scene time at `wall` is unchanged, so nothing jumps.
    public mutating func setSpeed(_ newSpeed: Double, at wall: Double) {
        reanchor(wall)
        speed = newSpeed
    }

    /// Pauses (if playing) and advances one frame's worth of scene time.
    public mutating func step(at wall: Double) {
        reanchor(wall)
        isPaused = true
        anchorScene += Self.stepDuration * speed
    }
}

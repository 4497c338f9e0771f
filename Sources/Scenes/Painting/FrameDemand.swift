/// When the viewer next needs to draw, so the shell can sleep instead of spinning.
public enum FrameDemand: Sendable, Equatable {
    /// Something moves: draw every display refresh.
    case continuous
    /// Nothing moves until this wall time (a toast expires, a timer fires).
    case at(Double)
    /// Nothing will move until an event arrives.
    case idle
}

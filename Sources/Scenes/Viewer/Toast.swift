/// A short message at the bottom of the window, shown from `start` until `expires` (wall time).
public struct Toast: Sendable, Equatable {
    public var text: String
    public var start: Double
    public var expires: Double

    public func isVisible(at wall: Double) -> Bool { wall >= start && wall < expires }
}

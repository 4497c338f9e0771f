import Geometry

/// How a layer turns in a by-layer rotate: around its own anchor, in its own direction.
public struct RotationAnnotation: Sendable, Hashable {
    public var direction: RotationDirection
    /// The centre of the turn, in design units.
    public var anchor: Point
    /// Turns per effect cycle relative to the symbol's rotation; 1 for most layers (a small gear
    /// meshed with a big one may turn faster).
    public var rate: Double

    public init(direction: RotationDirection, anchor: Point, rate: Double = 1) {
        self.direction = direction
        self.anchor = anchor
        self.rate = rate
    }
}

public enum RotationDirection: String, Sendable {
    case clockwise, counterClockwise
    /// +1 for clockwise on a y-down screen, −1 otherwise.
    public var sign: Double { self == .clockwise ? 1 : -1 }
}

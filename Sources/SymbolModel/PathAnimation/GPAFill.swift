import Geometry

/// A path's fill.
public struct GPAFill: Hashable, Sendable {
    public var paint: GPAPaint
    /// Multiplies the paint's alpha (`fill-opacity`).
    public var opacity: Double
    public var rule: FillRule

    public init(paint: GPAPaint, opacity: Double = 1, rule: FillRule = .nonZero) {
        self.paint = paint
        self.opacity = opacity
        self.rule = rule
    }
}

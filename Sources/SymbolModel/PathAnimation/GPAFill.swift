import Geometry

/// A path's fill.
public struct GPAFill: Hashable, Sendable {
    /// The colour (`gpa:fill`, a fill class, or the plain `fill`).
    public var paint: GPAPaint
    /// Multiplies the paint's alpha (`fill-opacity`).
    public var opacity: Double
    /// `fill-rule`: nonzero (GTK's `winding`, the default) or evenodd.
    public var rule: FillRule

    public init(paint: GPAPaint, opacity: Double = 1, rule: FillRule = .nonZero) {
        self.paint = paint
        self.opacity = opacity
        self.rule = rule
    }
}

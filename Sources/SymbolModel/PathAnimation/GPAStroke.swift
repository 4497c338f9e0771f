import Geometry

/// A path's stroke: paint, width with its weight range, caps and joins.
public struct GPAStroke: Hashable, Sendable {
    /// The colour (`gpa:stroke`, a stroke class, or the plain `stroke`).
    public var paint: GPAPaint
    /// Multiplies the paint's alpha (`stroke-opacity`).
    public var opacity: Double
    /// The width at the regular weight (400).
    public var width: Double
    /// The widths at the lightest (1) and heaviest (1000) weights (`gpa:stroke-width`,
    /// by default a quarter of and one and a half times `width`).
    public var minWidth: Double
    /// See ``minWidth``.
    public var maxWidth: Double
    /// `stroke-linecap`; round unless the element says otherwise, as in GTK.
    public var lineCap: LineCap
    /// `stroke-linejoin`; round unless the element says otherwise, as in GTK.
    public var lineJoin: LineJoin

    public init(paint: GPAPaint, opacity: Double = 1, width: Double = 2, minWidth: Double? = nil, maxWidth: Double? = nil,
                lineCap: LineCap = .round, lineJoin: LineJoin = .round) {
        self.paint = paint
        self.opacity = opacity
        self.width = width
        self.minWidth = minWidth ?? width * 0.25
        self.maxWidth = maxWidth ?? width * 1.5
        self.lineCap = lineCap
        self.lineJoin = lineJoin
    }

    /// The width at a CSS font weight (1...1000, 400 regular), interpolated linearly between
    /// the minimum, default and maximum widths as GTK does.
    public func width(atWeight weight: Double) -> Double {
        let w = min(max(weight.isNaN ? 400 : weight, 1), 1000)
        if w < 400 {
            let f = (400 - w) / 399
            return minWidth * f + width * (1 - f)
        }
        let f = (w - 400) / 600
        return maxWidth * f + width * (1 - f)
    }
}

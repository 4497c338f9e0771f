/// The shape of a stroke's ends.
public enum LineCap: String, Sendable, Hashable {
    case butt, round, square
}

/// The shape of a stroke's corners.
///
/// `miterClip` is SVG 2's `miter-clip`: a miter within the limit is drawn whole, and one past it
/// is cut off square to the corner's bisector at `miterLimit × width / 2` from the vertex
/// instead of becoming a bevel. A turn of exactly 180° is bevelled, as with `miter`.
public enum LineJoin: String, Sendable, Hashable {
    case miter, round, bevel, miterClip
}

/// Which points a path encloses when it crosses itself.
public enum FillRule: String, Sendable, Hashable {
    case nonZero, evenOdd
}

/// Everything the stroker needs to turn a centre line into an outline.
public struct StrokeStyle: Sendable, Hashable {
    public var width: Double
    public var cap: LineCap
    public var join: LineJoin
    /// The ratio of miter length to stroke width beyond which a miter join becomes a bevel, or
    /// a `miterClip` join is clipped (SVG's `stroke-miterlimit`, default 4).
    public var miterLimit: Double

    public init(width: Double, cap: LineCap = .butt, join: LineJoin = .miter, miterLimit: Double = 4) {
        self.width = width
        self.cap = cap
        self.join = join
        self.miterLimit = miterLimit
    }
}

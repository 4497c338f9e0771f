import Geometry

/// A gradient paint, fully resolved by the loader: `href` inheritance followed, units and
/// `gradientTransform` folded into ``transform``, stops clamped into order.
///
/// The renderer only maps ``transform`` on top of the shape's own transform and paints.
public struct SymbolGradient: Sendable, Hashable {
    /// The geometry of the colour ramp, in gradient space.
    public enum Geometry: Sendable, Hashable {
        /// Colours run from `start` (offset 0) to `end` (offset 1).
        case linear(start: Point, end: Point)
        /// Colours run from the focal circle (offset 0) to the circle around `center` of
        /// `radius` (offset 1), as SVG's `fx`, `fy`, `fr`, `cx`, `cy` and `r`.
        case radial(center: Point, radius: Double, focus: Point, focalRadius: Double)
    }

    /// What lies beyond the ends of the ramp (SVG's `spreadMethod`).
    public enum Spread: String, Sendable, Hashable {
        case pad, reflect, `repeat`
    }

    /// One colour of the ramp; `color` already carries `stop-opacity` in its alpha, and
    /// `isTint` marks a `currentColor` stop, painted in the symbol's tint.
    public struct Stop: Sendable, Hashable {
        public var offset: Double
        public var color: RGBA
        public var isTint: Bool

        public init(offset: Double, color: RGBA, isTint: Bool = false) {
            self.offset = offset
            self.color = color
            self.isTint = isTint
        }
    }

    public var geometry: Geometry
    /// In increasing offset order, at least two (a single stop is a plain colour, which the
    /// loader turns into ``SymbolPaint/color(_:)``).
    public var stops: [Stop]
    public var spread: Spread
    /// From gradient space to the user space of the shape it paints.
    public var transform: Transform

    public init(geometry: Geometry, stops: [Stop], spread: Spread = .pad, transform: Transform = .identity) {
        self.geometry = geometry
        self.stops = stops
        self.spread = spread
        self.transform = transform
    }
}

import Geometry

/// A linear gradient from `start` to `end`: SVG's `linearGradient`, fully resolved.
///
/// `start` and `end` are in gradient space, which ``transform`` maps to the user space of the path
/// being painted (SVG's `gradientTransform`, with any `objectBoundingBox` mapping folded in); the
/// path's own transform then maps it to the canvas. Colour is constant along lines perpendicular
/// to start→end in gradient space.
public struct LinearGradient: Hashable, Sendable {
    public var start: Point
    public var end: Point
    /// Stops in increasing offset order; offsets out of order are clamped to the previous one,
    /// as SVG does.
    public var stops: [GradientStop]
    /// Multiplies every stop's alpha.
    public var opacity: Double
    /// What is painted before the start and past the end.
    public var spread: GradientSpread = .pad
    /// Maps gradient space (where `start` and `end` live) to the user space of the painted path.
    public var transform: Transform = .identity

    public init(start: Point, end: Point, stops: [GradientStop], opacity: Double = 1,
                spread: GradientSpread = .pad, transform: Transform = .identity) {
        self.start = start
        self.end = end
        self.stops = stops
        self.opacity = opacity
        self.spread = spread
        self.transform = transform
    }

    /// The colour at parameter `t` along the gradient (clamped to 0...1; spread is not applied),
    /// interpolated in straight sRGB as resvg does; see ``GradientStop``.
    public func color(at t: Double) -> Color {
        GradientStop.color(at: t, in: stops, opacity: opacity)
    }
}

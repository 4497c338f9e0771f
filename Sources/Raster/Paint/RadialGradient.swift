import Geometry

/// A radial gradient: SVG's `radialGradient`, fully resolved, with SVG 2's focal radius `fr`.
///
/// The gradient is the two-point conical one of SVG 2 (and of the HTML canvas): circles grow
/// from the focal circle (`focus`, `focalRadius`) at t = 0 to the end circle (`center`, `radius`)
/// at t = 1 and on; a point takes the colour for the largest t whose circle passes through it,
/// with ``spread`` applied to t. A focus outside the end circle draws a cone and leaves the points
/// no circle reaches unpainted, as resvg (tiny-skia) and Chrome do, rather than moving the focus
/// onto the circle as SVG 1.1 asked. A zero `radius` paints the last stop's colour (SVG).
///
/// Geometry is in gradient space, which ``transform`` maps to the user space of the painted path.
public struct RadialGradient: Hashable, Sendable {
    /// The centre of the end circle (SVG `cx`, `cy`).
    public var center: Point
    /// The radius of the end circle (SVG `r`): where t = 1.
    public var radius: Double
    /// The centre of the focal circle (SVG `fx`, `fy`): where t = 0.
    public var focus: Point
    /// The radius of the focal circle (SVG 2 `fr`); negative values count as 0.
    public var focalRadius: Double
    /// Stops in increasing offset order, as for ``LinearGradient/stops``.
    public var stops: [GradientStop]
    /// Multiplies every stop's alpha.
    public var opacity: Double
    /// What is painted inside the focal circle and beyond the end circle.
    public var spread: GradientSpread
    /// Maps gradient space to the user space of the painted path.
    public var transform: Transform

    /// A gradient whose focus defaults to its centre, so colour depends only on distance from it.
    public init(center: Point, radius: Double, focus: Point? = nil, focalRadius: Double = 0,
                stops: [GradientStop], opacity: Double = 1, spread: GradientSpread = .pad,
                transform: Transform = .identity) {
        self.center = center
        self.radius = radius
        self.focus = focus ?? center
        self.focalRadius = focalRadius
        self.stops = stops
        self.opacity = opacity
        self.spread = spread
        self.transform = transform
    }

    /// The colour at parameter `t` (clamped to 0...1; spread is not applied), interpolated as
    /// ``LinearGradient/color(at:)`` does.
    public func color(at t: Double) -> Color {
        GradientStop.color(at: t, in: stops, opacity: opacity)
    }

    /// The gradient parameter at `point` in gradient space, before spread: nil where no circle of
    /// the gradient passes (outside the cone of a focus that lies outside the end circle).
    func parameter(at point: Point) -> Double? {
        TwoPointConical(self).parameter(dx: point.x - focus.x, dy: point.y - focus.y)
    }
}

import Geometry

/// One colour of a gradient, at `offset` (0...1) along it.
public struct GradientStop: Hashable, Sendable {
    public var offset: Double
    public var color: Color

    public init(offset: Double, color: Color) {
        self.offset = offset
        self.color = color
    }
}

/// A linear gradient from `start` to `end` in the drawn path's user space, with pad spread: points
/// before the start take the first stop's colour, points past the end the last one's.
public struct LinearGradient: Hashable, Sendable {
    public var start: Point
    public var end: Point
    /// Stops in increasing offset order; offsets out of order are clamped to the previous one,
    /// as SVG does.
    public var stops: [GradientStop]
    /// Multiplies every stop's alpha.
    public var opacity: Double

    public init(start: Point, end: Point, stops: [GradientStop], opacity: Double = 1) {
        self.start = start
        self.end = end
        self.stops = stops
        self.opacity = opacity
    }

    /// The colour at parameter `t` along the gradient (clamped to 0...1), interpolated in
    /// premultiplied space so transparent stops do not darken their neighbours.
    public func color(at t: Double) -> Color {
        guard let first = stops.first else { return .clear }
        let t = min(max(t, 0), 1)
        var previous = first
        var previousOffset = min(max(first.offset, 0), 1)
        if t <= previousOffset { return first.color.withOpacity(opacity) }
        for stop in stops.dropFirst() {
            let offset = min(max(stop.offset, previousOffset), 1)
            if t <= offset {
                let span = offset - previousOffset
                let f = span > 0 ? (t - previousOffset) / span : 1
                return Self.mix(previous.color, stop.color, f).withOpacity(opacity)
            }
            previous = stop
            previousOffset = offset
        }
        return previous.color.withOpacity(opacity)
    }

    static func mix(_ a: Color, _ b: Color, _ f: Double) -> Color {
        let alpha = a.a + (b.a - a.a) * f
        guard alpha > 0 else { return .clear }
        func channel(_ x: Double, _ y: Double) -> Double { (x * a.a + (y * b.a - x * a.a) * f) / alpha }
        return Color(r: channel(a.r, b.r), g: channel(a.g, b.g), b: channel(a.b, b.b), a: alpha)
    }
}

/// One colour of a gradient, at `offset` (0...1) along it.
public struct GradientStop: Hashable, Sendable {
    public var offset: Double
    public var color: Color

    public init(offset: Double, color: Color) {
        self.offset = offset
        self.color = color
    }

    /// The colour of `stops` at `t` (clamped to 0...1), with every alpha times `opacity`.
    ///
    /// Neighbouring stops are mixed in straight (non-premultiplied) sRGB and the result is
    /// premultiplied afterwards, as resvg (tiny-skia) and Chrome do for SVG: a stop fading to
    /// transparent black darkens its neighbour on the way. Offsets out of order are clamped to the
    /// previous one, as SVG says, so two stops at one offset make a hard edge; exactly at that
    /// offset, and so at t = 1 under pad spread, the later stop's colour shows (as in tiny-skia).
    static func color(at t: Double, in stops: [GradientStop], opacity: Double) -> Color {
        guard let first = stops.first else { return .clear }
        let t = t.isNaN ? 0 : min(max(t, 0), 1)
        var previous = first
        var previousOffset = min(max(first.offset, 0), 1)
        if t <= previousOffset { return first.color.withOpacity(opacity) }
        for stop in stops.dropFirst() {
            let offset = min(max(stop.offset, previousOffset), 1)
            if t < offset {
                return mix(previous.color, stop.color, (t - previousOffset) / (offset - previousOffset))
                    .withOpacity(opacity)
            }
            previous = stop
            previousOffset = offset
        }
        return previous.color.withOpacity(opacity)
    }

    /// The mean colour of `stops` over 0...1, mixed as ``color(at:in:opacity:)`` mixes: what a
    /// gradient squeezed to nothing shows under reflect or repeat spread, where every colour
    /// repeats infinitely often (tiny-skia's `average_gradient_color`).
    static func averageColor(of stops: [GradientStop], opacity: Double) -> Color {
        guard let first = stops.first else { return .clear }
        var sum = (r: 0.0, g: 0.0, b: 0.0, a: 0.0)
        func add(_ c: Color, weight: Double) {
            sum.r += c.r * weight; sum.g += c.g * weight; sum.b += c.b * weight; sum.a += c.a * weight
        }
        var previous = first
        var previousOffset = min(max(first.offset, 0), 1)
        add(first.color, weight: previousOffset)
        for stop in stops.dropFirst() {
            let offset = min(max(stop.offset, previousOffset), 1)
            add(mix(previous.color, stop.color, 0.5), weight: offset - previousOffset)
            previous = stop
            previousOffset = offset
        }
        add(previous.color, weight: 1 - previousOffset)
        return Color(r: sum.r, g: sum.g, b: sum.b, a: sum.a).withOpacity(opacity)
    }

    static func mix(_ a: Color, _ b: Color, _ f: Double) -> Color {
        Color(r: a.r + (b.r - a.r) * f, g: a.g + (b.g - a.g) * f, b: a.b + (b.b - a.b) * f, a: a.a + (b.a - a.a) * f)
    }
}

import Geometry

/// How a gradient is painted: per pixel by a shader, or, when its geometry collapses, in the one
/// colour it degenerates to (clear to paint nothing).
enum Shading<Shader: PixelShader> {
    case shaded(Shader)
    case solid(Color)
}

extension Canvas {
    /// Below this length (in gradient space) a gradient's geometry counts as collapsed, as
    /// tiny-skia's `DEGENERATE_THRESHOLD`.
    static let degenerateGradientLength = 1.0 / 32768

    /// The shader for a linear gradient on a path drawn through `transform`.
    ///
    /// Degenerate cases follow tiny-skia: one stop paints its colour; a zero-length gradient paints
    /// its last stop under pad spread (SVG) and its average colour under reflect and repeat; a
    /// transform that collapses the plane paints the last stop.
    func shading(_ g: LinearGradient, transform: Transform) -> Shading<LinearGradientShader> {
        guard let last = g.stops.last else { return .solid(.clear) }
        if g.stops.count == 1 { return .solid(last.color.withOpacity(g.opacity)) }
        let lastColor = last.color.withOpacity(g.opacity)
        let v = g.end - g.start
        let length2 = v.lengthSquared
        guard length2.isFinite, length2.squareRoot() > Self.degenerateGradientLength else {
            return .solid(g.spread == .pad ? lastColor : GradientStop.averageColor(of: g.stops, opacity: g.opacity))
        }
        guard let inverse = g.transform.concatenating(transform).inverted else { return .solid(lastColor) }
        // t(p) = (inverse(p) − start)·v / |v|², an affine function of the canvas point p.
        let dx = (inverse.a * v.x + inverse.b * v.y) / length2
        let dy = (inverse.c * v.x + inverse.d * v.y) / length2
        let t0 = ((inverse.e - g.start.x) * v.x + (inverse.f - g.start.y) * v.y) / length2
        guard dx.isFinite, dy.isFinite, t0.isFinite else { return .solid(lastColor) }
        rasterizer.gradientTable.prepare(stops: g.stops, opacity: g.opacity)
        return .shaded(LinearGradientShader(table: rasterizer.gradientTable.colors,
                                            spread: g.spread, t0: Float(t0), dx: Float(dx), dy: Float(dy)))
    }

    /// The shader for a radial gradient on a path drawn through `transform`.
    ///
    /// Degenerate cases follow SVG and tiny-skia: a zero radius or a single stop paints one colour
    /// (the last stop's, the only stop's); a focal circle equal to the end circle paints the first
    /// stop inside and the last outside under pad spread, and nothing under the others.
    func shading(_ g: RadialGradient, transform: Transform) -> Shading<RadialGradientShader> {
        guard let last = g.stops.last else { return .solid(.clear) }
        let lastColor = last.color.withOpacity(g.opacity)
        if g.stops.count == 1 { return .solid(lastColor) }
        guard g.radius > 0, g.radius.isFinite else { return .solid(lastColor) }
        var g = g
        let epsilon = Self.degenerateGradientLength
        if (g.center - g.focus).length <= epsilon && abs(g.radius - max(g.focalRadius, 0)) <= epsilon {
            guard g.spread == .pad, let first = g.stops.first else { return .solid(.clear) }
            g = RadialGradient(center: g.center, radius: g.radius, stops: [
                GradientStop(offset: 0, color: first.color), GradientStop(offset: 1, color: first.color),
                GradientStop(offset: 1, color: last.color),
            ], opacity: g.opacity, transform: g.transform)
        }
        guard let inverse = g.transform.concatenating(transform).inverted,
              inverse.a.isFinite, inverse.b.isFinite, inverse.c.isFinite, inverse.d.isFinite,
              inverse.e.isFinite, inverse.f.isFinite else { return .solid(lastColor) }
        rasterizer.gradientTable.prepare(stops: g.stops, opacity: g.opacity)
        return .shaded(RadialGradientShader(conical: TwoPointConical(g), table: rasterizer.gradientTable.colors,
                                            spread: g.spread,
                                            ox: inverse.e - g.focus.x, oy: inverse.f - g.focus.y,
                                            ux: inverse.a, uy: inverse.b, vx: inverse.c, vy: inverse.d))
    }
}

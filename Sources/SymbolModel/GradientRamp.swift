import Geometry

/// SF Symbols 7's gradient colour rendering (`symbolColorRenderingMode(.gradient)`): each flat
/// colour of a symbol becomes an axial, vertical ramp of the same hue, lighter at the top and
/// darker at the bottom, over the bounds of the layer it paints.
///
/// The ramp has three stops, on straight (non-premultiplied) sRGB components, alpha unchanged:
/// offset 0 at the top of the bounds is the colour mixed ``lightening`` of the way towards
/// white, offset 0.5 is the colour itself, and offset 1 at the bottom is the colour mixed
/// ``darkening`` of the way towards black. Beyond the bounds the end colours continue (pad), so
/// a stroke's edge or an emboldened outline past the box keeps the end colour.
/// docs/symbol-format.md shows the ramp beside flat rendering.
public enum GradientRamp {
    /// How far the top of the ramp is mixed towards white.
    public static let lightening = 0.25
    /// How far the bottom of the ramp is mixed towards black.
    public static let darkening = 0.15

    /// The colour at the top of the ramp made from `color`.
    public static func top(of color: RGBA) -> RGBA {
        func up(_ v: Double) -> Double { v + (1 - v) * lightening }
        return RGBA(up(color.r), up(color.g), up(color.b), color.a)
    }

    /// The colour at the bottom of the ramp made from `color`.
    public static func bottom(of color: RGBA) -> RGBA {
        func down(_ v: Double) -> Double { v * (1 - darkening) }
        return RGBA(down(color.r), down(color.g), down(color.b), color.a)
    }

    /// The ramp's stops for `color`, top (offset 0) to bottom (offset 1).
    public static func stops(for color: RGBA) -> [SymbolGradient.Stop] {
        [SymbolGradient.Stop(offset: 0, color: top(of: color)),
         SymbolGradient.Stop(offset: 0.5, color: color),
         SymbolGradient.Stop(offset: 1, color: bottom(of: color))]
    }

    /// The ramp for `color` running down `bounds`, from the middle of its top edge to the middle
    /// of its bottom edge, in the coordinates `bounds` is given in. A box without height still
    /// gets a ramp one unit tall, so the gradient stays well defined.
    public static func gradient(for color: RGBA, over bounds: Rect) -> SymbolGradient {
        let x = bounds.minX + bounds.width / 2
        let height = bounds.height > 0 ? bounds.height : 1
        return SymbolGradient(geometry: .linear(start: Point(x, bounds.minY), end: Point(x, bounds.minY + height)),
                              stops: stops(for: color), spread: .pad)
    }
}

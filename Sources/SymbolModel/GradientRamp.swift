import Geometry

/// SF Symbols 7's gradient colour rendering (`symbolColorRenderingMode(.gradient)`): each flat
/// colour of a symbol becomes an axial, vertical ramp of the same hue, lighter at the top and
/// darker at the bottom, over the bounds of the layer it paints.
///
/// The ramp has three stops, alpha unchanged: offset 0 at the top of the bounds is the colour
/// with its Oklab lightness moved ``lightening`` of the way towards white, and a little further
/// near black (``nearBlackLift``), offset 0.5 is the colour itself, and offset 1 at the bottom is the colour with its lightness moved
/// ``darkening`` of the way towards black. Hue and chroma stay (``OKLab``), so a saturated
/// colour stays clean at both ends instead of washing out or turning muddy; a lightened colour
/// outside sRGB gives up just enough chroma to fit. Beyond the bounds the end colours continue
/// (pad), so a stroke's edge or an emboldened outline past the box keeps the end colour.
/// docs/symbol-format.md shows the ramp beside flat rendering.
public enum GradientRamp {
    /// How far the top of the ramp moves the colour's Oklab lightness towards white.
    public static let lightening = 0.2
    /// How far the bottom of the ramp moves the colour's Oklab lightness towards black.
    public static let darkening = 0.12
    /// The top's extra lift, times the cube of the colour's distance from white in lightness:
    /// nothing to speak of for mid and light colours, a visible dark grey for black. Against a
    /// light background the eye barely tells near-blacks apart, so a black symbol's ramp needs
    /// the larger step to show at all.
    public static let nearBlackLift = 0.1

    /// The colour at the top of the ramp made from `color`.
    public static func top(of color: RGBA) -> RGBA {
        var lab = OKLab(color)
        let distance = 1 - lab.l
        lab.l += distance * lightening + distance * distance * distance * nearBlackLift
        return lab.rgba(alpha: color.a)
    }

    /// The colour at the bottom of the ramp made from `color`.
    public static func bottom(of color: RGBA) -> RGBA {
        var lab = OKLab(color)
        lab.l *= 1 - darkening
        return lab.rgba(alpha: color.a)
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

    /// The box a layer's ramp runs over, in design units: its shapes' outlines, each grown by
    /// half its stroke at the regular weight, so that a thin stroke still shades across its
    /// width. Nil for a layer with nothing to draw. The renderer and the vector export both
    /// place the ramp here.
    public static func span(of layer: Layer) -> Rect? {
        var box: Rect?
        for shape in layer.shapes {
            let path = shape.designPath
            guard !path.isEmpty else { continue }
            var b = path.bounds
            if shape.style.stroke != nil { b = b.insetBy(-shape.style.strokeWidth * shape.transform.meanScale / 2) }
            box = box.map { $0.union(b) } ?? b
        }
        return box
    }
}

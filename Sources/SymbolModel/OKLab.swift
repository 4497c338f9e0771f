import Foundation

/// A colour in Björn Ottosson's Oklab space: a lightness `l` (0 black … 1 white) and two
/// opponent axes `a` (green–red) and `b` (blue–yellow), so that equal steps look about equally
/// large and a colour keeps its hue when only its lightness moves.
///
/// Gradient rendering (``GradientRamp``) lightens and darkens colours here: the same step in
/// sRGB would wash a saturated colour out towards grey at the top and muddy it at the bottom.
public struct OKLab: Sendable, Hashable {
    public var l, a, b: Double

    public init(l: Double, a: Double, b: Double) {
        self.l = l; self.a = a; self.b = b
    }

    /// `color`'s Oklab coordinates (its alpha is not part of them).
    public init(_ color: RGBA) {
        let r = Self.linear(color.r), g = Self.linear(color.g), bl = Self.linear(color.b)
        let lms = (0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * bl,
                   0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * bl,
                   0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * bl)
        let (l_, m_, s_) = (cbrt(lms.0), cbrt(lms.1), cbrt(lms.2))
        l = 0.2104542553 * l_ + 0.7936177850 * m_ - 0.0040720468 * s_
        a = 1.9779984951 * l_ - 2.4285922050 * m_ + 0.4505937099 * s_
        b = 0.0259040371 * l_ + 0.7827717662 * m_ - 0.8086757660 * s_
    }

    /// The hue angle in radians (atan2 of b and a); meaningless for a grey.
    public var hue: Double { atan2(b, a) }
    /// The distance from grey.
    public var chroma: Double { (a * a + b * b).squareRoot() }

    /// The sRGB colour with these coordinates and `alpha`. A colour outside sRGB keeps its
    /// lightness and hue and loses just enough chroma to fit, so a lightened saturated colour
    /// becomes paler rather than changing hue.
    public func rgba(alpha: Double = 1) -> RGBA {
        if let c = Self.srgb(l, a, b) { return RGBA(c.0, c.1, c.2, alpha) }
        var inside = 0.0, outside = 1.0
        for _ in 0..<32 {
            let k = (inside + outside) / 2
            if Self.srgb(l, a * k, b * k) != nil { inside = k } else { outside = k }
        }
        let c = Self.srgb(l, a * inside, b * inside) ?? (0, 0, 0)
        return RGBA(c.0, c.1, c.2, alpha)
    }

    /// The gamma-encoded sRGB components of (l, a, b), or nil when any falls outside 0…1 by
    /// more than rounding.
    private static func srgb(_ l: Double, _ a: Double, _ b: Double) -> (Double, Double, Double)? {
        let l_ = l + 0.3963377774 * a + 0.2158037573 * b
        let m_ = l - 0.1055613458 * a - 0.0638541728 * b
        let s_ = l - 0.0894841775 * a - 1.2914855480 * b
        let (lc, mc, sc) = (l_ * l_ * l_, m_ * m_ * m_, s_ * s_ * s_)
        let r = 4.0767416621 * lc - 3.3077115913 * mc + 0.2309699292 * sc
        let g = -1.2684380046 * lc + 2.6097574011 * mc - 0.3413193965 * sc
        let bl = -0.0041960863 * lc - 0.7034186147 * mc + 1.7076147010 * sc
        let slack = 1e-7
        guard [r, g, bl].allSatisfy({ $0 >= -slack && $0 <= 1 + slack }) else { return nil }
        return (encoded(r), encoded(g), encoded(bl))
    }

    private static func linear(_ c: Double) -> Double {
        c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }

    private static func encoded(_ c: Double) -> Double {
        let v = min(max(c, 0), 1)
        return v <= 0.0031308 ? 12.92 * v : 1.055 * pow(v, 1 / 2.4) - 0.055
    }
}

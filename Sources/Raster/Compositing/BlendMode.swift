/// How a group's pixels combine with what is under them: the separable blend modes of the W3C
/// Compositing and Blending spec (CSS `mix-blend-mode`, SVG `mix-blend-mode`).
///
/// Each mode gives the colour B(Cb, Cs) where the two overlap, from the backdrop colour Cb and
/// the source colour Cs (straight, 0...1); the result is then composited source-over:
/// co = cs·(1 − αb) + cb·(1 − αs) + αs·αb·B, αo = αs + αb·(1 − αs), on premultiplied cs and cb.
/// The non-separable modes (hue, saturation, color, luminosity) are not supported.
public enum BlendMode: Hashable, Sendable {
    /// The source over the backdrop: B = Cs.
    case normal
    /// B = Cs·Cb: darkens; white leaves the backdrop unchanged.
    case multiply
    /// B = Cs + Cb − Cs·Cb: lightens; black leaves the backdrop unchanged.
    case screen
    /// Hard light with source and backdrop swapped: multiplies darks, screens lights of the backdrop.
    case overlay
    /// B = min(Cs, Cb).
    case darken
    /// B = max(Cs, Cb).
    case lighten
    /// Brightens the backdrop towards the source: B = min(1, Cb / (1 − Cs)).
    case colorDodge
    /// Darkens the backdrop towards the source: B = 1 − min(1, (1 − Cb) / Cs).
    case colorBurn
    /// Multiply where the source is dark, screen where it is light.
    case hardLight
    /// A softer hard light, with the spec's D(Cb) curve.
    case softLight
    /// B = |Cs − Cb|.
    case difference
    /// B = Cs + Cb − 2·Cs·Cb: a lower-contrast difference.
    case exclusion

    /// `source` blended onto `destination`, both premultiplied `0xAARRGGBB`.
    func blend(_ source: UInt32, onto destination: UInt32) -> UInt32 {
        if self == .normal { return PremultipliedPixel.over(source, destination) }
        let sa = Float(source >> 24) / 255, da = Float(destination >> 24) / 255
        let alpha = sa + da - sa * da
        @inline(__always) func byte(_ shift: UInt32) -> UInt32 {
            let s = Float((source >> shift) & 0xFF) / 255, d = Float((destination >> shift) & 0xFF) / 255
            let c = min(max(channel(s: s, sa: sa, d: d, da: da), 0), alpha)
            return UInt32((c * 255).rounded()) << shift
        }
        return UInt32((min(max(alpha, 0), 1) * 255).rounded()) << 24 | byte(16) | byte(8) | byte(0)
    }

    /// One premultiplied channel of the result. Where the blend function is a polynomial the
    /// formula is written on premultiplied values directly; otherwise the straight colours are
    /// recovered and B is evaluated as the spec writes it.
    @inline(__always)
    private func channel(s: Float, sa: Float, d: Float, da: Float) -> Float {
        switch self {
        case .normal: return s + d * (1 - sa)
        case .multiply: return s * (1 - da) + d * (1 - sa) + s * d
        case .screen: return s + d - s * d
        case .darken: return s + d - max(s * da, d * sa)
        case .lighten: return s + d - min(s * da, d * sa)
        case .difference: return s + d - 2 * min(s * da, d * sa)
        case .exclusion: return s + d - 2 * s * d
        default:
            let cs = sa > 0 ? s / sa : 0, cb = da > 0 ? d / da : 0
            return s * (1 - da) + d * (1 - sa) + sa * da * separable(cb: cb, cs: cs)
        }
    }

    /// B(Cb, Cs) for the modes that need straight colours.
    private func separable(cb: Float, cs: Float) -> Float {
        func hardLight(_ cb: Float, _ cs: Float) -> Float {
            cs <= 0.5 ? cb * 2 * cs : cb + (2 * cs - 1) - cb * (2 * cs - 1)
        }
        switch self {
        case .overlay: return hardLight(cs, cb)
        case .hardLight: return hardLight(cb, cs)
        case .colorDodge:
            if cb == 0 { return 0 }
            return cs >= 1 ? 1 : min(1, cb / (1 - cs))
        case .colorBurn:
            if cb >= 1 { return 1 }
            return cs <= 0 ? 0 : 1 - min(1, (1 - cb) / cs)
        case .softLight:
            if cs <= 0.5 { return cb - (1 - 2 * cs) * cb * (1 - cb) }
            let d = cb <= 0.25 ? ((16 * cb - 12) * cb + 4) * cb : cb.squareRoot()
            return cb + (2 * cs - 1) * (d - cb)
        default: return cs
        }
    }
}

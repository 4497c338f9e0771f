/// What a gradient paints beyond its ends: SVG's `spreadMethod`.
public enum GradientSpread: Hashable, Sendable {
    /// The end colours continue outward (the default).
    case pad
    /// The gradient runs back and forth: start to end, end to start, and so on.
    case reflect
    /// The gradient starts over at each end.
    case `repeat`

    /// The gradient parameter `t` brought into 0...1 the way this spread reads it (as tiny-skia's
    /// `PadX1`, `ReflectX1` and `RepeatX1` stages do).
    @inline(__always)
    func fold(_ t: Float) -> Float {
        switch self {
        case .pad:
            return min(max(t, 0), 1)
        case .repeat:
            return t - t.rounded(.down)
        case .reflect:
            let u = t - 2 * (t * 0.5).rounded(.down)
            return u <= 1 ? u : 2 - u
        }
    }
}

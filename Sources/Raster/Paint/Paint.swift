/// What fills the covered pixels of a fill, stroke or coverage bitmap.
public enum Paint: Hashable, Sendable {
    case solid(Color)
    case linearGradient(LinearGradient)
    case radialGradient(RadialGradient)

    /// The same paint at `opacity` times its alpha: the overall opacity of an element.
    public func withOpacity(_ opacity: Double) -> Paint {
        switch self {
        case .solid(let c): return .solid(c.withOpacity(opacity))
        case .linearGradient(var g):
            g.opacity *= opacity
            return .linearGradient(g)
        case .radialGradient(var g):
            g.opacity *= opacity
            return .radialGradient(g)
        }
    }

    /// Whether the paint leaves every pixel unchanged, so drawing with it can be skipped.
    public var isInvisible: Bool {
        switch self {
        case .solid(let c): return c.a <= 0
        case .linearGradient(let g): return g.opacity <= 0 || g.stops.allSatisfy { $0.color.a <= 0 }
        case .radialGradient(let g): return g.opacity <= 0 || g.stops.allSatisfy { $0.color.a <= 0 }
        }
    }
}

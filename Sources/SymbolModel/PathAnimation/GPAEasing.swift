/// The easing functions `.gpa` names, as CSS cubic Béziers.
public enum GPAEasing: String, Hashable, Sendable, CaseIterable {
    case linear
    case easeInOut = "ease-in-out"
    case easeIn = "ease-in"
    case easeOut = "ease-out"
    case ease

    /// The control points (x1, y1, x2, y2) of the CSS timing function of the same name.
    public var controlPoints: (Double, Double, Double, Double) {
        switch self {
        case .linear: return (0, 0, 1, 1)
        case .easeInOut: return (0.42, 0, 0.58, 1)
        case .easeIn: return (0.42, 0, 1, 1)
        case .easeOut: return (0, 0, 0.58, 1)
        case .ease: return (0.25, 0.1, 0.25, 1)
        }
    }
}

/// How a path appears when the icon enters a state it belongs to, and disappears when it
/// leaves (`gpa:transition-*`).
public struct GPATransition: Hashable, Sendable {
    public enum Kind: String, Sendable, CaseIterable {
        /// Appears and disappears at once (at the end of its delay).
        case none
        /// Draws in from ``GPAPath/origin`` outward, and draws out towards it.
        case animate
        /// GTK blurs the path and thresholds its alpha into blobs.
        case morph
        /// Fades.
        case fade
        /// GTK blurs the path in or out.
        case blur
    }

    public var kind: Kind
    /// Seconds.
    public var duration: Double
    /// Seconds, possibly negative so transitions overlap: a disappearing path starts its
    /// transition this much before the outgoing phase ends; an appearing one this much after.
    public var delay: Double
    public var easing: GPAEasing

    public init(kind: Kind, duration: Double = 0, delay: Double = 0, easing: GPAEasing = .linear) {
        self.kind = kind
        self.duration = duration
        self.delay = delay
        self.easing = easing
    }

    public static let none = GPATransition(kind: .none)
}

/// A path's looping animation (`gpa:animation-*`): which part of the path is drawn, over time.
public struct GPALoop: Hashable, Sendable {
    public enum Direction: String, Sendable, CaseIterable {
        case normal, alternate, reverse
        case reverseAlternate = "reverse-alternate"
        case inOut = "in-out"
        case inOutAlternate = "in-out-alternate"
        case inOutReverse = "in-out-reverse"
        case segment
        case segmentAlternate = "segment-alternate"
    }

    /// False for `gpa:animation-type="none"` (the default): the path is drawn still.
    public var isAutomatic: Bool
    public var direction: Direction
    /// Seconds per cycle.
    public var duration: Double
    /// Cycles; infinite by default (`indefinite`).
    public var repeatCount: Double
    /// The drawn fraction for the segment directions (default 0.2).
    public var segment: Double
    public var easing: GPAEasing

    public init(isAutomatic: Bool, direction: Direction = .normal, duration: Double = 0,
                repeatCount: Double = .infinity, segment: Double = 0.2, easing: GPAEasing = .linear) {
        self.isAutomatic = isAutomatic
        self.direction = direction
        self.duration = duration
        self.repeatCount = repeatCount
        self.segment = segment
        self.easing = easing
    }

    public static let none = GPALoop(isAutomatic: false)
}

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

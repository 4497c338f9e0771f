/// How a path appears when the icon enters a state it belongs to, and disappears when it
/// leaves (`gpa:transition-*`).
public struct GPATransition: Hashable, Sendable {
    public enum Kind: String, Sendable, CaseIterable {
        /// Appears and disappears at once, when the icon-wide state-change delay is over (a
        /// negative delay shows it that much earlier and hides it that much later).
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
    /// Seconds, possibly negative so transitions overlap: a disappearing path ends its
    /// transition this much before the icon-wide state-change delay is over; an appearing one
    /// starts its transition this much after.
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

/// A path's looping animation (`gpa:animation-*`): which part of the path is drawn, over time.
public struct GPALoop: Hashable, Sendable {
    /// `gpa:animation-direction`: how the drawn part moves over a cycle (docs/formats.md has
    /// the table).
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
    /// How the drawn part moves (`gpa:animation-direction`, default normal).
    public var direction: Direction
    /// Seconds per cycle.
    public var duration: Double
    /// Cycles; infinite by default (`indefinite`).
    public var repeatCount: Double
    /// The drawn fraction for the segment directions, 0 to 1 (default 0.2).
    public var segment: Double
    /// The timing curve of each cycle (`gpa:animation-easing`).
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

    /// No loop: the path is drawn whole while it shows.
    public static let none = GPALoop(isAutomatic: false)
}

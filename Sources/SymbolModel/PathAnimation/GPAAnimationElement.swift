/// A SMIL animation in a `.gpa` file (`<animateTransform>`, `<animate>`, `<set>`), started by
/// the icon's state changes: `begin="gpa:states(1).begin"` starts it when the icon enters
/// state 1, `gpa:states(1).end` when it leaves it, each optionally plus or minus a clock value.
public struct GPAAnimationElement: Sendable {
    /// What is animated.
    public enum Target: Hashable, Sendable {
        /// A group's transform; the index is ``GPATransformScope/group``.
        case group(Int)
        /// A path, by its index in ``GPAIcon/paths``.
        case path(Int)
    }

    /// The animated attribute.
    public enum Attribute: Hashable, Sendable {
        /// `transform`, of the given `<animateTransform type>`.
        case transform(GPATransformType)
        /// `opacity`, multiplying the target's paint.
        case opacity
    }

    /// When an animation starts.
    public enum Begin: Hashable, Sendable {
        /// Seconds after the icon was loaded (a plain clock value).
        case time(Double)
        /// Seconds after the icon entered (`begin`) or left (`end`) a state.
        case state(Int, GPAStateEdge, offset: Double)
    }

    /// SMIL's `calcMode`.
    public enum CalcMode: String, Hashable, Sendable {
        /// Jumps from value to value; linear interpolates; paced is played as linear; spline
        /// follows ``GPAAnimationElement/keySplines``.
        case discrete, linear, paced, spline
    }

    /// The group or path it animates.
    public var target: Target
    /// What it animates: a transform of one type, or opacity.
    public var attribute: Attribute
    /// `<set>`: the one value holds for the duration (or until the next begin when frozen).
    public var isSet: Bool
    /// Its `begin` values; it starts at the latest instance at or before the time.
    public var begins: [Begin]
    /// Seconds per cycle; nil for `indefinite` (only meaningful for `<set>`).
    public var duration: Double?
    /// The key values, each a list of numbers (a transform's arguments, or one opacity).
    public var values: [[Double]]
    /// Fractions of the cycle at which ``values`` are reached, from 0 to 1; nil spaces them evenly.
    public var keyTimes: [Double]?
    /// One cubic Bézier (x1, y1, x2, y2) per interval, for ``CalcMode/spline``.
    public var keySplines: [[Double]]
    /// How values between ``keyTimes`` are found (`calcMode`).
    public var calcMode: CalcMode
    /// Cycles; infinite for `indefinite`.
    public var repeatCount: Double
    /// `fill="freeze"`: the last value holds after the animation ends.
    public var freezes: Bool
    /// `additive="sum"`: added to (for transforms: applied after) the static value.
    public var isAdditive: Bool
    /// The file's line, for messages.
    public var line: Int

    public init(target: Target, attribute: Attribute, isSet: Bool = false, begins: [Begin], duration: Double?,
                values: [[Double]], keyTimes: [Double]? = nil, keySplines: [[Double]] = [], calcMode: CalcMode = .linear,
                repeatCount: Double = 1, freezes: Bool = false, isAdditive: Bool = false, line: Int = 0) {
        self.target = target
        self.attribute = attribute
        self.isSet = isSet
        self.begins = begins
        self.duration = duration
        self.values = values
        self.keyTimes = keyTimes
        self.keySplines = keySplines
        self.calcMode = calcMode
        self.repeatCount = repeatCount
        self.freezes = freezes
        self.isAdditive = isAdditive
        self.line = line
    }
}

/// Entering (`begin`) or leaving (`end`) a state.
public enum GPAStateEdge: String, Hashable, Sendable {
    case begin, end
}

/// The `type` of an `<animateTransform>`.
public enum GPATransformType: String, Hashable, Sendable, CaseIterable {
    case translate, scale, rotate, skewX, skewY
}

/// The states a path is shown in (`gpa:states`): a set of 0...63 kept as a 64-bit mask.
public struct GPAStateSet: Hashable, Sendable {
    /// Bit n set when state n is in the set.
    public var mask: UInt64

    public init(mask: UInt64) { self.mask = mask }

    /// Every state (the default, and `all`).
    public static let all = GPAStateSet(mask: .max)
    /// No state (`none`): the path is never drawn.
    public static let none = GPAStateSet(mask: 0)

    /// The set of `states`; numbers outside 0...63 are left out.
    public init(_ states: [Int]) {
        var mask: UInt64 = 0
        for s in states where (0...GPAState.maximum).contains(s) { mask |= 1 << UInt64(s) }
        self.mask = mask
    }

    /// Whether the path shows in `state`; nothing shows in ``GPAState/unset``.
    public func contains(_ state: Int) -> Bool {
        guard (0...GPAState.maximum).contains(state) else { return false }
        return mask & (1 << UInt64(state)) != 0
    }
}

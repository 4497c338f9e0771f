/// How long a symbol keeps moving: when its transitions are over, and how it repeats after that.
///
/// Each ``SymbolTimeline`` reads it off its own schedule (the effects' durations, speeds, delays
/// and repeat counts; a GTK path animation's transition timing and loop lengths), so
/// whoever frames, records or exports a motion knows its length without sampling poses to find
/// where they stop changing.
public struct SymbolSpan: Hashable, Sendable {
    /// Seconds after which nothing changes but an endless cycle: the last transition has
    /// settled and every blend into a cycle is over. 0 for a symbol that never moves.
    public var settle: Double
    /// The period of what keeps moving after ``settle``: nil when the symbol comes to rest,
    /// `.infinity` when it moves forever without repeating within ``SymbolSpan/longestPeriod``
    /// (cycles whose lengths have no common multiple that short).
    public var period: Double?

    public init(settle: Double, period: Double? = nil) {
        self.settle = settle.isFinite ? max(settle, 0) : 0
        self.period = period.map { $0 > 0 ? $0 : .infinity }
    }

    /// Nothing moves, ever.
    public static let still = SymbolSpan(settle: 0)

    /// The longest common period looked for when cycles are combined: beyond it a loop is
    /// too long to be worth repeating exactly.
    public static let longestPeriod = 60.0

    /// Whether the symbol moves forever.
    public var isEndless: Bool { period != nil }
    /// Whether it moves forever in a cycle of finite ``period``: a loop can hold it whole.
    public var loops: Bool { period.map(\.isFinite) ?? false }

    /// The time by which every pose the motion ever takes has been shown: once it settles,
    /// one period more (10 s more for an endless motion with no period short enough to hold).
    public var coveredBy: Double {
        settle + (period.map { $0.isFinite ? $0 : 10 } ?? 0)
    }

    /// For a loop, the whole number of periods nearest `duration` (at least one): the length a
    /// recording or an export of it takes so that it repeats without a jump; nil when the
    /// motion does not loop.
    public func wholePeriods(near duration: Double) -> Double? {
        guard loops, let period else { return nil }
        return max((duration / period).rounded(), 1) * period
    }

    /// The span of several motions played together: they settle when the last does, and repeat
    /// with the shortest period that is a whole number of each one's.
    public static func together(_ spans: [SymbolSpan]) -> SymbolSpan {
        let settle = spans.map(\.settle).max() ?? 0
        let periods = spans.compactMap(\.period)
        guard !periods.isEmpty else { return SymbolSpan(settle: settle) }
        return SymbolSpan(settle: settle, period: commonPeriod(periods) ?? .infinity)
    }

    /// The shortest length that is a whole number of every one of `periods` (to a relative
    /// billionth, which absorbs the rounding of periods divided by a speed), up to
    /// ``longestPeriod``; nil when there is none that short or a period is not finite.
    public static func commonPeriod(_ periods: [Double]) -> Double? {
        guard let longest = periods.max(), longest > 0, longest.isFinite,
              periods.allSatisfy({ $0 > 0 && $0.isFinite }) else { return nil }
        var k = 1.0
        while longest * k <= longestPeriod * (1 + 1e-12) {
            let candidate = longest * k
            let fits = periods.allSatisfy { p in
                let r = candidate / p
                return abs(r - r.rounded()) <= 1e-9 * max(1, r)
            }
            if fits { return candidate }
            k += 1
        }
        return nil
    }
}

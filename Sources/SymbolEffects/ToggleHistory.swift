/// A Boolean as a function of time: a starting value and the instants it changes.
///
/// This is how every input reaches the engine — `isDrawn`, an effect's `isActive`, Reduce
/// Motion — so the state at any time can be computed from the history alone, without a clock.
public struct ToggleHistory: Hashable, Sendable {
    /// The value before the first change.
    public var initial: Bool
    /// The changes, in time order; each holds from its time on.
    public private(set) var changes: [Change]

    /// One change of value.
    public struct Change: Hashable, Sendable {
        public var time: Double
        public var value: Bool
        public init(time: Double, value: Bool) { self.time = time; self.value = value }
    }

    public init(initial: Bool, changes: [Change] = []) {
        self.initial = initial
        self.changes = []
        for c in changes.sorted(by: { $0.time < $1.time }) { set(c.value, at: c.time) }
    }

    /// A value that never changes.
    public static func constant(_ value: Bool) -> ToggleHistory { ToggleHistory(initial: value) }

    /// Off until `time`, on from then: an effect started at `time`.
    public static func on(at time: Double) -> ToggleHistory {
        ToggleHistory(initial: false, changes: [Change(time: time, value: true)])
    }

    /// The opposite history: off wherever this one is on, switching at the same instants.
    public var inverted: ToggleHistory {
        ToggleHistory(initial: !initial, changes: changes.map { Change(time: $0.time, value: !$0.value) })
    }

    /// Records that the value becomes `value` at `time`. Changes must arrive in time order; a
    /// change that repeats the current value is ignored, so callers can record every frame.
    public mutating func set(_ value: Bool, at time: Double) {
        precondition(changes.last.map { time >= $0.time } ?? true, "toggles must be recorded in time order")
        guard value != (changes.last?.value ?? initial) else { return }
        changes.append(Change(time: time, value: value))
    }

    /// Flips the value at `time` (the seed's `isDrawn.toggle()`).
    public mutating func toggle(at time: Double) { set(!(changes.last?.value ?? initial), at: time) }

    /// The value at time `t` (a change at exactly `t` already holds). A binary search, so a
    /// viewer that has toggled for hours still poses its symbols in constant time.
    public func value(at t: Double) -> Bool {
        let n = countOfChanges(through: t)
        return n == 0 ? initial : changes[n - 1].value
    }

    /// The changes at or before `t`.
    func changes(through t: Double) -> ArraySlice<Change> {
        changes[..<countOfChanges(through: t)]
    }

    /// How many changes happen at or before `t`.
    private func countOfChanges(through t: Double) -> Int {
        var lo = 0, hi = changes.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if changes[mid].time <= t { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }
}

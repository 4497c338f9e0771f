/// The instants a discrete effect was triggered: SwiftUI's `value:` changing, as data.
///
/// `.symbolEffect(.bounce, value: count)` plays a bounce each time `count` changes; here each
/// change is a time in this list. Like ``ToggleHistory`` it is the whole input, so the state at
/// any time is a function of the list and the time, never of what was asked before.
public struct TriggerHistory: Hashable, Sendable {
    /// The trigger times, in order.
    public private(set) var times: [Double]

    public init(_ times: [Double] = []) {
        self.times = times.filter(\.isFinite).sorted()
    }

    /// Never triggered.
    public static var never: TriggerHistory { TriggerHistory() }

    /// Triggered once, at `time`.
    public static func at(_ time: Double) -> TriggerHistory { TriggerHistory([time]) }

    /// Triggered at `start`, then every `interval` seconds, `count` times in all (the SF Symbols
    /// app's gallery replays each effect every 2 s).
    public static func every(_ interval: Double, from start: Double = 0, count: Int) -> TriggerHistory {
        TriggerHistory((0..<max(count, 0)).map { start + Double($0) * interval })
    }

    /// Records a trigger at `time` (the value changed). Triggers must arrive in time order.
    public mutating func trigger(at time: Double) {
        precondition(times.last.map { time >= $0 } ?? true, "triggers must be recorded in time order")
        times.append(time)
    }

    /// The triggers at or before `t` (a trigger at exactly `t` has already happened).
    func times(through t: Double) -> ArraySlice<Double> {
        var lo = 0, hi = times.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if times[mid] <= t { lo = mid + 1 } else { hi = mid }
        }
        return times[..<lo]
    }
}

/// The states a `.gpa` icon was put in, and when: the input its look at any time is a pure
/// function of (with the icon and the time), like ``ToggleHistory`` for symbols.
///
/// The icon shows `initial` from time 0 (looping animations start then), and switches at each
/// of `switches`, which are kept in time order. A switch to the state already shown does nothing.
public struct GPAStateHistory: Hashable, Sendable {
    /// One change of state: to `state` at `time`.
    public struct Switch: Hashable, Sendable {
        /// Seconds.
        public var time: Double
        /// -1 (unset) to 63.
        public var state: Int

        public init(time: Double, state: Int) {
            self.time = time
            self.state = state
        }
    }

    /// The state shown from time 0, in -1...63.
    public var initial: Int
    /// The switches, in time order (equal times in the order they were set).
    public private(set) var switches: [Switch] = []

    public init(initial: Int, switches: [Switch] = []) {
        self.initial = initial
        for s in switches { set(s.state, at: s.time) }
    }

    /// Records a switch to `state` at `time`, keeping the switches in time order.
    public mutating func set(_ state: Int, at time: Double) {
        guard time.isFinite else { return }
        let index = switches.firstIndex { $0.time > time } ?? switches.count
        switches.insert(Switch(time: time, state: state), at: index)
    }

    /// The state shown before switch `index` (the initial state before the first).
    func state(before index: Int) -> Int { index == 0 ? initial : switches[index - 1].state }

    /// The state the icon was last switched to at or before `time`.
    public func state(at time: Double) -> Int {
        var s = initial
        for sw in switches where sw.time <= time { s = sw.state }
        return s
    }

    /// The index of the last switch at or before `time` that changed the state.
    func lastChange(at time: Double) -> Int? {
        var found: Int?
        for (i, sw) in switches.enumerated() where sw.time <= time && sw.state != state(before: i) { found = i }
        return found
    }
}

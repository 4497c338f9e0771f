import SymbolModel

/// When the state change in force at a time runs its phases, as GTK times them: the outgoing
/// phase lasts the longest `duration + delay` of the paths that leave (with a transition), the
/// incoming phase the longest of those that come; loops restart when the outgoing phase ends.
struct GPATransitionTiming {
    /// The state being left (the current one when no switch has happened).
    var oldState: Int
    /// The state being entered, or shown.
    var newState: Int
    /// When the switch happened; -infinity before any.
    var changeTime: Double
    var outEnd: Double
    var inEnd: Double
    /// When the loops of the state being left started.
    private var previousLoopStart: Double

    init(icon: GPAIcon, history: GPAStateHistory, time: Double, reduceMotion: Bool) {
        // As GTK does, a switch starts from the state the icon has reached: the old one while
        // an outgoing phase runs, the new one after. A switch back to the state reached is no
        // transition at all (GTK ignores it and carries on; symbolview returns at once).
        var shown = history.initial
        var loopStart = 0.0
        var current: (old: Int, new: Int, time: Double, out: Double, in: Double)?
        for sw in history.switches where sw.time <= time {
            if let c = current, sw.time >= c.time + c.out {
                shown = c.new
                loopStart = c.time + c.out
            }
            guard sw.state != shown else { current = nil; continue }
            let (out, into) = Self.phases(icon: icon, from: shown, to: sw.state)
            current = (shown, sw.state, sw.time, out, into)
        }
        previousLoopStart = loopStart
        if let c = current {
            oldState = c.old; newState = c.new; changeTime = c.time
            outEnd = c.time + c.out; inEnd = outEnd + c.in
        } else {
            oldState = shown; newState = shown; changeTime = -.infinity
            outEnd = -.infinity; inEnd = -.infinity
        }
    }

    /// Whether a transition is under way at `time`.
    func isRunning(at time: Double) -> Bool { oldState != newState && time <= inEnd }

    /// When the loops shown at `time` started: at the end of the outgoing phase once it is over.
    func loopStart(at time: Double) -> Double {
        if oldState == newState { return previousLoopStart }
        return time >= outEnd ? outEnd : previousLoopStart
    }

    /// The lengths of the outgoing and incoming phases of a switch.
    static func phases(icon: GPAIcon, from old: Int, to new: Int) -> (out: Double, in: Double) {
        var out = 0.0, into = 0.0
        for path in icon.paths where path.transition.kind != .none {
            let inOld = path.states.contains(old), inNew = path.states.contains(new)
            let span = path.transition.duration + path.transition.delay
            if inOld && !inNew { out = max(out, span) }
            if inNew && !inOld { into = max(into, span) }
        }
        return (out, into)
    }
}

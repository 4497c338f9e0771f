import Foundation

/// A value driven by an on/off activity that is continuous in both value and velocity: the
/// engine behind breathe and an indefinite pulse (a swell 0…1), rotate (an angle) and scale (a
/// hold 0…1).
///
/// While active the value follows the effect's cycle; while inactive it settles to rest. At
/// every switch the new curve is blended in from the value and velocity at that instant with a
/// cubic Hermite correction, so starting, stopping and restarting never jump or jerk. Like the
/// draw timeline, it folds the history in order and is a pure function of the history and t.
struct MotionTrack: Sendable {
    enum Kind: Sendable {
        /// A swell 0…1 per cycle, `sin²`, delayed by `offset` seconds (by-layer phases).
        case breathe(offset: Double)
        /// An angle in radians that grows by a full turn per cycle.
        case rotate
        /// A dip 0…1 per cycle, `sin²`, every ``MotionTrack/pulsePeriod``, delayed by `offset`.
        case pulse(offset: Double)
        /// 1 while active, 0 at rest: eased in and out with the blend (scale).
        case hold
    }

    let kind: Kind
    let options: SymbolEffectOptions
    /// When the effective activity (active and Reduce Motion off) switches, in time order,
    /// starting from inactive.
    let switches: [(time: Double, active: Bool)]

    /// One breathe cycle, at speed 1.
    static let breathePeriod = 1.8
    /// One indefinite pulse, at speed 1.
    static let pulsePeriod = 1.0
    /// One turn of a continuous rotate, at speed 1.
    static let continuousTurn = 1.2
    /// One eased turn of a non-continuous rotate, at speed 1.
    static let singleTurn = 1.0
    /// How long blending into a new curve takes, at speed 1.
    static let blendDuration = 0.45
    /// The shortest a rotate takes to come to rest after it stops, at speed 1.
    static let minimumRotateStop = 0.5

    init(kind: Kind, options: SymbolEffectOptions, isActive: ToggleHistory, reduceMotion: ToggleHistory) {
        self.kind = kind
        self.options = options
        // An effect active from the start counts as started at time 0.
        var times: [Double] = isActive.initial ? [0] : []
        times += isActive.changes.map(\.time) + reduceMotion.changes.map(\.time)
        times.sort()
        func active(_ t: Double) -> Bool { isActive.value(at: t) && !reduceMotion.value(at: t) }
        var list: [(Double, Bool)] = []
        var last = false
        for t in times where list.last?.0 != t {
            let a = active(t)
            if a != last { list.append((t, a)); last = a }
        }
        switches = list
    }

    /// The value and its velocity (per second) at time `t`.
    func sample(at t: Double) -> (value: Double, velocity: Double) {
        var state = (value: 0.0, velocity: 0.0)
        var segmentStart: Double? = nil
        var segmentFrom = state
        var segmentActive = false
        for s in switches {
            if s.time > t { break }
            if let start = segmentStart {
                state = evaluate(active: segmentActive, from: segmentFrom, elapsed: s.time - start)
            }
            segmentStart = s.time
            segmentFrom = state
            segmentActive = s.active
        }
        guard let start = segmentStart else { return state }
        return evaluate(active: segmentActive, from: segmentFrom, elapsed: t - start)
    }

    var speed: Double { options.speed }

    private func evaluate(active: Bool, from x0: (value: Double, velocity: Double), elapsed s: Double) -> (value: Double, velocity: Double) {
        let blend = MotionTrack.blendDuration / speed
        switch kind {
        case .breathe(let offset), .pulse(let offset):
            if active {
                let base = swellCycle(s - offset / speed)
                let c = MotionTrack.hermiteDecay(x0.value - swellCycle(-offset / speed).value,
                                                 x0.velocity - swellCycle(-offset / speed).velocity, duration: blend, at: s)
                return (min(max(base.value + c.value, 0), 1), base.velocity + c.velocity)
            }
            let c = MotionTrack.hermiteDecay(x0.value, x0.velocity, duration: blend * 1.3, at: s)
            return (min(max(c.value, 0), 1), c.velocity)
        case .hold:
            if active {
                let c = MotionTrack.hermiteDecay(x0.value - 1, x0.velocity, duration: blend, at: s)
                return (1 + c.value, c.velocity)
            }
            return MotionTrack.hermiteDecay(x0.value, x0.velocity, duration: blend, at: s)
        case .rotate:
            if active {
                let base = rotateCycle(s)
                let c = MotionTrack.hermiteDecay(0, x0.velocity - rotateCycle(0).velocity, duration: blend, at: s)
                return (x0.value + base.value + c.value, base.velocity + c.velocity)
            }
            return rotateStop(from: x0, elapsed: s)
        }
    }

    /// The breathe or pulse swell `elapsed` seconds into an activation (0 before it).
    private func swellCycle(_ elapsed: Double) -> (value: Double, velocity: Double) {
        guard elapsed > 0 else { return (0, 0) }
        let basePeriod: Double
        if case .pulse = kind { basePeriod = MotionTrack.pulsePeriod } else { basePeriod = MotionTrack.breathePeriod }
        let period = basePeriod / speed
        guard let (cycleTime, inCycle) = cyclePosition(elapsed, period: period) else { return (0, 0) }
        guard inCycle else { return (0, 0) }
        let w = Double.pi / period
        let sn = sin(w * cycleTime)
        return (sn * sn, w * sin(2 * w * cycleTime))
    }

    /// The rotate angle gained `elapsed` seconds into an activation.
    private func rotateCycle(_ elapsed: Double) -> (value: Double, velocity: Double) {
        let s = max(elapsed, 0)
        if options.repeatBehavior == .continuous {
            let w = 2 * Double.pi / (MotionTrack.continuousTurn / speed)
            return (w * s, w)
        }
        let turn = MotionTrack.singleTurn / speed
        let (count, delay) = cycleCountAndDelay
        let cycle = turn + delay / speed
        let index = (s / cycle).rounded(.down)
        if let count, index >= Double(count) { return (2 * Double.pi * Double(count), 0) }
        let inCycle = s - index * cycle
        if inCycle >= turn { return (2 * Double.pi * (index + 1), 0) }
        let u = inCycle / turn
        let eased = TimingCurve.easeInOut(u)
        let h = 1e-4
        let slope = (TimingCurve.easeInOut(min(u + h, 1)) - TimingCurve.easeInOut(max(u - h, 0))) / (min(u + h, 1) - max(u - h, 0))
        return (2 * Double.pi * (index + eased), 2 * Double.pi * slope / turn)
    }

    /// Where `elapsed` falls in the repeat pattern: time into its cycle and whether the cycle is
    /// still moving (false in the delay after a cycle); nil once every cycle has played.
    private func cyclePosition(_ elapsed: Double, period: Double) -> (Double, Bool)? {
        let (count, delay) = cycleCountAndDelay
        let cycle = period + delay / speed
        let index = (elapsed / cycle).rounded(.down)
        if let count, index >= Double(count) { return nil }
        let inCycle = elapsed - index * cycle
        return (inCycle, inCycle < period)
    }

    var cycleCountAndDelay: (Int?, Double) {
        switch options.repeatBehavior {
        case .once: return (1, 0)
        case .continuous: return (nil, 0)
        case .periodic(let count, let delay): return (count, max(delay, 0))
        }
    }

    /// Where a rotate stopped at `x0` comes to rest and how long it takes: it decelerates to
    /// the next whole turn far enough ahead to stop gently.
    func rotateStopPlan(from x0: (value: Double, velocity: Double)) -> (target: Double, duration: Double) {
        let fullTurn = 2 * Double.pi
        let v0 = x0.velocity
        if abs(v0) < 1e-6 {
            return ((x0.value / fullTurn).rounded() * fullTurn, MotionTrack.minimumRotateStop / speed)
        }
        let ahead = x0.value + v0 * MotionTrack.minimumRotateStop / speed / 2
        let target = (v0 > 0 ? (ahead / fullTurn).rounded(.up) : (ahead / fullTurn).rounded(.down)) * fullTurn
        return (target, 2 * (target - x0.value) / v0)
    }

    /// A stopped rotate finishes its turn (``rotateStopPlan(from:)``), continuous in angle and speed.
    private func rotateStop(from x0: (value: Double, velocity: Double), elapsed s: Double) -> (value: Double, velocity: Double) {
        let v0 = x0.velocity
        let (target, duration) = rotateStopPlan(from: x0)
        if duration <= 0 || s >= duration { return (target, 0) }
        let u = s / duration
        let delta = target - x0.value
        let h01 = 3 * u * u - 2 * u * u * u, d01 = 6 * u - 6 * u * u
        let h10 = u * u * u - 2 * u * u + u, d10 = 3 * u * u - 4 * u + 1
        return (x0.value + delta * h01 + v0 * duration * h10, delta * d01 / duration + v0 * d10)
    }

    /// A cubic that starts at `x0` with velocity `v0` and reaches 0 with velocity 0 after
    /// `duration`; added to a new curve, it carries the old motion smoothly into it.
    static func hermiteDecay(_ x0: Double, _ v0: Double, duration: Double, at s: Double) -> (value: Double, velocity: Double) {
        guard s < duration, duration > 0 else { return (0, 0) }
        let u = max(s, 0) / duration
        let h00 = 2 * u * u * u - 3 * u * u + 1, d00 = 6 * u * u - 6 * u
        let h10 = u * u * u - 2 * u * u + u, d10 = 3 * u * u - 4 * u + 1
        return (x0 * h00 + v0 * duration * h10, x0 * d00 / duration + v0 * d10)
    }
}

import Foundation

/// The amplitude of a discrete effect (bounce, wiggle, pulse) over time, for one slot: the runs
/// its triggers start, folded in order as a pure function of the triggers, Reduce Motion and t.
///
/// A run plays the effect's curve (once, or as its ``RepeatBehavior`` says) and ends exactly at
/// rest. A trigger during a run starts a new run from the value and velocity at that instant,
/// blended in with a cubic Hermite correction, so nothing jumps. With Reduce Motion on, a
/// trigger plays a short opacity dip instead of the move; switching Reduce Motion either way
/// mid-run settles what was playing.
struct DiscreteTrack: Sendable {
    /// Which curve a run plays.
    enum Shape: Sendable {
        /// Up and over, a squash below rest, a faint rebound: 0.75 s, the peak at 0.22 s.
        case bounce
        /// Two decaying swings each way: 1 s, the first peak at 0.26 s.
        case wiggle
        /// A dip in opacity and back: 1 s. Opacity only, so Reduce Motion leaves it as it is.
        case pulse
    }

    /// A value and its velocity per second.
    struct Channel: Hashable, Sendable {
        var value = 0.0
        var velocity = 0.0
    }

    /// `motion` is the signed amplitude of the move (peaks near ±1); `dim` is 0…1 of the
    /// effect's opacity dip.
    struct Sample: Hashable, Sendable {
        var motion = Channel()
        var dim = Channel()
    }

    /// What a segment between two events plays.
    enum Mode: Sendable {
        /// The effect's own curve.
        case play
        /// Reduce Motion's form: a short opacity dip.
        case reduced
        /// Nothing new: what was playing settles to rest.
        case settle
    }

    /// Curve durations at speed 1.
    static let bounceDuration = 0.75, wiggleDuration = 1.0, pulseDuration = 1.0, reducedDuration = 0.4
    /// How long a retrigger takes to blend the old run into the new one, at speed 1.
    static let blendDuration = 0.3

    let shape: Shape
    let options: SymbolEffectOptions
    /// The slot's delay after each trigger, in seconds at speed 1 (by-layer stagger).
    let offset: Double
    let source: Source
    let reduceMotion: ToggleHistory

    /// What starts and stops runs.
    enum Source: Sendable {
        /// Discrete: a run at each trigger.
        case triggers(TriggerHistory)
        /// Indefinite: runs repeat while active (`isActive`); stopping, or Reduce Motion, settles.
        case activity(ToggleHistory)
    }

    init(shape: Shape, options: SymbolEffectOptions, offset: Double, triggers: TriggerHistory, reduceMotion: ToggleHistory) {
        self.shape = shape
        self.options = options
        self.offset = offset
        source = .triggers(triggers)
        self.reduceMotion = reduceMotion
    }

    /// An indefinite run: it repeats continuously unless `options` ask for periodic repeats.
    init(shape: Shape, options: SymbolEffectOptions, offset: Double, isActive: ToggleHistory, reduceMotion: ToggleHistory) {
        self.shape = shape
        self.options = options.repeatBehavior == .once ? options.repeat(.continuous) : options
        self.offset = offset
        source = .activity(isActive)
        self.reduceMotion = reduceMotion
    }

    /// The run's curve at linear progress `u` in 0…1: zero, and still, at both ends, so a run
    /// from rest needs no correction and ends exactly at rest.
    static func curve(_ shape: Shape, reduced: Bool, _ u: Double) -> Double {
        if reduced || shape == .pulse {
            let s = sin(Double.pi * u)
            return s * s
        }
        // Eased in (w'(0) = 0), then a sine under a decaying envelope.
        let w = u * u * (2 - u)
        let envelope = (1 - w) * (1 - w)
        switch shape {
        case .bounce: return 1.4 * sin(3 * Double.pi * w) * envelope
        case .wiggle: return 1.3 * sin(4 * Double.pi * w) * envelope
        case .pulse: return 0
        }
    }

    var speed: Double { options.speed }

    var cycleDuration: (play: Double, reduced: Double) {
        switch shape {
        case .bounce: return (DiscreteTrack.bounceDuration, DiscreteTrack.reducedDuration)
        case .wiggle: return (DiscreteTrack.wiggleDuration, DiscreteTrack.reducedDuration)
        case .pulse: return (DiscreteTrack.pulseDuration, DiscreteTrack.pulseDuration)
        }
    }

    var countAndDelay: (Int?, Double) {
        switch options.repeatBehavior {
        case .once: return (1, 0)
        case .continuous: return (nil, 0)
        case .periodic(let count, let delay): return (count.map { max($0, 1) }, max(delay, 0))
        }
    }

    /// The curve of a run in `mode`, `s` seconds after its trigger, without any carry.
    private func base(_ mode: Mode, motion: Bool, at s: Double) -> Double {
        guard mode != .settle else { return 0 }
        let reduced = mode == .reduced
        // Which channel the mode plays in: moves in `motion`, dips in `dim`.
        let playsInMotion = !reduced && shape != .pulse
        guard playsInMotion == motion else { return 0 }
        let duration = reduced ? cycleDuration.reduced : cycleDuration.play
        let e = s * speed - offset
        guard e > 0 else { return 0 }
        let (count, delay) = countAndDelay
        let cycle = duration + delay
        let index = (e / cycle).rounded(.down)
        if let count, index >= Double(count) { return 0 }
        let inCycle = e - index * cycle
        guard inCycle < duration else { return 0 }
        return DiscreteTrack.curve(shape, reduced: reduced, inCycle / duration)
    }

    private func baseChannel(_ mode: Mode, motion: Bool, at s: Double) -> Channel {
        let h = 1e-6
        let v = base(mode, motion: motion, at: s)
        let slope = (base(mode, motion: motion, at: s + h) - base(mode, motion: motion, at: s - h)) / (2 * h)
        return Channel(value: v, velocity: slope)
    }

    /// The events at or before `t`, in order: each trigger plays (or, under Reduce Motion, dips);
    /// each Reduce Motion switch settles. A trigger at the same instant as a switch comes after
    /// it, and plays in the new mode.
    func events(through t: Double) -> [(time: Double, mode: Mode)] {
        guard case .triggers(let triggers) = source else { return activityEvents(through: t) }
        var list: [(time: Double, mode: Mode)] = []
        let switches = shape == .pulse ? [] : reduceMotion.changes(through: t).map(\.time)
        var j = 0
        for time in triggers.times(through: t) {
            while j < switches.count, switches[j] <= time {
                list.append((switches[j], .settle))
                j += 1
            }
            let reduced = shape != .pulse && reduceMotion.value(at: time)
            list.append((time, reduced ? .reduced : .play))
        }
        while j < switches.count {
            list.append((switches[j], .settle))
            j += 1
        }
        return list
    }

    /// An indefinite effect's events: it plays from each instant it becomes active with Reduce
    /// Motion off (a pulse plays under Reduce Motion too) and settles when either switches back.
    private func activityEvents(through t: Double) -> [(time: Double, mode: Mode)] {
        guard case .activity(let isActive) = source else { return [] }
        let rm = shape == .pulse ? [] : reduceMotion.changes(through: t).map(\.time)
        var instants = (isActive.initial ? [0] : []) + isActive.changes(through: t).map(\.time) + rm
        instants.sort()
        var list: [(time: Double, mode: Mode)] = []
        var playing = false
        for time in instants where time <= t && list.last?.time != time {
            let now = isActive.value(at: time) && (shape == .pulse || !reduceMotion.value(at: time))
            if now != playing {
                list.append((time, now ? .play : .settle))
                playing = now
            }
        }
        return list
    }

    /// The amplitude at time `t`.
    func sample(at t: Double) -> Sample {
        let events = self.events(through: t)
        guard !events.isEmpty else { return Sample() }
        // Once a segment has played for the blend's duration, the carry it started from has
        // decayed to exactly nothing: what it hands on depends on that segment alone. So the
        // fold starts there, and a long history (even of continuous runs) costs its recent part.
        let blend = DiscreteTrack.blendDuration / speed
        var start = 0
        for k in stride(from: events.count - 2, through: 0, by: -1) where events[k + 1].time - events[k].time >= blend {
            start = k
            break
        }
        var carry = Sample()
        for k in start..<(events.count - 1) {
            carry = evaluate(events[k].mode, from: carry, elapsed: events[k + 1].time - events[k].time)
        }
        let last = events[events.count - 1]
        return evaluate(last.mode, from: carry, elapsed: t - last.time)
    }

    private func evaluate(_ mode: Mode, from carry: Sample, elapsed s: Double) -> Sample {
        let blend = DiscreteTrack.blendDuration / speed
        func channel(motion: Bool, _ c: Channel) -> Channel {
            let b = baseChannel(mode, motion: motion, at: s), b0 = baseChannel(mode, motion: motion, at: 0)
            let fix = MotionTrack.hermiteDecay(c.value - b0.value, c.velocity - b0.velocity, duration: blend, at: s)
            return Channel(value: b.value + fix.value, velocity: b.velocity + fix.velocity)
        }
        return Sample(motion: channel(motion: true, carry.motion), dim: channel(motion: false, carry.dim))
    }
}

extension DiscreteTrack.Shape {
    /// The shape of a discrete effect; nil for the others (indefinite effects, transitions).
    init?(_ kind: SymbolEffect.Kind) {
        switch kind {
        case .bounce: self = .bounce
        case .wiggle: self = .wiggle
        case .pulse: self = .pulse
        default: return nil
        }
    }

    /// The scope an effect of this shape has when it names none: SwiftUI bounces by layer and
    /// wiggles and pulses the whole symbol.
    var defaultScope: EffectScope { self == .bounce ? .byLayer : .wholeSymbol }
}

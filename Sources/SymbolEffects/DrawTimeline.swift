import SymbolModel

/// The draw state of every layer as a closed-form function of the `isDrawn` and Reduce Motion
/// histories.
///
/// Every change (a draw toggle, or Reduce Motion switching) starts a *transition* from the
/// state at that instant towards the current target (drawn or not). The state at the instant is
/// the previous transition evaluated there, so the whole history is folded in order — and the
/// result at time t never depends on which frames were evaluated before. A transition is
/// either motion (ranges ease towards the target, by the draw effect's schedule) or, with
/// Reduce Motion on, a fade: the layer fades out and the target fades in, ranges never move
/// while visible.
struct DrawTimeline: Sendable {
    /// One layer's draw value: the drawn range of its trace and an opacity on top.
    struct Value: Hashable, Sendable {
        var range: DrawRange
        var opacity: Double

        /// Empty ranges forget their position and opacity: nothing shows either way, and it makes
        /// every settled state one of two values, which lets old history be skipped.
        var normalized: Value { range.isEmpty ? Value(range: .empty, opacity: 1) : self }

        static let drawn = Value(range: .full, opacity: 1)
        static let undrawn = Value(range: .empty, opacity: 1)
    }

    /// How a layer eases.
    enum Motion: Sendable { case trace, appear }

    let symbol: Symbol
    let motions: [Motion]
    let onSchedule: DrawSchedule
    let offSchedule: DrawSchedule
    let onOptions: SymbolEffectOptions
    let offOptions: SymbolEffectOptions
    let offDirection: DrawOffDirection
    let isDrawn: ToggleHistory
    let reduceMotion: ToggleHistory

    /// Reduce Motion's fade, in seconds at speed 1.
    static let fadeDuration = 0.35

    init(symbol: Symbol, motions: [Motion], animation: SymbolAnimation) {
        self.symbol = symbol
        self.motions = motions
        let on = animation.drawEffect(on: true), off = animation.drawEffect(on: false)
        onSchedule = DrawSchedule(symbol: symbol, scope: on.effect.scope ?? .byLayer, drawingOn: true)
        offSchedule = DrawSchedule(symbol: symbol, scope: off.effect.scope ?? .byLayer, drawingOn: false)
        onOptions = on.options
        offOptions = off.options
        offDirection = off.effect.drawOffDirection
        isDrawn = animation.isDrawn
        reduceMotion = animation.reduceMotion
    }

    /// One transition: where it started, from what, towards what, and how.
    private struct Transition {
        var start: Double
        var from: [Value]
        var drawingOn: Bool
        var fading: Bool
    }

    private func duration(of tr: Transition) -> Double {
        let speed = tr.drawingOn ? onOptions.speed : offOptions.speed
        if tr.fading { return DrawTimeline.fadeDuration / speed }
        return (tr.drawingOn ? onSchedule : offSchedule).totalDuration / speed
    }

    /// Every layer's value at time `t`. `skippingSettledHistory: false` folds the whole history,
    /// the slow reference the shortcut is tested against.
    func values(at t: Double, skippingSettledHistory: Bool = true) -> [Value] {
        // Walk back from t over the instants where something changed (both histories merged).
        // A transition that finished before the next change left a settled state (all drawn or
        // all undrawn), so nothing older can matter: the walk stops there, and the cost of a
        // frame depends on the recent history only, not on how long the viewer has been running.
        let a = isDrawn.changes(through: t), b = reduceMotion.changes(through: t)
        var recent: [Double] = []          // newest first
        var i = a.endIndex, j = b.endIndex
        var settledBefore = isDrawn.initial
        while i > a.startIndex || j > b.startIndex {
            let instant: Double
            if j == b.startIndex || (i > a.startIndex && a[i - 1].time >= b[j - 1].time) {
                instant = a[i - 1].time; i -= 1
            } else {
                instant = b[j - 1].time; j -= 1
            }
            if recent.last == instant { continue }
            let drawingOn = isDrawn.value(at: instant)
            if skippingSettledHistory, let later = recent.last,
               later - instant >= duration(of: Transition(start: instant, from: [], drawingOn: drawingOn,
                                                          fading: reduceMotion.value(at: instant))) {
                settledBefore = drawingOn
                break
            }
            recent.append(instant)
        }
        var current = Array(repeating: settledBefore ? Value.drawn : Value.undrawn, count: symbol.layers.count)
        var transition: Transition? = nil
        for T in recent.reversed() {
            if let tr = transition { current = evaluate(tr, at: T) }
            transition = Transition(start: T, from: current, drawingOn: isDrawn.value(at: T),
                                    fading: reduceMotion.value(at: T))
        }
        if let tr = transition { current = evaluate(tr, at: t) }
        return current
    }

    private func evaluate(_ tr: Transition, at t: Double) -> [Value] {
        let elapsed = t - tr.start
        var out = tr.from
        if tr.fading {
            let speed = tr.drawingOn ? onOptions.speed : offOptions.speed
            let p = min(max(elapsed * speed / DrawTimeline.fadeDuration, 0), 1)
            for i in out.indices { out[i] = fade(from: tr.from[i], drawingOn: tr.drawingOn, p) }
            return out
        }
        let schedule = tr.drawingOn ? onSchedule : offSchedule
        let speed = tr.drawingOn ? onOptions.speed : offOptions.speed
        for i in out.indices {
            guard let window = schedule.windows[i] else { continue }
            let u = window.progress(elapsed: elapsed, speed: speed)
            let curve: TimingCurve = motions[i] == .trace ? .easeInOut : .smoothSpring
            out[i] = move(from: tr.from[i], drawingOn: tr.drawingOn, curve(u))
        }
        return out
    }

    /// Motion: the range eases towards its target; drawing on also brings opacity back to 1.
    private func move(from v0: Value, drawingOn: Bool, _ p: Double) -> Value {
        if p <= 0 { return v0 }
        if drawingOn {
            let r0 = v0.range.isEmpty ? DrawRange.empty : v0.range
            return Value(range: r0.interpolated(to: .full, p), opacity: v0.opacity + (1 - v0.opacity) * p).normalized
        }
        let r0 = v0.range
        let target = offDirection == .reversed ? DrawRange(tail: r0.tail, head: r0.tail)
                                               : DrawRange(tail: r0.head, head: r0.head)
        return Value(range: r0.interpolated(to: target, p), opacity: v0.opacity).normalized
    }

    /// Reduce Motion: opacity only. A partly drawn layer fades out, then the target fades in.
    private func fade(from v0: Value, drawingOn: Bool, _ p: Double) -> Value {
        let ease = TimingCurve.easeInOut
        if drawingOn {
            if v0.range.isFull {
                return Value(range: .full, opacity: v0.opacity + (1 - v0.opacity) * ease(p))
            }
            if v0.range.isEmpty || v0.opacity == 0 {
                return Value(range: .full, opacity: ease(p))
            }
            if p < 0.5 { return Value(range: v0.range, opacity: v0.opacity * (1 - ease(2 * p))) }
            return Value(range: .full, opacity: ease(2 * p - 1))
        }
        if v0.range.isEmpty || p >= 1 { return .undrawn }
        return Value(range: v0.range, opacity: v0.opacity * (1 - ease(p)))
    }
}

/// How lit each variable layer is over time, for variable color: a pure function of the effect,
/// its `isActive` history and t.
///
/// While active the effect steps through a sequence of *frames*, each a set of lit layers, one
/// frame every ``VariableColorTrack/step`` seconds: iterative lights one layer at a time
/// (`{0} {1} … {n-1}`), cumulative adds each to those before (`{} {0} {0,1} … {0…n-1}`);
/// reversing plays the sequence back down before it repeats. Each new frame crossfades from the
/// one before over ``VariableColorTrack/fade``, and the first from whatever showed when the effect
/// started, so nothing jumps. When it stops, every layer fades back to fully lit (the static
/// symbol) in ``VariableColorTrack/settle``, exactly.
struct VariableColorTrack: Sendable {
    /// One frame, the crossfade into it, and the return to rest, at speed 1.
    static let step = 0.3, fade = 0.12, settle = 0.3
    /// The opacity of a dimmed layer relative to a lit one.
    static let dimmedOpacity = 0.3

    let effect: SymbolEffect
    let options: SymbolEffectOptions
    let isActive: ToggleHistory
    /// How many layers take part.
    let count: Int

    var speed: Double { options.speed }

    /// The frames of one cycle: for each, whether layer k is lit.
    var frames: [[Bool]] {
        let n = max(count, 1)
        var up: [[Bool]]
        switch effect.variableColorFill {
        case .iterative: up = (0..<n).map { i in (0..<n).map { $0 == i } }
        case .cumulative: up = (0...n).map { i in (0..<n).map { $0 < i } }
        }
        if effect.isReversing, up.count > 2 { up += up.dropFirst().dropLast().reversed() }
        return up
    }

    var cyclesAndDelay: (Int?, Double) {
        switch options.repeatBehavior {
        case .once: return (1, 0)
        case .continuous: return (nil, 0)
        case .periodic(let count, let delay): return (count.map { max($0, 1) }, max(delay, 0))
        }
    }

    /// Each layer's level at time `t`: 1 lit, 0 unlit.
    func levels(at t: Double) -> [Double] {
        let rest = Array(repeating: 1.0, count: count)
        var switches: [(time: Double, on: Bool)] = isActive.initial ? [(0, true)] : []
        for c in isActive.changes(through: t) where switches.last?.on != c.value { switches.append((c.time, c.value)) }
        switches = switches.filter { $0.time <= t }
        guard !switches.isEmpty else { return rest }
        // Each switch starts from the levels at that instant; a segment that ran longer than
        // its crossfade or settle no longer depends on where it started.
        var start = 0
        for k in stride(from: switches.count - 2, through: 0, by: -1)
            where switches[k + 1].time - switches[k].time >= max(VariableColorTrack.fade, VariableColorTrack.settle) / speed {
            start = k
            break
        }
        var carry = rest
        for k in start..<(switches.count - 1) {
            carry = evaluate(on: switches[k].on, from: carry, elapsed: switches[k + 1].time - switches[k].time)
        }
        let last = switches[switches.count - 1]
        return evaluate(on: last.on, from: carry, elapsed: t - last.time)
    }

    private func evaluate(on: Bool, from carry: [Double], elapsed: Double) -> [Double] {
        let e = max(elapsed, 0) * speed
        // Smoothstep, with the first and last billionth snapped, so a crossfade's first instant
        // is exactly its start rather than 1e-30 of the way.
        func smooth(_ u: Double) -> Double {
            let v = min(max(u, 0), 1)
            let y = v * v * (3 - 2 * v)
            return y < 1e-9 ? 0 : (y > 1 - 1e-9 ? 1 : y)
        }
        guard on else {
            let p = smooth(e / VariableColorTrack.settle)
            return carry.map { p >= 1 ? 1 : $0 + (1 - $0) * p }
        }
        let frames = self.frames
        let (cycles, delay) = cyclesAndDelay
        let cycleLength = Double(frames.count) * VariableColorTrack.step + delay
        let lit = Array(repeating: true, count: count)
        // Frame index from the start of the activation; past the last cycle, the symbol rests lit.
        let cycle = (e / cycleLength).rounded(.down)
        // At a whole number of cycles `e / cycleLength` can round up past the division while
        // `cycle * cycleLength` lands a hair above `e`: never a negative time into the cycle.
        let inCycle = max(e - cycle * cycleLength, 0)
        var index = max(Int((inCycle / VariableColorTrack.step).rounded(.down)), 0)
        let sinceFrame = inCycle - Double(index) * VariableColorTrack.step
        let finished = cycles.map { cycle >= Double($0) } ?? false
        func frame(_ i: Int) -> [Bool] { i < frames.count ? frames[i] : lit }  // the delay rests lit
        if finished {
            // The crossfade from the last frame back to all lit, begun when the last frame ended.
            let end = Double(cycles!) * cycleLength - delay
            let p = smooth((e - end) / VariableColorTrack.fade)
            let last = frames[frames.count - 1]
            return (0..<count).map { k in let a = last[k] ? 1.0 : 0; return p >= 1 ? 1 : a + (1 - a) * p }
        }
        index = min(index, frames.count)
        let p = smooth(sinceFrame / VariableColorTrack.fade)
        let target = frame(index)
        let previous: [Double]
        if cycle == 0 && index == 0 {
            previous = carry
        } else if index == 0 {
            // Where the previous cycle ended: its last frame, crossfading to lit in the delay.
            let towardsLit = delay > 0 ? smooth(delay / VariableColorTrack.fade) : 0
            previous = frames[frames.count - 1].map { $0 ? 1 : towardsLit }
        } else {
            previous = frame(index - 1).map { $0 ? 1 : 0 }
        }
        return (0..<count).map { k in
            let b = target[k] ? 1.0 : 0
            return p >= 1 ? b : previous[k] + (b - previous[k]) * p
        }
    }
}

/// Events: when each run of an effect, and each layer's part in it, starts and ends.
///
/// They are read off the same schedules and histories as the states, so they are exact: an end
/// time is the first instant (to the last bit of the `Double`) at which ``state(of:at:)`` shows
/// the end state. A run that a later change interrupts before it ends has no end events; the
/// change starts its own run from what is visible (or, for a Reduce Motion switch, carries the
/// run on as a fade or a settle, which then ends it).
extension SymbolAnimator {
    /// The events of `animation` whose time is in `window`, in time order (events at the same
    /// instant in the order they follow from each other: a run starts before its layers do, its
    /// layers finish before it ends). Draws, appear and disappear, and the discrete effects
    /// (bounce, wiggle, pulse, triggered or repeating while active) have start and end events
    /// per layer; the other indefinite effects (breathe, rotate, scale, variable colour) have
    /// `effectStarted` when switched on and `effectStopped` when switched off.
    public func events(of animation: SymbolAnimation, in window: Range<Double>) -> [SymbolEvent] {
        var all: [SymbolEvent] = []
        drawEvents(animation, into: &all)
        visibilityEvents(animation, into: &all)
        for binding in animation.motions {
            switch binding.effect.kind {
            case .bounce, .wiggle:
                runEvents(of: binding.effect, into: &all) { shape, offset in
                    DiscreteTrack(shape: shape, options: binding.options, offset: offset,
                                  isActive: binding.isActive, reduceMotion: animation.reduceMotion)
                }
            // Every other kind: named, so a new effect is a compile error here until its events are decided.
            case .breathe, .rotate, .pulse, .scale, .variableColor, .drawOn, .drawOff, .appear, .disappear, .replace:
                all += binding.isActive.changes.map {
                    SymbolEvent(time: $0.time, kind: $0.value ? .effectStarted : .effectStopped, effect: binding.effect)
                }
            }
        }
        for trigger in animation.triggered {
            runEvents(of: trigger.effect, into: &all) { shape, offset in
                DiscreteTrack(shape: shape, options: trigger.options, offset: offset,
                              triggers: trigger.value, reduceMotion: animation.reduceMotion)
            }
        }
        // The layers a magic replace shares stay in place: they take no part in its draws or fades.
        let shared = animation.sharedLayers?.layers ?? []
        return all.enumerated()
            .filter { window.contains($0.element.time) && !($0.element.layer.map(shared.contains) ?? false) }
            .sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }
            .map(\.element)
    }

    // MARK: - Draw On and Draw Off

    private func drawEvents(_ animation: SymbolAnimation, into out: inout [SymbolEvent]) {
        let toggles = animation.isDrawn.changes.map(\.time)
        guard !toggles.isEmpty else { return }
        let instants = Array(Set(toggles + animation.reduceMotion.changes.map(\.time))).sorted()
        let motions: [DrawTimeline.Motion] = roles.map { $0 == .trace ? .trace : .appear }
        let timeline = DrawTimeline(symbol: symbol, motions: motions, animation: animation)
        var running = false
        for (j, start) in instants.enumerated() {
            let next = j + 1 < instants.count ? instants[j + 1] : .infinity
            let on = animation.isDrawn.value(at: start), fading = animation.reduceMotion.value(at: start)
            let (effect, options) = animation.drawEffect(on: on)
            let schedule = on ? timeline.onSchedule : timeline.offSchedule
            let target: DrawTimeline.Value = on ? .drawn : .undrawn
            let isToggle = toggles.contains(start)
            // A Reduce Motion switch while nothing is drawing changes nothing.
            guard isToggle || running else { continue }
            if isToggle { out.append(SymbolEvent(time: start, kind: .effectStarted, effect: effect)) }
            let from = timeline.values(at: start)
            var last = start, unfinished = false
            for i in symbol.layers.indices where from[i] != target {
                let slot: DrawSchedule.Window?
                if case .attachment(let host) = roles[i] { slot = schedule.windows[host] } else { slot = schedule.windows[i] }
                guard let w = slot else { continue }
                let delay = fading ? 0 : w.delay / options.speed
                let end = fading ? DrawTimeline.fadeDuration / options.speed : w.end / options.speed
                if isToggle && start + delay < next {
                    out.append(layerEvent(.layerStarted, effect, i, at: start + delay))
                }
                if let t = SymbolAnimator.firstInstant(from: start + end, before: next, where: { timeline.values(at: $0)[i] == target }) {
                    out.append(layerEvent(.layerFinished, effect, i, at: t))
                    last = max(last, t)
                } else {
                    unfinished = true
                }
            }
            running = unfinished
            if !unfinished { out.append(SymbolEvent(time: last, kind: .effectEnded, effect: effect)) }
        }
    }

    // MARK: - Appear and Disappear

    private func visibilityEvents(_ animation: SymbolAnimation, into out: inout [SymbolEvent]) {
        let toggles = animation.isShown.changes.map(\.time)
        guard !toggles.isEmpty else { return }
        let instants = Array(Set(toggles + animation.reduceMotion.changes.map(\.time))).sorted()
        let timeline = VisibilityTimeline(slotCount: slots.count, animation: animation)
        var running = false
        for (j, start) in instants.enumerated() {
            let next = j + 1 < instants.count ? instants[j + 1] : .infinity
            let shown = animation.isShown.value(at: start), fading = animation.reduceMotion.value(at: start)
            let effect = shown ? animation.appear : animation.disappear
            let isToggle = toggles.contains(start)
            guard isToggle || running else { continue }
            if isToggle { out.append(SymbolEvent(time: start, kind: .effectStarted, effect: effect)) }
            func done(_ v: VisibilityTimeline.Value) -> Bool { shown ? v == .shown : v.visibility == 0 }
            let from = timeline.values(at: start)
            var last = start, unfinished = false
            for k in 0..<slots.count where !(done(from[k]) && !isToggle) {
                let w = timeline.window(slot: k, shown: shown, fading: fading)
                let speed = timeline.speed(shown: shown)
                let startTime = start + w.delay / speed
                let end = SymbolAnimator.firstInstant(from: start + (w.delay + w.duration) / speed, before: next,
                                                      where: { done(timeline.values(at: $0)[k]) })
                for i in symbol.layers.indices where slots.of[i] == k {
                    if isToggle && startTime < next { out.append(layerEvent(.layerStarted, effect, i, at: startTime)) }
                    if let end { out.append(layerEvent(.layerFinished, effect, i, at: end)) }
                }
                if let end { last = max(last, end) } else { unfinished = true }
            }
            running = unfinished
            if !unfinished { out.append(SymbolEvent(time: last, kind: .effectEnded, effect: effect)) }
        }
    }

    // MARK: - Bounce, Wiggle and Pulse

    /// The runs of a discrete effect (or of bounce and wiggle repeating while active), per group
    /// of layers moving together; `makeTrack(shape, offset)` is the track of one group, as
    /// ``applyDiscrete(_:reduceMotion:at:to:)`` builds it.
    private func runEvents(of effect: SymbolEffect, into out: inout [SymbolEvent],
                           track makeTrack: (DiscreteTrack.Shape, Double) -> DiscreteTrack) {
        guard let shape = DiscreteTrack.Shape(effect.kind) else { return }
        let all = Array(symbol.layers.indices)
        var groups: [(offset: Double, layers: [Int])]
        if shape == .pulse {
            let marked = all.filter { symbol.layers[$0].pulses }
            groups = [(0, effect.scope == .wholeSymbol || marked.isEmpty ? all : marked)]
        } else if movesWhole(effect.scope ?? shape.defaultScope) {
            groups = [(0, all)]
        } else {
            let step = discreteStep
            groups = (0..<slots.count).map { k in (Double(k) * step, all.filter { slots.of[$0] == k }) }
        }
        let tracks = groups.map { makeTrack(shape, $0.offset) }
        guard let first = tracks.first else { return }
        func atRest(_ track: DiscreteTrack, _ t: Double) -> Bool {
            let s = track.sample(at: t)
            return s.motion.value == 0 && s.dim.value == 0
        }
        let runs = first.events(through: .infinity)
        let speed = first.options.speed, blend = DiscreteTrack.blendDuration / speed
        let (count, delay) = first.countAndDelay
        var running = false
        for (j, run) in runs.enumerated() {
            let next = j + 1 < runs.count ? runs[j + 1].time : .infinity
            let plays = run.mode != .settle
            guard plays || running else { continue }
            if plays { out.append(SymbolEvent(time: run.time, kind: .effectStarted, effect: effect)) }
            let duration = run.mode == .reduced ? first.cycleDuration.reduced : first.cycleDuration.play
            var last = run.time, unfinished = false
            for (group, track) in zip(groups, tracks) {
                let startTime = run.time + group.offset / speed
                if plays && startTime < next {
                    for i in group.layers { out.append(layerEvent(.layerStarted, effect, i, at: startTime)) }
                }
                let guess: Double
                if plays {
                    guard let n = count else { unfinished = true; continue }   // repeats until stopped
                    let length = group.offset + Double(n) * duration + Double(n - 1) * delay
                    guess = run.time + max(length / speed, blend)
                } else {
                    guess = atRest(track, run.time) ? run.time : run.time + blend
                }
                guard let end = SymbolAnimator.firstInstant(from: guess, before: next, where: { atRest(track, $0) }) else {
                    unfinished = true
                    continue
                }
                for i in group.layers { out.append(layerEvent(.layerFinished, effect, i, at: end)) }
                last = max(last, end)
            }
            running = unfinished
            if !unfinished { out.append(SymbolEvent(time: last, kind: .effectEnded, effect: effect)) }
        }
    }

    // MARK: - Helpers

    private func layerEvent(_ kind: SymbolEvent.Kind, _ effect: SymbolEffect, _ i: Int, at t: Double) -> SymbolEvent {
        SymbolEvent(time: t, kind: kind, effect: effect, layer: i, layerID: symbol.layers[i].id)
    }

    /// The first instant from `guess` on at which `isDone` holds, nudged up by at most a few
    /// ulps (an end computed as `start + duration` can land a rounding short of it), or nil
    /// when that is not before `limit` (the run was interrupted).
    static func firstInstant(from guess: Double, before limit: Double, where isDone: (Double) -> Bool) -> Double? {
        guard guess < limit else { return nil }
        var t = guess
        for _ in 0..<64 where t < limit {
            if isDone(t) { return t }
            t = t.nextUp
        }
        // Never expected: the schedule and the state disagree by more than rounding. The
        // formula's answer is the better guess than none.
        return guess
    }
}

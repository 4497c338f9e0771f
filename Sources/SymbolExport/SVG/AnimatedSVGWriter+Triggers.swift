extension AnimatedSVGWriter.Builder {
    /// One look a triggered SVG can take, and the CSS selector that puts it on: the rest pose
    /// (no selector beyond the element's class), or a list of segments played back to back while
    /// the selector matches (the pointer is over the root, it has keyboard focus, a toggle's
    /// checkbox is unchecked or re-checked).
    ///
    /// A segment that comes to rest plays once and holds its end (`both`); a `loop` starts when
    /// the segments before it are over and repeats (`infinite`), its first pose being the
    /// previous one's last. Leaving the state removes its animations, so the element snaps back
    /// to the rest pose.
    struct TriggerState {
        /// The selector for an element of class `cls`, the prefix's placeholder included.
        var selector: (String) -> String
        /// Segment indices played in order; empty for a still pose.
        var steps: [Int]
        /// For a still pose: the sample it holds.
        var restSample: Int?
    }

    /// The states of `plan`'s scene, by its trigger: the rest pose, then one per trigger.
    static func triggerStates(_ plan: ExportPlan) -> [TriggerState] {
        let segments = plan.scene.segments
        func index(_ name: String) -> Int? { segments.firstIndex { $0.name == name } }
        let root = "." + scoped("root")
        func played(_ names: [String]) -> [Int] { names.compactMap(index) }
        switch plan.scene.trigger {
        case .load:
            return []
        case .hover, .focus:
            let rest: TriggerState
            let steps: [Int]
            if let play = index("play") {
                // At rest the symbol shows where the effect ends: drawn after a Draw On.
                rest = TriggerState(selector: { "." + $0 }, steps: [], restSample: plan.segmentTimeline(play).indices.upperBound)
                steps = [play]
            } else {
                // An endless effect rests where it starts, inactive.
                rest = TriggerState(selector: { "." + $0 }, steps: [], restSample: 0)
                steps = played(["intro", "loop"])
            }
            let active: (String) -> String = plan.scene.trigger == .hover
                ? { "\(root):hover .\($0)" }
                : { "\(root):focus-visible .\($0),:focus-visible>\(root) .\($0)" }
            return [rest, TriggerState(selector: active, steps: steps, restSample: nil)]
        case .toggle:
            let control = "." + scoped("switch")
            // Before any click the symbol is in the effect's end state: still, or looping.
            let pristine = index("loop").map { TriggerState(selector: { "." + $0 }, steps: [$0], restSample: nil) }
                ?? TriggerState(selector: { "." + $0 }, steps: [], restSample: index("off").map { plan.segmentSamples[$0].lowerBound } ?? 0)
            return [pristine,
                    TriggerState(selector: { "\(control):not(:checked)~\(root) .\($0)" }, steps: played(["off"]), restSample: nil),
                    // `:user-valid` tells a box the user checked again from one checked from the start.
                    TriggerState(selector: { "\(control):checked:user-valid~\(root) .\($0)" }, steps: played(["on", "loop"]),
                                 restSample: nil)]
        }
    }

    /// The rules of an element of class `cls` with `properties` in a triggered scene: one per
    /// state, and under Reduce Motion those whose Reduce Motion form differs.
    mutating func triggeredRules(_ cls: String, _ properties: [AnimatedSVGWriter.Property]) {
        let states = Self.triggerStates(plan)
        let reducedStates = reduced.map(Self.triggerStates)
        let hasReduced = reduced != nil && properties.allSatisfy { $0.reducedSamples != nil }
        var rest: (normal: String, reduced: String?)?
        // The rest pose's declaration of each property: a state need not repeat one it keeps.
        var kept: (normal: [String], reduced: [String])?
        for (k, state) in states.enumerated() {
            var values: [String] = [], left: Set<Int> = []
            let normal = stateDeclarations(properties.map { ($0, $0.samples) }, plan: plan, state: state,
                                           keeping: kept?.normal, values: &values, left: &left)
            var other: String?
            var reducedValues: [String] = [], reducedLeft: Set<Int> = []
            if hasReduced, let reduced, let reducedState = reducedStates?[k] {
                // The normal rule applies under Reduce Motion too: the reduced one must restate
                // every property the normal one sets.
                let keeping = kept.map { k in k.reduced.indices.map { left.contains($0) ? k.reduced[$0] : "" } }
                other = stateDeclarations(properties.map { ($0, $0.reducedSamples!) }, plan: reduced, state: reducedState,
                                          keeping: keeping, values: &reducedValues, left: &reducedLeft)
            }
            if k == 0, state.restSample != nil { kept = (values, reducedValues) }
            // A state that shows what the rest shows (nothing of this element moves in it) needs no rule.
            if let rest, normal == rest.normal || normal == "animation:none",
               other == rest.reduced || other == nil || other == "animation:none" { continue }
            if rest == nil { rest = (normal, other) }
            rules.append("\(state.selector(cls)){\(normal)}")
            if let other, other != normal { reducedRules.append("\(state.selector(cls)){\(other)}") }
        }
    }

    /// The declarations of one state: each property's value where the state starts, and an
    /// animation per segment in which it changes, each fitted to that segment's own samples.
    ///
    /// `keeping` holds the rest pose's declaration of each property: one this state neither
    /// animates nor changes is left to the rest rule (its index goes into `left`). `values` gets
    /// each property's declaration.
    mutating func stateDeclarations(_ list: [(AnimatedSVGWriter.Property, [Double])], plan: ExportPlan, state: TriggerState,
                                    keeping: [String]?, values: inout [String], left: inout Set<Int>) -> String {
        var parts: [String] = []
        var animations: [String] = []
        for (i, (p, samples)) in list.enumerated() {
            if let rest = state.restSample {
                sampleCount += 1
                keyframeCount += 1
                let declaration = "\(p.name):\(p.format(samples[min(rest, samples.count - 1)]))"
                values.append(declaration)
                parts.append(declaration)
                continue
            }
            let before = animations.count
            var first: Double?
            var delay = 0.0
            for k in state.steps {
                let segment = plan.scene.segments[k]
                let (indices, times) = plan.segmentTimeline(k)
                let values = indices.map { [samples[$0]] }
                sampleCount += values.count
                let track = KeyframeTrack.fit(times: times, samples: values, tolerance: [p.tolerance])
                if first == nil { first = track.initial[0] }
                defer { delay += segment.duration }
                guard track.isAnimated, segment.duration > 0 else { keyframeCount += 1; continue }
                keyframeCount += track.keys.count
                animations.append(keyframes(for: p, track, duration: segment.duration)
                                  + " \(Self.number(segment.duration))s linear \(Self.number(delay))s "
                                  + (segment.loops ? "infinite none" : "1 both"))
            }
            let declaration = "\(p.name):\(p.format(first ?? samples[0]))"
            values.append(declaration)
            if animations.count == before, let keeping, i < keeping.count, keeping[i] == declaration {
                left.insert(i)
                continue
            }
            parts.append(declaration)
        }
        parts.append("animation:" + (animations.isEmpty ? "none" : animations.joined(separator: ",")))
        return parts.joined(separator: ";")
    }

    /// Writes `track` of `p` as `@keyframes` over `duration` seconds and returns its name.
    mutating func keyframes(for p: AnimatedSVGWriter.Property, _ track: KeyframeTrack, duration: Double) -> String {
        counter += 1
        let name = Self.scoped("k\(counter)")
        var frames: [String] = []
        for (i, key) in track.keys.enumerated() {
            var body = "\(p.name):\(p.format(key.value[0]))"
            if i < track.keys.count - 1 {
                let (x1, x2) = KeyframeTrack.timeHandles
                body += ";animation-timing-function:cubic-bezier(\(Self.number(x1)),\(Self.number(key.easing[0].0)),"
                    + "\(Self.number(x2)),\(Self.number(key.easing[0].1)))"
            }
            frames.append("\(Self.number(key.time / duration * 100))%{\(body)}")
        }
        keyframes.append("@keyframes \(name){\(frames.joined())}")
        return name
    }
}

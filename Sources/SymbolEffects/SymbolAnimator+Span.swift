import SymbolModel

/// The span of an animation: when it settles and how it repeats, read off the same schedules
/// that pose it (the end events of draws, appearances and discrete runs; the cycle lengths,
/// delays and speeds of the indefinite effects), so no pose has to be sampled to find it.
extension SymbolAnimator {
    public func span(of animation: SymbolAnimation) -> SymbolSpan {
        var spans: [SymbolSpan] = []
        // Draws, appearances, triggered runs and finite repeats end at their last event.
        let last = events(of: animation, in: -Double.infinity..<Double.infinity).map(\.time).max() ?? 0
        spans.append(SymbolSpan(settle: last))
        let toggles = (animation.sharedLayers?.isShown.changes ?? []) + animation.reduceMotion.changes
        spans.append(SymbolSpan(settle: toggles.map(\.time).max() ?? 0))
        let reduceMotion = animation.reduceMotion
        for binding in animation.motions {
            let effect = binding.effect
            switch effect.kind {
            case .breathe:
                let scope = effect.scope ?? .byLayer
                var lead = 0.0
                if !breathesWhole(scope) {
                    let (slotOf, step) = breatheSlots(scope)
                    lead = Double(slotOf.max() ?? 0) * step
                }
                spans.append(MotionTrack(kind: .breathe(offset: lead), options: binding.options, isActive: binding.isActive,
                                         reduceMotion: reduceMotion).span())
            case .rotate:
                spans.append(MotionTrack(kind: .rotate, options: binding.options, isActive: binding.isActive,
                                         reduceMotion: reduceMotion).span(turnRates: turnRates(effect)))
            case .pulse:
                // Opacity only: Reduce Motion leaves it playing.
                spans.append(MotionTrack(kind: .pulse(offset: 0), options: binding.options, isActive: binding.isActive,
                                         reduceMotion: .constant(false)).span())
            case .scale:
                spans.append(MotionTrack(kind: .hold, options: binding.options, isActive: binding.isActive,
                                         reduceMotion: reduceMotion).span())
            case .variableColor:
                spans.append(VariableColorTrack(effect: effect, options: binding.options, isActive: binding.isActive,
                                                count: variableColorLayers.count).span)
            case .bounce, .wiggle:
                guard let shape = DiscreteTrack.Shape(effect.kind) else { continue }
                let lead = movesWhole(effect.scope ?? shape.defaultScope) ? 0 : Double(slots.count - 1) * discreteStep
                let track = DiscreteTrack(shape: shape, options: binding.options, offset: lead, isActive: binding.isActive,
                                          reduceMotion: reduceMotion)
                if let endless = track.endlessSpan { spans.append(endless) }
            case .drawOn, .drawOff, .appear, .disappear, .replace:
                continue
            }
        }
        return SymbolSpan.together(spans)
    }
}

import SymbolEffects
import SymbolModel
import SymbolRendering

extension RenderOptions {
    /// The effect's own options: its speed.
    var effectOptions: SymbolEffectOptions { .speed(speed) }

    /// The specs `--effect` named, with `--scope`, `--reversed` and `--pulse` applied where
    /// the older words (``SymbolEffectSpec/aliases``) were used, which is what those flags are for.
    var adjustedEffects: [SymbolEffectSpec] {
        guard SymbolEffectSpec.aliases[effectName] != nil else { return effects }
        return effects.map { spec in
            var effect = spec.effect
            effect.scope = scope
            if reversed && effect.kind == .drawOff { effect = effect.reversed }
            if pulse && effect.kind == .breathe { effect = effect.pulse }
            return SymbolEffectSpec(effect)
        }
    }

    /// What every effect is bound onto: Reduce Motion and the variable values.
    var baseAnimation: SymbolAnimation {
        var base = SymbolAnimation(reduceMotion: .constant(reduceMotion))
        base.variableDrawValue = variableDraw
        base.variableValue = variableValue
        return base
    }

    /// The effects started at time 0, each bound by its spec.
    func animation() -> SymbolAnimation {
        adjustedEffects.reduce(baseAnimation) { $1.bind(to: $0, drive: .at(0), options: effectOptions) }
    }

    /// With `--to`, the leaving symbol's animation (a magic replace matches the two symbols'
    /// shared layers) and the arriving one with its own; else ``animation()`` alone.
    func replacing(leaving: Symbol) throws -> (SymbolAnimation, (Symbol, SymbolAnimation)?) {
        guard let to else { return (animation(), nil) }
        guard effects.count == 1, let spec = effects.first, spec.effect.kind == .replace else {
            throw UsageError("--to \(to): needs --effect replace, replace.downUp, replace.offUp, replace.upUp or replace.magic")
        }
        let arriving = try loadSymbol(to, weight: weight, scale: scale)
        let replacement = spec.replacement(options: effectOptions).matching(leaving, arriving)
        return (replacement.outgoing(baseAnimation), (arriving, replacement.incoming(baseAnimation)))
    }

    /// What a strip covers when `--time` is not given: a draw up to the instant its last layer
    /// finishes (the engine's own end event, so the last frame is the end state and no frame is
    /// spent on a finished draw); no effect, a still frame; anything else, 2 seconds.
    func stripSpan(of animator: SymbolAnimator, animation: SymbolAnimation) -> Double {
        if let time { return time }
        guard !effects.isEmpty else { return 0 }
        guard effects.allSatisfy(\.isDraw) else { return 2.0 / speed }
        let limit = 5.0 / speed
        let end = animator.events(of: animation, in: 0..<limit).last { $0.kind == .effectEnded }?.time
        return min(end ?? limit, limit)
    }
}

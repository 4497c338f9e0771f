import SVGLoader
import SymbolEffects
import SymbolKit
import SymbolModel
import SymbolRendering

extension RenderOptions {
    /// The effect's own options: its speed.
    var effectOptions: SymbolEffectOptions { .speed(speed) }

    /// The specs `--effect` named, with `--scope` applied to every effect that takes it and
    /// names no scope of its own (`--effect bounce --scope wholeSymbol` is
    /// `bounce.wholeSymbol`), and `--reversed` and `--pulse` applied where the older words
    /// (``SymbolEffectSpec/aliases``) were used, which is what those flags are for. A spec that
    /// spells its own scope keeps it (``scopeNotes`` says so).
    var adjustedEffects: [SymbolEffectSpec] {
        let isAlias = SymbolEffectSpec.aliases[effectName] != nil
        return effects.map { spec in
            var effect = spec.effect
            if isAlias {
                effect.scope = scope
                if reversed && effect.kind == .drawOff { effect = effect.reversed }
                if pulse && effect.kind == .breathe { effect = effect.pulse }
            } else if let scope, effect.scope == nil, spec.accepts(scope) {
                effect.scope = scope
            }
            return SymbolEffectSpec(effect)
        }
    }

    /// What `--scope` did not change, one sentence each: a spec that spells another scope
    /// (its own spelling wins), an effect that takes no such scope.
    var scopeNotes: [String] {
        guard let scope, SymbolEffectSpec.aliases[effectName] == nil else { return [] }
        return effects.compactMap { spec in
            if let own = spec.effect.scope, own != scope {
                return "--scope \(scope.rawValue) leaves \(spec) as it is: the spec names its own scope, \(own.rawValue), which wins"
            }
            if !spec.accepts(scope) { return "--scope \(scope.rawValue) does not apply to \(spec), which takes no such scope" }
            return nil
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
        let (main, incoming) = try timelines(of: .symbol(LoadedSymbol(symbol: leaving, warnings: [])))
        let animation = (main as? EffectTimeline)?.animation ?? SymbolAnimation()
        return (animation, (incoming as? EffectTimeline).map { ($0.symbol, $0.animation) })
    }

    /// The document posed as the options say (``SymbolDocument/timeline(_:)``): the effects
    /// bound at t = 0 with `--speed`, `--reduce-motion` and the variable values, `--to`'s symbol
    /// arriving in a replace, or a `.gpa` icon switched from `--from-state` to `--state`.
    func timelines(of document: SymbolDocument) throws -> (main: any SymbolTimeline, incoming: (any SymbolTimeline)?) {
        var request = SymbolDocument.TimelineOptions()
        request.effects = adjustedEffects
        request.effectOptions = effectOptions
        request.base = baseAnimation
        request.weight = weight
        request.scale = scale
        request.state = state
        request.fromState = fromState
        if case .pathAnimation = document, effectName != "none" || !effects.isEmpty {
            throw UsageError("--effect: a .gpa file plays its own states; use --state and --from-state")
        }
        if let to {
            guard effects.count == 1, let spec = effects.first, spec.effect.kind == .replace else {
                throw UsageError("--to \(to): needs --effect replace, replace.downUp, replace.offUp, replace.upUp or replace.magic")
            }
            request.replacement = try loadSymbol(to, weight: weight, scale: scale)
        }
        do {
            return try document.timeline(request)
        } catch let e as TimelineError {
            throw UsageError(e.description)
        }
    }

    /// The colour the timeline's tint-painted layers take: `--color`, or in multicolor without
    /// it the system accent. A timeline that paints in its foreground colour
    /// (``SymbolTimeline/paintsInForeground``, a GTK icon) takes `--color` (black by default)
    /// in every mode.
    func tint(for timeline: any SymbolTimeline) -> Color {
        timeline.paintsInForeground ? color : tint
    }

    /// What a strip covers when `--time` is not given: the motion until it settles (a draw up
    /// to the instant its last layer finishes, so the last frame is the end state and no frame
    /// is spent on a finished effect), and one cycle of what repeats after; a still, nothing. At
    /// most 10 s.
    func stripSpan(of timeline: any SymbolTimeline) -> Double {
        if let time { return time }
        return min(timeline.span.coveredBy, 10)
    }
}

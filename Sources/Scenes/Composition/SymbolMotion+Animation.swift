import SymbolEffects

extension SymbolMotion {
    /// The effects engine's description of this motion: the seeds' modifiers as data.
    ///
    /// Draw-on symbols are `.symbolEffect(.drawOn.byLayer, isActive: !isDrawn)` plus
    /// `.drawOff.byLayer` (with the viewer's scope); loaders are `.breathe` and/or `.rotate` with
    /// `.repeat(.continuous)`, active while their effect includes them and Reduce Motion is off.
    /// Speed is not here: the scene clock already runs at the viewer's speed.
    public var animation: SymbolAnimation {
        switch self {
        case .draw(let drawn, let scope, let reduceMotion, let motionToggles):
            var reduce = ToggleHistory(initial: reduceMotion)
            for t in motionToggles { reduce.set(t.reduceMotion, at: t.time) }
            var drawOn = SymbolEffect.drawOn, drawOff = SymbolEffect.drawOff
            drawOn.scope = scope
            drawOff.scope = scope
            // One history drives both: Draw On plays as it turns on, Draw Off as it turns off.
            let base = SymbolAnimation(reduceMotion: reduce)
            let on = SymbolEffectSpec(drawOn).bind(to: base, drive: .init(isActive: drawn))
            return SymbolEffectSpec(drawOff).bind(to: on, drive: .init(isActive: drawn.inverted))
        case .loader(let activity):
            var breathing = ToggleHistory(initial: false), rotating = ToggleHistory(initial: false)
            for a in activity {
                breathing.set(a.effect?.breathes ?? false, at: a.time)
                rotating.set(a.effect?.rotates ?? false, at: a.time)
            }
            let breathe = SymbolEffectSpec(.breathe).bind(drive: .init(isActive: breathing))
            return SymbolEffectSpec(.rotate).bind(to: breathe, drive: .init(isActive: rotating))
        case .gallery(let tile):
            return tile.animation
        case .pathAnimation:
            // Its own timeline poses it (EngineSymbolPainter); as a symbol it is still.
            return SymbolAnimation()
        }
    }
}

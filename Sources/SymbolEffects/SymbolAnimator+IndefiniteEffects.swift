import Geometry
import SymbolModel

/// Pulse and scale while active: indefinite effects driven by an `isActive` history.
extension SymbolAnimator {
    /// How much an indefinite pulse dims at its deepest.
    static let indefinitePulseDim = 0.6
    /// Scale up and down, while active.
    static let scaleUp = 1.2, scaleDown = 0.8

    func applyIndefinitePulse(_ binding: SymbolAnimation.Binding, at t: Double, to state: inout SymbolState) {
        // Opacity only: Reduce Motion leaves it playing.
        let d = MotionTrack(kind: .pulse(offset: 0), options: binding.options, isActive: binding.isActive,
                            reduceMotion: .constant(false)).sample(at: t).value
        applyPulse(dim: SymbolAnimator.indefinitePulseDim * d, scope: binding.effect.scope, to: &state)
    }

    /// Scale: eased to its size when activated, held, eased back when stopped. Reduce Motion
    /// holds it at rest (and settles it, if switched on while scaled).
    func applyScale(_ binding: SymbolAnimation.Binding, reduceMotion: ToggleHistory, at t: Double,
                    to state: inout SymbolState) {
        let h = MotionTrack(kind: .hold, options: binding.options, isActive: binding.isActive,
                            reduceMotion: reduceMotion).sample(at: t).value
        guard h != 0 else { return }
        let target = (binding.effect.verticalDirection ?? .up) == .up ? SymbolAnimator.scaleUp : SymbolAnimator.scaleDown
        let factor = 1 + (target - 1) * h
        let scope = binding.effect.scope ?? .wholeSymbol
        if movesWhole(scope) {
            state.motion = state.motion.concatenating(.scale(factor, around: bounds(ofSlot: nil).center))
            return
        }
        for i in state.layers.indices {
            let s = Transform.scale(factor, around: bounds(ofSlot: slots.of[i]).center)
            state.layers[i].motion = state.layers[i].motion.concatenating(s)
        }
    }
}

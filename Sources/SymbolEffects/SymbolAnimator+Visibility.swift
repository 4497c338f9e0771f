import Geometry
import SymbolModel

/// Appear and Disappear: the symbol shown or hidden by ``SymbolAnimation/isShown``.
extension SymbolAnimator {
    func applyVisibility(_ animation: SymbolAnimation, at t: Double, to state: inout SymbolState) {
        // Nothing to do for a symbol that has always been shown.
        guard !(animation.isShown.initial && animation.isShown.changes.isEmpty) else { return }
        let values = VisibilityTimeline(slotCount: slots.count, animation: animation).values(at: t)
        for i in state.layers.indices {
            let k = slots.of[i]
            let v = values[k]
            state.layers[i].opacity *= v.visibility
            if v.scale != 1 {
                let s = Transform.scale(v.scale, around: bounds(ofSlot: k).center)
                state.layers[i].motion = state.layers[i].motion.concatenating(s)
            }
        }
    }
}

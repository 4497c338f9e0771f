import Foundation
import Geometry
import SymbolModel

/// Bounce, wiggle and a triggered pulse: effects played once per trigger.
extension SymbolAnimator {
    /// Bounce: how much taller (and narrower) the slot gets at the curve's peak, and how far it
    /// lifts, as a fraction of the symbol's ink height (every slot lifts as far, so a flat part
    /// lifts too). Below rest the same numbers squash it.
    static let bounceStretch = 0.1, bounceNarrowing = 0.04, bounceLift = 0.04
    /// Wiggle: the swing's reach, as a fraction of the design box, and its angle for the turning
    /// directions (12°).
    static let wiggleReach = 0.06, wiggleAngle = 12 * Double.pi / 180
    /// How far a pulse dims its layers, and Reduce Motion's dip in place of a move.
    static let discretePulseDim = 0.6, reducedMotionDim = 0.3
    /// The most a slot waits after the one before, in a by-layer bounce or wiggle, and the most
    /// the waiting may add up to.
    static let discreteStagger = 0.06, discreteStaggerBudget = 0.24

    /// How far apart by-layer slots start: the stagger, shortened so the last slot starts
    /// within the budget.
    var discreteStep: Double {
        min(SymbolAnimator.discreteStagger, SymbolAnimator.discreteStaggerBudget / Double(slots.count - 1))
    }

    func applyDiscrete(_ trigger: SymbolAnimation.Trigger, reduceMotion: ToggleHistory, at t: Double,
                       to state: inout SymbolState) {
        applyRuns(of: trigger.effect, at: t, to: &state) { shape, offset in
            DiscreteTrack(shape: shape, options: trigger.options, offset: offset, triggers: trigger.value, reduceMotion: reduceMotion)
        }
    }

    /// Bounce or wiggle bound to an activity: repeating while active (continuously, unless the
    /// options say periodic), settling within 0.3 s when stopped. Reduce Motion stills it.
    func applyRepeating(_ binding: SymbolAnimation.Binding, reduceMotion: ToggleHistory, at t: Double,
                        to state: inout SymbolState) {
        applyRuns(of: binding.effect, at: t, to: &state) { shape, offset in
            DiscreteTrack(shape: shape, options: binding.options, offset: offset, isActive: binding.isActive, reduceMotion: reduceMotion)
        }
    }

    /// Poses every slot from its track: `track(shape, offset)` gives the runs of one slot.
    private func applyRuns(of effect: SymbolEffect, at t: Double, to state: inout SymbolState,
                           track makeTrack: (DiscreteTrack.Shape, Double) -> DiscreteTrack) {
        // The others are indefinite or transitions.
        guard let shape = DiscreteTrack.Shape(effect.kind) else { return }
        if shape == .pulse {
            let sample = makeTrack(.pulse, 0).sample(at: t)
            applyPulse(dim: sample.dim.value * SymbolAnimator.discretePulseDim, scope: effect.scope, to: &state)
            return
        }
        let scope = effect.scope ?? shape.defaultScope
        func track(offset: Double) -> DiscreteTrack.Sample { makeTrack(shape, offset).sample(at: t) }
        if movesWhole(scope) {
            let s = track(offset: 0)
            state.motion = state.motion.concatenating(move(effect, amount: s.motion.value, box: bounds(ofSlot: nil), anchor: anchor(of: effect.kind, slot: nil)))
            state.opacity *= 1 - SymbolAnimator.reducedMotionDim * min(max(s.dim.value, 0), 1)
            return
        }
        let step = discreteStep
        var perSlot: [Int: (Transform, Double)] = [:]
        for i in state.layers.indices {
            let k = slots.of[i]
            if perSlot[k] == nil {
                let s = track(offset: Double(k) * step)
                perSlot[k] = (move(effect, amount: s.motion.value, box: bounds(ofSlot: k), anchor: anchor(of: effect.kind, slot: k)),
                              1 - SymbolAnimator.reducedMotionDim * min(max(s.dim.value, 0), 1))
            }
            let (transform, opacity) = perSlot[k]!
            state.layers[i].motion = state.layers[i].motion.concatenating(transform)
            state.layers[i].opacity *= opacity
        }
    }

    /// The annotated anchor of a bounce (`data-bounce-anchor`) or wiggle (`data-wiggle-anchor`)
    /// for the layers of by-layer slot `k`, or of the whole symbol for nil: the first such
    /// layer's, in document order; nil when none of them has one.
    func anchor(of kind: SymbolEffect.Kind, slot k: Int?) -> Point? {
        for i in symbol.layers.indices where k == nil || slots.of[i] == k {
            if let p = kind == .bounce ? symbol.layers[i].bounceAnchor : symbol.layers[i].wiggleAnchor { return p }
        }
        return nil
    }

    /// The move of a bounce or wiggle at signed `amount` (0: none, exactly the identity) for a
    /// part whose ink fills `box`. A bounce stretches from `anchor` (default: the bottom centre
    /// of the box); a turning wiggle turns around it (default: the centre of the box).
    func move(_ effect: SymbolEffect, amount a: Double, box: Rect, anchor: Point? = nil) -> Transform {
        guard a != 0 else { return .identity }
        let inkHeight = bounds(ofSlot: nil).height
        if effect.kind == .bounce {
            // Stretched up from the bottom of the box and lifted; below rest, squashed.
            let up = (effect.verticalDirection ?? .up) == .up
            let sign = up ? 1.0 : -1.0
            let sx = 1 - sign * SymbolAnimator.bounceNarrowing * a
            let sy = 1 + sign * SymbolAnimator.bounceStretch * a
            let lift = (up ? -SymbolAnimator.bounceLift : SymbolAnimator.bounceLift / 2) * inkHeight * a
            let ax = anchor?.x ?? box.center.x, ay = anchor?.y ?? box.maxY
            return Transform(a: sx, b: 0, c: 0, d: sy, e: ax - sx * ax, f: ay - sy * ay + lift)
        }
        let direction = effect.wiggleDirection ?? .forward
        if let v = direction.vector {
            let reach = SymbolAnimator.wiggleReach * max(symbol.viewBox.width, symbol.viewBox.height) * a
            return .translation(v.x * reach, v.y * reach)
        }
        let sign = direction == .clockwise ? 1.0 : -1.0
        return .rotation(sign * SymbolAnimator.wiggleAngle * a, around: anchor ?? box.center)
    }

    /// Dims by `dim` (0…1): the annotated (`data-pulse`) layers, or every layer when none is
    /// annotated or the scope is the whole symbol.
    func applyPulse(dim: Double, scope: EffectScope?, to state: inout SymbolState) {
        let dim = min(max(dim, 0), 1)
        guard dim != 0 else { return }
        let annotated = symbol.layers.contains { $0.pulses }
        if scope == .wholeSymbol || !annotated {
            state.opacity *= 1 - dim
            return
        }
        for i in state.layers.indices where symbol.layers[i].pulses {
            state.layers[i].opacity *= 1 - dim
        }
    }
}

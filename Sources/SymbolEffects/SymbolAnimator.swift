import Foundation
import Geometry
import SymbolModel

/// The effects engine: what a symbol looks like at time t, as a pure function of the symbol,
/// its ``SymbolAnimation`` (effects and toggle histories) and t.
///
/// Nothing here reads a clock or keeps state between calls: the same inputs always give the
/// same ``SymbolState``, however many frames were asked for before. Make one animator per
/// symbol (it precomputes what depends only on the symbol) and ask it for states.
public struct SymbolAnimator: Sendable {
    public let symbol: Symbol
    /// Each layer's part in a draw.
    let roles: [Role]
    /// The centre of each layer's control-point box: the anchor of its own scaling.
    let layerCentres: [Point]
    /// Where attachments ride, when the host's geometry is known.
    let tips: TipLocator
    /// Each layer's control-point box in design units (nil when it has no geometry): the
    /// anchors of bounce, wiggle, scale and appear.
    let layerBounds: [Rect?]
    /// The by-layer slot of every layer (an attachment takes its host's) and how many there are.
    let slots: (of: [Int], count: Int)

    enum Role: Equatable, Sendable {
        /// Traced along its strokes or its guide.
        case trace
        /// Fades and scales in as its slot starts, around its own centre.
        case appear
        /// The fallback: fades and scales, around the symbol's centre.
        case fallback
        /// Rides the tip of layer `host` (a tracing layer).
        case attachment(host: Int)
    }

    /// The slight scale an appearing or fallback layer grows from.
    static let appearScale = 0.85, fallbackScale = 0.8
    /// Whole-symbol and by-layer breathe swell, and how much breathing dims.
    static let breatheScale = 0.12, layerBreatheScale = 0.1, plainDim = 0.15, pulseDim = 0.6
    /// An attachment fades in over this part of its host's trace (a trace's own fade, see
    /// ``TraceFade``, takes 4 %), so it does not arrive before the stroke it ends.
    static let attachmentFadeCoverage = 0.15

    public init(symbol: Symbol) {
        self.symbol = symbol
        var roles: [Role] = []
        for layer in symbol.layers {
            switch layer.draw.kind {
            case .stroke:
                let stroked = layer.shapes.contains { $0.style.stroke != nil }
                roles.append(stroked ? .trace : .fallback)
            case .guide: roles.append(.trace)
            case .appear: roles.append(.appear)
            case .fallback: roles.append(.fallback)
            case .attachment(let host):
                if let h = symbol.layerIndex(id: host), h != roles.count,
                   symbol.layers[h].draw.kind.isTracing {
                    roles.append(.attachment(host: h))
                } else {
                    roles.append(.appear)
                }
            }
        }
        self.roles = roles
        // The control-point box is cheap and close enough for an anchor.
        layerCentres = symbol.layers.map { layer in
            let path = layer.combinedPath
            return path.isEmpty ? symbol.viewBox.center : path.controlPointBounds.center
        }
        tips = TipLocator(symbol: symbol)
        layerBounds = symbol.layers.map { layer in
            let path = layer.combinedPath
            return path.isEmpty ? nil : path.controlPointBounds
        }
        let (drawSlots, count) = DrawSchedule.slots(of: symbol, scope: .byLayer)
        var of: [Int] = []
        for i in drawSlots.indices {
            if let s = drawSlots[i] { of.append(s) }
            else if case .attachment(let h) = roles[i], let s = drawSlots[h] { of.append(s) }
            else { of.append(0) }
        }
        slots = (of, max(count, 1))
    }

    /// The symbol's state at time `t` (seconds, on the same clock as the histories).
    public func state(of animation: SymbolAnimation, at t: Double) -> SymbolState {
        let anchor = symbol.viewBox.center
        var state = SymbolState(layers: layerCentres.map { LayerState.rest(anchor: $0) }, scale: 1, scaleAnchor: anchor,
                                rotation: 0, rotationAnchor: symbol.rotationAnchor, opacity: 1)
        applyDraw(animation, at: t, to: &state)
        applyVisibility(animation, at: t, to: &state)
        if let shared = animation.sharedLayers {
            let shown = shared.isShown.value(at: t)
            for i in shared.layers where state.layers.indices.contains(i) {
                state.layers[i] = .rest(anchor: layerCentres[i])
                state.layers[i].opacity = shown ? 1 : 0
            }
        }
        for binding in animation.motions {
            switch binding.effect.kind {
            case .breathe: applyBreathe(binding, reduceMotion: animation.reduceMotion, at: t, to: &state)
            case .rotate: applyRotate(binding, reduceMotion: animation.reduceMotion, at: t, to: &state)
            case .pulse: applyIndefinitePulse(binding, at: t, to: &state)
            case .scale: applyScale(binding, reduceMotion: animation.reduceMotion, at: t, to: &state)
            case .variableColor: applyVariableColor(binding, at: t, to: &state)
            case .bounce, .wiggle: applyRepeating(binding, reduceMotion: animation.reduceMotion, at: t, to: &state)
            // Draws follow `isDrawn`, appear and disappear `isShown`.
            case .drawOn, .drawOff, .appear, .disappear, .replace: continue
            }
        }
        for trigger in animation.triggered {
            applyDiscrete(trigger, reduceMotion: animation.reduceMotion, at: t, to: &state)
        }
        if let v = animation.variableValue { applyVariableValue(v, to: &state) }
        if let v = animation.variableDrawValue {
            for i in symbol.layers.indices where symbol.layers[i].isVariable {
                state.layers[i].variableValue = min(max(v, 0), 1)
            }
        }
        return state
    }

    // MARK: - Draw

    private func applyDraw(_ animation: SymbolAnimation, at t: Double, to state: inout SymbolState) {
        let motions: [DrawTimeline.Motion] = roles.map { $0 == .trace ? .trace : .appear }
        let values = DrawTimeline(symbol: symbol, motions: motions, animation: animation).values(at: t)
        for i in roles.indices {
            let v = values[i]
            switch roles[i] {
            case .trace:
                state.layers[i].range = v.range
                state.layers[i].opacity = v.opacity * TraceFade.layer(v.range)
            case .appear, .fallback:
                let shown = v.range.coverage
                state.layers[i].range = shown > 0 ? .full : .empty
                state.layers[i].opacity = v.opacity * shown
                if shown < 1 {
                    let small = roles[i] == .appear ? SymbolAnimator.appearScale : SymbolAnimator.fallbackScale
                    let centre = roles[i] == .appear ? layerCentres[i] : symbol.viewBox.center
                    state.layers[i].placement = .scale(small + (1 - small) * shown, around: centre)
                }
            case .attachment(let host):
                let h = values[host]
                state.layers[i].range = h.range.isEmpty ? .empty : .full
                state.layers[i].opacity = h.opacity * TraceFade.layer(h.range, over: SymbolAnimator.attachmentFadeCoverage)
                if !h.range.isFull {
                    state.layers[i].tip = LayerState.Tip(host: host, traceFraction: h.range.head)
                    state.layers[i].placement = tips.placement(host: host, range: h.range)
                }
            }
        }
    }

    // MARK: - Slots

    /// The box of the layers in by-layer slot `k`, or of the whole symbol's ink for nil.
    func bounds(ofSlot k: Int?) -> Rect {
        var box: Rect?
        for i in layerBounds.indices where k == nil || slots.of[i] == k {
            guard let b = layerBounds[i] else { continue }
            box = box.map { $0.union(b) } ?? b
        }
        return box ?? symbol.viewBox
    }

    /// Whether an effect in `scope` moves the whole symbol as one (also when it has one slot).
    func movesWhole(_ scope: EffectScope) -> Bool {
        scope == .wholeSymbol || slots.count < 2
    }

    // MARK: - Breathe

    private func applyBreathe(_ binding: SymbolAnimation.Binding, reduceMotion: ToggleHistory, at t: Double,
                              to state: inout SymbolState) {
        let pulse = binding.effect.breatheStyle == .pulse
        let anyPulsing = symbol.layers.contains { $0.pulses }
        func dims(_ i: Int) -> Double {
            guard pulse else { return SymbolAnimator.plainDim }
            return symbol.layers[i].pulses || !anyPulsing ? SymbolAnimator.pulseDim : SymbolAnimator.plainDim
        }
        let scope = binding.effect.scope ?? .byLayer
        if breathesWhole(scope) {
            let b = MotionTrack(kind: .breathe(offset: 0), options: binding.options, isActive: binding.isActive,
                                reduceMotion: reduceMotion).sample(at: t).value
            state.scale *= 1 + SymbolAnimator.breatheScale * b
            if pulse {
                for i in state.layers.indices { state.layers[i].opacity *= 1 - dims(i) * b }
            } else {
                state.opacity *= 1 - SymbolAnimator.plainDim * b
            }
            return
        }
        let (slotOf, step) = breatheSlots(scope)
        var perSlot: [Int: Double] = [:]
        for i in state.layers.indices {
            let slot = slotOf[i]
            let b: Double
            if let cached = perSlot[slot] { b = cached } else {
                b = MotionTrack(kind: .breathe(offset: Double(slot) * step), options: binding.options,
                                isActive: binding.isActive, reduceMotion: reduceMotion).sample(at: t).value
                perSlot[slot] = b
            }
            state.layers[i].scale *= 1 + SymbolAnimator.layerBreatheScale * b
            state.layers[i].opacity *= 1 - dims(i) * b
        }
    }

    /// A by-layer breathe's slot for every layer (an attachment breathes with its host) and how
    /// far apart, in seconds at speed 1, the slots' swells start.
    func breatheSlots(_ scope: EffectScope) -> (slotOf: [Int], step: Double) {
        let (slots, count) = DrawSchedule.slots(of: symbol, scope: scope)
        let step = scope == .individually ? MotionTrack.breathePeriod / Double(max(count, 1))
                                          : (count > 1 ? min(0.15, 0.5 / Double(count - 1)) : 0)
        let slotOf = symbol.layers.indices.map { i -> Int in
            if let s = slots[i] { return s }
            if case .attachment(let h) = roles[i], let s = slots[h] { return s }
            return 0
        }
        return (slotOf, step)
    }

    /// Whether a breathe in `scope` swells the whole symbol as one.
    func breathesWhole(_ scope: EffectScope) -> Bool { scope == .wholeSymbol || symbol.layers.count < 2 }

    /// The rates a rotate in `effect`'s scope turns the layers at: the annotated layers' own in
    /// a by-layer rotate, the whole symbol's (1) otherwise.
    func turnRates(_ effect: SymbolEffect) -> [Double] {
        let annotated = symbol.layers.contains { $0.rotation != nil }
        let scope = effect.scope ?? (annotated ? .byLayer : .wholeSymbol)
        guard scope != .wholeSymbol, annotated else { return [1] }
        let rates = symbol.layers.compactMap { $0.rotation?.rate }.filter { $0 != 0 }
        return rates.isEmpty ? [1] : rates
    }

    // MARK: - Rotate

    private func applyRotate(_ binding: SymbolAnimation.Binding, reduceMotion: ToggleHistory, at t: Double,
                             to state: inout SymbolState) {
        let theta = MotionTrack(kind: .rotate, options: binding.options, isActive: binding.isActive,
                                reduceMotion: reduceMotion).sample(at: t).value
        let effectSign = binding.effect.rotationDirection?.sign ?? 1
        let annotated = symbol.layers.contains { $0.rotation != nil }
        let scope = binding.effect.scope ?? (annotated ? .byLayer : .wholeSymbol)
        if scope == .wholeSymbol || !annotated {
            state.rotation += effectSign * theta
            return
        }
        for i in symbol.layers.indices {
            guard let r = symbol.layers[i].rotation else { continue }
            state.layers[i].rotation += effectSign * r.direction.sign * r.rate * theta
            state.layers[i].rotationAnchor = r.anchor
        }
    }
}

extension DrawKind {
    /// Whether the layer traces a path (its own strokes or a guide).
    var isTracing: Bool {
        switch self {
        case .stroke, .guide: return true
        default: return false
        }
    }
}

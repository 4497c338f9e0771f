import SymbolModel

/// When each layer moves during one Draw On or Draw Off, relative to the toggle that started it.
///
/// Layers are grouped into *slots*: a motion group is one slot, a layer without a group is a
/// slot of its own, and slots run in the order their first layer appears in the document.
/// Attachments have no slot (they ride their host). By layer, each slot starts a stagger after
/// the one before and overlaps it; whole symbol, every slot runs at once; individually, every
/// layer runs alone, one after another.
///
/// Durations are at speed 1 and tuned so a six-slot symbol draws on in about 0.9 s and off in
/// about 0.6 s, comfortably inside the seed's 1.8 s / 1.3 s toggle rhythm.
struct DrawSchedule: Sendable {
    /// One layer's part of the transition, in seconds after the toggle (at speed 1).
    struct Window: Hashable, Sendable {
        var delay: Double
        var duration: Double
        var end: Double { delay + duration }

        /// Linear progress 0…1 at `elapsed` seconds after the toggle, at the given speed.
        func progress(elapsed: Double, speed: Double) -> Double {
            let u = (elapsed * speed - delay) / duration
            return min(max(u, 0), 1)
        }
    }

    /// Per layer; nil for attachments, which follow their host.
    var windows: [Window?]
    /// When the last layer finishes, at speed 1.
    var totalDuration: Double

    /// Draw On at speed 1: per-layer duration and the longest the staggering may add.
    static let onLayerDuration = 0.5, onStaggerBudget = 0.4, onMaxStagger = 0.1, onWholeDuration = 0.6
    /// Draw Off is quicker, as on iOS.
    static let offLayerDuration = 0.34, offStaggerBudget = 0.26, offMaxStagger = 0.065, offWholeDuration = 0.4

    /// The slot of every layer (nil for attachments) for the given scope.
    static func slots(of symbol: Symbol, scope: EffectScope) -> (slots: [Int?], count: Int) {
        var result: [Int?] = []
        var groupSlot: [String: Int] = [:]
        var next = 0
        for layer in symbol.layers {
            if case .attachment = layer.draw.kind {
                result.append(nil)
                continue
            }
            if scope != .individually, let g = layer.draw.motionGroup {
                if let s = groupSlot[g] {
                    result.append(s)
                } else {
                    groupSlot[g] = next
                    result.append(next)
                    next += 1
                }
            } else {
                result.append(next)
                next += 1
            }
        }
        return (result, next)
    }

    init(symbol: Symbol, scope: EffectScope, drawingOn: Bool) {
        let (slots, count) = DrawSchedule.slots(of: symbol, scope: scope)
        let layerDuration = drawingOn ? DrawSchedule.onLayerDuration : DrawSchedule.offLayerDuration
        var slotWindow: (Int) -> Window
        switch scope {
        case .wholeSymbol:
            let d = drawingOn ? DrawSchedule.onWholeDuration : DrawSchedule.offWholeDuration
            slotWindow = { _ in Window(delay: 0, duration: d) }
        case .byLayer:
            let budget = drawingOn ? DrawSchedule.onStaggerBudget : DrawSchedule.offStaggerBudget
            let maxStagger = drawingOn ? DrawSchedule.onMaxStagger : DrawSchedule.offMaxStagger
            let stagger = count > 1 ? min(maxStagger, budget / Double(count - 1)) : 0
            slotWindow = { Window(delay: Double($0) * stagger, duration: layerDuration) }
        case .individually:
            let each = drawingOn ? min(0.45, max(0.15, 1.2 / Double(max(count, 1))))
                                 : min(0.3, max(0.1, 0.8 / Double(max(count, 1))))
            slotWindow = { Window(delay: Double($0) * each, duration: each) }
        }
        windows = slots.map { $0.map(slotWindow) }
        totalDuration = windows.compactMap { $0?.end }.max() ?? 0
    }
}

/// Something that happens at a known instant of an animation: an effect run starting or ending,
/// or one layer's part of it. "layer 2 finished drawing on at 0.61 s", "bounce ended at 0.83 s".
///
/// SwiftUI only says that an effect was asked for; these say when what the eye sees starts and
/// stops. ``SymbolAnimator/events(of:in:)`` lists them, computed from the same histories as the
/// states, so a layer's state agrees with them: from its `layerFinished` on it is at the effect's
/// end state, and from an `effectEnded` on the whole effect is at rest.
public struct SymbolEvent: Hashable, Sendable, CustomStringConvertible {
    /// What happened.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// A run began: a toggle (draw, appear), a trigger (bounce, wiggle, pulse) or an
        /// activation (breathe, rotate, scale, variable colour).
        case effectStarted
        /// A layer began to move in the run (its slot's delay after the run started).
        case layerStarted
        /// A layer reached the run's end state: drawn, undrawn, shown, hidden or at rest.
        case layerFinished
        /// Every layer reached the end state and nothing interrupted the run.
        case effectEnded
        /// An indefinite effect was switched off; it settles to rest after this.
        case effectStopped
    }

    /// Seconds, on the histories' clock.
    public var time: Double
    public var kind: Kind
    /// The effect of the run, with its modifiers (`.drawOn.byLayer`, `.bounce.up`).
    public var effect: SymbolEffect
    /// The layer's index in the symbol, for the layer events.
    public var layer: Int?
    /// The layer's `id`, for the layer events.
    public var layerID: String?

    public init(time: Double, kind: Kind, effect: SymbolEffect, layer: Int? = nil, layerID: String? = nil) {
        self.time = time
        self.kind = kind
        self.effect = effect
        self.layer = layer
        self.layerID = layerID
    }

    /// "layer 2 (ray1) finished drawing on at 0.61 s", "bounce.up ended at 0.83 s".
    public var description: String {
        let at = "at " + SymbolEvent.seconds(time)
        let name = String(effect.description.dropFirst())
        let who = layer.map { "layer \($0)" + (layerID.map { " (\($0))" } ?? "") } ?? ""
        switch kind {
        case .effectStarted: return "\(name) started \(at)"
        case .effectEnded: return "\(name) ended \(at)"
        case .effectStopped: return "\(name) stopped \(at)"
        case .layerStarted: return "\(who) started \(effect.kind.verb) \(at)"
        case .layerFinished: return "\(who) finished \(effect.kind.verb) \(at)"
        }
    }

    /// Seconds with up to three decimals: "0.61 s".
    static func seconds(_ t: Double) -> String {
        var text = String((t * 1000).rounded() / 1000)
        if text.hasSuffix(".0") { text.removeLast(2) }
        return text + " s"
    }
}

extension SymbolEffect.Kind {
    /// What a layer is doing during the effect, as a sentence says it: "drawing on".
    var verb: String {
        switch self {
        case .drawOn: return "drawing on"
        case .drawOff: return "drawing off"
        case .appear: return "appearing"
        case .disappear: return "disappearing"
        case .bounce: return "bouncing"
        case .wiggle: return "wiggling"
        case .pulse: return "pulsing"
        case .breathe: return "breathing"
        case .rotate: return "rotating"
        case .scale: return "scaling"
        case .variableColor: return "cycling colour"
        case .replace: return "replacing"
        }
    }
}

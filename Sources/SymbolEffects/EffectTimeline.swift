import SymbolModel

/// A symbol with SwiftUI-style effects, as a ``SymbolTimeline``: the effects engine's answer to
/// "what does it look like at t", with the span its schedules give.
///
/// Its states are those of the seeds' bindings, in the first of these the animation uses: the
/// draw state (`isDrawn`: "drawn", "undrawn"), then visibility (`isShown`: "shown", "hidden"),
/// then the indefinite effects' activity (`isActive`: "active", "inactive"). Switching to one
/// sets that history at the given time, as toggling the seed's state does; the animator plays
/// the transition.
public struct EffectTimeline: SymbolTimeline {
    public let animator: SymbolAnimator
    public var animation: SymbolAnimation

    public init(animator: SymbolAnimator, animation: SymbolAnimation) {
        self.animator = animator
        self.animation = animation
    }

    public init(symbol: Symbol, animation: SymbolAnimation) {
        self.init(animator: SymbolAnimator(symbol: symbol), animation: animation)
    }

    public var symbol: Symbol { animator.symbol }

    public func state(at t: Double) -> SymbolState { animator.state(of: animation, at: t) }

    public var span: SymbolSpan { animator.span(of: animation) }

    /// The binding whose states the timeline switches.
    enum Toggle: CaseIterable {
        case isDrawn, isShown, isActive

        var names: (on: String, off: String) {
            switch self {
            case .isDrawn: return ("drawn", "undrawn")
            case .isShown: return ("shown", "hidden")
            case .isActive: return ("active", "inactive")
            }
        }
    }

    /// The first binding the animation uses: a history that ever changes or starts off, or, for
    /// the activity, any indefinite effect at all.
    var toggle: Toggle? {
        func used(_ h: ToggleHistory) -> Bool { !h.initial || !h.changes.isEmpty }
        if used(animation.isDrawn) { return .isDrawn }
        if used(animation.isShown) { return .isShown }
        return animation.motions.isEmpty ? nil : .isActive
    }

    public var stateNames: [String] {
        guard let names = toggle?.names else { return [] }
        return [names.on, names.off]
    }

    public func stateName(at t: Double) -> String? {
        guard let toggle else { return nil }
        let on: Bool
        switch toggle {
        case .isDrawn: on = animation.isDrawn.value(at: t)
        case .isShown: on = animation.isShown.value(at: t)
        case .isActive: on = animation.motions.contains { $0.isActive.value(at: t) }
        }
        return on ? toggle.names.on : toggle.names.off
    }

    public func switching(to state: String, at time: Double) -> EffectTimeline? {
        guard let toggle, state == toggle.names.on || state == toggle.names.off else { return nil }
        let on = state == toggle.names.on
        var copy = self
        switch toggle {
        case .isDrawn: copy.animation.isDrawn.set(on, at: time)
        case .isShown: copy.animation.isShown.set(on, at: time)
        case .isActive:
            for k in copy.animation.motions.indices { copy.animation.motions[k].isActive.set(on, at: time) }
        }
        return copy
    }
}

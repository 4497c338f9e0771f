import SymbolModel

extension ViewerState {
    /// Whether the draw-on grid shows icons that play states of their own: then the digit keys
    /// switch their state, and Space draws them out (to ``drawnOutState``) and back in.
    public var showsPathAnimations: Bool { !pathAnimations.isEmpty }

    /// The state in which every path of such an icon is drawn out: the "-1" of its timeline's
    /// ``SymbolTimeline/stateNames``, where a switch from it draws every path in.
    public static let drawnOutState = -1

    /// The state a key switches the grid's stateful icons to at scene time `s`, or nil when the
    /// key does something else (no such icons, another scene, another key).
    func pathAnimationState(for key: ViewerKey, atScene s: Double) -> Int? {
        guard scene == .drawOn, showsPathAnimations else { return nil }
        if let digit = key.digit { return digit }
        guard key == .toggleDraw else { return nil }
        // Space: out to unset, or back in to the last state shown. Before any switch the icons
        // show their own initial state, so the first press draws them out.
        let shown = stateSwitches.last { $0.time <= s }?.state ?? Self.iconsOwnState
        if shown != Self.drawnOutState { return Self.drawnOutState }
        return stateSwitches.last { $0.time <= s && $0.state != Self.drawnOutState }?.state ?? Self.iconsOwnState
    }

    /// Stands for "each icon's own initial state" in ``stateSwitches`` (the icons of a grid
    /// may start in different states).
    public static let iconsOwnState = -2

    /// The state a switch to `state` shows on an icon whose own initial state is `initial`:
    /// ``iconsOwnState`` is that state, or state 0 for an icon that starts unset (Space draws
    /// icons back in to their own state; one whose own state is unset would never return).
    public static func iconState(_ state: Int, initial: Int) -> Int {
        guard state == iconsOwnState else { return state }
        return initial == drawnOutState ? 0 : initial
    }

    /// Whether Reduce Motion is on at scene time `t`, from its toggles.
    func reduceMotion(atScene t: Double) -> Bool {
        motionToggles.last { $0.time <= t }?.reduceMotion ?? initialReduceMotion
    }

    /// How a stateful icon of the grid moves at scene time `t`.
    func pathAnimationMotion(atScene t: Double) -> SymbolMotion {
        .pathAnimation(switches: stateSwitches.filter { $0.time <= t }, reduceMotion: reduceMotion(atScene: t))
    }
}

import SymbolEffects
import SymbolModel

extension ViewerState {
    /// Whether the draw-on grid shows GTK path animations (`.gpa` files): then the digit keys
    /// switch their state, and Space draws them out (to the unset state) and back in.
    public var showsPathAnimations: Bool { !pathAnimations.isEmpty }

    /// The state a key switches the grid's `.gpa` icons to at scene time `s`, or nil when the
    /// key does something else (no such icons, another scene, another key).
    func pathAnimationState(for key: ViewerKey, atScene s: Double) -> Int? {
        guard scene == .drawOn, showsPathAnimations else { return nil }
        if let digit = key.digit { return digit }
        guard key == .toggleDraw else { return nil }
        // Space: out to unset, or back in to the last state shown. Before any switch the icons
        // show their own initial state, so the first press draws them out.
        let shown = stateSwitches.last { $0.time <= s }?.state ?? Self.iconsOwnState
        if shown != GPAState.unset { return GPAState.unset }
        return stateSwitches.last { $0.time <= s && $0.state != GPAState.unset }?.state ?? Self.iconsOwnState
    }

    /// Stands for "each icon's own initial state" in ``stateSwitches`` (the icons of a grid
    /// may start in different states).
    public static let iconsOwnState = -2

    /// The state a switch to `state` shows on an icon whose own initial state is `initial`:
    /// ``iconsOwnState`` is that state, or state 0 for an icon that starts unset (Space draws
    /// icons back in to their own state; one whose own state is unset would never return).
    public static func iconState(_ state: Int, initial: Int) -> Int {
        guard state == iconsOwnState else { return state }
        return initial == GPAState.unset ? 0 : initial
    }

    /// Whether Reduce Motion is on at scene time `t`, from its toggles.
    func reduceMotion(atScene t: Double) -> Bool {
        motionToggles.last { $0.time <= t }?.reduceMotion ?? initialReduceMotion
    }

    /// How a `.gpa` icon of the grid moves at scene time `t`.
    func pathAnimationMotion(atScene t: Double) -> SymbolMotion {
        .pathAnimation(switches: stateSwitches.filter { $0.time <= t }, reduceMotion: reduceMotion(atScene: t))
    }
}

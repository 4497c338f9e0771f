/// What starts an exported animation, as SwiftUI binds an effect to a value or a state: the
/// page loading (`load`, a film), the pointer entering it (`hover`), keyboard focus (`focus`),
/// or a control switching the symbol's state and back (`toggle`, the seed's `isDrawn`).
public enum ExportTrigger: String, CaseIterable, Sendable {
    /// Plays once, or loops, from the moment the file loads.
    case load
    /// Rests until the pointer enters, then plays the effect once; again on the next entry.
    case hover
    /// Rests until the symbol has keyboard focus (`:focus-visible`), then plays once.
    case focus
    /// Starts in the effect's end state; each activation switches the state and animates the switch.
    case toggle
}

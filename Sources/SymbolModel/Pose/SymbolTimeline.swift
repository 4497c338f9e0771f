/// A symbol posed over time: the one thing every output of symbolview takes, whether the poses
/// come from the effects engine (a symbol with SwiftUI-style effects and the history of their
/// toggles) or from a format that plays states of its own (a GTK path animation's player and
/// the history of its states).
///
/// `render`, `record`, `export`, the viewer and the vector writers ask a timeline for its
/// ``symbol``, its pose at a time (``state(at:)``) and how long it moves (``span``), and never
/// which kind of timeline it is. A timeline is a value: switching it to another of its
/// ``stateNames`` (``switching(to:at:)``) makes a new one, so an interactive export can play the
/// transition between two states (drawn and undrawn, shown and hidden, a GTK icon's states)
/// from the same engine that draws every frame.
public protocol SymbolTimeline: Sendable {
    /// The symbol every pose is a pose of.
    var symbol: Symbol { get }
    /// The pose at `t` seconds: a pure function of the timeline and `t`.
    func state(at t: Double) -> SymbolState
    /// When the motion settles and how it repeats, from the timeline's own schedule.
    var span: SymbolSpan { get }
    /// The states the timeline can be switched between, in a stable order: "drawn" and
    /// "undrawn", "shown" and "hidden", "active" and "inactive" for a symbol's effects; a GTK
    /// icon's states by number ("-1" for unset) or name. Empty when nothing can be switched.
    var stateNames: [String] { get }
    /// The state the timeline is in, or on its way to, at `t`; nil when it has no states.
    func stateName(at t: Double) -> String?
    /// The same timeline switched to `state` at `time` (its past unchanged), which plays the
    /// transition into it; nil when `state` is not one of ``stateNames``.
    func switching(to state: String, at time: Double) -> Self?
    /// Whether the symbol's viewBox clips its drawing, as an SVG's root viewport does; a GTK
    /// icon is not clipped (GTK draws what lies outside its box), which changes the room that
    /// framing a motion must leave.
    var clipsToViewBox: Bool { get }
    /// Whether the symbol's tint-painted layers are its foreground, in one colour whatever the
    /// rendering mode: a GTK icon has no hierarchy levels and takes the text colour, never an
    /// accent. Outputs then draw it in `.monochrome` with the plain foreground colour.
    var paintsInForeground: Bool { get }
}

extension SymbolTimeline {
    public var clipsToViewBox: Bool { true }
    public var paintsInForeground: Bool { false }
}

import SymbolModel

/// A GTK path animation played through a history of its states, as a ``SymbolTimeline``: the
/// player's symbol (every path a layer) and its pose at each time.
///
/// Its states are the icon's: "-1" (unset, every path drawn out) and each state from 0 to the
/// highest any path names; a state the file names (`gpa:state-names`) can be switched to by
/// that name too.
public struct GPATimeline: SymbolTimeline {
    public let player: GPAPlayer
    public var history: GPAStateHistory
    public let options: GPAPlayOptions
    public let symbol: Symbol

    /// The icon switching from state `from` to `to` at t = 0 (`render FILE.gpa --from-state
    /// FROM --state TO`).
    public init(player: GPAPlayer, from: Int, to: Int, options: GPAPlayOptions = .init()) {
        var history = GPAStateHistory(initial: from)
        history.set(to, at: 0)
        self.init(player: player, history: history, options: options)
    }

    public init(player: GPAPlayer, history: GPAStateHistory, options: GPAPlayOptions = .init()) {
        self.player = player
        self.history = history
        self.options = options
        symbol = player.symbol(options: options)
    }

    public func state(at t: Double) -> SymbolState { player.state(history: history, at: t, options: options) }

    public var span: SymbolSpan { player.span(history: history, options: options) }

    public var stateNames: [String] { (GPAState.unset...max(player.icon.maxState, 0)).map(String.init) }

    public func stateName(at t: Double) -> String? { String(history.state(at: t)) }

    public func switching(to state: String, at time: Double) -> GPATimeline? {
        guard let number = player.icon.state(named: state) else { return nil }
        var copy = self
        copy.history.set(number, at: time)
        return copy
    }

    /// GTK does not clip an icon to its viewBox.
    public var clipsToViewBox: Bool { false }

    /// GTK paints an icon's foreground in the text colour, with no hierarchy levels.
    public var paintsInForeground: Bool { true }
}

import SymbolEffects

/// A watched file whose last save did not load: which symbol, and the loader's message (file,
/// line, element and reason).
public struct ReloadError: Sendable, Equatable {
    public var source: SymbolSource
    public var message: String

    public init(source: SymbolSource, message: String) {
        self.source = source
        self.message = message
    }
}

/// Live reload (`--watch`): what the state remembers of saves, so the frame after a save is still
/// a pure function of the state and the time.
extension ViewerState {
    /// `source` was saved and loaded again at wall time `wall`. Its error, if it had one, goes;
    /// on the draw-on grid it draws on again, even while the rest of the grid is drawn off (the
    /// person saving wants to see the new drawing), unless the clock is paused (then it simply
    /// shows the new drawing in the grid's pose).
    public mutating func symbolReloaded(_ source: SymbolSource, at wall: Double) {
        advance(to: wall)
        reloadErrors.removeAll { $0.source == source }
        guard !isPaused else { return }
        reloads[source] = sceneTime(at: wall)
    }

    /// `source` was saved but does not load: the window keeps its last good drawing and shows
    /// `message` until a save that loads.
    public mutating func symbolFailedToReload(_ source: SymbolSource, message: String, at wall: Double) {
        advance(to: wall)
        if let i = reloadErrors.firstIndex(where: { $0.source == source }) {
            reloadErrors[i].message = message
        } else {
            reloadErrors.append(ReloadError(source: source, message: message))
        }
    }

    /// The draw history one grid symbol follows: the grid's, except that a reloaded symbol starts
    /// over from nothing at its reload, draws on, and follows the grid's toggles after that.
    func drawHistory(of source: SymbolSource, grid: ToggleHistory) -> ToggleHistory {
        guard let reload = reloads[source] else { return grid }
        var history = ToggleHistory(initial: false)
        history.set(true, at: reload)
        for change in grid.changes where change.time > reload { history.set(change.value, at: change.time) }
        return history
    }
}

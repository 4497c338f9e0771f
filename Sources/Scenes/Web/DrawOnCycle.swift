import SymbolEffects

/// The SymbolDrawOn seed's timer as one repeating cycle: drawn for 1.8 s, undrawn for 1.3 s,
/// for ever, read off the viewer's own timer (``ViewerState/drawHistory(throughScene:)``), so a
/// page and the viewer toggle at the same instants.
///
/// The seed starts drawn and first toggles at 1.8 s; from then on every 3.1 s looks the same.
/// A looping file therefore holds one cycle that starts at a Draw Off (the symbol is whole at
/// that instant, as it is before the first toggle) and is delayed by ``delay``: before the
/// delay the file shows its first frame, the drawn symbol, as the seed does.
struct DrawOnCycle: Sendable {
    /// The timer's toggles through the end of the exported cycle (the seed's `isDrawn`).
    let history: ToggleHistory
    /// Page seconds before the first Draw Off: how long the seed shows its symbols drawn at first.
    let delay: Double
    /// Engine seconds at which the exported cycle starts: the second Draw Off, a whole cycle
    /// after the first, so the Draw On before it has a Draw Off before it as every later one does.
    let start: Double
    /// The cycle's length: drawn plus undrawn.
    let period: Double

    init() {
        let cycle = ViewerState.drawnInterval + ViewerState.undrawnInterval
        // Two whole cycles and the Draw Off that closes the second: the first cycle's Draw Off,
        // then the cycle exported, from one Draw Off to the next.
        let through = ViewerState.drawnInterval + 2 * cycle
        var options = ViewerOptions()
        options.scene = .drawOn
        options.reduceMotion = false
        let timer = ViewerState(options: options).drawHistory(throughScene: through + cycle / 2)
        history = ToggleHistory(initial: timer.initial, changes: timer.changes.filter { $0.time <= through + 1e-9 })
        let offs = history.changes.filter { !$0.value }.map(\.time)
        delay = offs[0]
        start = offs[1]
        period = offs[2] - offs[1]
    }
}

import SymbolEffects
import SymbolModel
import SymbolRendering

/// A symbol as the painter keeps it: the effects engine that poses it and the renderer's
/// measures of its paths, both made once when the symbol is loaded.
struct AnimatedSymbol {
    let animator: SymbolAnimator
    let prepared: PreparedSymbol

    init(_ symbol: Symbol) {
        animator = SymbolAnimator(symbol: symbol)
        prepared = PreparedSymbol(symbol)
    }

    var symbol: Symbol { prepared.symbol }
}

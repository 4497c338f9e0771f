import SymbolEffects
import SymbolModel
import SymbolRendering

/// A symbol as the painter keeps it: the renderer's measures of its paths, made when it is
/// loaded, and the effects engine that poses it, made the first time it is posed (an icon
/// that plays states of its own is posed by its own timeline instead, and never makes one).
final class AnimatedSymbol {
    let prepared: PreparedSymbol
    private(set) lazy var animator = SymbolAnimator(symbol: prepared.symbol)

    init(_ symbol: Symbol) {
        prepared = PreparedSymbol(symbol)
    }
}

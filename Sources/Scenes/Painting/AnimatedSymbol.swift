import SymbolEffects
import SymbolModel
import SymbolRendering

/// A symbol as the painter keeps it: the renderer's measures of its paths, made when it is
/// loaded, and the effects engine that poses it, made the first time it is posed (a `.gpa`
/// icon is posed by its player instead, and never makes one).
final class AnimatedSymbol {
    let prepared: PreparedSymbol
    private(set) lazy var animator = SymbolAnimator(symbol: prepared.symbol)

    init(_ symbol: Symbol) {
        prepared = PreparedSymbol(symbol)
    }
}

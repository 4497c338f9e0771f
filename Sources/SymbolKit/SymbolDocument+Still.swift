import SVGLoader
import SymbolEffects
import SymbolModel

extension SymbolDocument {
    /// The document as one still symbol at `weight` and `scale`, with its warnings: a template's
    /// own design for them, a plain symbol as it is, and a GTK path animation as the symbol its
    /// player poses (every path a layer, at the regular weight): what stands for it where a plain
    /// symbol is needed (an event listing, a template export, a cost estimate).
    public func still(weight: SymbolWeight = .regular, scale: SymbolScale = .medium) -> LoadedSymbol {
        if let loaded = symbol(weight: weight, scale: scale) { return loaded }
        guard case .pathAnimation(let gpa) = self else { preconditionFailure("only a path animation has no symbol") }
        var symbol = GPAPlayer(gpa.icon).symbol()
        symbol.name = gpa.icon.name
        return LoadedSymbol(symbol: symbol, warnings: gpa.warnings)
    }
}

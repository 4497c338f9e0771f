import SymbolModel

/// Prepared symbols by name, so a viewer or recorder that draws the same symbols every frame
/// measures each one once.
///
/// A symbol's name identifies it here: give different symbols different names (the catalog's
/// names and file names already are).
public final class PreparedSymbolCache {
    private var prepared: [String: PreparedSymbol] = [:]

    public init() {}

    /// The prepared form of `symbol`, made on first use.
    public func prepared(_ symbol: Symbol) -> PreparedSymbol {
        if let hit = prepared[symbol.name], hit.symbol.layers.count == symbol.layers.count { return hit }
        let made = PreparedSymbol(symbol)
        prepared[symbol.name] = made
        return made
    }

    /// Forgets every prepared symbol (after the files were edited, say).
    public func removeAll() { prepared.removeAll() }
}

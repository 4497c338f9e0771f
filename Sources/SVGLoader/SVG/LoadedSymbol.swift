import SymbolModel

/// The result of loading an SVG file: the symbol, and what the loader skipped or approximated.
public struct LoadedSymbol: Sendable {
    public var symbol: Symbol
    /// What was skipped or approximated, in document order; empty for a clean file.
    public var warnings: [SVGWarning]

    public init(symbol: Symbol, warnings: [SVGWarning]) {
        self.symbol = symbol
        self.warnings = warnings
    }
}

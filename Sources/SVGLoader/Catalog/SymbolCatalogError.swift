import FileAccess

/// Why the catalog could not give a symbol.
public enum SymbolCatalogError: Error, Sendable, Hashable, CustomStringConvertible {
    /// No bundled symbol has this name; `available` lists those that do, `suggestion` the
    /// closest one when the name looks like a typo of it.
    case unknownName(String, available: [String], suggestion: String?)
    /// No assets directory was found in any of the places searched.
    case assetsNotFound(searched: [String])

    public var description: String {
        switch self {
        case .unknownName(let name, let available, let suggestion):
            let hint = suggestion.map { " Did you mean '\($0)'?" } ?? ""
            let list = available.isEmpty ? "The catalog is empty." : "The catalog has: " + available.joined(separator: ", ")
            return "no symbol named '\(FileName.display(name))'.\(hint) \(list)"
        case .assetsNotFound(let searched):
            return "the bundled symbols were not found; set SYMBOLVIEW_ASSETS to the assets/symbols directory. Searched: "
                + searched.joined(separator: ", ")
        }
    }
}

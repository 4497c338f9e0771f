/// Where a draw-on grid symbol comes from: the catalog or one of the user's SVG files.
public enum SymbolSource: Sendable, Hashable {
    case catalog(String)
    case file(String)

    /// A short name for labels and errors.
    public var name: String {
        switch self {
        case .catalog(let name): return name
        case .file(let path): return path.split(separator: "/").last.map(String.init) ?? path
        }
    }
}

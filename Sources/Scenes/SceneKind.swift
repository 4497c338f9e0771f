/// The two demos the viewer plays, named as on the command line.
public enum SceneKind: String, Sendable, CaseIterable {
    /// The SymbolDrawOn seed: six symbols drawing on and off over an indigo gradient.
    case drawOn = "draw-on"
    /// The SymbolBreatheLoader seed: a breathing hero, a title and a row of loaders.
    case loader

    /// The name a toast shows.
    public var title: String { self == .drawOn ? "Draw On" : "Loader" }
}

/// What a loader symbol does, as in the seed's `SymbolBreatheLoaderEffect`.
public enum LoaderEffect: String, Sendable, CaseIterable {
    case breathe, rotate, both

    /// Whether the effect includes breathing / rotating.
    public var breathes: Bool { self != .rotate }
    public var rotates: Bool { self != .breathe }
}

/// How the layers of a symbol share a Draw On / Draw Off, with SwiftUI's names.
public enum DrawScope: String, Sendable, CaseIterable {
    case byLayer, wholeSymbol, individually
}

/// Light or dark system appearance.
public enum Appearance: String, Sendable {
    case light, dark
}

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

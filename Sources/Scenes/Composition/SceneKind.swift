/// The two demos the viewer plays, named as on the command line.
public enum SceneKind: String, Sendable, CaseIterable {
    /// The SymbolDrawOn seed: six symbols drawing on and off over an indigo gradient.
    case drawOn = "draw-on"
    /// The SymbolBreatheLoader seed: a breathing hero, a title and a row of loaders.
    case loader
    /// A gallery of every SF Symbols effect, each tile labelled with its SwiftUI code.
    case effects

    /// The name a toast shows.
    public var title: String {
        switch self {
        case .drawOn: return "Draw On"
        case .loader: return "Loader"
        case .effects: return "Effects"
        }
    }
}

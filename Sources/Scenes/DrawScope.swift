/// How the layers of a symbol share a Draw On / Draw Off, with SwiftUI's names.
public enum DrawScope: String, Sendable, CaseIterable {
    case byLayer, wholeSymbol, individually
}

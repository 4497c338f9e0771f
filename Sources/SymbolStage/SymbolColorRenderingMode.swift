/// How each colour a symbol is drawn in fills its layer, as SwiftUI's
/// `.symbolColorRenderingMode` (SF Symbols 7): flat, or as a gradient made from the colour.
/// It combines with every ``SymbolRenderingMode``.
public enum SymbolColorRenderingMode: String, Hashable, Sendable, CaseIterable {
    /// Each colour fills evenly, as SF Symbols before 7 drew.
    case flat
    /// Each flat colour becomes ``GradientRamp``'s vertical ramp over its layer's bounds; the
    /// file's own gradients stay as they are.
    case gradient
}

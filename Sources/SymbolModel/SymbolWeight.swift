/// The nine weights of SF Symbols. A symbol is designed at regular; the others scale its stroke
/// widths (and embolden its fills above regular), so one file serves every weight.
public enum SymbolWeight: String, Sendable, CaseIterable {
    case ultralight, thin, light, regular, medium, semibold, bold, heavy, black

    /// The stroke-width factor relative to regular. SF's weights do not scale strokes linearly:
    /// ultralight is a hairline, but black is only about 1.7 times regular, heavy enough to read
    /// as black while the counters of a symbol (a curl, a loop, the gap between a ray and its
    /// disc) stay open. A filled layer has no stroke to scale; the renderer emboldens it by the
    /// same factor. These are the factors for a symbol with room to spare: one whose strokes sit
    /// close together is held lighter (`StrokeWeightLimit` in SymbolStage), so its black keeps
    /// its counters open.
    public var strokeScale: Double {
        switch self {
        case .ultralight: return 0.4
        case .thin: return 0.55
        case .light: return 0.78
        case .regular: return 1
        case .medium: return 1.12
        case .semibold: return 1.26
        case .bold: return 1.4
        case .heavy: return 1.55
        case .black: return 1.7
        }
    }
}

/// The three symbol scales, which size a symbol relative to the text it sits beside.
public enum SymbolScale: String, Sendable, CaseIterable {
    case small, medium, large

    /// The factor applied on top of the point size (SF: 0.783, 1 and 1.29).
    public var factor: Double {
        switch self {
        case .small: return 0.783
        case .medium: return 1
        case .large: return 1.29
        }
    }
}

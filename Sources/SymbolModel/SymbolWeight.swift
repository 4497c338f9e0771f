/// The nine weights of SF Symbols. A symbol is designed at regular; the others scale its stroke
/// widths, so one file serves every weight.
public enum SymbolWeight: String, Sendable, CaseIterable {
    case ultralight, thin, light, regular, medium, semibold, bold, heavy, black

    /// The stroke-width factor relative to regular, chosen so ultralight reads as a hairline and
    /// black as roughly twice regular, like the SF weights beside each other.
    public var strokeScale: Double {
        switch self {
        case .ultralight: return 0.36
        case .thin: return 0.52
        case .light: return 0.74
        case .regular: return 1
        case .medium: return 1.14
        case .semibold: return 1.3
        case .bold: return 1.48
        case .heavy: return 1.72
        case .black: return 1.96
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

import SymbolModel

/// Apple's system colours, in their light and dark variants (sRGB, from the iOS Human Interface
/// Guidelines), so the scenes look like the seeds on an iPhone.
public enum SystemColor: Sendable {
    case purple, pink, teal, blue, gray, indigo, orange, green, yellow
    /// Primary text: black in light, white in dark.
    case label
    /// `.secondary` text: grey at 60 % opacity.
    case secondaryLabel
    /// The window background: white in light, black in dark.
    case background
    /// Grouped content on the background (a tile): light grey in light, dark grey in dark.
    case secondaryBackground

    /// The colour in `appearance`, non-premultiplied.
    public func resolved(_ appearance: Appearance) -> RGBA {
        let dark = appearance == .dark
        func rgb(_ r: Double, _ g: Double, _ b: Double, _ a: Double = 1) -> RGBA { RGBA(r / 255, g / 255, b / 255, a) }
        switch self {
        case .purple: return dark ? rgb(191, 90, 242) : rgb(175, 82, 222)
        case .pink: return dark ? rgb(255, 55, 95) : rgb(255, 45, 85)
        case .teal: return dark ? rgb(64, 200, 224) : rgb(48, 176, 199)
        case .blue: return dark ? rgb(10, 132, 255) : rgb(0, 122, 255)
        case .gray: return rgb(142, 142, 147)
        case .indigo: return dark ? rgb(94, 92, 230) : rgb(88, 86, 214)
        case .label: return dark ? rgb(255, 255, 255) : rgb(0, 0, 0)
        case .secondaryLabel: return dark ? rgb(235, 235, 245, 0.6) : rgb(60, 60, 67, 0.6)
        case .background: return dark ? rgb(0, 0, 0) : rgb(255, 255, 255)
        case .secondaryBackground: return dark ? rgb(28, 28, 30) : rgb(242, 242, 247)
        case .orange: return dark ? rgb(255, 159, 10) : rgb(255, 149, 0)
        case .green: return dark ? rgb(48, 209, 88) : rgb(52, 199, 89)
        case .yellow: return dark ? rgb(255, 214, 10) : rgb(255, 204, 0)
        }
    }
}

import SymbolModel

/// A light and a dark appearance of an export, for players that switch between them (dotLottie's
/// themes): the paints drawn in the tint take `light` or `dark`, everything else stays.
///
/// `light` is the tint the scene's parts were coloured with (their ``ExportScene/Part/layerPaint``);
/// a layer drawn in exactly that colour through `currentColor` follows the theme, and so does its
/// ramp under gradient rendering.
public struct ExportThemes: Sendable, Hashable {
    public var light: RGBA
    public var dark: RGBA
    /// The dark appearance of a palette (`export --dark-palette`): the colours its levels take in
    /// dark, first to third, a level past the end the last; empty keeps the palette's second and
    /// third colours in both appearances. The primary is always ``dark``.
    public var darkPalette: [RGBA] = []

    public init(light: RGBA, dark: RGBA) {
        self.light = light
        self.dark = dark
    }

    public init(light: RGBA, dark: RGBA, darkPalette: [RGBA]) {
        self.init(light: light, dark: dark)
        self.darkPalette = darkPalette
    }

    /// The colour `role` takes in the dark appearance, or nil where it stays as written.
    public func dark(_ role: ExportColorRole) -> RGBA? {
        if role == .primary { return dark }
        guard let last = darkPalette.last else { return nil }
        return darkPalette.indices.contains(role.rawValue - 1) ? darkPalette[role.rawValue - 1] : last
    }
}

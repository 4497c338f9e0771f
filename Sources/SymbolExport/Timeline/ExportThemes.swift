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

    public init(light: RGBA, dark: RGBA) {
        self.light = light
        self.dark = dark
    }
}

import SymbolModel

/// The colours GTK's symbolic colour names stand for when symbolview draws a `.gpa` icon.
///
/// The foreground is the tint the symbol is drawn in (`--color`, the viewer's appearance), so
/// it follows the theme as GTK's foreground does; the others are fixed, close to GNOME's
/// default palette, and can be replaced.
public struct GPAPalette: Hashable, Sendable {
    /// `success`: green.
    public var success: RGBA
    /// `warning`: amber.
    public var warning: RGBA
    /// `error`: red.
    public var error: RGBA
    /// `accent`: blue.
    public var accent: RGBA

    public init(success: RGBA = RGBA(0.15, 0.64, 0.41), warning: RGBA = RGBA(0.80, 0.55, 0.0),
                error: RGBA = RGBA(0.88, 0.11, 0.14), accent: RGBA = RGBA(0.21, 0.52, 0.89)) {
        self.success = success
        self.warning = warning
        self.error = error
        self.accent = accent
    }

    /// GNOME-like defaults.
    public static let standard = GPAPalette()

    /// The paint a `.gpa` colour becomes in the render tree.
    public func paint(_ p: GPAPaint) -> SymbolPaint {
        switch p {
        case .color(let c): return .color(c)
        case .symbolic(.foreground): return .tint
        case .symbolic(.success): return .color(success)
        case .symbolic(.warning): return .color(warning)
        case .symbolic(.error): return .color(error)
        case .symbolic(.accent): return .color(accent)
        }
    }
}

/// The colour a layer draws in under multicolor rendering, as a symbol's designer chose it
/// (`data-multicolor`, or an SF Symbols template's `multicolor-N:colour` class).
///
/// Multicolor replaces the tint of the layer's `currentColor` paints with this colour; paints
/// the file fixes itself (a colour, a gradient) stay as they are, so a plain SVG draws in its
/// own colours in every mode.
public enum MulticolorPaint: Sendable, Hashable {
    /// The tint the symbol is drawn in (`--color`, SwiftUI's accent): the parts a design leaves
    /// to the app, such as a speaker's waves.
    case accent
    /// A fixed colour, whatever the tint.
    case color(RGBA)

    /// The colour this paint gives a layer drawn with `tint`.
    public func resolved(tint: RGBA) -> RGBA {
        switch self {
        case .accent: return tint
        case .color(let c): return c
        }
    }
}

import SymbolModel
import SymbolStage

/// Which of the symbol's replaceable colours a layer's `currentColor` paints are drawn in, so a
/// page (CSS custom properties) or a player (Lottie slots, dotLottie themes) can recolour an
/// export after it is written, as an app sets a SwiftUI symbol's foreground style.
///
/// The roles follow the rendering mode: in monochrome and hierarchical every level is the
/// primary colour, the tint (hierarchical keeps its level opacities); in palette mode each level
/// takes the palette colour it is drawn in, a level past the palette's end the last colour's
/// role; in multicolor only the layers left to the accent (or without a colour of their own)
/// follow the tint, and a designer's fixed colours stay fixed.
public enum ExportColorRole: Int, CaseIterable, Sendable, Hashable {
    /// The tint: `--symbol-color`, slot `tint`.
    case primary = 1
    /// A palette's second colour: `--symbol-color-2`, slot `tint-2`.
    case secondary = 2
    /// A palette's third colour: `--symbol-color-3`, slot `tint-3`.
    case tertiary = 3

    /// The CSS custom property a page sets to recolour the role (without its leading `--`).
    public var cssProperty: String { self == .primary ? "symbol-color" : "symbol-color-\(rawValue)" }

    /// The Lottie slot (`sid`) of the role's flat colour.
    public var slot: String { self == .primary ? "tint" : "tint-\(rawValue)" }

    /// The Lottie slot of the role's gradient ramp under gradient rendering.
    public var rampSlot: String { slot + "-ramp" }

    /// The role `mode` draws `layer`'s `currentColor` paints in, or nil where the colour is the
    /// design's own (a multicolor layer's fixed colour).
    public static func of(_ layer: Layer, mode: SymbolRenderingMode) -> ExportColorRole? {
        switch mode {
        case .monochrome, .hierarchical: return .primary
        case .palette(let colors):
            guard !colors.isEmpty else { return .primary }
            return ExportColorRole(rawValue: min(layer.hierarchy.rawValue, colors.count - 1) + 1)
        case .multicolor:
            switch layer.multicolor {
            case nil, .accent?: return .primary
            case .color?: return nil
            }
        }
    }
}

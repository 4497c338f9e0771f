import Raster
import SymbolModel

/// How a symbol's layers are coloured, as SwiftUI's `.symbolRenderingMode`.
public enum SymbolRenderingMode: Hashable, Sendable {
    /// Every level in the tint.
    case monochrome
    /// The tint, with the secondary and tertiary levels fainter (SF: 50 % and 25 %).
    case hierarchical
    /// One colour per level; missing levels take the last colour given.
    case palette([Color])
    /// Each layer in its own colour (``Layer/multicolor``), the tint where the design says
    /// accent or gives no colour.
    case multicolor

    /// The accent a multicolor symbol's `accent` layers take when no tint is chosen: Apple's
    /// system blue (#007AFF), the accent colour of an app that sets none. Black, the tint of the
    /// other modes, would make a design's accent parts look monochrome.
    public static let defaultAccent = Color(r: 0, g: 122 / 255, b: 1)

    /// The opacity hierarchical rendering gives each level.
    public static func hierarchicalOpacity(_ level: HierarchyLevel) -> Double {
        switch level {
        case .primary: return 1
        case .secondary: return 0.5
        case .tertiary: return 0.25
        }
    }

    /// The colour and extra opacity for a layer of `level` drawn with `tint`, for writers that
    /// colour by level (the vector export): multicolor, which colours by layer, gives the tint.
    public func style(for level: HierarchyLevel, tint: Color) -> (color: Color, opacity: Double) {
        style(for: Layer(id: "", shapes: [], hierarchy: level), tint: tint)
    }

    /// The colour the layer's `currentColor` paints take, and the extra opacity of the whole
    /// layer, for `layer` drawn with `tint`: what the renderer draws the layer in, and what the
    /// vector export writes for it.
    public func style(for layer: Layer, tint: Color) -> (color: Color, opacity: Double) {
        switch self {
        case .monochrome: return (tint, 1)
        case .hierarchical: return (tint, SymbolRenderingMode.hierarchicalOpacity(layer.hierarchy))
        case .palette(let colors):
            guard let last = colors.last else { return (tint, 1) }
            return (colors.indices.contains(layer.hierarchy.rawValue) ? colors[layer.hierarchy.rawValue] : last, 1)
        case .multicolor:
            guard let paint = layer.multicolor else { return (tint, 1) }
            return (Color(paint.resolved(tint: RGBA(tint))), 1)
        }
    }
}

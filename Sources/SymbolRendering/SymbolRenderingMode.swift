import Raster
import SymbolModel

/// How a symbol's hierarchy levels are coloured, as SwiftUI's `.symbolRenderingMode`.
public enum SymbolRenderingMode: Hashable, Sendable {
    /// Every level in the tint.
    case monochrome
    /// The tint, with the secondary and tertiary levels fainter (SF: 50 % and 25 %).
    case hierarchical
    /// One colour per level; missing levels take the last colour given.
    case palette([Color])

    /// The opacity hierarchical rendering gives each level.
    public static func hierarchicalOpacity(_ level: HierarchyLevel) -> Double {
        switch level {
        case .primary: return 1
        case .secondary: return 0.5
        case .tertiary: return 0.25
        }
    }

    /// The colour and extra opacity for a layer of `level` drawn with `tint`.
    public func style(for level: HierarchyLevel, tint: Color) -> (color: Color, opacity: Double) {
        switch self {
        case .monochrome: return (tint, 1)
        case .hierarchical: return (tint, SymbolRenderingMode.hierarchicalOpacity(level))
        case .palette(let colors):
            guard let last = colors.last else { return (tint, 1) }
            return (colors.indices.contains(level.rawValue) ? colors[level.rawValue] : last, 1)
        }
    }
}

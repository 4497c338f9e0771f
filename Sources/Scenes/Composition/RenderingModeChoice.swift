import Raster
import SymbolModel
import SymbolRendering

/// The rendering modes a person picks among in the viewer (`C`, `--mode`): SF Symbols' four,
/// without palette's list of colours, which the choice supplies.
public enum RenderingModeChoice: String, Sendable, CaseIterable {
    case monochrome, hierarchical, palette, multicolor

    /// The mode for a symbol drawn in `tint`: palette's levels are the tint, then Apple's orange
    /// and teal, so that the three levels read apart on any scene.
    public func mode(tint: RGBA, appearance: Appearance) -> SymbolRenderingMode {
        switch self {
        case .monochrome: return .monochrome
        case .hierarchical: return .hierarchical
        case .multicolor: return .multicolor
        case .palette:
            return .palette([Color(tint), Color(SystemColor.orange.resolved(appearance)), Color(SystemColor.teal.resolved(appearance))])
        }
    }

    /// The next choice, wrapping from multicolor to monochrome.
    public var next: RenderingModeChoice {
        let all = Self.allCases
        return all[(all.firstIndex(of: self)! + 1) % all.count]
    }
}

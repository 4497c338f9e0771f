import Geometry
import SymbolEffects
import SymbolModel

/// A GTK path animation exports through ``GPAExportPart``: its paths drawn in pieces become
/// layers the writers trim.
extension GPATimeline: ExportPartMaking {
    public func exportPart(toPixels: Transform,
                           layerPaint: @escaping @Sendable (Layer) -> (color: RGBA, opacity: Double)) -> ExportScene.Part {
        GPAExportPart.part(self, toPixels: toPixels, layerPaint: layerPaint)
    }

    public var exportNotes: [String] { GPAExportPart.notes(for: player.icon) }
}

import Geometry
import SymbolModel

/// A timeline whose poses the writers cannot take layer for layer as they are, and which makes
/// its own part of an ``ExportScene`` instead: the same poses in terms the writers carry (a path
/// drawn in pieces becomes layers they can trim), and what they still cannot carry.
///
/// ``ExportScene/placed(_:incoming:width:height:weight:scale:mode:tint:gradient:fps:duration:name:)``
/// asks every timeline whether it is one, so placement and the writers never ask which format a
/// timeline came from. A format that plays itself conforms beside its writer.
public protocol ExportPartMaking: SymbolTimeline {
    /// The part that plays this timeline, placed by `toPixels`; a layer painted in the
    /// foreground colour takes `layerPaint`'s colour and opacity.
    func exportPart(toPixels: Transform, layerPaint: @escaping @Sendable (Layer) -> (color: RGBA, opacity: Double)) -> ExportScene.Part
    /// What the writers cannot carry of it, one escaped sentence each, said before it is written.
    var exportNotes: [String] { get }
}

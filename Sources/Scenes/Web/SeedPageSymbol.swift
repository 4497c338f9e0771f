import Foundation
import Geometry
import Raster
import SymbolEffects
import SymbolExport
import SymbolKit
import SymbolModel

/// One symbol of a seed page: an inline animated SVG of its own, as each symbol of a seed is a
/// component of its own, sized and coloured as the viewer draws it, with its accessible name.
///
/// The symbol is placed as the viewer places a cue (``SymbolPlacement`` at the cue's point size:
/// one CSS pixel per point), on a canvas just large enough for every pose of its motion
/// (``MotionRoom``). Negative margins give the element the layout size of the design box, so the
/// page lays the symbols out as the viewer does whatever room a breathe or a turn takes.
struct SeedPageSymbol {
    var symbol: Symbol
    /// What moves it while the page plays.
    var motion: SymbolMotion
    /// What it does under `prefers-reduced-motion: reduce`.
    var reducedMotion: SymbolMotion
    /// The stretch of the motion to loop, when the caller chooses it; nil takes the timeline's own.
    var span: ExportSpan?
    var pointSize: Double
    var weight: SymbolWeight
    var scale: SymbolScale
    var mode: SymbolRenderingMode
    var tint: RGBA
    /// The tint under `prefers-color-scheme: dark`, for a page that follows the reader's appearance.
    var darkTint: RGBA?
    /// The accessible name (`aria-label`), as the seed's `accessibilityLabel`.
    var label: String
    /// The start of the file's id prefix (the content's hash follows it).
    var stem: String

    /// The side of the design box in CSS pixels: the element's layout size.
    var boxSide: Double { SymbolPlacement(center: .zero, pointSize: pointSize, weight: weight, scale: scale).boxPixels }

    /// The inline `<svg>` element, with `role="img"`, the label and the margins that keep its
    /// layout box the design box. Throws what the exporter throws.
    func markup() throws -> String {
        let timeline = EffectTimeline(symbol: symbol, animation: motion.animation)
        let still = EffectTimeline(symbol: symbol, animation: reducedMotion.animation)
        let side = boxSide
        let atOrigin = SymbolPlacement(center: .zero, pointSize: pointSize, weight: weight, scale: scale)
        let room = SymbolViewport.posedBox(MotionRoom(timeline: timeline).extent, atOrigin.transform(for: symbol))
            .union(Rect(x: -side / 2, y: -side / 2, width: side, height: side))
        let left = room.minX.rounded(.down), top = room.minY.rounded(.down)
        let width = Int(room.maxX.rounded(.up) - left), height = Int(room.maxY.rounded(.up) - top)
        let placement = SymbolPlacement(center: Point(-left, -top), pointSize: pointSize, weight: weight, scale: scale)
        func scene(_ t: EffectTimeline, span: ExportSpan?) -> ExportScene {
            let part = ExportScene.Part(timeline: t, toPixels: placement.transform(for: symbol),
                                        strokeScale: placement.weight.strokeScale,
                                        layerPaint: ExportScene.paint(mode: mode, tint: Color(tint)))
            var s = ExportScene(width: width, height: height, parts: [part], name: label,
                                themes: darkTint.map { ExportThemes(light: tint, dark: $0) }, span: span)
            s.idPrefix = .derived(stem: stem)
            return s
        }
        let written = try VectorExport.write(scene(timeline, span: span), reducedMotion: scene(still, span: nil), as: .svg)
        var svg = String(decoding: written.data, as: UTF8.self)
        // The page's own attributes on the root element; the file's title is the label too.
        let n = { (v: Double) in ExportNumber.text(v) }
        let margins = [top + side / 2, side / 2 - (left + Double(width)), side / 2 - (top + Double(height)), left + side / 2]
        let attributes = " role=\"img\" aria-label=\"\(SeedPage.attribute(label))\" class=\"sv-symbol\""
            + " style=\"margin:\(margins.map { $0 == 0 ? "0" : "\(n($0))px" }.joined(separator: " "))\""
        svg = "<svg" + attributes + svg.dropFirst("<svg".count)
        return svg.trimmingCharacters(in: .newlines)
    }
}

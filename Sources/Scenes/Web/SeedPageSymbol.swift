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
    /// layout box the design box, and the page rule it needs, if any (``Stretch``). Throws what
    /// the exporter throws.
    func markup() throws -> (svg: String, pageRule: String?) {
        let timeline = EffectTimeline(symbol: symbol, animation: motion.animation)
        let stretch = span == nil ? Stretch(timeline) : nil
        let still = EffectTimeline(symbol: symbol, animation: reducedMotion.animation)
        let side = boxSide
        let atOrigin = SymbolPlacement(center: .zero, pointSize: pointSize, weight: weight, scale: scale)
        // The room of every pose, in CSS pixels about the symbol's centre; the viewBox is that
        // room exactly, as `render` frames the same motion.
        let room = SymbolViewport.posedBox(MotionRoom(timeline: timeline).extent, atOrigin.transform(for: symbol))
            .union(Rect(x: -side / 2, y: -side / 2, width: side, height: side))
        let placement = SymbolPlacement(center: Point(-room.minX, -room.minY), pointSize: pointSize, weight: weight, scale: scale)
        // Held within the weight the symbol keeps its counters open at, as `render` draws it.
        let strokeScale = weight.strokeScale(for: symbol)
        func scene(_ t: EffectTimeline, span: ExportSpan?) -> ExportScene {
            let part = ExportScene.Part(timeline: t, toPixels: placement.transform(for: symbol),
                                        strokeScale: strokeScale,
                                        layerPaint: ExportScene.paint(mode: mode, tint: Color(tint)))
            var s = ExportScene(width: Int(room.width.rounded(.up)), height: Int(room.height.rounded(.up)), parts: [part], name: label,
                                themes: darkTint.map { ExportThemes(light: tint, dark: $0) }, span: span)
            s.idPrefix = .derived(stem: stem)
            return s
        }
        let written = try VectorExport.write(scene(stretch?.fast ?? timeline, span: span), reducedMotion: scene(still, span: nil), as: .svg)
        let file = String(decoding: written.data, as: UTF8.self)
        // The page's own root element: the role, the label, the room as the viewBox, and margins
        // that leave the design box as its layout box. The file's title is the label too.
        let n = { (v: Double) in ExportNumber.text(v) }
        let (w, h) = (n(room.width), n(room.height))
        let margins = [room.minY + side / 2, side / 2 - room.maxX, side / 2 - room.maxY, room.minX + side / 2]
        let stretchClass = stretch.map { "sv-loop-\($0.className)" }
        let root = "<svg role=\"img\" aria-label=\"\(SeedPage.attribute(label))\" class=\"sv-symbol\(stretchClass.map { " " + $0 } ?? "")\""
            + " style=\"margin:\(margins.map { abs($0) < 5e-5 ? "0" : "\(n($0))px" }.joined(separator: " "))\""
            + " xmlns=\"http://www.w3.org/2000/svg\" width=\"\(w)\" height=\"\(h)\" viewBox=\"0 0 \(w) \(h)\">"
        guard let end = file.firstIndex(of: ">") else { return (file, nil) }
        let svg = root + file[file.index(after: end)...]
        let rule = stretch.map { "svg.sv-loop-\($0.className) *{animation-duration:\(n($0.period))s}" }
        return (svg.trimmingCharacters(in: .newlines), rule)
    }

    /// A loop too long for one export, played from a faster one: layers that turn at rates with
    /// no common period within ``SymbolSpan/longestPeriod`` (gearshape.2.fill's gears, 1.2 s and
    /// 0.9 s a turn, repeat together only every 120 s) are exported at `factor` times their speed,
    /// where the engine finds a common period, and the page slows that file's animations down by
    /// the same factor (`animation-duration`). Each keyframe is a share of the cycle, so the page
    /// shows the motion at its own speed, and the loop joins exactly, without sampling two
    /// minutes of poses.
    struct Stretch {
        /// The same motion, `factor` times faster.
        let fast: EffectTimeline
        /// The loop's length at the motion's own speed.
        let period: Double
        let factor: Double

        /// A stretch for `timeline` when it needs one: it moves for ever without a period, and
        /// some speed-up up to 64 gives it one of at most 12 s. Nil otherwise.
        init?(_ timeline: EffectTimeline) {
            guard let period = timeline.span.period, !period.isFinite else { return nil }
            for factor in [2.0, 4, 5, 8, 10, 16, 20, 32, 40, 64] {
                var fast = timeline
                for k in fast.animation.motions.indices { fast.animation.motions[k].options.speed *= factor }
                if let p = fast.span.period, p.isFinite, p <= 12 {
                    self.fast = fast
                    self.period = p * factor
                    self.factor = factor
                    return
                }
            }
            return nil
        }

        /// The loop's length in whole milliseconds, for a class name.
        var className: String { "\(Int((period * 1000).rounded()))ms" }
    }
}

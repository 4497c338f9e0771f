import Foundation
import Geometry
import SymbolEffects
import SymbolModel
import SymbolRendering

/// The effects scene: the gallery of every effect, each tile labelled with its SwiftUI code.
extension SceneComposer {
    func effectsScene(_ state: ViewerState, sceneTime t: Double, size: (w: Double, h: Double),
                      scale: Double) -> [SceneItem] {
        let a = state.appearance
        var items: [SceneItem] = [.background(SystemColor.background.resolved(a))]
        let tiles = state.visibleGalleryTiles
        // The colouring the person chose (C, G) is named under the grid, which makes room for it.
        // It wraps at its separators in a narrow window rather than shrink below legibility.
        let captionSize = Self.captionPointSize
        let captionLines = Self.colouringCaptionLines(state, width: size.w - 32) {
            fonts.body.width(of: $0, pixelSize: captionSize * scale) / scale
        } + (Self.pageCaption(state).map { [$0] } ?? [])
        let band = captionLines.isEmpty ? 0 : Self.captionBand + Double(captionLines.count - 1) * Self.captionLineHeight
        let layout = EffectsGalleryLayout(count: state.galleryPageSlots, width: size.w, height: size.h - band)
        var reduce = ToggleHistory(initial: state.initialReduceMotion)
        for toggle in state.motionToggles where toggle.time <= t { reduce.set(toggle.reduceMotion, at: toggle.time) }
        let ticks = EffectsGallery.ticks(through: t, manual: state.galleryTicks)
        let f = layout.factor * scale
        for (tile, box) in zip(tiles, layout.tiles) {
            let r = Rect(x: box.x * scale, y: box.y * scale, width: box.width * scale, height: box.height * scale)
            items.append(.panel(r, radius: 14 * f, color: SystemColor.secondaryBackground.resolved(a)))
            let effect = EffectsGallery.effect(tile.spec.effect, scope: state.galleryScope)
            let roles: [(SymbolSource, GalleryMotion.Role)] = tile.replacement.map { [(tile.source, .outgoing), (.catalog($0), .incoming)] }
                ?? [(tile.source, .only)]
            for (source, role) in roles {
                let motion = GalleryMotion(effect: effect, ticks: ticks, reduceMotion: reduce, role: role)
                items.append(.symbol(SymbolCue(source: source, center: EffectsGalleryLayout.symbolCenter(in: box) * scale,
                                               pointSize: layout.symbolPointSize * scale, weight: state.weight ?? .regular,
                                               scale: .medium, tint: tile.color.resolved(a), rendering: .hierarchical,
                                               motion: .gallery(motion), time: t)))
            }
            let textWidth: Double = r.width - 16 * f, centerX: Double = r.x + r.width / 2
            // The title's face is the same at every size (the bold label face, as the code's
            // plain one below it), so a recording at another size reads the same.
            items.append(centredText(tile.title, role: .label, size: 15 * f, maxWidth: textWidth,
                                     color: SystemColor.label.resolved(a), centerX: centerX, baseline: r.y + r.height * 0.72))
            // The code in one line, or two when one would have to shrink much to fit.
            let code = tile.code(scope: state.galleryScope), codeSize = 11.5 * f
            let lines = fonts.body.width(of: code, pixelSize: codeSize) <= textWidth ? [code] : Self.split(code, within: textWidth) {
                fonts.body.width(of: $0, pixelSize: codeSize)
            }
            let lineHeight = 14.5 * f
            let firstBaseline = r.y + r.height * (lines.count == 1 ? 0.87 : 0.83)
            for (k, line) in lines.enumerated() {
                items.append(centredText(line, role: .body, size: codeSize, maxWidth: textWidth,
                                         color: SystemColor.secondaryLabel.resolved(a), centerX: centerX,
                                         baseline: firstBaseline + Double(k) * lineHeight))
            }
        }
        for (k, line) in captionLines.enumerated() {
            // The lines' block centred in the band.
            let offset = (Double(k) - Double(captionLines.count - 1) / 2) * Self.captionLineHeight
            items.append(centredText(line, role: .body, size: captionSize * scale, maxWidth: (size.w - 32) * scale,
                                     color: SystemColor.secondaryLabel.resolved(a), centerX: size.w * scale / 2,
                                     baseline: (size.h - band / 2 + offset + captionSize * 0.35) * scale))
        }
        return items
    }

    /// Which page of the gallery shows, when your icons take more than one: "Page 2 of 3 ·
    /// PgUp, PgDn: pages". Nil for a gallery of one page.
    static func pageCaption(_ state: ViewerState) -> String? {
        let pages = state.galleryPageCount
        guard pages > 1 else { return nil }
        return "Page \(min(state.galleryPage, pages - 1) + 1) of \(pages)\(captionSeparator)PgUp, PgDn: pages"
    }

    /// The height (points) of the band under the gallery's grid that names the colouring, for
    /// one line; each more line adds ``captionLineHeight``.
    static let captionBand = 30.0
    /// The caption's text size and the distance between its lines, in points.
    static let captionPointSize = 13.0, captionLineHeight = 17.0

    /// ``colouringCaption(_:)`` in lines that fit `width` points (as `measure` measures them):
    /// whole when it fits, else broken at its separators. Empty when there is no caption.
    static func colouringCaptionLines(_ state: ViewerState, width: Double, measure: (String) -> Double) -> [String] {
        guard let caption = colouringCaption(state) else { return [] }
        guard measure(caption) > width else { return [caption] }
        var lines: [String] = []
        for part in colouringCaptionParts(state) {
            if let last = lines.last, measure(last + captionSeparator + part) <= width {
                lines[lines.count - 1] = last + captionSeparator + part
            } else {
                lines.append(part)
            }
        }
        return lines
    }

    private static let captionSeparator = "  ·  "

    /// The caption's parts: the rendering mode, the colour rendering, the keys.
    private static func colouringCaptionParts(_ state: ViewerState) -> [String] {
        let mode = state.renderingMode?.rawValue ?? "hierarchical"
        return [".symbolRenderingMode(.\(mode))", ".symbolColorRenderingMode(.\(state.colorRendering.rawValue))",
                "C: mode, G: gradient"]
    }

    /// What the gallery says about its colouring when the person has changed it: the rendering
    /// mode every tile is drawn in (each tile's own hierarchical tint otherwise) and flat or
    /// gradient colour, as SwiftUI would write them, and the keys that change them. Nil while
    /// the gallery shows its own design (hierarchical, flat), which needs no caption.
    static func colouringCaption(_ state: ViewerState) -> String? {
        guard state.renderingMode != nil || state.colorRendering != .flat else { return nil }
        let parts = colouringCaptionParts(state)
        return parts[0] + captionSeparator + parts[1] + "    " + parts[2]
    }

    /// `code` in two lines, broken after a `(` or a `, ` where the longer line is shortest.
    static func split(_ code: String, within width: Double, measure: (String) -> Double) -> [String] {
        var best: [String] = [code], bestWidth = measure(code)
        var index = code.startIndex
        while index < code.endIndex {
            let next = code.index(after: index)
            if code[index] == "(" || code[index] == "," {
                let first = String(code[..<next]), second = String(code[next...]).trimmingCharacters(in: .whitespaces)
                let w = max(measure(first), measure(second))
                if !second.isEmpty && w < bestWidth { best = [first, second]; bestWidth = w }
            }
            index = next
        }
        return best
    }

    /// A line centred on `centerX`, shrunk to fit `maxWidth` if it is wider.
    private func centredText(_ text: String, role: TextRole, size requested: Double, maxWidth: Double, color: RGBA,
                             centerX: Double, baseline: Double) -> SceneItem {
        let face = fonts.face(for: role)
        var size = requested
        var width = face.width(of: text, pixelSize: size)
        if width > maxWidth, maxWidth > 0 {
            size *= maxWidth / width
            width = face.width(of: text, pixelSize: size)
        }
        return .text(TextCue(text: text, role: role, pixelSize: size, color: color, origin: Point(centerX - width / 2, baseline)))
    }
}

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
        let tiles = state.galleryTiles
        // The colouring the person chose (C, G) is named under the grid, which makes room for it.
        let caption = Self.colouringCaption(state)
        let band = caption == nil ? 0 : Self.captionBand
        let layout = EffectsGalleryLayout(count: tiles.count, width: size.w, height: size.h - band)
        var reduce = ToggleHistory(initial: state.initialReduceMotion)
        for toggle in state.motionToggles where toggle.time <= t { reduce.set(toggle.reduceMotion, at: toggle.time) }
        let ticks = EffectsGallery.ticks(through: t, manual: state.galleryTicks)
        let f = layout.factor * scale
        for (tile, box) in zip(tiles, layout.tiles) {
            let r = Rect(x: box.x * scale, y: box.y * scale, width: box.width * scale, height: box.height * scale)
            items.append(.panel(r, radius: 14 * f, color: SystemColor.secondaryBackground.resolved(a)))
            let effect = EffectsGallery.effect(tile.spec.effect, scope: state.galleryScope)
            let roles: [(String, GalleryMotion.Role)] = tile.replacement.map { [(tile.symbol, .outgoing), ($0, .incoming)] }
                ?? [(tile.symbol, .only)]
            for (name, role) in roles {
                let motion = GalleryMotion(effect: effect, ticks: ticks, reduceMotion: reduce, role: role)
                items.append(.symbol(SymbolCue(source: .catalog(name), center: EffectsGalleryLayout.symbolCenter(in: box) * scale,
                                               pointSize: layout.symbolPointSize * scale, weight: state.weight ?? .regular,
                                               scale: .medium, tint: tile.color.resolved(a), rendering: .hierarchical,
                                               motion: .gallery(motion), time: t)))
            }
            let textWidth: Double = r.width - 16 * f, centerX: Double = r.x + r.width / 2
            items.append(centredText(tile.title, role: .forTitle(pixelSize: 15 * f), size: 15 * f, maxWidth: textWidth,
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
        if let caption {
            let captionSize = 13 * scale
            items.append(centredText(caption, role: .body, size: captionSize, maxWidth: (size.w - 32) * scale,
                                     color: SystemColor.secondaryLabel.resolved(a), centerX: size.w * scale / 2,
                                     baseline: (size.h - band / 2) * scale + captionSize * 0.35))
        }
        return items
    }

    /// The height (points) of the band under the gallery's grid that names the colouring.
    static let captionBand = 30.0

    /// What the gallery says about its colouring when the person has changed it: the rendering
    /// mode every tile is drawn in (each tile's own hierarchical tint otherwise) and flat or
    /// gradient colour, as SwiftUI would write them, and the keys that change them. Nil while
    /// the gallery shows its own design (hierarchical, flat), which needs no caption.
    static func colouringCaption(_ state: ViewerState) -> String? {
        guard state.renderingMode != nil || state.colorRendering != .flat else { return nil }
        let mode = state.renderingMode?.rawValue ?? "hierarchical"
        return ".symbolRenderingMode(.\(mode))  ·  .symbolColorRenderingMode(.\(state.colorRendering.rawValue))"
            + "    C: mode, G: gradient"
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

import Geometry
import SymbolModel

/// The toast: a short message in a dark pill near the bottom of the window, clear of the scene's
/// own text.
extension SceneComposer {
    /// The toast's text size, in points: it never shrinks below this; a long text wraps instead.
    static let toastPointSize = 13.0

    /// The box a line of text covers, in pixels: its advance width, from its ascent above the
    /// baseline to its descent below.
    func bounds(of cue: TextCue) -> Rect {
        let face = fonts.face(for: cue.role)
        let m = face.lineMetrics(pixelSize: cue.pixelSize)
        return Rect(x: cue.origin.x, y: cue.origin.y - m.ascent,
                    width: face.width(of: cue.text, pixelSize: cue.pixelSize), height: m.ascent + m.descent)
    }

    /// The toast's panel and lines. It sits at the bottom of the window unless that covers a
    /// line of the scene's text (`avoiding`: the gallery's caption, a tile's code); then it rises
    /// just above each line it would cover, as long as it stays inside the window.
    func toastOverlay(_ text: String, width: Double, height: Double, scale: Double, avoiding sceneText: [Rect] = []) -> [SceneItem] {
        // A long toast (a recording's path) wraps onto more lines rather than shrinking or
        // running into the window's edges; the panel keeps a margin on every side.
        let size = Self.toastPointSize * scale, pad = 12 * scale, margin = 16 * scale
        let available = width - 2 * margin - 2 * pad
        let lines = TextWrapping.lines(text, width: available, maximumLines: 4) { fonts.body.width(of: $0, pixelSize: size) }
        let textWidth = lines.map { fonts.body.width(of: $0, pixelSize: size) }.max() ?? 0
        let m = fonts.body.lineMetrics(pixelSize: size)
        let line = (m.ascent + m.descent) * 1.25
        let boxHeight = m.ascent + m.descent + Double(lines.count - 1) * line + 12 * scale
        var box = Rect(x: (width - textWidth) / 2 - pad, y: height - margin - boxHeight,
                       width: textWidth + 2 * pad, height: boxHeight)
        let lowest = box
        // Each step moves it up past one covered line, so this ends within as many steps.
        while let covered = sceneText.filter({ $0.intersection(box) != nil }).min(by: { $0.minY < $1.minY }) {
            let y = covered.minY - 4 * scale - box.height
            if y < margin { box = lowest; break }
            box.y = y
        }
        var items: [SceneItem] = [.panel(box, radius: min(box.height / 2, 14 * scale), color: RGBA(0.1, 0.1, 0.12, 0.92))]
        for (k, text) in lines.enumerated() {
            let w = fonts.body.width(of: text, pixelSize: size)
            items.append(.text(TextCue(text: text, role: .body, pixelSize: size, color: RGBA(1, 1, 1, 0.95),
                                       origin: Point(box.x + (box.width - w) / 2, box.y + 6 * scale + m.ascent + Double(k) * line))))
        }
        return items
    }
}

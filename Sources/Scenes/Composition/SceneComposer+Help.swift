import Geometry
import SymbolModel
import Typography

/// The help overlay: the key list in a panel centred on the dimmed window.
///
/// The panel is laid out for the window it is shown in. Its text grows with the window (within
/// ``helpPreferredSizes``: 13 points in a phone-sized window, 20 on a desktop) and shrinks
/// only as far as ``helpSmallestLegibleSize`` to fit; a summary too long for
/// its column wraps onto more lines instead, and in a window too narrow for two columns each
/// row's summary goes under its keys. Only a window too small for the list at the legible size
/// gets smaller text, so the panel is always whole.
extension SceneComposer {
    /// The text size the help panel asks for, in points: the smaller of the window's width / 45
    /// and height / 45, kept within these bounds.
    static let helpPreferredSizes = 13.0...20.0
    /// The smallest text size, in points, the help panel shrinks to while it can still fit by
    /// wrapping (11 pt, iOS's smallest Dynamic Type size).
    static let helpSmallestLegibleSize = 11.0

    /// The key list; the rendering-mode and gradient rows also say what is in force now.
    static func helpRows(_ state: ViewerState) -> [(keys: String, summary: String, now: String?)] {
        ViewerKey.bindings.map { row in
            switch row.key {
            case .cycleRenderingMode:
                return (row.keys, row.summary, "now " + (state.renderingMode?.rawValue ?? "each scene's own"))
            case .toggleGradient:
                return (row.keys, row.summary, "now " + (state.colorRendering == .gradient ? "gradient" : "flat"))
            default:
                return (row.keys, row.summary, nil)
            }
        }
    }

    /// The help panel's heading.
    static let helpHeading = "symbolview keys"

    /// The dimmed window, the panel and its lines, for a window `width × height` pixels with
    /// `scale` pixels per point.
    func helpOverlay(_ state: ViewerState, width: Double, height: Double, scale: Double) -> [SceneItem] {
        // A row's state follows its summary.
        let rows = Self.helpRows(state).map { row in (keys: row.keys, summary: row.now.map { row.summary + "  ·  " + $0 } ?? row.summary) }
        let panel = helpPanel(rows, width: width, height: height, scale: scale)
        var items: [SceneItem] = [.panel(Rect(x: 0, y: 0, width: width, height: height), radius: 0, color: RGBA(0, 0, 0, 0.35)),
                                  .panel(panel.box, radius: panel.textSize, color: RGBA(0.11, 0.11, 0.13, 1))]
        items += panel.lines.map { .text($0) }
        return items
    }

    /// The help panel laid out for the window: its box and its lines, in pixels.
    struct HelpPanel {
        var box: Rect
        var lines: [TextCue]
        /// The summaries' text size in pixels.
        var textSize: Double
    }

    /// The largest text size that fits (see the extension's comment), and the panel at that size.
    func helpPanel(_ rows: [(keys: String, summary: String)], width: Double, height: Double, scale: Double) -> HelpPanel {
        let w = width / scale, h = height / scale
        let margin = max(12, 0.03 * min(w, h)) * scale
        let room = (width: width - 2 * margin, height: height - 2 * margin)
        let preferred = min(max(min(w, h) / 45, Self.helpPreferredSizes.lowerBound), Self.helpPreferredSizes.upperBound)
        var size = preferred
        while true {
            let panel = helpPanel(rows, textSize: size * scale, maxWidth: room.width)
            // Below the legible size only as far as a tiny window needs; 4 pt is a floor, not a look.
            if (panel.box.width <= room.width + 1e-9 && panel.box.height <= room.height + 1e-9) || size <= 4 {
                return centred(panel, width: width, height: height)
            }
            size = size > Self.helpSmallestLegibleSize ? max(size - 0.5, Self.helpSmallestLegibleSize) : size - 0.5
        }
    }

    /// The panel at text size `s` pixels, at most `maxWidth` wide when it can be, its box at the
    /// origin.
    private func helpPanel(_ rows: [(keys: String, summary: String)], textSize s: Double, maxWidth: Double) -> HelpPanel {
        let body = fonts.body.lineMetrics(pixelSize: s), heading = fonts.label.lineMetrics(pixelSize: 1.2 * s)
        let pad = 1.3 * s, keyGap = 1.0 * s, indent = 1.0 * s
        // Lines a little apart (the face's own height and a tenth), rows a little more.
        let lineStep = body.ascent + body.descent + 0.1 * s, rowGap = 0.3 * s, headingSize = 1.2 * s
        let keysWidth = rows.map { fonts.label.width(of: $0.keys, pixelSize: s) }.max() ?? 0
        func summaryWidth(_ text: String) -> Double { fonts.body.width(of: text, pixelSize: s) }
        let longest = rows.map { summaryWidth($0.summary) }.max() ?? 0
        let inner = maxWidth - 2 * pad
        // Two columns while the summaries' column holds about 22 characters; else each summary
        // goes under its keys, indented.
        let sideBySide = inner - keysWidth - keyGap >= 12 * s
        let column = max(sideBySide ? min(longest, inner - keysWidth - keyGap) : min(longest, inner - indent), s)
        let summaryX = sideBySide ? keysWidth + keyGap : indent
        let wrapped = rows.map { TextWrapping.lines($0.summary, width: column, measure: summaryWidth) }

        let white = RGBA(1, 1, 1, 0.95), grey = RGBA(1, 1, 1, 0.75)
        var lines = [TextCue(text: Self.helpHeading, role: .label, pixelSize: headingSize, color: white,
                             origin: Point(pad, pad + heading.ascent))]
        var y = pad + heading.ascent + heading.descent + 0.8 * s + body.ascent
        var right = fonts.label.width(of: Self.helpHeading, pixelSize: headingSize)
        for (row, summary) in zip(rows, wrapped) {
            lines.append(TextCue(text: row.keys, role: .label, pixelSize: s, color: white, origin: Point(pad, y)))
            right = max(right, keysWidth)
            if !sideBySide { y += lineStep }
            for line in summary {
                lines.append(TextCue(text: line, role: .body, pixelSize: s, color: grey, origin: Point(pad + summaryX, y)))
                right = max(right, summaryX + summaryWidth(line))
                y += lineStep
            }
            y += rowGap
        }
        let bottom = y - lineStep - rowGap + body.descent + pad
        return HelpPanel(box: Rect(x: 0, y: 0, width: right + 2 * pad, height: bottom), lines: lines, textSize: s)
    }

    /// `panel` moved to the middle of the window.
    private func centred(_ panel: HelpPanel, width: Double, height: Double) -> HelpPanel {
        let dx = ((width - panel.box.width) / 2).rounded(), dy = ((height - panel.box.height) / 2).rounded()
        var moved = panel
        moved.box = Rect(x: dx, y: dy, width: panel.box.width, height: panel.box.height)
        moved.lines = panel.lines.map { var cue = $0; cue.origin = Point(cue.origin.x + dx, cue.origin.y + dy); return cue }
        return moved
    }
}

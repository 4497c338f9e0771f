import SVGLoader
import SymbolEffects
import SymbolExport
import SymbolModel

extension SeedPage {
    /// The SymbolDrawOn seed: the six symbols in the seed's adaptive grid over the indigo-to-black
    /// gradient, each a loop of the timer's cycle (``DrawOnCycle``) delayed so the page starts
    /// drawn for 1.8 s as the seed does; under Reduce Motion the timer does not run and the
    /// symbols stay drawn.
    func drawOnPage(catalog: SymbolCatalog?) throws -> String {
        let cycle = DrawOnCycle()
        let layout = DrawOnGridLayout.self
        var cells: [String] = []
        for source in ViewerOptions.seedSymbols {
            let symbol = try ViewerExport.load(source, weight: .medium, scale: .large, catalog: catalog)
            let still = SymbolMotion.draw(isDrawn: .constant(true), scope: .byLayer, reduceMotion: true, motionToggles: [])
            let cue = SeedPageSymbol(
                symbol: symbol,
                motion: .draw(isDrawn: cycle.history, scope: .byLayer, reduceMotion: false, motionToggles: []),
                reducedMotion: still,
                span: .given(start: cycle.start, duration: cycle.period, loops: true),
                pointSize: Self.drawOnPointSize, weight: .medium, scale: .large, mode: .monochrome, tint: RGBA(1, 1, 1),
                darkTint: nil, label: Self.spokenName(source.name), stem: "draw-on-" + source.name)
            cells.append("<div class=\"sv-cell\">\(try cue.markup().svg)</div>")
        }
        // The widest grid: one row of the seed's six, as SwiftUI's adaptive columns lay it out.
        let count = Double(ViewerOptions.seedSymbols.count)
        let widest = 2 * layout.padding + count * layout.minimumCellWidth + (count - 1) * layout.columnSpacing
        let tops = (light: SystemColor.indigo.resolved(.light), dark: SystemColor.indigo.resolved(.dark))
        var style = [
            palette([("--sv-top", Self.css(tops.light), Self.css(tops.dark))]),
            "html{min-height:100%;background:#000 linear-gradient(var(--sv-top),#000) fixed}",
            "body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center}",
            ".sv-grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(\(n(layout.minimumCellWidth))px,1fr));"
                + "column-gap:\(n(layout.columnSpacing))px;row-gap:\(n(layout.rowSpacing))px;padding:\(n(layout.padding))px;"
                + "box-sizing:border-box;width:100%;max-width:\(n(widest))px}",
            ".sv-cell{height:\(n(layout.cellHeight))px;display:flex;align-items:center;justify-content:center}",
            ".sv-symbol{display:block;flex:none}",
            "/* The seed's timer: drawn for \(n(cycle.delay)) s before the first Draw Off, then every cycle of "
                + "\(n(cycle.period)) s (a Draw Off, \(n(ViewerState.undrawnInterval)) s undrawn, a Draw On). */",
            ".sv-grid .sv-symbol *{animation-delay:\(n(cycle.delay))s}",
        ]
        // A window wider than a phone shows the grid larger, as the viewer zooms it (up to 2x),
        // once a single row of the six fits.
        for zoom in Self.zoomSteps {
            style.append("@media (min-width:\(n(widest * zoom))px) and (min-height:\(n((layout.cellHeight + 2 * layout.padding) * zoom))px)"
                         + "{.sv-grid{zoom:\(n(zoom))}}")
        }
        let body = "<main class=\"sv-grid\" aria-label=\"Symbol Draw On\">\n" + cells.joined(separator: "\n") + "\n</main>"
        return document(title: "Symbol Draw On", style: style.joined(separator: "\n"), bodyClass: "sv-draw-on", body: body)
    }

    /// The grid's symbols' size: `.largeTitle`, 34 pt, as the viewer's grid draws them.
    static let drawOnPointSize = 34.0

    /// The zooms a page takes in a large window, in steps, as the viewer's scenes grow up to 2x.
    static let zoomSteps = [1.2, 1.4, 1.6, 1.8, 2.0]

    /// What a screen reader says for a symbol without a label of its own: its name in words
    /// (`sun.max` is "sun max"), as SwiftUI names a system image.
    static func spokenName(_ name: String) -> String {
        name.split(separator: ".").joined(separator: " ")
    }

    func n(_ v: Double) -> String { ExportNumber.text(v) }
}

import SVGLoader
import SymbolExport
import SymbolModel

extension SeedPage {
    /// The SymbolBreatheLoader seed: the breathing hero, the title and subtitle, and the row of
    /// four loaders with their effects and colours (``SceneComposer/loaders``), each labelled
    /// "Loading" as the seed's `accessibilityLabel` says; under Reduce Motion all stay still.
    func loaderPage(catalog: SymbolCatalog?) throws -> String {
        let layout = LoaderLayout.self
        var rules: [String] = []
        func loader(_ name: String, effect: LoaderEffect, color: SystemColor, pointSize: Double) throws -> String {
            let symbol = try ViewerExport.load(.catalog(name), weight: .regular, scale: .medium, catalog: catalog)
            let light = color.resolved(appearance ?? .light), dark = color.resolved(.dark)
            let (svg, rule) = try SeedPageSymbol(
                symbol: symbol, motion: .loader([LoaderActivity(time: 0, effect: effect)]),
                reducedMotion: .loader([LoaderActivity(time: 0, effect: nil)]), span: nil,
                pointSize: pointSize, weight: .regular, scale: .medium, mode: .hierarchical, tint: light,
                darkTint: appearance == nil && dark != light ? dark : nil, label: Self.loadingLabel,
                stem: "loader-" + name).markup()
            if let rule { rules.append(rule) }
            return svg
        }
        let hero = try loader("sparkles", effect: ViewerOptions().heroEffect, color: .purple, pointSize: layout.heroPointSize)
        let row = try SceneComposer.loaders.map {
            try loader($0.name, effect: $0.effect, color: $0.color, pointSize: layout.loaderPointSize)
        }
        func colour(_ c: SystemColor) -> (String, String) { (Self.css(c.resolved(.light)), Self.css(c.resolved(.dark))) }
        let (bl, bd) = colour(.background), (ll, ld) = colour(.label), (sl, sd) = colour(.secondaryLabel)
        var style = [
            palette([("--sv-background", bl, bd), ("--sv-label", ll, ld), ("--sv-secondary", sl, sd)]),
            "html{min-height:100%;background:var(--sv-background)}",
            "body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;color:var(--sv-label)}",
            ".sv-stack{display:flex;flex-direction:column;align-items:center;gap:\(n(layout.stackSpacing))px;padding:24px}",
            ".sv-text{display:flex;flex-direction:column;align-items:center;gap:\(n(layout.titleSpacing))px;text-align:center}",
            "h1{margin:0;font:700 \(n(layout.titlePointSize))px/\(n(layout.titleLineHeight))px \(Self.titleFamilies)}",
            "p{margin:0;font:400 \(n(layout.bodyPointSize))px/\(n(layout.bodyLineHeight))px \(Self.bodyFamilies);color:var(--sv-secondary)}",
            ".sv-row{display:flex;gap:\(n(layout.rowSpacing))px}",
            ".sv-symbol{display:block;flex:none}",
        ] + rules
        // A window wider than a phone shows the stack larger, as the viewer's LoaderLayout.zoom does.
        for zoom in Self.zoomSteps {
            style.append("@media (min-width:\(n(max(DrawOnGridLayout.phoneWidth + 1, 640 * zoom)))px) and (min-height:\(n(660 * zoom))px)"
                         + "{.sv-stack{zoom:\(n(zoom))}}")
        }
        let body = """
            <main class="sv-stack">
            \(hero)
            <div class="sv-text">
            <h1>Working on it</h1>
            <p>Breathe, rotate or both</p>
            </div>
            <div class="sv-row">
            \(row.joined(separator: "\n"))
            </div>
            </main>
            """
        return document(title: "Symbol Breathe Loader", style: style.joined(separator: "\n"), bodyClass: "sv-loader", body: body)
    }

    /// The seed's `accessibilityLabel` on every loader.
    static let loadingLabel = "Loading"
}

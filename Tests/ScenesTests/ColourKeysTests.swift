import Testing
import Raster
import SymbolRendering
import Typography
@testable import Scenes

/// The viewer's colour choices: `--mode`, `--gradient`, and the `C` and `G` keys.
@Suite struct ColourKeysTests {
    @Test func optionsSetTheModeAndGradientAndBadModesAreRefused() throws {
        let o = try ViewerOptions.parse(["--mode", "multicolor", "--gradient"])
        #expect(o.renderingMode == .multicolor && o.gradient)
        let s = ViewerState(options: o)
        #expect(s.renderingMode == .multicolor && s.colorRendering == .gradient)
        #expect(throws: ViewerOptionError.self) { try ViewerOptions.parse(["--mode", "sepia"]) }
        #expect(ViewerOptions.usage.contains("--mode M") && ViewerOptions.usage.contains("--gradient"))
    }

    @Test func cKeyCyclesTheModesAndGTogglesGradient() {
        var s = ViewerState()
        #expect(ViewerKey(character: "c") == .cycleRenderingMode && ViewerKey(character: "G") == .toggleGradient)
        var seen: [RenderingModeChoice?] = []
        for _ in 0..<5 { s.apply(.cycleRenderingMode, at: 0); seen.append(s.renderingMode) }
        #expect(seen == [.monochrome, .hierarchical, .palette, .multicolor, nil])
        s.apply(.toggleGradient, at: 1)
        #expect(s.colorRendering == .gradient && s.toast?.text == "Gradient colour")
        s.apply(.toggleGradient, at: 2)
        #expect(s.colorRendering == .flat)
        let helped = ViewerKey.bindings.map(\.key)
        #expect(helped.contains(.cycleRenderingMode) && helped.contains(.toggleGradient))
    }

    @Test(.enabled(if: fontsAreInstalled, "needs fontconfig fonts"))
    func multicolorAndGradientReachEverySymbolOfTheScene() {
        let renderer = SceneRenderer(composer: SceneComposer(fonts: try! FontBook.standard()), symbolPainter: EngineSymbolPainter())
        var s = ViewerState()
        // sun.max's yellow disc (systemYellow) in the draw-on grid once multicolor is on: red
        // high, blue low (the scene's indigo never gets there).
        func yellow(_ pixels: [UInt32]) -> Int {
            pixels.filter { $0 >> 16 & 0xFF > 0xE0 && $0 >> 8 & 0xFF > 0xA0 && $0 & 0xFF < 0x40 }.count
        }
        let white = renderer.render(s, at: 1, width: 390, height: 844).pixels
        #expect(yellow(white) == 0)
        for _ in 0..<4 { s.apply(.cycleRenderingMode, at: 1) }
        #expect(s.renderingMode == .multicolor)
        let multi = renderer.render(s, at: 1, width: 390, height: 844).pixels
        #expect(yellow(multi) > 20)
        s.apply(.toggleGradient, at: 1)
        let ramp = renderer.render(s, at: 1, width: 390, height: 844).pixels
        // The renderer paints into one canvas: each frame's pixels are copied out before the next.
        #expect(ramp != multi, "gradient changed nothing")
    }

    /// The help overlay says which rendering mode and colour rendering are in force.
    @Test func theHelpOverlayNamesTheModeAndGradientInForce() {
        var s = ViewerState()
        func now(_ key: ViewerKey) -> String? {
            let rows = SceneComposer.helpRows(s)
            return rows[ViewerKey.bindings.firstIndex { $0.key == key }!].now
        }
        #expect(now(.cycleRenderingMode) == "now each scene's own")
        #expect(now(.toggleGradient) == "now flat")
        #expect(now(.quit) == nil)
        for _ in 0..<4 { s.apply(.cycleRenderingMode, at: 0) }
        s.apply(.toggleGradient, at: 0)
        #expect(now(.cycleRenderingMode) == "now multicolor")
        #expect(now(.toggleGradient) == "now gradient")
        #expect(SceneComposer.helpRows(s).count == ViewerKey.bindings.count)
    }

    /// The effects gallery names the colouring chosen with C and G under its grid, and makes
    /// room for it; while it shows its own design (hierarchical, flat) it has no caption.
    @Test(.enabled(if: fontsAreInstalled, "needs fontconfig fonts"))
    func theEffectsGalleryNamesTheChosenColouring() throws {
        let composer = SceneComposer(fonts: try FontBook.standard())
        var s = ViewerState(options: try ViewerOptions.parse(["--scene", "effects"]))
        let (w, h) = (1040, 600)
        func texts(_ frame: SceneFrame) -> [TextCue] {
            frame.items.compactMap { if case .text(let t) = $0 { return t } else { return nil } }
        }
        func lowestSymbol(_ frame: SceneFrame) -> Double {
            frame.items.compactMap { if case .symbol(let c) = $0 { return c.center.y } else { return nil } }.max() ?? 0
        }
        let own = composer.compose(s, at: 1, width: w, height: h)
        #expect(!texts(own).contains { $0.text.contains("symbolRenderingMode") })
        #expect(SceneComposer.colouringCaption(s) == nil)
        s.apply(.toggleGradient, at: 1)
        #expect(SceneComposer.colouringCaption(s)?.contains(".symbolRenderingMode(.hierarchical)") == true)
        for _ in 0..<4 { s.apply(.cycleRenderingMode, at: 1) }
        let chosen = composer.compose(s, at: 1, width: w, height: h)
        let caption = try #require(texts(chosen).first { $0.text.contains(".symbolRenderingMode(.multicolor)") })
        #expect(caption.text.contains(".symbolColorRenderingMode(.gradient)"))
        // Under the grid, inside the window, and every tile's symbol drawn in the chosen mode.
        #expect(caption.origin.y > lowestSymbol(chosen) && caption.origin.y < Double(h))
        let tiles = chosen.items.compactMap { if case .symbol(let c) = $0 { return c } else { return nil } }
        #expect(!tiles.isEmpty && tiles.allSatisfy { $0.rendering == .multicolor && $0.colorRendering == .gradient })
    }
}

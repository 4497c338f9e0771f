import Foundation
import Geometry
import SVGLoader
import SymbolModel
import Testing
@testable import SymbolExport

/// Light and dark themes (`export --dark-color`): the tinted paints bound to Lottie slots, the
/// dotLottie v2 archive with a theme per appearance, and the SVG's `prefers-color-scheme` rule.
@Suite struct ExportThemeTests {
    static let orange = RGBA(1, 149.0 / 255, 0)

    static func scene(_ name: String, gradient: Bool = false, multicolor: Bool = false) throws -> ExportScene {
        let symbol = try SymbolCatalog().symbol(named: name)
        let monochrome: @Sendable (Layer) -> (color: RGBA, opacity: Double) = { _ in (ExportPaintTests.tint, 1) }
        var scene = try ExportPaintTests.scene(symbol, gradient: gradient, layerPaint: multicolor ? ExportPaintTests.multicolor : monochrome)
        scene.themes = ExportThemes(light: ExportPaintTests.tint, dark: orange)
        return scene
    }

    @Test func theTintedPaintsAreBoundToASlotHoldingTheLightTint() throws {
        let out = try LottieWriter().write(try Self.scene("heart.fill"))
        #expect(out.slots == [LottieWriter.tintSlot])
        let doc = try ExportTests.json(out.text)
        let slot = try #require(((doc["slots"] as? [String: Any])?[LottieWriter.tintSlot] as? [String: Any])?["p"] as? [String: Any])
        #expect(slot["k"] as? [Double] == [ExportPaintTests.tint.r, ExportPaintTests.tint.g, ExportPaintTests.tint.b, 1])
        let fills = ExportTests.items(doc, type: "fl")
        #expect(!fills.isEmpty)
        for fill in fills { #expect((fill["c"] as? [String: Any])?["sid"] as? String == LottieWriter.tintSlot) }

        let dark = try ExportTests.json(LottieWriter.themeRules(out.slots, tint: Self.orange).text)
        let rule = try #require((dark["rules"] as? [[String: Any]])?.first)
        #expect(rule["id"] as? String == "tint" && rule["type"] as? String == "Color")
        #expect(rule["value"] as? [Double] == ExportPaintTests.rgb(Self.orange), "JSON numbers carry 4 decimals")
    }

    @Test func underGradientRenderingTheRampIsAGradientSlot() throws {
        let out = try LottieWriter().write(try Self.scene("speaker.wave.3", gradient: true, multicolor: true))
        #expect(out.slots == [LottieWriter.rampSlot], "the waves are the accent; the speaker's own grey is not themed")
        let doc = try ExportTests.json(out.text)
        let gradients = ExportTests.items(doc, type: "gf") + ExportTests.items(doc, type: "gs")
        let bound = gradients.filter { ($0["g"] as? [String: Any])?["sid"] as? String == LottieWriter.rampSlot }
        #expect(!bound.isEmpty && bound.count < gradients.count)
        let rules = try ExportTests.json(LottieWriter.themeRules(out.slots, tint: Self.orange).text)
        let stops = try #require((rules["rules"] as? [[String: Any]])?.first?["value"] as? [[String: Any]])
        #expect(stops.map { $0["color"] as? [Double] ?? [] } == GradientRamp.stops(for: Self.orange).map { ExportPaintTests.rgb($0.color) })
    }

    @Test func aThemedDotLottieIsAVersion2ArchiveWithBothThemes() throws {
        let themed = try VectorExport.write(try Self.scene("heart.fill"), as: .dotLottie)
        let text = String(decoding: themed.data, as: UTF8.self)
        #expect(text.contains("a/heart.fill.json") && text.contains("t/light.json") && text.contains("t/dark.json"))
        #expect(!text.contains("animations/"))
        // Nothing drawn in the tint: no themes, the version 1 archive.
        var plain = try Self.scene("sun.max", multicolor: true)
        #expect(try LottieWriter().write(plain).slots.isEmpty)
        plain.themes = nil
        #expect(String(decoding: try VectorExport.write(plain, as: .dotLottie).data, as: UTF8.self).contains("animations/sun.max.json"))
    }

    @Test func theSVGSwitchesTheTintUnderPrefersColorSchemeDark() throws {
        var scene = try Self.scene("heart.fill")
        scene.idPrefix = .given("h-")
        let svg = try AnimatedSVGWriter().write(scene).text
        #expect(svg.contains(".h-c1{stop-color:var(--symbol-color,\(AnimatedSVGWriter.Builder.color(ExportPaintTests.tint)))}"))
        #expect(svg.contains("@media (prefers-color-scheme: dark){.h-c1{stop-color:var(--symbol-color,#ff9500)}}"))
        #expect(svg.contains("fill=\"url(#h-c1)\""))
        var plain = try Self.scene("heart.fill")
        plain.themes = nil
        let flat = try AnimatedSVGWriter().write(plain).text
        #expect(!flat.contains("prefers-color-scheme") && !flat.contains("--symbol-color"), "a part without colour roles keeps its colours")
    }
}

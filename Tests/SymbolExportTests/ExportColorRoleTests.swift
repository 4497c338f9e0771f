import Foundation
import Raster
import SVGLoader
import SymbolEffects
import SymbolModel
import SymbolStage
import Testing
@testable import SymbolExport

/// The symbol's replaceable colours: in an SVG the custom properties `--symbol-color`,
/// `--symbol-color-2` and `--symbol-color-3` with the written colours as fallbacks, in a Lottie
/// the slots `tint`, `tint-2`, `tint-3` (and their ramps), in a `.lottie` the themes that switch
/// them. `make export-check` recolours them in Chromium and ThorVG; these check the files.
@Suite struct ExportColorRoleTests {
    static let red = Color(r: 1, g: 45.0 / 255, b: 85.0 / 255)
    static let teal = Color(r: 48.0 / 255, g: 176.0 / 255, b: 199.0 / 255)
    static let violet = Color(r: 88.0 / 255, g: 86.0 / 255, b: 214.0 / 255)

    /// `name` with `effect`, placed as `symbolview export` places it, prefix `p-`.
    static func scene(_ name: String, _ effect: String = "bounce", mode: SymbolRenderingMode = .monochrome,
                      tint: Color = .black, gradient: Bool = false) throws -> ExportScene {
        let symbol = try SymbolCatalog().symbol(named: name)
        let animation = try SymbolEffectSpec.parse(effect).animation(reduceMotion: .constant(false))
        var scene = ExportScene.placed(EffectTimeline(symbol: symbol, animation: animation), width: 128, height: 128,
                                       weight: .regular, scale: .medium, mode: mode, tint: tint, gradient: gradient, name: name)
        scene.idPrefix = .given("p-")
        return scene
    }

    static func matches(_ pattern: String, in text: String) -> [String] {
        let re = try! NSRegularExpression(pattern: pattern)
        return re.matches(in: text, range: NSRange(text.startIndex..., in: text)).map { String(text[Range($0.range, in: text)!]) }
    }

    @Test func rolesFollowTheRenderingMode() throws {
        let rain = try SymbolCatalog().symbol(named: "cloud.rain")
        let levels = Set(rain.layers.map(\.hierarchy))
        #expect(levels.contains(.secondary), "cloud.rain's drops are its secondary level")
        for layer in rain.layers {
            #expect(ExportColorRole.of(layer, mode: .monochrome) == .primary)
            #expect(ExportColorRole.of(layer, mode: .hierarchical) == .primary, "hierarchical draws every level in the tint")
            let palette = ExportColorRole.of(layer, mode: .palette([Self.red, Self.teal, Self.violet]))
            #expect(palette?.rawValue == layer.hierarchy.rawValue + 1)
            // A palette of two gives the tertiary level the last colour, so its role too.
            #expect(ExportColorRole.of(layer, mode: .palette([Self.red, Self.teal]))?.rawValue == min(layer.hierarchy.rawValue, 1) + 1)
        }
        var fixed = rain.layers[0]
        fixed.multicolor = .color(RGBA(1, 0, 0))
        #expect(ExportColorRole.of(fixed, mode: .multicolor) == nil, "a designer's colour stays")
        fixed.multicolor = .accent
        #expect(ExportColorRole.of(fixed, mode: .multicolor) == .primary)
    }

    @Test func everyTintedPaintTakesSymbolColorWithTheTintAsFallback() throws {
        let svg = try AnimatedSVGWriter().write(try Self.scene("bell", tint: Self.red)).text
        #expect(svg.contains(".p-c1{stop-color:var(--symbol-color,#ff2d55)}"))
        #expect(svg.contains("<linearGradient id=\"p-c1\" gradientUnits=\"userSpaceOnUse\"><stop class=\"p-c1\" stop-color=\"#ff2d55\"/></linearGradient>"),
                "one stop in user space: a solid colour even on a line without area")
        #expect(Self.matches(##"(fill|stroke)="#ff2d55""##, in: svg).isEmpty, "no paint keeps the tint as a literal attribute")
        #expect(!Self.matches(#"(fill|stroke)="url\(#p-c1\)""#, in: svg).isEmpty)
        #expect(!svg.contains("prefers-color-scheme"), "no dark theme without --dark-color")
    }

    @Test func hierarchicalLevelsAreAllTheTintWithTheirOpacities() throws {
        let flat = try AnimatedSVGWriter().write(try Self.scene("cloud.rain", mode: .hierarchical)).text
        #expect(Self.matches(#"var\(--symbol-color-[23]"#, in: flat).isEmpty)
        #expect(flat.contains("var(--symbol-color,#000000)"))
        // The secondary drops keep their 50 %.
        #expect(!Self.matches(#"(fill|stroke)-opacity:0\.5[;}]"#, in: flat).isEmpty, "the drops keep their level opacity")
    }

    @Test func aPaletteGivesEachLevelItsOwnProperty() throws {
        let scene = try Self.scene("cloud.rain", mode: .palette([Self.red, Self.teal, Self.violet]))
        let svg = try AnimatedSVGWriter().write(scene).text
        #expect(svg.contains("stop-color:var(--symbol-color,#ff2d55)"))
        #expect(svg.contains("stop-color:var(--symbol-color-2,#30b0c7)"))
        #expect(!svg.contains("--symbol-color-3"), "cloud.rain has no tertiary level")
        let lottie = try LottieWriter().write(scene)
        #expect(lottie.slots == ["tint", "tint-2"])
        let doc = try ExportTests.json(lottie.text)
        let slots = try #require(doc["slots"] as? [String: Any])
        let second = try #require(((slots["tint-2"] as? [String: Any])?["p"] as? [String: Any])?["k"] as? [Double])
        #expect(second == ExportPaintTests.rgb(RGBA(Self.teal.r, Self.teal.g, Self.teal.b)) + [1])
        let bound = (ExportTests.items(doc, type: "fl") + ExportTests.items(doc, type: "st")).compactMap { ($0["c"] as? [String: Any])?["sid"] as? String }
        #expect(Set(bound) == ["tint", "tint-2"])
    }

    @Test func multicolorKeepsTheDesignersColoursLiteral() throws {
        let scene = try Self.scene("speaker.wave.3", mode: .multicolor, tint: Self.teal)
        let svg = try AnimatedSVGWriter().write(scene).text
        #expect(svg.contains("var(--symbol-color,#30b0c7)"), "the waves are the accent")
        #expect(!Self.matches(##"fill="#[0-9a-f]{6}""##, in: svg).isEmpty, "the speaker's own colour stays a literal")
        #expect(try LottieWriter().write(scene).slots == ["tint"])
    }

    @Test func theTintCanFollowThePagesTextColour() throws {
        var scene = try Self.scene("bell")
        scene.followsCurrentColor = true
        let svg = try AnimatedSVGWriter().write(scene).text
        #expect(svg.contains(".p-c1{stop-color:var(--symbol-color,currentColor)}"))
        scene.gradientRendering = true
        let ramp = try AnimatedSVGWriter().write(scene).text
        #expect(ramp.contains("oklab(from var(--symbol-color,currentColor)"))
        #expect(ramp.contains(".p-r1-1{stop-color:var(--symbol-color,currentColor)}"))
    }

    @Test func aRampIsWorkedOutInCSSOnlyWhenThePageSetsTheColour() throws {
        var scene = try Self.scene("bell", tint: Self.red, gradient: true)
        scene.themes = ExportThemes(light: RGBA(Self.red.r, Self.red.g, Self.red.b), dark: ExportThemeTests.orange)
        let svg = try AnimatedSVGWriter().write(scene).text
        let stops = GradientRamp.stops(for: RGBA(Self.red.r, Self.red.g, Self.red.b)).map { AnimatedSVGWriter.Builder.color($0.color) }
        // The ends are internal custom properties of the file's prefix, valid only when --symbol-color is set.
        #expect(svg.contains(".p-r1-0{--p-r1-0:oklab(from var(--symbol-color) calc(l + (1 - l) * 0.2 + (1 - l) * (1 - l) * (1 - l) * 0.1) a b)}"))
        #expect(svg.contains(".p-r1-2{--p-r1-2:oklab(from var(--symbol-color) calc(l * 0.88) a b)}"))
        #expect(svg.contains(".p-r1-0{stop-color:var(--p-r1-0,\(stops[0]))}.p-r1-1{stop-color:var(--symbol-color,\(stops[1]))}.p-r1-2{stop-color:var(--p-r1-2,\(stops[2]))}"))
        let dark = GradientRamp.stops(for: ExportThemeTests.orange).map { AnimatedSVGWriter.Builder.color($0.color) }
        #expect(svg.contains("@media (prefers-color-scheme: dark){.p-r1-0{stop-color:var(--p-r1-0,\(dark[0]))}"))
        let properties = Set(Self.matches(#"--[A-Za-z][\w-]*"#, in: svg))
        #expect(properties.allSatisfy { $0.hasPrefix("--p-") || $0.hasPrefix("--symbol-color") }, "\(properties)")
    }

    @Test func lottieLayerNamesAndAssetIdsStartWithThePrefix() throws {
        var scene = try StructureExportTests.scene("layered-structure")
        scene.idPrefix = .given("one-")
        let doc = try ExportTests.json(try LottieWriter().write(scene).text)
        #expect(doc["nm"] as? String == "layered-structure", "the animation keeps its own name")
        let assets = try #require(doc["assets"] as? [[String: Any]])
        #expect(!assets.isEmpty)
        let ids = Set(assets.compactMap { $0["id"] as? String })
        #expect(ids.allSatisfy { $0.hasPrefix("one-") })
        var layers = try #require(doc["layers"] as? [[String: Any]])
        for asset in assets { layers += asset["layers"] as? [[String: Any]] ?? [] }
        for layer in layers {
            #expect((layer["nm"] as? String)?.hasPrefix("one-") == true, "\(layer["nm"] ?? "")")
            if let ref = layer["refId"] as? String { #expect(ids.contains(ref), "\(ref) names an asset") }
        }
        // A derived prefix differs between two files.
        scene.idPrefix = nil
        let a = try ExportTests.json(try LottieWriter().write(scene).text)
        var other = try StructureExportTests.scene("layered-structure", "wiggle")
        other.idPrefix = nil
        let b = try ExportTests.json(try LottieWriter().write(other).text)
        let nameA = try #require((a["layers"] as? [[String: Any]])?.first?["nm"] as? String)
        let nameB = try #require((b["layers"] as? [[String: Any]])?.first?["nm"] as? String)
        #expect(nameA != nameB && nameA.hasPrefix("layered-structure-"))
    }

    @Test func aPaletteDotLottieCarriesAMonochromeTheme() throws {
        let palette = try Self.scene("cloud.rain", mode: .palette([Self.red, Self.teal, Self.violet]))
        let out = try LottieWriter().write(palette)
        let themes = DotLottieThemes.themes(out.slotColors, themes: nil)
        #expect(themes.map(\.id) == ["light", "monochrome"])
        let mono = try ExportTests.json(themes[1].rules.text)
        let rules = try #require(mono["rules"] as? [[String: Any]])
        #expect(rules.map { $0["id"] as? String } == ["tint", "tint-2"])
        for rule in rules { #expect(rule["value"] as? [Double] == ExportPaintTests.rgb(RGBA(Self.red.r, Self.red.g, Self.red.b))) }
        let dark = ExportThemes(light: RGBA(0, 0, 0), dark: ExportThemeTests.orange)
        #expect(DotLottieThemes.themes(out.slotColors, themes: dark).map(\.id) == ["light", "dark", "monochrome", "monochrome-dark"])
        // One role and no dark tint: nothing to switch.
        #expect(DotLottieThemes.themes(try LottieWriter().write(try Self.scene("bell")).slotColors, themes: nil).isEmpty)
        let archive = try HostileExportTests.unzip(try VectorExport.write(palette, as: .dotLottie).data)
        #expect(archive["t/monochrome.json"] != nil && archive["a/cloud.rain.json"] != nil)
    }

    @Test func aStickerIsWrittenWithoutSlots() throws {
        var scene = try Self.scene("bell", tint: Self.red)
        scene.width = TelegramSticker.side
        scene.height = TelegramSticker.side
        let json = String(decoding: try Deflate.decompress(try VectorExport.write(scene, as: .telegramSticker).data), as: UTF8.self)
        #expect(!json.contains("\"sid\"") && !json.contains("\"slots\""))
        #expect(json.contains("\"tgs\":1"))
        #expect(try LottieWriter().write(scene).text.contains("\"sid\":\"tint\""), "the Lottie itself has them")
    }

    @Test func aDarkPaletteSwitchesEveryLevelInTheDark() throws {
        var scene = try Self.scene("cloud.rain", mode: .palette([Self.red, Self.teal, Self.violet]))
        let orange = ExportThemeTests.orange, green = RGBA(0.2, 0.8, 0.3)
        scene.themes = ExportThemes(light: RGBA(Self.red.r, Self.red.g, Self.red.b), dark: orange, darkPalette: [orange, green])
        #expect(scene.themes?.dark(.tertiary) == green, "a level past the dark palette's end takes its last colour")
        let svg = try AnimatedSVGWriter().write(scene).text
        let dark = AnimatedSVGWriter.Builder.color(green)
        #expect(svg.contains("@media (prefers-color-scheme: dark){.p-c2{stop-color:var(--symbol-color-2,\(dark))}}"))
        let out = try LottieWriter().write(scene)
        let themes = DotLottieThemes.themes(out.slotColors, themes: scene.themes)
        let darkTheme = try #require(themes.first { $0.id == "dark" })
        let rules = try #require(try ExportTests.json(darkTheme.rules.text)["rules"] as? [[String: Any]])
        #expect(rules.first { $0["id"] as? String == "tint-2" }?["value"] as? [Double] == ExportPaintTests.rgb(green))
        #expect(rules.first { $0["id"] as? String == "tint" }?["value"] as? [Double] == ExportPaintTests.rgb(orange))
    }
}

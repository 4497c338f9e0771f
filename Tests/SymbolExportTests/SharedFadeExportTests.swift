import Foundation
import SVGLoader
import SymbolEffects
import SymbolModel
import Testing
@testable import SymbolExport

/// A fade the whole symbol shares is written as one group's opacity, so players composite the
/// symbol as one picture and overlapping strokes show no darker seams (`tools/fade-check.py`
/// plays these in ThorVG, rlottie and Chromium against `render`).
@Suite struct SharedFadeExportTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/fades")

    static func scene(_ file: String, _ spec: String, reduceMotion: Bool = false) throws -> ExportScene {
        let symbol = try SVGLoader.load(contentsOf: fixtures.appendingPathComponent(file)).symbol
        let animation = try SymbolEffectSpec.parse(spec).animation(reduceMotion: .constant(reduceMotion))
        let part = ExportScene.Part(timeline: EffectTimeline(symbol: symbol, animation: animation),
                                    toPixels: ExportTests.centred(symbol.viewBox, size: 128), strokeScale: 1) { _ in (.black, 1) }
        return ExportScene(width: 128, height: 128, parts: [part], name: file)
    }

    @Test(arguments: [("rocket.svg", "pulse.wholeSymbol", false), ("rocket.svg", "drawOn", true), ("crossed-frame.svg", "appear.wholeSymbol", true)])
    func aSharedFadeIsOneGroupsOpacity(_ file: String, _ spec: String, _ reduceMotion: Bool) throws {
        let scene = try Self.scene(file, spec, reduceMotion: reduceMotion)
        let plan = try ExportPlan.checked(scene)
        let fade = try #require(plan.timeline.partFades[0], "\(file) \(spec): no shared fade found")
        #expect(fade.min()! < 0.6 && fade.max()! > 0.99)
        // Taken out of the layers: each stays at full strength while the group fades.
        for layer in plan.timeline.layers[0] where layer.head.last ?? 0 > 0 {
            #expect(layer.opacity.allSatisfy { $0 == 0 || abs($0 - 1) < 1e-9 } || Set(layer.opacity.map { ($0 * 1e6).rounded() }).count <= 2,
                    "\(file): layer \(layer.layer) still fades on its own")
        }
        // The SVG: a group right inside the root whose opacity is animated.
        let svg = try AnimatedSVGWriter().write(scene).text
        let group = try #require(svg.range(of: #"</style>\n<g class="[^"]+">"#, options: .regularExpression), "\(svg.prefix(400))")
        let cls = String(svg[group].split(separator: "\"")[1])
        let rule = try #require(svg.components(separatedBy: "\n").first { $0.hasPrefix(".\(cls){opacity:") }, "the group's rule")
        #expect(!rule.contains("animation:none"), "the group's opacity is animated: \(rule)")
        // The Lottie: one precomposition holding every layer, its opacity keyframed.
        let doc = try ExportTests.json(try LottieWriter().write(scene).text)
        let layers = try #require(doc["layers"] as? [[String: Any]])
        #expect(layers.count == 1 && layers[0]["ty"] as? Int == 0, "one precomposition at the top")
        let o = try #require((layers[0]["ks"] as? [String: Any])?["o"] as? [String: Any])
        #expect(o["a"] as? Int == 1)
        let inner = try #require((doc["assets"] as? [[String: Any]])?.first?["layers"] as? [[String: Any]])
        #expect(inner.count == scene.parts[0].symbol.layers.count)
    }

    /// Where a pose shows nothing (the instant before a draw begins) the group's fade holds its
    /// neighbour's rather than jumping to 1 and back: a jump no one sees, but one the keyframes
    /// must fit with wild handles, which Chromium's compositor then paints wrong when seeked.
    @Test func aFadeHoldsThroughPosesThatShowNothing() throws {
        let plan = try ExportPlan.checked(try Self.scene("rocket.svg", "drawOn", reduceMotion: false))
        if let fade = plan.timeline.partFades[0] {
            #expect(abs(fade[0] - fade[1]) < 0.05, "the fade jumps at the start: \(fade.prefix(4))")
        }
        #expect(SceneTimeline.heldThroughGaps([nil, 0.2, nil, 0.5, nil]) == [0.2, 0.2, 0.2, 0.5, 0.5])
        #expect(SceneTimeline.heldThroughGaps([nil, nil]) == [1, 1])
    }

    @Test func anExportWithoutASharedFadeHasNoGroup() throws {
        for spec in ["bounce", "wiggle", "scale.up"] {
            let scene = try Self.scene("rocket.svg", spec)
            let plan = try ExportPlan.checked(scene)
            #expect(plan.timeline.partFades[0] == nil, "\(spec)")
            let doc = try ExportTests.json(try LottieWriter().write(scene).text)
            #expect((doc["layers"] as? [[String: Any]])?.contains { $0["ty"] as? Int == 0 } == false, "\(spec): no precomposition")
        }
    }

    @Test func gtkPathsKeepTheFadeInEachLayer() throws {
        // GTK draws paths, not groups: its writer asks for no grouping and gets the fades back.
        let scene = try Self.scene("rocket.svg", "drawOn", reduceMotion: true)
        let plan = try ExportPlan.checked(scene, groupingFades: false)
        #expect(plan.timeline.partFades[0] == nil)
        #expect(plan.timeline.layers[0].contains { $0.opacity.contains { $0 > 0.1 && $0 < 0.9 } })
    }
}

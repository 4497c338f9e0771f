import Foundation
import Geometry
import SVGLoader
import SymbolEffects
import SymbolModel
import Testing
@testable import Scenes

/// The seed demos as web pages (`export --scene`): what is on them, the timer's cycle, the
/// Reduce Motion rules and both palettes, read off the HTML a browser gets.
@Suite struct SeedPageTests {
    /// The inline `<svg>` elements of a page, each its opening tag and its whole text.
    static func symbols(_ html: String) -> [(tag: String, text: String)] {
        html.components(separatedBy: "<svg ").dropFirst().map { chunk in
            let text = "<svg " + (chunk.components(separatedBy: "</svg>").first ?? "")
            return (String(text.prefix { $0 != ">" }), text)
        }
    }

    /// An attribute of an opening tag.
    static func attribute(_ name: String, of tag: String) -> String? {
        guard let start = tag.range(of: " \(name)=\"") else { return nil }
        return String(tag[start.upperBound...].prefix { $0 != "\"" })
    }

    /// The class rules of a style sheet (`.name{declarations}`), outside and inside the Reduce
    /// Motion block.
    static func rules(_ svg: String) -> (normal: [String: String], reduced: [String: String]) {
        let style = svg.components(separatedBy: "<style>").dropFirst().first?.components(separatedBy: "</style>").first ?? ""
        let parts = style.components(separatedBy: "@media (prefers-reduced-motion: reduce) {")
        func read(_ text: String) -> [String: String] {
            var out: [String: String] = [:]
            let pattern = try! NSRegularExpression(pattern: "(?:^|[}\\n])\\.([A-Za-z0-9_-]+)\\{([^}]*)\\}")
            for m in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                out[String(text[Range(m.range(at: 1), in: text)!])] = String(text[Range(m.range(at: 2), in: text)!])
            }
            return out
        }
        return (read(parts[0]), parts.count > 1 ? read(parts[1]) : [:])
    }

    static func isAnimated(_ declarations: String) -> Bool {
        declarations.contains("animation:") && !declarations.contains("animation:none")
    }

    static let drawOn = Result { try SeedPage(scene: .drawOn).html() }
    static let loader = Result { try SeedPage(scene: .loader).html() }

    @Test func theDrawOnPageHasTheSixSymbolsOfTheSeedEachNamedForAssistiveTechnology() throws {
        let html = try Self.drawOn.get()
        let symbols = Self.symbols(html)
        #expect(symbols.count == 6)
        #expect(symbols.map { Self.attribute("aria-label", of: $0.tag) }
                == ["signature", "scribble", "wind", "sun max", "cloud rain", "checkmark circle"])
        #expect(symbols.allSatisfy { Self.attribute("role", of: $0.tag) == "img" })
        // Each is its own file, with its own prefix: no two share a class.
        let classes = symbols.map { Set(Self.rules($0.text).normal.keys) }
        #expect(classes.reduce(0) { $0 + $1.count } == classes.reduce(Set<String>()) { $0.union($1) }.count)
        #expect(!html.contains("<script"), "the page needs no script")
        #expect(!html.replacingOccurrences(of: "http://www.w3.org/2000/svg", with: "").contains("http"),
                "the page reaches for nothing on the network")
    }

    @Test func theTimerCyclesDrawnForOnePointEightAndUndrawnForOnePointThreeSeconds() throws {
        let cycle = DrawOnCycle()
        #expect(abs(cycle.delay - 1.8) < 1e-9)
        #expect(abs(cycle.period - 3.1) < 1e-9)
        #expect(abs(cycle.start - 4.9) < 1e-9)
        #expect(cycle.history.initial)
        let times = cycle.history.changes.map(\.time)
        #expect(zip(times, [1.8, 3.1, 4.9, 6.2, 8.0]).allSatisfy { abs($0 - $1) < 1e-9 } && times.count == 5)
        // The same schedule, toggled as a seed toggles its state on the timeline.
        let symbol = try SymbolCatalog().symbol(named: "sun.max")
        var timeline = EffectTimeline(symbol: symbol, animation: SymbolMotion.draw(
            isDrawn: ToggleHistory(initial: true, changes: [.init(time: 1.8, value: false)]), scope: .byLayer,
            reduceMotion: false, motionToggles: []).animation)
        for (k, t) in times.enumerated().dropFirst() { timeline = try #require(timeline.switching(to: k % 2 == 0 ? "undrawn" : "drawn", at: t)) }
        #expect(timeline.animation.isDrawn.changes.map(\.value) == cycle.history.changes.map(\.value))
        for t in [0.5, 2.0, 3.5, 5.0, 6.5] {
            #expect(timeline.stateName(at: t) == (cycle.history.value(at: t) ? "drawn" : "undrawn"))
        }
        // Every looping file lasts exactly one cycle and starts after the seed's first 1.8 s.
        let html = try Self.drawOn.get()
        #expect(html.contains(".sv-symbol *{animation-delay:1.8s}"))
        for symbol in Self.symbols(html) {
            let animations = Self.rules(symbol.text).normal.values.filter(Self.isAnimated)
            #expect(!animations.isEmpty)
            #expect(animations.allSatisfy { $0.contains(" 3.1s linear 0s infinite both") && !$0.contains("s linear 0s 1 ") })
        }
    }

    /// The loop shows no jump where it repeats: the pose at the cycle's end is its start's, and
    /// every pose a cycle later is the same pose.
    @Test(arguments: ["signature", "scribble", "wind", "sun.max", "cloud.rain", "checkmark.circle"])
    func theDrawOnLoopJoinsWithoutAJump(_ name: String) throws {
        let cycle = DrawOnCycle()
        let symbol = try SymbolCatalog().symbol(named: name)
        let motion = SymbolMotion.draw(isDrawn: cycle.history, scope: .byLayer, reduceMotion: false, motionToggles: [])
        let timeline = EffectTimeline(symbol: symbol, animation: motion.animation)
        func numbers(_ s: SymbolState) -> [Double] {
            s.layers.flatMap { l in [l.range.tail, l.range.head, l.opacity, l.transform.a, l.transform.e, l.transform.f] } + [s.opacity]
        }
        func distance(_ a: Double, _ b: Double) -> Double {
            zip(numbers(timeline.state(at: a)), numbers(timeline.state(at: b))).map { abs($0 - $1) }.max() ?? 0
        }
        #expect(distance(cycle.start, cycle.start + cycle.period) < 1e-6)
        // The first frame is the drawn symbol, as the page shows it during the seed's first 1.8 s.
        #expect(distance(cycle.start, 0.5) < 1e-6)
        for x in stride(from: 0.05, to: cycle.period, by: 0.25) {
            #expect(distance(cycle.delay + x, cycle.start + x) < 1e-6, "at \(x) s into the cycle")
        }
        // The cycle really moves: undrawn in the middle of it.
        #expect(distance(cycle.start, cycle.start + 1.2) > 0.5)
    }

    @Test func underReduceMotionEverySymbolHoldsStill() throws {
        for html in [try Self.drawOn.get(), try Self.loader.get()] {
            for symbol in Self.symbols(html) {
                let (normal, reduced) = Self.rules(symbol.text)
                let animated = normal.filter { Self.isAnimated($0.value) }.map(\.key)
                #expect(!animated.isEmpty)
                for cls in animated {
                    #expect(reduced[cls]?.contains("animation:none") == true, "\(cls) still moves under Reduce Motion")
                }
            }
        }
    }

    @Test func theDrawOnPageHoldsItsSymbolsDrawnUnderReduceMotion() throws {
        // The Reduce Motion form of a traced stroke is its whole length: nothing is undrawn.
        for symbol in Self.symbols(try Self.drawOn.get()) {
            for (_, declarations) in Self.rules(symbol.text).reduced where declarations.contains("stroke-dasharray") {
                #expect(declarations.contains("stroke-dasharray:1 "), "\(declarations)")
            }
        }
    }

    @Test func theLoaderPageHasTheHeroTheTextAndTheFourLoadersAllLabelledLoading() throws {
        let html = try Self.loader.get()
        let symbols = Self.symbols(html)
        #expect(symbols.count == 5)
        #expect(symbols.allSatisfy { Self.attribute("aria-label", of: $0.tag) == "Loading" && Self.attribute("role", of: $0.tag) == "img" })
        #expect(html.contains("<h1>Working on it</h1>") && html.contains("<p>Breathe, rotate or both</p>"))
        // Each loops, and the hero is as large as the seed's 130 pt (a 162.5 px design box).
        for symbol in symbols {
            #expect(Self.rules(symbol.text).normal.values.contains { Self.isAnimated($0) && $0.contains(" infinite both") })
        }
        let hero = try #require(Double(Self.attribute("width", of: symbols[0].tag) ?? ""))
        #expect(hero >= 162.5 && hero < 170)
        // The gears turn 8/6 as fast as each other, so they repeat together every 3.6 s: one
        // plain loop, no stretching.
        #expect(Self.attribute("class", of: symbols[1].tag) == "sv-symbol")
        #expect(Self.rules(symbols[1].text).normal.values.contains { $0.contains(" 3.6s linear 0s infinite both") })
        // The title in the viewer's rounded faces, in its order, and the system's after them.
        #expect(html.contains("font:700 28px/34px ui-rounded,\"Comfortaa\",\"Quicksand\",\"Nunito\""))
    }

    /// Two gears at rates with no short common period (1 and 1.33: together every 120 s) are
    /// written ten times faster, a 12 s loop the page slows back down, rather than sampled for
    /// two minutes.
    @Test func aLoopWithoutAShortPeriodIsStretched() throws {
        let svg = """
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" data-symbol="1">
              <circle data-layer="big" data-rotate="clockwise" data-rotate-anchor="35 65" data-rotate-rate="1" cx="35" cy="65" r="20"/>
              <circle data-layer="small" data-rotate="counterClockwise" data-rotate-anchor="68 32" data-rotate-rate="1.33" cx="68" cy="32" r="14"/>
            </svg>
            """
        let symbol = try SVGLoader.load(data: Data(svg.utf8), name: "gears.svg").symbol
        let timeline = EffectTimeline.bound([try SymbolEffectSpec.parse("rotate.byLayer")], to: symbol).leaving
        let stretch = try #require(SeedPageSymbol.Stretch(timeline))
        #expect(stretch.factor == 10 && abs(stretch.period - 120) < 1e-6)
        #expect(abs((stretch.fast.span.period ?? 0) - 12) < 1e-6)
        #expect(SeedPageSymbol.Stretch(EffectTimeline.bound([try SymbolEffectSpec.parse("rotate.wholeSymbol")], to: symbol).leaving) == nil)
    }

    @Test func aPageWithoutAnAppearanceCarriesBothPalettesAndOneWithItOnlyThatOne() throws {
        let drawOn = try Self.drawOn.get(), loader = try Self.loader.get()
        #expect(drawOn.contains("--sv-top:#5856d6") && drawOn.contains("@media (prefers-color-scheme: dark){:root{--sv-top:#5e5ce6}}"))
        #expect(loader.contains("--sv-background:#ffffff") && loader.contains("--sv-background:#000000"))
        // The loaders' tints switch with the page: the hero's dark purple is in its SVG.
        #expect(Self.symbols(loader)[0].text.contains("@media (prefers-color-scheme: dark)"))
        #expect(Self.symbols(loader)[0].text.contains("#bf5af2"))

        let dark = try SeedPage(scene: .loader, appearance: .dark).html()
        #expect(!dark.contains("prefers-color-scheme"))
        #expect(dark.contains("color-scheme:dark;--sv-background:#000000;--sv-label:#ffffff"))
        #expect(dark.contains("#bf5af2") && !dark.contains("#af52de"))
        let light = try SeedPage(scene: .drawOn, appearance: .light).html()
        #expect(!light.contains("prefers-color-scheme") && light.contains("--sv-top:#5856d6") && !light.contains("#5e5ce6"))
    }

    @Test func aSceneThatIsNotASeedIsRefusedNamingThePages() {
        for name in ["effects", "drawon", ""] {
            #expect {
                _ = try SeedPage(named: name)
            } throws: { error in
                "\(error)".contains("draw-on and loader")
            }
        }
    }

    /// `docs/web` holds the project's live demo: the pages as this build writes them
    /// (`make web-demo` writes them again).
    @Test(arguments: [("draw-on", SceneKind.drawOn), ("loader", SceneKind.loader)])
    func theCommittedDemoPagesAreUpToDate(_ file: String, _ scene: SceneKind) throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let committed = try String(contentsOf: root.appendingPathComponent("docs/web/\(file).html"), encoding: .utf8)
        let fresh = try SeedPage(scene: scene).html()
        #expect(committed == fresh, "docs/web/\(file).html is stale: run `make web-demo`")
    }
}

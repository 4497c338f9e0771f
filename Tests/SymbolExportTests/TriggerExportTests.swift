import Foundation
import SymbolEffects
import SVGLoader
import SymbolModel
import Testing
@testable import SymbolExport

/// Triggered exports (`export --trigger`): the segments both writers share, the SVG's rules
/// under `:hover`, `:focus-visible` and a toggle's checkbox with the rest pose outside them, the
/// HTML fragment's control, and Lottie's markers. `make export-check` plays the same in Chromium
/// (hover, Tab, click, Space, Enter) and ThorVG (each marker) against `render` and `record`.
@Suite struct TriggerExportTests {
    static func scene(_ name: String, _ spec: String, reduceMotion: Bool = false) throws -> ExportScene {
        var scene = try ExportTests.scene(name, spec, reduceMotion: reduceMotion)
        scene.idPrefix = .given("t-")
        return scene
    }

    /// The rules of `svg` whose selector contains `part`, outside the Reduce Motion block.
    static func rules(_ svg: String, containing part: String, reduced: Bool = false) -> [String] {
        let split = svg.components(separatedBy: "@media (prefers-reduced-motion: reduce) {")
        let text = reduced ? (split.count > 1 ? split[1] : "") : split[0]
        return text.split(separator: "\n").map(String.init).filter { line in
            guard let brace = line.firstIndex(of: "{"), !line.hasPrefix("@") else { return false }
            return line[..<brace].contains(part)
        }
    }

    /// The rules of `svg` for an element at rest: a bare `.t-eN` selector.
    static func restRules(_ svg: String) -> [String] {
        rules(svg, containing: ".t-e").filter { !$0.contains(" ") || $0.firstIndex(of: " ")! > $0.firstIndex(of: "{")! }
    }

    @Test func loadIsTheFilmAsBefore() throws {
        let scene = try Self.scene("sun.max", "drawOn")
        let film = try AnimatedSVGWriter().write(scene).text
        let loaded = try AnimatedSVGWriter().write(try scene.triggered(.load)).text
        #expect(film == loaded)
        #expect(try LottieWriter().write(try scene.triggered(.load)).text == LottieWriter().write(scene).text)
    }

    @Test func segmentsStartOnTheSampleGridAndOnWholeFrames() throws {
        for (name, spec, trigger, names) in [("sun.max", "drawOn", ExportTrigger.hover, ["play"]),
                                             ("sun.max", "drawOn", .toggle, ["off", "on"]),
                                             ("heart.fill", "breathe", .focus, ["intro", "loop"]),
                                             ("fan.fill", "rotate", .toggle, ["off", "on", "loop"])] {
            let scene = try Self.scene(name, spec).triggered(trigger)
            #expect(scene.segments.map(\.name) == names, "\(name) \(spec) \(trigger)")
            var end = 0.0
            for s in scene.segments {
                #expect(abs(s.start - end) < 1e-12, "segments are back to back")
                let samples = s.start * SceneTimeline.sampleRate, frames = s.start * scene.fps
                #expect(abs(samples - samples.rounded()) < 1e-9 && abs(frames - frames.rounded()) < 1e-9, "\(s)")
                #expect(s.slot >= s.duration + 1 / SceneTimeline.sampleRate - 1e-9, "a held end sample: \(s)")
                end = s.end
            }
            #expect(scene.scheduledSpan == ExportSpan(start: 0, duration: end, loops: false))
            #expect(scene.segments.filter(\.loops).map(\.name) == (names.last == "loop" ? ["loop"] : []))
        }
    }

    @Test func aToggleStartsInTheEndStateAndItsSegmentsEndInEachState() throws {
        let scene = try Self.scene("sun.max", "drawOn").triggered(.toggle)
        let off = try #require(scene.segments.first { $0.name == "off" })
        let on = try #require(scene.segments.first { $0.name == "on" })
        let part = scene.parts[0]
        func drawn(_ t: Double) -> [Bool] { part.state(at: t).layers.map { $0.range.isFull } }
        func undrawn(_ t: Double) -> [Bool] { part.state(at: t).layers.map { $0.range.isEmpty } }
        #expect(drawn(off.start).allSatisfy { $0 }, "off leaves the drawn rest")
        #expect(undrawn(off.start + off.duration).allSatisfy { $0 }, "off ends undrawn")
        #expect(undrawn(on.start).allSatisfy { $0 }, "on starts undrawn")
        #expect(drawn(on.start + on.duration).allSatisfy { $0 }, "on ends drawn")
        // The history `record --keys` films: switched off once drawn, on once undrawn.
        let times = try Self.scene("sun.max", "drawOn").toggleTimes()
        #expect(times.off >= 0.6 - 1e-9 && times.on > times.off)
        #expect(abs(times.on - times.off - off.duration) < 1e-3)
    }

    @Test func hoverRestsInTheEndPoseAndPlaysOnceUnderHover() throws {
        let svg = try AnimatedSVGWriter().write(try Self.scene("sun.max", "drawOn").triggered(.hover, label: "Sun")).text
        #expect(svg.contains(#"class="t-root" role="img" aria-label="Sun""#))
        #expect(svg.contains("<title>Sun</title>"))
        #expect(!svg.contains("tabindex"), "hover alone does not take a place in the tab order")
        // At rest nothing animates, and every traced stroke is drawn whole (Draw On's end).
        let rest = Self.restRules(svg)
        #expect(!rest.isEmpty && rest.allSatisfy { $0.hasSuffix("animation:none}") }, "\(rest.prefix(3))")
        let dashes = rest.compactMap { r in r.range(of: "stroke-dasharray:").map { r[$0.upperBound...].prefix { $0 != " " } } }
        #expect(!dashes.isEmpty && dashes.allSatisfy { $0 == "1" }, "\(dashes)")
        // Under :hover the draw plays once and holds its end.
        let hovered = Self.rules(svg, containing: ".t-root:hover .t-e")
        #expect(!hovered.isEmpty && hovered.allSatisfy { $0.contains(" 1 both") && !$0.contains("infinite") }, "\(hovered.prefix(2))")
        #expect(!svg.contains("<script"))
    }

    @Test func focusPlaysUnderFocusVisibleAndIsInTheTabOrder() throws {
        let svg = try AnimatedSVGWriter().write(try Self.scene("bell", "bounce").triggered(.focus)).text
        #expect(svg.contains(#"role="img" aria-label="bell" tabindex="0""#))
        let focused = Self.rules(svg, containing: ":focus-visible")
        #expect(!focused.isEmpty)
        #expect(focused.allSatisfy { $0.contains(".t-root:focus-visible .t-e") && $0.contains(":focus-visible>.t-root .t-e") })
        #expect(Self.rules(svg, containing: ":hover").isEmpty)
    }

    @Test func anEndlessEffectRunsItsIntroThenItsLoopWhileHovered() throws {
        let scene = try Self.scene("heart.fill", "breathe").triggered(.hover)
        let intro = try #require(scene.segments.first), loop = try #require(scene.segments.last)
        let period = try #require(ExportTests.scene("heart.fill", "breathe").parts[0].timeline.span.period)
        #expect(abs(loop.duration - period) < 1e-9)
        let whole = intro.duration / period
        #expect(abs(whole - whole.rounded()) < 1e-9 && whole >= 1, "the intro is whole periods: \(intro.duration)")
        let svg = try AnimatedSVGWriter().write(scene).text
        let hovered = Self.rules(svg, containing: ":hover")
        #expect(!hovered.isEmpty)
        let delay = ExportNumber.text(intro.duration)
        for rule in hovered {
            #expect(rule.contains("s linear 0s 1 both,"), "\(rule)")
            #expect(rule.contains("s linear \(delay)s infinite none"), "\(rule)")
        }
    }

    @Test func reduceMotionFormsAreSwappedInUnderEveryState() throws {
        let scene = try Self.scene("sun.max", "drawOn").triggered(.hover)
        let reduced = try Self.scene("sun.max", "drawOn", reduceMotion: true).triggered(.hover)
        #expect(reduced.segments.map(\.name) == ["play"])
        let svg = try AnimatedSVGWriter().write(scene, reducedMotion: reduced).text
        let inside = Self.rules(svg, containing: ":hover", reduced: true)
        #expect(!inside.isEmpty, "the hovered rules have Reduce Motion forms")
        // The Reduce Motion draw fades: its animations are opacities, not dashes.
        #expect(inside.contains { $0.contains("animation:t-k") })
    }

    @Test func aToggleFragmentHasANativeCheckboxAndNoScriptItNeeds() throws {
        let scene = try Self.scene("sun.max", "drawOn").triggered(.toggle, label: "Sun & moon")
        let html = try HTMLFragmentWriter().write(scene).text
        #expect(html.contains(#"<label class="t-toggle"><input class="t-switch" type="checkbox" checked aria-label="Sun &amp; moon""#))
        #expect(html.contains(#"class="t-root" aria-hidden="true""#), "the checkbox carries the name and the state")
        #expect(!html.contains("<script"))
        // Unchecked plays off; checked again by the user plays on; pristine rests still, drawn.
        let off = Self.rules(html, containing: ".t-switch:not(:checked)~.t-root .t-e")
        let on = Self.rules(html, containing: ".t-switch:checked:user-valid~.t-root .t-e")
        #expect(!off.isEmpty && !on.isEmpty)
        #expect(off.contains { $0.contains(" 1 both") } && on.contains { $0.contains(" 1 both") })
        let rest = Self.restRules(html).filter { $0.hasPrefix(".t-e") }
        #expect(!rest.isEmpty && rest.allSatisfy { $0.hasSuffix("animation:none}") })
        // A focus ring on the symbol when the hidden box has keyboard focus.
        #expect(html.contains(".t-switch:focus-visible~.t-root{outline"))
        // One prefix for the whole fragment, the SVG's names included.
        for name in IDPrefixExportTests.names(html) { #expect(name.hasPrefix("t-"), "\(name)") }
    }

    @Test func anEndlessToggleLoopsUntilSwitchedOff() throws {
        let html = try HTMLFragmentWriter().write(try Self.scene("fan.fill", "rotate").triggered(.toggle)).text
        let pristine = Self.restRules(html).filter { $0.contains("rotate:") && $0.contains("animation:t-k") }
        #expect(!pristine.isEmpty && pristine.allSatisfy { $0.contains("infinite none") }, "it starts running")
        let on = Self.rules(html, containing: ":user-valid")
        #expect(on.contains { $0.contains(" 1 both,") && $0.contains("infinite none") }, "on: the start-up, then the loop")
    }

    @Test func toggleRefusesAnEffectWithoutTwoStates() throws {
        #expect(throws: ExportTriggerError.self) { try Self.scene("bell", "bounce").triggered(.toggle) }
        do {
            _ = try Self.scene("bell", "bounce").triggered(.toggle)
        } catch let e as ExportTriggerError {
            #expect(e.description.contains("no two states"))
        }
    }

    @Test func lottieMarkersNameEachSegmentInFramesWithAKeyAtEachStart() throws {
        let scene = try Self.scene("sun.max", "drawOn").triggered(.toggle)
        let out = try LottieWriter().write(scene)
        #expect(out.markers.map(\.name) == ["off", "on"])
        let json = try ExportTests.json(out.text)
        let markers = try #require(json["markers"] as? [[String: Any]])
        for (m, s) in zip(markers, scene.segments) {
            #expect(m["cm"] as? String == s.name)
            #expect(abs((m["tm"] as? Double ?? -1) - s.start * 60) < 1e-6)
            #expect(abs((m["dr"] as? Double ?? -1) - s.duration * 60) < 1e-3)
        }
        #expect(out.markers.map(\.start) == scene.segments.map { $0.start * 60 })
        // Each segment is fitted on its own: every animated trim end has a key at each start.
        let starts = Set(scene.segments.map { $0.start * 60 })
        let trims = ExportTests.items(json, type: "tm")
        #expect(!trims.isEmpty)
        for trim in trims {
            guard let e = trim["e"] as? [String: Any], e["a"] as? Int == 1, let keys = e["k"] as? [[String: Any]] else { continue }
            let times = Set(keys.compactMap { $0["t"] as? Double })
            #expect(starts.isSubset(of: times), "keys at \(times.sorted().prefix(6))")
        }
    }

    @Test func aLoopOnLoadKeepsItsLoopMarker() throws {
        let out = try LottieWriter().write(try Self.scene("heart.fill", "breathe"))
        #expect(out.markers.map(\.name) == ["loop"])
        let endless = try LottieWriter().write(try Self.scene("heart.fill", "breathe").triggered(.hover))
        #expect(endless.markers.map(\.name) == ["intro", "loop"])
    }
}

extension TriggerExportTests {
    @Test func aReplaceTogglesToItsNewSymbolAndBack() throws {
        let leaving = try SymbolCatalog().symbol(named: "wifi"), arriving = try SymbolCatalog().symbol(named: "speaker.wave.3")
        let pair = EffectTimeline.bound([try SymbolEffectSpec.parse("replace")], to: leaving, replacedBy: arriving)
        let incoming = try #require(pair.arriving)
        let film = try Self.scene("wifi", "bounce")
        let parts = [pair.leaving, incoming].map { ExportScene.Part(timeline: $0, toPixels: film.parts[0].toPixels, strokeScale: 1) { _ in (.black, 1) } }
        let scene = try ExportScene(width: 128, height: 128, parts: parts, name: "swap").triggered(.toggle)
        let off = try #require(scene.segments.first { $0.name == "off" }), on = try #require(scene.segments.first { $0.name == "on" })
        func shown(_ k: Int, _ t: Double) -> Bool {
            let s = scene.parts[k].state(at: t)
            return s.opacity > 0.99 && s.layers.contains { $0.isVisible && $0.opacity > 0.99 }
        }
        // At rest the new symbol shows; off brings the old one back; on replaces it again.
        #expect(!shown(0, off.start) && shown(1, off.start))
        #expect(shown(0, off.start + off.duration) && !shown(1, off.start + off.duration))
        #expect(!shown(0, on.start + on.duration) && shown(1, on.start + on.duration))
    }
}

extension TriggerExportTests {
    @Test func aToggleSwitchesOffToTheStateItsHistoryStartedFrom() throws {
        // A .gpa icon exported --from-state plus --state check toggles between those two.
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/gpa/stateful.gpa")
        let icon = try GPALoader.load(contentsOf: url).icon
        let timeline = GPATimeline(player: GPAPlayer(icon), from: 0, to: 1)
        let film = try Self.scene("sun.max", "drawOn")
        var scene = film
        scene.parts = [ExportScene.Part(timeline: timeline, toPixels: film.parts[0].toPixels, strokeScale: 1) { _ in (.black, 1) }]
        let states = try scene.toggleStates()
        #expect(states.on == "1" && states.off == "0", "\(states)")
        #expect(try Self.scene("sun.max", "drawOn").toggleStates() == (on: "drawn", off: "undrawn"))
    }

    /// A triggered `.lottie` carries the dotLottie state machine that plays its markers on the
    /// trigger (the archive's `s/` entry; DotLottieStateMachineTests check the machine and the
    /// manifest); a film carries none.
    @Test func aTriggeredDotLottieCarriesItsStateMachine() throws {
        for (trigger, spec) in [(ExportTrigger.toggle, "drawOn"), (.hover, "bounce")] {
            let written = try VectorExport.write(try Self.scene(trigger == .toggle ? "sun.max" : "bell", spec).triggered(trigger), as: .dotLottie)
            let text = String(decoding: written.data, as: UTF8.self)
            #expect(text.contains("s/\(trigger.rawValue).json"), "\(trigger)")
        }
        let film = String(decoding: try VectorExport.write(try Self.scene("bell", "bounce"), as: .dotLottie).data, as: UTF8.self)
        #expect(!film.contains("s/load.json") && !film.contains("s/toggle.json") && !film.contains("s/hover.json"))
    }
}

import Foundation
import Geometry
import Raster
import SVGLoader
import SymbolEffects
import SymbolModel
import SymbolRendering
import Testing
@testable import SymbolExport

/// GTK path animations both ways: a `.gpa` icon's transition exported as Lottie (its pieces
/// become trim paths that follow the player), and SF draws written as a `.gpa` that
/// symbolview's own `.gpa` player shows as the engine drew them.
@Suite struct GPAExportTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/gpa")

    static let size = 64

    static func placement() -> SymbolPlacement {
        SymbolPlacement(center: Point(Double(size) / 2, Double(size) / 2),
                        pointSize: SymbolPlacement.pointSize(forBoxPixels: Double(size), scale: .large),
                        weight: .regular, scale: .large)
    }

    static func gpaScene(_ file: String, from: Int, to: Int) throws -> (ExportScene, GPAPlayer, GPAStateHistory) {
        let icon = try GPALoader.load(contentsOf: fixtures.appendingPathComponent(file)).icon
        let player = GPAPlayer(icon)
        var history = GPAStateHistory(initial: from)
        history.set(to, at: 0)
        let symbol = player.symbol()
        let part = GPAExportPart.part(GPATimeline(player: player, history: history),
                                      toPixels: placement().transform(for: symbol)) { _ in (.black, 1) }
        return (ExportScene(width: size, height: size, parts: [part], name: file), player, history)
    }

    // MARK: .gpa sources

    @Test func aLoopExportsOneSeamlessCycleAndItsPiecesAsTrims() throws {
        let (scene, _, _) = try Self.gpaScene("view-refresh.gpa", from: 0, to: 2)
        let out = try LottieWriter().write(scene)
        // The ring's segment loop lasts 0.8 s; the arrowhead rides its head.
        #expect(out.span.loops)
        #expect(abs(out.span.duration - 0.8) < 1e-3, "\(out.span)")
        let doc = try ExportTests.json(out.text)
        let layers = try #require(doc["layers"] as? [[String: Any]])
        let trims = ExportTests.items(doc, type: "tm")
        #expect(trims.contains { ($0["e"] as? [String: Any])?["a"] as? Int == 1 }, "the ring's drawn piece moves")
        let arrow = try #require(layers.first { ExportTests.unscoped($0["nm"]) == "path1" })
        let rotation = try #require((arrow["ks"] as? [String: Any])?["r"] as? [String: Any])
        #expect(rotation["a"] as? Int == 1, "the attached arrowhead turns with the ring's head")
    }

    @Test func aPieceSplitsIntoSlotsOnEachSubpath() {
        typealias Split = GPAExportPart.Split
        // A piece 0.3...0.7 of an outline of two equal subpaths.
        let pieces = [OutlinePiece(start: 0.3, end: 0.7)]
        func near(_ r: DrawRange, _ tail: Double, _ head: Double) -> Bool { abs(r.tail - tail) < 1e-9 && abs(r.head - head) < 1e-9 }
        #expect(near(Split.range(of: 0, pieces: pieces, on: 0, 0.5), 0.6, 1))
        #expect(near(Split.range(of: 0, pieces: pieces, on: 0.5, 1), 0, 0.4))
        #expect(Split.range(of: 1, pieces: pieces, on: 0, 0.5).isEmpty)
        // A piece that wrapped past the end: its end part, then its start part.
        let wrapped = [OutlinePiece(start: 0.9, end: 0.1)]
        #expect(near(Split.range(of: 0, pieces: wrapped, on: 0, 1), 0.9, 1))
        #expect(near(Split.range(of: 1, pieces: wrapped, on: 0, 1), 0, 0.1))
    }

    /// The exported layers, posed as the timeline samples them, draw what the player draws.
    @Test func theSplitSymbolDrawsWhatThePlayerDraws() throws {
        for (file, from, to) in [("stateful.gpa", 0, 1), ("view-refresh.gpa", 0, 2), ("checked.gpa", -1, 0)] {
            let (scene, player, history) = try Self.gpaScene(file, from: from, to: to)
            let part = scene.parts[0]
            let poses = part.state(at:)
            let original = PreparedSymbol(player.symbol()), split = PreparedSymbol(part.symbol)
            for t in stride(from: 0.0, through: 1.6, by: 0.1) {
                let a = Self.draw(original, player.state(history: history, at: t))
                let b = Self.draw(split, poses(t))
                let off = Self.share(a, b)
                #expect(off < 0.002, "\(file) at \(t) s: \(off * 100) % of pixels differ")
            }
        }
    }

    // MARK: Writing .gpa

    static func sfScene(_ name: String, _ spec: String, reduceMotion: Bool = false) throws -> (ExportScene, Symbol, SymbolAnimation) {
        let symbol = try SymbolCatalog().symbol(named: name)
        let animation = try SymbolEffectSpec.parse(spec).animation(reduceMotion: .constant(reduceMotion))
        let part = ExportScene.Part(symbol: symbol, animation: animation, toPixels: placement().transform(for: symbol),
                                    strokeScale: 1) { _ in (.black, 1) }
        return (ExportScene(width: size, height: size, parts: [part], name: name), symbol, animation)
    }

    static func draw(_ prepared: PreparedSymbol, _ state: SymbolState) -> Canvas {
        let canvas = Canvas(width: size, height: size, color: .white)
        SymbolRenderer().draw(prepared, state: state, in: canvas, placement: placement(), tint: .black)
        return canvas
    }

    /// The share of pixels whose channels differ by more than 48 of 255.
    static func share(_ a: Canvas, _ b: Canvas) -> Double {
        var off = 0
        for (p, q) in zip(a.pixels, b.pixels) {
            for shift in stride(from: 0, to: 32, by: 8) where abs(Int((p >> UInt32(shift)) & 255) - Int((q >> UInt32(shift)) & 255)) > 48 {
                off += 1
                break
            }
        }
        return Double(off) / Double(a.pixels.count)
    }

    /// Renders the SF effect and the `.gpa` written from it, played from its `from` state to the
    /// other by symbolview's `.gpa` player, at 13 times from the trigger to past the end; returns
    /// the share of differing pixels at each time.
    static func compare(_ name: String, _ spec: String, reduceMotion: Bool = false) throws -> (shares: [(t: Double, off: Double)], from: Int) {
        let (scene, symbol, animation) = try sfScene(name, spec, reduceMotion: reduceMotion)
        let written = try GPAWriter().write(scene)
        let icon = try GPALoader.load(data: Data(written.text.utf8), name: "\(name).gpa").icon
        #expect(icon.viewBox == symbol.viewBox)
        let player = GPAPlayer(icon)
        var history = GPAStateHistory(initial: written.from)
        history.set(written.from == 0 ? -1 : 0, at: 0)
        let sf = PreparedSymbol(symbol), gpa = PreparedSymbol(player.symbol())
        let animator = SymbolAnimator(symbol: symbol)
        let end = written.span.duration
        let shares = (0...12).map { k -> (t: Double, off: Double) in
            let t = end * Double(k) / 10
            return (t, share(draw(sf, animator.state(of: animation, at: t)), draw(gpa, player.state(history: history, at: t))))
        }
        return (shares, written.from)
    }

    @Test(arguments: [
        ("sun.max", "drawOn", false), ("sun.max", "drawOff", false), ("scribble", "drawOff.reversed", false),
        ("checkmark.circle", "drawOn.individually", false), ("signature", "drawOn.wholeSymbol", false),
        ("sun.max", "drawOn", true), ("scribble", "drawOff", true),
        ("arrow.trianglehead.2.clockwise", "drawOn", false), ("arrow.trianglehead.2.clockwise", "drawOff", false),
        ("bell", "drawOn", false), ("bell", "drawOff", false),
    ])
    func theWrittenGPAPlaysAsTheEffectLooked(name: String, spec: String, reduceMotion: Bool) throws {
        let result = try Self.compare(name, spec, reduceMotion: reduceMotion)
        let label = "\(name) \(spec)\(reduceMotion ? " (Reduce Motion)" : ""): "
            + result.shares.map { String(format: "%.2f s %.2f %%", $0.t, $0.off * 100) }.joined(separator: ", ")
        // Only anti-aliasing differs: the same transitions, easings and fades (the engine's
        // fade-in of a starting trace is a SMIL opacity animation in the file).
        #expect(result.shares.allSatisfy { $0.off < 0.005 }, "\(label)")
        #expect(result.from == (spec.hasPrefix("drawOff") ? 0 : -1))
    }

    @Test func theWrittenTransitionsCarryTheEnginesStagger() throws {
        let (scene, _, _) = try Self.sfScene("sun.max", "drawOn.byLayer")
        let text = try GPAWriter().write(scene).text
        // Two slots 0.1 s apart (the disc, then the rays, one motion group), 0.5 s each: GTK's
        // delay is the last one's end, 0.6 s, and each path's negative delay brings it back to
        // its start.
        #expect(text.contains("gpa:transition-duration='500ms' gpa:transition-delay='-600ms'"))
        #expect(text.components(separatedBy: "gpa:transition-delay='-500ms'").count == 9)
        #expect(text.contains("gpa:transition-easing='ease-in-out'"))
    }

    @Test func whatGTKCannotExpressIsRefused() throws {
        for (name, spec, words) in [("bell", "bounce", "moves, turns or scales"), ("heart.fill", "drawOn", "reveals a fill along a guide"),
                                    ("fan.fill", "rotate", "repeats without end"), ("speaker.wave.3", "pulse", "pulses or dims")] {
            let (scene, _, _) = try Self.sfScene(name, spec)
            #expect {
                try GPAWriter().write(scene)
            } throws: { error in
                "\(error)".contains(words)
            }
        }
    }
}

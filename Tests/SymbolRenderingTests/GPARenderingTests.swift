import Foundation
import Geometry
import Raster
import SVGLoader
import SymbolEffects
import SymbolModel
import Testing
@testable import SymbolRendering

/// Drawing GTK's `.gpa` icons: symbolic colours, weights, and fingerprints that tell a settled
/// icon from a moving one.
struct GPARenderingTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/gpa")

    static func player(_ name: String) throws -> GPAPlayer {
        GPAPlayer(try GPALoader.load(contentsOf: fixtures.appendingPathComponent(name + ".gpa")).icon)
    }

    static let placement = SymbolPlacement(center: Point(32, 32),
                                           pointSize: SymbolPlacement.pointSize(forBoxPixels: 64, scale: .large),
                                           weight: .regular, scale: .large)

    /// Draws and returns the canvas and the fingerprint.
    static func draw(_ player: GPAPlayer, _ history: GPAStateHistory, at t: Double, weight: SymbolWeight = .regular,
                     tint: Color = Color(r: 0, g: 0, b: 0)) -> (Canvas, Int) {
        let canvas = Canvas(width: 64, height: 64)
        var placement = Self.placement
        placement.weight = weight
        let options = GPAPlayOptions(weight: GPAPlayer.cssWeight(weight))
        let state = player.state(history: history, at: t, options: options)
        SymbolRenderer().draw(PreparedSymbol(player.symbol(options: options)), state: state, in: canvas,
                              placement: placement, tint: tint)
        return (canvas, player.fingerprint(of: state, history: history, at: t, options: options))
    }

    /// The segment of `animated.gpa` that has wrapped past the ring's start is drawn as two parts
    /// of its outline, as long together as the piece.
    @Test func aWrappedPieceIsDrawnAsTheEndAndTheStartOfTheOutline() throws {
        let player = try Self.player("animated")
        let history = GPAStateHistory(initial: 0)
        let state = player.state(history: history, at: 0.9)
        let pieces = try #require(state.layers[1].pieces)
        let prepared = PreparedSymbol(player.symbol())
        let measure = try #require(prepared.shapeMeasures[1][0])
        let drawn = SymbolRenderer.trimmed(measure, pieces: pieces)
        #expect(PathMeasure(drawn).subpathCount == 2)
        #expect(abs(PathMeasure(drawn).length - 0.2 * 2 * .pi * 27) < 0.05)
    }

    /// A filled and stroked square drawn in by an animate transition shows only its stroke
    /// while in part (as GTK draws it), and its fill once whole.
    @Test func aPathDrawnInPiecesShowsItsStrokeWithoutItsFill() throws {
        let text = """
            <svg width='16' height='16' xmlns:gpa='https://www.gtk.org/grappa' gpa:version='1'>
            <path d='M 2 2 H 14 V 14 H 2 Z' gpa:stroke='foreground' gpa:fill='foreground' gpa:states='1'
                  gpa:transition-type='animate' gpa:transition-duration='1'/>
            </svg>
            """
        let player = GPAPlayer(try GPALoader.load(data: Data(text.utf8), name: "square.gpa").icon)
        var history = GPAStateHistory(initial: 0)
        history.set(1, at: 0)
        let prepared = PreparedSymbol(player.symbol())
        func centre(at t: Double) -> Int {
            let canvas = Canvas(width: 64, height: 64)
            SymbolRenderer().draw(prepared, state: player.state(history: history, at: t), in: canvas,
                                  placement: Self.placement, tint: .black)
            return Self.channels(canvas.pixels[32 * canvas.width + 32]).a
        }
        // The square enters after GTK's icon-wide delay, then draws in over its second.
        let middle = player.stateChangeDelay + 0.5
        let inPart = player.state(history: history, at: middle).layers[0]
        #expect(inPart.pieces != nil && inPart.opacity > 0)
        #expect(centre(at: middle) == 0)
        #expect(centre(at: player.stateChangeDelay + 2) == 255)
    }

    static func channels(_ p: UInt32) -> (a: Int, r: Int, g: Int, b: Int) {
        (Int(p >> 24), Int((p >> 16) & 255), Int((p >> 8) & 255), Int(p & 255))
    }

    @Test func settledIconsKeepTheirFingerprintAndLoopsChangeIt() throws {
        let checked = try Self.player("checked")
        let still = GPAStateHistory(initial: 0)
        #expect(Self.draw(checked, still, at: 1).1 == Self.draw(checked, still, at: 2).1)
        let refresh = try Self.player("view-refresh")
        let looping = GPAStateHistory(initial: 2)
        #expect(Self.draw(refresh, looping, at: 0.1).1 != Self.draw(refresh, looping, at: 0.2).1)
        // While a transition runs, even a still moment (the check waits for the plus to go)
        // counts as new; once settled, time no longer matters.
        let stateful = try Self.player("stateful")
        var switched = GPAStateHistory(initial: 0)
        switched.set(1, at: 0)
        #expect(!stateful.isSettled(history: switched, at: 0.5))
        #expect(!stateful.isSettled(history: switched, at: 1.1), "the check draws in until 1.2 s")
        #expect(stateful.isSettled(history: switched, at: 1.21))
        #expect(Self.draw(stateful, switched, at: 1.3).1 == Self.draw(stateful, switched, at: 3).1)
        let trash = try Self.player("user-trash-opening")
        var opened = GPAStateHistory(initial: 0)
        opened.set(1, at: 1)
        #expect(!trash.isSettled(history: opened, at: 0.5), "a switch is still to come")
        #expect(!trash.isSettled(history: opened, at: 1.1), "the lid is turning")
        #expect(trash.isSettled(history: opened, at: 1.3))
        // Same pose, same pixels.
        #expect(Self.draw(refresh, looping, at: 0.1).0.pixels == Self.draw(refresh, looping, at: 0.1).0.pixels)
    }

    @Test func foregroundFollowsTheTintAndAccentIsThePalettes() throws {
        let (canvas, _) = Self.draw(try Self.player("animated"), GPAStateHistory(initial: 0), at: 0.25,
                                    tint: Color(r: 1, g: 0, b: 0))
        let opaque = canvas.pixels.map(Self.channels).filter { $0.a > 200 }
        let accent = GPAPalette.standard.accent
        let accentRed = Int(accent.r * 255), accentBlue = Int(accent.b * 255)
        // The moving segment is opaque accent blue; the faint ring is the red tint at 17 %.
        let blue = opaque.filter { p in abs(p.b - accentBlue) < 3 && abs(p.r - accentRed) < 3 }
        #expect(!blue.isEmpty)
        let faint = canvas.pixels.map(Self.channels).filter { p in p.a > 30 && p.a < 60 }
        let faintRed = faint.filter { p in p.g == 0 && p.r > 0 }
        #expect(!faint.isEmpty)
        // All but the anti-aliased edges of the blue segment.
        #expect(faintRed.count * 10 > faint.count * 9)
    }

    @Test func heavierWeightsDrawWiderStrokes() throws {
        let checked = try Self.player("checked")
        let still = GPAStateHistory(initial: 0)
        func ink(_ w: SymbolWeight) -> Int {
            var total = 0
            for p in Self.draw(checked, still, at: 0, weight: w).0.pixels { total += Int(p >> 24) }
            return total
        }
        let light = ink(.ultralight), regular = ink(.regular), black = ink(.black)
        #expect(light < regular)
        #expect(regular < black)
        // The default range: a quarter of the width at weight 1, one and a half times at 1000.
        let stroke = try #require(checked.icon.paths[0].stroke)
        let expected: Double = 2 + (3 - 2) * 500.0 / 600
        #expect(abs(stroke.width(atWeight: GPAPlayer.cssWeight(.black)) - expected) < 1e-12)
    }
}

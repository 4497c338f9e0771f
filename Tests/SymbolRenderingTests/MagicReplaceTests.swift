import Foundation
import Geometry
import Raster
import SVGLoader
import SymbolEffects
import SymbolModel
import Testing
@testable import SymbolRendering

/// Magic replace on rendered frames: the layers two symbols share keep every pixel while the
/// others replace.
@Suite struct MagicReplaceTests {
    /// How the two symbols of a pair say which layers they share.
    enum Sharing: CaseIterable { case layerID, replaceID, geometry }

    /// A speaker with one wave and a speaker with two, like `speaker.wave.1` and
    /// `speaker.wave.2`. The speaker and the first wave are the same in both; the waves trace
    /// (`drawable`) or use the fallback.
    static func speakers(_ sharing: Sharing, drawable: Bool) throws -> (PreparedSymbol, PreparedSymbol) {
        func svg(_ suffix: String, waves: Int) -> String {
            func id(_ name: String) -> String {
                switch sharing {
                case .layerID: return #"data-layer="\#(name)""#
                case .replaceID: return #"data-layer="\#(name)\#(suffix)" data-replace-id="\#(name)""#
                case .geometry: return #"data-layer="\#(name)\#(suffix)""#
                }
            }
            let draw = drawable ? "" : #" data-draw="none""#
            let wave = [#"<path \#(id("wave1"))\#(draw) d="M56 38 A14 14 0 0 1 56 62"/>"#,
                        #"<path \#(id("wave2"))\#(draw) d="M66 28 A26 26 0 0 1 66 72"/>"#]
            return """
                <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" data-symbol="1" fill="none"
                     stroke="currentColor" stroke-width="7" stroke-linecap="round" stroke-linejoin="round">
                  <path \(id("speaker")) d="M14 40 H26 L44 24 V76 L26 60 H14 Z" fill="currentColor" stroke="none"/>
                  \(wave.prefix(waves).joined(separator: "\n  "))
                </svg>
                """
        }
        func load(_ text: String, _ name: String) throws -> PreparedSymbol {
            PreparedSymbol(try SVGLoader.load(data: Data(text.utf8), name: name).symbol)
        }
        return (try load(svg("-a", waves: 1), "speaker.wave.1"), try load(svg("-b", waves: 2), "speaker.wave.2"))
    }

    static func render(_ p: PreparedSymbol, _ state: SymbolState, on canvas: Canvas) {
        let size = Double(RenderedSymbolEffectTests.size)
        let placement = SymbolPlacement(center: Point(size / 2, size / 2),
                                        pointSize: SymbolPlacement.pointSize(forBoxPixels: size, scale: .large),
                                        weight: .regular, scale: .large)
        SymbolRenderer().draw(p, state: state, in: canvas, placement: placement, tint: .white)
    }

    /// `from` replaced by `to` at t = 0, both drawn in one canvas, at each of the test times.
    static func frames(_ from: PreparedSymbol, _ to: PreparedSymbol, _ spec: String) throws -> [Canvas] {
        let replacement = try SymbolEffectSpec.parse(spec).replacement().matching(from.symbol, to.symbol)
        return RenderedSymbolEffectTests.times.map { t in
            let size = RenderedSymbolEffectTests.size
            let canvas = Canvas(width: size, height: size)
            render(from, SymbolAnimator(symbol: from.symbol).state(of: replacement.outgoing(), at: t), on: canvas)
            render(to, SymbolAnimator(symbol: to.symbol).state(of: replacement.incoming(), at: t), on: canvas)
            return canvas
        }
    }

    static func still(_ p: PreparedSymbol, only layers: Set<Int>? = nil) -> Canvas {
        var state = SymbolAnimator(symbol: p.symbol).state(of: SymbolAnimation(), at: 0)
        if let layers { for i in state.layers.indices where !layers.contains(i) { state.layers[i].opacity = 0 } }
        let size = RenderedSymbolEffectTests.size
        let canvas = Canvas(width: size, height: size)
        render(p, state, on: canvas)
        return canvas
    }

    @Test(arguments: Sharing.allCases, [false, true])
    func sharedLayersKeepTheirPixelsThroughTheWholeReplace(sharing: Sharing, drawable: Bool) throws {
        let (one, two) = try Self.speakers(sharing, drawable: drawable)
        let match = MagicReplaceMatch(from: one.symbol, to: two.symbol)
        #expect(match.pairs == [.init(outgoing: 0, incoming: 0), .init(outgoing: 1, incoming: 1)])
        #expect(match.bothDraw == drawable)
        try Self.expectSharedPixelsKept(one, two, shared: [0, 1], "\(sharing)")
    }

    /// `from` replaced by `to` and back: the `shared` layers of `from` keep every pixel in
    /// every frame, while the frames start as one symbol, end as the other and pass through
    /// something unlike both.
    static func expectSharedPixelsKept(_ one: PreparedSymbol, _ two: PreparedSymbol, shared layers: Set<Int>, _ label: String) throws {
        for (from, to) in [(one, two), (two, one)] {
            let shared = still(from, only: layers)
            let ink = shared.pixels.indices.filter { shared.pixels[$0] >> 24 > 0 }
            #expect(ink.count > 500)
            let (start, end) = (RenderedSymbolEffectTests.Ink(still(from)), RenderedSymbolEffectTests.Ink(still(to)))
            let frames = try frames(from, to, "replace.magic")
            for (t, frame) in zip(RenderedSymbolEffectTests.times, frames) {
                #expect(ink.allSatisfy { frame.pixels[$0] == shared.pixels[$0] }, "\(label) at \(t)")
            }
            let inks = frames.map(RenderedSymbolEffectTests.Ink.init)
            #expect(inks.first!.pixels == start.pixels && inks.last!.pixels == end.pixels)
            #expect(inks.contains { $0.differing(from: start) > 0.005 && $0.differing(from: end) > 0.005 }, "\(label): the other waves come or go")
        }
    }

    @Test func theCatalogSpeakersKeepTheSpeakerAndTheirCommonWavesInPlace() throws {
        let one = try RenderedSymbolEffectTests.prepared("speaker.wave.1"), three = try RenderedSymbolEffectTests.prepared("speaker.wave.3")
        let match = MagicReplaceMatch(from: one.symbol, to: three.symbol)
        #expect(match.pairs == [.init(outgoing: 0, incoming: 0), .init(outgoing: 1, incoming: 1)] && match.bothDraw)
        try Self.expectSharedPixelsKept(one, three, shared: [0, 1], "speaker.wave.1 → 3")
    }

    @Test func withoutSharedLayersAMagicReplaceIsItsFallback() throws {
        let play = try RenderedSymbolEffectTests.prepared("play.fill"), pause = try RenderedSymbolEffectTests.prepared("pause.fill")
        #expect(MagicReplaceMatch(from: play.symbol, to: pause.symbol).pairs.isEmpty)
        let magic = try Self.frames(play, pause, "replace.magic.upUp"), plain = try Self.frames(play, pause, "replace.upUp")
        #expect(zip(magic, plain).allSatisfy { $0.pixels == $1.pixels })
    }

    @Test func aReplaceIdOverridesTheLayerId() throws {
        func symbol(_ body: String) throws -> Symbol {
            try SVGLoader.load(data: Data(#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" data-symbol="1" stroke="currentColor">\#(body)</svg>"#.utf8), name: "s").symbol
        }
        let a = try symbol(#"<path data-layer="x" data-replace-id="bar" d="M10 10 H90"/><path data-layer="y" d="M10 50 H90"/>"#)
        let b = try symbol(#"<path data-layer="y" d="M10 90 H90"/><path data-layer="x" data-replace-id="bar" d="M10 10 V90"/>"#)
        #expect(MagicReplaceMatch(from: a, to: b).pairs == [.init(outgoing: 0, incoming: 1), .init(outgoing: 1, incoming: 0)])
        // Plain files: made-up ids never match, equal geometry does.
        let c = try SVGLoader.load(data: Data(#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" stroke="black"><path d="M10 10 H90"/><path d="M10 50 H90"/></svg>"#.utf8), name: "c").symbol
        let d = try SVGLoader.load(data: Data(#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" stroke="black"><path d="M10 50.01 H90"/><path d="M20 10 H90"/></svg>"#.utf8), name: "d").symbol
        #expect(MagicReplaceMatch(from: c, to: d).pairs == [.init(outgoing: 1, incoming: 0)])
    }
}

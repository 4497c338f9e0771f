import Foundation
import Geometry
import Raster
import SVGLoader
import SymbolEffects
import SymbolModel
import Testing
@testable import SymbolRendering

/// Whole-symbol motion on real art is rigid: under Bounce and Scale every frame is the rest
/// frame under one transform, clips, masks, gradients (`userSpaceOnUse`, `gradientTransform`)
/// and composited groups included; and by layer too when the art is one connected object.
///
/// The check is measured on pixels and does not trust the renderer's own transforms: the rest
/// frame is resampled through the pose's transform (in pixels) and compared with the frame the
/// renderer draws. The fixtures (`Tests/Fixtures/realart/`) are hand-made in the styles real
/// exports use: a logo of overlapping parts with `userSpaceOnUse` gradients, an emoji face with a
/// clipped mouth, an Illustrator file with `.st0` classes and a clipped group, crossing strokes,
/// and a Figma frame with a clip, an alpha mask, a translucent group and a turned gradient.
@Suite struct RealArtMotionTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/realart")
    static let size = 160
    /// Within anti-aliasing: a pixel is off when a channel differs by more than this (of 1)…
    static let channelTolerance = 0.25
    /// …and a frame is the rest frame moved when at most this share of its ink pixels is off.
    static let offShare = 0.02

    static let placement = SymbolPlacement(center: Point(Double(size) / 2, Double(size) / 2),
                                           pointSize: SymbolPlacement.pointSize(forBoxPixels: Double(size) * 0.7, scale: .large),
                                           weight: .regular, scale: .large)

    static func load(_ file: String) throws -> PreparedSymbol {
        PreparedSymbol(try SVGLoader.load(contentsOf: folder.appendingPathComponent(file)).symbol)
    }

    static func render(_ p: PreparedSymbol, _ state: SymbolState) -> Canvas {
        let canvas = Canvas(width: size, height: size)
        SymbolRenderer().draw(p, state: state, in: canvas, placement: placement, tint: .black)
        return canvas
    }

    /// The pose's one transform in design units, or nil when its layers move apart (or fade,
    /// or draw partly: then it is not the rest frame moved).
    static func oneTransform(of state: SymbolState) -> Transform? {
        guard state.opacity == 1, let first = state.layers.first else { return nil }
        for ls in state.layers {
            guard ls.opacity == 1, ls.range.isFull, ls.pieces == nil, ls.strokeScale == 1,
                  ls.transform == first.transform else { return nil }
        }
        return first.transform.concatenating(state.transform)
    }

    /// The channels of pixel `i`, premultiplied, in 0…1.
    static func channels(_ v: UInt32) -> SIMD4<Double> {
        SIMD4(Double(v >> 24 & 255), Double(v >> 16 & 255), Double(v >> 8 & 255), Double(v & 255)) / 255
    }

    /// The share of ink pixels of `frame` (or of the moved rest frame) that differ from `rest`
    /// carried by `design` (a transform in design units), resampled bilinearly.
    static func offShare(of frame: Canvas, rest: Canvas, moved design: Transform, symbol: Symbol) -> Double {
        let toPixels = placement.transform(for: symbol)
        let inPixels = toPixels.inverted!.concatenating(design).concatenating(toPixels)
        let back = inPixels.inverted!
        func sample(_ x: Double, _ y: Double) -> SIMD4<Double> {
            let fx = x - 0.5, fy = y - 0.5
            let x0 = Int(fx.rounded(.down)), y0 = Int(fy.rounded(.down))
            let tx = fx - Double(x0), ty = fy - Double(y0)
            func at(_ x: Int, _ y: Int) -> SIMD4<Double> {
                guard x >= 0, y >= 0, x < rest.width, y < rest.height else { return .zero }
                return channels(rest.pixels[y * rest.width + x])
            }
            let top = at(x0, y0) * (1 - tx) + at(x0 + 1, y0) * tx
            let bottom = at(x0, y0 + 1) * (1 - tx) + at(x0 + 1, y0 + 1) * tx
            return top * (1 - ty) + bottom * ty
        }
        var ink = 0, off = 0
        for y in 0..<frame.height {
            for x in 0..<frame.width {
                let source = back.apply(Point(x: Double(x) + 0.5, y: Double(y) + 0.5))
                let expected = sample(source.x, source.y)
                let got = channels(frame.pixels[y * frame.width + x])
                guard max(expected.x, got.x) > 0.05 else { continue }
                ink += 1
                let d = expected - got
                let worst = max(max(Swift.abs(d.x), Swift.abs(d.y)), max(Swift.abs(d.z), Swift.abs(d.w)))
                if worst > channelTolerance { off += 1 }
            }
        }
        return ink == 0 ? 1 : Double(off) / Double(ink)
    }

    static let fixtures = ["logo-gradients.svg", "emoji-face.svg", "illustrator-badge.svg", "crossing-strokes.svg", "figma-frame.svg"]
    static let times = [0.08, 0.2, 0.33, 0.5, 0.7]

    @Test(arguments: fixtures, ["bounce.wholeSymbol", "bounce.down.wholeSymbol", "scale.up.wholeSymbol", "scale.down.wholeSymbol"])
    func aWholeSymbolEffectMovesTheArtAsOnePiece(file: String, spec: String) throws {
        let p = try Self.load(file)
        let animator = SymbolAnimator(symbol: p.symbol)
        let animation = try SymbolEffectSpec.parse(spec).animation()
        let rest = Self.render(p, animator.state(of: SymbolAnimation(), at: 0))
        var moved = false
        for t in Self.times {
            let state = animator.state(of: animation, at: t)
            let transform = try #require(Self.oneTransform(of: state), "\(file) \(spec) at \(t): the layers move apart")
            if !transform.isIdentity { moved = true }
            let share = Self.offShare(of: Self.render(p, state), rest: rest, moved: transform, symbol: p.symbol)
            #expect(share <= Self.offShare, "\(file) \(spec) at \(t): \(share) of the ink is not the rest frame moved")
        }
        #expect(moved, "\(file) \(spec) never moves")
    }

    @Test(arguments: ["logo-gradients.svg", "emoji-face.svg", "crossing-strokes.svg", "figma-frame.svg"], ["bounce.byLayer", "scale.up.byLayer"])
    func aByLayerEffectMovesOneConnectedObjectAsOnePiece(file: String, spec: String) throws {
        let p = try Self.load(file)
        #expect(p.symbol.layers.count == 1, "\(file) is one object")
        let animator = SymbolAnimator(symbol: p.symbol)
        let animation = try SymbolEffectSpec.parse(spec).animation()
        let rest = Self.render(p, animator.state(of: SymbolAnimation(), at: 0))
        for t in Self.times {
            let state = animator.state(of: animation, at: t)
            let transform = try #require(Self.oneTransform(of: state), "\(file) \(spec) at \(t): the layers move apart")
            let share = Self.offShare(of: Self.render(p, state), rest: rest, moved: transform, symbol: p.symbol)
            #expect(share <= Self.offShare, "\(file) \(spec) at \(t): \(share) of the ink is not the rest frame moved")
        }
    }

    /// The measure can fail: a frame where one part moves alone is far from the rest frame
    /// under any one transform, and far from it under the part's own.
    @Test func aFrameWithOnePartMovedAloneIsNotTheRestFrameMoved() throws {
        let p = try Self.load("illustrator-badge.svg")
        #expect(p.symbol.layers.count == 2)
        let animator = SymbolAnimator(symbol: p.symbol)
        let restState = animator.state(of: SymbolAnimation(), at: 0)
        let rest = Self.render(p, restState)
        var torn = restState
        let lift = Transform.translation(0, -6)
        torn.layers[0].motion = lift
        let frame = Self.render(p, torn)
        #expect(Self.oneTransform(of: torn) == nil)
        #expect(Self.offShare(of: frame, rest: rest, moved: lift, symbol: p.symbol) > 2 * Self.offShare)
        #expect(Self.offShare(of: frame, rest: rest, moved: .identity, symbol: p.symbol) > 2 * Self.offShare)
    }

    /// A clip that stayed behind while the art moved (what a clip around layers does under a
    /// by-layer move) is caught too: the emoji's tongue and teeth lifted inside a mouth clip
    /// that stayed where it was.
    @Test func aClipLeftBehindIsNotTheRestFrameMoved() throws {
        let p = try Self.load("emoji-face.svg")
        let animator = SymbolAnimator(symbol: p.symbol)
        let rest = Self.render(p, animator.state(of: SymbolAnimation(), at: 0))
        // The same art with every shape moved but the clip kept still.
        var symbol = p.symbol
        let lift = Transform.translation(0, -10)
        func moveContent(_ g: RenderGroup) -> RenderGroup {
            var g = g
            g.children = g.children.map { node in
                switch node {
                case .shape(var s):
                    s.transform = s.transform.concatenating(lift)
                    return .shape(s)
                case .group(let inner): return .group(moveContent(inner))
                }
            }
            return g
        }
        symbol.root = moveContent(symbol.root)
        let frame = Self.render(PreparedSymbol(symbol), animator.state(of: SymbolAnimation(), at: 0))
        #expect(Self.offShare(of: frame, rest: rest, moved: lift, symbol: p.symbol) > 2 * Self.offShare)
    }
}

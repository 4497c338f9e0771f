import Foundation
import Geometry
import Raster
import SVGLoader
import SymbolEffects
import SymbolModel
import Testing
@testable import SymbolRendering

/// Bounce, wiggle, pulse, scale, appear and disappear as pixels: what `symbolview render NAME
/// --effect SPEC --time T --size 128` shows at T = 0, 0.05, …, 2.5 (issue 10's "done when").
@Suite struct RenderedSymbolEffectTests {
    static let size = 128
    static let times = (0...50).map { Double($0) * 0.05 }

    static func prepared(_ name: String) throws -> PreparedSymbol {
        PreparedSymbol(try RenderedEffectTests.catalog.symbol(named: name))
    }

    static func render(_ p: PreparedSymbol, _ animation: SymbolAnimation, at t: Double) -> Canvas {
        let canvas = Canvas(width: size, height: size)
        let placement = SymbolPlacement(center: Point(Double(size) / 2, Double(size) / 2),
                                        pointSize: SymbolPlacement.pointSize(forBoxPixels: Double(size), scale: .large),
                                        weight: .regular, scale: .large)
        SymbolRenderer().draw(p, state: SymbolAnimator(symbol: p.symbol).state(of: animation, at: t), in: canvas, placement: placement, tint: .white)
        return canvas
    }

    static func frames(_ name: String, _ spec: String, reduceMotion: Bool = false) throws -> (still: Ink, frames: [Ink]) {
        let p = try prepared(name)
        let animation = try SymbolEffectSpec.parse(spec).animation(reduceMotion: .constant(reduceMotion))
        return (Ink(render(p, SymbolAnimation(), at: 0)), times.map { Ink(render(p, animation, at: $0)) })
    }

    /// What a frame shows: its pixels, the box of everything lit, the alpha-weighted centroid,
    /// and the summed alpha.
    struct Ink {
        var pixels: [UInt32]
        var minX = Int.max, minY = Int.max, maxX = Int.min, maxY = Int.min
        var centroid = Point(0, 0)
        var coverage = 0.0

        init(_ canvas: Canvas) {
            pixels = canvas.pixels
            var sx = 0.0, sy = 0.0
            for y in 0..<canvas.height {
                for x in 0..<canvas.width {
                    let a = Double(canvas.pixels[y * canvas.width + x] >> 24) / 255
                    guard a > 0 else { continue }
                    minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
                    sx += a * Double(x); sy += a * Double(y); coverage += a
                }
            }
            if coverage > 0 { centroid = Point(sx / coverage, sy / coverage) }
        }

        var width: Int { maxX - minX + 1 }
        var height: Int { maxY - minY + 1 }

        /// The fraction of pixels that differ from `other` by more than 8/255 in any channel.
        func differing(from other: Ink) -> Double {
            var n = 0
            for (a, b) in zip(pixels, other.pixels) where a != b {
                for shift: UInt32 in [0, 8, 16, 24] where abs(Int((a >> shift) & 255) - Int((b >> shift) & 255)) > 8 {
                    n += 1
                    break
                }
            }
            return Double(n) / Double(pixels.count)
        }
    }

    @Test func bounceUpLiftsTheBellAndDownLowersItAndBothEndAsTheStaticBell() throws {
        let (still, up) = try Self.frames("bell", "bounce.up")
        #expect(up.map(\.minY).min()! < still.minY - 2, "the top rises")
        #expect(up.map(\.centroid.y).min()! < still.centroid.y - 1, "the centroid rises")
        #expect(up.last!.differing(from: still) < 0.005)
        #expect(up.last!.pixels == still.pixels)
        let (_, down) = try Self.frames("bell", "bounce.down")
        #expect(down.map(\.minY).max()! > still.minY + 2, "the top drops")
        #expect(down.map(\.centroid.y).max()! > still.centroid.y + 1, "the centroid drops")
        #expect(down.last!.pixels == still.pixels)
        for spec in ["bounce.up.byLayer", "bounce.down.wholeSymbol"] {
            let (_, frames) = try Self.frames("bell", spec)
            #expect(frames.contains { $0.differing(from: still) > 0.01 }, "\(spec) moves")
            #expect(frames.last!.pixels == still.pixels, "\(spec)")
        }
    }

    @Test func wiggleSwingsFirstTheWayItIsNamedAndComesBackToRest() throws {
        for (spec, sign) in [("wiggle.left", -1.0), ("wiggle.right", 1.0), ("wiggle.backward", -1.0), ("wiggle.forward", 1.0)] {
            let (still, frames) = try Self.frames("bell", spec)
            let first = try #require(frames.first { abs($0.centroid.x - still.centroid.x) > 1 }, "\(spec) never moves")
            #expect((first.centroid.x - still.centroid.x) * sign > 0, "\(spec)")
            #expect(frames.last!.pixels == still.pixels, "\(spec)")
        }
        for spec in ["wiggle.up", "wiggle.down"] {
            let (still, frames) = try Self.frames("bell", spec)
            let first = try #require(frames.first { abs($0.centroid.y - still.centroid.y) > 1 })
            #expect((first.centroid.y - still.centroid.y) * (spec == "wiggle.up" ? -1 : 1) > 0, "\(spec)")
            #expect(frames.last!.pixels == still.pixels, "\(spec)")
        }
        for spec in ["wiggle.clockwise", "wiggle.counterClockwise", "wiggle.custom(angle: 45)"] {
            let (still, frames) = try Self.frames("bell", spec)
            #expect(frames.contains { $0.differing(from: still) > 0.02 }, "\(spec) turns")
            #expect(frames.last!.pixels == still.pixels, "\(spec)")
        }
    }

    @Test func pulseDimsTheHeartAndReturns() throws {
        let (still, frames) = try Self.frames("heart.fill", "pulse.wholeSymbol")
        #expect(frames.map(\.coverage).min()! <= 0.8 * still.coverage)
        #expect(frames.allSatisfy { $0.minX == still.minX && $0.maxY == still.maxY }, "a pulse never moves")
        #expect(frames.last!.pixels == still.pixels)
    }

    @Test func scaleUpHoldsALargerSymbolAndScaleDownASmallerOne() throws {
        let (still, up) = try Self.frames("heart.fill", "scale.up")
        let one = up[20], two = up[40]
        #expect(Double(one.width) >= 1.1 * Double(still.width) && Double(one.height) >= 1.1 * Double(still.height))
        #expect(one.pixels == two.pixels)
        let (_, down) = try Self.frames("heart.fill", "scale.down")
        #expect(Double(down[20].width) <= 0.9 * Double(still.width))
        #expect(down[20].pixels == down[40].pixels)
    }

    @Test func appearStartsBlankAndEndsAsTheStaticSymbolAndDisappearTheReverse() throws {
        for name in ["bell", "sun.max", "heart.fill"] {
            for spec in ["appear", "appear.up", "appear.down.wholeSymbol", "appear.byLayer"] {
                let (still, frames) = try Self.frames(name, spec)
                #expect(frames.first!.coverage == 0, "\(name) \(spec)")
                #expect(frames.last!.pixels == still.pixels, "\(name) \(spec)")
                #expect(frames.contains { $0.coverage > 0 && $0.differing(from: still) > 0.01 }, "\(name) \(spec) passes through")
            }
            for spec in ["disappear", "disappear.up", "disappear.down.byLayer"] {
                let (still, frames) = try Self.frames(name, spec)
                #expect(frames.first!.pixels == still.pixels, "\(name) \(spec)")
                #expect(frames.last!.coverage == 0, "\(name) \(spec)")
            }
        }
    }

    /// With Reduce Motion no effect moves the ink's box by more than a pixel or changes its size.
    @Test func reduceMotionKeepsTheInkInPlace() throws {
        for spec in ["bounce.up", "bounce.down.wholeSymbol", "wiggle.left", "wiggle.clockwise", "pulse.wholeSymbol", "scale.up",
                     "scale.down", "appear.up", "appear.down.byLayer", "disappear.up", "disappear.down"] {
            let (still, frames) = try Self.frames("bell", spec, reduceMotion: true)
            for (t, f) in zip(Self.times, frames) where f.coverage > 0.1 * still.coverage {
                #expect(abs(f.minX - still.minX) <= 1 && abs(f.maxX - still.maxX) <= 1 && abs(f.minY - still.minY) <= 1
                        && abs(f.maxY - still.maxY) <= 1, "\(spec) at \(t)")
            }
        }
    }
}

extension RenderedSymbolEffectTests {
    @Test func variableColorLightsTheWifiArcsInTurn() throws {
        let (still, frames) = try Self.frames("wifi", "variableColor.iterative")
        let early = frames.prefix(41)  // within 2 s
        var distinct: [[UInt32]] = []
        for f in early where !distinct.contains(f.pixels) { distinct.append(f.pixels) }
        #expect(distinct.count >= 3)
        #expect(early.contains { $0.coverage < 0.8 * still.coverage })
        #expect(frames.allSatisfy { $0.minY >= still.minY - 1 && $0.maxY <= still.maxY + 1 }, "nothing moves")
        // Cumulative, hiding the unlit layers: the ink grows from nothing to the whole symbol.
        let (_, cumulative) = try Self.frames("wifi", "variableColor.cumulative.hideInactiveLayers")
        #expect(cumulative.contains { $0.coverage == 0 })
        #expect(cumulative.contains { $0.coverage > 0 && $0.coverage < 0.5 * still.coverage })
    }

    /// A layer at an opacity too small to show (the first instant of a crossfade) draws nothing,
    /// in a strip of frames as alone.
    @Test func anImperceptibleLayerDrawsNothing() throws {
        let p = try Self.prepared("wifi")
        let wide = Canvas(width: 4 * Self.size, height: Self.size, color: .white)
        let reference = Canvas(width: 4 * Self.size, height: Self.size, color: .white)
        let renderer = SymbolRenderer()
        for k in 0..<4 {
            var faint = SymbolAnimator(symbol: p.symbol).state(of: SymbolAnimation(), at: 0)
            var hidden = SymbolAnimator(symbol: p.symbol).state(of: SymbolAnimation(), at: 0)
            for i in faint.layers.indices where i > k {
                faint.layers[i].opacity = i == k + 1 ? 1e-29 : 0
                hidden.layers[i].opacity = 0
            }
            let placement = SymbolPlacement(center: Point(Double(k * Self.size) + Double(Self.size) / 2, Double(Self.size) / 2),
                                            pointSize: SymbolPlacement.pointSize(forBoxPixels: Double(Self.size), scale: .large),
                                            weight: .regular, scale: .large)
            renderer.draw(p, state: faint, in: wide, placement: placement, tint: .black)
            SymbolRenderer().draw(p, state: hidden, in: reference, placement: placement, tint: .black)
        }
        #expect(wide.pixels == reference.pixels)
    }
}

extension RenderedSymbolEffectTests {
    /// Both sides of a replace drawn in the same place, as `render play.fill --effect replace.downUp --to pause.fill` would.
    static func replaceFrames(_ from: String, _ to: String, _ spec: String, reduceMotion: Bool = false) throws -> [Ink] {
        let a = try prepared(from), b = try prepared(to)
        let replacement = try SymbolEffectSpec.parse(spec).replacement().matching(a.symbol, b.symbol)
        let base = SymbolAnimation(reduceMotion: .constant(reduceMotion))
        return times.map { t in
            let canvas = render(a, replacement.outgoing(base), at: t)
            let placement = SymbolPlacement(center: Point(Double(size) / 2, Double(size) / 2),
                                            pointSize: SymbolPlacement.pointSize(forBoxPixels: Double(size), scale: .large),
                                            weight: .regular, scale: .large)
            SymbolRenderer().draw(b, state: SymbolAnimator(symbol: b.symbol).state(of: replacement.incoming(base), at: t), in: canvas, placement: placement, tint: .white)
            return Ink(canvas)
        }
    }

    @Test func replaceStartsAsPlayEndsAsPauseAndPassesThroughNeither() throws {
        let play = Ink(Self.render(try Self.prepared("play.fill"), SymbolAnimation(), at: 0))
        let pause = Ink(Self.render(try Self.prepared("pause.fill"), SymbolAnimation(), at: 0))
        for spec in ["replace", "replace.downUp", "replace.upUp", "replace.offUp", "replace.downUp.wholeSymbol", "replace.magic", "replace.magic.upUp"] {
            let frames = try Self.replaceFrames("play.fill", "pause.fill", spec)
            #expect(frames.first!.pixels == play.pixels, "\(spec)")
            #expect(frames.last!.pixels == pause.pixels, "\(spec)")
            #expect(frames.contains { $0.differing(from: play) > 0.02 && $0.differing(from: pause) > 0.02 }, "\(spec)")
        }
        // With Reduce Motion, a cross-fade: the ink's box is the union of the two, never larger.
        let faded = try Self.replaceFrames("play.fill", "pause.fill", "replace.downUp", reduceMotion: true)
        for f in faded where f.coverage > 0 {
            #expect(f.minX >= min(play.minX, pause.minX) - 1 && f.maxX <= max(play.maxX, pause.maxX) + 1
                    && f.minY >= min(play.minY, pause.minY) - 1 && f.maxY <= max(play.maxY, pause.maxY) + 1)
        }
    }
}

extension RenderedSymbolEffectTests {
    /// `speaker.wave.3`: Variable Color steps through the three waves, the speaker stays lit.
    @Test func variableColorStepsThroughTheSpeakersWavesAndLeavesTheSpeakerAlone() throws {
        let p = try Self.prepared("speaker.wave.3")
        #expect(p.symbol.layers.map(\.id) == ["speaker", "wave1", "wave2", "wave3"])
        #expect(p.symbol.layers.map(\.isVariable) == [false, true, true, true])
        var speakerOnly = SymbolAnimator(symbol: p.symbol).state(of: SymbolAnimation(), at: 0)
        for i in 1..<4 { speakerOnly.layers[i].opacity = 0 }
        let canvas = Canvas(width: Self.size, height: Self.size)
        SymbolRenderer().draw(p, state: speakerOnly, in: canvas,
                              placement: SymbolPlacement(center: Point(Double(Self.size) / 2, Double(Self.size) / 2),
                                                         pointSize: SymbolPlacement.pointSize(forBoxPixels: Double(Self.size), scale: .large),
                                                         weight: .regular, scale: .large),
                              tint: .white)
        let speaker = canvas.pixels.indices.filter { canvas.pixels[$0] >> 24 == 255 }
        #expect(speaker.count > 500)
        let (still, frames) = try Self.frames("speaker.wave.3", "variableColor.iterative")
        var distinct: [[UInt32]] = []
        for f in frames.prefix(41) where !distinct.contains(f.pixels) { distinct.append(f.pixels) }
        #expect(distinct.count >= 3)
        #expect(frames.contains { $0.coverage < 0.8 * still.coverage })
        #expect(frames.allSatisfy { f in speaker.allSatisfy { f.pixels[$0] == still.pixels[$0] } }, "the speaker stays lit")
    }
}

import Foundation
import Geometry
import Raster
import SVGLoader
import SymbolEffects
import SymbolModel
import Testing
@testable import SymbolRendering

/// The effects on files as design tools write them: style sheets, gradients, clips, masks, `use`
/// and `symbol` (hand-written in the styles of Illustrator, Figma and Inkscape exports, a KDE
/// Breeze icon and an emoji, in `RealWorld/`), and on every file of the shared corpus.
@Suite struct RealWorldEffectTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("RealWorld")
    static let corpus = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("../shared/corpus").standardizedFileURL
    static let size = 96

    static var files: [URL] {
        ((try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? [])
            .filter { $0.pathExtension == "svg" }.sorted { $0.path < $1.path }
    }

    static func render(_ p: PreparedSymbol, _ state: SymbolState, tint: Color = .black) -> Canvas {
        let canvas = Canvas(width: size, height: size)
        let placement = SymbolPlacement(center: Point(Double(size) / 2, Double(size) / 2),
                                        pointSize: SymbolPlacement.pointSize(forBoxPixels: Double(size), scale: .large),
                                        weight: .regular, scale: .large)
        SymbolRenderer().draw(p, state: state, in: canvas, placement: placement, tint: tint)
        return canvas
    }

    static func ink(_ c: Canvas) -> Double { c.pixels.reduce(0) { $0 + Double($1 >> 24) } / 255 }

    static func drawn(_ on: Bool) -> SymbolAnimation {
        SymbolAnimation(isDrawn: ToggleHistory(initial: !on, changes: [.init(time: 0, value: on)]))
    }

    @Test func theHandWrittenExportsAreThere() {
        #expect(Self.files.count >= 5)
    }

    @Test func eachExportLoadsWithoutWarnings() throws {
        for file in Self.files {
            let loaded = try SVGLoader.load(contentsOf: file)
            #expect(loaded.warnings.isEmpty, "\(file.lastPathComponent): \(loaded.warnings)")
            #expect(Self.ink(Self.render(PreparedSymbol(loaded.symbol), SymbolAnimator(symbol: loaded.symbol).state(of: SymbolAnimation(), at: 0))) > 100,
                    "\(file.lastPathComponent) draws")
        }
    }

    @Test func drawOnStartsBlankAndEndsAsTheStaticRenderPixelForPixel() throws {
        for file in Self.files {
            let p = PreparedSymbol(try SVGLoader.load(contentsOf: file).symbol)
            let still = Self.render(p, SymbolAnimator(symbol: p.symbol).state(of: SymbolAnimation(), at: 0))
            let animation = Self.drawn(true)
            #expect(Self.ink(Self.render(p, SymbolAnimator(symbol: p.symbol).state(of: animation, at: 0))) == 0, "\(file.lastPathComponent)")
            let middle = Self.ink(Self.render(p, SymbolAnimator(symbol: p.symbol).state(of: animation, at: 0.3)))
            #expect(middle > 0 && middle < Self.ink(still), "\(file.lastPathComponent) is partly drawn at 0.3 s")
            #expect(Self.render(p, SymbolAnimator(symbol: p.symbol).state(of: animation, at: 5)).pixels == still.pixels, "\(file.lastPathComponent)")
        }
    }

    @Test func drawOffEndsBlank() throws {
        for file in Self.files {
            let p = PreparedSymbol(try SVGLoader.load(contentsOf: file).symbol)
            #expect(Self.ink(Self.render(p, SymbolAnimator(symbol: p.symbol).state(of: Self.drawn(false), at: 5))) == 0, "\(file.lastPathComponent)")
        }
    }

    @Test func breatheAndRotateMoveTheInkAndComeBackToRest() throws {
        for file in Self.files {
            let p = PreparedSymbol(try SVGLoader.load(contentsOf: file).symbol)
            let still = Self.render(p, SymbolAnimator(symbol: p.symbol).state(of: SymbolAnimation(), at: 0))
            for effect in [SymbolEffect.breathe, .rotate] {
                let active = SymbolAnimation().symbolEffect(effect, options: .repeat(.continuous), isActive: .on(at: 0))
                let moving = Self.render(p, SymbolAnimator(symbol: p.symbol).state(of: active, at: 0.4))
                #expect(moving.pixels != still.pixels, "\(file.lastPathComponent) \(effect.kind)")
                let stopped = SymbolAnimation().symbolEffect(effect, options: .repeat(.continuous),
                                                             isActive: ToggleHistory(initial: true, changes: [.init(time: 0, value: false)]))
                #expect(Self.render(p, SymbolAnimator(symbol: p.symbol).state(of: stopped, at: 10)).pixels == still.pixels, "\(file.lastPathComponent) \(effect.kind) at rest")
            }
        }
    }

    @Test func breezeColorSchemeTextFollowsTheTintWhileOtherSchemeColoursStay() throws {
        let symbol = try SVGLoader.load(contentsOf: Self.folder.appendingPathComponent("breeze-folder.svg")).symbol
        let shapes = symbol.root.shapes
        #expect(shapes.count == 2)
        #expect(shapes[0].style.fill == .tint)
        #expect(shapes[1].style.fill == .color(RGBA(0x3d / 255.0, 0xae / 255.0, 0xe9 / 255.0)))
    }

    /// A clip around a layer stays where it is while the layer turns; the layer's ink never
    /// leaves the clip.
    @Test func aClipAroundARotatingLayerStaysInPlace() throws {
        let loaded = try SVGLoader.load(data: Data("""
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" data-symbol="1">
              <clipPath id="left"><rect width="50" height="100"/></clipPath>
              <g clip-path="url(#left)">
                <rect data-layer="blade" data-rotate="clockwise" data-rotate-anchor="50 50" x="20" y="20" width="60" height="60"/>
              </g>
            </svg>
            """.utf8), name: "clipped.svg")
        let p = PreparedSymbol(loaded.symbol)
        var rotate = SymbolEffect.rotate
        rotate.scope = .byLayer
        let animation = SymbolAnimation().symbolEffect(rotate, options: .repeat(.continuous), isActive: .on(at: 0))
        var turned = 0
        for step in 0..<12 {
            let canvas = Self.render(p, SymbolAnimator(symbol: p.symbol).state(of: animation, at: Double(step) * 0.1))
            // The right half (design x > 50 is pixel x > 48) stays empty.
            for y in 0..<Self.size {
                for x in (Self.size / 2 + 1)..<Self.size where canvas.pixels[y * Self.size + x] >> 24 != 0 {
                    Issue.record("ink at \(x),\(y) at step \(step)")
                    return
                }
            }
            if canvas.pixels != Self.render(p, SymbolAnimator(symbol: p.symbol).state(of: SymbolAnimation(), at: 0)).pixels { turned += 1 }
        }
        #expect(turned > 6, "the layer turns")
    }

    /// Every file of the shared corpus loads or fails with an error, and draws at rest and
    /// half drawn, without crashing.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: corpus.path), "needs ../shared/corpus"))
    func everyCorpusFileLoadsAndDrawsWithoutCrashing() {
        guard let walker = FileManager.default.enumerator(at: Self.corpus, includingPropertiesForKeys: nil) else { return }
        var drawn = 0, refused = 0
        for case let url as URL in walker where url.pathExtension == "svg" {
            guard let loaded = try? SVGLoader.load(contentsOf: url) else { refused += 1; continue }
            let p = PreparedSymbol(loaded.symbol)
            let canvas = Canvas(width: 32, height: 32)
            let placement = SymbolPlacement(center: Point(16, 16), pointSize: SymbolPlacement.pointSize(forBoxPixels: 32, scale: .large),
                                            weight: .regular, scale: .large)
            let renderer = SymbolRenderer()
            renderer.draw(p, state: SymbolAnimator(symbol: p.symbol).state(of: SymbolAnimation(), at: 0), in: canvas, placement: placement, tint: .black)
            renderer.draw(p, state: SymbolAnimator(symbol: p.symbol).state(of: Self.drawn(true), at: 0.2), in: canvas, placement: placement, tint: .black)
            drawn += 1
        }
        #expect(drawn > 1500, "drew \(drawn), refused \(refused)")
    }
}

extension RealWorldEffectTests {
    /// `mix-blend-mode: multiply` on a group darkens what lies below as multiply does: a yellow
    /// square over cyan makes green where they overlap; screen makes white.
    @Test func blendModesMixAGroupWithWhatLiesBelow() throws {
        for (mode, expected) in [("multiply", UInt32(0xFF00_FF00)), ("screen", 0xFFFF_FFFF), ("normal", 0xFFFF_FF00)] {
            let loaded = try SVGLoader.load(data: Data("""
                <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">
                  <rect width="100" height="100" fill="#00ffff"/>
                  <g style="mix-blend-mode: \(mode)"><rect x="25" y="25" width="50" height="50" fill="#ffff00"/></g>
                </svg>
                """.utf8), name: "blend.svg")
            #expect(loaded.warnings.isEmpty, "\(loaded.warnings)")
            let p = PreparedSymbol(loaded.symbol)
            let canvas = Self.render(p, SymbolAnimator(symbol: p.symbol).state(of: SymbolAnimation(), at: 0))
            #expect(canvas.pixels[48 * Self.size + 48] == expected, "\(mode): \(String(canvas.pixels[48 * Self.size + 48], radix: 16))")
            #expect(canvas.pixels[5 * Self.size + 5] == 0xFF00_FFFF, "\(mode) leaves the rest cyan")
        }
    }
}

extension RealWorldEffectTests {
    /// The renderer keeps its clip and mask buffers between frames: a frame drawn after others
    /// (and after a frame of another size) is the same as one drawn by a fresh renderer.
    @Test func keptClipAndMaskBuffersLeaveNoTrace() throws {
        let p = PreparedSymbol(try SVGLoader.load(contentsOf: Self.folder.appendingPathComponent("emoji-face.svg")).symbol)
        let renderer = SymbolRenderer()
        func frame(_ r: SymbolRenderer, size: Int, at t: Double) -> [UInt32] {
            let canvas = Canvas(width: size, height: size)
            let placement = SymbolPlacement(center: Point(Double(size) / 2, Double(size) / 2),
                                            pointSize: SymbolPlacement.pointSize(forBoxPixels: Double(size), scale: .large),
                                            weight: .regular, scale: .large)
            r.draw(p, state: SymbolAnimator(symbol: p.symbol).state(of: Self.drawn(true), at: t), in: canvas, placement: placement, tint: .black)
            return canvas.pixels
        }
        for t in [0.1, 0.3, 5] { _ = frame(renderer, size: 96, at: t) }
        _ = frame(renderer, size: 40, at: 0.2)
        #expect(frame(renderer, size: 96, at: 5) == frame(SymbolRenderer(), size: 96, at: 5))
        #expect(frame(renderer, size: 96, at: 0.3) == frame(SymbolRenderer(), size: 96, at: 0.3))
    }
}

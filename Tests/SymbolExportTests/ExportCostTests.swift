import Foundation
import Geometry
import SVGLoader
import SymbolEffects
import SymbolModel
import Testing
@testable import SymbolExport

/// The export budget (``ExportCost``): what each writer would produce is counted from the scene,
/// and an export over the budget is refused before a pose is sampled, naming what costs most
/// and the largest `--duration` that fits; every catalog-sized export stays within it.
@Suite struct ExportCostTests {
    static let header = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 24 24\">"

    /// A scene of the SVG `body` with the effect `spec`, placed in a 128 px image.
    static func scene(_ body: String, _ spec: String = "drawOn", duration: Double? = nil) throws -> ExportScene {
        let symbol = try SVGLoader.load(data: Data((header + body + "</svg>").utf8), name: "hostile").symbol
        let animation = try SymbolEffectSpec.parse(spec).animation(reduceMotion: .constant(false))
        let part = ExportScene.Part(symbol: symbol, animation: animation, toPixels: ExportTests.centred(symbol.viewBox, size: 128),
                                    strokeScale: 1) { _ in (.black, 1) }
        return ExportScene(width: 128, height: 128, parts: [part], duration: duration, name: "hostile")
    }

    /// A gradient of `stops` on `shapes` rectangles; `shared` places it in user space, so every
    /// shape paints the same gradient, else on each shape's own box.
    /// With `apart`, the rectangles stand apart, so a plain file makes each a layer of its own.
    static func gradient(stops: Int, shapes: Int, shared: Bool = false, apart: Bool = false) -> String {
        let s = (0..<stops).map { "<stop offset=\"\(Double($0) / Double(stops - 1))\" stop-color=\"#\(String(format: "%02x", $0 % 256))4080\"/>" }
        let units = shared ? " gradientUnits=\"userSpaceOnUse\" x2=\"24\"" : ""
        return "<defs><linearGradient id=\"lg\"\(units)>\(s.joined())</linearGradient></defs>"
            + (0..<shapes).map { i in
                let step = apart ? 6 : 1
                return "<rect x=\"\(i % 20 * step)\" y=\"\(i / 20 * step)\" width=\"4\" height=\"4\" fill=\"url(#lg)\"/>"
            }.joined()
    }

    @Test func aGradientOnEveryShapeIsRefusedInEveryFormat() throws {
        // On each shape's own box: a gradient per shape, in SVG as in Lottie.
        let scene = try Self.scene(Self.gradient(stops: 4096, shapes: 300))
        for format in [VectorFormat.lottie, .svg] {
            #expect { try ExportCost.check(scene, as: format) } throws: { error in
                "\(error)".contains("300 shapes") && "\(error)".contains("4,096-stop gradient")
            }
        }
    }

    @Test func aSharedGradientIsRefusedAsLottieButNotAsSVG() throws {
        let scene = try Self.scene(Self.gradient(stops: 4096, shapes: 300, shared: true))
        #expect { try VectorExport.write(scene, as: .lottie) } throws: { error in
            let text = "\(error)"
            return error is ExportCostError && text.contains("300 shapes") && text.contains("4,096-stop gradient")
                && text.contains(".svg")
        }
        // SVG defines the gradient once and refers to it from every shape.
        let svg = try ExportCost.check(scene, as: .svg)
        #expect(svg.duration > 0)
        let lottie = ExportCost.estimate(scene, as: .lottie, span: svg)
        let shared = ExportCost.estimate(scene, as: .svg, span: svg)
        #expect(lottie.outputBytes > 100 * shared.outputBytes, "\(lottie.outputBytes) vs \(shared.outputBytes)")
    }

    @Test func longDashArraysOnManyPathsAreRefusedNamingTheDashes() throws {
        let dashes = (0..<3000).map { _ in "0.02" }.joined(separator: " ")
        let body = (0..<300).map { "<path d=\"M1 \(Double($0) * 0.07)H23\" stroke=\"black\" fill=\"none\" stroke-dasharray=\"\(dashes)\"/>" }
        let scene = try Self.scene(body.joined())
        #expect { try ExportCost.check(scene, as: .lottie) } throws: { "\($0)".contains("dash") }
    }

    @Test func aLongDurationIsRefusedWithTheLongestThatFits() throws {
        let body = "<path d=\"M4 12l5 5L20 6\" stroke=\"black\" stroke-width=\"2\" fill=\"none\"/>"
        let long = try Self.scene(String(repeating: body, count: 20), duration: 600)
        var fits = 0.0
        #expect { try ExportCost.check(long, as: .lottie) } throws: { error in
            let text = "\(error)"
            guard let range = text.range(of: "--duration ") else { return false }
            fits = Double(text[range.upperBound...].prefix { "0123456789.e+".contains($0) }) ?? 0
            return true
        }
        #expect(fits > 0.1 && fits < 600)
        // The duration it names fits, and a little more does not.
        var shorter = long
        shorter.duration = fits
        #expect(throws: Never.self) { try ExportCost.check(shorter, as: .lottie) }
        shorter.duration = fits * 1.2
        #expect(throws: ExportCostError.self) { try ExportCost.check(shorter, as: .lottie) }
    }

    @Test func aStickerLongerThanThreeSecondsIsRefusedBeforeAnyWork() throws {
        var scene = try ExportTests.scene("sun.max", "breathe", size: 512)
        scene.duration = 60
        #expect { try ExportCost.check(scene, as: .telegramSticker) } throws: { "\($0)".contains("at most 3 s") }
        #expect(throws: Never.self) { try ExportCost.check(scene, as: .lottie) }
    }

    @Test func theCostGrowsWithWhatTheWriterProduces() throws {
        let one = try Self.scene(Self.gradient(stops: 64, shapes: 10, apart: true))
        let more = try Self.scene(Self.gradient(stops: 64, shapes: 40, apart: true))
        let span = try ExportCost.check(one, as: .lottie)
        let a = ExportCost.estimate(one, as: .lottie, span: span), b = ExportCost.estimate(more, as: .lottie, span: span)
        #expect(b.outputBytes > 3.5 * a.outputBytes && b.seconds > a.seconds && b.bytes > a.bytes)
        var longer = one
        longer.duration = span.duration * 4
        let c = ExportCost.estimate(longer, as: .lottie, span: ExportSpan(start: 0, duration: span.duration * 4, loops: false))
        #expect(c.seconds > 2 * a.seconds, "four times the samples")
    }

    @Test(arguments: ["sun.max", "bell", "gearshape.2.fill"])
    func catalogExportsAreWithinTheBudget(_ name: String) throws {
        for spec in ["drawOn", "drawOn.individually", "breathe"] {
            let scene = try ExportTests.scene(name, spec)
            for format in [VectorFormat.lottie, .svg] {
                #expect(throws: Never.self, "\(name) \(spec) \(format)") { try ExportCost.check(scene, as: format) }
            }
        }
    }
}

/// A long rest after a short motion (a 1 s Draw On exported for 600 s) is fitted in one step:
/// the keys stay few and the track still passes within tolerance of every sample.
@Suite struct KeyframeRestTests {
    @Test func aLongRestAfterAMotionIsOneKey() {
        let rate = 240.0
        let times: [Double] = (0...Int(rate * 600)).map { Double($0) / rate }
        func eased(_ t: Double) -> Double { t < 1 ? 100 * t * t * (3 - 2 * t) : 100 }
        let samples: [[Double]] = times.map { [eased($0)] }
        let track = KeyframeTrack.fit(times: times, samples: samples, tolerance: [0.25])
        #expect(track.keys.count >= 3 && track.keys.count < 20, "\(track.keys.count) keys")
        for k in stride(from: 0, to: times.count, by: 97) {
            let error = abs(track.value(at: times[k])[0] - samples[k][0])
            #expect(error <= 0.25 + 1e-9, "at \(times[k]) s")
        }
        // The rest, from the end of the motion: one segment to the last key.
        let rest = track.keys[track.keys.count - 2]
        let lastValue = track.keys[track.keys.count - 1].value[0]
        #expect(rest.time <= 1.1)
        #expect(abs(rest.value[0] - 100) <= 0.25 && lastValue == 100)
    }
}

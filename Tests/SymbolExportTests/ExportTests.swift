import Foundation
import Geometry
import SVGLoader
import SymbolEffects
import SymbolModel
import Testing
@testable import SymbolExport

/// The exporters' output, read back: valid files, the engine's poses in their keyframes, trim
/// paths per traced subpath, and far fewer keys than samples. The players themselves are run by
/// `make export-check` (tools/export-check.py), which compares their frames with `render`.
@Suite struct ExportTests {
    static func scene(_ name: String, _ spec: String, size: Int = 128, reduceMotion: Bool = false) throws -> ExportScene {
        let symbol = try SymbolCatalog().symbol(named: name)
        let animation = try SymbolEffectSpec.parse(spec).animation(reduceMotion: .constant(reduceMotion))
        let part = ExportScene.Part(symbol: symbol, animation: animation, toPixels: centred(symbol.viewBox, size: size),
                                    strokeScale: 1) { _ in (.black, 1) }
        return ExportScene(width: size, height: size, parts: [part], name: name)
    }

    /// `box` scaled to fit a `size` × `size` image, centred in it: the placement the export
    /// tests give a symbol (the command's own placement is tested through `symbolview export`).
    static func centred(_ box: Rect, size: Int) -> Transform {
        let s = Double(size) / max(box.width, box.height)
        return Transform.translation(-box.center.x, -box.center.y).concatenating(.scale(s))
            .concatenating(.translation(Double(size) / 2, Double(size) / 2))
    }

    /// A Lottie layer's name without the file's derived prefix (`bell-1f3a9c2e-`).
    static func unscoped(_ name: Any?) -> String? {
        guard let name = name as? String else { return nil }
        guard let range = name.range(of: #"^[A-Za-z][\w-]*?-[0-9a-f]{8}-"#, options: .regularExpression) else { return name }
        return String(name[range.upperBound...])
    }

    static func json(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    /// Every object in a JSON tree whose `ty` is `type`.
    static func items(_ value: Any, type: String) -> [[String: Any]] {
        var out: [[String: Any]] = []
        if let o = value as? [String: Any] {
            if o["ty"] as? String == type { out.append(o) }
            for v in o.values { out += items(v, type: type) }
        } else if let a = value as? [Any] {
            for v in a { out += items(v, type: type) }
        }
        return out
    }

    @Test func drawOnBecomesATrimPathPerSubpathWithAnimatedEnds() throws {
        let scene = try Self.scene("sun.max", "drawOn")
        let out = try LottieWriter().write(scene)
        let doc = try Self.json(out.text)
        let layers = try #require(doc["layers"] as? [[String: Any]])
        #expect(layers.count == scene.parts[0].symbol.layers.count)
        let trims = Self.items(doc, type: "tm")
        // One trim per stroked subpath of every layer.
        let plan = ExportPlan(scene)
        let subpaths = plan.entries.flatMap { e in e.content.paints.filter { $0.strokeWidth != nil }.flatMap { $0.subpaths } }
        #expect(trims.count == subpaths.count)
        for trim in trims {
            let end = try #require(trim["e"] as? [String: Any])
            #expect(end["a"] as? Int == 1, "every layer draws on, so every trim's end moves")
        }
        #expect(doc["op"] as? Int == Int((out.span.duration * 60).rounded(.up)) + 1)
        #expect(out.keyframeCount * 20 < out.sampleCount, "\(out.keyframeCount) keys for \(out.sampleCount) samples")
    }

    @Test func theLayersTrimsStaggerAsTheEngineDoes() throws {
        let scene = try Self.scene("sun.max", "drawOn.byLayer")
        let plan = ExportPlan(scene)
        // Each layer's first moment of drawing, from the samples the trims were fitted to.
        let starts = plan.entries.map { e in
            zip(plan.times, e.motion.head).first { $0.1 > 0 }?.0 ?? .infinity
        }
        #expect(Set(starts.map { ($0 * 1000).rounded() }).count > 1, "by layer, the layers start at different times: \(starts)")
        let animator = SymbolAnimator(symbol: scene.parts[0].symbol)
        for (i, start) in starts.enumerated() {
            #expect(animator.state(of: scene.parts[0].animation, at: start - 1 / 240).layers[i].range.head <= 0)
        }
    }

    @Test func aFittedPoseStaysWithinAQuarterPixelOfTheEngine() throws {
        for spec in ["bounce", "wiggle", "rotate.byLayer", "breathe"] {
            let scene = try Self.scene("bell", spec, size: 256)
            let plan = ExportPlan(scene)
            let part = scene.parts[0]
            let animator = SymbolAnimator(symbol: part.symbol)
            for e in plan.entries {
                let m = e.motion
                let x = plan.track(m.x, tolerance: ExportPlan.pixelTolerance)
                let y = plan.track(m.y, tolerance: ExportPlan.pixelTolerance)
                let r = plan.track(m.rotation, tolerance: ExportPlan.pixelTolerance / m.reach * 180 / .pi)
                let sx = plan.track(m.scaleX, tolerance: ExportPlan.pixelTolerance / m.reach)
                let sy = plan.track(m.scaleY, tolerance: ExportPlan.pixelTolerance / m.reach)
                let bounds = e.layer.combinedPath.bounds
                let corners = [Point(bounds.x, bounds.y), Point(bounds.x + bounds.width, bounds.y + bounds.height),
                               Point(bounds.x, bounds.y + bounds.height)]
                var worst = 0.0
                for k in stride(from: 0, to: plan.times.count, by: 4) {
                    let t = plan.times[k]
                    let state = animator.state(of: part.animation, at: plan.timeline.span.start + t)
                    let engine = state.layers[e.layer.id == part.symbol.layers[m.layer].id ? m.layer : 0].transform
                        .concatenating(state.transform).concatenating(part.toPixels)
                    let angle = r.value(at: t)[0] * .pi / 180
                    let fitted = Transform.translation(-m.pivot.x, -m.pivot.y)
                        .concatenating(.scale(sx.value(at: t)[0], sy.value(at: t)[0]))
                        .concatenating(.rotation(angle))
                        .concatenating(.translation(x.value(at: t)[0], y.value(at: t)[0]))
                    for c in corners { worst = max(worst, engine.apply(c).distance(to: fitted.apply(c))) }
                }
                // A quarter pixel per number; a turn and a scale together may add up.
                #expect(worst < 0.75, "\(spec) layer \(e.layer.id): \(worst) px")
            }
        }
    }

    @Test func anEffectThatNeverEndsExportsOneCycleMarkedToLoop() throws {
        let breathe = try LottieWriter().write(try Self.scene("heart.fill", "breathe"))
        #expect(breathe.span.loops)
        #expect(abs(breathe.span.duration - 1.8) < 1e-3, "breathe's period: \(breathe.span.duration)")
        let doc = try Self.json(breathe.text)
        #expect((doc["markers"] as? [Any])?.count == 1)
        let bounce = try LottieWriter().write(try Self.scene("bell", "bounce"))
        #expect(!bounce.span.loops)
        #expect(bounce.span.duration > 0.5 && bounce.span.duration < 2)
    }

    @Test func theSVGIsScriptFreeAndCarriesTheReduceMotionForm() throws {
        let main = try Self.scene("sun.max", "drawOn")
        let reduced = try Self.scene("sun.max", "drawOn", reduceMotion: true)
        let out = try AnimatedSVGWriter().write(main, reducedMotion: reduced)
        #expect(!out.text.contains("<script"))
        #expect(out.text.contains("@media (prefers-reduced-motion: reduce)"))
        #expect(out.text.contains("pathLength=\"1\""))
        #expect(out.text.contains("stroke-dashoffset"))
        // Well-formed SVG: our own reader takes it (a bounce starts at rest, so every shape shows).
        _ = try SVGLoader.load(data: Data(out.text.utf8), name: "export")
        let bounce = try Self.scene("sun.max", "bounce")
        let read = try SVGLoader.load(data: Data(try AnimatedSVGWriter().write(bounce).text.utf8), name: "export")
        #expect(read.symbol.root.shapes.count == bounce.parts[0].symbol.root.shapes.count)
        let plain = try AnimatedSVGWriter().write(main)
        #expect(!plain.text.contains("@media"))
    }

    @Test func keysFollowTheSamplesWithinTolerance() {
        let times = (0...240).map { Double($0) / 240 }
        let samples = times.map { t -> [Double] in [100 * (t * t * (3 - 2 * t)) + 20 * sin(t * 9)] }
        let track = KeyframeTrack.fit(times: times, samples: samples, tolerance: [0.25])
        #expect(track.keys.count > 2 && track.keys.count < 30, "\(track.keys.count) keys")
        for (t, s) in zip(times, samples) { #expect(abs(track.value(at: t)[0] - s[0]) <= 0.25 + 1e-9) }
        let flat = KeyframeTrack.fit(times: times, samples: times.map { _ in [3] }, tolerance: [0.25])
        #expect(!flat.isAnimated)
    }

    @Test func aStickerOutsideTelegramsLimitsNamesTheLimit() throws {
        let scene = try Self.scene("sun.max", "drawOn")
        #expect { try VectorExport.write(scene, as: .telegramSticker) } throws: { "\($0)".contains("512x512") }
        var big = try Self.scene("sun.max", "breathe", size: 512)
        big.duration = 4
        #expect { try VectorExport.write(big, as: .telegramSticker) } throws: { "\($0)".contains("at most 3 s") }
        let fits = try VectorExport.write(try Self.scene("sun.max", "drawOn", size: 512), as: .telegramSticker)
        #expect(fits.data.prefix(2) == Data([0x1f, 0x8b]), "gzip")
        #expect(fits.data.count <= TelegramSticker.maxBytes)
    }

    @Test func aStickerCarriesTelegramsMarkAtItsTopLevel() throws {
        let written = try VectorExport.write(try Self.scene("bell", "bounce", size: 512), as: .telegramSticker)
        let doc = try Self.json(String(decoding: try Deflate.decompress(written.data), as: UTF8.self))
        #expect(doc["tgs"] as? Int == 1)
        #expect(doc["layers"] is [Any] && doc["v"] is String, "still the whole Lottie animation")
        let lottie = try Self.json(String(decoding: try VectorExport.write(try Self.scene("bell", "bounce", size: 512), as: .lottie).data, as: UTF8.self))
        #expect(lottie["tgs"] == nil, "only the sticker is marked")
    }

    @Test func aDotLottieIsAZipWithItsManifestAndAnimation() throws {
        let written = try VectorExport.write(try Self.scene("sun.max", "rotate"), as: .dotLottie)
        let data = written.data
        #expect(data.prefix(4) == Data([0x50, 0x4b, 0x03, 0x04]))
        // The end record names two entries.
        let end = data.suffix(22)
        #expect(end.prefix(4) == Data([0x50, 0x4b, 0x05, 0x06]))
        #expect(end[end.startIndex + 10] == 2)
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.contains("manifest.json") && text.contains("animations/sun.max.json"))
    }

    @Test func theFormatComesFromTheExtension() {
        #expect(VectorFormat(fileName: "a/b.JSON") == .lottie)
        #expect(VectorFormat(fileName: "x.lottie") == .dotLottie)
        #expect(VectorFormat(fileName: "x.tgs") == .telegramSticker)
        #expect(VectorFormat(fileName: "x.svg") == .svg)
        #expect(VectorFormat(fileName: "x.png") == nil)
        #expect(VectorFormat(fileName: "dir.json/x") == nil)
    }
}

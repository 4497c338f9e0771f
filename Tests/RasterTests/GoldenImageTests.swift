import Foundation
import Geometry
import PNGCodec
import Testing
@testable import Raster

/// Reference scenes compared with checked-in PNGs in `Golden/`.
///
/// Tolerance: a pixel differs when any channel is more than 2/255 away from the golden image, and
/// at most 0.5% of the pixels may differ; small rounding changes pass, a moved edge does not.
/// Run with `SYMBOLVIEW_UPDATE_GOLDEN=1` to rewrite the goldens (then look at them before
/// committing).
@Suite("Golden images")
struct GoldenImageTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")
    static let ink = Paint.solid(Color(hex: "#1f5fd0")!)

    static func check(_ name: String, _ canvas: Canvas) throws {
        let file = directory.appendingPathComponent("\(name).png").path
        if ProcessInfo.processInfo.environment["SYMBOLVIEW_UPDATE_GOLDEN"] == "1" {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try PNGCodec.write(canvas, to: file)
            return
        }
        let golden = try PNGCodec.read(file)
        try #require(golden.width == canvas.width && golden.height == canvas.height,
                     "\(file) is \(golden.width)×\(golden.height), the scene \(canvas.width)×\(canvas.height)")
        var differing = 0, worst: UInt32 = 0
        for (a, b) in zip(canvas.pixels, golden.pixels) where a != b {
            var d: UInt32 = 0
            for shift: UInt32 in [0, 8, 16, 24] {
                let x = (a >> shift) & 0xFF, y = (b >> shift) & 0xFF
                d = max(d, x > y ? x - y : y - x)
            }
            worst = max(worst, d)
            if d > 2 { differing += 1 }
        }
        let allowed = canvas.pixels.count / 200
        #expect(differing <= allowed, "\(name): \(differing) pixels differ by more than 2/255 (allowed \(allowed)); worst \(worst)/255")
    }

    @Test("butt, round and square caps match the golden image")
    func caps() throws {
        let canvas = Canvas(width: 160, height: 120, color: .white)
        for (i, cap) in [LineCap.butt, .round, .square].enumerated() {
            let y = 25.5 + Double(i) * 35
            canvas.stroke(.polyline([Point(30, y), Point(130, y)]), style: StrokeStyle(width: 18, cap: cap), paint: Self.ink)
            canvas.stroke(.polyline([Point(30, y), Point(130, y)]), style: StrokeStyle(width: 1), paint: .solid(.black))
        }
        try Self.check("caps", canvas)
    }

    @Test("miter, round and bevel joins, and a miter over its limit, match the golden image")
    func joins() throws {
        let canvas = Canvas(width: 240, height: 125, color: .white)
        let zigzag = [Point(0, 80), Point(20, 20), Point(40, 80)]
        for (i, join) in [LineJoin.miter, .round, .bevel].enumerated() {
            let dx = 15 + Double(i) * 58
            let points = zigzag.map { Point($0.x + dx, $0.y + 20) }
            canvas.stroke(.polyline(points), style: StrokeStyle(width: 14, join: join), paint: Self.ink)
        }
        // A sharp turn whose miter exceeds the limit of 4 falls back to a bevel.
        canvas.stroke(.polyline([Point(195, 110), Point(215, 35), Point(225, 110)]),
                      style: StrokeStyle(width: 8, join: .miter, miterLimit: 4), paint: Self.ink)
        try Self.check("joins", canvas)
    }

    @Test("curves, a cusp and an even-odd fill match the golden image")
    func curves() throws {
        let canvas = Canvas(width: 200, height: 140, color: .white)
        var wave = Path()
        wave.move(to: Point(15, 100))
        wave.cubic(to: Point(95, 100), control1: Point(30, 10), control2: Point(80, 10))
        wave.quad(to: Point(185, 100), control: Point(140, 190))
        canvas.stroke(wave, style: StrokeStyle(width: 10, cap: .round, join: .round), paint: Self.ink)
        // A cubic with a cusp: control points crossed.
        var cusp = Path()
        cusp.move(to: Point(110, 20))
        cusp.cubic(to: Point(190, 20), control1: Point(200, 60), control2: Point(100, 60))
        canvas.stroke(cusp, style: StrokeStyle(width: 6, cap: .butt, join: .round), paint: .solid(Color(rgb: 0xD04020)))
        // Two overlapping circles under even-odd: the lens between them is empty.
        var rings = Path.circle(center: Point(40, 40), radius: 25)
        rings.append(contentsOf: .circle(center: Point(65, 40), radius: 25))
        canvas.fill(rings, paint: .solid(Color(rgb: 0x208040, alpha: 0.8)), rule: .evenOdd)
        try Self.check("curves", canvas)
    }

    @Test("linear gradients on a fill and a stroke, rotated, match the golden image")
    func gradient() throws {
        let canvas = Canvas(width: 200, height: 120, color: .white)
        let sunset = LinearGradient(start: Point(0, 0), end: Point(120, 0), stops: [
            GradientStop(offset: 0, color: Color(rgb: 0xFFB000)),
            GradientStop(offset: 0.5, color: Color(rgb: 0xE03060)),
            GradientStop(offset: 1, color: Color(rgb: 0x3020A0, alpha: 0.6)),
        ])
        canvas.fill(.rect(Rect(x: 0, y: 0, width: 120, height: 60), rx: 14, ry: 14),
                    transform: .rotation(0.2).concatenating(.translation(20, 15)), paint: .linearGradient(sunset))
        var arc = Path()
        arc.move(to: Point(20, 100))
        arc.cubic(to: Point(180, 100), control1: Point(70, 60), control2: Point(130, 140))
        canvas.stroke(arc, style: StrokeStyle(width: 12, cap: .round), paint: .linearGradient(
            LinearGradient(start: Point(20, 0), end: Point(180, 0), stops: [
                GradientStop(offset: 0, color: Color(rgb: 0x1F5FD0)), GradientStop(offset: 1, color: Color(rgb: 0x20C0A0)),
            ], opacity: 0.9)))
        try Self.check("gradient", canvas)
    }

    @Test("a half-transparent layer and a masked fill match the golden image")
    func layerAndMask() throws {
        let canvas = Canvas(width: 160, height: 100, color: .white)
        canvas.drawLayer(opacity: 0.5) { layer in
            let loop = Path.polyline([Point(20, 80), Point(60, 20), Point(100, 80), Point(20, 40), Point(140, 40)])
            layer.stroke(loop, style: StrokeStyle(width: 12, cap: .round, join: .round), paint: Self.ink)
        }
        let mask = canvas.makeMask()
        var guide = Path()
        guide.move(to: Point(100, 90)); guide.line(to: Point(150, 10))
        mask.stroke(guide, style: StrokeStyle(width: 20, cap: .round))
        canvas.fill(.circle(center: Point(125, 50), radius: 30), paint: .solid(Color(rgb: 0xD04020)), mask: mask)
        try Self.check("layer-mask", canvas)
    }
}

import Foundation
import Geometry
import PNGCodec
import Raster
import SymbolEffects
import SymbolModel
import Testing
@testable import SymbolRendering

/// Mid-effect frames of a hand-built symbol compared with checked-in PNGs in `Golden/`, so a
/// change in trimming, caps, guides, attachments or compositing shows up as a picture.
///
/// A missing golden is written and the test fails, asking for it to be looked at and committed.
/// Pixels may differ by 2 per channel (anti-aliasing arithmetic); nothing else may differ.
@Suite struct GoldenFrameTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

    /// A ring traced from its top, a tick, an arrow shaft with an attached head, and a filled
    /// drop revealed along its guide, in three hierarchy levels.
    static var symbol: Symbol {
        let stroke = ShapeStyle(fill: nil, stroke: .tint, strokeWidth: 8, lineCap: .round, lineJoin: .round)
        let ring = Layer(id: "ring", shapes: [Shape(path: .circle(center: Point(50, 50), radius: 40), style: stroke)],
                         hierarchy: .secondary, draw: DrawAnnotation(start: 0.75))
        let tick = Layer(id: "tick", shapes: [Shape(path: .polyline([Point(30, 52), Point(44, 66), Point(70, 36)]), style: stroke)])
        let shaft = Layer(id: "shaft", shapes: [Shape(path: .polyline([Point(24, 30), Point(46, 30)]), style: stroke)])
        let head = Layer(id: "head", shapes: [Shape(path: .polyline([Point(40, 24), Point(50, 30), Point(40, 36)], closed: true),
                                                    style: ShapeStyle(fill: .tint))],
                         draw: DrawAnnotation(kind: .attachment(host: "shaft")))
        var dropPath = Path.circle(center: Point(66, 70), radius: 9)
        dropPath.append(contentsOf: .polyline([Point(66, 52), Point(74, 66), Point(58, 66)], closed: true))
        let drop = Layer(id: "drop", shapes: [Shape(path: dropPath, style: ShapeStyle(fill: .tint))], hierarchy: .tertiary,
                         draw: DrawAnnotation(kind: .guide(.polyline([Point(66, 50), Point(66, 80)]), width: 22)))
        return Symbol(name: "golden", viewBox: Rect(x: 0, y: 0, width: 100, height: 100),
                      layers: [ring, tick, shaft, head, drop], isAnnotated: true)
    }

    static func frame(_ animation: SymbolAnimation, at t: Double) -> Canvas {
        let p = PreparedSymbol(symbol)
        let canvas = Canvas(width: 96, height: 96, color: Color(r: 0.14, g: 0.11, b: 0.29))
        SymbolRenderer().draw(p, state: SymbolAnimator(symbol: p.symbol).state(of: animation, at: t), in: canvas,
                              placement: SymbolPlacement(center: Point(48, 48),
                                                         pointSize: SymbolPlacement.pointSize(forBoxPixels: 96, scale: .large),
                                                         weight: .medium, scale: .large),
                              tint: .white, mode: .hierarchical)
        return canvas
    }

    static func check(_ canvas: Canvas, named name: String) throws {
        let url = directory.appendingPathComponent(name + ".png")
        guard FileManager.default.fileExists(atPath: url.path) else {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try PNGCodec.write(canvas, to: url.path)
            Issue.record("wrote the missing golden \(url.path): look at it and commit it")
            return
        }
        let golden = try PNGCodec.read(url.path)
        #expect(golden.width == canvas.width && golden.height == canvas.height)
        var worst: UInt32 = 0
        for (a, b) in zip(golden.pixels, canvas.pixels) {
            for shift in stride(from: 0 as UInt32, through: 24, by: 8) {
                let x = (a >> shift) & 0xFF, y = (b >> shift) & 0xFF
                worst = max(worst, x > y ? x - y : y - x)
            }
        }
        #expect(worst <= 2, "\(name): a channel differs by \(worst)")
    }

    @Test func aDrawOnHalfWayMatchesItsGolden() throws {
        let animation = SymbolAnimation(isDrawn: ToggleHistory(initial: false, changes: [.init(time: 0, value: true)]))
        try Self.check(Self.frame(animation, at: 0.3), named: "drawOn-0.3")
    }

    @Test func aReversedDrawOffHalfWayMatchesItsGolden() throws {
        let animation = SymbolAnimation(isDrawn: ToggleHistory(initial: true, changes: [.init(time: 0, value: false)]),
                                        drawOff: .drawOff.byLayer.reversed)
        try Self.check(Self.frame(animation, at: 0.2), named: "drawOff-reversed-0.2")
    }
}

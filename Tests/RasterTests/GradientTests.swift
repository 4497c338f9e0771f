import Foundation
import Geometry
import Testing
@testable import Raster

/// A pixel of a resvg reference rendering, premultiplied `0xAARRGGBB`.
struct ReferencePixel: Sendable {
    let x: Int, y: Int, argb: UInt32
    init(_ x: Int, _ y: Int, _ argb: UInt32) { self.x = x; self.y = y; self.argb = argb }
}

/// One paint-server test of resvg's suite (`tests/paint-servers/…`), rebuilt with this module's
/// API, and pixels read from its reference PNG (300×300).
struct ResvgGradientScene: Sendable, CustomStringConvertible {
    let name: String
    let paint: Paint
    /// The painted rectangle in the SVG's user space and the SVG-to-pixels scale.
    let rect: Rect
    let scale: Double
    let reference: [ReferencePixel]
    var description: String { name }

    /// The `objectBoundingBox` mapping of the suite's usual rectangle (20, 20, 160, 160).
    static let box = Transform(a: 160, b: 0, c: 0, d: 160, e: 20, f: 20)
    static let usual = Rect(x: 20, y: 20, width: 160, height: 160)
    static let whiteToBlack = [GradientStop(offset: 0, color: .white), GradientStop(offset: 1, color: .black)]
    static let blackToWhite = [GradientStop(offset: 0, color: .black), GradientStop(offset: 1, color: .white)]

    static let all: [ResvgGradientScene] = [
        ResvgGradientScene(
            name: "radialGradient/focal-point-correction (focus outside the circle: a cone)",
            paint: .radialGradient(RadialGradient(center: Point(10, 10), radius: 75, focus: Point(83.33, 75),
                                                  stops: whiteToBlack)),
            rect: Rect(x: 0, y: 0, width: 100, height: 100), scale: 3,
            reference: [ReferencePixel(40, 150, 0xFF00_0000), ReferencePixel(225, 150, 0xFF12_1212),
                        ReferencePixel(260, 150, 0), ReferencePixel(240, 200, 0xFFAC_ACAC),
                        ReferencePixel(280, 40, 0), ReferencePixel(200, 270, 0)]),
        ResvgGradientScene(
            name: "radialGradient/fr=0.2",
            paint: .radialGradient(RadialGradient(center: Point(0.5, 0.5), radius: 0.5, focalRadius: 0.2,
                                                  stops: blackToWhite, transform: box)),
            rect: usual, scale: 1.5,
            reference: [ReferencePixel(40, 150, 0xFFDA_DADA), ReferencePixel(75, 150, 0xFF5E_5E5E),
                        ReferencePixel(110, 150, 0xFF00_0000), ReferencePixel(225, 150, 0xFF61_6161),
                        ReferencePixel(60, 60, 0xFFFF_FFFF), ReferencePixel(240, 200, 0xFFC5_C5C5)]),
        ResvgGradientScene(
            name: "radialGradient/fr=0.5 (focal circle equals the end circle)",
            paint: .radialGradient(RadialGradient(center: Point(0.5, 0.5), radius: 0.5, focalRadius: 0.5,
                                                  stops: blackToWhite, transform: box)),
            rect: usual, scale: 1.5,
            reference: [ReferencePixel(40, 150, 0xFF00_0000), ReferencePixel(150, 150, 0xFF00_0000),
                        ReferencePixel(60, 60, 0xFFFF_FFFF), ReferencePixel(240, 200, 0xFF00_0000)]),
        ResvgGradientScene(
            name: "radialGradient/fr=0.7 (focal circle larger than the end circle)",
            paint: .radialGradient(RadialGradient(center: Point(0.5, 0.5), radius: 0.5, focalRadius: 0.7,
                                                  stops: blackToWhite, transform: box)),
            rect: usual, scale: 1.5,
            reference: [ReferencePixel(40, 150, 0xFFFF_FFFF), ReferencePixel(150, 150, 0xFFFF_FFFF),
                        ReferencePixel(60, 60, 0xFFDC_DCDC)]),
        ResvgGradientScene(
            name: "radialGradient/spreadMethod=reflect",
            paint: .radialGradient(RadialGradient(center: Point(0.5, 0.5), radius: 0.5, stops: whiteToBlack,
                                                  spread: .reflect, transform: box)),
            rect: usual, scale: 1.5,
            reference: [ReferencePixel(40, 150, 0xFF16_1616), ReferencePixel(110, 150, 0xFFAB_ABAB),
                        ReferencePixel(150, 150, 0xFFFD_FDFD), ReferencePixel(60, 60, 0xFF0E_0E0E),
                        ReferencePixel(240, 200, 0xFF23_2323)]),
        ResvgGradientScene(
            name: "radialGradient/spreadMethod=repeat",
            paint: .radialGradient(RadialGradient(center: Point(0.5, 0.5), radius: 0.5, stops: whiteToBlack,
                                                  spread: .repeat, transform: box)),
            rect: usual, scale: 1.5,
            reference: [ReferencePixel(40, 150, 0xFF16_1616), ReferencePixel(110, 150, 0xFFAB_ABAB),
                        ReferencePixel(60, 60, 0xFFF1_F1F1), ReferencePixel(240, 200, 0xFF23_2323)]),
        ResvgGradientScene(
            name: "linearGradient/hsla-color (a transparent white stop: colours mix straight)",
            paint: .linearGradient(LinearGradient(start: Point(0, 0), end: Point(1, 0), stops: [
                GradientStop(offset: 0, color: Color(r: 1, g: 1, b: 1, a: 0)),
                GradientStop(offset: 1, color: Color(rgb: 0x80FF80, alpha: 0.5)),
            ], transform: box)),
            rect: usual, scale: 1.5,
            reference: [ReferencePixel(40, 150, 0x0606_0606), ReferencePixel(110, 150, 0x2B24_2B24),
                        ReferencePixel(150, 150, 0x4030_4030), ReferencePixel(260, 150, 0x7B40_7B40)]),
    ]
}

@Suite("Gradients")
struct GradientTests {
    static let redToBlue = [GradientStop(offset: 0, color: Color(rgb: 0xFF0000)),
                            GradientStop(offset: 1, color: Color(rgb: 0x0000FF))]

    @Test("gradients match resvg's reference renderings at sampled pixels", arguments: ResvgGradientScene.all)
    func matchesResvg(scene: ResvgGradientScene) {
        let canvas = Canvas(width: 300, height: 300)
        canvas.fill(.rect(scene.rect), transform: .scale(scene.scale), paint: scene.paint)
        for p in scene.reference {
            let ours = canvas.pixel(p.x, p.y)
            #expect(channelDistance(ours, p.argb) <= 2,
                    "(\(p.x), \(p.y)): 0x\(String(ours, radix: 16)), resvg 0x\(String(p.argb, radix: 16))")
        }
    }

    @Test("a radial gradient shows its first stop at the focus and its last on and beyond the end circle")
    func radialStopsAtFocusAndEdge() {
        let canvas = Canvas(width: 100, height: 100)
        // Centre and focus at pixel centres, so distances along row 50 are whole pixels.
        let g = RadialGradient(center: Point(50.5, 50.5), radius: 40, focus: Point(30.5, 50.5), stops: Self.redToBlue)
        canvas.fill(.rect(Rect(x: 0, y: 0, width: 100, height: 100)), paint: .radialGradient(g))
        #expect(canvas.pixel(30, 50) == 0xFFFF_0000)                    // the focus: t = 0
        #expect(canvas.pixel(95, 50) == 0xFF00_00FF)                    // beyond the circle: padded
        #expect(canvas.pixel(50, 95) == 0xFF00_00FF)
        // Halfway from the focus to the edge point (90.5, 50.5), t = ½.
        let half = Color(premultipliedARGB: canvas.pixel(60, 50))
        #expect(abs(half.r - 0.5) < 0.01 && abs(half.b - 0.5) < 0.01)
        // Behind the focus the edge is nearer: (10.5, 50.5) is on the end circle, 20 px from the focus.
        let behind = Color(premultipliedARGB: canvas.pixel(20, 50))
        #expect(abs(behind.r - 0.5) < 0.01)
    }

    @Test("a centred radial gradient is symmetric about its centre")
    func centredRadialIsSymmetric() {
        let canvas = Canvas(width: 64, height: 64)
        let g = RadialGradient(center: Point(32, 32), radius: 25, stops: Self.redToBlue)
        canvas.fill(.rect(Rect(x: 0, y: 0, width: 64, height: 64)), paint: .radialGradient(g))
        for y in 0..<64 {
            for x in 0..<64 {
                #expect(canvas.pixel(x, y) == canvas.pixel(63 - x, y) && canvas.pixel(x, y) == canvas.pixel(y, x))
            }
        }
    }

    @Test("every point takes the largest t whose circle passes through it", arguments: [1, 2, 3, 4] as [UInt64])
    func radialParameterLiesOnItsCircle(seed: UInt64) {
        var rng = SeededGenerator(seed: seed)
        for _ in 0..<200 {
            let g = RadialGradient(center: Point(.random(in: -5...5, using: &rng), .random(in: -5...5, using: &rng)),
                                   radius: .random(in: 0.5...8, using: &rng),
                                   focus: Point(.random(in: -8...8, using: &rng), .random(in: -8...8, using: &rng)),
                                   focalRadius: .random(in: 0...3, using: &rng), stops: Self.redToBlue)
            let p = Point(.random(in: -20...20, using: &rng), .random(in: -20...20, using: &rng))
            guard let t = g.parameter(at: p) else { continue }
            let centre = g.focus.lerp(to: g.center, t)
            let r = g.focalRadius + (g.radius - g.focalRadius) * t
            #expect(r >= -1e-9)
            #expect(abs(p.distance(to: centre) - r) <= 1e-6 * max(1, abs(r)), "\(g) at \(p): t \(t)")
            // The quadratic's other root (their sum is 2b/a) is no larger, or its circle has a
            // negative radius.
            let cd = g.center - g.focus, d = p - g.focus, dr = g.radius - g.focalRadius
            let a = cd.dot(cd) - dr * dr, b = d.dot(cd) + g.focalRadius * dr
            if abs(a) > 1e-3 {
                let other = 2 * b / a - t
                #expect(other <= t + 1e-6 * max(1, abs(t)) || g.focalRadius + other * dr < 1e-9,
                        "\(g) at \(p): t \(t), but the circle for \(other) passes through the point too")
            }
        }
    }

    @Test("with the focus inside the end circle, every point is painted")
    func focusInsidePaintsEverything() {
        let canvas = Canvas(width: 80, height: 80)
        let g = RadialGradient(center: Point(40, 40), radius: 20, focus: Point(52, 47), stops: Self.redToBlue)
        canvas.fill(.rect(Rect(x: 0, y: 0, width: 80, height: 80)), paint: .radialGradient(g))
        #expect(canvas.pixels.allSatisfy { $0 >> 24 == 255 })
    }

    @Test("repeat spread repeats a linear gradient every period", arguments: [5, 6, 7] as [UInt64])
    func linearRepeatIsPeriodic(seed: UInt64) {
        var rng = SeededGenerator(seed: seed)
        let period = Int.random(in: 8...30, using: &rng)
        let start = Double.random(in: 20...60, using: &rng).rounded()
        let canvas = Canvas(width: 200, height: 4)
        let g = LinearGradient(start: Point(start, 0), end: Point(start + Double(period), 0), stops: Self.redToBlue,
                               spread: .repeat)
        canvas.fill(.rect(Rect(x: 0, y: 0, width: 200, height: 4)), paint: .linearGradient(g))
        for x in 0..<(200 - period) {
            #expect(channelDistance(canvas.pixel(x, 1), canvas.pixel(x + period, 1)) <= 1, "x \(x), period \(period)")
        }
        // And it is not padded: both ends of the canvas show the whole ramp.
        #expect(canvas.pixel(Int(start) - 1, 1) >> 16 & 0xFF < 0x20)
    }

    @Test("reflect spread mirrors a linear gradient at its ends", arguments: [8, 9] as [UInt64])
    func linearReflectMirrors(seed: UInt64) {
        var rng = SeededGenerator(seed: seed)
        let length = Int.random(in: 8...30, using: &rng)
        let start = 60
        let canvas = Canvas(width: 200, height: 4)
        let g = LinearGradient(start: Point(Double(start), 0), end: Point(Double(start + length), 0),
                               stops: Self.redToBlue, spread: .reflect)
        canvas.fill(.rect(Rect(x: 0, y: 0, width: 200, height: 4)), paint: .linearGradient(g))
        // Pixel x has t = (x + ½ − start) / length: mirrored about the start and the end.
        for d in 0..<40 {
            #expect(channelDistance(canvas.pixel(start + d, 1), canvas.pixel(start - 1 - d, 1)) <= 1)
            #expect(channelDistance(canvas.pixel(start + length + d, 1), canvas.pixel(start + length - 1 - d, 1)) <= 1)
        }
        // Period 2·length.
        for x in 0..<(200 - 2 * length) {
            #expect(channelDistance(canvas.pixel(x, 1), canvas.pixel(x + 2 * length, 1)) <= 1)
        }
    }

    @Test("repeat and reflect spread repeat a radial gradient ring by ring")
    func radialSpreadIsPeriodic() {
        for spread in [GradientSpread.repeat, .reflect] {
            let canvas = Canvas(width: 120, height: 3)
            // Centre on a pixel centre: pixel 10 + k lies at distance k.
            let g = RadialGradient(center: Point(10.5, 1.5), radius: 16, stops: Self.redToBlue, spread: spread)
            canvas.fill(.rect(Rect(x: 0, y: 0, width: 120, height: 3)), paint: .radialGradient(g))
            let period = spread == .repeat ? 16 : 32
            for k in 0..<(110 - period) {
                #expect(channelDistance(canvas.pixel(10 + k, 1), canvas.pixel(10 + k + period, 1)) <= 1, "\(spread) k \(k)")
            }
            if spread == .reflect {
                for k in 0...16 { #expect(channelDistance(canvas.pixel(10 + 16 + k, 1), canvas.pixel(10 + 16 - k, 1)) <= 1) }
            }
        }
    }

    @Test("a gradient transform that is a similarity equals moving the gradient's geometry",
          arguments: [11, 12, 13] as [UInt64])
    func gradientTransformMovesGeometry(seed: UInt64) {
        var rng = SeededGenerator(seed: seed)
        let t = Transform.rotation(.random(in: -3...3, using: &rng))
            .concatenating(.scale(.random(in: 0.5...3, using: &rng)))
            .concatenating(.translation(.random(in: -20...20, using: &rng), .random(in: -20...20, using: &rng)))
        let scale = t.meanScale
        let pathTransform = Transform.scale(1.5).concatenating(.translation(3, -2))
        let shape = Path.rect(Rect(x: 0, y: 0, width: 60, height: 50))
        let pairs: [(Paint, Paint)] = [
            (.linearGradient(LinearGradient(start: Point(2, 3), end: Point(30, 9), stops: Self.redToBlue,
                                            spread: .reflect, transform: t)),
             .linearGradient(LinearGradient(start: t.apply(Point(2, 3)), end: t.apply(Point(30, 9)),
                                            stops: Self.redToBlue, spread: .reflect))),
            (.radialGradient(RadialGradient(center: Point(20, 15), radius: 12, focus: Point(24, 13), focalRadius: 2,
                                            stops: Self.redToBlue, spread: .repeat, transform: t)),
             .radialGradient(RadialGradient(center: t.apply(Point(20, 15)), radius: 12 * scale,
                                            focus: t.apply(Point(24, 13)), focalRadius: 2 * scale,
                                            stops: Self.redToBlue, spread: .repeat))),
        ]
        for (transformed, moved) in pairs {
            let a = Canvas(width: 100, height: 90), b = Canvas(width: 100, height: 90)
            a.fill(shape, transform: pathTransform, paint: transformed)
            b.fill(shape, transform: pathTransform, paint: moved)
            #expect(channelDistance(a, b) <= 1)
        }
    }

    @Test("a radial gradient stretched by its transform paints ellipses")
    func stretchedRadialMakesEllipses() {
        let canvas = Canvas(width: 100, height: 100)
        let g = RadialGradient(center: .zero, radius: 1, stops: Self.redToBlue,
                               transform: Transform.scale(40, 20).concatenating(.translation(50.5, 50.5)))
        canvas.fill(.rect(Rect(x: 0, y: 0, width: 100, height: 100)), paint: .radialGradient(g))
        // 20 px right and 10 px down are both halfway out.
        #expect(channelDistance(canvas.pixel(70, 50), canvas.pixel(50, 60)) <= 1)
        let half = Color(premultipliedARGB: canvas.pixel(70, 50))
        #expect(abs(half.r - 0.5) < 0.01)
        #expect(channelDistance(canvas.pixel(70, 50), canvas.pixel(50, 70)) > 20)
    }

    @Test("a gradient on a stroke is laid out in the stroked path's space and paints only the stroke")
    func gradientOnStroke() {
        let canvas = Canvas(width: 100, height: 100)
        let line = Path.polyline([Point(10, 50), Point(90, 50)])
        let g = LinearGradient(start: Point(10, 0), end: Point(90, 0), stops: Self.redToBlue)
        canvas.stroke(line, style: StrokeStyle(width: 10), paint: .linearGradient(g))
        // Pixel centres 10.5 and 89.5 sit 1/160 inside either end of the gradient.
        #expect(channelDistance(canvas.pixel(10, 50), 0xFFFF_0000) <= 2)
        #expect(channelDistance(canvas.pixel(89, 50), 0xFF00_00FF) <= 2)
        #expect(channelDistance(canvas.pixel(50, 50), 0xFF7E_0081) <= 1)    // t = 40.5 / 80
        #expect(canvas.pixel(50, 40) == 0 && canvas.pixel(50, 60) == 0)
        // A ring stroked with a radial gradient around its centre has one colour all round.
        let ring = Canvas(width: 100, height: 100)
        let radial = RadialGradient(center: Point(50.5, 50.5), radius: 40, stops: Self.redToBlue)
        ring.stroke(.circle(center: Point(50.5, 50.5), radius: 30), style: StrokeStyle(width: 6),
                    transform: .identity, paint: .radialGradient(radial))
        let east = ring.pixel(80, 50)
        #expect(east >> 24 == 255)
        #expect(ring.pixel(20, 50) == east && ring.pixel(50, 80) == east && ring.pixel(50, 20) == east)
        let c = Color(premultipliedARGB: east)
        #expect(abs(c.b - 0.75) < 0.01)
        #expect(ring.pixel(50, 50) == 0)
    }

    @Test("stops mix in straight colour, as resvg does: white fading in from transparent stays grey, not black")
    func stopsMixStraight() {
        let g = LinearGradient(start: .zero, end: Point(1, 0), stops: [
            GradientStop(offset: 0, color: Color(r: 1, g: 1, b: 1, a: 0)), GradientStop(offset: 1, color: .black),
        ])
        let middle = g.color(at: 0.5)
        #expect(abs(middle.r - 0.5) < 1e-9 && abs(middle.a - 0.5) < 1e-9)
        #expect(middle.premultipliedARGB == 0x8040_4040)
    }

    @Test("at an offset two stops share, the later stop shows")
    func hardStopTakesTheLaterColour() {
        let stops = [GradientStop(offset: 0, color: .black), GradientStop(offset: 0.5, color: .black),
                     GradientStop(offset: 0.5, color: .white), GradientStop(offset: 1, color: .white)]
        let g = RadialGradient(center: .zero, radius: 1, stops: stops)
        #expect(g.color(at: 0.49) == .black && g.color(at: 0.5) == .white && g.color(at: 1) == .white)
    }

    @Test("a zero radius paints the last stop, and a zero-length gradient its last stop or, repeated, its average")
    func degenerateGradients() {
        let rect = Path.rect(Rect(x: 0, y: 0, width: 10, height: 10))
        let zero = Canvas(width: 10, height: 10)
        zero.fill(rect, paint: .radialGradient(RadialGradient(center: Point(5, 5), radius: 0, stops: Self.redToBlue)))
        #expect(zero.pixels.allSatisfy { $0 == 0xFF00_00FF })
        let padded = Canvas(width: 10, height: 10), repeated = Canvas(width: 10, height: 10)
        padded.fill(rect, paint: .linearGradient(LinearGradient(start: Point(5, 5), end: Point(5, 5), stops: Self.redToBlue)))
        repeated.fill(rect, paint: .linearGradient(LinearGradient(start: Point(5, 5), end: Point(5, 5),
                                                                  stops: Self.redToBlue, spread: .repeat)))
        #expect(padded.pixels.allSatisfy { $0 == 0xFF00_00FF })
        #expect(repeated.pixels.allSatisfy { $0 == 0xFF80_0080 })
    }

    @Test("a radial gradient's opacity scales it, and an invisible one is skipped")
    func radialOpacity() {
        let g = RadialGradient(center: Point(5, 5), radius: 4, stops: Self.redToBlue)
        #expect(Paint.radialGradient(g).withOpacity(0) .isInvisible)
        #expect(!Paint.radialGradient(g).isInvisible)
        let canvas = Canvas(width: 10, height: 10)
        canvas.fill(.rect(Rect(x: 0, y: 0, width: 10, height: 10)), paint: .radialGradient(g).withOpacity(0.5))
        #expect(canvas.pixel(0, 0) == 0x8000_0080)
    }
}

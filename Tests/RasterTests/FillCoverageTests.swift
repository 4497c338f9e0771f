import Foundation
import Geometry
import Testing
@testable import Raster

/// Total coverage of a canvas drawn in opaque black on transparent: the sum of alpha / 255.
func coveredArea(_ canvas: Canvas) -> Double {
    canvas.pixels.reduce(0.0) { $0 + Double($1 >> 24) } / 255
}

func alpha(_ canvas: Canvas, _ x: Int, _ y: Int) -> UInt32 { canvas.pixels[y * canvas.width + x] >> 24 }

let black = Paint.solid(.black)

/// A small seeded generator, so property tests are reproducible.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed &+ 0x9E37_79B9_7F4A_7C15 }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

@Suite("Fill coverage")
struct FillCoverageTests {
    @Test("a filled circle covers its analytic area within 0.5%", arguments: [10.0, 17.6, 37.25, 100.0])
    func circleAreaMatchesAnalyticValue(radius: Double) {
        let canvas = Canvas(width: 256, height: 256)
        canvas.fill(.circle(center: Point(128.3, 127.6), radius: radius), paint: black)
        let expected = Double.pi * radius * radius
        #expect(abs(coveredArea(canvas) - expected) / expected < 0.005)
    }

    @Test("rectangles at random sub-pixel positions cover exactly their area")
    func rectAreaIsExact() {
        var rng = SeededGenerator(seed: 7)
        for _ in 0..<50 {
            let canvas = Canvas(width: 64, height: 64)
            let r = Rect(x: .random(in: 1...20, using: &rng), y: .random(in: 1...20, using: &rng),
                         width: .random(in: 0.3...40, using: &rng), height: .random(in: 0.3...40, using: &rng))
            canvas.fill(.rect(r), paint: black)
            let expected = r.width * r.height
            // Each pixel's alpha is rounded to 1/255, so allow that much per touched edge pixel.
            let slack = 2 * (r.width + r.height + 4) / 255
            #expect(abs(coveredArea(canvas) - expected) <= max(slack, expected * 0.005))
        }
    }

    @Test("a rotated polygon covers its shoelace area within 0.5%")
    func polygonAreaMatchesShoelace() {
        var rng = SeededGenerator(seed: 11)
        for _ in 0..<20 {
            // A convex polygon: points on a circle at random increasing angles.
            var angles = (0..<9).map { _ in Double.random(in: 0..<(2 * .pi), using: &rng) }
            angles.sort()
            let points = angles.map { Point(100 + 70 * cos($0), 100 + 60 * sin($0)) }
            var area = 0.0
            for i in points.indices {
                let a = points[i], b = points[(i + 1) % points.count]
                area += a.cross(b) / 2
            }
            let canvas = Canvas(width: 200, height: 200)
            canvas.fill(.polyline(points, closed: true), transform: .rotation(0.3, around: Point(100, 100)), paint: black)
            #expect(abs(coveredArea(canvas) - abs(area)) / abs(area) < 0.005)
        }
    }

    @Test("a shape partly off the canvas is clipped to exactly its visible area")
    func clippingKeepsVisibleArea() {
        let canvas = Canvas(width: 50, height: 40)
        canvas.fill(.rect(Rect(x: -30.5, y: -10.25, width: 60, height: 100)), paint: black)
        // Visible: x in 0...29.5, y in 0...40.
        #expect(abs(coveredArea(canvas) - 29.5 * 40) < 0.5)
        // Every pixel left of the visible edge is fully covered, none to its right.
        #expect(alpha(canvas, 0, 20) == 255 && alpha(canvas, 28, 39) == 255)
        #expect(alpha(canvas, 29, 5) == 128 && alpha(canvas, 30, 5) == 0)
    }

    @Test("even-odd leaves the centre of a pentagram empty while non-zero fills it")
    func evenOddEmptiesStarCentre() {
        var points: [Point] = []
        for k in 0..<5 {
            let angle = -Double.pi / 2 + Double(k) * 4 * .pi / 5
            points.append(Point(64 + 60 * cos(angle), 64 + 60 * sin(angle)))
        }
        let star = Path.polyline(points, closed: true)
        let nonZero = Canvas(width: 128, height: 128), evenOdd = Canvas(width: 128, height: 128)
        nonZero.fill(star, paint: black, rule: .nonZero)
        evenOdd.fill(star, paint: black, rule: .evenOdd)
        #expect(alpha(nonZero, 64, 66) == 255)
        #expect(alpha(evenOdd, 64, 66) == 0)
        // The points of the star are filled under both rules.
        #expect(alpha(nonZero, 64, 12) == 255 && alpha(evenOdd, 64, 12) == 255)
        // The difference is the inner pentagon: (R·sin 18°/sin 126°)² · (5/2) sin 72°... compare
        // with the analytic area of a pentagon of circumradius r = R·cos 72°/cos 36°.
        let r = 60 * cos(0.4 * .pi) / cos(0.2 * .pi)
        let pentagon = 2.5 * r * r * sin(0.4 * .pi)
        let difference = coveredArea(nonZero) - coveredArea(evenOdd)
        #expect(abs(difference - pentagon) / pentagon < 0.01)
    }

    @Test("a shape symmetric about the vertical axis renders as its own mirror image")
    func symmetricShapeRendersSymmetrically() {
        var path = Path()
        path.move(to: Point(50, 5.3))
        path.cubic(to: Point(91.7, 60.2), control1: Point(80, 10), control2: Point(95, 30))
        path.line(to: Point(50, 93.9))
        path.line(to: Point(8.3, 60.2))
        path.cubic(to: Point(50, 5.3), control1: Point(5, 30), control2: Point(20, 10))
        path.close()
        let canvas = Canvas(width: 100, height: 100)
        canvas.fill(path, paint: black)
        var worst: Int32 = 0
        for y in 0..<100 {
            for x in 0..<50 {
                worst = max(worst, abs(Int32(alpha(canvas, x, y)) - Int32(alpha(canvas, 99 - x, y))))
            }
        }
        #expect(worst <= 1)
    }

    @Test("sub-pixel shifts change coverage continuously")
    func subPixelShiftsAreSmooth() {
        var previous: UInt32?
        for step in 0...10 {
            let canvas = Canvas(width: 8, height: 4)
            canvas.fill(.rect(Rect(x: 2 + Double(step) / 10, y: 0, width: 3, height: 4)), paint: black)
            let a = alpha(canvas, 2, 1)
            if let previous { #expect(previous >= a && previous - a <= 27) }
            previous = a
        }
    }

    /// The area of `polygon` inside the pixel whose top left corner is (`x`, `y`), by clipping
    /// it to the pixel's four sides.
    private func pixelArea(_ polygon: [SIMD2<Double>], _ x: Double, _ y: Double) -> Double {
        var p = polygon
        for side in [(SIMD2<Double>(1, 0), -x), (SIMD2(-1, 0), x + 1), (SIMD2(0, 1), -y), (SIMD2(0, -1), y + 1)] {
            let distance = { (q: SIMD2<Double>) in (q * side.0).sum() + side.1 }
            var kept: [SIMD2<Double>] = []
            for i in p.indices {
                let a = p[i], b = p[(i + 1) % p.count], da = distance(a), db = distance(b)
                if da >= 0 { kept.append(a) }
                if (da >= 0) != (db >= 0) { kept.append(a + (b - a) * (da / (da - db))) }
            }
            p = kept
        }
        if p.count < 3 { return 0 }
        return abs(p.indices.reduce(0.0) { area, i in
            let a = p[i], b = p[(i + 1) % p.count]
            return area + a.x * b.y - a.y * b.x
        }) / 2
    }

    /// The largest difference between each pixel's coverage and the exact area of the triangle
    /// in it.
    private func worstPixelError(_ triangle: [SIMD2<Double>], size: Int) -> Double {
        let canvas = Canvas(width: size, height: size)
        canvas.fill(.polyline(triangle.map { Point($0.x, $0.y) }, closed: true), paint: black)
        var worst = 0.0
        for y in 0..<size {
            for x in 0..<size {
                let exact = pixelArea(triangle, Double(x), Double(y))
                worst = max(worst, abs(Double(alpha(canvas, x, y)) / 255 - exact))
            }
        }
        return worst
    }

    // Float ends found by search whose whole rows, after rounding, each span just under a pixel
    // from a pixel boundary (8.0 to 8.999999) although the slope is over 1: the shallow kernel
    // must not count such a row's first cell as its last.
    @Test("an edge whose slope is a few ulps over 1 covers each pixel by its exact area",
          arguments: [(0.0002278509782627225, 0.00023598656116519123, 20.00023651123047),
                      (0.0011678762966766953, 0.0011742741335183382, 20.001174926757812),
                      (0.0010668679606169462, 0.0010752408998087049, 20.001075744628906)])
    func slopeJustOverOneIsExact(xTop: Double, yTop: Double, bottom: Double) {
        let triangle = [SIMD2(xTop, yTop), SIMD2(bottom, bottom), SIMD2(xTop, bottom)]
        #expect(worstPixelError(triangle, size: 32) < 0.01)
    }

    // An edge this flat overflows its slope (29 / 1e-38), so it is stored as vertical: with its
    // ends left apart, the kernels would take it as 29 pixels wide with the spill factor of a
    // vertical edge.
    @Test("an edge too flat for a finite slope leaves the coverage exact")
    func edgeTooFlatForItsSlopeIsExact() {
        let triangle = [SIMD2(1.0, 0), SIMD2(30, 1e-38), SIMD2(15, 20)]
        #expect(worstPixelError(triangle, size: 32) < 0.01)
    }
}

@Suite("Robustness")
struct RobustnessTests {
    @Test("points that are NaN or infinite are skipped without a crash")
    func nonFinitePointsAreSkipped() {
        let canvas = Canvas(width: 40, height: 40)
        var path = Path.rect(Rect(x: 5, y: 5, width: 10, height: 10))
        path.move(to: Point(20, 20))
        path.line(to: Point(.nan, 30))
        path.line(to: Point(.infinity, -.infinity))
        path.close()
        canvas.fill(path, paint: black)
        canvas.stroke(path, style: StrokeStyle(width: 2), paint: black)
        #expect(alpha(canvas, 10, 10) == 255)
    }

    @Test("a path far outside the canvas draws nothing and one enclosing it fills it")
    func farAwayGeometryIsClipped() {
        let canvas = Canvas(width: 16, height: 16)
        canvas.fill(.rect(Rect(x: 1e6, y: 1e6, width: 10, height: 10)), paint: black)
        #expect(coveredArea(canvas) == 0)
        canvas.fill(.rect(Rect(x: -1e6, y: -1e6, width: 2e6, height: 2e6)), paint: black)
        #expect(coveredArea(canvas) == 256)
    }

    @Test("random polygons keep coverage within 0...1 and the buffers clean between paths")
    func randomPolygonsStayInRange() {
        var rng = SeededGenerator(seed: 3)
        let canvas = Canvas(width: 64, height: 48)
        for _ in 0..<200 {
            let points = (0..<Int.random(in: 3...12, using: &rng)).map { _ in
                Point(.random(in: -20...84, using: &rng), .random(in: -20...68, using: &rng))
            }
            canvas.clear(.clear)
            canvas.fill(.polyline(points, closed: true), paint: black, rule: Bool.random(using: &rng) ? .evenOdd : .nonZero)
        }
        // After all that, an empty canvas stays empty when nothing is drawn: no leftover cells.
        canvas.clear(.clear)
        canvas.fill(.rect(Rect(x: 10, y: 10, width: 1, height: 1)), paint: black)
        #expect(coveredArea(canvas) == 1)
    }

    @Test("paths about as wide as a multiple of 512 pixels, whose rows of cells are padded, cover exactly their area",
          arguments: [510.0, 511.0, 511.5, 1022.5, 1023.0, 1024.0, 1030.25, 1500.0])
    func paddedRowsKeepCoverageExact(width: Double) {
        // A slanted quadrilateral as wide as `width`, tall enough for several bands, with steep
        // and shallow sides going left and right, then a one-pixel square to show the buffers
        // were left clean. Its shoelace area is exact, so the covered area may differ from it by
        // the rounding of alpha to 1/255 only.
        let canvas = Canvas(width: 1600, height: 300)
        let points = [Point(3.25, 2.5), Point(3.25 + width, 40.75), Point(3.25 + width - 37.5, 290.5), Point(60.125, 281)]
        var area = 0.0
        for i in points.indices { area += points[i].cross(points[(i + 1) % points.count]) / 2 }
        canvas.fill(.polyline(points, closed: true), paint: black)
        #expect(abs(coveredArea(canvas) - abs(area)) < 2)
        canvas.clear(.clear)
        canvas.fill(.rect(Rect(x: 700, y: 150, width: 1, height: 1)), paint: black)
        #expect(coveredArea(canvas) == 1)
    }
}

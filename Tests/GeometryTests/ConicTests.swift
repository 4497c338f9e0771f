import Foundation
import Testing
@testable import Geometry

/// GTK's conic segment (`O`/`o` in its path syntax), checked against the circle it draws with a
/// weight of √½.
struct ConicTests {
    static let radius = 27.0
    static let center = Point(32, 32)
    /// A quarter circle from (59, 32) to (32, 59) around (32, 32), as GTK's refresh icon writes it.
    static let quarter = "M 59 32 o 0 27, -27 27, 0.707106781186548"

    static func points(_ path: Path) -> [Point] {
        path.flattened(tolerance: 0.0001).flatMap { $0.points }
    }

    @Test func quarterCircleLiesOnTheCircle() throws {
        let path = try Path(svgPathData: Self.quarter, dialect: .gtk)
        let pts = Self.points(path)
        #expect(pts.count > 10)
        for p in pts {
            #expect(abs(p.distance(to: Self.center) - Self.radius) < 1e-3, "\(p)")
        }
        #expect(path.currentPoint == Point(32, 59))
        // docs/formats.md quotes this count.
        #expect(path.elements.count == 1 + 8)
    }

    @Test func conicPointsMatchTheAnalyticArc() {
        let conic = ConicSegment(start: Point(59, 32), control: Point(59, 59), end: Point(32, 59),
                                 weight: 0.5.squareRoot())
        for i in 0...16 {
            let p = conic.point(at: Double(i) / 16)
            #expect(abs(p.distance(to: Self.center) - Self.radius) < 1e-9)
        }
        // The midpoint of a symmetric conic is at 45°.
        let mid = conic.point(at: 0.5)
        let angle = atan2(mid.y - 32, mid.x - 32)
        #expect(abs(angle - .pi / 4) < 1e-12)
    }

    @Test func measuredLengthIsAQuarterOfTheCircumference() throws {
        let path = try Path(svgPathData: Self.quarter, dialect: .gtk)
        let measure = PathMeasure(path, tolerance: 0.0001)
        #expect(abs(measure.length - .pi * Self.radius / 2) < 1e-3)
    }

    @Test func fullCircleOfFourConicsMeasuresTheCircumference() throws {
        let d = "M 59 32 o 0 27, -27 27, 0.707106769 o -27 0, -27 -27, 0.707106769 o 0 -27, 27 -27, 0.707106769 o 27 0, 27 27, 0.707106769 z"
        let measure = PathMeasure(try Path(svgPathData: d, dialect: .gtk), tolerance: 0.0001)
        // GTK's files round the weight to single precision, which moves the length by ~1e-6.
        #expect(abs(measure.length - 2 * .pi * Self.radius) < 5e-3)
    }

    @Test func trimmingHalfTheQuarterEndsAt45Degrees() throws {
        let path = try Path(svgPathData: Self.quarter, dialect: .gtk)
        let measure = PathMeasure(path, tolerance: 0.0001)
        let half = measure.trimmed(from: 0, to: measure.length / 2)
        let end = half.currentPoint
        let angle = atan2(end.y - 32, end.x - 32)
        #expect(abs(angle - .pi / 4) < 1e-4)
        #expect(abs(end.distance(to: Self.center) - Self.radius) < 1e-3)
        let tangent = measure.position(at: measure.length / 2).tangent
        // Travelling counter-clockwise on screen (y down): the tangent at 45° is (-1, 1)/√2.
        #expect(abs(tangent.x + 0.5.squareRoot()) < 1e-3 && abs(tangent.y - 0.5.squareRoot()) < 1e-3)
    }

    @Test func absoluteAndRelativeFormsAgree() throws {
        let absolute = try Path(svgPathData: "M 59 32 O 59 59 32 59 0.7071", dialect: .gtk)
        let relative = try Path(svgPathData: "M 59 32 o 0 27 -27 27 0.7071", dialect: .gtk)
        #expect(absolute == relative)
    }

    @Test func weightOneIsAQuadraticBezier() throws {
        let path = try Path(svgPathData: "M 0 0 O 10 10 20 0 1", dialect: .gtk)
        #expect(path.elements == [.move(Point(0, 0)), .quad(Point(10, 10), Point(20, 0))])
    }

    @Test func plainSVGKeepsRejectingTheConicCommand() {
        let result = Path.parse(svgPathData: "M 59 32 o 0 27, -27 27, 0.7", mode: .lenient)
        #expect(result.error?.expected == .command)
        #expect(result.path.elements == [.move(Point(59, 32))])
    }

    @Test(arguments: ["0", "-1", "-0", "-1e300"])
    func weightsAtOrBelowZeroAreErrors(weight: String) {
        let result = Path.parse(svgPathData: "M 0 0 O 10 10 20 0 \(weight)", mode: .strict, dialect: .gtk)
        let error = result.error
        #expect(error?.expected == .positiveWeight)
        #expect(error?.description.contains("conic weight above zero") == true)
        #expect(error?.description.contains("'\(weight)'") == true)
    }

    @Test func overflowingWeightIsAnError() {
        let result = Path.parse(svgPathData: "M 0 0 O 10 10 20 0 1e999", mode: .strict, dialect: .gtk)
        #expect(result.error != nil)
    }

    @Test(arguments: [1e300, 1e6, 1e7, 1e-300, 1e-9, 3.0, 0.01])
    func extremeWeightsStayNearTheControlPolygonOrChord(weight: Double) throws {
        var path = Path()
        path.move(to: Point(0, 0))
        path.conic(to: Point(20, 0), control: Point(10, 10), weight: weight)
        #expect(path.currentPoint == Point(20, 0))
        let pts = Self.points(path)
        #expect(pts.allSatisfy { $0.isFinite })
        // Every conic lies in the triangle of its control polygon.
        for p in pts {
            #expect(p.y >= -1e-9 && p.y <= 10 + 1e-9 && p.y <= p.x + 1e-6 && p.y <= 20 - p.x + 1e-6, "\(p)")
        }
        #expect(path.elements.count <= 1 + (1 << ConicSegment.maximumDepth))
        // Heavy conics reach the control point; light ones hug the chord.
        let top = pts.map(\.y).max() ?? 0
        if weight >= 1e6 { #expect(top > 9.99) }
        if weight <= 1e-9 { #expect(top < 1e-3) }
    }

    /// The distance from `p` to the nearest point of `conic`: a coarse scan, then a
    /// golden-section search around the best sample.
    static func distance(from p: Point, to conic: ConicSegment) -> Double {
        let n = 400
        var bestT = 0.0, best = Double.infinity
        for i in 0...n {
            let t = Double(i) / Double(n), d = conic.point(at: t).distance(to: p)
            if d < best { best = d; bestT = t }
        }
        var lo = max(0, bestT - 1 / Double(n)), hi = min(1, bestT + 1 / Double(n))
        let ratio = (5.0.squareRoot() - 1) / 2
        for _ in 0..<100 {
            let a = hi - (hi - lo) * ratio, b = lo + (hi - lo) * ratio
            if conic.point(at: a).distance(to: p) < conic.point(at: b).distance(to: p) { hi = b } else { lo = a }
        }
        return min(best, conic.point(at: (lo + hi) / 2).distance(to: p))
    }

    @Test func quadPiecesStayWithinTheirTolerance() {
        let conic = ConicSegment(start: Point(0, 0), control: Point(40, 90), end: Point(100, 0), weight: 0.3)
        let tolerance = 1e-4
        var start = conic.start
        for piece in conic.quads(tolerance: tolerance) {
            // The quad's midpoint against the conic sampled densely between the piece's ends.
            let mid = start * 0.25 + piece.control * 0.5 + piece.end * 0.25
            #expect(Self.distance(from: mid, to: conic) <= tolerance * 1.01, "piece ending at \(piece.end)")
            start = piece.end
        }
        #expect(start == conic.end)
    }
}

import Testing
@testable import Geometry
import TestSupport

private func near(_ a: Rect, _ b: Rect, _ eps: Double = 1e-9) -> Bool {
    abs(a.minX - b.minX) <= eps && abs(a.minY - b.minY) <= eps && abs(a.maxX - b.maxX) <= eps && abs(a.maxY - b.maxY) <= eps
}

@Suite struct PathBoundsTests {
    @Test func emptyPathHasZeroBounds() {
        #expect(Path().bounds == .zero && Path().controlPointBounds == .zero)
    }

    @Test func circleBoundsAreItsSquare() {
        let circle = Path.circle(center: Point(10, -4), radius: 7)
        #expect(near(circle.bounds, Rect(x: 3, y: -11, width: 14, height: 14)))
        let arc = try? Path(svgPathData: "M0 0 A 5 5 0 0 1 10 0")  // the upper half (y-down)
        #expect(arc.map { near($0.bounds, Rect(x: 0, y: -5, width: 10, height: 5), 1e-6) } == true)
    }

    @Test func cubicBoundsReachItsExtremaNotItsControlPoints() throws {
        // A symmetric arch from (0, 0) to (30, 0) with both controls at y = 40.
        let path = try Path(svgPathData: "M0 0 C 0 40 30 40 30 0")
        // The apex is at t = 1/2: y = 3/4 · 40 = 30.
        #expect(near(path.bounds, Rect(x: 0, y: 0, width: 30, height: 30)))
        #expect(near(path.controlPointBounds, Rect(x: 0, y: 0, width: 30, height: 40)))
    }

    @Test func sCurveBoundsInBothAxes() throws {
        // The controls overshoot both ends in x; the true extremes are found by dense sampling.
        let path = try Path(svgPathData: "M0 0 C -10 10 20 10 10 0")
        let b = path.bounds
        var lo = Double.infinity, hi = -Double.infinity, yHi = -Double.infinity
        let curve = BezierSegment.cubic(Point(0, 0), Point(-10, 10), Point(20, 10), Point(10, 0))
        for i in 0...100_000 {
            let p = curve.point(at: Double(i) / 100_000)
            lo = min(lo, p.x); hi = max(hi, p.x); yHi = max(yHi, p.y)
        }
        #expect(abs(b.minX - lo) < 1e-6 && abs(b.maxX - hi) < 1e-6 && abs(b.maxY - yHi) < 1e-6 && b.minY == 0)
        #expect(b.minX < 0 && b.maxX > 10)
    }

    @Test func quadraticBoundsReachItsApex() throws {
        let path = try Path(svgPathData: "M0 0 Q 5 10 10 0")
        #expect(near(path.bounds, Rect(x: 0, y: 0, width: 10, height: 5)))
    }

    @Test func boundsHoldEverySampledPointOverRandomCurves() {
        var rng = SeededGenerator(seed: 31)
        for _ in 0..<200 {
            func point() -> Point { Point(Double.random(in: -20...20, using: &rng), Double.random(in: -20...20, using: &rng)) }
            var path = Path()
            path.move(to: point())
            path.cubic(to: point(), control1: point(), control2: point())
            path.quad(to: point(), control: point())
            let b = path.bounds, cb = path.controlPointBounds
            // (Rect stores origin and size, so its max edges carry a rounding error.)
            #expect(cb.insetBy(-1e-12).contains(Point(b.minX, b.minY)) && cb.insetBy(-1e-12).contains(Point(b.maxX, b.maxY)),
                    "\(b) \(cb)")
            // Every point lies inside; the box touches the curve (its sides are reached).
            var touched = (false, false, false, false)
            for line in path.flattened(tolerance: 0.001) {
                for p in line.points {
                    #expect(b.insetBy(-1e-9).contains(p))
                    if abs(p.x - b.minX) < 0.01 { touched.0 = true }
                    if abs(p.x - b.maxX) < 0.01 { touched.1 = true }
                    if abs(p.y - b.minY) < 0.01 { touched.2 = true }
                    if abs(p.y - b.maxY) < 0.01 { touched.3 = true }
                }
            }
            #expect(touched.0 && touched.1 && touched.2 && touched.3)
        }
    }

    @Test func lonePointAndMovesCount() throws {
        #expect(try Path(svgPathData: "M3 4").bounds == Rect(x: 3, y: 4, width: 0, height: 0))
        #expect(try Path(svgPathData: "M0 0 L 2 2 M 10 -1").bounds == Rect(x: 0, y: -1, width: 10, height: 3))
    }
}

import Geometry
import Testing
@testable import Raster

/// Device coordinates that are finite but far beyond the canvas, or beyond Int: a file's
/// `stroke-width="1e30"`, or a tiny viewBox around large coordinates. They used to trap in the
/// rasterizer's conversion of its bounds to Int.
@Suite struct ExtremeCoordinateTests {
    @Test(arguments: [1e20, 1e30, 1e37])
    func aRectangleFarBeyondIntCoversTheWholeCanvas(_ reach: Double) {
        let canvas = Canvas(width: 32, height: 24)
        canvas.fill(.rect(Rect(x: -reach, y: -reach, width: 2 * reach, height: 2 * reach)), paint: black)
        #expect(canvas.pixels.allSatisfy { $0 >> 24 == 255 })
    }

    @Test func aStroke1e30WideDrawsWithoutTrapping() {
        let canvas = Canvas(width: 32, height: 32)
        let line = Path.polyline([Point(1, 1), Point(5, 5)])
        for join in [LineJoin.miter, .round, .bevel] {
            var style = StrokeStyle(width: 1e30)
            style.join = join
            style.cap = .round
            canvas.stroke(line, style: style, paint: black)
        }
        // The stroke's precision at that size is 1e23 px, so only "no trap" and valid pixels are
        // promised; the middle of the line is surely inside.
        #expect(alpha(canvas, 3, 3) == 255)
    }

    /// Edges near Float's largest value overflow to infinity and NaN while they are clipped.
    @Test func edgesNearFloatsLimitAreDroppedOrDrawnNeverTrap() {
        let far = Double(Float.greatestFiniteMagnitude) * 0.9
        var rng = SeededGenerator(seed: 5)
        for _ in 0..<200 {
            let canvas = Canvas(width: 16, height: 16)
            let points = (0..<4).map { _ in
                Point([-far, far, .random(in: -20...40, using: &rng)].randomElement(using: &rng)!,
                      [-far, far, .random(in: -20...40, using: &rng)].randomElement(using: &rng)!)
            }
            canvas.fill(.polyline(points, closed: true), paint: black)
            canvas.stroke(.polyline(points), style: StrokeStyle(width: far), paint: black)
        }
    }

    @Test func aHugeScaleOnASmallPathDrawsWithoutTrapping() {
        let canvas = Canvas(width: 16, height: 16)
        let t = Transform(a: 1e35, b: 0, c: 0, d: 1e35, e: 0, f: 0)
        canvas.fill(.polyline([Point(0, 0), Point(1, 0), Point(0, 1)], closed: true), transform: t, paint: black)
        canvas.stroke(.polyline([Point(0, 0), Point(1, 1)]), style: StrokeStyle(width: 1), transform: t, paint: black)
        #expect(alpha(canvas, 1, 1) == 255)
    }
}

import Testing
@testable import Geometry

@Suite struct FlatteningTests {
    /// Every flattened point of a circle lies on the circle within the tolerance.
    @Test(arguments: [0.05, 0.25, 1.0])
    func flattenedCircleStaysWithinTolerance(tolerance: Double) {
        let c = Point(50, 50), r = 40.0
        let path = Path.circle(center: c, radius: r)
        var buffer = PolygonBuffer()
        path.flatten(into: &buffer, tolerance: tolerance)
        #expect(buffer.contourCount == 1 && buffer.contourClosed == [true])
        let pts = buffer.points
        for i in 0..<pts.count {
            let a = Point(Double(pts[i].x), Double(pts[i].y))
            let b = Point(Double(pts[(i + 1) % pts.count].x), Double(pts[(i + 1) % pts.count].y))
            // The chord's midpoint is where it strays furthest inside the circle.
            let mid = a.lerp(to: b, 0.5)
            #expect(abs(a.distance(to: c) - r) < 3e-4 * r)  // the 4-cubic circle is within 0.027% of r
            // The arc approximation itself is within ~3e-4·r of the circle.
            #expect(r - mid.distance(to: c) <= tolerance + 0.02)
        }
    }

    @Test func scaledPathGetsMoreSegments() {
        let path = Path.circle(center: .zero, radius: 10)
        var small = PolygonBuffer(), big = PolygonBuffer()
        path.flatten(into: &small, transform: .identity, tolerance: 0.25)
        path.flatten(into: &big, transform: .scale(8), tolerance: 0.25)
        #expect(big.points.count > small.points.count * 2)
    }

    @Test func polylinesMatchBufferFlattening() {
        var p = Path()
        p.move(to: Point(0, 0)); p.cubic(to: Point(30, 0), control1: Point(10, 20), control2: Point(20, -20))
        p.move(to: Point(0, 10)); p.quad(to: Point(20, 10), control: Point(10, 30)); p.close()
        let lines = p.flattened(tolerance: 0.1)
        var buffer = PolygonBuffer()
        p.flatten(into: &buffer, tolerance: 0.1)
        #expect(lines.count == 2 && buffer.contourCount == 2)
        #expect(lines.map(\.isClosed) == buffer.contourClosed)
        #expect(lines[0].points.count == buffer.range(ofContour: 0).count)
    }
}

@Suite struct FlatteningExtremesTests {
    @Test func hugeCoordinatesCapTheSegmentCountInsteadOfTrapping() {
        #expect(Path.segmentCount(cubic: Point(0, 0), Point(1e100, 0), Point(-1e100, 1e100), Point(0, 0), tolerance: 0.25) == 4096)
        #expect(Path.segmentCount(quad: Point(0, 0), Point(1e100, 1e100), Point(0, 0), tolerance: 0.25) == 4096)
    }
}

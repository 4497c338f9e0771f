import Testing
@testable import Geometry

@Suite struct PathTests {
    @Test func arcWithIdenticalEndpointsDrawsNothing() {
        var p = Path()
        p.move(to: Point(10, 10))
        p.arc(to: Point(10, 10), radii: Point(5, 5), rotation: 0, largeArc: false, sweep: true)
        #expect(p.elements == [.move(Point(10, 10))])
    }

    @Test func arcWithZeroRadiusIsALine() {
        var p = Path()
        p.move(to: Point(0, 0))
        p.arc(to: Point(10, 0), radii: Point(0, 5), rotation: 0, largeArc: false, sweep: true)
        #expect(p.elements.last == .line(Point(10, 0)))
    }

    @Test func halfCircleArcPassesThroughItsApex() {
        // Radii too small: scaled up to 5, the arc is a half circle through (5, -5) or (5, 5).
        var p = Path()
        p.move(to: Point(0, 0))
        p.arc(to: Point(10, 0), radii: Point(1, 1), rotation: 0, largeArc: false, sweep: true)
        guard case .cubic(_, _, let mid) = p.elements[1] else { Issue.record("expected a cubic"); return }
        #expect(abs(mid.x - 5) < 1e-9 && abs(abs(mid.y) - 5) < 1e-9)
        #expect(p.currentPoint == Point(10, 0))
    }

    @Test func commandAfterCloseStartsAtSubpathStart() {
        var p = Path()
        p.move(to: Point(1, 1)); p.line(to: Point(5, 1)); p.close()
        p.line(to: Point(3, 3))
        #expect(p.elements == [.move(Point(1, 1)), .line(Point(5, 1)), .close, .move(Point(1, 1)), .line(Point(3, 3))])
    }
}

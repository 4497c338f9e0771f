import Foundation
import Testing
@testable import Geometry
import TestSupport

private func randomSegment(_ rng: inout SeededGenerator) -> BezierSegment {
    func point() -> Point { Point(Double.random(in: -50...50, using: &rng), Double.random(in: -50...50, using: &rng)) }
    switch Int.random(in: 0..<3, using: &rng) {
    case 0: return .line(point(), point())
    case 1: return .quad(point(), point(), point())
    default: return .cubic(point(), point(), point(), point())
    }
}

@Suite struct BezierSegmentTests {
    @Test func subsegmentTracesTheSamePoints() {
        var rng = SeededGenerator(seed: 5)
        for _ in 0..<500 {
            let s = randomSegment(&rng)
            var t0 = Double.random(in: 0...1, using: &rng), t1 = Double.random(in: 0...1, using: &rng)
            if t0 > t1 { swap(&t0, &t1) }
            let sub = s.subsegment(from: t0, to: t1)
            for k in 0...8 {
                let u = Double(k) / 8
                #expect(sub.point(at: u).distance(to: s.point(at: t0 + (t1 - t0) * u)) < 1e-9)
            }
        }
    }

    @Test func subsegmentKeepsTheExactEndPoints() {
        let s = BezierSegment.cubic(Point(0.1, 0.7), Point(3.3, 9.1), Point(-2.9, 4.4), Point(7.7, 0.3))
        #expect(s.subsegment(from: 0.37, to: 1).end == s.end)
        #expect(s.subsegment(from: 0, to: 0.61).start == s.start)
        #expect(s.subsegment(from: 0, to: 1) == s)
    }

    @Test func lengthsOfPartsAddUp() {
        var rng = SeededGenerator(seed: 8)
        for _ in 0..<300 {
            let s = randomSegment(&rng)
            let t = Double.random(in: 0...1, using: &rng)
            let whole = s.length(), parts = s.length(from: 0, to: t) + s.length(from: t, to: 1)
            #expect(abs(whole - parts) <= 1e-9 * max(1, whole))
            // A curve is never shorter than its chord nor longer than its control polygon.
            #expect(whole >= s.start.distance(to: s.end) - 1e-9 && whole <= s.controlPolygonLength + 1e-9)
        }
    }

    @Test func quadraticLengthMatchesTheClosedForm() {
        // The parabola y = x² from x = 0 to 1: length = √5/2 + asinh(2)/4.
        let s = BezierSegment.quad(Point(0, 0), Point(0.5, 0), Point(1, 1))
        #expect(abs(s.length() - (5.0.squareRoot() / 2 + asinh(2.0) / 4)) < 1e-12)
    }

    @Test func cuspIsMeasuredAccurately() {
        // x(t) = 2t − 1.5t² goes out to 2/3 (at t = 2/3) and back to 1/2: length 2/3 + 1/6.
        let s = BezierSegment.quad(Point(0, 0), Point(1, 0), Point(0.5, 0))
        #expect(abs(s.length() - 5.0 / 6) < 1e-9)
    }

    @Test func tangentOfADegenerateStartUsesTheCurve() {
        let s = BezierSegment.cubic(Point(0, 0), Point(0, 0), Point(10, 10), Point(20, 10))
        let t = s.tangent(at: 0)
        #expect(abs(t.x - t.y) < 1e-4 && t.x > 0)
        #expect(BezierSegment.line(Point(3, 3), Point(3, 3)).tangent(at: 0.5) == .zero)
    }
}

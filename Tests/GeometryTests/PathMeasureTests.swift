import Foundation
import Testing
@testable import Geometry
import TestSupport

/// A random path of lines, quadratics and cubics in a 100-unit box: one to three subpaths,
/// some closed, with the occasional zero-length segment.
private func randomPath(_ rng: inout SeededGenerator) -> Path {
    func point() -> Point { Point(Double.random(in: 0...100, using: &rng), Double.random(in: 0...100, using: &rng)) }
    var path = Path()
    for _ in 0..<Int.random(in: 1...3, using: &rng) {
        path.move(to: point())
        for _ in 0..<Int.random(in: 1...5, using: &rng) {
            switch Int.random(in: 0..<7, using: &rng) {
            case 0, 1: path.line(to: point())
            case 2: path.quad(to: point(), control: point())
            case 3: path.line(to: path.currentPoint)  // zero length
            default: path.cubic(to: point(), control1: point(), control2: point())
            }
        }
        if Bool.random(using: &rng) { path.close() }
    }
    return path
}

private func close(_ a: Point, _ b: Point, _ eps: Double = 1e-6) -> Bool { a.distance(to: b) <= eps }

private func hasNaN(_ path: Path) -> Bool {
    path.elements.contains { e in
        switch e {
        case .move(let a), .line(let a): return !a.isFinite
        case .quad(let a, let b): return !(a.isFinite && b.isFinite)
        case .cubic(let a, let b, let c): return !(a.isFinite && b.isFinite && c.isFinite)
        case .close: return false
        }
    }
}

private func subpathCount(_ path: Path) -> Int { path.elements.filter { if case .move = $0 { return true } else { return false } }.count }

@Suite struct PathMeasureTests {
    // MARK: Lengths

    @Test func lineLengthIsExact() {
        let m = PathMeasure(Path.polyline([Point(0, 0), Point(3, 4), Point(3, 10)]))
        #expect(m.length == 11)
        #expect(m.subpathCount == 1 && m.subpathLengths == [11] && !m.isClosed(subpath: 0))
    }

    @Test func closedSubpathIncludesItsClosingLine() {
        let m = PathMeasure(Path.rect(Rect(x: 0, y: 0, width: 10, height: 5)))
        #expect(m.length == 30 && m.isClosed(subpath: 0))
    }

    @Test(arguments: [0.5, 10.0, 400.0])
    func circleMeasuresTwoPiR(radius: Double) {
        let m = PathMeasure(Path.circle(center: Point(3, 7), radius: radius))
        let expected = 2 * Double.pi * radius
        #expect(abs(m.length - expected) / expected < 0.001, "\(m.length) vs \(expected)")
    }

    @Test func curveLengthAgreesWithAFineFlattening() {
        var rng = SeededGenerator(seed: 11)
        for _ in 0..<50 {
            let path = randomPath(&rng)
            var flat = 0.0
            for line in path.flattened(tolerance: 0.0005) {
                let pts = line.points + (line.isClosed ? [line.points[0]] : [])
                for i in 1..<max(1, pts.count) { flat += pts[i - 1].distance(to: pts[i]) }
            }
            let measured = PathMeasure(path).length
            #expect(abs(measured - flat) <= 1e-4 * max(1, flat), "\(measured) vs \(flat)")
        }
    }

    @Test func subpathsAreCountedAndMeasuredInOrder() throws {
        let path = try Path(svgPathData: "M0 0 H10 M0 5 h4 v3 z M7 7")
        let m = PathMeasure(path)
        #expect(m.subpathCount == 3)
        #expect(m.subpathLengths == [10, 12, 0])
        #expect(!m.isClosed(subpath: 0) && m.isClosed(subpath: 1) && !m.isClosed(subpath: 2) && !m.isClosed(subpath: 9))
        #expect(m.length == 22)
    }

    // MARK: Trimming

    @Test func trimmedLengthsAddUpOverRandomPaths() {
        var rng = SeededGenerator(seed: 2024)
        for round in 0..<300 {
            let path = randomPath(&rng)
            let m = PathMeasure(path)
            let total = m.length
            var a = Double.random(in: 0...total, using: &rng), b = Double.random(in: 0...total, using: &rng)
            if a > b { swap(&a, &b) }
            let pieces = [m.trimmed(from: 0, to: a), m.trimmed(from: a, to: b), m.trimmed(from: b, to: total)]
            let lengths = pieces.map { PathMeasure($0).length }
            #expect(abs(lengths.reduce(0, +) - total) <= 1e-6 * max(1, total), "round \(round)")
            #expect(abs(lengths[1] - (b - a)) <= 1e-6 * max(1, total), "round \(round): \(path.elements) \(a) \(b)")
            #expect(!pieces.contains(where: hasNaN), "round \(round)")
        }
    }

    @Test func trimmedPieceStartsAndEndsWhereThePositionsSay() {
        var rng = SeededGenerator(seed: 99)
        for _ in 0..<200 {
            let path = randomPath(&rng)
            let m = PathMeasure(path)
            let a = Double.random(in: 0...m.length, using: &rng)
            let b = Double.random(in: a...m.length, using: &rng)
            let piece = m.trimmed(from: a, to: b)
            guard b - a > 1e-9, let first = piece.elements.first, case .move(let start) = first else { continue }
            let pm = PathMeasure(piece)
            #expect(close(start, m.position(at: a).point, 1e-6))
            #expect(close(pm.position(at: pm.length).point, m.position(at: b).point, 1e-6))
        }
    }

    @Test func trimmingKeepsCurvesOnTheOriginal() {
        let c = Point(50, 50), r = 40.0
        let m = PathMeasure(Path.circle(center: c, radius: r))
        let arc = m.trimmed(from: m.length * 0.1, to: m.length * 0.6)
        #expect(arc.elements.dropFirst().allSatisfy { if case .cubic = $0 { return true } else { return false } })
        for line in arc.flattened(tolerance: 0.01) {
            for p in line.points { #expect(abs(p.distance(to: c) - r) < 0.02) }
        }
    }

    @Test func wholeClosedSubpathStaysClosedAndAPartIsOpen() {
        let m = PathMeasure(Path.rect(Rect(x: 0, y: 0, width: 10, height: 10)))
        #expect(m.trimmed(from: 0, to: 40).elements.last == .close)
        #expect(m.trimmed(from: -5, to: 100).elements.last == .close)
        let part = m.trimmed(from: 0, to: 39)
        #expect(part.elements.last != .close && subpathCount(part) == 1)
        #expect(m.trimmed(subpath: 0, from: 13, to: 53).elements.last == .close)
    }

    @Test func trimToNothingIsEmpty() {
        let m = PathMeasure(Path.circle(center: .zero, radius: 5))
        #expect(m.trimmed(from: 3, to: 3).isEmpty)
        #expect(m.trimmed(from: 8, to: 2).isEmpty)
        #expect(m.trimmed(from: .nan, to: 2).isEmpty)
        #expect(m.trimmed(subpath: 0, from: 4, to: 4).isEmpty)
        #expect(m.trimmed(subpath: 3, from: 0, to: 4).isEmpty)
        #expect(PathMeasure(Path()).trimmed(from: 0, to: 1).isEmpty)
    }

    @Test func trimAcrossSubpathsCutsEachOne() throws {
        let m = PathMeasure(try Path(svgPathData: "M0 0 H10 M0 5 H10 M0 9 H10"))
        let piece = m.trimmed(from: 5, to: 25)
        #expect(piece.elements == [.move(Point(5, 0)), .line(Point(10, 0)), .move(Point(0, 5)), .line(Point(10, 5)),
                                   .move(Point(0, 9)), .line(Point(5, 9))])
    }

    @Test func trimEndingWhereASubpathStartsLeavesNoStrayDot() throws {
        // Lengths computed by a caller (progress × length) miss the subpath boundaries by a
        // rounding error; the sliver beyond must not become a subpath of its own.
        let m = PathMeasure(try Path(svgPathData: "M0 0 H10 M0 1 H20 M0 2 H30"))
        #expect(subpathCount(m.trimmed(from: 0, to: 30 + 1e-13)) == 2)
        #expect(subpathCount(m.trimmed(from: 10 - 1e-13, to: 30)) == 1)
        #expect(subpathCount(m.trimmed(from: 10 - 1e-13, to: 30 + 1e-13)) == 1)
    }

    @Test func closedSubpathTrimWrapsPastItsStart() {
        let c = Point(0, 0), r = 10.0
        let m = PathMeasure(Path.circle(center: c, radius: r))
        let total = m.length
        // From the top, clockwise through the start point (the rightmost point) to the bottom.
        let piece = m.trimmed(subpath: 0, from: 0.75 * total, to: 0.25 * total)
        #expect(subpathCount(piece) == 1 && piece.elements.last != .close)
        let pm = PathMeasure(piece)
        #expect(abs(pm.length - total / 2) < 1e-6)
        #expect(close(pm.position(at: 0).point, Point(0, -r), 1e-4))
        #expect(close(pm.position(at: pm.length / 2).point, Point(r, 0), 1e-4))
        #expect(close(pm.position(at: pm.length).point, Point(0, r), 1e-4))
        // Lengths beyond the ring wrap the same way.
        let shifted = m.trimmed(subpath: 0, from: 1.75 * total, to: 2.25 * total)
        #expect(abs(PathMeasure(shifted).length - total / 2) < 1e-6)
        #expect(close(PathMeasure(shifted).position(at: 0).point, Point(0, -r), 1e-4))
    }

    @Test func openSubpathTrimIsClamped() throws {
        let m = PathMeasure(try Path(svgPathData: "M0 0 H10 M0 5 H10"))
        #expect(m.trimmed(subpath: 1, from: -3, to: 4).elements == [.move(Point(0, 5)), .line(Point(4, 5))])
        #expect(m.trimmed(subpath: 1, from: 8, to: 2).isEmpty)
    }

    // MARK: Positions

    @Test func positionAndTangentOnALine() {
        let m = PathMeasure(Path.polyline([Point(1, 1), Point(4, 5)]))
        let mid = m.position(at: 2.5)
        #expect(close(mid.point, Point(2.5, 3), 1e-12) && close(mid.tangent, Point(0.6, 0.8), 1e-12))
        #expect(m.position(at: -1).point == Point(1, 1) && m.position(at: 99).point == Point(4, 5))
    }

    @Test func positionAndTangentOnACircle() {
        let c = Point(5, 5), r = 10.0
        let m = PathMeasure(Path.circle(center: c, radius: r))
        for k in 0..<16 {
            let angle = Double(k) / 16 * 2 * .pi
            let (p, tangent) = m.position(at: m.length * Double(k) / 16)
            // The path runs clockwise on a y-down screen, from the rightmost point.
            #expect(close(p, Point(c.x + r * cos(angle), c.y + r * sin(angle)), 3e-3), "\(k): \(p)")
            #expect(close(tangent, Point(-sin(angle), cos(angle)), 2e-3), "\(k): \(tangent)")
            #expect(abs(tangent.length - 1) < 1e-12)
        }
        // On a closed subpath positions wrap around.
        #expect(close(m.position(subpath: 0, at: m.length * 1.25).point, Point(c.x, c.y + r), 1e-6))
    }

    @Test func positionsAreEvenlySpacedByArcLength() {
        // A cubic with very uneven parameter speed: equal lengths must still give equal chords.
        var path = Path()
        path.move(to: Point(0, 0))
        path.cubic(to: Point(100, 0), control1: Point(1, 0), control2: Point(2, 0))
        let m = PathMeasure(path)
        #expect(abs(m.length - 100) < 1e-9)
        for k in 0...10 { #expect(abs(m.position(at: Double(k) * 10).point.x - Double(k) * 10) < 1e-6) }
    }

    @Test func zeroLengthSegmentsNeverGiveNaN() throws {
        let path = try Path(svgPathData: "M0 0 L0 0 L10 0 L10 0 C10 0 10 0 10 0 Q10 0 10 0 L10 10 Z M5 5 L5 5 M3 3 C3 3 3 3 3 3")
        let m = PathMeasure(path)
        #expect(m.length == 10 + 10 + 10 * 2.0.squareRoot())
        for i in 0...40 {
            let d = m.length * Double(i) / 40
            let (p, t) = m.position(at: d)
            #expect(p.isFinite && t.isFinite && abs(t.length - 1) < 1e-9, "\(d)")
            #expect(!hasNaN(m.trimmed(from: 0, to: d)) && !hasNaN(m.trimmed(from: d, to: m.length)))
        }
        #expect(m.position(subpath: 1, at: 0) == (Point(5, 5), .zero) || m.position(subpath: 1, at: 0).tangent == .zero)
        #expect(m.trimmed(subpath: 2, from: 0, to: 1).isEmpty)
        #expect(PathMeasure(Path()).position(at: 3).point == .zero)
    }

    @Test func extremeCoordinatesNeverGiveNaN() {
        // Random command sequences with huge, tiny and negative numbers, parsed leniently.
        var rng = SeededGenerator(seed: 0xfade)
        let numbers = ["0", "1", "-1", ".5", "-.5e-3", "1e300", "-1e308", "1e-300", "25", "3.25", "100", "1e30", "-13"]
        let arity: [(String, Int)] = [("M", 2), ("L", 2), ("H", 1), ("V", 1), ("C", 6), ("S", 4), ("Q", 4), ("T", 2), ("A", 7), ("Z", 0)]
        let specials: [Double] = [.nan, .infinity, -.infinity, -1, 0, 0.37, 1, 1e300]
        for _ in 0..<1000 {
            var d = "M0 0"
            for _ in 0..<Int.random(in: 1..<10, using: &rng) {
                let (letter, count) = arity.randomElement(using: &rng)!
                d += Bool.random(using: &rng) ? letter.lowercased() : letter
                for k in 0..<count {
                    d += letter == "A" && (k == 3 || k == 4) ? (Bool.random(using: &rng) ? "1" : "0")
                        : numbers.randomElement(using: &rng)!
                    d += " "
                }
            }
            let path = Path.parse(svgPathData: d, mode: .lenient).path
            let m = PathMeasure(path)
            let a = specials.randomElement(using: &rng)! * max(1, m.length), b = specials.randomElement(using: &rng)! * max(1, m.length)
            #expect(!hasNaN(m.trimmed(from: a, to: b)) && !hasNaN(m.trimmed(subpath: 0, from: a, to: b)), "\(d) \(a) \(b)")
            let (p, t) = m.position(at: a)
            #expect(!p.x.isNaN && !p.y.isNaN && !t.x.isNaN && !t.y.isNaN, "\(d) \(a)")
            let box = path.bounds
            #expect(!box.x.isNaN && !box.y.isNaN && !box.width.isNaN && !box.height.isNaN, "\(d)")
        }
    }
}

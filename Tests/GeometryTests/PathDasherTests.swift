import Foundation
import Testing
@testable import Geometry
import TestSupport

/// The subpaths of a path, each as its elements from its move.
private func subpaths(_ path: Path) -> [[PathElement]] {
    var out: [[PathElement]] = []
    for e in path.elements {
        if case .move = e { out.append([e]) } else if !out.isEmpty { out[out.count - 1].append(e) }
    }
    return out
}

private func endPoint(_ e: PathElement) -> Point? {
    switch e {
    case .move(let p), .line(let p), .quad(_, let p), .cubic(_, _, let p): return p
    case .close: return nil
    }
}

private func first(_ subpath: [PathElement]) -> Point { endPoint(subpath[0])! }
private func last(_ subpath: [PathElement]) -> Point { subpath.reversed().lazy.compactMap(endPoint).first! }
private func close(_ a: Point, _ b: Point, _ eps: Double = 1e-6) -> Bool { a.distance(to: b) <= eps }

/// The length of the "on" part of `pattern` over `0...length`, counted the plain way: the
/// pattern laid from `-phase`, every dash clipped to the subpath.
private func expectedOnLength(_ length: Double, pattern raw: [Double], offset: Double) -> Double {
    guard let pattern = Path.normalizedDashPattern(raw) else { return length }
    let period = pattern.reduce(0, +)
    var phase = offset.truncatingRemainder(dividingBy: period)
    if phase < 0 { phase += period }
    var position = -phase, i = 0, on = 0.0
    while position < length {
        let end = position + pattern[i]
        if i % 2 == 0 { on += max(0, min(end, length) - max(position, 0)) }
        position = end
        i = (i + 1) % pattern.count
    }
    return on
}

/// A random path of lines, quadratics and cubics: one to three subpaths, some closed.
private func randomPath(_ rng: inout SeededGenerator) -> Path {
    func point() -> Point { Point(Double.random(in: 0...100, using: &rng), Double.random(in: 0...100, using: &rng)) }
    var path = Path()
    for _ in 0..<Int.random(in: 1...3, using: &rng) {
        path.move(to: point())
        for _ in 0..<Int.random(in: 1...5, using: &rng) {
            switch Int.random(in: 0..<5, using: &rng) {
            case 0, 1: path.line(to: point())
            case 2: path.quad(to: point(), control: point())
            default: path.cubic(to: point(), control1: point(), control2: point())
            }
        }
        if Bool.random(using: &rng) { path.close() }
    }
    return path
}

/// The area enclosed by the polygons of a path of moves and lines, each counted positive.
private func polygonAreas(_ path: Path) -> [Double] {
    subpaths(path).map { sub in
        let points = sub.compactMap(endPoint)
        var twice = 0.0
        for k in points.indices {
            let a = points[k], b = points[(k + 1) % points.count]
            twice += a.x * b.y - b.x * a.y
        }
        return abs(twice) / 2
    }
}

@Suite struct PathDasherTests {
    let line = Path.polyline([Point(0, 0), Point(100, 0)])

    // MARK: The pattern

    @Test func aPatternThatIsEmptyNegativeOrZeroDrawsSolid() {
        for raw: [Double] in [[], [-1, 2], [20, 40, -80], [20, 40, -60], [0, 0], [0], [.nan, 1], [.infinity, 1]] {
            #expect(Path.normalizedDashPattern(raw) == nil, "\(raw)")
            #expect(line.dashed(pattern: raw, offset: 3) == line, "\(raw)")
        }
        #expect(Path.normalizedDashPattern([0, 40]) == [0, 40])
        #expect(Path.normalizedDashPattern([40, 0]) == [40, 0])
    }

    @Test func anOddPatternIsRepeatedToMakeItEven() {
        #expect(Path.normalizedDashPattern([10, 20, 30]) == [10, 20, 30, 10, 20, 30])
        #expect(Path.normalizedDashPattern([15]) == [15, 15])
        let circle = Path.circle(center: Point(100, 100), radius: 70)
        #expect(circle.dashed(pattern: [10, 20, 30], offset: 7) == circle.dashed(pattern: [10, 20, 30, 10, 20, 30], offset: 7))
    }

    @Test func dashesOnALineFollowThePattern() {
        let dashes = subpaths(line.dashed(pattern: [10, 5, 20, 5], offset: 0))
        let spans = dashes.map { (first($0).x, last($0).x) }
        let expected: [(Double, Double)] = [(0, 10), (15, 35), (40, 50), (55, 75), (80, 90), (95, 100)]
        #expect(spans.count == expected.count)
        for (s, e) in zip(spans, expected) { #expect(abs(s.0 - e.0) < 1e-9 && abs(s.1 - e.1) < 1e-9, "\(s) vs \(e)") }
    }

    @Test func theOffsetShiftsThePatternBackAlongThePath() {
        func starts(_ offset: Double) -> [Double] {
            subpaths(line.dashed(pattern: [10, 10], offset: offset)).map { (first($0).x * 1e9).rounded() / 1e9 }
        }
        #expect(starts(0) == [0, 20, 40, 60, 80])
        #expect(starts(5) == [0, 15, 35, 55, 75, 95])
        // A negative offset wraps: -5 is 15 into the 20-unit pattern, 5 into the gap.
        #expect(starts(-5) == [5, 25, 45, 65, 85])
        // Whole periods change nothing.
        #expect(line.dashed(pattern: [10, 10], offset: 45) == line.dashed(pattern: [10, 10], offset: 5))
        #expect(line.dashed(pattern: [10, 10], offset: -35) == line.dashed(pattern: [10, 10], offset: 5))
        // An offset exactly at the end of a dash starts in the gap (Skia's rule).
        #expect(starts(10) == [10, 30, 50, 70, 90])
    }

    @Test func theDashesCoverTheOnPartOfThePatternOnRandomPaths() {
        var rng = SeededGenerator(seed: 42)
        for _ in 0..<200 {
            let path = randomPath(&rng)
            let count = Int.random(in: 1...5, using: &rng)
            let pattern = (0..<count).map { _ in Bool.random(using: &rng) ? 0 : Double.random(in: 0...30, using: &rng) }
            let offset = Double.random(in: -100...100, using: &rng)
            let measure = PathMeasure(path)
            let expected = measure.subpathLengths.reduce(0) { $0 + expectedOnLength($1, pattern: pattern, offset: offset) }
            // At a fine resolution Skia's chords come close to the arc.
            let dashed = path.dashed(pattern: pattern, offset: offset, resolutionScale: 1e5)
            let got = Path.normalizedDashPattern(pattern) == nil ? measure.length : PathMeasure(dashed).length
            #expect(abs(got - expected) <= 1e-4 * max(1, measure.length), "\(pattern) offset \(offset): \(got) vs \(expected)")
        }
    }

    // MARK: Subpaths and closed contours

    @Test func dashesRestartAtEachSubpath() {
        // resvg's painting/stroke-dasharray/multiple-subpaths.svg.
        var path = Path()
        path.move(to: Point(20, 70)); path.line(to: Point(160, 70))
        path.move(to: Point(100, 90)); path.line(to: Point(100, 160))
        let dashes = subpaths(path.dashed(pattern: [15], offset: 0))
        #expect(dashes.count == 5 + 3)
        #expect(close(first(dashes[5]), Point(100, 90)))
        #expect(close(last(dashes[4]), Point(155, 70)))
        #expect(close(last(dashes[7]), Point(100, 160)))
    }

    @Test func aDashThroughTheClosingSegmentJoinsTheFirstDash() {
        // A 10 × 10 square, 40 around: dashes 0–15 and 25–40, the second running on into the first.
        let square = Path.rect(Rect(x: 0, y: 0, width: 10, height: 10))
        let dashes = subpaths(square.dashed(pattern: [15, 10], offset: 0))
        #expect(dashes.count == 1)
        #expect(close(first(dashes[0]), Point(5, 10)))
        #expect(close(last(dashes[0]), Point(10, 5)))
        // It turns the start corner without a break.
        #expect(dashes[0].contains(.line(Point(0, 0))))
        #expect(!dashes[0].contains(.close))
        #expect(abs(PathMeasure(Path(elements: dashes[0])).length - 30) < 1e-9)
    }

    @Test func aClosedSubpathStartingInAGapIsNotJoined() {
        let square = Path.rect(Rect(x: 0, y: 0, width: 10, height: 10))
        let dashes = subpaths(square.dashed(pattern: [15, 10], offset: 20))
        // Offset 20 starts 5 into the gap: dashes 5–20 and 30–40, the last ending at the start corner.
        #expect(dashes.count == 2)
        #expect(close(first(dashes[0]), Point(5, 0)) && close(last(dashes[0]), Point(10, 10)))
        #expect(close(first(dashes[1]), Point(0, 10)) && close(last(dashes[1]), Point(0, 0)))
    }

    @Test func aDashLongerThanAClosedSubpathDrawsItOpenFromItsStart() {
        let square = Path.rect(Rect(x: 0, y: 0, width: 10, height: 10))
        let dashes = subpaths(square.dashed(pattern: [100, 10], offset: 0))
        #expect(dashes.count == 1)
        #expect(close(first(dashes[0]), Point(0, 0)) && close(last(dashes[0]), Point(0, 0)))
        #expect(!dashes[0].contains(.close))
    }

    @Test func aZeroGapStillEndsADash() {
        // resvg's 40 0 on a 480-unit square: eleven dashes, the last joined to the first.
        let square = Path.rect(Rect(x: 40, y: 40, width: 120, height: 120))
        let dashes = subpaths(square.dashed(pattern: [40, 0], offset: 0))
        #expect(dashes.count == 11)
        #expect(close(first(dashes[0]), Point(80, 40)))
        #expect(close(first(dashes[10]), Point(40, 80)) && close(last(dashes[10]), Point(80, 40)))
    }

    @Test func zeroLengthDashesBecomeDotsWhenStroked() {
        // resvg's 0-n-with-*-caps: 0 40 on a 480-unit square gives twelve dots, 40 apart.
        let square = Path.rect(Rect(x: 40, y: 40, width: 120, height: 120))
        let dashes = subpaths(square.dashed(pattern: [0, 40], offset: 0))
        #expect(dashes.count == 12)
        for d in dashes {
            #expect(d.count == 2 && first(d) == last(d), "\(d)")
        }
        #expect(Set(dashes.map { first($0) }).count == 12)
        #expect(dashes.contains { first($0) == Point(40, 40) })
        let dots = square.dashed(pattern: [0, 40], offset: 0)
        let squares = polygonAreas(dots.stroked(StrokeStyle(width: 20, cap: .square)))
        #expect(squares.count == 12 && squares.allSatisfy { abs($0 - 400) < 1e-3 }, "\(squares)")
        #expect(dots.stroked(StrokeStyle(width: 20, cap: .butt)).isEmpty)
    }

    // MARK: Curves

    @Test func curvesStayCurvesAndDashesStayOnThePath() {
        // resvg's on-a-circle: r = 60, 10 20, clockwise from the rightmost point.
        let circle = Path.circle(center: Point(100, 100), radius: 60)
        let dashed = circle.dashed(pattern: [10, 20], offset: 0, resolutionScale: 1e5)
        let dashes = subpaths(dashed)
        #expect(dashes.count == 13)
        #expect(dashed.elements.contains { if case .cubic = $0 { return true } else { return false } })
        // The first dash of a closed contour comes last; it starts at the rightmost point and
        // heads down, clockwise on a y-down screen.
        #expect(close(first(dashes[12]), Point(160, 100)))
        #expect(last(dashes[12]).y > 100)
        #expect(close(first(dashes[0]), PathMeasure(circle).position(at: 30).point, 1e-4))
        for d in dashes {
            // Within the error of the four-cubic circle (2.7e-4 of the radius).
            for p in d.compactMap(endPoint) { #expect(abs(p.distance(to: Point(100, 100)) - 60) < 0.02) }
            #expect(abs(PathMeasure(Path(elements: d)).length - 10) < 1e-4)
        }
    }

    @Test func aNegativeOffsetOnACircleStartsTheFirstDashFurtherOn() {
        // resvg's stroke-dashoffset/negative-value: -15 with 10 20 starts 15 into a gap.
        let circle = Path.circle(center: Point(100, 100), radius: 70)
        let measure = PathMeasure(circle)
        let dashes = subpaths(circle.dashed(pattern: [10, 20], offset: -15, resolutionScale: 1e5))
        #expect(close(first(dashes[0]), measure.position(at: 15).point, 1e-4))
        #expect(close(first(dashes[1]), measure.position(at: 45).point, 1e-4))
    }

    @Test func aCurveTooFlatToSplitIsMeasuredAlongItsChord() {
        // Skia measures a curve by its chords, split until the control points lie within half a
        // device pixel of them, and maps a length to the parameter linearly along a chord. At a
        // resolution this coarse, a quarter circle is one chord, and half of it ends at t = 1/2.
        let k = 0.5522847498307936 * 70
        var quarter = Path()
        quarter.move(to: Point(70, 0))
        quarter.cubic(to: Point(0, 70), control1: Point(70, k), control2: Point(k, 70))
        let chord = 70 * 2.0.squareRoot()
        let dashes = subpaths(quarter.dashed(pattern: [chord / 2, 1000], offset: 0, resolutionScale: 1e-3))
        #expect(dashes.count == 1)
        let middle = BezierSegment.cubic(Point(70, 0), Point(70, k), Point(k, 70), Point(0, 70)).point(at: 0.5)
        #expect(close(last(dashes[0]), middle, 1e-9))
        // At one pixel per unit the chords are many but still shorter than the arc, so a dash
        // reaches a little further along it than its length.
        let fine = subpaths(quarter.dashed(pattern: [50, 1000], offset: 0, resolutionScale: 1))
        let reached = PathMeasure(Path(elements: fine[0])).length
        #expect(reached > 50 && reached < 50.1, "\(reached)")
    }

    // MARK: The cap

    @Test func pastTheDashCapThePathIsStrokedUndashed() {
        let long = Path.polyline([Point(0, 0), Point(1e7, 0)])
        #expect(long.dashed(pattern: [1, 1], offset: 0) == long)
        // A short path with a pattern of a million entries: few periods, but every pair may draw.
        let many = [Double](repeating: 0, count: 2_000_000) + [10, 10]
        #expect(line.dashed(pattern: many, offset: 0) == line)
        // A huge curve at a huge scale is split into at most a hundred thousand chords, then measured
        // as it is: the dashing ends, and its cap still applies.
        var huge = Path()
        huge.move(to: Point(0, 0))
        huge.cubic(to: Point(1e9, 0), control1: Point(0, 1e9), control2: Point(1e9, 1e9))
        let clock = ContinuousClock()
        let start = clock.now
        #expect(huge.dashed(pattern: [1, 1], offset: 0, resolutionScale: 1e6) == huge)
        #expect(clock.now - start < .seconds(10))
        // Well under the cap, dashing goes ahead.
        #expect(subpaths(Path.polyline([Point(0, 0), Point(1e4, 0)]).dashed(pattern: [1, 1], offset: 0)).count == 5000)
    }
}

import Foundation
import Testing
@testable import Geometry
import TestSupport

/// The stroker's outline is checked the way a rasterizer sees it: by the non-zero winding number
/// at sample points and by the area of the non-zero region, measured row by row exactly in x.
@Suite struct StrokerTests {
    // MARK: Areas

    @Test(arguments: [LineCap.butt, .square, .round])
    func strokedSegmentCoversLengthTimesWidthPlusItsCaps(cap: LineCap) {
        let length = 60.0, width = 10.0, h = width / 2, tolerance: Float = 0.01
        let outline = stroke([[(5, 20), (65, 20)]], StrokeStyle(width: width, cap: cap), tolerance: tolerance)
        let capArea: Double
        switch cap {
        case .butt: capArea = 0
        case .square: capArea = width * width
        case .round: capArea = .pi * h * h
        }
        let expected = length * width + capArea
        // A round cap is a polygon inside its circle, at most `tolerance` inside it.
        let slack = (cap == .round ? 2 * .pi * h * Double(tolerance) : 0) + 0.01
        #expect(abs(nonZeroArea(outline) - expected) <= slack, "area \(nonZeroArea(outline)) vs \(expected)")
    }

    @Test func diagonalSegmentKeepsItsArea() {
        let outline = stroke([[(3, 4), (33, 44)]], StrokeStyle(width: 6, cap: .square), tolerance: 0.05)
        #expect(abs(nonZeroArea(outline) - (50 * 6 + 36)) < 0.05)
    }

    @Test func closedSquareRingCoversOuterMinusInner() {
        let square: [(Float, Float)] = [(10, 10), (110, 10), (110, 110), (10, 110)]
        let outline = stroke([square], closed: true, StrokeStyle(width: 10, join: .miter), tolerance: 0.05)
        #expect(outline.contourCount == 2)
        #expect(abs(nonZeroArea(outline) - (110 * 110 - 90 * 90)) < 0.05)
        #expect(winding(at: SIMD2(60, 60), in: outline) == 0)
        #expect(winding(at: SIMD2(10, 60), in: outline) != 0)
    }

    /// Half width between half the side and the side: every corner's inner kite reaches the
    /// centre, so cutting all four would cancel the winding there.
    @Test func smallSquareWithWideStrokeIsSolid() {
        let square: [(Float, Float)] = [(20, 20), (30, 20), (30, 30), (20, 30)]
        let outline = stroke([square], closed: true, StrokeStyle(width: 14, join: .miter), tolerance: 0.05)
        #expect(winding(at: SIMD2(25, 25), in: outline) != 0)
        #expect(abs(nonZeroArea(outline) - 24 * 24) < 0.05)
    }

    @Test func closedRingWithRoundJoinsHasRoundedOuterCorners() {
        let square: [(Float, Float)] = [(10, 10), (110, 10), (110, 110), (10, 110)]
        let outline = stroke([square], closed: true, StrokeStyle(width: 10, join: .round), tolerance: 0.01)
        let corner: Double = 25 - Double.pi * 25 / 4
        let expected: Double = 110 * 110 - 90 * 90 - 4 * corner
        #expect(abs(nonZeroArea(outline) - expected) < 0.2)
    }

    // MARK: Turns and joins

    @Test func lineThatDoublesBackGetsAHalfDiscBeyondTheTurn() {
        let h: Float = 6
        let outline = stroke([[(0, 0), (50, 0), (20, 0)]], StrokeStyle(width: 12, cap: .butt, join: .round), tolerance: 0.01)
        for i in 0...36 {
            let a = -Float.pi / 2 + Float.pi * Float(i) / 36
            let dir = SIMD2(cosf(a), sinf(a))
            #expect(winding(at: SIMD2(50, 0) + (h - 0.05) * dir, in: outline) != 0)
            #expect(winding(at: SIMD2(50, 0) + (h + 0.05) * dir, in: outline) == 0)
        }
        let expected = 50.0 * 12 + .pi * 36 / 2
        #expect(abs(nonZeroArea(outline) - expected) < 0.2, "area \(nonZeroArea(outline))")
    }

    @Test func lineThatDoublesBackWithMiterJoinEndsFlat() {
        let outline = stroke([[(0, 0), (50, 0), (20, 0)]], StrokeStyle(width: 12, join: .miter), tolerance: 0.01)
        #expect(abs(nonZeroArea(outline) - 50 * 12) < 0.05)
        #expect(winding(at: SIMD2(49.9, 0), in: outline) != 0)
        #expect(winding(at: SIMD2(50.1, 0), in: outline) == 0)
    }

    /// SVG: a miter whose length over the stroke width exceeds the limit becomes a bevel. The
    /// ratio is 1 / sin(θ/2) for an angle θ between the segments, so a limit of 4 switches at
    /// θ = 2·asin(1/4) ≈ 28.955°.
    @Test(arguments: [(29.2, true), (28.7, false), (60.0, true), (10.0, false)])
    func miterLimitSwitchesToBevelAtTheRightAngle(degrees: Double, keepsMiter: Bool) {
        let theta = degrees * .pi / 180
        let h = 5.0
        // Arrive along +x at the origin and leave along an arm at angle θ from the way back.
        let arm = (-cos(theta), sin(theta))
        let far = 100.0
        let outline = stroke([[(-Float(far), 0), (0, 0), (Float(far * arm.0), Float(far * arm.1))]],
                             StrokeStyle(width: 2 * h, join: .miter, miterLimit: 4), tolerance: 0.01)
        // The miter tip lies on the bisector, h / sin(θ/2) from the vertex, pointing away from
        // both arms; a point just short of the tip is covered only by a miter.
        let tipDistance = h / sin(theta / 2)
        let sum = (-1 + arm.0, arm.1)
        let sl = (sum.0 * sum.0 + sum.1 * sum.1).squareRoot()
        let tip = (-sum.0 / sl, -sum.1 / sl)
        let probe = SIMD2(Float(tip.0 * (tipDistance - 0.5)), Float(tip.1 * (tipDistance - 0.5)))
        #expect((winding(at: probe, in: outline) != 0) == keepsMiter)
        // Either way the corner between the arms is covered.
        #expect(winding(at: SIMD2(Float(-tip.0 * 0.5), Float(-tip.1 * 0.5)), in: outline) != 0)
    }

    @Test(arguments: [Double.infinity, .nan, 1e6])
    func extremeMiterLimitsStayFinite(limit: Double) {
        let outline = stroke([[(0, 0), (50, 0), (0, 0.001)], [(0, 20), (50, 20), (0, 20)]],
                             StrokeStyle(width: 6, join: .miter, miterLimit: limit), tolerance: 0.1)
        #expect(!outline.isEmpty && outline.points.allSatisfy { $0.x.isFinite && $0.y.isFinite })
    }

    /// SVG 2's miter-clip: past the limit the miter is cut square to the bisector at
    /// limit × h from the vertex. A right angle's miter ratio is √2, so limits under it clip.
    @Test(arguments: [1.0, 1.2, 1.4])
    func miterClipCutsARightAngleCornerAtTheLimit(limit: Double) {
        let h = 4.0
        let outline = stroke([[(0, 0), (40, 0), (40, 40)]], StrokeStyle(width: 2 * h, join: .miterClip, miterLimit: limit),
                             tolerance: 0.01)
        // The outer corner's square h×h beyond the two rectangles, with its tip (h√2 from the
        // vertex along the diagonal) cut where the diagonal distance passes limit·h: the cut-off
        // corner is a right isosceles triangle of height c = h√2 − limit·h, area c².
        let cut = max(0, h * 2.0.squareRoot() - limit * h)
        let expected = 40 * 2 * h * 2 - h * h + h * h - cut * cut
        #expect(abs(nonZeroArea(outline) - expected) < 0.05, "area \(nonZeroArea(outline)) vs \(expected)")
    }

    /// A sharp turn past the limit: miter bevels, miter-clip reaches exactly the clip line.
    @Test func miterClipReachesTheClipLineWhereMiterBevels() {
        let h = 5.0, limit = 2.0
        // Arrive along +x, leave back at 20° from the way back; the tip points along +x-ish.
        let theta = 20.0 * .pi / 180
        let arm = (-cos(theta), sin(theta))
        let path: [[(Float, Float)]] = [[(-100, 0), (0, 0), (Float(100 * arm.0), Float(100 * arm.1))]]
        let clipped = stroke(path, StrokeStyle(width: 2 * h, join: .miterClip, miterLimit: limit), tolerance: 0.01)
        let bevelled = stroke(path, StrokeStyle(width: 2 * h, join: .miter, miterLimit: limit), tolerance: 0.01)
        let sum = (-1 + arm.0, arm.1)
        let sl = (sum.0 * sum.0 + sum.1 * sum.1).squareRoot()
        let tip = (-sum.0 / sl, -sum.1 / sl)
        func probe(_ d: Double) -> SIMD2<Float> { SIMD2(Float(tip.0 * d), Float(tip.1 * d)) }
        #expect(winding(at: probe(limit * h - 0.05), in: clipped) != 0)
        #expect(winding(at: probe(limit * h + 0.05), in: clipped) == 0)
        #expect(winding(at: probe(limit * h - 0.05), in: bevelled) == 0)
        // The clipped corner's area: the bevel's plus the trapezoid between the bevel line
        // (h·sin(θ/2) from the vertex) and the clip line; the corner narrows by 2·tan(θ/2) per unit.
        let half = theta / 2
        let bevelDistance = h * sin(half)
        let slope = 2 * tan(half)
        let bevelWidth = 2 * h * cos(half)
        let height = limit * h - bevelDistance
        let trapezoid = height * (bevelWidth + (bevelWidth - slope * height)) / 2
        let gained = nonZeroArea(clipped) - nonZeroArea(bevelled)
        #expect(abs(gained - trapezoid) < 0.05, "gained \(gained) vs \(trapezoid)")
    }

    @Test func bevelJoinCutsTheCornerStraight() {
        // A right angle: the bevel adds the triangle (vertex, both outer corners), area h²/2.
        let h = 4.0
        let outline = stroke([[(0, 0), (40, 0), (40, 40)]], StrokeStyle(width: 2 * h, join: .bevel), tolerance: 0.01)
        // Two rectangles overlapping in an h×h square at the vertex, plus the bevel triangle.
        let expected = 40 * 2 * h * 2 - h * h + h * h / 2
        #expect(abs(nonZeroArea(outline) - expected) < 0.05, "area \(nonZeroArea(outline)) vs \(expected)")
    }

    // MARK: Dots and degenerate input

    @Test(arguments: [LineCap.butt, .square, .round])
    func zeroLengthSubpathDrawsADotUnlessButt(cap: LineCap) {
        let h: Float = 3
        for contour in [[(Float(10), Float(12))], [(10, 12), (10, 12), (10, 12)]] {
            let outline = stroke([contour], StrokeStyle(width: 6, cap: cap), tolerance: 0.01)
            switch cap {
            case .butt:
                #expect(outline.isEmpty)
            case .square:
                #expect(abs(nonZeroArea(outline) - 36) < 0.01)
                #expect(winding(at: SIMD2(10 + h - 0.05, 12 + h - 0.05), in: outline) != 0)
            case .round:
                #expect(abs(nonZeroArea(outline) - .pi * 9) < 2 * .pi * 3 * 0.01)
                #expect(winding(at: SIMD2(10 + 0.72 * h, 12 + 0.72 * h), in: outline) == 0)
                #expect(winding(at: SIMD2(10 + 0.69 * h, 12 + 0.69 * h), in: outline) != 0)
            }
        }
    }

    @Test func emptyInputDrawsNothing() {
        var stroker = Stroker()
        var output = PolygonBuffer()
        stroker.stroke(PolygonBuffer(), style: StrokeStyle(width: 4, cap: .round), tolerance: 0.1, into: &output)
        #expect(output.isEmpty && output.contourCount == 0)
    }

    @Test func consecutiveDuplicatePointsAreSkipped() {
        let style = StrokeStyle(width: 6, cap: .round, join: .round)
        let clean = stroke([[(0, 0), (20, 0), (20, 20), (35, 5)]], style, tolerance: 0.05)
        let repeated = stroke([[(0, 0), (0, 0), (20, 0), (20, 0), (20, 0), (20, 20), (35, 5), (35, 5)]], style, tolerance: 0.05)
        #expect(clean.points == repeated.points)
        #expect(clean.contourEnds == repeated.contourEnds)
    }

    @Test func closedContourOfTwoPointsIsAStadium() {
        let outline = stroke([[(10, 10), (50, 10)]], closed: true, StrokeStyle(width: 8, join: .round), tolerance: 0.01)
        #expect(abs(nonZeroArea(outline) - (40 * 8 + .pi * 16)) < 2 * .pi * 4 * 0.01 + 0.01)
    }

    @Test func nonFinitePointsAreSkipped() {
        let nan = Float.nan, inf = Float.infinity
        let outline = stroke([[(0, 0), (nan, 3), (20, 0), (inf, 5), (20, 20)]], StrokeStyle(width: 4, join: .round), tolerance: 0.1)
        let clean = stroke([[(0, 0), (20, 0), (20, 20)]], StrokeStyle(width: 4, join: .round), tolerance: 0.1)
        #expect(outline.points == clean.points)
        #expect(stroke([[(nan, 0), (1, 1)]], StrokeStyle(width: 4, cap: .round), tolerance: 0.1).isEmpty)
    }

    @Test func zeroOrNonFiniteWidthDrawsNothing() {
        for width in [0, -3, Double.nan, .infinity] {
            #expect(stroke([[(0, 0), (10, 0)]], StrokeStyle(width: width, cap: .round), tolerance: 0.1).isEmpty)
        }
    }

    /// One stroker reused across calls of growing and shrinking size gives the same outlines as a
    /// fresh one each time, and appends after what `output` already holds.
    @Test func reusedStrokerMatchesFreshOnesAndAppends() {
        var rng = SeededGenerator(seed: 5)
        var reused = Stroker()
        var accumulated = PolygonBuffer()
        var expectedPoints: [SIMD2<Float>] = []
        for size in [3, 400, 2, 1000, 5, 1] {
            var input = PolygonBuffer()
            for _ in 0..<size { input.append(SIMD2(Float.random(in: 0...100, using: &rng), Float.random(in: 0...100, using: &rng))) }
            input.endContour(closed: size % 2 == 0)
            let style = StrokeStyle(width: Double.random(in: 1...30, using: &rng), cap: .round, join: .round)
            reused.stroke(input, style: style, tolerance: 0.1, into: &accumulated)
            var fresh = Stroker()
            var alone = PolygonBuffer()
            fresh.stroke(input, style: style, tolerance: 0.1, into: &alone)
            expectedPoints += alone.points
        }
        #expect(accumulated.points == expectedPoints)
        #expect(accumulated.contourEnds.last == expectedPoints.count)
    }

    @Test func strokedPathIsTheOutlineAsClosedPolygons() {
        var path = Path()
        path.move(to: Point(10, 10))
        path.line(to: Point(90, 10))
        let outline = path.stroked(StrokeStyle(width: 10, cap: .square), tolerance: 0.05)
        var flat = PolygonBuffer()
        outline.flatten(into: &flat)
        #expect(flat.contourClosed == [true])
        #expect(abs(nonZeroArea(flat) - (80 * 10 + 100)) < 0.01)
    }

    @Test func everyContourWindsTheSameWay() {
        let style = StrokeStyle(width: 4, cap: .round, join: .round)
        let outline = stroke([[(0, 0), (30, 0)], [(50, 50)], [(0, 40), (20, 60), (40, 40)]], style, tolerance: 0.05)
        let signs = (0..<outline.contourCount).map { signedArea(outline, contour: $0) > 0 }
        #expect(outline.contourCount == 3 && Set(signs).count == 1)
    }

    /// A join tolerance coarser than the caps' (as the rasterizer passes, 0.2 px against 0.05)
    /// takes fewer points in round joins, still round the outside of the circle, and leaves the
    /// caps as they were. Without one, joins use `tolerance`.
    @Test func joinToleranceCoarsensRoundJoinsButNotCaps() {
        let h: Float = 6, fine: Float = 0.01, coarse: Float = 0.2
        let style = StrokeStyle(width: Double(2 * h), cap: .round, join: .round)
        var input = PolygonBuffer()
        for p in [SIMD2<Float>(0, 0), SIMD2(50, 0), SIMD2(50, 50)] { input.append(p) }
        input.endContour(closed: false)
        var stroker = Stroker()
        var same = PolygonBuffer(), sameExplicit = PolygonBuffer(), coarser = PolygonBuffer()
        stroker.stroke(input, style: style, tolerance: fine, into: &same)
        stroker.stroke(input, style: style, tolerance: fine, joinTolerance: fine, into: &sameExplicit)
        stroker.stroke(input, style: style, tolerance: fine, joinTolerance: coarse, into: &coarser)
        #expect(same.points == sameExplicit.points)
        #expect(coarser.points.count < same.points.count)
        // The outer arc of the 90° turn at (50, 0) (towards -y and +x): covered to within the
        // join tolerance outside the circle, never cut inside it.
        for i in 0...45 {
            let a = -Float.pi / 2 + Float.pi / 2 * Float(i) / 45
            let dir = SIMD2(cosf(a), sinf(a))
            #expect(winding(at: SIMD2(50, 0) + (h - 0.005) * dir, in: coarser) != 0)
            #expect(winding(at: SIMD2(50, 0) + (h + coarse + 0.005) * dir, in: coarser) == 0)
        }
        // The caps keep the fine tolerance: nothing of them sticks out by more than that.
        for i in 0...45 {
            let a = Float.pi / 2 + Float.pi * Float(i) / 45
            #expect(winding(at: (h + fine + 0.005) * SIMD2(cosf(a), sinf(a)), in: coarser) == 0)
            #expect(winding(at: SIMD2(50, 50) + (h + fine + 0.005) * SIMD2(cosf(a - .pi / 2), sinf(a - .pi / 2)), in: coarser) == 0)
        }
        // Area: the exact stroke (two segments overlapping in an h × h square at the corner, two
        // half discs, a quarter disc) plus at most the arc's length times the join tolerance.
        let exact = 2 * 50 * Double(2 * h) - Double(h * h) + Double.pi * Double(h * h) * 1.25
        let area = nonZeroArea(coarser)
        #expect(area >= exact - 0.01 && area <= exact + Double.pi / 2 * Double(h * coarse) + 2 * Double.pi * Double(h * fine),
                "area \(area) vs \(exact)")
    }

    /// A coarse join tolerance must not turn a bevel into a miter: a 15° turn is under one round
    /// step at 0.2 px for a 16 px half width (about 18°) but over one at 0.01 px, so a bevel there
    /// keeps its chord, and nothing sticks out beyond it.
    @Test func joinToleranceLeavesBevelsBevelled() {
        let h: Float = 16, turn = Float.pi / 12
        var input = PolygonBuffer()
        let corner = SIMD2<Float>(100, 0)
        for p in [SIMD2<Float>(0, 0), corner, corner + 100 * SIMD2(cosf(turn), sinf(turn))] { input.append(p) }
        input.endContour(closed: false)
        var stroker = Stroker()
        var outline = PolygonBuffer()
        stroker.stroke(input, style: StrokeStyle(width: Double(2 * h), cap: .butt, join: .bevel), tolerance: 0.01,
                       joinTolerance: 0.2, into: &outline)
        // The path turns towards +y, so the outer corner is on the -y side: the bevel's chord
        // runs between the two offset ends, at h·cos(turn/2) from the corner along the bisector.
        let outward = SIMD2<Float>(sinf(turn / 2), -cosf(turn / 2))
        #expect(winding(at: corner + (h * cosf(turn / 2) - 0.02) * outward, in: outline) != 0)
        #expect(winding(at: corner + (h * cosf(turn / 2) + 0.02) * outward, in: outline) == 0)
    }

    // MARK: Tight curves

    /// A ring narrower than its stroke (radius 5, half width 7): the inner offset runs backwards
    /// and every vertex's inner kite contains the centre, which is where a naive stroker leaves a
    /// hole. (With radius < h/2 the kites are not cut at all; this is the harder band.)
    @Test(arguments: [5.0, 4.0, 2.5])
    func smallCircleWithWideStrokeIsASolidDisc(radius: Double) {
        var flat = PolygonBuffer()
        Path.circle(center: Point(50, 50), radius: radius).flatten(into: &flat, tolerance: 0.05)
        var stroker = Stroker()
        var outline = PolygonBuffer()
        stroker.stroke(flat, style: StrokeStyle(width: 14, join: .round), tolerance: 0.05, into: &outline)
        let outer = Float(radius) + 7
        var holes: [SIMD2<Float>] = []
        for r in stride(from: Float(0), through: outer - 0.2, by: 0.25) {
            for k in 0..<12 {
                let a = Float(k) * .pi / 6 + 0.1
                let q = SIMD2<Float>(50, 50) + r * SIMD2(cosf(a), sinf(a))
                if winding(at: q, in: outline) == 0 { holes.append(q) }
            }
        }
        #expect(holes.isEmpty, "holes at \(holes.prefix(3))")
        #expect(abs(nonZeroArea(outline) - .pi * Double(outer * outer)) < 2 * .pi * Double(outer) * 0.1)
    }

    @Test(arguments: [
        "a tight loop": [(0.0, 0.0), (120, 60), (-60, 60), (60, 0)],
        "a cusp": [(0, 0), (100, 60), (0, 60), (100, 0)],
        "a hairpin": [(0, 0), (100, 0), (100, 1), (0, 1)],
    ] as [String: [(Double, Double)]])
    func tightCubicsHaveNoHolesAlongTheirCentreLine(name: String, controls: [(Double, Double)]) {
        var path = Path()
        path.move(to: Point(controls[0].0, controls[0].1))
        path.cubic(to: Point(controls[3].0, controls[3].1), control1: Point(controls[1].0, controls[1].1),
                   control2: Point(controls[2].0, controls[2].1))
        for width in [2.0, 12.0, 40.0] {
            var flat = PolygonBuffer()
            path.flatten(into: &flat, tolerance: 0.1)
            var stroker = Stroker()
            for join in [LineJoin.round, .miter, .bevel] {
                var outline = PolygonBuffer()
                stroker.stroke(flat, style: StrokeStyle(width: width, cap: .butt, join: join), tolerance: 0.1, into: &outline)
                for i in 1..<1000 {
                    let t = Double(i) / 1000, mt = 1 - t
                    let a = mt * mt * mt, b = 3 * mt * mt * t, c = 3 * mt * t * t, d = t * t * t
                    let p = SIMD2(Float(a * controls[0].0 + b * controls[1].0 + c * controls[2].0 + d * controls[3].0),
                                  Float(a * controls[0].1 + b * controls[1].1 + c * controls[2].1 + d * controls[3].1))
                    if winding(at: p, in: outline) == 0 {
                        Issue.record("\(name), width \(width), \(join): hole at t = \(t)")
                        break
                    }
                }
            }
        }
    }

    /// Random polylines with sharp turns, tiny segments and reversals, every cap and join, open
    /// and closed, checked at random points against the stroke's definition (rectangles, join
    /// pieces, caps), away from its boundary by the tolerance.
    @Test(arguments: [LineCap.round, .butt, .square], [LineJoin.round, .miter, .bevel, .miterClip])
    func randomPolylinesCoverExactlyTheirStroke(cap: LineCap, join: LineJoin) {
        var rng = SeededGenerator(seed: UInt64(cap.rawValue.count * 31 + join.rawValue.count))
        let tolerance: Float = 0.05
        for trial in 0..<80 {
            let closed = trial % 2 == 1
            let count = Int.random(in: 1...7, using: &rng)
            var pts: [(Float, Float)] = []
            var p = (Float.random(in: 20...80, using: &rng), Float.random(in: 20...80, using: &rng))
            for _ in 0..<count {
                pts.append(p)
                let step: Float = Float.random(in: 0...1, using: &rng) < 0.3 ? 1.5 : 25
                p = (min(100, max(0, p.0 + Float.random(in: -step...step, using: &rng))),
                     min(100, max(0, p.1 + Float.random(in: -step...step, using: &rng))))
            }
            let h = Float.random(in: 0.5...12, using: &rng)
            let style = StrokeStyle(width: Double(2 * h), cap: cap, join: join, miterLimit: Double.random(in: 1...6, using: &rng))
            let outline = stroke([pts], closed: closed, style, tolerance: tolerance)
            let vertices = pts.map { SIMD2($0.0, $0.1) }
            let margin = 1.5 * tolerance + 0.01
            for _ in 0..<400 {
                let q = SIMD2(Float.random(in: -40...140, using: &rng), Float.random(in: -40...140, using: &rng))
                let inner = referenceStroke(contains: q, vertices: vertices, closed: closed, style: style, halfWidth: h - margin, tolerance: tolerance)
                let outer = referenceStroke(contains: q, vertices: vertices, closed: closed, style: style, halfWidth: h + margin, tolerance: tolerance)
                let w = winding(at: q, in: outline)
                if inner && w == 0 { Issue.record("hole at \(q) in \(pts), closed \(closed), \(style)"); return }
                if !outer && w != 0 { Issue.record("spill at \(q) in \(pts), closed \(closed), \(style)"); return }
            }
        }
    }

    /// The same check on random cubics, flattened: tight curvature, loops and cusps, where the
    /// inner offset runs backwards.
    @Test(arguments: [LineCap.round, .butt])
    func randomCubicsCoverExactlyTheirStroke(cap: LineCap) {
        var rng = SeededGenerator(seed: 2026)
        let tolerance: Float = 0.1
        for _ in 0..<30 {
            func point() -> Point { Point(Double.random(in: 30...70, using: &rng), Double.random(in: 30...70, using: &rng)) }
            var path = Path()
            path.move(to: point())
            path.cubic(to: point(), control1: point(), control2: point())
            var flat = PolygonBuffer()
            path.flatten(into: &flat, tolerance: Double(tolerance))
            let h = Float.random(in: 1...16, using: &rng)
            var stroker = Stroker()
            var outline = PolygonBuffer()
            let style = StrokeStyle(width: Double(2 * h), cap: cap, join: .round)
            stroker.stroke(flat, style: style, tolerance: tolerance, into: &outline)
            let margin = 1.5 * tolerance + 0.01
            for _ in 0..<400 {
                let q = SIMD2(Float.random(in: 10...90, using: &rng), Float.random(in: 10...90, using: &rng))
                let inner = referenceStroke(contains: q, vertices: flat.points, closed: false, style: style, halfWidth: h - margin, tolerance: tolerance)
                let outer = referenceStroke(contains: q, vertices: flat.points, closed: false, style: style, halfWidth: h + margin, tolerance: tolerance)
                let w = winding(at: q, in: outline)
                if inner && w == 0 { Issue.record("hole at \(q) in \(path.elements), h \(h)"); return }
                if !outer && w != 0 { Issue.record("spill at \(q) in \(path.elements), h \(h)"); return }
            }
        }
    }

    /// Round joins use polynomial trigonometry; it must agree with libm over the whole range.
    @Test func joinTrigonometryMatchesLibm() {
        var worstAngle: Float = 0, worstCosSin: Float = 0
        for i in 0...10_000 {
            let theta = Float.pi * Float(i) / 10_000
            worstAngle = max(worstAngle, abs(Stroker.Pen.angle(cosine: cosf(theta), sine: sinf(theta)) - theta))
            let a = Float.pi / 4 * Float(i) / 10_000
            let (c, s) = Stroker.Pen.cosSin(a)
            worstCosSin = max(worstCosSin, abs(c - cosf(a)), abs(s - sinf(a)))
        }
        #expect(worstAngle < 2e-5)
        #expect(worstCosSin < 1e-6)
    }

    /// Extreme scales, widths and tolerances never trap and never write a non-finite point.
    @Test func extremeInputsGiveFiniteOutlines() {
        var rng = SeededGenerator(seed: 99)
        var stroker = Stroker()
        for trial in 0..<300 {
            let scale = Float(pow(10, Double.random(in: -3...6, using: &rng)))
            var input = PolygonBuffer()
            for _ in 0..<Int.random(in: 1...12, using: &rng) {
                input.append(SIMD2(Float.random(in: -1...1, using: &rng), Float.random(in: -1...1, using: &rng)) * scale)
            }
            input.endContour(closed: trial % 3 == 0)
            let style = StrokeStyle(width: pow(10, Double.random(in: -4...4, using: &rng)),
                                    cap: [.butt, .round, .square][trial % 3], join: [.miter, .round, .bevel][(trial / 3) % 3],
                                    miterLimit: Double.random(in: 1...100, using: &rng))
            let tolerance = Float(pow(10, Double.random(in: -3...1, using: &rng)))
            var output = PolygonBuffer()
            stroker.stroke(input, style: style, tolerance: tolerance, into: &output)
            #expect(output.points.allSatisfy { $0.x.isFinite && $0.y.isFinite }, "\(input.points) \(style) \(tolerance)")
        }
    }

    // MARK: Cost

    @Test func smoothCurveCostsAboutOnePointPerVertexAndSide() {
        var flat = PolygonBuffer()
        Path.circle(center: Point(100, 100), radius: 60).flatten(into: &flat, tolerance: 0.1)
        var stroker = Stroker()
        var outline = PolygonBuffer()
        stroker.stroke(flat, style: StrokeStyle(width: 8, join: .round), tolerance: 0.1, into: &outline)
        // Two contours, one point per vertex each, plus the first vertex routed through its centre.
        #expect(outline.points.count <= 2 * flat.points.count + 2)
    }
}

// MARK: - Helpers

/// Strokes polylines given as coordinate lists.
private func stroke(_ contours: [[(Float, Float)]], closed: Bool = false, _ style: StrokeStyle, tolerance: Float) -> PolygonBuffer {
    var input = PolygonBuffer()
    for c in contours {
        for p in c { input.append(SIMD2(p.0, p.1)) }
        input.endContour(closed: closed)
    }
    var stroker = Stroker()
    var output = PolygonBuffer()
    stroker.stroke(input, style: style, tolerance: tolerance, into: &output)
    return output
}

/// The winding number of all contours of `buffer` around `q` (every contour closed).
func winding(at q: SIMD2<Float>, in buffer: PolygonBuffer) -> Int {
    var w = 0
    for c in 0..<buffer.contourCount {
        let r = buffer.range(ofContour: c)
        for i in r {
            let a = SIMD2<Double>(buffer.points[i])
            let b = SIMD2<Double>(buffer.points[i + 1 < r.upperBound ? i + 1 : r.lowerBound])
            let qx = Double(q.x), qy = Double(q.y)
            let side = (b.x - a.x) * (qy - a.y) - (qx - a.x) * (b.y - a.y)
            if a.y <= qy {
                if b.y > qy && side > 0 { w += 1 }
            } else if b.y <= qy && side < 0 {
                w -= 1
            }
        }
    }
    return w
}

/// The area where the winding number is non-zero. The y range is cut at every vertex, so the
/// covered width is continuous within each slab; each slab is integrated with the midpoint rule
/// over rows at most `range / rows` high, exactly along each row.
func nonZeroArea(_ buffer: PolygonBuffer, rows: Int = 4000) -> Double {
    guard !buffer.isEmpty else { return 0 }
    let ys = Array(Set(buffer.points.map { Double($0.y) })).sorted()
    let maxStep = (ys.last! - ys.first!) / Double(rows)
    guard maxStep > 0 else { return 0 }
    var area = 0.0
    var crossings: [(x: Double, dir: Int)] = []
    for slab in 0..<(ys.count - 1) {
        let top = ys[slab], height = ys[slab + 1] - top
        let count = max(1, Int((height / maxStep).rounded(.up)))
        let dy = height / Double(count)
        for k in 0..<count {
            let y = top + (Double(k) + 0.5) * dy
            crossings.removeAll(keepingCapacity: true)
            for c in 0..<buffer.contourCount {
                let r = buffer.range(ofContour: c)
                for i in r {
                    let a = SIMD2<Double>(buffer.points[i])
                    let b = SIMD2<Double>(buffer.points[i + 1 < r.upperBound ? i + 1 : r.lowerBound])
                    if (a.y <= y) != (b.y <= y) {
                        let x = a.x + (y - a.y) / (b.y - a.y) * (b.x - a.x)
                        crossings.append((x, a.y < b.y ? 1 : -1))
                    }
                }
            }
            crossings.sort { $0.x < $1.x }
            var w = 0
            for i in 0..<crossings.count {
                if w != 0 { area += (crossings[i].x - crossings[i - 1].x) * dy }
                w += crossings[i].dir
            }
        }
    }
    return area
}

/// The shoelace signed area of one contour.
func signedArea(_ buffer: PolygonBuffer, contour c: Int) -> Double {
    let r = buffer.range(ofContour: c)
    var s = 0.0
    for i in r {
        let a = SIMD2<Double>(buffer.points[i])
        let b = SIMD2<Double>(buffer.points[i + 1 < r.upperBound ? i + 1 : r.lowerBound])
        s += a.x * b.y - b.x * a.y
    }
    return s / 2
}

/// The reference stroke, as SVG and Skia draw it: the segments' rectangles (lengthened by the
/// half width at open ends for square caps), a join piece on the outer side of every corner (a
/// disc sector, a bevel triangle or a miter kite), a half disc beyond each open end for round
/// caps, a dot for a lone point.
///
/// `halfWidth` is the stroke's half width shrunk or grown by a margin, to test "surely inside"
/// and "surely outside". Where the stroker may pick either of two shapes (a turn under one round
/// step becomes a miter point; a miter right at the limit) the smaller shape answers when
/// shrunk and the larger when grown.
private func referenceStroke(contains q: SIMD2<Float>, vertices v: [SIMD2<Float>], closed: Bool, style: StrokeStyle,
                             halfWidth: Float, tolerance: Float) -> Bool {
    let q = SIMD2<Double>(q), h = Double(halfWidth)
    let grown = halfWidth > Float(style.width / 2)
    var pts: [SIMD2<Double>] = []
    for p in v.map(SIMD2<Double>.init) where pts.last != p { pts.append(p) }
    if closed && pts.count > 1 && pts.last == pts.first { pts.removeLast() }
    if pts.count == 1 {
        switch style.cap {
        case .butt: return false
        case .round: return length(q - pts[0]) <= h
        case .square: return abs(q.x - pts[0].x) <= h && abs(q.y - pts[0].y) <= h
        }
    }
    let segmentCount = closed ? pts.count : pts.count - 1
    let dirs = (0..<segmentCount).map { i in
        let d = pts[(i + 1) % pts.count] - pts[i]
        return d / length(d)
    }
    func cross(_ a: SIMD2<Double>, _ b: SIMD2<Double>) -> Double { a.x * b.y - a.y * b.x }
    func inConvex(_ poly: [SIMD2<Double>]) -> Bool {
        var sign = 0.0
        for i in poly.indices {
            let c = cross(poly[(i + 1) % poly.count] - poly[i], q - poly[i])
            if c * sign < 0 { return false }
            if c != 0 { sign = c }
        }
        return true
    }
    for i in 0..<segmentCount {
        let a = pts[i], d = dirs[i]
        let l = length(pts[(i + 1) % pts.count] - a)
        var lo = 0.0, hi = l
        if !closed && style.cap == .square {
            if i == 0 { lo = -h }
            if i == segmentCount - 1 { hi = l + h }
        }
        let along = ((q - a) * d).sum(), across = abs(cross(d, q - a))
        if along >= lo && along <= hi && across <= h { return true }
    }
    let realHalfWidth = style.width / 2, tol = Double(tolerance)
    let smallTurnCosine = cos(min(.pi / 2, 2 * acos(realHalfWidth / (realHalfWidth + tol))))
    for (i, p) in pts.enumerated() {
        let w = q - p
        if !closed && (i == 0 || i == pts.count - 1) {
            let outward = i == 0 ? -dirs[0] : dirs[segmentCount - 1]
            if style.cap == .round && length(w) <= h && (w * outward).sum() >= 0 { return true }
            continue
        }
        let d0 = dirs[(i + segmentCount - 1) % segmentCount], d1 = dirs[i % segmentCount]
        let turn = cross(d0, d1), cosine = (d0 * d1).sum()
        if abs(turn) < 1e-12 && cosine < 0 {
            // A 180° turn: a half disc beyond the vertex for round joins, nothing otherwise.
            if style.join == .round && length(w) <= h && (w * d0).sum() >= 0 { return true }
            continue
        }
        // The outer side is opposite the turn.
        let side: Double = turn > 0 ? -1 : 1
        let u = side * SIMD2(-d0.y, d0.x), t = side * SIMD2(-d1.y, d1.x)
        let kite = [p, p + h * u, p + (h / (1 + cosine)) * (u + t), p + h * t]
        let triangle = [p, p + h * u, p + h * t]
        if style.join == .round {
            let s = cross(u, t)
            if length(w) <= h && cross(u, w) * s >= 0 && cross(w, t) * s >= 0 { return true }
            if grown && cosine >= smallTurnCosine && inConvex(kite) { return true }
            continue
        }
        let ratio = 1 / ((1 + cosine) / 2).squareRoot()
        let limit = style.miterLimit
        if style.join == .miterClip {
            // Past the limit the kite is cut square to the bisector at limit × h (moved by the
            // same margin as h); the cut kite lies inside the whole one.
            let m = (u + t) / length(u + t)
            let l = limit * realHalfWidth + (h - realHalfWidth)
            let s0 = (l - h * (u * m).sum()) / (d0 * m).sum()
            let s1 = (l - h * (t * m).sum()) / -(d1 * m).sum()
            // A clip line beyond the tip cuts nothing.
            let cut = l >= h * ratio ? kite : [p, p + h * u, p + h * u + s0 * d0, p + h * t - s1 * d1, p + h * t]
            let either = cosine >= smallTurnCosine || abs(ratio - limit) < 1e-3 * limit
            let whole = ratio <= limit
            if inConvex(either ? (grown ? kite : cut) : (whole ? kite : cut)) { return true }
            continue
        }
        let either = cosine >= smallTurnCosine || (style.join == .miter && abs(ratio - limit) < 1e-3 * limit)
        let miter = style.join == .miter && ratio <= limit
        let shape = either ? (grown ? kite : triangle) : (miter ? kite : triangle)
        if inConvex(shape) { return true }
    }
    return false
}

private func length(_ v: SIMD2<Double>) -> Double { (v * v).sum().squareRoot() }

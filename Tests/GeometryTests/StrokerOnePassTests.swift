import Foundation
import Testing
@testable import Geometry
import TestSupport

/// The stroker walks each contour once, writing both sides' joins per vertex. These tests keep
/// the two-pass stroker it replaced (left side forwards, then right side backwards, each join
/// computing its own normals and turn) as a reference and require the same outline bit for bit:
/// the same contours, the same Float points in the same order.
@Suite struct StrokerOnePassTests {
    @Test func randomPolylinesMatchTheTwoPassStrokerBitForBit() {
        var rng = SeededGenerator(seed: 0x5eed_0f_51de5)
        let joins: [LineJoin] = [.miter, .miterClip, .bevel, .round]
        let caps: [LineCap] = [.butt, .square, .round]
        // One stroker throughout, as a renderer keeps one: its scratch storage and its pen carry
        // over from call to call (each style is used for two calls in a row, so the pen is
        // reused half the time and remade the other half).
        var stroker = Stroker()
        for call in 0..<6000 {
            let trial = call / 2
            var input = PolygonBuffer()
            let contours = Int.random(in: 1...3, using: &rng)
            for _ in 0..<contours {
                appendRandomContour(to: &input, using: &rng)
                input.endContour(closed: Bool.random(using: &rng))
            }
            var style = StrokeStyle(width: [0.5, 2, 8, 32, 100][trial % 5])
            style.join = joins[trial % 4]
            style.cap = caps[(trial / 4) % 3]
            style.miterLimit = [1, 1.5, 4, 10, .infinity][(trial / 12) % 5]
            let tolerance: Float = [0.01, 0.05, 0.1, 0.25][(trial / 60) % 4]
            let joinTolerance: Float? = trial % 3 == 0 ? nil : 0.2
            expectSameOutline(input, style, tolerance, joinTolerance, "call \(call)", stroker: &stroker)
        }
    }

    /// The benchmark's strokes (/work/shared/bench), where that folder exists.
    @Test func benchmarkStrokesMatchTheTwoPassStrokerBitForBit() throws {
        for name in ["strokes-local", "strokes-full"] {
            let url = URL(fileURLWithPath: "/work/shared/bench/\(name).paths")
            guard let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
            #expect(text.split(separator: "\n").count == 200)
            var stroker = Stroker()
            for scale in [1.0, 4.0] {
                var input = PolygonBuffer()
                for line in text.split(separator: "\n") where !line.isEmpty {
                    let path = try Path(svgPathData: String(line))
                    input.removeAll()
                    path.flatten(into: &input, transform: .scale(scale), tolerance: 0.2)
                    var style = StrokeStyle(width: 8 * scale)
                    style.join = .round
                    style.cap = .round
                    expectSameOutline(input, style, 0.05, 0.2, "\(name) ×\(scale)", stroker: &stroker)
                }
            }
        }
    }

    private func appendRandomContour(to input: inout PolygonBuffer, using rng: inout SeededGenerator) {
        let count = Int.random(in: 1...40, using: &rng)
        var p = SIMD2(Float.random(in: -50...50, using: &rng), Float.random(in: -50...50, using: &rng))
        var heading = Float.random(in: 0..<(2 * .pi), using: &rng)
        for _ in 0..<count {
            input.append(p)
            switch Int.random(in: 0..<10, using: &rng) {
            case 0: continue                                   // a duplicate point
            case 1: heading += .pi                             // a U-turn
            case 2: break                                      // straight on
            case 3: heading += Float.random(in: -3.1...3.1, using: &rng)
            case 4: p = SIMD2(Float(Int.random(in: -3...3, using: &rng)), Float(Int.random(in: -3...3, using: &rng)))
                continue                                       // axis-aligned, zero coordinates
            case 5: p = SIMD2(Bool.random(using: &rng) ? -0.0 : 0.0, Bool.random(using: &rng) ? -0.0 : 1)
                continue                                       // negative zeros
            default: heading += Float.random(in: -0.3...0.3, using: &rng)   // a flattened curve
            }
            let step = Float.random(in: 0...1, using: &rng) < 0.2 ? Float.random(in: 0.001...0.5, using: &rng)
                                                                     : Float.random(in: 0.5...30, using: &rng)
            p += step * SIMD2(cos(heading), sin(heading))
        }
    }

    private func expectSameOutline(_ input: PolygonBuffer, _ style: StrokeStyle, _ tolerance: Float, _ joinTolerance: Float?,
                                   _ label: String, stroker: inout Stroker) {
        var actual = PolygonBuffer()
        stroker.stroke(input, style: style, tolerance: tolerance, joinTolerance: joinTolerance, into: &actual)
        let expected = referenceStroke(input, style: style, tolerance: tolerance, joinTolerance: joinTolerance)
        #expect(actual.contourEnds == expected.contourEnds, "\(label)")
        #expect(actual.contourClosed == expected.contourClosed, "\(label)")
        let same = actual.points.count == expected.points.count
            && zip(actual.points, expected.points).allSatisfy {
                $0.x.bitPattern == $1.x.bitPattern && $0.y.bitPattern == $1.y.bitPattern
            }
        #expect(same, "\(label): points differ")
    }
}

// MARK: The two-pass stroker, as it was before the sides were fused

private func referenceStroke(_ input: PolygonBuffer, style: StrokeStyle, tolerance: Float, joinTolerance: Float?) -> PolygonBuffer {
    var output = PolygonBuffer()
    guard !input.isEmpty, let pen = Stroker.Pen(style: style, tolerance: tolerance, joinTolerance: joinTolerance) else { return output }
    let scratch = Stroker.Scratch()
    input.points.withUnsafeBufferPointer { source in
        for c in 0..<input.contourCount {
            let closed = input.contourClosed[c]
            let count = scratch.collect(source, range: input.range(ofContour: c), closed: closed, minimumLength: pen.minimumSegment)
            if count == 0 { continue }
            var out = Stroker.OutlineWriter(scratch)
            let v = Stroker.Vertices(scratch)
            if count == 1 {
                pen.dot(at: scratch.points[0], into: &out)
                out.flush(into: &output)
            } else if closed {
                pen.referenceSide(of: v, count: count, reversed: false, into: &out)
                out.flush(into: &output)
                pen.referenceSide(of: v, count: count, reversed: true, into: &out)
                out.flush(into: &output)
            } else {
                pen.referenceOpen(v, segments: count - 1, into: &out)
                out.flush(into: &output)
            }
        }
    }
    return output
}

private extension Stroker.Pen {
    func referenceOpen(_ v: Stroker.Vertices, segments m: Int, into out: inout Stroker.OutlineWriter) {
        let p = v.points, d = v.directions, l = v.lengths
        for j in 1..<m {
            out.reserve(maxJoinPoints)
            referenceJoin(at: p[j], from: d[j - 1], to: d[j], lengths: l[j - 1], l[j],
                          innerOnLeft: Self.turnsLeft(d[j - 1], d[j]), throughCentre: false, into: &out)
        }
        out.reserve(maxCapPoints)
        cap(at: p[m], direction: d[m - 1], into: &out)
        for j in stride(from: m - 1, through: 1, by: -1) {
            out.reserve(maxJoinPoints)
            referenceJoin(at: p[j], from: -d[j], to: -d[j - 1], lengths: l[j], l[j - 1],
                          innerOnLeft: !Self.turnsLeft(d[j - 1], d[j]), throughCentre: false, into: &out)
        }
        out.reserve(maxCapPoints)
        cap(at: p[0], direction: -d[0], into: &out)
    }

    func referenceSide(of v: Stroker.Vertices, count n: Int, reversed: Bool, into out: inout Stroker.OutlineWriter) {
        let p = v.points, d = v.directions, l = v.lengths
        for k in 0..<n {
            let j = reversed ? n - 1 - k : k
            let before = j == 0 ? n - 1 : j - 1
            let left = Self.turnsLeft(d[before], d[j])
            out.reserve(maxJoinPoints)
            if reversed {
                referenceJoin(at: p[j], from: -d[j], to: -d[before], lengths: l[j], l[before],
                              innerOnLeft: !left, throughCentre: j == 0, into: &out)
            } else {
                referenceJoin(at: p[j], from: d[before], to: d[j], lengths: l[before], l[j],
                              innerOnLeft: left, throughCentre: j == 0, into: &out)
            }
        }
    }

    func referenceJoin(at p: SIMD2<Float>, from d0: SIMD2<Float>, to d1: SIMD2<Float>,
                       lengths len0: Float, _ len1: Float, innerOnLeft: Bool, throughCentre: Bool,
                       into out: inout Stroker.OutlineWriter) {
        let h = halfWidth
        let n0 = d0.leftNormal, n1 = d1.leftNormal
        let cosine = d0.x * d1.x + d0.y * d1.y
        let onePlusCos = 1 + cosine
        if innerOnLeft {
            let sine = abs(d0.x * d1.y - d0.y * d1.x)
            if !throughCentre && onePlusCos > 1e-3 && h * sine <= min(1, onePlusCos) * min(len0, len1) {
                out.put(p + (h / onePlusCos) * (n0 + n1))
            } else {
                out.put(p + h * n0)
                out.put(p)
                out.put(p + h * n1)
            }
            return
        }
        if cosine >= smallTurnMinimumCosine {
            out.put(p + (h / onePlusCos) * (n0 + n1))
            return
        }
        switch join {
        case .miter:
            if cosine >= miterMinimumCosine {
                out.put(p + (h / onePlusCos) * (n0 + n1))
            } else {
                out.put(p + h * n0)
                out.put(p + h * n1)
            }
        case .miterClip:
            if cosine >= miterMinimumCosine {
                out.put(p + (h / onePlusCos) * (n0 + n1))
            } else if onePlusCos > 1e-6 {
                let tip = d0 - d1
                let m = tip / (tip.x * tip.x + tip.y * tip.y).squareRoot()
                let l = miterClipDistance
                let s0 = (l - h * (n0.x * m.x + n0.y * m.y)) / (d0.x * m.x + d0.y * m.y)
                let s1 = (l - h * (n1.x * m.x + n1.y * m.y)) / -(d1.x * m.x + d1.y * m.y)
                out.put(p + h * n0 + s0 * d0)
                out.put(p + h * n1 - s1 * d1)
            } else {
                out.put(p + h * n0)
                out.put(p + h * n1)
            }
        case .bevel:
            out.put(p + h * n0)
            out.put(p + h * n1)
        case .round:
            let turn = Self.angle(cosine: cosine, sine: abs(d0.x * d1.y - d0.y * d1.x))
            let steps = turn * inverseJoinStep
            var k = steps < Float(joinMaxSteps) ? Int(steps) : joinMaxSteps
            if Float(k) < steps { k += 1 }
            k = max(1, min(joinMaxSteps, k))
            let (c, s) = Self.cosSin(turn / Float(2 * k))
            let r = halfWidth / c
            let stepRotation = SIMD2(2 * c * c - 1, -2 * c * s)
            var v = n0.rotated(by: SIMD2(c, -s))
            for _ in 0..<k {
                out.put(p + r * v)
                v = v.rotated(by: stepRotation)
            }
        }
    }
}

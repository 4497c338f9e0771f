import Geometry
import Testing
@testable import Raster

/// Records the coverage the sweep gives each pixel of a small canvas.
private struct CoverageRecorder: SpanSink {
    let width: Int
    var coverage: [UInt8]
    var row = 0

    init(width: Int, height: Int) {
        self.width = width
        coverage = Array(repeating: 0, count: width * height)
    }

    mutating func setRow(_ y: Int) { row = y }
    mutating func fill(x: Int, count: Int, coverage c: UInt8) {
        for i in 0..<count { coverage[row * width + x + i] = c }
    }
    mutating func blend(x: Int, coverage c: UInt8) { coverage[row * width + x] = c }
    mutating func blend(x: Int, coverage c: UnsafePointer<UInt8>, count: Int) {
        for i in 0..<count { coverage[row * width + x + i] = c[i] }
    }
}

@Suite("Coverage accumulator edge loops")
struct CoverageAccumulatorTests {
    /// Seeded random contours whose points lie within `width`×`height` from `origin`, some on
    /// the sides, with horizontal edges, repeated points and a NaN point among them.
    private func contours(seed: UInt64, origin: SIMD2<Float>, width: Float, height: Float) -> PolygonBuffer {
        var rng = SeededGenerator(seed: seed)
        var polygons = PolygonBuffer()
        for _ in 0..<6 {
            let count = Int.random(in: 1...40, using: &rng)
            var previous = origin
            for k in 0..<count {
                var p = origin + SIMD2(Float.random(in: 0...width, using: &rng), Float.random(in: 0...height, using: &rng))
                switch Int.random(in: 0..<10, using: &rng) {
                case 0: p.x = origin.x
                case 1: p.y = origin.y + height
                case 2: p.y = previous.y
                case 3 where k > 0: p = previous
                case 4: p = previous + SIMD2(Float.random(in: -2...2, using: &rng), Float.random(in: -2...2, using: &rng))
                default: break
                }
                p = p.clamped(lowerBound: origin, upperBound: origin + SIMD2(width, height))
                polygons.append(p)
                previous = p
            }
            polygons.endContour(closed: true)
        }
        polygons.points[polygons.points.count / 2].x = .nan
        return polygons
    }

    private func coverage(_ polygons: PolygonBuffer, x: Int, y: Int, width: Int, height: Int,
                          inside: Bool, evenOdd: Bool) -> ([UInt8], Bool) {
        let accumulator = CoverageAccumulator()
        accumulator.begin(x: x, y: y, width: width, height: height)
        accumulator.addPolygons(polygons, inside: inside)
        var recorder = CoverageRecorder(width: x + width, height: y + height)
        accumulator.sweep(evenOdd: evenOdd, into: &recorder)
        return (recorder.coverage, accumulator.direct)
    }

    @Test("contours inside the bounds give the same coverage without clipping as with it",
          arguments: [(40, 30, false, true), (300, 400, false, false), (300, 400, true, false)])
    func insideLoopMatchesClippingLoop(width: Int, height: Int, evenOdd: Bool, direct: Bool) {
        for seed in UInt64(1)...12 {
            let polygons = contours(seed: seed, origin: SIMD2(3, 5), width: Float(width), height: Float(height))
            let clipped = coverage(polygons, x: 3, y: 5, width: width, height: height, inside: false, evenOdd: evenOdd)
            let unclipped = coverage(polygons, x: 3, y: 5, width: width, height: height, inside: true, evenOdd: evenOdd)
            // Small bounds take each edge into the cells at once, tall ones store them in bands.
            #expect(clipped.1 == direct)
            #expect(clipped.0.contains { $0 != 0 })
            // The first pixel that differs, not the arrays, so a failure reads quickly.
            let difference = clipped.0.indices.first { clipped.0[$0] != unclipped.0[$0] }
            #expect(difference == nil, "seed \(seed): pixel \(difference ?? 0) differs")
        }
    }
}

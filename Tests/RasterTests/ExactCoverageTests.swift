import Foundation
import Geometry
import Testing
@testable import Raster

/// Every pixel's coverage against the exact area of the shape inside it, worked out in doubles
/// by clipping the polygon to the pixel's square: the check that the sweep resolves each cell
/// with the right running sum, whichever way it walks the rows (four at a time on narrow paths,
/// one at a time on wide ones, and the rows left over at the bottom of a band).
@Suite("Exact coverage")
struct ExactCoverageTests {
    /// The area of `polygon` inside the unit square at (`x`, `y`) (Sutherland–Hodgman: the
    /// square is convex, so clipping a simple polygon to it leaves a polygon of the same area as
    /// their intersection, possibly with edges of zero width, which add no area).
    static func area(of polygon: [SIMD2<Double>], inPixel x: Int, _ y: Int) -> Double {
        var points = polygon
        let x0 = Double(x), x1 = Double(x + 1), y0 = Double(y), y1 = Double(y + 1)
        // Each side as (inside test, crossing point of an edge a→b with the side).
        let sides: [((SIMD2<Double>) -> Bool, (SIMD2<Double>, SIMD2<Double>) -> SIMD2<Double>)] = [
            ({ $0.x >= x0 }, { a, b in a + (b - a) * ((x0 - a.x) / (b.x - a.x)) }),
            ({ $0.x <= x1 }, { a, b in a + (b - a) * ((x1 - a.x) / (b.x - a.x)) }),
            ({ $0.y >= y0 }, { a, b in a + (b - a) * ((y0 - a.y) / (b.y - a.y)) }),
            ({ $0.y <= y1 }, { a, b in a + (b - a) * ((y1 - a.y) / (b.y - a.y)) }),
        ]
        for (inside, cross) in sides {
            guard !points.isEmpty else { return 0 }
            var kept: [SIMD2<Double>] = []
            var a = points[points.count - 1]
            for b in points {
                switch (inside(a), inside(b)) {
                case (true, true): kept.append(b)
                case (true, false): kept.append(cross(a, b))
                case (false, true): kept.append(cross(a, b)); kept.append(b)
                case (false, false): break
                }
                a = b
            }
            points = kept
        }
        var twice = 0.0
        for i in points.indices {
            let a = points[i], b = points[(i + 1) % points.count]
            twice += a.x * b.y - a.y * b.x
        }
        return abs(twice) / 2
    }

    /// A simple polygon: a star-shaped outline of `count` points round a centre, at random
    /// radii, so its edges run at every slope from flat to steep.
    static func star(seed: UInt64, center: SIMD2<Double>, radius: SIMD2<Double>, count: Int) -> [SIMD2<Double>] {
        var rng = SeededGenerator(seed: seed)
        return (0..<count).map { i in
            let angle = 2 * Double.pi * (Double(i) + .random(in: 0..<0.8, using: &rng)) / Double(count)
            let r = Double.random(in: 0.35...1, using: &rng)
            return center + SIMD2(cos(angle), sin(angle)) * radius * r
        }
    }

    @Test("every pixel of a random simple polygon is its exact area within one level",
          arguments: [(97, 61, false), (130, 47, true), (511, 22, false), (700, 19, true)])
    func pixelsMatchExactArea(width: Int, height: Int, evenOdd: Bool) {
        // Random polygons reaching the right side of the canvas too (its last column takes the
        // cell-by-cell path); heights that are not multiples of four leave rows to the one-row
        // sweep after the strips.
        for seed in UInt64(1)...4 {
            let w = Double(width), h = Double(height)
            let polygon = Self.star(seed: seed * 31 &+ UInt64(width), center: SIMD2(w * 0.55, h * 0.5),
                                    radius: SIMD2(w * 0.48, h * 0.52), count: 40)
            let canvas = Canvas(width: width, height: height)
            canvas.fill(.polyline(polygon.map { Point($0.x, $0.y) }, closed: true), paint: black,
                        rule: evenOdd ? .evenOdd : .nonZero)
            var worst = 0, worstAt = (0, 0)
            for y in 0..<height {
                for x in 0..<width {
                    let exact = min(1, Self.area(of: polygon, inPixel: x, y)) * 255
                    let difference = abs(Int(alpha(canvas, x, y)) - Int(exact.rounded()))
                    if difference > worst { worst = difference; worstAt = (x, y) }
                }
            }
            #expect(worst <= 1, "seed \(seed): pixel \(worstAt) is \(worst) levels from its exact area")
        }
    }
}

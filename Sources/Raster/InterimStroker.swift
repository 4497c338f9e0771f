import Geometry

/// A stand-in stroker until Geometry's `Stroker` lands: the union of a quadrilateral per segment
/// and a circle at every point, which is exact for round caps and joins and approximate (round)
/// for the others. All pieces wind the same way so the non-zero union has no holes.
struct InterimStroker {
    init() {}

    mutating func stroke(_ input: PolygonBuffer, style: StrokeStyle, tolerance: Float, into output: inout PolygonBuffer) {
        let r = Float(style.width / 2)
        guard r > 0 else { return }
        let steps = max(8, Int((Float.pi / (2 * (1 - tolerance / r).clamped(-1, 1).acosValue)).rounded(.up)))
        for i in 0..<input.contourCount {
            let range = input.range(ofContour: i)
            var points = Array(input.points[range])
            if input.contourClosed[i], let first = points.first { points.append(first) }
            for p in points {
                for k in 0..<steps {
                    let angle = Float(k) / Float(steps) * 2 * .pi
                    output.append(p + SIMD2(r * _cos(angle), r * _sin(angle)))
                }
                output.endContour(closed: true)
            }
            guard points.count >= 2 else { continue }
            for j in 1..<points.count {
                let a = points[j - 1], b = points[j]
                let d = b - a
                let len = (d * d).sum().squareRoot()
                guard len > 0 else { continue }
                let n = SIMD2(-d.y, d.x) * (r / len)
                output.append(a - n); output.append(b - n); output.append(b + n); output.append(a + n)
                output.endContour(closed: true)
            }
        }
    }
}

private extension Float {
    func clamped(_ lo: Float, _ hi: Float) -> Float { Swift.min(Swift.max(self, lo), hi) }
    var acosValue: Float { Float(Foundation.acos(Double(self))) }
}

import Foundation
private func _cos(_ x: Float) -> Float { Float(Foundation.cos(Double(x))) }
private func _sin(_ x: Float) -> Float { Float(Foundation.sin(Double(x))) }

import Foundation

extension Stroker {
    /// What one stroke call needs at every vertex, worked out once from the style and the
    /// tolerance: the half width, the angle step of round joins and caps, and the turn below
    /// which a join is just the offset lines' intersection.
    struct Pen {
        let halfWidth: Float
        let join: LineJoin
        let cap: LineCap
        /// The cosine of the smallest turn that keeps a miter join (SVG: miter length / width
        /// = 1 / cos(turn / 2) must not exceed the limit).
        let miterMinimumCosine: Float
        /// The largest angle between two consecutive points of a round join or cap whose chord
        /// stays within the tolerance of the circle.
        let roundStep: Float
        /// Turns whose cosine is at least this are joined by a single point, the offset lines'
        /// intersection, which strays from the round join by about the tolerance at most. This
        /// keeps flattened curves, with their many tiny turns, at one point per vertex and side.
        let smallTurnMinimumCosine: Float
        /// Round caps: the number of steps of a half turn and one step's rotation (cos, sin),
        /// turning clockwise from the left normal through the direction of travel.
        let capSteps: Int
        let capRotation: SIMD2<Float>
        /// Segments shorter than this are dropped as duplicates.
        let minimumSegment: Float

        /// Nil when the stroke has no area (zero, negative or non-finite width).
        init?(style: StrokeStyle, tolerance: Float) {
            let h = Float(style.width / 2)
            guard h > 0, h.isFinite else { return nil }
            let tol = tolerance.isFinite && tolerance > 0 ? tolerance : 0.1
            halfWidth = h
            join = style.join
            cap = style.cap
            let limit = Float(max(1, style.miterLimit))
            miterMinimumCosine = 2 / (limit * limit) - 1
            // A chord over angle a sags h·(1 − cos(a/2)) below the circle.
            let step = tol < h ? 2 * acosf(1 - tol / h) : Float.pi / 2
            roundStep = min(Float.pi / 2, max(step, 1e-3))
            smallTurnMinimumCosine = cosf(roundStep)
            capSteps = max(2, Int((Float.pi / roundStep).rounded(.up)))
            let a = -Float.pi / Float(capSteps)
            capRotation = SIMD2(cosf(a), sinf(a))
            minimumSegment = max(tol * 0.01, 1e-6)
        }

        /// Whether the path turns towards its left normal at a vertex (a 180° turn counts as a
        /// left turn, so the two sides of the stroke agree on which one is inner).
        @inline(__always) static func turnsLeft(_ d0: SIMD2<Float>, _ d1: SIMD2<Float>) -> Bool {
            let cross = d0.x * d1.y - d0.y * d1.x
            return cross > 0 || (cross == 0 && (d0 * d1).sum() < 0)
        }
    }
}

extension SIMD2 where Scalar == Float {
    /// The vector rotated by the angle whose (cos, sin) is `r`.
    @inline(__always) func rotated(by r: SIMD2<Float>) -> SIMD2<Float> {
        SIMD2(r.x * x - r.y * y, r.y * x + r.x * y)
    }
}

extension Stroker {
    /// What one stroke call needs at every vertex, worked out once from the style and the
    /// tolerances: the half width, the angle steps of round joins and of round caps, and the turn
    /// below which a join is just the offset lines' intersection.
    struct Pen {
        let halfWidth: Float
        let join: LineJoin
        let cap: LineCap
        /// The cosine of the sharpest turn that keeps a miter join. SVG bevels a miter whose
        /// length over the stroke width, 1 / cos(turn / 2), exceeds the miter limit.
        let miterMinimumCosine: Float
        /// How far from the vertex a `miterClip` join past the limit is cut: limit × half width.
        let miterClipDistance: Float
        /// The largest angle one edge of a round join may span: its polygon then stays within
        /// the join tolerance of the circle. (Caps have their own step, in `capSteps`.)
        let joinStep: Float
        let inverseJoinStep: Float
        /// The most edges a round join (a turn of at most a half turn) gets at `joinStep`.
        let joinMaxSteps: Int
        /// Turns whose cosine is at least this (turns under one join step; for bevels, under one
        /// step at the finer of the two tolerances) are joined by a single point, the offset
        /// lines' intersection, whatever the join style: it lies within the join tolerance of the
        /// round join. This keeps flattened curves, with their many tiny turns, at one point per
        /// vertex and side.
        let smallTurnMinimumCosine: Float
        /// Round caps and dots: the number of edges of a half turn, the rotations (cos, sin) of
        /// half an edge and of one edge, clockwise from the left normal through the direction
        /// of travel, and the radius of their vertices (on the bisectors of edges tangent to the
        /// circle).
        let capSteps: Int
        let capHalfRotation: SIMD2<Float>
        let capRotation: SIMD2<Float>
        let capRadius: Float
        /// The most points one join or one cap writes.
        let maxJoinPoints: Int
        let maxCapPoints: Int
        /// Segments shorter than this are dropped as duplicates.
        let minimumSegment: Float

        /// Nil when the stroke has no area (zero, negative or non-finite width).
        ///
        /// `tolerance` bounds round caps and dots, `joinTolerance` round joins and the small-turn
        /// rule (nil: the same as `tolerance`). Non-finite or non-positive values mean 0.1.
        init?(style: StrokeStyle, tolerance: Float, joinTolerance: Float? = nil) {
            let h = Float(style.width / 2)
            guard h > 0, h.isFinite else { return nil }
            let tol = tolerance.isFinite && tolerance > 0 ? tolerance : 0.1
            let joinTol = joinTolerance.map { $0.isFinite && $0 > 0 ? $0 : 0.1 } ?? tol
            halfWidth = h
            join = style.join
            cap = style.cap
            let limit = style.miterLimit.isNaN ? 4 : Float(max(1, style.miterLimit))
            // Even an infinite limit bevels an exact 180° turn, whose miter is infinitely long.
            miterMinimumCosine = max(2 / (limit * limit) - 1, -0.999_999)
            // An infinite limit clips where the sharpest kept miter would end (about 1414 h).
            miterClipDistance = h * min(limit, 1 / ((1 + miterMinimumCosine) / 2).squareRoot())
            // Round parts are polygons whose edges touch the circle at their midpoints, so the
            // sides run straight into them; a vertex over an edge spanning angle a sticks out by
            // h·(1/cos(a/2) − 1).
            // No libm here: a stroker is set up once per path, hundreds of times a frame.
            joinStep = Self.roundStep(halfWidth: h, tolerance: joinTol)
            inverseJoinStep = 1 / joinStep
            joinMaxSteps = Int((Float.pi / joinStep).rounded(.up))
            let capStep = Self.roundStep(halfWidth: h, tolerance: tol)
            // A bevel's true edge is the chord, so a miter point over a small turn strays from it
            // by about twice what it strays from the circle: bevels keep the fine tolerance for
            // this rule. (Miters are exact there, and round joins are what the join tolerance is for.)
            let (c, _) = Self.cosSin((style.join == .bevel ? min(joinStep, capStep) : joinStep) / 2)
            smallTurnMinimumCosine = 2 * c * c - 1
            capSteps = Int((Float.pi / capStep).rounded(.up))
            let (ch, sh) = Self.cosSin(Float.pi / Float(2 * capSteps))
            capHalfRotation = SIMD2(ch, -sh)
            capRotation = SIMD2(2 * ch * ch - 1, -2 * ch * sh)
            capRadius = h / ch
            maxJoinPoints = max(3, joinMaxSteps)
            maxCapPoints = max(2, capSteps)
            minimumSegment = max(tol * 0.01, 1e-6)
        }

        /// The largest angle, at most a quarter turn, that one edge of a polygon round a circle
        /// of radius `h` may span while its vertices stay within `tolerance` of the circle.
        private static func roundStep(halfWidth h: Float, tolerance: Float) -> Float {
            let tangent = h / (h + tolerance)
            let step = tolerance < h ? 2 * angle(cosine: tangent, sine: (1 - tangent * tangent).squareRoot()) : Float.pi / 2
            return min(Float.pi / 2, max(step, 1e-3))
        }

        /// Whether the path turns towards its left normal at a vertex (a 180° turn counts as a
        /// left turn, so the two sides of the stroke agree on which one is inner).
        @inline(__always) static func turnsLeft(_ d0: SIMD2<Float>, _ d1: SIMD2<Float>) -> Bool {
            turnsLeft(cross: d0.x * d1.y - d0.y * d1.x, cosine: d0.x * d1.x + d0.y * d1.y)
        }

        /// ``turnsLeft(_:_:)`` from the turn's cross product and cosine, for a caller that has
        /// them already.
        @inline(__always) static func turnsLeft(cross: Float, cosine: Float) -> Bool {
            cross > 0 || (cross == 0 && cosine < 0)
        }
    }
}

extension Stroker.Pen {
    /// Everything a pen is made from, compared bit for bit, so that a pen is reused only for
    /// inputs that make exactly the same one.
    struct Key: Equatable {
        let width: UInt64
        let miterLimit: UInt64
        let cap: LineCap
        let join: LineJoin
        let tolerance: UInt32
        let joinTolerance: UInt32?

        init(style: StrokeStyle, tolerance: Float, joinTolerance: Float?) {
            width = style.width.bitPattern
            miterLimit = style.miterLimit.bitPattern
            cap = style.cap
            join = style.join
            self.tolerance = tolerance.bitPattern
            self.joinTolerance = joinTolerance?.bitPattern
        }
    }
}

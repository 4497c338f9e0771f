import Foundation

/// An affine transform, stored as the SVG matrix `[a c e; b d f; 0 0 1]`.
///
/// Points map as `x' = a·x + c·y + e`, `y' = b·x + d·y + f`, the same convention as SVG's
/// `matrix(a b c d e f)`, so transforms read from files need no reordering.
public struct Transform: Hashable, Sendable, CustomStringConvertible {
    public var a, b, c, d, e, f: Double

    @inlinable public init(a: Double, b: Double, c: Double, d: Double, e: Double, f: Double) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.e = e; self.f = f
    }

    public static let identity = Transform(a: 1, b: 0, c: 0, d: 1, e: 0, f: 0)

    @inlinable public static func translation(_ tx: Double, _ ty: Double) -> Transform {
        Transform(a: 1, b: 0, c: 0, d: 1, e: tx, f: ty)
    }
    @inlinable public static func scale(_ sx: Double, _ sy: Double) -> Transform {
        Transform(a: sx, b: 0, c: 0, d: sy, e: 0, f: 0)
    }
    @inlinable public static func scale(_ s: Double) -> Transform { scale(s, s) }
    /// A rotation by `radians`; positive turns clockwise on a y-down screen.
    @inlinable public static func rotation(_ radians: Double) -> Transform {
        let cs = cos(radians), sn = sin(radians)
        return Transform(a: cs, b: sn, c: -sn, d: cs, e: 0, f: 0)
    }
    /// A rotation by `radians` around `center`.
    @inlinable public static func rotation(_ radians: Double, around center: Point) -> Transform {
        translation(-center.x, -center.y).concatenating(rotation(radians)).concatenating(translation(center.x, center.y))
    }
    /// A uniform scale by `s` around `center`.
    @inlinable public static func scale(_ s: Double, around center: Point) -> Transform {
        translation(-center.x, -center.y).concatenating(scale(s)).concatenating(translation(center.x, center.y))
    }
    @inlinable public static func skewX(_ radians: Double) -> Transform {
        Transform(a: 1, b: 0, c: tan(radians), d: 1, e: 0, f: 0)
    }
    @inlinable public static func skewY(_ radians: Double) -> Transform {
        Transform(a: 1, b: tan(radians), c: 0, d: 1, e: 0, f: 0)
    }

    /// The transform that applies `self` first, then `other`.
    @inlinable public func concatenating(_ o: Transform) -> Transform {
        Transform(a: o.a * a + o.c * b, b: o.b * a + o.d * b,
                  c: o.a * c + o.c * d, d: o.b * c + o.d * d,
                  e: o.a * e + o.c * f + o.e, f: o.b * e + o.d * f + o.f)
    }

    /// The inverse, or nil when the transform collapses the plane.
    public var inverted: Transform? {
        let det = a * d - b * c
        guard det != 0, det.isFinite else { return nil }
        let id = 1 / det
        return Transform(a: d * id, b: -b * id, c: -c * id, d: a * id,
                         e: (c * f - d * e) * id, f: (b * e - a * f) * id)
    }

    @inlinable public func apply(_ p: Point) -> Point { Point(a * p.x + c * p.y + e, b * p.x + d * p.y + f) }
    /// Maps a displacement: the linear part only, no translation.
    @inlinable public func applyToVector(_ p: Point) -> Point { Point(a * p.x + c * p.y, b * p.x + d * p.y) }

    @inlinable public var isIdentity: Bool { self == .identity }
    /// The factor by which the transform scales lengths on average (the square root of the
    /// determinant's magnitude); used to turn device-pixel tolerances into user units.
    @inlinable public var meanScale: Double { abs(a * d - b * c).squareRoot() }
    /// The largest factor by which the transform can stretch a length.
    public var maxScale: Double {
        // Largest singular value of the 2×2 linear part.
        let s1 = a * a + b * b + c * c + d * d
        let s2 = ((a * a + b * b - c * c - d * d) * (a * a + b * b - c * c - d * d) + 4 * (a * c + b * d) * (a * c + b * d)).squareRoot()
        return ((s1 + s2) / 2).squareRoot()
    }

    /// How many device units one unit spans, as Skia judges it for measuring curves: the
    /// longer of the images of the two axes' rows (`SkMatrix`'s resolution scale), 1 when that
    /// is zero or not finite.
    public var resolutionScale: Double {
        let s = max((a * a + c * c).squareRoot(), (b * b + d * d).squareRoot())
        return s > 0 && s.isFinite ? s : 1
    }

    public var description: String { "matrix(\(a) \(b) \(c) \(d) \(e) \(f))" }
}

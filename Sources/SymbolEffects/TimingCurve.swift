import Foundation

/// An easing curve: maps linear progress 0…1 to eased progress 0…1, starting at 0 and ending
/// exactly at 1.
public enum TimingCurve: Hashable, Sendable {
    case linear
    /// CSS/SwiftUI `easeInOut`: the cubic Bézier (0.42, 0) (0.58, 1).
    case easeInOut
    /// The shape of SwiftUI's default bounce-free `.spring` fitted with a cubic Bézier
    /// (0.2, 0) (0, 1): it leaves and lands with zero speed, rises early and settles long, and
    /// reaches exactly 1 at the end of its duration.
    case smoothSpring

    /// The eased value at `u` (clamped to 0…1).
    public func callAsFunction(_ u: Double) -> Double {
        let u = min(max(u, 0), 1)
        switch self {
        case .linear:
            return u
        case .easeInOut:
            return TimingCurve.cubicBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1, at: u)
        case .smoothSpring:
            return TimingCurve.cubicBezier(x1: 0.2, y1: 0, x2: 0, y2: 1, at: u)
        }
    }

    /// Evaluates a CSS-style cubic Bézier timing function (endpoints (0,0) and (1,1)) at `x`.
    static func cubicBezier(x1: Double, y1: Double, x2: Double, y2: Double, at x: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        func coord(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
            let mt = 1 - t
            return 3 * mt * mt * t * p1 + 3 * mt * t * t * p2 + t * t * t
        }
        func slope(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
            let mt = 1 - t
            return 3 * mt * mt * p1 + 6 * mt * t * (p2 - p1) + 3 * t * t * (1 - p2)
        }
        // Newton steps from a good guess, then bisection if the slope is too flat to trust.
        var t = x
        for _ in 0..<8 {
            let err = coord(t, x1, x2) - x
            if abs(err) < 1e-12 { return coord(t, y1, y2) }
            let d = slope(t, x1, x2)
            if abs(d) < 1e-6 { break }
            t -= err / d
        }
        var lo = 0.0, hi = 1.0
        t = x
        for _ in 0..<60 {
            let v = coord(t, x1, x2)
            if abs(v - x) < 1e-12 { break }
            if v < x { lo = t } else { hi = t }
            t = (lo + hi) / 2
        }
        return coord(t, y1, y2)
    }
}

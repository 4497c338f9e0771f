/// The one rule for a trace that has just begun, or is about to vanish: it must not show as a
/// dot.
///
/// A round-capped piece shorter than its caps reads as a dot, and a guide's round-capped reveal
/// as a disc of fill. The rule has two halves, each applied where what it needs is known:
///
/// - ``layer(_:over:)``: a tracing layer's pose fades in over the first ``coverageSpan`` of its
///   trace, fills and reveals included. The effects engine applies it, so a pose's opacity rises
///   from nothing as the trace starts, and a pose says what the eye sees.
/// - ``piece(length:width:)``: each trimmed stroke piece fades in until it is half a stroke width
///   long. The renderer applies it: only it knows the width, which the weight scales.
public enum TraceFade {
    /// The fraction of its trace over which a tracing layer fades in.
    public static let coverageSpan = 0.04

    /// What multiplies the opacity of a layer drawn over `range` of its trace: it eases in over
    /// the first `span` of the trace, and is 1 for the whole trace.
    public static func layer(_ range: DrawRange, over span: Double = coverageSpan) -> Double {
        if range.isFull { return 1 }
        return smoothStep(range.coverage / span)
    }

    /// What multiplies the paint of a trimmed stroke piece `length` long and `width` wide (both
    /// in the same units).
    public static func piece(length: Double, width: Double) -> Double {
        smoothStep(length / (0.5 * width))
    }

    /// 0 below 0, 1 above 1, and a smooth S between.
    private static func smoothStep(_ x: Double) -> Double {
        let u = min(max(x, 0), 1)
        return u * u * (3 - 2 * u)
    }
}

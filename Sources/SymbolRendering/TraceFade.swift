import SymbolModel

/// The one rule for a trace that has just begun, or is about to vanish: it must not pop in (or
/// out) as a dot.
///
/// A round-capped piece shorter than its caps reads as a dot, and a guide's round-capped reveal
/// as a disc of fill. So a partly drawn tracing layer eases in over the first ``coverageSpan`` of
/// its trace, fills and reveals included (``layer(_:_:)``); and each stroke piece, whose width
/// only the renderer knows (the weight scales it), eases in until it is half a stroke width long
/// (``piece(length:width:)``). The pose says how much of a layer is drawn; how a short trace
/// looks is decided here alone.
enum TraceFade {
    /// The fraction of its trace over which a tracing layer fades in.
    static let coverageSpan = 0.04

    /// What multiplies the opacity of `layer` drawn over `range`: below 1 only for a tracing
    /// layer (its own strokes or a guide) in the first ``coverageSpan`` of its trace.
    static func layer(_ layer: Layer, _ range: DrawRange) -> Double {
        switch layer.draw.kind {
        case .stroke, .guide:
            if range.isFull { return 1 }
            return smoothStep(range.coverage / coverageSpan)
        case .appear, .attachment, .fallback:
            return 1
        }
    }

    /// What multiplies the paint of a trimmed stroke piece `length` long and `width` wide (both
    /// in the same units).
    static func piece(length: Double, width: Double) -> Double {
        smoothStep(length / (0.5 * width))
    }

    /// 0 below 0, 1 above 1, and a smooth S between.
    private static func smoothStep(_ x: Double) -> Double {
        let u = min(max(x, 0), 1)
        return u * u * (3 - 2 * u)
    }
}

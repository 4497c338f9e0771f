import SymbolEffects
import SymbolModel

/// How a layer's drawn range shows on one subpath, in the terms trim paths and dash patterns
/// use: the drawn interval `[from, to]` as fractions of the subpath's length, shifted by a fixed
/// `offset` and wrapping past the end of a closed subpath.
///
/// It is ``DrawRange/pathIntervals(for:isClosed:)`` written as two numbers per piece that move
/// smoothly with the range: a forward trace is `[tail, head]`, a reverse one `[1 − head, 1 − tail]`,
/// both from the annotation's start on a closed subpath; a bidirectional trace is two pieces
/// growing away from its start.
struct TracePiece {
    var offset: Double
    /// Whether the piece lies on a closed subpath, where it may wrap past the start.
    var wraps = false
    var interval: @Sendable (_ tail: Double, _ head: Double) -> (from: Double, to: Double)

    /// The pieces of one subpath for `annotation`.
    static func pieces(for annotation: DrawAnnotation, isClosed: Bool) -> [TracePiece] {
        let start = min(max(annotation.start, 0), 1)
        if annotation.isBidirectional {
            if isClosed {
                return [TracePiece(offset: start, wraps: true) { t, h in (t / 2, h / 2) },
                        TracePiece(offset: start, wraps: true) { t, h in (1 - h / 2, 1 - t / 2) }]
            }
            let forward = 1 - start, backward = start
            return [TracePiece(offset: 0) { t, h in (start + t * forward, start + h * forward) },
                    TracePiece(offset: 0) { t, h in (start - h * backward, start - t * backward) }]
        }
        let offset = isClosed ? start : 0
        switch annotation.direction {
        case .forward: return [TracePiece(offset: offset, wraps: isClosed) { t, h in (t, h) }]
        case .reverse: return [TracePiece(offset: offset, wraps: isClosed) { t, h in (1 - h, 1 - t) }]
        }
    }

    /// Whether a drawn range is the whole trace, as the renderer tells it, allowing for the
    /// last sample of a draw landing a hair short of its end.
    static func isWhole(tail: Double, head: Double) -> Bool {
        tail <= 1e-6 && head >= 1 - 1e-6
    }

    /// How visible a partly drawn stroke is: the renderer's ``TraceFade/piece(length:width:)``
    /// for a piece `coverage × longest subpath` long. `ratio` is the longest subpath over half
    /// the stroke width, so the piece's length over half its width is `coverage × ratio`.
    static func capFade(tail: Double, head: Double, ratio: Double) -> Double {
        let range = DrawRange(tail: tail, head: head)
        if range.isFull { return 1 }
        if range.isEmpty { return 0 }
        return TraceFade.piece(length: range.coverage * ratio, width: 2)
    }
}

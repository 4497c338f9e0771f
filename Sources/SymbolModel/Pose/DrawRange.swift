/// The drawn part of a layer, as an interval of its *trace*: 0 is where the draw starts, 1 where
/// it ends, whatever the path's own direction or starting point.
///
/// Draw On grows `head` from 0 to 1. Draw Off either moves `tail` up to the head (erased in the
/// drawn direction) or `head` back to the tail (`.reversed`). The renderer turns a trace interval
/// into path intervals with ``pathIntervals(for:isClosed:)``; the trace is applied to every
/// subpath of the layer at once, each subpath from its own start.
public struct DrawRange: Hashable, Sendable, CustomStringConvertible {
    public var tail: Double
    public var head: Double

    public init(tail: Double, head: Double) {
        self.tail = min(max(tail, 0), 1)
        self.head = max(min(max(head, 0), 1), self.tail)
    }

    /// The whole trace: the static layer.
    public static let full = DrawRange(tail: 0, head: 1)
    /// Nothing drawn, at the start of the trace.
    public static let empty = DrawRange(tail: 0, head: 0)

    /// The fraction of the trace that is drawn.
    public var coverage: Double { head - tail }
    public var isFull: Bool { tail <= 0 && head >= 1 }
    public var isEmpty: Bool { head <= tail }

    /// Interpolates both ends towards `target`.
    public func interpolated(to target: DrawRange, _ p: Double) -> DrawRange {
        DrawRange(tail: tail + (target.tail - tail) * p, head: head + (target.head - head) * p)
    }

    /// The pieces of one subpath to draw, as fractions of that subpath's length, each with
    /// `lowerBound < upperBound` (a piece that wraps past the end of a closed subpath is split
    /// in two).
    ///
    /// - Forward traces run from `start` towards the path's end; on a closed subpath they wrap
    ///   around back to `start`; on an open one `start` is ignored unless the draw is
    ///   bidirectional (an open path cannot wrap).
    /// - Reverse traces run the other way.
    /// - Bidirectional traces grow both ways from `start`: half the loop each way on a closed
    ///   subpath, to both ends (each at its own pace) on an open one.
    public func pathIntervals(for annotation: DrawAnnotation, isClosed: Bool) -> [ClosedRange<Double>] {
        if isEmpty { return [] }
        if isFull { return [0...1] }
        let start = min(max(annotation.start, 0), 1)
        var pieces: [ClosedRange<Double>] = []
        func addWrapped(_ a: Double, _ b: Double) {
            // [a, b] with a <= b, possibly outside 0…1 on a closed subpath.
            guard b > a else { return }
            if !isClosed {
                let lo = max(a, 0), hi = min(b, 1)
                if hi > lo { pieces.append(lo...hi) }
                return
            }
            if b - a >= 1 { pieces = [0...1]; return }
            let shift = (a / 1).rounded(.down)
            let lo = a - shift, hi = b - shift
            if hi <= 1 {
                pieces.append(lo...hi)
            } else {
                pieces.append(lo...1)
                pieces.append(0...(hi - 1))
            }
        }
        if annotation.isBidirectional {
            let forwardSpan = isClosed ? 0.5 : 1 - start
            let backwardSpan = isClosed ? 0.5 : start
            addWrapped(start + tail * forwardSpan, start + head * forwardSpan)
            addWrapped(start - head * backwardSpan, start - tail * backwardSpan)
            return pieces
        }
        let origin = isClosed ? start : (annotation.direction == .forward ? 0 : 1)
        switch annotation.direction {
        case .forward: addWrapped(origin + tail, origin + head)
        case .reverse: addWrapped(origin - head, origin - tail)
        }
        return pieces
    }

    /// Where the growing end sits, as a fraction of the subpath's length (the forward head for a
    /// bidirectional draw). Attachments ride this point.
    public func headPathFraction(for annotation: DrawAnnotation, isClosed: Bool) -> Double {
        let start = min(max(annotation.start, 0), 1)
        func wrap(_ x: Double) -> Double {
            guard isClosed else { return min(max(x, 0), 1) }
            let w = x - x.rounded(.down)
            return w == 0 && x > 0 ? 1 : w
        }
        if annotation.isBidirectional {
            return wrap(start + head * (isClosed ? 0.5 : 1 - start))
        }
        let origin = isClosed ? start : (annotation.direction == .forward ? 0 : 1)
        return annotation.direction == .forward ? wrap(origin + head) : wrap(origin - head)
    }

    public var description: String { "[\(tail), \(head)]" }
}

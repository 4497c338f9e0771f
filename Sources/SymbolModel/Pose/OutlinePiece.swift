/// A drawn piece of a shape's outline, from `start` to `end` as fractions of the outline's whole
/// length (its subpaths end to end): how a GTK path animation draws a path in part.
///
/// `start > end` is a piece that wraps past the end of the outline: it is drawn as the part from
/// `start` to the end, then the part from the beginning to `end`. Fractions outside 0...1 are
/// clamped.
public struct OutlinePiece: Hashable, Sendable {
    public var start: Double
    public var end: Double

    public init(start: Double, end: Double) {
        self.start = start
        self.end = end
    }
}

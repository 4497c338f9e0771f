extension Path {
    /// Appends a conic (rational quadratic) segment from the current point to `end`, as GTK's
    /// `O` path command draws it.
    ///
    /// Like arcs, the conic is not stored as such: it becomes quadratic pieces within
    /// ``ConicSegment/defaultTolerance`` of the curve (see ``ConicSegment/quads(tolerance:)``),
    /// so measuring, trimming and stroking treat it like any curve. A weight that is not
    /// positive and finite draws a straight line to `end` (the parser reports such weights as
    /// errors before they get here); a weight of exactly 1 is a plain quadratic.
    public mutating func conic(to end: Point, control: Point, weight: Double) {
        guard weight.isFinite, weight > 0 else { line(to: end); return }
        if weight == 1 { quad(to: end, control: control); return }
        // The current point (the origin when there is no subpath yet) is where the conic starts.
        let conic = ConicSegment(start: currentPoint, control: control, end: end, weight: weight)
        for piece in conic.quads(tolerance: conic.defaultTolerance) {
            quad(to: piece.end, control: piece.control)
        }
    }
}

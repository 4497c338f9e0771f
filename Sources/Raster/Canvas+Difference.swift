extension Canvas {
    /// The first pixel, in reading order, where this canvas differs from `other` (of the same
    /// size), or nil when every pixel is equal: what a check of a partial repaint against a
    /// whole one reports.
    public func firstDifference(from other: Canvas) -> (x: Int, y: Int)? {
        precondition(width == other.width && height == other.height, "only canvases of one size compare")
        return pixels.withUnsafeBufferPointer { a in
            other.pixels.withUnsafeBufferPointer { b in
                for i in 0..<a.count where a[i] != b[i] { return (i % width, i / width) }
                return nil
            }
        }
    }
}

/// A line of text rendered to 8-bit coverage (0 = empty, 255 = fully inside a glyph), ready to be
/// painted in any colour with the canvas's alpha-mask drawing.
public struct TextBitmap: Sendable {
    public var width: Int
    public var height: Int
    /// `width × height` coverage values, row by row from the top.
    public var coverage: [UInt8]
    /// The row of the baseline, counted from the top of the bitmap.
    public var baseline: Int
    /// The column of the pen's starting point (non-zero when a glyph overhangs to the left).
    public var originX: Int
    /// How far the pen moved, in pixels: the width layout should use.
    public var advance: Double

    /// The sum of all coverage, in pixels: handy to check that something was drawn.
    public var inkArea: Double { coverage.reduce(0) { $0 + Double($1) } / 255 }
}

/// A face's vertical metrics at one pixel size, in pixels: what layout needs to stack lines.
public struct LineMetrics: Sendable, Hashable {
    /// Distance from the baseline up to the top of the tallest glyphs.
    public var ascent: Double
    /// Distance from the baseline down to the bottom of descenders (positive).
    public var descent: Double
    /// The recommended distance between baselines.
    public var lineHeight: Double
}

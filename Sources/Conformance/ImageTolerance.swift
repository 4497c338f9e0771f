/// When two renders count as the same picture: under ``maxDifferingFraction`` of the pixels may
/// differ by more than ``channelDelta`` (of 255) in any premultiplied channel, and under
/// ``maxGrossFraction`` by more than ``grossDelta``.
///
/// The first bound judges the picture as a whole; the second catches a small but real error,
/// such as a round join where a sharp miter belongs, which changes too few pixels for the first.
public struct ImageTolerance: Sendable, Hashable, CustomStringConvertible {
    public var channelDelta: Int
    public var maxDifferingFraction: Double
    public var grossDelta: Int
    public var maxGrossFraction: Double

    public init(channelDelta: Int, maxDifferingFraction: Double, grossDelta: Int = 255, maxGrossFraction: Double = 1) {
        self.channelDelta = channelDelta
        self.maxDifferingFraction = maxDifferingFraction
        self.grossDelta = grossDelta
        self.maxGrossFraction = maxGrossFraction
    }

    /// The tolerance of the resvg conformance check. A pixel differs when a channel is off by
    /// more than 24/255 (about 10 %), and a render passes when under 1 % of its pixels differ and
    /// under 0.01 % (9 pixels of a 300 × 300 image) are off by more than half (128/255).
    ///
    /// Two anti-aliasing rasterizers disagree on edge pixels (resvg computes coverage on a grid
    /// of quarter pixels; ours computes exact areas, and flattens curves differently): along the
    /// edges of a curved stroke that is up to 600 pixels over 24/255 and at most 5 over 128/255
    /// in the resvg suite. A wrong colour, opacity or missing shape changes thousands of pixels; a round or
    /// bevel join where a 12 px miter belongs changes only 20 to 40, but by more than half.
    public static let resvg = ImageTolerance(channelDelta: 24, maxDifferingFraction: 0.01,
                                             grossDelta: 128, maxGrossFraction: 0.0001)

    /// Whether `difference` is within this tolerance.
    public func accepts(_ difference: ImageDifference) -> Bool {
        difference.sizesMatch && difference.differingFraction < maxDifferingFraction
            && difference.grossFraction < maxGrossFraction
    }

    public var description: String {
        var text = "a pixel differs when any premultiplied channel differs by more than \(channelDelta)/255; "
            + "a render passes when under \(maxDifferingFraction * 100)% of its pixels differ"
        if maxGrossFraction < 1 {
            text += " and under \(maxGrossFraction * 100)% differ by more than \(grossDelta)/255"
        }
        return text
    }
}

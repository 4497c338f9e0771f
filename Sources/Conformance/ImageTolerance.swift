/// When two renders count as the same picture: at most ``maxDifferingFraction`` of the pixels
/// may differ by more than ``channelDelta`` (of 255) in any premultiplied channel.
public struct ImageTolerance: Sendable, Hashable, CustomStringConvertible {
    public var channelDelta: Int
    public var maxDifferingFraction: Double

    public init(channelDelta: Int, maxDifferingFraction: Double) {
        self.channelDelta = channelDelta
        self.maxDifferingFraction = maxDifferingFraction
    }

    /// The tolerance of the resvg conformance check: a pixel differs when a channel is off by more
    /// than 24/255 (about 10 %), and a render passes when under 1 % of its pixels differ. Two
    /// anti-aliasing rasterizers disagree on edge pixels by a few levels (resvg samples coverage
    /// at 4× vertically; ours computes exact areas), which stays under the channel delta almost
    /// everywhere; a wrong join, cap, colour or missing shape changes hundreds of pixels by far more.
    public static let resvg = ImageTolerance(channelDelta: 24, maxDifferingFraction: 0.01)

    /// Whether `difference` is within this tolerance.
    public func accepts(_ difference: ImageDifference) -> Bool {
        difference.sizesMatch && difference.differingFraction < maxDifferingFraction
    }

    public var description: String {
        "a pixel differs when any premultiplied channel differs by more than \(channelDelta)/255; "
            + "a render passes when under \(maxDifferingFraction * 100)% of its pixels differ"
    }
}

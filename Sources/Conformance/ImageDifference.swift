import Raster

/// How far one image is from another, measured the way a person would notice: the share of
/// pixels whose colour visibly differs.
///
/// Pixels are compared premultiplied, channel by channel (alpha, red, green, blue, 0–255). The
/// premultiplied value is what a pixel contributes when composited over any background, so a
/// colour difference in a nearly transparent edge pixel, which nobody can see, does not count,
/// while a missing or misplaced shape does. A pixel *differs* when any channel differs by more
/// than ``ImageTolerance/channelDelta``, and is *grossly wrong* when it differs by more than
/// ``ImageTolerance/grossDelta`` (ink where there should be none, or none where there should be).
public struct ImageDifference: Sendable, Hashable {
    /// Pixels compared (the reference's width × height).
    public var pixelCount: Int
    /// Pixels whose largest channel difference exceeds the tolerance's channel delta.
    public var differingPixels: Int
    /// Pixels whose largest channel difference exceeds the tolerance's gross delta.
    public var grossPixels: Int
    /// The largest channel difference anywhere, 0–255.
    public var maxChannelDelta: Int
    /// Whether the two images had the same size; when not, every pixel counts as differing.
    public var sizesMatch: Bool

    /// The share of pixels that differ, 0–1.
    public var differingFraction: Double { pixelCount == 0 ? 0 : Double(differingPixels) / Double(pixelCount) }
    /// The share of pixels that are grossly wrong, 0–1.
    public var grossFraction: Double { pixelCount == 0 ? 0 : Double(grossPixels) / Double(pixelCount) }

    /// Compares `image` with `reference` under `tolerance`.
    public init(_ image: Canvas, against reference: Canvas, tolerance: ImageTolerance) {
        pixelCount = reference.width * reference.height
        guard image.width == reference.width, image.height == reference.height else {
            differingPixels = pixelCount
            grossPixels = pixelCount
            maxChannelDelta = 255
            sizesMatch = false
            return
        }
        sizesMatch = true
        var differing = 0, gross = 0, worst = 0
        let limit = tolerance.channelDelta, grossLimit = tolerance.grossDelta
        for i in 0..<pixelCount {
            let a = image.pixels[i], b = reference.pixels[i]
            if a == b { continue }
            let delta = Self.channelDelta(a, b)
            worst = max(worst, delta)
            if delta > limit { differing += 1 }
            if delta > grossLimit { gross += 1 }
        }
        differingPixels = differing
        grossPixels = gross
        maxChannelDelta = worst
    }

    /// The largest difference between two packed pixels in any channel (alpha, red, green or
    /// blue), 0–255: what decides whether a pixel differs.
    public static func channelDelta(_ a: UInt32, _ b: UInt32) -> Int {
        var delta = 0
        for shift in stride(from: UInt32(0), through: 24, by: 8) {
            delta = max(delta, abs(Int((a >> shift) & 0xFF) - Int((b >> shift) & 0xFF)))
        }
        return delta
    }
}

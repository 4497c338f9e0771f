import Geometry

/// An 8-bit coverage image the size of a canvas, used to clip a fill or stroke to the shapes
/// drawn into the mask (for example, revealing a filled shape under a growing guide stroke).
///
/// Drawing into a mask adds coverage (a union); ``clear()`` empties it.
public final class CoverageMask {
    public let width: Int
    public let height: Int
    /// Row-major coverage, 0 (hidden) to 255 (shown).
    public var bytes: [UInt8]
    let rasterizer: Rasterizer

    /// An empty mask with its own working memory. ``Canvas/makeMask()`` shares the canvas's.
    public convenience init(width: Int, height: Int) {
        self.init(width: width, height: height, sharing: Rasterizer())
    }

    init(width: Int, height: Int, sharing rasterizer: Rasterizer) {
        precondition(width > 0 && height > 0, "a mask needs a positive size, not \(width)×\(height)")
        self.width = width
        self.height = height
        bytes = Array(repeating: 0, count: width * height)
        self.rasterizer = rasterizer
    }

    /// Hides everything again.
    public func clear() {
        bytes.withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
    }

    /// Adds the inside of `path` to the mask.
    public func fill(_ path: Path, transform: Transform = .identity, rule: FillRule = .nonZero) {
        rasterizer.flattenForFill(path, transform: transform)
        add(rasterizer.contours, evenOdd: rule == .evenOdd)
    }

    /// Adds the stroke of `path` to the mask.
    public func stroke(_ path: Path, style: StrokeStyle, transform: Transform = .identity) {
        rasterizer.strokeOutline(path, style: style, transform: transform)
        add(rasterizer.outline, evenOdd: false)
    }

    private func add(_ polygons: PolygonBuffer, evenOdd: Bool) {
        guard rasterizer.accumulate(polygons, width: width, height: height) else { return }
        let w = width
        bytes.withUnsafeMutableBufferPointer { b in
            var sink = MaskWriterSink(bytes: b.baseAddress!, rowStride: w)
            rasterizer.accumulator.sweep(evenOdd: evenOdd, into: &sink)
        }
    }
}

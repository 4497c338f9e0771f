import Geometry

/// An 8-bit coverage image the size of a canvas, used to clip a fill or stroke to the shapes
/// drawn into the mask (for example, revealing a filled shape under a growing guide stroke), or a
/// whole group through ``Canvas/drawLayer(opacity:clip:blendMode:_:)`` (SVG clip paths and masks).
///
/// Drawing into a mask adds coverage (a union); ``clear()`` empties it. A mask holds
/// `width`×`height` bytes: callers that clip every frame may keep their masks and clear them
/// rather than make new ones.
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
        fill(0)
    }

    /// Sets every pixel's coverage to `value`: 255 shows everything, the start of a mask that
    /// later ``intersect(_:)`` calls narrow.
    public func fill(_ value: UInt8) {
        bytes.withUnsafeMutableBufferPointer { $0.update(repeating: value) }
    }

    /// Multiplies each pixel's coverage by `other`'s, so the mask shows only where both do: a
    /// clip path that is itself clipped, or a mask inside a clipped group.
    public func intersect(_ other: CoverageMask) {
        precondition(other.width == width && other.height == height, "masks must be the same size to intersect")
        other.bytes.withUnsafeBufferPointer { o in
            bytes.withUnsafeMutableBufferPointer { b in
                for i in b.indices {
                    b[i] = UInt8(truncatingIfNeeded: PremultipliedPixel.multiply(UInt32(b[i]), UInt32(o[i])))
                }
            }
        }
    }

    /// Adds the inside of `path` to the mask. With a `clip`, the path's coverage is first
    /// multiplied by the clip's: a clip-path child that has a clip path of its own.
    public func fill(_ path: Path, transform: Transform = .identity, rule: FillRule = .nonZero,
                     clip: CoverageMask? = nil) {
        rasterizer.flattenForFill(path, transform: transform)
        add(rasterizer.contours, evenOdd: rule == .evenOdd, clip: clip)
    }

    /// Adds the stroke of `path` to the mask, through `clip` if there is one.
    public func stroke(_ path: Path, style: StrokeStyle, transform: Transform = .identity, clip: CoverageMask? = nil) {
        rasterizer.strokeOutline(path, style: style, transform: transform)
        add(rasterizer.outline, evenOdd: false, clip: clip)
    }

    private func add(_ polygons: PolygonBuffer, evenOdd: Bool, clip: CoverageMask?) {
        guard rasterizer.accumulate(polygons, width: width, height: height) else { return }
        let w = width
        bytes.withUnsafeMutableBufferPointer { b in
            let sink = MaskWriterSink(bytes: b.baseAddress!, rowStride: w)
            if let clip {
                precondition(clip.width == width && clip.height == height, "a mask's clip must be the same size")
                clip.bytes.withUnsafeBufferPointer { c in
                    var masked = MaskedSink(inner: sink, mask: c.baseAddress!, maskStride: w)
                    rasterizer.accumulator.sweep(evenOdd: evenOdd, into: &masked)
                }
            } else {
                var sink = sink
                rasterizer.accumulator.sweep(evenOdd: evenOdd, into: &sink)
            }
        }
    }
}

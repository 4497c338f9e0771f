#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Geometry

/// A grid of premultiplied pixels that paths, bitmaps and other canvases are drawn onto.
///
/// Each pixel is one `UInt32`, `0xAARRGGBB`, premultiplied by alpha. On a little-endian machine
/// its bytes are B, G, R, A, which is SDL's `ARGB8888`: the viewer uploads ``pixels`` as they are.
/// Drawing is source-over. A canvas owns reusable working memory, so drawing allocates nothing
/// once the first few paths have been drawn.
public final class Canvas {
    public let width: Int
    public let height: Int
    /// Row-major pixels, `width` per row, premultiplied `0xAARRGGBB`.
    public var pixels: [UInt32]

    let rasterizer: Rasterizer
    /// The pixels touched since the last ``clear(_:)`` (min inclusive, max exclusive), so layers
    /// composite and clear only what was drawn.
    var dirtyMinX = Int.max, dirtyMinY = Int.max, dirtyMaxX = Int.min, dirtyMaxY = Int.min
    /// Offscreen canvases for ``drawLayer(opacity:clip:blendMode:_:)``, one per level of groups
    /// drawn onto this canvas at once, kept for the next frame; the first `layersInUse` are taken.
    var layers: [Canvas] = []
    var layersInUse = 0

    /// When set, drawing changes only the pixels inside this rectangle; everything else stays as
    /// it was. Paths are still rasterized whole, so the pixels inside come out exactly as an
    /// unclipped draw would leave them: a viewer repaints the part of a frame that changed and
    /// gets the same pixels as repainting all of it. Layers drawn meanwhile take the same clip.
    /// ``clear(_:)`` clears only the clip; writing ``pixels`` directly ignores it.
    public var clip: PixelRect?

    /// The pixels drawing could have touched since ``resetDrawnBounds()`` (or since the last
    /// transparent ``clear(_:)``), whatever the ``clip``: a path's pixel bounds, a bitmap's
    /// rectangle. Nil when nothing was drawn. A viewer learns from it where an item is on screen,
    /// so the next frame knows what to repaint when the item moves.
    public var drawnBounds: PixelRect? {
        dirtyMaxX > dirtyMinX && dirtyMaxY > dirtyMinY
            ? PixelRect(x0: dirtyMinX, y0: dirtyMinY, x1: dirtyMaxX, y1: dirtyMaxY) : nil
    }

    /// Starts ``drawnBounds`` afresh.
    public func resetDrawnBounds() { resetDirty() }

    /// A canvas filled with `color` (transparent by default).
    public init(width: Int, height: Int, color: Color = .clear) {
        precondition(width > 0 && height > 0, "a canvas needs a positive size, not \(width)×\(height)")
        self.width = width
        self.height = height
        pixels = Array(repeating: color.premultipliedARGB, count: width * height)
        rasterizer = Rasterizer()
    }

    init(width: Int, height: Int, sharing rasterizer: Rasterizer) {
        self.width = width
        self.height = height
        pixels = Array(repeating: 0, count: width * height)
        self.rasterizer = rasterizer
    }

    /// Sets every pixel to `color`, or every pixel in the ``clip``.
    public func clear(_ color: Color) {
        let p = color.premultipliedARGB
        if let clip {
            guard let r = clip.intersection(PixelRect(x: 0, y: 0, width: width, height: height)) else { return }
            let w = width
            pixels.withUnsafeMutableBufferPointer { buffer in
                for y in r.y..<r.maxY { Self.set(buffer.baseAddress! + (y * w + r.x), count: r.width, to: p) }
            }
            markDirty(x0: r.x, y0: r.y, x1: r.maxX, y1: r.maxY)
            return
        }
        pixels.withUnsafeMutableBufferPointer { buffer in
            if let base = buffer.baseAddress { Self.set(base, count: buffer.count, to: p) }
        }
        if p == 0 { resetDirty() } else { markDirty(x0: 0, y0: 0, x1: width, y1: height) }
    }

    /// Sets `count` pixels from `start` to `value`. A value whose four bytes are equal
    /// (transparent, opaque white, a neutral grey at its own alpha) is a byte fill, which the C
    /// library does with the widest stores the processor has; the generic loop stores 16 bytes
    /// at a time. Clearing a 1024² canvas was 3 % of a frame of small strokes.
    private static func set(_ start: UnsafeMutablePointer<UInt32>, count: Int, to value: UInt32) {
        let byte = value & 0xFF
        if value == byte &* 0x0101_0101 {
            memset(start, Int32(byte), count &* 4)   // count is a pixel count of the canvas: no overflow
        } else {
            start.update(repeating: value, count: count)
        }
    }

    /// Fills the inside of `path`, mapped through `transform`, under `rule`. With a `mask`, each
    /// pixel's coverage is multiplied by the mask's.
    public func fill(_ path: Path, transform: Transform = .identity, paint: Paint, rule: FillRule = .nonZero,
                     mask: CoverageMask? = nil) {
        if paint.isInvisible { return }
        rasterizer.flattenForFill(path, transform: transform)
        paintPolygons(rasterizer.contours, paint: paint, transform: transform, evenOdd: rule == .evenOdd, mask: mask)
    }

    /// Strokes `path` with `style`, both in user space, mapped through `transform`. The stroke is
    /// one shape: where it overlaps itself it is painted once.
    public func stroke(_ path: Path, style: StrokeStyle, transform: Transform = .identity, paint: Paint,
                       mask: CoverageMask? = nil) {
        if paint.isInvisible { return }
        rasterizer.strokeOutline(path, style: style, transform: transform)
        paintPolygons(rasterizer.outline, paint: paint, transform: transform, evenOdd: false, mask: mask)
    }

    /// Takes the inside of `path` out of what this canvas holds, at `strength` (0...1): where the
    /// path covers a pixel fully at strength 1 the pixel becomes transparent (SVG's
    /// destination-out). How a layer that clears what lies behind it cuts into the layers
    /// already drawn; it costs the path's own area, not the canvas's.
    public func erase(_ path: Path, transform: Transform = .identity, rule: FillRule = .nonZero, strength: Double = 1) {
        guard strength > 0, strength.isFinite else { return }
        rasterizer.flattenForFill(path, transform: transform)
        guard rasterizer.accumulate(rasterizer.contours, width: width, height: height) else { return }
        let source = SweptCoverage(accumulator: rasterizer.accumulator, evenOdd: rule == .evenOdd)
        let w = width
        pixels.withUnsafeMutableBufferPointer { buffer in
            emit(source, into: EraseSink(pixels: buffer.baseAddress!, rowStride: w, strength: strength), mask: nil)
        }
    }

    /// A transparent mask the size of this canvas, sharing its working memory. A renderer that
    /// clips every frame may keep its masks and ``CoverageMask/clear()`` them between uses.
    public func makeMask() -> CoverageMask {
        CoverageMask(width: width, height: height, sharing: rasterizer)
    }

    func paintPolygons(_ polygons: PolygonBuffer, paint: Paint, transform: Transform, evenOdd: Bool, mask: CoverageMask?) {
        guard rasterizer.accumulate(polygons, width: width, height: height) else { return }
        let acc = rasterizer.accumulator
        markDirty(x0: acc.originX, y0: acc.originY, x1: acc.originX + acc.width, y1: acc.originY + acc.height)
        render(SweptCoverage(accumulator: acc, evenOdd: evenOdd), with: paint, transform: transform, mask: mask)
    }

    /// Hands the coverage of `source` to the sink for `paint`, through `mask` if there is one.
    func render<Source: CoverageSource>(_ source: Source, with paint: Paint, transform: Transform, mask: CoverageMask?) {
        let w = width
        pixels.withUnsafeMutableBufferPointer { buffer in
            let px = buffer.baseAddress!
            func solid(_ color: Color) {
                let c = color.premultipliedARGB
                if c == 0 {
                    // Nothing shows, but the sweep must still run: it clears the accumulator.
                    var nothing = DiscardingSink()
                    source.emit(into: &nothing)
                    return
                }
                rasterizer.prepareColor(c)
                emit(source, into: SolidColorSink(pixels: px, rowStride: w, scaled: rasterizer.scaledColor, color: c),
                     mask: mask)
            }
            switch paint {
            case .solid(let color):
                solid(color)
            case .linearGradient(let gradient):
                switch shading(gradient, transform: transform) {
                case .shaded(let shader): emit(source, into: ShadedSink(pixels: px, rowStride: w, shader: shader), mask: mask)
                case .solid(let color): solid(color)
                }
            case .radialGradient(let gradient):
                switch shading(gradient, transform: transform) {
                case .shaded(let shader): emit(source, into: ShadedSink(pixels: px, rowStride: w, shader: shader), mask: mask)
                case .solid(let color): solid(color)
                }
            }
        }
    }

    private func emit<Source: CoverageSource, Sink: SpanSink>(_ source: Source, into sink: Sink, mask: CoverageMask?) {
        if let clip {
            emitUnclipped(source, into: ClippedSink(inner: sink, clip: clip), mask: mask)
        } else {
            emitUnclipped(source, into: sink, mask: mask)
        }
    }

    private func emitUnclipped<Source: CoverageSource, Sink: SpanSink>(_ source: Source, into sink: Sink, mask: CoverageMask?) {
        if let mask {
            precondition(mask.width == width && mask.height == height, "a mask must be the size of the canvas")
            mask.bytes.withUnsafeBufferPointer { m in
                var masked = MaskedSink(inner: sink, mask: m.baseAddress!, maskStride: mask.width)
                source.emit(into: &masked)
            }
        } else {
            var s = sink
            source.emit(into: &s)
        }
    }

    func markDirty(x0: Int, y0: Int, x1: Int, y1: Int) {
        dirtyMinX = min(dirtyMinX, x0); dirtyMinY = min(dirtyMinY, y0)
        dirtyMaxX = max(dirtyMaxX, x1); dirtyMaxY = max(dirtyMaxY, y1)
    }

    func resetDirty() {
        dirtyMinX = .max; dirtyMinY = .max; dirtyMaxX = .min; dirtyMaxY = .min
    }
}

import Geometry

extension Canvas {
    /// Draws what `body` draws as one group at `opacity`: into a transparent offscreen layer,
    /// composited once. Where the group's strokes overlap each other they do not double-blend.
    ///
    /// The layer is kept for the next call, and only the part the body drew into is composited
    /// and cleared.
    public func drawLayer(opacity: Double, _ body: (Canvas) -> Void) {
        let opacity = min(max(opacity, 0), 1)
        if opacity <= 0 || !opacity.isFinite { return }
        if opacity >= 1 { body(self); return }
        let layer: Canvas
        if !layerInUse, let kept = layerCanvas {
            layer = kept
        } else {
            layer = Canvas(width: width, height: height, sharing: rasterizer)
            if !layerInUse { layerCanvas = layer }
        }
        let owned = layer === layerCanvas
        if owned { layerInUse = true }
        defer { if owned { layerInUse = false } }
        body(layer)
        guard layer.dirtyMaxX > layer.dirtyMinX, layer.dirtyMaxY > layer.dirtyMinY else { return }
        let x0 = max(0, layer.dirtyMinX), y0 = max(0, layer.dirtyMinY)
        let x1 = min(width, layer.dirtyMaxX), y1 = min(height, layer.dirtyMaxY)
        composite(layer, sourceX: x0, sourceY: y0, width: x1 - x0, height: y1 - y0, atX: x0, y: y0, opacity: opacity)
        layer.pixels.withUnsafeMutableBufferPointer { p in
            for y in y0..<y1 { (p.baseAddress! + (y * width + x0)).update(repeating: 0, count: x1 - x0) }
        }
        layer.resetDirty()
    }

    /// Draws `other` with its top-left corner at (`x`, `y`), source-over, at `opacity`.
    public func draw(_ other: Canvas, x: Int, y: Int, opacity: Double = 1) {
        let x0 = max(0, x), y0 = max(0, y)
        let x1 = min(width, x + other.width), y1 = min(height, y + other.height)
        guard x1 > x0, y1 > y0 else { return }
        composite(other, sourceX: x0 - x, sourceY: y0 - y, width: x1 - x0, height: y1 - y0, atX: x0, y: y0,
                  opacity: opacity)
    }

    private func composite(_ other: Canvas, sourceX: Int, sourceY: Int, width w: Int, height h: Int,
                           atX x: Int, y: Int, opacity: Double) {
        let o = UInt32((min(max(opacity, 0), 1) * 255).rounded())
        guard o > 0, w > 0, h > 0 else { return }
        markDirty(x0: x, y0: y, x1: x + w, y1: y + h)
        let dstStride = width, srcStride = other.width
        other.pixels.withUnsafeBufferPointer { src in
            pixels.withUnsafeMutableBufferPointer { dst in
                for row in 0..<h {
                    let s = src.baseAddress! + ((sourceY + row) * srcStride + sourceX)
                    let d = dst.baseAddress! + ((y + row) * dstStride + x)
                    for i in 0..<w {
                        var p = s[i]
                        if p == 0 { continue }
                        if o != 255 { p = PremultipliedPixel.scale(p, by: o) }
                        d[i] = p >> 24 == 255 ? p : PremultipliedPixel.over(p, d[i])
                    }
                }
            }
        }
    }

    /// Paints `paint` through an 8-bit coverage bitmap (`width`×`height`, rows packed) whose
    /// top-left corner lands at (`x`, `y`): how text glyphs are drawn. Gradients are positioned
    /// in canvas pixels.
    public func draw(alpha: UnsafeBufferPointer<UInt8>, width w: Int, height h: Int, x: Int, y: Int, paint: Paint) {
        precondition(alpha.count >= w * h, "the bitmap holds \(alpha.count) bytes, fewer than \(w)×\(h)")
        let x0 = max(0, x), y0 = max(0, y)
        let x1 = min(width, x + w), y1 = min(height, y + h)
        guard x1 > x0, y1 > y0, let base = alpha.baseAddress, !paint.isInvisible else { return }
        markDirty(x0: x0, y0: y0, x1: x1, y1: y1)
        let source = BitmapCoverage(bytes: base, stride: w, originX: x, originY: y, x0: x0, y0: y0, x1: x1, y1: y1)
        render(source, with: paint, transform: .identity, mask: nil)
    }

    /// Paints `paint` through an 8-bit coverage bitmap; see the pointer form.
    public func draw(alpha: [UInt8], width w: Int, height h: Int, x: Int, y: Int, paint: Paint) {
        alpha.withUnsafeBufferPointer { draw(alpha: $0, width: w, height: h, x: x, y: y, paint: paint) }
    }
}

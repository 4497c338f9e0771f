import Geometry

extension Canvas {
    /// Draws what `body` draws as one group at `opacity`: into a transparent offscreen layer,
    /// composited once. Where the group's strokes overlap each other they do not double-blend.
    ///
    /// The layer is kept for the next call, and only the part the body drew into is composited
    /// and cleared.
    public func drawLayer(opacity: Double, _ body: (Canvas) -> Void) {
        drawLayer(opacity: opacity, clip: nil, blendMode: .normal, body)
    }

    /// Draws what `body` draws as one group (an SVG `<g>` with opacity, clip-path, mask or
    /// mix-blend-mode): `body` draws into a transparent offscreen layer, which is then composited
    /// onto this canvas at `opacity`, each pixel multiplied by the coverage of `clip` (a mask the
    /// size of this canvas) and combined with what is below by `blendMode`.
    ///
    /// An opaque, unclipped, normal group needs no layer, so `body` then draws straight onto this
    /// canvas. Groups nest: drawing a layer inside `body` (onto the canvas it is given, or onto
    /// this one) takes the next offscreen canvas. Layers are kept for the next call, and only the
    /// part a body drew into (through fills, strokes, bitmaps and layers, not by writing
    /// ``pixels``) is composited and cleared, so a small group on a large canvas costs little.
    ///
    /// With `isolated`, the body always gets an offscreen layer of its own, even when it would not
    /// need one: a body that takes pixels out again (``erase(_:transform:rule:strength:)``) must
    /// only take out what it drew itself.
    public func drawLayer(opacity: Double, clip: CoverageMask? = nil, blendMode: BlendMode = .normal,
                          isolated: Bool = false, _ body: (Canvas) -> Void) {
        let opacity = min(max(opacity, 0), 1)
        if opacity <= 0 || !opacity.isFinite { return }
        if opacity >= 1 && clip == nil && blendMode == .normal && !isolated { body(self); return }
        if let clip {
            precondition(clip.width == width && clip.height == height, "a layer's clip must be the size of the canvas")
        }
        if layersInUse == layers.count { layers.append(Canvas(width: width, height: height, sharing: rasterizer)) }
        let layer = layers[layersInUse]
        layersInUse += 1
        defer { layersInUse -= 1 }
        layer.clip = self.clip
        body(layer)
        guard layer.dirtyMaxX > layer.dirtyMinX, layer.dirtyMaxY > layer.dirtyMinY else { return }
        let x0 = max(0, layer.dirtyMinX), y0 = max(0, layer.dirtyMinY)
        let x1 = min(width, layer.dirtyMaxX), y1 = min(height, layer.dirtyMaxY)
        // What the layer drew counts as drawn here, clip or not (see `drawnBounds`); only the
        // part inside this canvas's clip is composited.
        markDirty(x0: x0, y0: y0, x1: x1, y1: y1)
        var shown = PixelRect(x0: x0, y0: y0, x1: x1, y1: y1)
        if let own = self.clip { shown = shown.intersection(own) ?? PixelRect(x: x0, y: y0, width: 0, height: 0) }
        composite(layer, sourceX: shown.x, sourceY: shown.y, width: shown.width, height: shown.height, atX: shown.x,
                  y: shown.y, opacity: opacity, clip: clip, blendMode: blendMode)
        layer.pixels.withUnsafeMutableBufferPointer { p in
            for y in y0..<y1 { (p.baseAddress! + (y * width + x0)).update(repeating: 0, count: x1 - x0) }
        }
        layer.resetDirty()
    }

    /// A transparent canvas the size of this one that shares its working memory: somewhere to
    /// draw a mask's content before ``CoverageMask/setFromLuminance(of:region:)``. Callers may keep
    /// it from frame to frame and ``clear(_:)`` it between uses.
    public func makeCanvas() -> Canvas {
        Canvas(width: width, height: height, sharing: rasterizer)
    }

    /// Draws `other` with its top-left corner at (`x`, `y`), source-over, at `opacity`.
    public func draw(_ other: Canvas, x: Int, y: Int, opacity: Double = 1) {
        var x0 = max(0, x), y0 = max(0, y)
        var x1 = min(width, x + other.width), y1 = min(height, y + other.height)
        if let clip { x0 = max(x0, clip.x); y0 = max(y0, clip.y); x1 = min(x1, clip.maxX); y1 = min(y1, clip.maxY) }
        guard x1 > x0, y1 > y0 else { return }
        composite(other, sourceX: x0 - x, sourceY: y0 - y, width: x1 - x0, height: y1 - y0, atX: x0, y: y0,
                  opacity: opacity)
    }

    /// Composites a `w`×`h` block of `other` onto this canvas at (`x`, `y`). `clip`, in this
    /// canvas's coordinates, scales each source pixel by its coverage.
    private func composite(_ other: Canvas, sourceX: Int, sourceY: Int, width w: Int, height h: Int,
                           atX x: Int, y: Int, opacity: Double, clip: CoverageMask? = nil,
                           blendMode: BlendMode = .normal) {
        let o = UInt32((min(max(opacity, 0), 1) * 255).rounded())
        guard o > 0, w > 0, h > 0 else { return }
        markDirty(x0: x, y0: y, x1: x + w, y1: y + h)
        let dstStride = width, srcStride = other.width
        other.pixels.withUnsafeBufferPointer { src in
            pixels.withUnsafeMutableBufferPointer { dst in
                if clip == nil && blendMode == .normal {
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
                    return
                }
                func blendRows(mask: UnsafePointer<UInt8>?) {
                    for row in 0..<h {
                        let s = src.baseAddress! + ((sourceY + row) * srcStride + sourceX)
                        let d = dst.baseAddress! + ((y + row) * dstStride + x)
                        let m = mask.map { $0 + ((y + row) * dstStride + x) }
                        for i in 0..<w {
                            var p = s[i]
                            if p == 0 { continue }
                            let f = m.map { PremultipliedPixel.multiply(o, UInt32($0[i])) } ?? o
                            if f == 0 { continue }
                            if f != 255 { p = PremultipliedPixel.scale(p, by: f) }
                            if p == 0 { continue }
                            d[i] = blendMode == .normal && p >> 24 == 255 ? p : blendMode.blend(p, onto: d[i])
                        }
                    }
                }
                if let clip {
                    clip.bytes.withUnsafeBufferPointer { blendRows(mask: $0.baseAddress!) }
                } else {
                    blendRows(mask: nil)
                }
            }
        }
    }

    /// Paints `paint` through an 8-bit coverage bitmap (`width`×`height`, rows packed) whose
    /// top-left corner lands at (`x`, `y`): how text glyphs are drawn. Gradients are positioned
    /// in canvas pixels.
    public func draw(alpha: UnsafeBufferPointer<UInt8>, width w: Int, height h: Int, x: Int, y: Int, paint: Paint) {
        precondition(alpha.count >= w * h, "the bitmap holds \(alpha.count) bytes, fewer than \(w)×\(h)")
        var x0 = max(0, x), y0 = max(0, y)
        var x1 = min(width, x + w), y1 = min(height, y + h)
        guard x1 > x0, y1 > y0, let base = alpha.baseAddress, !paint.isInvisible else { return }
        markDirty(x0: x0, y0: y0, x1: x1, y1: y1)
        // Each pixel's coverage is its own byte, so the clip just narrows the rectangle.
        if let clip { x0 = max(x0, clip.x); y0 = max(y0, clip.y); x1 = min(x1, clip.maxX); y1 = min(y1, clip.maxY) }
        guard x1 > x0, y1 > y0 else { return }
        let source = BitmapCoverage(bytes: base, stride: w, originX: x, originY: y, x0: x0, y0: y0, x1: x1, y1: y1)
        render(source, with: paint, transform: .identity, mask: nil)
    }

    /// Paints `paint` through an 8-bit coverage bitmap; see the pointer form.
    public func draw(alpha: [UInt8], width w: Int, height h: Int, x: Int, y: Int, paint: Paint) {
        alpha.withUnsafeBufferPointer { draw(alpha: $0, width: w, height: h, x: x, y: y, paint: paint) }
    }
}

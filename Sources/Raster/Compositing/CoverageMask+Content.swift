/// Masks made from drawn content: SVG `<mask>`, whose children are drawn into an offscreen
/// canvas (``Canvas/makeCanvas()``) and then read back as coverage.
extension CoverageMask {
    /// Sets the mask to the luminance of `canvas` times its alpha (SVG `mask-type: luminance`,
    /// the default): white shows, black and transparent hide.
    ///
    /// Matches resvg, which uses tiny-skia's `Mask::from_pixmap`: the straight sRGB colour is
    /// weighed with the Rec. 709 coefficients 0.2126, 0.7152, 0.0722 (not SVG 1.1's linearRGB
    /// ones), times alpha, rounded up. Pixels outside `region` (min inclusive, max exclusive, in
    /// pixels; the mask element's rectangle) become 0.
    public func setFromLuminance(of canvas: Canvas, region: (x0: Int, y0: Int, x1: Int, y1: Int)? = nil) {
        set(from: canvas, region: region) { p in
            let a = p >> 24
            if a == 0 { return 0 }
            let alpha = Float(a) / 255
            let r = Float((p >> 16) & 0xFF) / 255 / alpha
            let g = Float((p >> 8) & 0xFF) / 255 / alpha
            let b = Float(p & 0xFF) / 255 / alpha
            let luma = r * 0.2126 + g * 0.7152 + b * 0.0722
            return UInt8(min(max(luma * alpha * 255, 0), 255).rounded(.up))
        }
    }

    /// Sets the mask to the alpha of `canvas` (SVG `mask-type: alpha`). Pixels outside `region`
    /// become 0.
    public func setFromAlpha(of canvas: Canvas, region: (x0: Int, y0: Int, x1: Int, y1: Int)? = nil) {
        set(from: canvas, region: region) { UInt8(truncatingIfNeeded: $0 >> 24) }
    }

    private func set(from canvas: Canvas, region: (x0: Int, y0: Int, x1: Int, y1: Int)?,
                     coverage: (UInt32) -> UInt8) {
        precondition(canvas.width == width && canvas.height == height, "a mask is read from a canvas of its own size")
        let r = region ?? (0, 0, width, height)
        let x0 = max(0, r.x0), y0 = max(0, r.y0), x1 = min(width, r.x1), y1 = min(height, r.y1)
        let w = width
        bytes.withUnsafeMutableBufferPointer { b in
            guard x1 > x0, y1 > y0 else { b.update(repeating: 0); return }
            canvas.pixels.withUnsafeBufferPointer { p in
                for y in 0..<height {
                    let row = b.baseAddress! + y * w
                    if y < y0 || y >= y1 { row.update(repeating: 0, count: w); continue }
                    row.update(repeating: 0, count: x0)
                    for x in x0..<x1 { row[x] = coverage(p[y * w + x]) }
                    (row + x1).update(repeating: 0, count: w - x1)
                }
            }
        }
    }
}

import Geometry
import Raster
import SymbolModel

/// Clips and masks as coverage in pixels, through which a group is composited.
extension SymbolRenderer {
    /// The clip and mask of a group as one coverage mask in pixels; nil when it has neither.
    func coverage(of g: RenderGroup, _ frame: Frame, canvas: Canvas) -> CoverageMask? {
        var result: CoverageMask?
        if let clip = g.clip { result = coverage(of: clip, toPixels: frame.toPixels, canvas: canvas) }
        if let mask = g.mask {
            let m = coverage(of: mask, frame, canvas: canvas)
            if let r = result { r.intersect(m); scratch.giveBack(m) } else { result = m }
        }
        return result
    }

    func coverage(of clip: ClipPath, toPixels: Transform, canvas: Canvas) -> CoverageMask {
        let mask = scratch.borrowMask(like: canvas)
        for piece in clip.pieces {
            let t = piece.transform.concatenating(toPixels)
            guard let own = piece.clip else {
                mask.fill(piece.path, transform: t, rule: piece.rule)
                continue
            }
            // A piece clipped on its own: drawn apart, cut by its clip, then added.
            let part = scratch.borrowMask(like: canvas)
            defer { scratch.giveBack(part) }
            part.fill(piece.path, transform: t, rule: piece.rule)
            let ownCoverage = coverage(of: own, toPixels: toPixels, canvas: canvas)
            part.intersect(ownCoverage)
            scratch.giveBack(ownCoverage)
            mask.bytes.withUnsafeMutableBufferPointer { m in
                part.bytes.withUnsafeBufferPointer { p in
                    for i in m.indices where p[i] > 0 {
                        let a = UInt32(m[i]), b = UInt32(p[i])
                        m[i] = UInt8(truncatingIfNeeded: a + b - (a * b + 127) / 255)
                    }
                }
            }
        }
        if let outer = clip.clip {
            let outerCoverage = coverage(of: outer, toPixels: toPixels, canvas: canvas)
            mask.intersect(outerCoverage)
            scratch.giveBack(outerCoverage)
        }
        return mask
    }

    func coverage(of mask: SymbolMask, _ frame: Frame, canvas: Canvas) -> CoverageMask {
        let content = scratch.borrowCanvas(like: canvas)
        defer { scratch.giveBack(content) }
        var inner = frame
        inner.layer = nil
        inner.range = .full
        inner.guide = nil
        inner.pieces = nil
        inner.opacity = 1
        inner.gradientSpan = nil
        inner.colorRendering = .flat
        var counter = 0
        drawGroup(mask.content, inner, in: content, counter: &counter)
        let result = scratch.borrowMask(like: canvas)
        switch mask.kind {
        case .luminance: result.setFromLuminance(of: content)
        case .alpha: result.setFromAlpha(of: content)
        }
        let region = scratch.borrowMask(like: canvas)
        region.fill(.rect(mask.region), transform: mask.regionTransform.concatenating(frame.toPixels), rule: .nonZero)
        result.intersect(region)
        scratch.giveBack(region)
        if let outer = mask.mask {
            let outerCoverage = coverage(of: outer, frame, canvas: canvas)
            result.intersect(outerCoverage)
            scratch.giveBack(outerCoverage)
        }
        return result
    }
}

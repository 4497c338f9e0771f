import Raster

/// The offscreen buffers a ``SymbolRenderer`` draws through, kept between frames so that
/// drawing allocates little once warm: clip and mask coverage and canvases for mask content,
/// borrowed and given back (only as many are kept as were in use at once, the depth of nested
/// clips and masks), and the guide mask of a guide-revealed layer.
final class RenderScratch {
    private var guide: CoverageMask?
    private var spareMasks: [CoverageMask] = []
    private var spareCanvases: [Canvas] = []

    /// An empty mask the size of `canvas`, kept or new; ``giveBack(_:)`` returns it.
    func borrowMask(like canvas: Canvas) -> CoverageMask {
        if let i = spareMasks.lastIndex(where: { $0.width == canvas.width && $0.height == canvas.height }) {
            let m = spareMasks.remove(at: i)
            m.clear()
            return m
        }
        spareMasks.removeAll()  // another size: the kept ones will not fit again soon
        return CoverageMask(width: canvas.width, height: canvas.height)
    }

    func giveBack(_ mask: CoverageMask) { spareMasks.append(mask) }

    /// A transparent canvas the size of `canvas`, kept or new, for drawing mask content into.
    func borrowCanvas(like canvas: Canvas) -> Canvas {
        if let i = spareCanvases.lastIndex(where: { $0.width == canvas.width && $0.height == canvas.height }) {
            let c = spareCanvases.remove(at: i)
            c.clear(.clear)
            return c
        }
        spareCanvases.removeAll()
        return Canvas(width: canvas.width, height: canvas.height)
    }

    func giveBack(_ canvas: Canvas) { spareCanvases.append(canvas) }

    /// The guide mask, `width × height`: the one kept, when it is that size (not cleared), or new.
    func guideMask(width: Int, height: Int) -> CoverageMask {
        if let m = guide, m.width == width, m.height == height { return m }
        let m = CoverageMask(width: width, height: height)
        guide = m
        return m
    }
}

import Foundation
import Geometry
import SymbolModel

/// What drawing a symbol costs, estimated from its render tree before anything is drawn, so a
/// command can refuse a file that would take minutes, or gigabytes, instead of starting on it.
///
/// The loader bounds a file's size, elements, path segments and nesting, but not what they cost
/// to draw: 19,900 translucent rectangles each covering the whole box are a 1 MB file that takes
/// minutes at 8192 px, and a group masked 19,000 times redraws a canvas-sized mask each time.
/// The estimate walks the tree as ``SymbolRenderer`` does and counts, each weighted by what it
/// was measured to cost:
///
/// - for each fill and stroke, the pixels of its bounds on the canvas (the sweep that blends
///   them), the length in pixels of its edges (where coverage is accumulated), the stops of its
///   gradient and the dashes of its stroke;
/// - for each group drawn offscreen (opacity, clip, mask, blend mode), the pixels of its bounds,
///   composited and cleared;
/// - for each clip and mask, every time it is used, the canvas-sized coverage it is drawn into,
///   and a mask's content as a drawing of its own;
/// - the erase pass of each layer that clears behind it.
///
/// It also counts the memory of the offscreen buffers alive at once: each nested offscreen
/// group, clip and mask holds a canvas-sized buffer (a band's, when the image is drawn in
/// bands) while what is inside it is drawn.
///
/// Animation is not counted: the layers are taken at rest, which an effect changes by a few
/// percent.
public struct RenderCost: Sendable, Hashable, Comparable {
    /// The estimated time, in seconds on one core of the machine the weights were measured on
    /// (a 2-core x86-64 virtual machine, release build). A slower machine takes longer, but the
    /// proportions hold.
    public var seconds: Double
    /// The most memory the offscreen buffers (layers, clip and mask coverage, mask content)
    /// take at once, in bytes.
    public var bytes: Double

    public init(seconds: Double, bytes: Double = 0) {
        self.seconds = seconds
        self.bytes = bytes
    }

    /// The most a single render of a large image (2048×2048 pixels and more) takes on: 4 s,
    /// and 512 MiB of offscreen buffers. With the PNG encoding of an 8192 px image (about
    /// 2.7 s), a render within the budget needs under 7 s of CPU, and ends within 10 s on a
    /// machine with a core to spare; the image itself takes 256 MiB, so the whole stays within
    /// 1 GB. Every catalog symbol costs at most 0.05 s at 8192 px, and every icon of the
    /// feather and heroicons sets at most 0.12 s; 19,900 overlapping full-box rectangles would
    /// take about 15 minutes, and are refused.
    public static let budget = RenderCost(seconds: 4, bytes: 512 * 1_048_576)

    /// The most a render of a smaller image takes on: 1.5 s and 128 MiB, so that it ends within
    /// 2 s and 200 MB.
    public static let smallImageBudget = RenderCost(seconds: 1.5, bytes: 128 * 1_048_576)

    /// The budget for a `width`×`height` canvas: ``budget`` from 2048×2048 pixels on, else
    /// ``smallImageBudget``.
    public static func budget(width: Int, height: Int) -> RenderCost {
        Double(width) * Double(height) >= 2048 * 2048 ? budget : smallImageBudget
    }

    /// Whether this cost goes over `budget` in time or in memory.
    public func exceeds(_ budget: RenderCost) -> Bool { seconds > budget.seconds || bytes > budget.bytes }

    /// Measured weights, in nanoseconds: per pixel of a paint's bounds (blending a covered span
    /// is cheap), and per pixel of edge length for a fill and for a stroke (the stroke's outline
    /// has two sides and joins). Edges cost more at large sizes, where the coverage cells no
    /// longer fit the cache; the weights are those of an 8192 px canvas, and overestimate small
    /// ones. Measured on 19,900 full-box rectangles, 90,000 random filled edges and 100,000
    /// random stroked ones, at 512, 2048 and 8192 px.
    static let areaNanoseconds = 0.65
    static let fillEdgeNanoseconds = 12.0
    static let strokeEdgeNanoseconds = 48.0
    /// Per pixel of an offscreen group's bounds: compositing it and clearing it again.
    static let layerNanoseconds = 4.0
    /// Per pixel of the canvas, each time a clip is used: its coverage cleared, then
    /// intersected with the group's. A piece with a clip of its own costs another such pass.
    static let clipNanoseconds = 1.0
    /// Per pixel of the canvas, each time a mask is used: its content canvas cleared, turned
    /// into coverage, cut to the mask's region and intersected.
    static let maskNanoseconds = 8.0
    /// Per stop of a gradient, each time it paints: its stops converted and compared with the
    /// colour table's.
    static let stopNanoseconds = 40.0
    /// Per stop of a gradient, when its colour table is filled: each of the table's 1,024
    /// entries searches the stops. The table is kept for the next paint, so a gradient painted
    /// again right after itself fills none.
    static let tableStopNanoseconds = 1_000.0
    /// Per dash of a dashed stroke: cutting it from the path and stroking its ends. At most
    /// ``DashBudget/perDrawing`` dashes are cut in one drawing.
    static let dashNanoseconds = 170.0
    /// Bytes per pixel of the offscreen buffers: a layer or a mask's content (premultiplied
    /// ARGB), and a coverage mask.
    static let layerBytes = 4.0
    static let coverageBytes = 1.0

    public static func < (a: RenderCost, b: RenderCost) -> Bool { a.seconds < b.seconds }

    public static func + (a: RenderCost, b: RenderCost) -> RenderCost {
        RenderCost(seconds: a.seconds + b.seconds, bytes: max(a.bytes, b.bytes))
    }

    /// The cost of drawing `prepared` placed by `placement` into a `width`×`height` canvas.
    public static func estimate(_ prepared: PreparedSymbol, placement: SymbolPlacement, width: Int, height: Int) -> RenderCost {
        let symbol = prepared.symbol
        let canvas = Rect(x: 0, y: 0, width: Double(width), height: Double(height))
        var walk = Walk(toPixels: placement.transform(for: symbol),
                        // The weight's own factor, never lighter than what is drawn: the estimate
                        // comes before any drawing, so it must not measure the symbol's limit.
                        weight: symbol.fixedWeight == nil ? placement.weight.strokeScale : 1, canvas: canvas)
        let root = walk.group(symbol.root)
        // Dashes past the drawing's budget are not cut: those strokes are drawn solid.
        var nanoseconds = root.nanoseconds + dashNanoseconds * min(root.dashes, Double(DashBudget.perDrawing))
        var perPixel = root.bytesPerPixel
        if symbol.layers.contains(where: \.clearsBehind), !symbol.root.needsCompositing {
            // One isolated layer for the whole drawing, and each clearing layer's fills erased
            // from it once more.
            nanoseconds += layerNanoseconds * canvas.width * canvas.height
            for layer in symbol.layers where layer.clearsBehind {
                for shape in layer.shapes where shape.style.fill != nil {
                    nanoseconds += walk.fillCost(shape)
                }
            }
            perPixel += layerBytes
        }
        return RenderCost(seconds: nanoseconds * 1e-9, bytes: perPixel * surfacePixels(width: width, height: height))
    }

    /// The pixels of one offscreen buffer: the canvas, or when the image is drawn in bands, a
    /// band on each thread that draws one at a time.
    static func surfacePixels(width: Int, height: Int) -> Double {
        guard BandedDrawing.usesBands(width: width, height: height) else { return Double(width) * Double(height) }
        let bands = (height + BandedDrawing.rowsPerBand - 1) / BandedDrawing.rowsPerBand
        let lanes = max(1, min(ProcessInfo.processInfo.activeProcessorCount, bands))
        return Double(width) * Double(BandedDrawing.rowsPerBand) * Double(lanes)
    }

    /// What a part of the tree costs: time, and the offscreen bytes per canvas pixel it holds
    /// at its peak.
    struct Part {
        var nanoseconds = 0.0
        var bytesPerPixel = 0.0
        /// The dashes it cuts, counted apart: the renderer's ``DashBudget`` caps their sum.
        var dashes = 0.0
        /// Where it paints, in pixels, clipped to the canvas; nil when it paints nothing there.
        var bounds: Rect?
    }

    /// The walk of the render tree, in the renderer's order. Clips and masks are costed once
    /// each and counted at every use, so a mask shared by many groups costs one walk of it.
    /// The walk recurses as deep as the tree, which the loader bounds (``SVGLimits``).
    struct Walk {
        let toPixels: Transform
        let weight: Double
        let canvas: Rect
        var clipParts: [ObjectIdentifier: Part] = [:]
        /// The stops of the last gradient painted, whose table the renderer still holds.
        var lastStops: [SymbolGradient.Stop]?
        var maskParts: [ObjectIdentifier: Part] = [:]

        var canvasArea: Double { canvas.width * canvas.height }

        init(toPixels: Transform, weight: Double, canvas: Rect) {
            self.toPixels = toPixels
            self.weight = weight
            self.canvas = canvas
        }

        mutating func group(_ g: RenderGroup) -> Part {
            if g.needsCompositing, g.opacity <= 0 { return Part() }
            var inner = Part()
            for node in g.children {
                let part: Part
                switch node {
                case .shape(let s): part = shape(s)
                case .group(let child): part = group(child)
                }
                inner.nanoseconds += part.nanoseconds
                inner.dashes += part.dashes
                inner.bytesPerPixel = max(inner.bytesPerPixel, part.bytesPerPixel)
                inner.bounds = union(inner.bounds, part.bounds)
            }
            let paintsOnce = g.clip == nil && g.mask == nil && g.blendMode == .normal
                && RenderNode.paintCount(g.children) <= 1
            guard g.needsCompositing, !paintsOnce else { return inner }
            // Drawn offscreen: the clip and the mask are drawn into coverage first, then the
            // children into a layer, composited over their bounds.
            var out = inner
            var coverage = 0.0
            if let clip = g.clip {
                let c = self.clip(clip)
                out.nanoseconds += c.nanoseconds
                out.bytesPerPixel = max(out.bytesPerPixel, c.bytesPerPixel)
                coverage = RenderCost.coverageBytes
                out.bounds = intersection(out.bounds, c.bounds)
            }
            if let mask = g.mask {
                let m = self.mask(mask)
                out.nanoseconds += m.nanoseconds + (g.clip != nil ? RenderCost.clipNanoseconds * canvasArea : 0)
                out.dashes += m.dashes
                out.bytesPerPixel = max(out.bytesPerPixel, coverage + m.bytesPerPixel)
                coverage = RenderCost.coverageBytes
                out.bounds = intersection(out.bounds, m.bounds)
            }
            out.nanoseconds += RenderCost.layerNanoseconds * area(inner.bounds)
            out.bytesPerPixel = max(out.bytesPerPixel, coverage + RenderCost.layerBytes + inner.bytesPerPixel)
            return out
        }

        mutating func clip(_ clip: ClipPath) -> Part {
            let key = ObjectIdentifier(clip)
            if let known = clipParts[key] { return known }
            var out = Part(nanoseconds: RenderCost.clipNanoseconds * canvasArea, bytesPerPixel: RenderCost.coverageBytes)
            for piece in clip.pieces {
                let t = piece.transform.concatenating(toPixels)
                var bounds = clipped(deviceBounds(piece.path.bounds, t))
                out.nanoseconds += RenderCost.areaNanoseconds * area(bounds)
                    + RenderCost.fillEdgeNanoseconds * edgePixels(piece.path, t)
                if let own = piece.clip {
                    // Drawn apart into a second coverage, cut by its own clip, then merged.
                    let c = self.clip(own)
                    out.nanoseconds += 2 * RenderCost.clipNanoseconds * canvasArea + c.nanoseconds
                    out.bytesPerPixel = max(out.bytesPerPixel, 2 * RenderCost.coverageBytes + c.bytesPerPixel)
                    bounds = intersection(bounds, c.bounds)
                }
                out.bounds = union(out.bounds, bounds)
            }
            if let outer = clip.clip {
                let c = self.clip(outer)
                out.nanoseconds += c.nanoseconds
                out.bytesPerPixel = max(out.bytesPerPixel, RenderCost.coverageBytes + c.bytesPerPixel)
                out.bounds = intersection(out.bounds, c.bounds)
            }
            clipParts[key] = out
            return out
        }

        mutating func mask(_ mask: SymbolMask) -> Part {
            let key = ObjectIdentifier(mask)
            if let known = maskParts[key] { return known }
            let content = group(mask.content)
            var out = Part(nanoseconds: RenderCost.maskNanoseconds * canvasArea + content.nanoseconds, dashes: content.dashes)
            // The content canvas while the content is drawn, then the coverage and the region.
            out.bytesPerPixel = RenderCost.layerBytes + max(content.bytesPerPixel, 2 * RenderCost.coverageBytes)
            let region = deviceBounds(mask.region, mask.regionTransform.concatenating(toPixels))
            out.nanoseconds += RenderCost.areaNanoseconds * area(region)
            out.bounds = intersection(content.bounds, clipped(region))
            if let outer = mask.mask {
                let m = self.mask(outer)
                out.nanoseconds += m.nanoseconds + RenderCost.clipNanoseconds * canvasArea
                out.dashes += m.dashes
                out.bytesPerPixel = max(out.bytesPerPixel, RenderCost.coverageBytes + m.bytesPerPixel)
                out.bounds = intersection(out.bounds, m.bounds)
            }
            maskParts[key] = out
            return out
        }

        /// A shape's fill and stroke (with the emboldening of a fill above regular), their
        /// gradients and dashes, and the layer a translucent fill-and-stroke is drawn into.
        mutating func shape(_ shape: Shape) -> Part {
            let style = shape.style
            guard !shape.path.isEmpty, style.fill != nil || style.stroke != nil else { return Part() }
            let t = shape.transform.concatenating(toPixels)
            let scale = t.maxScale
            // Each paint: how far it reaches beyond the path, in user units, and what a pixel of
            // its edges costs.
            var paints: [(reach: Double, edgeNanoseconds: Double, paint: SymbolPaint?)] = []
            if style.fill != nil {
                paints.append((0, RenderCost.fillEdgeNanoseconds, style.fill))
                if style.stroke == nil && weight > 1 {
                    let user = FillEmboldening.width(strokeScale: weight) / 2 / max(shape.transform.meanScale, 1e-9)
                    paints.append((user, RenderCost.strokeEdgeNanoseconds, nil))
                }
            }
            if style.stroke != nil {
                let miter = style.lineJoin == .miter ? max(1, style.miterLimit) : 1
                paints.append((style.strokeWidth * weight / 2 * miter, RenderCost.strokeEdgeNanoseconds, style.stroke))
            }
            let edges = edgePixels(shape.path, t)
            let bounds = deviceBounds(shape.path.bounds, t)
            var out = Part()
            for paint in paints {
                // Capped, so a stroke 1e30 wide stays arithmetic: it covers the canvas anyway.
                let reach = min(paint.reach * scale, 1e15)
                let covered = clipped(bounds.insetBy(-reach))
                out.nanoseconds += RenderCost.areaNanoseconds * area(covered) + paint.edgeNanoseconds * edges
                if case .gradient(let g)? = paint.paint {
                    out.nanoseconds += RenderCost.stopNanoseconds * Double(g.stops.count)
                    // Stops shared by many shapes compare equal at once.
                    if lastStops != g.stops { out.nanoseconds += RenderCost.tableStopNanoseconds * Double(g.stops.count) }
                    lastStops = g.stops
                }
                out.bounds = union(out.bounds, covered)
            }
            if style.stroke != nil, let dashes = style.dashes {
                out.dashes = RenderCost.dashCount(shape.path, pattern: dashes)
            }
            if style.opacity < 1, style.fill != nil, style.stroke != nil {
                out.nanoseconds += RenderCost.layerNanoseconds * area(out.bounds)
                out.bytesPerPixel = RenderCost.layerBytes
            }
            return out
        }

        /// A fill alone, as an erase pass draws it.
        func fillCost(_ shape: Shape) -> Double {
            let t = shape.transform.concatenating(toPixels)
            return RenderCost.areaNanoseconds * area(clipped(deviceBounds(shape.path.bounds, t)))
                + RenderCost.fillEdgeNanoseconds * edgePixels(shape.path, t)
        }

        /// The pixels the edges of `path` cross on the canvas, plus one per element (an edge
        /// wholly outside still costs its clipping). Curves count the length of their control
        /// polygon.
        func edgePixels(_ path: Path, _ t: Transform) -> Double {
            var total = 0.0
            var current = Point.zero, start = Point.zero
            func add(_ p: Point) {
                let q = t.apply(p)
                total += 1 + min(abs(q.x - current.x), canvas.width) + min(abs(q.y - current.y), canvas.height)
                current = q
            }
            for element in path.elements {
                switch element {
                case .move(let p):
                    current = t.apply(p)
                    start = current
                    total += 1
                case .line(let p): add(p)
                case .quad(let c, let p): add(c); add(p)
                case .cubic(let c1, let c2, let p): add(c1); add(c2); add(p)
                case .close:
                    total += 1 + min(abs(start.x - current.x), canvas.width) + min(abs(start.y - current.y), canvas.height)
                    current = start
                }
            }
            return total.isFinite ? total : .infinity
        }

        func deviceBounds(_ r: Rect, _ t: Transform) -> Rect {
            let corners = [Point(r.minX, r.minY), Point(r.maxX, r.minY), Point(r.minX, r.maxY), Point(r.maxX, r.maxY)].map(t.apply)
            let xs = corners.map(\.x), ys = corners.map(\.y)
            return Rect(corner: Point(xs.min()!, ys.min()!), Point(xs.max()!, ys.max()!))
        }

        /// `r` cut to the canvas; nil when nothing of it is on the canvas.
        func clipped(_ r: Rect) -> Rect? {
            let x0 = max(r.minX, canvas.minX), y0 = max(r.minY, canvas.minY)
            let x1 = min(r.maxX, canvas.maxX), y1 = min(r.maxY, canvas.maxY)
            guard x1 > x0, y1 > y0 else { return nil }
            return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
        }

        func clipped(_ r: Rect?) -> Rect? { r.flatMap { clipped($0) } }

        func area(_ r: Rect?) -> Double { r.map { $0.width * $0.height } ?? 0 }

        func union(_ a: Rect?, _ b: Rect?) -> Rect? {
            guard let a else { return b }
            guard let b else { return a }
            return a.union(b)
        }

        func intersection(_ a: Rect?, _ b: Rect?) -> Rect? {
            guard let a, let b else { return nil }
            return clipped(a.intersection(b) ?? Rect(x: 0, y: 0, width: 0, height: 0))
        }
    }

    /// How many dashes the renderer cuts from `path`: the bound ``Geometry/Path/dashed(pattern:offset:resolutionScale:)``
    /// tests, from the length of the control polygon; none past ``Geometry/Path/maxDashCount``,
    /// where the path is stroked solid.
    static func dashCount(_ path: Path, pattern: [Double]) -> Double {
        guard let pattern = Path.normalizedDashPattern(pattern) else { return 0 }
        let period = pattern.reduce(0, +)
        let pairs = Double(pattern.count / 2)
        var total = 0.0, length = 0.0
        var current = Point.zero, start = Point.zero
        func closeContour() {
            if length > 0 { total += ((length / period).rounded(.up) + 1) * pairs }
            length = 0
        }
        func add(_ p: Point) {
            length += ((p.x - current.x) * (p.x - current.x) + (p.y - current.y) * (p.y - current.y)).squareRoot()
            current = p
        }
        for element in path.elements {
            switch element {
            case .move(let p):
                closeContour()
                current = p
                start = p
            case .line(let p): add(p)
            case .quad(let c, let p): add(c); add(p)
            case .cubic(let c1, let c2, let p): add(c1); add(c2); add(p)
            case .close: add(start)
            }
        }
        closeContour()
        guard total.isFinite, total <= Double(Path.maxDashCount) else { return 0 }
        return total
    }
}

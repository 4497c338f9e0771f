import Geometry
import SymbolModel

/// What drawing a symbol costs, estimated from its geometry before anything is drawn, so a
/// command can refuse a file that would take minutes instead of starting on it.
///
/// The loader bounds a file's size, elements and path segments, but not what they cost to draw:
/// 19,900 translucent rectangles each covering the whole box are a 1 MB file that takes minutes
/// at 8192 px. The estimate counts, for each fill and stroke, the pixels of its bounds on the
/// canvas (the sweep that blends them) and the length in pixels of its edges (where coverage is
/// accumulated), each weighted by what it was measured to cost. Animation is not counted: the
/// layers are taken at rest, which an effect changes by a few percent.
public struct RenderCost: Sendable, Hashable, Comparable {
    /// The estimated time, in seconds on one core of the machine the weights were measured on
    /// (a 2-core x86-64 virtual machine, release build). A slower machine takes longer, but the
    /// proportions hold.
    public var seconds: Double

    public init(seconds: Double) { self.seconds = seconds }

    /// The most a single render takes on: 4 s. With the PNG encoding of an 8192 px image
    /// (about 2.7 s), a render within the budget needs under 7 s of CPU, and ends within 10 s on
    /// a machine with a core to spare. Every catalog symbol costs at most 0.05 s at 8192 px, and
    /// every icon of the feather and heroicons sets at most 0.12 s;
    /// 19,900 overlapping full-box rectangles would take about 15 minutes, and are refused.
    public static let budget = RenderCost(seconds: 4)

    /// Measured weights, in nanoseconds: per pixel of a paint's bounds (blending a covered span
    /// is cheap), and per pixel of edge length for a fill and for a stroke (the stroke's outline
    /// has two sides and joins). Edges cost more at large sizes, where the coverage cells no
    /// longer fit the cache; the weights are those of an 8192 px canvas, and overestimate small
    /// ones. Measured on 19,900 full-box rectangles, 90,000 random filled edges and 100,000
    /// random stroked ones, at 512, 2048 and 8192 px.
    static let areaNanoseconds = 0.65
    static let fillEdgeNanoseconds = 12.0
    static let strokeEdgeNanoseconds = 48.0

    public static func < (a: RenderCost, b: RenderCost) -> Bool { a.seconds < b.seconds }

    public static func + (a: RenderCost, b: RenderCost) -> RenderCost { RenderCost(seconds: a.seconds + b.seconds) }

    /// The cost of drawing `prepared` placed by `placement` into a `width`×`height` canvas.
    public static func estimate(_ prepared: PreparedSymbol, placement: SymbolPlacement, width: Int, height: Int) -> RenderCost {
        let t = placement.transform(for: prepared.symbol)
        let scale = t.maxScale
        let weight = prepared.symbol.fixedWeight == nil ? placement.weight.strokeScale : 1
        let canvas = Rect(x: 0, y: 0, width: Double(width), height: Double(height))
        var total = 0.0
        for layer in prepared.symbol.layers {
            for shape in layer.shapes {
                let style = shape.style
                // Each paint: how far it reaches beyond the path, in design units, and what a
                // pixel of its edges costs.
                var paints: [(reach: Double, edgeNanoseconds: Double)] = []
                if style.fill != nil {
                    paints.append((0, Self.fillEdgeNanoseconds))
                    if style.stroke == nil && weight > 1 {
                        paints.append(((weight - 1) * SymbolRenderer.fillEmboldening / 2, Self.strokeEdgeNanoseconds))
                    }
                }
                if style.stroke != nil {
                    let miter = style.lineJoin == .miter ? max(1, style.miterLimit) : 1
                    paints.append((style.strokeWidth * weight / 2 * miter, Self.strokeEdgeNanoseconds))
                }
                if paints.isEmpty || shape.path.isEmpty { continue }
                let edges = edgePixels(shape.path, t, canvas)
                let bounds = deviceBounds(shape.path.bounds, t)
                for paint in paints {
                    // Capped, so a stroke 1e30 wide stays arithmetic: it covers the canvas anyway.
                    let reach = min(paint.reach * scale, 1e15)
                    total += Self.areaNanoseconds * clippedArea(bounds.insetBy(-reach), canvas) + paint.edgeNanoseconds * edges
                }
            }
        }
        return RenderCost(seconds: total * 1e-9)
    }

    /// The pixels the edges of `path` cross on the canvas, plus one per element (an edge wholly
    /// outside still costs its clipping). Curves count the length of their control polygon.
    private static func edgePixels(_ path: Path, _ t: Transform, _ canvas: Rect) -> Double {
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

    private static func deviceBounds(_ r: Rect, _ t: Transform) -> Rect {
        let corners = [Point(r.minX, r.minY), Point(r.maxX, r.minY), Point(r.minX, r.maxY), Point(r.maxX, r.maxY)].map(t.apply)
        let xs = corners.map(\.x), ys = corners.map(\.y)
        return Rect(corner: Point(xs.min()!, ys.min()!), Point(xs.max()!, ys.max()!))
    }

    private static func clippedArea(_ r: Rect, _ canvas: Rect) -> Double {
        let w = min(r.maxX, canvas.maxX) - max(r.minX, canvas.minX)
        let h = min(r.maxY, canvas.maxY) - max(r.minY, canvas.minY)
        guard w > 0, h > 0 else { return 0 }
        return w * h
    }
}

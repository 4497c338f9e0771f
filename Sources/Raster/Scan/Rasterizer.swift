import Geometry

/// The reusable working memory behind a canvas, its layers and its masks: flattened contours,
/// stroke outlines, the coverage accumulator and paint tables.
///
/// Everything here grows to the largest path seen and is then reused, so drawing a path allocates
/// nothing. One rasterizer is shared by a canvas and everything made from it (layers, masks),
/// which is safe because drawing is sequential.
final class Rasterizer {
    /// Flattening tolerance for a stroke's centre line, in device pixels: the largest distance
    /// between a curve and its straight segments, under what anti-aliasing can show.
    static let tolerance = 0.2
    /// Tolerance for the round caps (and dots) the stroker adds. A cap is the visible tip of a
    /// stroke, where a coarse polygon shows as a flattened end; a finer tolerance costs a few
    /// points per cap. Round joins use `tolerance` instead (see `strokeOutline`).
    static let roundTolerance = 0.05
    /// Flattening tolerance for fills. Chords always cut inside a convex curve, so a filled
    /// shape loses area in proportion to the tolerance; 0.05 px keeps a 10 px circle within
    /// 0.5% of its true area for twice the segments of 0.2 px.
    static let fillTolerance = 0.05

    let accumulator = CoverageAccumulator()
    var contours = PolygonBuffer()
    var outline = PolygonBuffer()
    var stroker = Stroker()

    /// A solid colour scaled by every coverage value, for the last colour drawn.
    let scaledColor = UnsafeMutablePointer<UInt32>.allocate(capacity: 256)
    private var scaledColorValue: UInt32?
    /// The colours of the last gradient drawn.
    let gradientTable = GradientTable()

    init() {
        scaledColor.initialize(repeating: 0, count: 256)
    }

    deinit {
        scaledColor.deallocate()
    }

    /// Fills `scaledColor` for a premultiplied colour, unless it already holds it.
    func prepareColor(_ color: UInt32) {
        if scaledColorValue == color { return }
        for c in 0..<256 { scaledColor[c] = PremultipliedPixel.scale(color, by: UInt32(c)) }
        scaledColorValue = color
    }

    /// `path` through `transform`, flattened into `contours` in device pixels.
    func flattenForFill(_ path: Path, transform: Transform) {
        contours.removeAll()
        path.flatten(into: &contours, transform: transform, tolerance: Self.fillTolerance)
    }

    /// The outline of `path` stroked with `style`, in device pixels, in `outline`.
    ///
    /// Under a similarity (rotation, uniform scale, translation, reflection) the stroke is built
    /// in device space with the width scaled, so its round parts are flattened to pixel
    /// tolerance. Any other transform turns circles into ellipses, so the stroke is built in user
    /// space and its outline mapped.
    ///
    /// Round joins get the centre line's tolerance (0.2 px), not the caps' finer one: a join sits
    /// mid-stroke, beside sides that are already within 0.2 px of the true curve's offset, and
    /// its polygon lies outside the circle, so it never cuts into the stroke. Flattened curves
    /// turn at nearly every vertex, so this saves many edges (each costs the sweep a few hundred
    /// instructions).
    func strokeOutline(_ path: Path, style: StrokeStyle, transform t: Transform) {
        outline.removeAll()
        contours.removeAll()
        guard style.width > 0, style.width.isFinite else { return }
        let scale = (t.a * t.a + t.b * t.b).squareRoot()
        let isSimilarity = (abs(t.a - t.d) <= 1e-9 * scale && abs(t.b + t.c) <= 1e-9 * scale)
            || (abs(t.a + t.d) <= 1e-9 * scale && abs(t.b - t.c) <= 1e-9 * scale)
        if isSimilarity {
            guard scale > 0 else { return }
            path.flatten(into: &contours, transform: t, tolerance: Self.tolerance)
            var deviceStyle = style
            deviceStyle.width = style.width * scale
            stroker.stroke(contours, style: deviceStyle, tolerance: Float(Self.roundTolerance),
                           joinTolerance: Float(Self.tolerance), into: &outline)
        } else {
            let stretch = t.maxScale
            guard stretch > 0, stretch.isFinite else { return }
            path.flatten(into: &contours, tolerance: Self.tolerance / stretch)
            stroker.stroke(contours, style: style, tolerance: Float(Self.roundTolerance / stretch),
                           joinTolerance: Float(Self.tolerance / stretch), into: &outline)
            let a = Float(t.a), b = Float(t.b), c = Float(t.c), d = Float(t.d), e = Float(t.e), f = Float(t.f)
            outline.points.withUnsafeMutableBufferPointer { pts in
                for i in pts.indices {
                    let p = pts[i]
                    pts[i] = SIMD2(a * p.x + c * p.y + e, b * p.x + d * p.y + f)
                }
            }
        }
    }

    /// Starts accumulating `polygons`, clipped to a `width`×`height` canvas. Returns false when
    /// nothing of them can show.
    func accumulate(_ polygons: PolygonBuffer, width: Int, height: Int) -> Bool {
        guard !polygons.points.isEmpty else { return false }
        var lo = SIMD2<Float>(repeating: .infinity), hi = SIMD2<Float>(repeating: -.infinity)
        polygons.points.withUnsafeBufferPointer { pts in
            // Two points per step as (x, y, x, y), with lane selects: `pointwiseMin` and
            // `pointwiseMax` follow IEEE minNum's NaN rules lane by lane, with branches, several
            // times the cost. A NaN coordinate compares false, so it is skipped here as it is there.
            var lo4 = SIMD4<Float>(repeating: .infinity), hi4 = SIMD4<Float>(repeating: -.infinity)
            let raw = UnsafeRawPointer(pts.baseAddress!)
            let pairs = pts.count >> 1
            var i = 0
            while i < pairs {
                let v = raw.loadUnaligned(fromByteOffset: i &<< 4, as: SIMD4<Float>.self)
                lo4 = lo4.replacing(with: v, where: v .< lo4)
                hi4 = hi4.replacing(with: v, where: v .> hi4)
                i &+= 1   // below pairs, so no overflow
            }
            if pts.count & 1 == 1 {
                let p = pts[pts.count - 1]
                let pp = SIMD4(lowHalf: p, highHalf: p)
                lo4 = lo4.replacing(with: pp, where: pp .< lo4)
                hi4 = hi4.replacing(with: pp, where: pp .> hi4)
            }
            lo = lo4.lowHalf.replacing(with: lo4.highHalf, where: lo4.highHalf .< lo4.lowHalf)
            hi = hi4.lowHalf.replacing(with: hi4.highHalf, where: hi4.highHalf .> hi4.lowHalf)
        }
        guard lo.x.isFinite, lo.y.isFinite, hi.x.isFinite, hi.y.isFinite else { return false }
        // Clamped to the canvas before converting: bounds can be finite yet far beyond Int (a
        // stroke 1e30 wide, a tiny viewBox around large coordinates), and Int(_:) traps there.
        let w = Float(width), h = Float(height)
        let x0 = Int(min(max(lo.x.rounded(.down), 0), w)), y0 = Int(min(max(lo.y.rounded(.down), 0), h))
        let x1 = Int(min(max(hi.x.rounded(.up), 0), w)), y1 = Int(min(max(hi.y.rounded(.up), 0), h))
        guard x1 > x0, y1 > y0 else { return false }
        accumulator.begin(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
        // When the canvas cut nothing off, the bounds are the points' own (x0 = ⌊lo.x⌋ and so
        // on), so every point lies within them and no edge needs clipping.
        let inside = lo.x >= 0 && lo.y >= 0 && hi.x <= w && hi.y <= h
        accumulator.addPolygons(polygons, inside: inside)
        return true
    }
}

import Geometry
import Raster
import SymbolModel

/// The SVG root viewport of a posed symbol, in canvas pixels: what a frame of it may show.
///
/// An SVG file's outermost `<svg>` clips its content to its viewBox, so a shape the file keeps
/// beyond that box (icon sets leave spare drawings and guides there) never shows. `render` gets
/// that for free, as its image is the viewBox; a scene draws many symbols into one canvas and
/// clips each to this rectangle instead.
///
/// The effects move the box with the drawing, as SF Symbols moves the whole image: the
/// rectangle covers the viewBox posed by the whole symbol's transform and by each layer's own
/// pose, so a bouncing layer is never cut at the box's edge, while a shape that lies outside
/// the box at rest stays hidden at rest.
public enum SymbolViewport {
    /// The bounding box, in pixels, of the viewBox posed by `state` and placed by `placement`.
    public static func bounds(of symbol: Symbol, state: SymbolState, placement: SymbolPlacement) -> Rect {
        let toPixels = state.transform.concatenating(placement.transform(for: symbol))
        var result = posedBox(symbol.viewBox, toPixels)
        for layer in state.layers where !layer.transform.isIdentity {
            result = result.union(posedBox(symbol.viewBox, layer.transform.concatenating(toPixels)))
        }
        return result
    }

    /// ``bounds(of:state:placement:)`` rounded out to whole pixels and cut to `limit` (the
    /// canvas's own clip, or nil for none): the clip to draw the symbol with. Nil when the
    /// symbol would show nothing.
    public static func clip(of symbol: Symbol, state: SymbolState, placement: SymbolPlacement,
                            within limit: PixelRect?) -> PixelRect? {
        let b = bounds(of: symbol, state: state, placement: placement)
        guard b.minX.isFinite, b.minY.isFinite, b.maxX.isFinite, b.maxY.isFinite else { return limit }
        // Clamped far beyond any canvas, so the conversion to Int cannot trap.
        func pixel(_ v: Double) -> Int { Int(min(max(v, -1e9), 1e9)) }
        let own = PixelRect(x0: pixel(b.minX.rounded(.down)), y0: pixel(b.minY.rounded(.down)),
                            x1: pixel(b.maxX.rounded(.up)), y1: pixel(b.maxY.rounded(.up)))
        guard let limit else { return own }
        return own.intersection(limit) ?? PixelRect(x: limit.x, y: limit.y, width: 0, height: 0)
    }

    /// The bounding box of `box`'s corners under `t`.
    public static func posedBox(_ box: Rect, _ t: Transform) -> Rect {
        let corners = [Point(box.minX, box.minY), Point(box.maxX, box.minY), Point(box.minX, box.maxY), Point(box.maxX, box.maxY)]
            .map(t.apply)
        let xs = corners.map(\.x), ys = corners.map(\.y)
        return Rect(corner: Point(xs.min()!, ys.min()!), Point(xs.max()!, ys.max()!))
    }
}

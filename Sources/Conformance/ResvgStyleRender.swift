import Geometry
import Raster
import SymbolEffects
import SymbolModel
import SymbolRendering

/// Renders a plain SVG's symbol the way resvg renders it into an image of a given size: the
/// viewBox scaled uniformly to fit (`preserveAspectRatio="xMidYMid meet"`), centred, at the
/// regular weight, on a transparent background, with `currentColor` black.
///
/// This is `symbolview render FILE.svg --size PX` generalised to a non-square image, so the
/// conformance check and the command line draw the same pixels.
public enum ResvgStyleRender {
    /// A `width × height` canvas with `symbol` drawn in its resting state.
    public static func render(_ symbol: Symbol, width: Int, height: Int) -> Canvas {
        let canvas = Canvas(width: width, height: height)
        let box = symbol.viewBox
        guard box.width > 0, box.height > 0 else { return canvas }
        let fit = min(Double(width) / box.width, Double(height) / box.height)
        let boxPixels = fit * max(box.width, box.height)
        let placement = SymbolPlacement(
            center: Point(Double(width) / 2, Double(height) / 2),
            pointSize: SymbolPlacement.pointSize(forBoxPixels: boxPixels, scale: .large),
            weight: .regular, scale: .large)
        let prepared = PreparedSymbol(symbol)
        SymbolRenderer().draw(prepared, state: SymbolAnimator(symbol: symbol).state(of: SymbolAnimation(), at: 0), in: canvas,
                              placement: placement, tint: .black)
        return canvas
    }
}

import Geometry
import Raster
import SymbolModel

/// The rasterizer's paint for one flat colour under gradient colour rendering: SF Symbols 7's
/// ramp (``GradientRamp``) over a layer's bounds, through the linear gradient paint.
enum GradientPaint {
    /// `color` as a vertical ramp down `span` (design units), for a shape whose own transform
    /// (its user space to design units) is `shapeTransform`, at `opacity`.
    static func ramp(_ color: Color, over span: Rect, shapeTransform: Transform, opacity: Double) -> Paint {
        let ramp = GradientRamp.gradient(for: RGBA(color), over: span)
        guard case .linear(let start, let end) = ramp.geometry else { return .solid(color.withOpacity(opacity)) }
        // The ramp lives in design units; the paint's space is the shape's own user space.
        let toShape = shapeTransform.isIdentity ? .identity : (shapeTransform.inverted ?? .identity)
        return .linearGradient(LinearGradient(start: start, end: end,
                                              stops: ramp.stops.map { GradientStop(offset: $0.offset, color: Color($0.color)) },
                                              opacity: opacity, spread: .pad, transform: toShape))
    }
}

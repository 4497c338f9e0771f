import Raster
import SymbolModel

extension Color {
    /// The raster colour of a model colour. Both are straight RGBA in 0...1; the symbol model
    /// keeps its own type so that it does not depend on the rasterizer.
    public init(_ rgba: RGBA) {
        self.init(r: rgba.r, g: rgba.g, b: rgba.b, a: rgba.a)
    }
}

extension RGBA {
    /// The model colour of a raster colour, for the model's colour functions (``GradientRamp``,
    /// ``MulticolorPaint/resolved(tint:)``) applied to a tint.
    public init(_ color: Color) {
        self.init(color.r, color.g, color.b, color.a)
    }
}

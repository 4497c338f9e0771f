import Geometry
import Raster
import SymbolEffects
import SymbolModel
import SymbolStage

extension ExportScene {
    /// A scene of `timeline` (and, for a replace, the `incoming` timeline drawn over it) placed
    /// and coloured as `symbolview render` draws it in a `width` × `height` image: framed with
    /// the room its whole motion takes (``MotionRoom/init(timeline:)``, so a bounce keeps its top
    /// in every frame and a loop is framed by every pose of its cycle), at `weight` and `scale`,
    /// each layer in the colour `mode` gives it with `tint` (its level's, or in multicolor its
    /// own), as SF Symbols 7's ramps when `gradient`.
    ///
    /// `symbolview export`, the viewer's export key and library callers all build their scenes
    /// here, so a file written one way is the file written another with the same options.
    public static func placed(_ timeline: any SymbolTimeline, incoming: (any SymbolTimeline)? = nil,
                              width: Int, height: Int, weight: SymbolWeight, scale: SymbolScale,
                              mode: SymbolRenderingMode, tint: Color, gradient: Bool = false,
                              fps: Double = 60, duration: Double? = nil, name: String) -> ExportScene {
        let room = MotionRoom(timeline: timeline)
        let placement = room.placement(in: Rect(x: 0, y: 0, width: Double(width), height: Double(height)),
                                       weight: weight, scale: scale)
        let layerPaint = paint(mode: mode, tint: tint)
        func part(_ t: any SymbolTimeline) -> Part {
            let toPixels = placement.transform(for: t.symbol)
            // A timeline the writers cannot take as it is makes its own part.
            // Above regular, held within the weight the symbol keeps its counters open at, as `render` does.
            let strokeScale = placement.weight.strokeScale(for: t.symbol)
            var part = (t as? any ExportPartMaking)?.exportPart(toPixels: toPixels, layerPaint: layerPaint)
                ?? Part(timeline: t, toPixels: toPixels, strokeScale: strokeScale, layerPaint: layerPaint)
            part.colorRole = { ExportColorRole.of($0, mode: mode) }
            return part
        }
        let parts = [part(timeline)] + (incoming.map { [part($0)] } ?? [])
        return ExportScene(width: width, height: height, parts: parts, fps: fps, duration: duration, name: name,
                           gradientRendering: gradient)
    }

    @available(*, deprecated, message: "place a SymbolTimeline: placed(EffectTimeline(symbol:animation:), …)")
    public static func placed(_ symbol: Symbol, animation: SymbolAnimation, incoming: (Symbol, SymbolAnimation)? = nil,
                              width: Int, height: Int, weight: SymbolWeight, scale: SymbolScale,
                              mode: SymbolRenderingMode, tint: Color, gradient: Bool = false, speed: Double = 1,
                              fps: Double = 60, duration: Double? = nil, name: String) -> ExportScene {
        placed(EffectTimeline(symbol: symbol, animation: animation),
               incoming: incoming.map { EffectTimeline(symbol: $0.0, animation: $0.1) },
               width: width, height: height, weight: weight, scale: scale, mode: mode, tint: tint, gradient: gradient,
               fps: fps, duration: duration, name: name)
    }

    /// Each layer's colour and extra opacity as the renderer paints it: `mode` applied with
    /// `tint` to the layer (in multicolor, its own colour; a layer without one takes the tint).
    public static func paint(mode: SymbolRenderingMode, tint: Color) -> @Sendable (Layer) -> (color: RGBA, opacity: Double) {
        { layer in
            let (c, opacity) = mode.style(for: layer, tint: tint)
            return (RGBA(c.r, c.g, c.b, c.a), opacity)
        }
    }
}

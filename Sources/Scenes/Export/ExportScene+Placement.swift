import Geometry
import Raster
import SymbolEffects
import SymbolExport
import SymbolModel
import SymbolRendering

extension ExportScene {
    /// A scene of `symbol` with its `animation` (and, for a replace, the `incoming` symbol with
    /// its own) placed and coloured as `symbolview render` draws it in a `width` × `height`
    /// image: framed with the room its motion takes over the first seconds (so a bounce keeps its
    /// top in every frame), at `weight` and `scale`, each layer in the colour `mode` gives it with
    /// `tint` (its level's, or in multicolor its own), as SF Symbols 7's ramps when `gradient`.
    /// `speed` is the effect's, which stretches the motion the room is found over.
    ///
    /// An effect that never ends is framed with the room of every pose up to the end of the cycle
    /// it exports, as `render` frames it at any time once that cycle has come round: combined
    /// cycles (breathe and rotate together) take their widest poses only seconds in, and the
    /// loop is compared with `render` in its steady state.
    ///
    /// `symbolview export` and the viewer's export key both build their scenes here, so a file
    /// the viewer writes is the one the command writes with the same options.
    public static func placed(_ symbol: Symbol, animation: SymbolAnimation, incoming: (Symbol, SymbolAnimation)? = nil,
                              width: Int, height: Int, weight: SymbolWeight, scale: SymbolScale,
                              mode: SymbolRenderingMode, tint: Color, gradient: Bool = false, speed: Double = 1,
                              fps: Double = 60, duration: Double? = nil, name: String) -> ExportScene {
        let animator = SymbolAnimator(symbol: symbol)
        let span = ExportSpan.of([(symbol, animation)] + (incoming.map { [($0.0, $0.1)] } ?? []))
        let room = MotionRoom(symbol, times: MotionRoom.times(through: span.loops ? span.end : 0, minimum: 2 / speed)) {
            animator.state(of: animation, at: $0)
        }
        let placement = room.placement(in: Rect(x: 0, y: 0, width: Double(width), height: Double(height)),
                                       weight: weight, scale: scale)
        let layerPaint = paint(mode: mode, tint: tint, byLevel: false)
        func part(_ s: Symbol, _ a: SymbolAnimation) -> Part {
            Part(symbol: s, animation: a, toPixels: placement.transform(for: s),
                 strokeScale: placement.weight.strokeScale, layerPaint: layerPaint)
        }
        var parts = [part(symbol, animation)]
        if let (arriving, its) = incoming { parts.append(part(arriving, its)) }
        return ExportScene(width: width, height: height, parts: parts, fps: fps, duration: duration, name: name,
                           gradientRendering: gradient, span: span)
    }

    /// Each layer's colour and extra opacity as the renderer paints it: `mode` applied with
    /// `tint` to the layer (in multicolor, its own colour), or with `byLevel` to its hierarchy
    /// level alone (a GTK icon's foreground, which has no colours of its own).
    static func paint(mode: SymbolRenderingMode, tint: Color, byLevel: Bool) -> @Sendable (Layer) -> (color: RGBA, opacity: Double) {
        { layer in
            let (c, opacity) = byLevel ? mode.style(for: layer.hierarchy, tint: tint) : mode.style(for: layer, tint: tint)
            return (RGBA(c.r, c.g, c.b, c.a), opacity)
        }
    }
}

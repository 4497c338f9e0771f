import Geometry
import Raster
import SymbolModel

/// The model's paints, strokes and blend modes as the rasterizer's.
extension SymbolRenderer {
    /// `paint`, or nil when it is a colour too faint to round to anything in 8 bits. Canvas
    /// skips such a colour only after it has accumulated the shape's coverage, and that stale
    /// coverage then streaks across the next shape drawn (a Draw Off's last sliver of an arc, the
    /// first instant of a crossfade): so such paints never reach it.
    static func visible(_ paint: Paint) -> Paint? {
        if case .solid(let c) = paint, c.premultipliedARGB == 0 { return nil }
        return paint
    }

    /// The rasterizer's paint for `p` on `shape`: the mode's colour for `currentColor`, and under
    /// gradient colour rendering a flat colour becomes its ramp over the frame's span.
    func paint(_ p: SymbolPaint?, _ frame: Frame, shape: Shape, opacity: Double) -> Paint? {
        guard let p, opacity > 0 else { return nil }
        func flat(_ color: Color) -> Paint? {
            guard let span = frame.gradientSpan else { return Self.visible(.solid(color.withOpacity(opacity))) }
            return GradientPaint.ramp(color, over: span, shapeTransform: shape.transform, opacity: opacity)
        }
        switch p.resolved(tint: RGBA(frame.tint)) {
        case .tint: return flat(frame.tint)
        case .color(let rgba): return flat(Color(rgba))
        case .gradient(let g):
            let stops = g.stops.map { GradientStop(offset: $0.offset, color: Color($0.color)) }
            let spread: GradientSpread
            switch g.spread {
            case .pad: spread = .pad
            case .reflect: spread = .reflect
            case .repeat: spread = .repeat
            }
            switch g.geometry {
            case .linear(let start, let end):
                return .linearGradient(LinearGradient(start: start, end: end, stops: stops, opacity: opacity,
                                                      spread: spread, transform: g.transform))
            case .radial(let center, let radius, let focus, let focalRadius):
                return .radialGradient(RadialGradient(center: center, radius: radius, focus: focus, focalRadius: focalRadius,
                                                      stops: stops, opacity: opacity, spread: spread, transform: g.transform))
            }
        }
    }

    /// A shape's stroke as the frame draws it: its width scaled by the layer's stroke scale and
    /// the weight.
    func strokeStyle(_ s: ShapeStyle, _ frame: Frame) -> StrokeStyle {
        StrokeStyle(width: s.strokeWidth * frame.strokeScale * frame.weight, cap: s.lineCap, join: s.lineJoin,
                    miterLimit: s.miterLimit)
    }

    static func blendMode(_ mode: MixBlendMode) -> BlendMode {
        switch mode {
        case .normal: return .normal
        case .multiply: return .multiply
        case .screen: return .screen
        case .overlay: return .overlay
        case .darken: return .darken
        case .lighten: return .lighten
        case .colorDodge: return .colorDodge
        case .colorBurn: return .colorBurn
        case .hardLight: return .hardLight
        case .softLight: return .softLight
        case .difference: return .difference
        case .exclusion: return .exclusion
        }
    }
}

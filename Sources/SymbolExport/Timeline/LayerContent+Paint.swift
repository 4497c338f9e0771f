import Geometry
import SymbolModel
import SymbolStage

/// How a fill or a stroke is coloured in an export: the renderer's rules for a symbol's paint
/// (the mode's colour for `currentColor`, the file's own colours and gradients, and under
/// gradient rendering each flat colour as ``GradientRamp``'s ramp), resolved once for both
/// writers.
extension LayerContent {
    /// A paint as the writers take it: a flat colour, or a gradient whose stops are final
    /// colours and whose transform maps gradient space to the layer's design units.
    ///
    /// `color` always holds a colour the paint can fall back to (a gradient's first stop). Its
    /// alpha is multiplied into the paint's opacity by the writers; a gradient whose stops share
    /// one alpha keeps it there and its stops opaque, so only a ramp whose alpha really varies
    /// needs the format's opacity stops.
    struct Coloring {
        var color: RGBA
        var gradient: SymbolGradient?
        /// The replaceable colour the paint is drawn in (``ExportColorRole``): a `currentColor`
        /// paint of a layer that has a role; nil for every colour the file fixes.
        var role: ExportColorRole?
    }

    /// `paint` of `shape` in a layer drawn with `tint`; `ramp`, under gradient rendering, is the
    /// box (design units) a flat colour's ramp runs down; `role`, the layer's colour role.
    static func coloring(_ paint: SymbolPaint, shape: Shape, tint: RGBA, ramp: Rect?, role: ExportColorRole? = nil) -> Coloring {
        func flat(_ c: RGBA) -> Coloring {
            guard let ramp else { return Coloring(color: c, gradient: nil) }
            return opaqueStops(GradientRamp.gradient(for: c, over: ramp))
        }
        if case .tint = paint {
            var c = flat(tint)
            c.role = role
            return c
        }
        switch paint.resolved(tint: tint) {
        case .tint: return flat(tint)
        case .color(let c): return flat(c)
        case .gradient(var resolved):
            // Gradient space → the shape's user space → design units, where the export's paths are.
            resolved.transform = resolved.transform.concatenating(shape.transform)
            return opaqueStops(resolved)
        }
    }

    /// `gradient` with a shared stop alpha moved out to the colour's alpha.
    private static func opaqueStops(_ gradient: SymbolGradient) -> Coloring {
        let first = gradient.stops.first?.color ?? .black
        let alphas = Set(gradient.stops.map(\.color.a))
        guard alphas.count == 1, let alpha = alphas.first else {
            return Coloring(color: RGBA(first.r, first.g, first.b, 1), gradient: gradient)
        }
        var g = gradient
        g.stops = g.stops.map { SymbolGradient.Stop(offset: $0.offset, color: RGBA($0.color.r, $0.color.g, $0.color.b, 1)) }
        return Coloring(color: RGBA(first.r, first.g, first.b, alpha), gradient: g)
    }
}

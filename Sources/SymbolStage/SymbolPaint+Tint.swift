import SymbolModel

extension SymbolPaint {
    /// The paint with `tint` put in wherever the design says `currentColor`: the paint itself,
    /// and each gradient stop marked as the tint (its own alpha times the tint's). The renderer
    /// and the vector writers both resolve a paint here, so a tinted gradient exported is the one
    /// `render` draws; what each then does with a flat colour (a ramp under gradient rendering)
    /// is its own.
    public func resolved(tint: RGBA) -> SymbolPaint {
        switch self {
        case .tint: return .color(tint)
        case .color: return self
        case .gradient(var g):
            g.stops = g.stops.map { s in
                s.isTint ? SymbolGradient.Stop(offset: s.offset, color: RGBA(tint.r, tint.g, tint.b, tint.a * s.color.a)) : s
            }
            return .gradient(g)
        }
    }
}

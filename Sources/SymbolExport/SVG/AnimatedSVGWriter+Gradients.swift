import Geometry
import SymbolModel

/// Gradient paints as SVG's own `<linearGradient>` and `<radialGradient>`: in user space
/// (`gradientUnits="userSpaceOnUse"`), which inside a layer's groups is the symbol's design
/// units where the paths are, with the gradient's transform as `gradientTransform` and its
/// spread as `spreadMethod`, so SVG carries every gradient the renderer draws exactly.
///
/// With light and dark themes (``ExportThemes``) the paints drawn in the tint take their colour
/// from stops a stylesheet can restyle: a flat tint is a one-stop gradient (which SVG paints as
/// that solid colour) whose stop has the class `tint`, a tint's ramp has stops of classes
/// `tint-ramp0`…, and `@media (prefers-color-scheme: dark)` gives them the dark tint's colours.
extension AnimatedSVGWriter.Builder {
    /// The value of a `fill` or `stroke` attribute that paints `paint`: its colour, or a
    /// reference to its gradient, whose element is written into the body the first time.
    mutating func paintReference(_ paint: LayerContent.Paint) -> String {
        let themes = paint.followsTint ? plan.scene.themes : nil
        if let themes { addDarkTheme(themes) }
        guard let g = paint.gradient else {
            guard themes != nil else { return Self.color(paint.color) }
            let id = Self.scoped("tint")
            if gradientIDs["tint"] == nil {
                gradientIDs["tint"] = id
                body += "<linearGradient id=\"\(id)\"><stop offset=\"0\" class=\"\(Self.scoped("tint"))\" stop-color=\"\(Self.color(paint.color))\"/></linearGradient>\n"
            }
            return "url(#\(id))"
        }
        let definition = Self.gradientDefinition(g, stopClass: themes == nil ? nil : Self.scoped("tint-ramp"))
        if let id = gradientIDs[definition] { return "url(#\(id))" }
        let id = Self.scoped("g\(gradientIDs.count + 1)")
        gradientIDs[definition] = id
        body += definition.replacingOccurrences(of: "<linearGradient ", with: "<linearGradient id=\"\(id)\" ")
            .replacingOccurrences(of: "<radialGradient ", with: "<radialGradient id=\"\(id)\" ")
        return "url(#\(id))"
    }

    /// The `prefers-color-scheme: dark` rule giving the tint's stops the dark tint, once.
    mutating func addDarkTheme(_ themes: ExportThemes) {
        guard gradientIDs["@dark"] == nil else { return }
        gradientIDs["@dark"] = ""
        let ramp = GradientRamp.stops(for: themes.dark).enumerated().map { ".\(Self.scoped("tint-ramp"))\($0.offset){stop-color:\(Self.color($0.element.color))}" }
        rules.append("@media (prefers-color-scheme: dark){.\(Self.scoped("tint")){stop-color:\(Self.color(themes.dark))}\(ramp.joined())}")
    }

    /// The gradient's element, without its id; `stopClass` numbered gives each stop a class.
    static func gradientDefinition(_ g: SymbolGradient, stopClass: String? = nil) -> String {
        let n = Self.number
        var attributes = "gradientUnits=\"userSpaceOnUse\""
        let element: String
        switch g.geometry {
        case .linear(let s, let e):
            element = "linearGradient"
            attributes += " x1=\"\(n(s.x))\" y1=\"\(n(s.y))\" x2=\"\(n(e.x))\" y2=\"\(n(e.y))\""
        case .radial(let c, let r, let f, let fr):
            element = "radialGradient"
            attributes += " cx=\"\(n(c.x))\" cy=\"\(n(c.y))\" r=\"\(n(r))\" fx=\"\(n(f.x))\" fy=\"\(n(f.y))\""
            if fr > 0 { attributes += " fr=\"\(n(fr))\"" }
        }
        if g.spread != .pad { attributes += " spreadMethod=\"\(g.spread.rawValue)\"" }
        let m = g.transform
        if !m.isIdentity {
            attributes += " gradientTransform=\"matrix(\([m.a, m.b, m.c, m.d, m.e, m.f].map(n).joined(separator: " ")))\""
        }
        var out = "<\(element) \(attributes)>"
        for (i, stop) in g.stops.enumerated() {
            out += "<stop offset=\"\(n(stop.offset))\"" + (stopClass.map { " class=\"\($0)\(i)\"" } ?? "") + " stop-color=\"\(Self.color(stop.color))\""
            if stop.color.a < 1 { out += " stop-opacity=\"\(n(stop.color.a))\"" }
            out += "/>"
        }
        return out + "</\(element)>\n"
    }
}

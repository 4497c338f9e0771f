import Geometry
import SymbolModel

/// Gradient paints as SVG's own `<linearGradient>` and `<radialGradient>`: in user space
/// (`gradientUnits="userSpaceOnUse"`), which inside a layer's groups is the symbol's design
/// units where the paths are, with the gradient's transform as `gradientTransform` and its
/// spread as `spreadMethod`, so SVG carries every gradient the renderer draws exactly.
///
/// Every paint drawn in one of the symbol's replaceable colours (``ExportColorRole``) takes it
/// from a CSS custom property, so a page recolours an inlined export by setting `--symbol-color`
/// (and `--symbol-color-2`, `--symbol-color-3` for a palette) on any ancestor. Presentation
/// attributes cannot hold `var()`, so such a paint is a gradient whose stops a stylesheet
/// colours: a flat colour is a one-stop gradient (which SVG paints as that solid colour, in user
/// space so a line without area is still painted), a ramp's stops are the ramp of the property's
/// colour, worked out in CSS (Oklab relative colours) only when the page sets it. Each property
/// falls back to the colour the file was written with (or under `prefers-color-scheme: dark` to
/// the dark theme's, or with ``ExportScene/followsCurrentColor`` to the page's text colour).
extension AnimatedSVGWriter.Builder {
    /// The value of a `fill` or `stroke` attribute that paints `paint`: its colour, or a
    /// reference to its gradient, whose element is written into the body the first time.
    /// (``gradientIDs`` also remembers, under keys no definition starts with, `role…` for a
    /// replaceable colour's one-stop gradient and `ramp…` for a role's ramp rules, each written once.)
    mutating func paintReference(_ paint: LayerContent.Paint) -> String {
        guard let role = paint.role else {
            guard let g = paint.gradient else { return Self.color(paint.color) }
            return gradientReference(Self.gradientDefinition(g))
        }
        let r = role.rawValue
        guard let g = paint.gradient else {
            let key = "role\(r)\(Self.color(paint.color))"
            if let id = gradientIDs[key] { return "url(#\(id))" }
            let name = "c\(r)" + (gradientIDs.keys.contains { $0.hasPrefix("role\(r)") } ? "-\(gradientIDs.count)" : "")
            let id = Self.scoped(name)
            gradientIDs[key] = id
            body += "<linearGradient id=\"\(id)\" gradientUnits=\"userSpaceOnUse\"><stop class=\"\(id)\" stop-color=\"\(Self.color(paint.color))\"/></linearGradient>\n"
            let variable = "var(--\(role.cssProperty),\(fallback(role, paint.color)))"
            rules.append(".\(id){stop-color:\(variable)}")
            if let dark = darkColor(role) {
                rules.append("@media (prefers-color-scheme: dark){.\(id){stop-color:var(--\(role.cssProperty),\(Self.color(dark)))}}")
            }
            return "url(#\(id))"
        }
        addRampRules(role, stops: g.stops)
        return gradientReference(Self.gradientDefinition(g, stopClass: Self.scoped("r\(r)-")))
    }

    /// The reference to the gradient element `definition` (without an id), written the first time.
    private mutating func gradientReference(_ definition: String) -> String {
        if let id = gradientIDs[definition] { return "url(#\(id))" }
        let id = Self.scoped("g\(gradientIDs.count + 1)")
        gradientIDs[definition] = id
        body += definition.replacingOccurrences(of: "<linearGradient ", with: "<linearGradient id=\"\(id)\" ")
            .replacingOccurrences(of: "<radialGradient ", with: "<radialGradient id=\"\(id)\" ")
        return "url(#\(id))"
    }

    /// What a role's custom property falls back to when the page does not set it: the colour
    /// written, or the page's text colour for a primary that follows it.
    private func fallback(_ role: ExportColorRole, _ color: RGBA) -> String {
        role == .primary && plan.scene.followsCurrentColor ? "currentColor" : Self.color(color)
    }

    /// The dark theme's colour of `role`, if the scene has one.
    private func darkColor(_ role: ExportColorRole) -> RGBA? {
        plan.scene.themes?.dark(role)
    }

    /// The rules colouring the stops of `role`'s ramps (classes `r1-0`, `r1-1`, `r1-2` for the
    /// primary), once per role: the middle stop is the property's colour, the ends its Oklab
    /// lightness moved as ``GradientRamp`` moves it. An end is an internal custom property that
    /// is valid only when the page sets the role's property; otherwise the stop falls back to
    /// the colour written (so the file looks as written, whatever a browser's gamut mapping).
    private mutating func addRampRules(_ role: ExportColorRole, stops: [SymbolGradient.Stop]) {
        let key = "ramp\(role.rawValue)"
        guard gradientIDs[key] == nil, stops.count == 3 else { return }
        gradientIDs[key] = ""
        let n = Self.number
        let cls = Self.scoped("r\(role.rawValue)-")
        let source = "var(--\(role.cssProperty)\(role == .primary && plan.scene.followsCurrentColor ? ",currentColor" : ""))"
        // Lightness moved towards white at the top (a little more near black), towards black at the bottom.
        let top = "calc(l + (1 - l) * \(n(GradientRamp.lightening)) + (1 - l) * (1 - l) * (1 - l) * \(n(GradientRamp.nearBlackLift)))"
        let bottom = "calc(l * \(n(1 - GradientRamp.darkening)))"
        let ends = [0: top, 2: bottom]
        func stopRules(_ colors: [RGBA]) -> String {
            colors.enumerated().map { i, c in
                let literal = role == .primary && plan.scene.followsCurrentColor && i == 1 ? "currentColor" : Self.color(c)
                return ends[i] == nil ? ".\(cls)\(i){stop-color:var(--\(role.cssProperty),\(literal))}"
                    : ".\(cls)\(i){stop-color:var(--\(cls)\(i),\(literal))}"
            }.joined()
        }
        var rule = ""
        for (i, l) in ends.sorted(by: { $0.key < $1.key }) { rule += ".\(cls)\(i){--\(cls)\(i):oklab(from \(source) \(l) a b)}" }
        rules.append(rule + stopRules(stops.map(\.color)))
        if let dark = darkColor(role) {
            rules.append("@media (prefers-color-scheme: dark){\(stopRules(GradientRamp.stops(for: dark).map(\.color)))}")
        }
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

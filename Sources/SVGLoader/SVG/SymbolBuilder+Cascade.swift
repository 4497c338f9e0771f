import Geometry
import SymbolModel

/// How an element's style and transform are computed: its parent's inherited properties, then
/// its presentation attributes, the style sheet and `style=""` in CSS's cascade order.
extension SymbolBuilder {
    /// Resolves an element's style, transform and layer from its parent's context; `shown` is
    /// false for an element with `display="none"`.
    mutating func enter(_ e: SVGElement, parent: Context, extraAttributes: Set<String>,
                        isRoot: Bool = false) throws -> (context: Context, shown: Bool) {
        var context = parent
        context.invisibleShapesStart = invisibleShapes.count
        context.style = try style(of: e, inheriting: parent.style, extraAttributes: extraAttributes)
        if !isRoot, let local = localTransform(of: e, style: context.style, viewport: parent.viewport) {
            context.transform = local.concatenating(parent.transform)
        }
        if isAnnotated, context.makesLayers, e.attributes["data-layer"] != nil {
            if let outer = parent.layer, let outerElement = pending[outer].element {
                throw failure(e, "data-layer=\"\(e.attributes["data-layer"]!)\" sits inside layer '\(outerElement.attributes["data-layer"]!)' (line \(outerElement.line)); layers cannot nest")
            }
            pending.append(PendingLayer(element: e, source: e, transform: context.transform))
            context.layer = pending.count - 1
        }
        return (context, context.style.isDisplayed)
    }

    /// The style of `e` given its parent's: presentation attributes, then the sheet, then
    /// `style=""`, with `!important` declarations last (sheet, then inline).
    mutating func style(of e: SVGElement, inheriting parentStyle: SVGStyle, extraAttributes: Set<String>,
                        reports: Bool = true) throws -> SVGStyle {
        var style = parentStyle.inheritedByChild
        for name in e.sortedAttributeNames {
            let value = e.attributes[name]!
            if name.hasPrefix("data-") { if reports { checkAnnotation(name, on: e) }; continue }
            if extraAttributes.contains(name) || Self.commonAttributes.contains(name) { continue }
            if name.hasPrefix("xmlns") || name.hasPrefix("aria-") || name.contains(":") || name.hasPrefix("on") { continue }
            if Self.isInherit(value), style.inherit(name, from: parentStyle) { continue }
            let outcome = style.apply(name, value)
            if reports { report(outcome, property: name, value: value, on: e, unknownIsAttribute: true) }
        }
        let declared = cascadedDeclarations(for: e)
        declarationsApplied += declared.count
        guard declarationsApplied <= Self.maxDeclarationsApplied else {
            throw failure(e, "the style sheet and style attributes apply more than \(Self.maxDeclarationsApplied) declarations to the "
                + "elements drawn (each element drawn again through use counts again); the file is refused")
        }
        for d in declared {
            if Self.isInherit(d.value), style.inherit(d.property, from: parentStyle) { continue }
            let outcome = style.apply(d.property, d.value)
            if reports { report(outcome, property: d.property, value: d.value, on: e, unknownIsAttribute: false) }
        }
        // KDE's Breeze and Papirus themes colour icons with `.ColorScheme-Text { color: … }` and
        // `currentColor`: that colour is the theme's text colour, so it follows the tint.
        if let classes = e.attributes["class"], classes.split(separator: " ").contains("ColorScheme-Text") {
            style.color = nil
        }
        if cutClipPaths.contains(ObjectIdentifier(e)) { style.clipPath = nil }
        if cutMasks.contains(ObjectIdentifier(e)) { style.mask = nil }
        return style
    }

    /// How many CSS declarations (the sheet's and `style` attributes') the walk may apply in
    /// all: an element drawn again through `use` applies its declarations again, so a sheet of
    /// 400,000 rules matching four elements of a group used 19,000 times would apply 3 × 10^10.
    /// A real icon applies a few thousand.
    static let maxDeclarationsApplied = 500_000

    /// The declarations CSS makes on `e` (the sheet's rules and its `style` attribute), in the
    /// order to apply them, worked out once per element: an element drawn again through `use`
    /// or resolved again for another reference costs a lookup, so the sheet is matched within
    /// the cascade budget it was admitted for (``CSSStyleSheet/maxCascadeWork``).
    ///
    /// Of identical declarations (the same property, value and importance) only the last is
    /// kept: applying it sets what the earlier ones set, after everything in between.
    mutating func cascadedDeclarations(for e: SVGElement) -> [CSSDeclaration] {
        let key = ObjectIdentifier(e)
        if let known = matchedDeclarations[key] { return known }
        let fromSheet = sheet.rules.isEmpty ? [] : sheet.declarations(for: e)
        let inline = e.attributes["style"].map { CSSDeclaration.parseList($0) } ?? []
        let all = CSSStyleSheet.cascade(sheet: fromSheet, inline: inline)
        var seen: Set<CSSDeclaration> = []
        var kept: [CSSDeclaration] = []
        for d in all.reversed() where seen.insert(d).inserted { kept.append(d) }
        kept.reverse()
        matchedDeclarations[key] = kept
        return kept
    }

    /// Whether a declared value is the keyword `inherit` (possibly `!important`).
    static func isInherit(_ value: String) -> Bool {
        var v = value.trimmingSpaces.lowercased()
        if v.hasSuffix("!important") { v = String(v.dropLast(10)).trimmingSpaces }
        return v == "inherit"
    }

    /// The style an element has where it stands in the document, whatever refers to it: how
    /// gradient stops, clip children and masks inherit (from their own ancestors).
    mutating func computedStyle(of e: SVGElement) -> SVGStyle {
        if let known = computedStyles[ObjectIdentifier(e)] { return known }
        var chain: [SVGElement] = []
        var current: SVGElement? = e
        while let c = current, chain.count < limits.maxDepth + 1 {
            chain.append(c)
            current = c.parent
        }
        var style = SVGStyle()
        for element in chain.reversed() {
            if let known = computedStyles[ObjectIdentifier(element)] { style = known; continue }
            style = (try? self.style(of: element, inheriting: style, extraAttributes: [], reports: false)) ?? style
            computedStyles[ObjectIdentifier(element)] = style
        }
        return style
    }

    /// The element's own transform (the CSS `transform` property over the attribute), around
    /// its `transform-origin`; nil when it has none.
    mutating func localTransform(of e: SVGElement, style: SVGStyle, viewport: Rect) -> Transform? {
        guard let text = style.cssTransform ?? e.attributes["transform"] else { return nil }
        let t: Transform
        do {
            t = try SVGTransformList.parse(text)
        } catch {
            // SVG ignores a transform it cannot read; the element is drawn untransformed.
            warn(e, "\(error); the transform is ignored")
            return nil
        }
        return Self.applying(t, around: style.transformOrigin, viewport: viewport)
    }

    /// `t` applied around a `transform-origin` value (resolved against `viewport`), as usvg
    /// applies every transform attribute: an element's `transform`, a clipPath's, a
    /// gradient's `gradientTransform`.
    static func applying(_ t: Transform, around origin: String?, viewport: Rect) -> Transform {
        guard let origin, let o = Self.origin(origin, viewport: viewport) else { return t }
        return Transform.translation(-o.x, -o.y).concatenating(t).concatenating(.translation(o.x, o.y))
    }

    /// A `transform-origin` value: one to three lengths, percentages or keywords.
    static func origin(_ text: String, viewport: Rect) -> Point? {
        let words = text.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" }).map { String($0).lowercased() }
        guard !words.isEmpty else { return nil }
        func value(_ w: String, horizontal: Bool) -> Double? {
            let size = horizontal ? viewport.width : viewport.height
            switch w {
            case "left", "top": return 0
            case "center": return size / 2
            case "right", "bottom": return size
            default: return (try? SVGLength.parse(w))?.resolved(percentOf: size)
            }
        }
        var x = words[0], y = words.count > 1 ? words[1] : "center"
        // Keywords may come in either order (`top left`).
        if ["top", "bottom"].contains(x) || ["left", "right"].contains(y) { swap(&x, &y) }
        guard let px = value(x, horizontal: true), let py = value(y, horizontal: false) else { return nil }
        return Point(px, py)
    }

    /// The longest value quoted in a warning: one bad attribute must not print megabytes.
    static let quotedValueLimit = SVGLocation.quoteLimit

    mutating func report(_ outcome: SVGStyle.Outcome, property: String, value: String, on e: SVGElement,
                         unknownIsAttribute: Bool) {
        switch outcome {
        case .applied: break
        case .unknown: warn(e, unknownIsAttribute ? "unknown attribute \(property) skipped" : "unknown style property \(property) skipped")
        case .unsupported(let why): warn(e, why)
        case .invalid(let why): warn(e, "\(property): \(why); ignored")
        }
    }

    /// Warns about annotations that do nothing where they are: unknown names, and layer
    /// annotations outside a layer element. Plain files may carry any `data-*` attribute.
    mutating func checkAnnotation(_ name: String, on e: SVGElement) {
        guard isAnnotated else {
            // The easy mistake: layers marked, but the root never says the file is annotated.
            if name == "data-layer" {
                warn(e, "data-layer is ignored: the root <svg> has no data-symbol=\"1\", so the file is read as plain SVG")
            }
            return
        }
        let isRoot = e.name == "svg" && name != "data-layer" && LayerAnnotationReader.rootAttributes.contains(name)
        if isRoot { return }
        if !LayerAnnotationReader.layerAttributes.contains(name) && !LayerAnnotationReader.rootAttributes.contains(name) {
            warn(e, "unknown annotation \(name) skipped (docs/symbol-format.md lists them)")
        } else if name != "data-layer", e.attributes["data-layer"] == nil {
            warn(e, "\(name) on an element without data-layer is ignored")
        }
    }
}

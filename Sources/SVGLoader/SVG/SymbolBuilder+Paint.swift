import Geometry
import SymbolModel

/// Fill and stroke paints: colours, `currentColor`, and `linearGradient` / `radialGradient`
/// resolved for one shape (its box sizes an object-bounding-box gradient).
extension SymbolBuilder {
    /// The model paint for `value` on a shape whose own box is `box`; nil for no paint.
    mutating func paint(_ value: SVGPaintValue, style: SVGStyle, box: @autoclosure () -> Rect, context: Context,
                        on e: SVGElement) -> SymbolPaint? {
        switch value {
        case .none: return nil
        case .currentColor: return style.color.map { .color($0) } ?? .tint
        case .color(let c): return .color(c)
        case .contextFill: return paint(context.contextFill, style: style, box: box(), context: context, on: e)
        case .contextStroke: return paint(context.contextStroke, style: style, box: box(), context: context, on: e)
        case .server(let id, let fallback):
            func useFallback() -> SymbolPaint? {
                fallback.flatMap { paint($0, style: style, box: box(), context: context, on: e) }
            }
            guard let target = ids[id] else {
                if fallback == nil { warn(e, "paint url(#\(id.prefix(Self.quotedValueLimit))) refers to no element; nothing is painted") }
                return useFallback()
            }
            switch target.name {
            case "linearGradient", "radialGradient":
                // A gradient that cannot paint (no stops, or object-bounding-box units on a shape
                // with no area) gives way to the fallback, as in resvg.
                switch gradient(target, box: box(), context: context) {
                case .paint(let p): return p
                case .nothing: return useFallback()
                }
            case "pattern":
                warn(e, "pattern paint is not supported; \(fallback == nil ? "nothing is painted" : "its fallback colour is used")")
                return useFallback()
            default:
                warn(e, "paint url(#\(id.prefix(Self.quotedValueLimit))) refers to <\(target.name)>, which is no paint server")
                return useFallback()
            }
        }
    }

    enum GradientOutcome {
        case paint(SymbolPaint)
        /// SVG draws nothing: no stops, or a bounding box with no area.
        case nothing
    }

    /// A gradient element resolved for a shape whose own box is `box`.
    mutating func gradient(_ element: SVGElement, box: Rect, context: Context) -> GradientOutcome {
        // The href chain: attributes and stops not given come from the gradients it refers to.
        var chain = [element]
        var seen: Set<ObjectIdentifier> = [ObjectIdentifier(element)]
        while let href = SVGReference.href(of: chain.last!), let id = SVGReference.id(inHref: href),
              let next = ids[id], next.name == "linearGradient" || next.name == "radialGradient" {
            guard seen.insert(ObjectIdentifier(next)).inserted else {
                warn(element, "the gradient's href chain loops; the loop is cut")
                break
            }
            guard chain.count < Self.maxHrefChain else {
                warn(element, "the gradient's href chain is longer than \(Self.maxHrefChain); the rest is ignored")
                break
            }
            chain.append(next)
        }
        let isRadial = element.name == "radialGradient"
        func attribute(_ name: String, radialOnly: Bool? = nil) -> String? {
            for g in chain {
                if let only = radialOnly, (g.name == "radialGradient") != only { continue }
                if let v = g.attributes[name] { return v }
            }
            return nil
        }
        let stops = gradientStops(from: chain)
        guard let first = stops.first else { return .nothing }
        if stops.count == 1 { return .paint(Self.solid(first)) }

        let bboxUnits = attribute("gradientUnits")?.trimmingSpaces != "userSpaceOnUse"
        if bboxUnits, !(box.width > 0 && box.height > 0) { return .nothing }
        func coordinate(_ name: String, _ fallback: String, axis: Int, radialOnly: Bool) -> Double {
            let text = attribute(name, radialOnly: radialOnly) ?? fallback
            guard let l = try? SVGLength.parse(text) else { return coordinate(name, fallback, axis: axis, fallbackOnly: fallback) }
            if bboxUnits { return l.unit == .percent ? l.value / 100 : l.resolved(percentOf: 1) }
            let reference = axis == 0 ? context.viewport.width : axis == 1 ? context.viewport.height : context.diagonal
            return l.resolved(percentOf: reference)
        }
        func coordinate(_ name: String, _ fallback: String, axis: Int, fallbackOnly: String) -> Double {
            guard let l = try? SVGLength.parse(fallback) else { return 0 }
            if bboxUnits { return l.unit == .percent ? l.value / 100 : l.value }
            let reference = axis == 0 ? context.viewport.width : axis == 1 ? context.viewport.height : context.diagonal
            return l.resolved(percentOf: reference)
        }
        var transform = Transform.identity
        if let text = attribute("gradientTransform") {
            if let t = try? SVGTransformList.parse(text) {
                // As usvg reads any transform attribute: one that collapses an axis is ignored.
                if Self.isDegenerate(t) {
                    warn(element, "gradientTransform '\(text.prefix(Self.quotedValueLimit))' collapses the gradient; ignored")
                } else {
                    let origin = computedStyle(of: element).transformOrigin
                    transform = Self.applying(t, around: origin, viewport: context.viewport)
                }
            } else {
                warn(element, "gradientTransform '\(text.prefix(Self.quotedValueLimit))' cannot be read; ignored")
            }
        }
        if bboxUnits {
            transform = transform.concatenating(Transform(a: box.width, b: 0, c: 0, d: box.height, e: box.x, f: box.y))
        }
        guard transform.inverted != nil else { return .paint(Self.solid(stops.last!)) }
        let spread = SymbolGradient.Spread(rawValue: attribute("spreadMethod")?.trimmingSpaces ?? "pad") ?? .pad

        let geometry: SymbolGradient.Geometry
        if isRadial {
            let cx = coordinate("cx", "50%", axis: 0, radialOnly: true), cy = coordinate("cy", "50%", axis: 1, radialOnly: true)
            let r = coordinate("r", "50%", axis: 2, radialOnly: true)
            let fx = attribute("fx", radialOnly: true) != nil ? coordinate("fx", "50%", axis: 0, radialOnly: true) : cx
            let fy = attribute("fy", radialOnly: true) != nil ? coordinate("fy", "50%", axis: 1, radialOnly: true) : cy
            let fr = coordinate("fr", "0%", axis: 2, radialOnly: true)
            // A radius of zero, or a negative one, paints the last stop's colour (as resvg does).
            guard r > 0, r.isFinite else { return .paint(Self.solid(stops.last!)) }
            geometry = .radial(center: Point(cx, cy), radius: r, focus: Point(fx, fy), focalRadius: max(0, fr))
        } else {
            let x1 = coordinate("x1", "0%", axis: 0, radialOnly: false), y1 = coordinate("y1", "0%", axis: 1, radialOnly: false)
            let x2 = coordinate("x2", "100%", axis: 0, radialOnly: false), y2 = coordinate("y2", "0%", axis: 1, radialOnly: false)
            guard x1 != x2 || y1 != y2 else { return .paint(Self.solid(stops.last!)) }
            geometry = .linear(start: Point(x1, y1), end: Point(x2, y2))
        }
        return .paint(.gradient(SymbolGradient(geometry: geometry, stops: stops, spread: spread, transform: transform)))
    }

    /// Whether a transform maps one of the axes to (nearly) nothing, or is not finite: tiny-skia's
    /// test of a valid transform, which usvg applies to every transform attribute it reads.
    static func isDegenerate(_ t: Transform) -> Bool {
        guard [t.a, t.b, t.c, t.d, t.e, t.f].allSatisfy(\.isFinite) else { return true }
        let sx = (t.a * t.a + t.b * t.b).squareRoot(), sy = (t.c * t.c + t.d * t.d).squareRoot()
        return sx <= Double(Float.ulpOfOne) || sy <= Double(Float.ulpOfOne)
    }

    /// A single stop's colour as a plain paint.
    static func solid(_ stop: SymbolGradient.Stop) -> SymbolPaint {
        stop.isTint && stop.color.a >= 1 ? .tint : .color(stop.color)
    }

    /// The stops of the first gradient in the chain that has any, offsets clamped into order.
    ///
    /// Read once per gradient element: every shape the gradient paints then shares one array,
    /// so a reference costs a pointer, not a copy of the stops.
    private mutating func gradientStops(from chain: [SVGElement]) -> [SymbolGradient.Stop] {
        guard let holder = chain.first(where: { $0.children.contains { $0.name == "stop" } }) else { return [] }
        if let known = gradientStopsRead[ObjectIdentifier(holder)] { return known }
        let stops = readStops(of: holder)
        gradientStopsRead[ObjectIdentifier(holder)] = stops
        return stops
    }

    /// The `stop` children of `holder` as model stops.
    private mutating func readStops(of holder: SVGElement) -> [SymbolGradient.Stop] {
        var stops: [SymbolGradient.Stop] = []
        var previous = 0.0
        for stop in holder.children where stop.name == "stop" {
            guard stops.count < 4096 else {
                warn(holder, "the gradient has more than 4096 stops; the rest are ignored")
                break
            }
            let style = computedStyle(of: stop)
            var offset = 0.0
            if let text = stop.attributes["offset"]?.trimmingSpaces {
                let isPercent = text.hasSuffix("%")
                if let n = Double(isPercent ? String(text.dropLast()) : text), n.isFinite { offset = isPercent ? n / 100 : n }
            }
            offset = min(max(offset, previous), 1)
            previous = offset
            switch style.stopColor {
            case .color(var c):
                c.a *= style.stopOpacity
                stops.append(.init(offset: offset, color: c))
            default:
                if var c = style.color {
                    c.a *= style.stopOpacity
                    stops.append(.init(offset: offset, color: c))
                } else {
                    stops.append(.init(offset: offset, color: RGBA(0, 0, 0, style.stopOpacity), isTint: true))
                }
            }
        }
        return stops
    }
}

import Geometry
import SymbolModel

/// The style properties that cascade from an element to its children, with SVG's initial
/// values: a black fill, no stroke, a 1-unit butt-capped miter-joined stroke.
///
/// An element's style is its parent's, overridden first by its presentation attributes and then
/// by the declarations of its `style=""` attribute, so `style` wins as CSS specifies.
struct SVGStyle {
    var fill: SVGPaintValue = .color(.black)
    var stroke: SVGPaintValue = .none
    var strokeWidth: Double = 1
    var lineCap: LineCap = .butt
    var lineJoin: LineJoin = .miter
    var miterLimit: Double = 4
    var fillRule: FillRule = .nonZero
    var fillOpacity: Double = 1
    var strokeOpacity: Double = 1
    /// The `color` property, which `currentColor` refers to. Nil until a file sets it: then
    /// `currentColor` stays the symbol's tint.
    var color: RGBA?
    var isHidden = false

    // Properties that do not inherit; reset for every element.
    var opacity: Double = 1
    var isDisplayed = true
    /// `background-color`, read on the root only: a fill of the whole design box.
    var backgroundColor: RGBA?

    /// The outcome of setting one property.
    enum Outcome {
        case applied
        /// Not a property this loader knows.
        case unknown
        /// A property the loader reads but does not draw (a dash array, a filter).
        case unsupported(String)
        /// A known property with a value that is not valid: ignored, as SVG says.
        case invalid(String)
    }

    /// Properties that change nothing this loader draws, accepted without a warning.
    static let ignoredProperties: Set<String> = [
        "shape-rendering", "color-rendering", "image-rendering", "text-rendering", "color-interpolation",
        "color-interpolation-filters", "clip-rule", "enable-background", "overflow", "font-family",
        "font-size", "font-weight", "font-style", "pointer-events", "isolation", "mix-blend-mode",
        "vector-effect", "paint-order", "stroke-dashoffset", "cursor",
    ]

    /// Properties with a visible effect the loader does not reproduce; they warn.
    static let unsupportedProperties: Set<String> = [
        "stroke-dasharray", "clip-path", "mask", "filter", "marker", "marker-start", "marker-mid", "marker-end",
    ]

    /// The style a child element starts from: the inherited properties, with the others reset.
    var inheritedByChild: SVGStyle {
        var s = self
        s.opacity = 1
        s.isDisplayed = true
        s.backgroundColor = nil
        return s
    }

    mutating func apply(_ name: String, _ rawValue: String) -> Outcome {
        var value = rawValue.trimmingSpaces
        if value.lowercased().hasSuffix("!important") { value = String(value.dropLast(10)).trimmingSpaces }
        if value == "inherit" { return .applied }
        switch name {
        case "fill", "stroke":
            guard let paint = SVGPaintValue.parse(value) else { return .invalid("'\(value)' is not a colour") }
            if name == "fill" { fill = paint } else { stroke = paint }
            if case .unsupported(let what, _) = paint {
                return .unsupported("\(name) \(what) (paint servers such as gradients are not drawn; using \(paintFallbackWords(paint)))")
            }
        case "color":
            if value.lowercased() == "currentcolor" { return .applied }
            guard let c = SVGColorValue.parse(value) else { return .invalid("'\(value)' is not a colour") }
            color = c
        case "stroke-width":
            guard let length = try? SVGLength.parse(value) else { return .invalid("'\(value)' is not a length") }
            guard length.value >= 0 else {
                // As resvg does: a negative width draws no stroke rather than the inherited one.
                strokeWidth = 0
                return .unsupported("stroke-width '\(value)' is negative, so the stroke is not drawn")
            }
            strokeWidth = length.resolved(percentOf: 100)
            if length.absoluteValue == nil { return .unsupported("stroke-width in \(length.unit.rawValue) (taken relative to a 100-unit box)") }
        case "stroke-linecap":
            guard let cap = LineCap(rawValue: value) else { return .invalid("'\(value)' is not butt, round or square") }
            lineCap = cap
        case "stroke-linejoin":
            switch value {
            case "miter": lineJoin = .miter
            case "miter-clip": lineJoin = .miterClip
            case "round": lineJoin = .round
            case "bevel": lineJoin = .bevel
            case "arcs": lineJoin = .miter
            default: return .invalid("'\(value)' is not miter, round or bevel")
            }
        case "stroke-miterlimit":
            guard let n = Double(value), n.isFinite, n >= 1 else { return .invalid("'\(value)' is not a number of at least 1") }
            miterLimit = n
        case "fill-rule":
            switch value {
            case "nonzero": fillRule = .nonZero
            case "evenodd": fillRule = .evenOdd
            default: return .invalid("'\(value)' is not nonzero or evenodd")
            }
        case "opacity", "fill-opacity", "stroke-opacity":
            guard let n = Self.opacityValue(value) else { return .invalid("'\(value)' is not a number or percentage") }
            switch name {
            case "opacity": opacity = n
            case "fill-opacity": fillOpacity = n
            default: strokeOpacity = n
            }
        case "visibility":
            switch value {
            case "visible": isHidden = false
            case "hidden", "collapse": isHidden = true
            default: return .invalid("'\(value)' is not visible, hidden or collapse")
            }
        case "display":
            isDisplayed = value != "none"
        case "background-color":
            guard let c = SVGColorValue.parse(value) else { return .invalid("'\(value)' is not a colour") }
            backgroundColor = c
        default:
            if Self.ignoredProperties.contains(name) { return .applied }
            if Self.unsupportedProperties.contains(name) {
                if value == "none" || (name == "stroke-dasharray" && value == "0") { return .applied }
                return .unsupported("\(name) is not supported and is ignored")
            }
            return .unknown
        }
        return .applied
    }

    private func paintFallbackWords(_ paint: SVGPaintValue) -> String {
        if case .unsupported(_, let fallback?) = paint, fallback != .none { return "its fallback colour" }
        return "no paint"
    }

    /// An opacity: a number or a percentage, clamped to 0...1.
    static func opacityValue(_ text: String) -> Double? {
        let isPercent = text.hasSuffix("%")
        guard let n = Double(isPercent ? String(text.dropLast()) : text), n.isFinite else { return nil }
        return min(1, max(0, isPercent ? n / 100 : n))
    }

    /// Resolves a paint value to the model's paint; nil for no paint.
    func resolve(_ paint: SVGPaintValue) -> SymbolPaint? {
        switch paint {
        case .none: return nil
        case .currentColor: return color.map { .color($0) } ?? .tint
        case .color(let c): return .color(c)
        case .unsupported(_, let fallback): return fallback.flatMap { resolve($0) }
        }
    }

    /// The model style of a shape drawn with this style, with the group opacity `opacity` and
    /// stroke widths multiplied by `strokeScale` (the transform's scale); nil when the shape
    /// would not show at all.
    func shapeStyle(opacity: Double, strokeScale: Double, canFill: Bool = true) -> ShapeStyle? {
        guard isDisplayed, !isHidden, opacity > 0 else { return nil }
        var fillPaint = canFill ? resolve(fill) : nil
        var strokePaint = strokeWidth > 0 ? resolve(stroke) : nil
        if fillOpacity <= 0 || Self.isTransparent(fillPaint) { fillPaint = nil }
        if strokeOpacity <= 0 || Self.isTransparent(strokePaint) { strokePaint = nil }
        guard fillPaint != nil || strokePaint != nil else { return nil }
        return ShapeStyle(fill: fillPaint, stroke: strokePaint, strokeWidth: strokeWidth * strokeScale,
                          lineCap: lineCap, lineJoin: lineJoin, miterLimit: miterLimit, fillRule: fillRule,
                          opacity: opacity, fillOpacity: fillOpacity, strokeOpacity: strokeOpacity)
    }

    private static func isTransparent(_ paint: SymbolPaint?) -> Bool {
        if case .color(let c)? = paint { return c.a <= 0 }
        return false
    }
}

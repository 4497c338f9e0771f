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
    /// Kept as a length: a percentage refers to the viewport of the shape that strokes.
    var strokeWidth = SVGLength(value: 1, unit: .none)
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
    var clipRule: FillRule = .nonZero
    /// Nil for `none`; lengths so that percentages resolve against the shape's viewport.
    var dashArray: [SVGLength]?
    var dashOffset = SVGLength(value: 0, unit: .none)
    /// `font-size` in user units, which `em` and `ex` lengths refer to.
    var fontSize = SVGLength.defaultFontSize

    // Properties that do not inherit; reset for every element.
    var opacity: Double = 1
    var isDisplayed = true
    /// `background-color`, read on the root only: a fill of the whole design box.
    var backgroundColor: RGBA?
    /// The `clip-path` and `mask` references (`url(#id)`), resolved by the builder.
    var clipPath: String?
    var mask: String?
    var blendMode: MixBlendMode = .normal
    /// `transform-origin`, as written; the builder resolves it against the viewport.
    var transformOrigin: String?
    /// `stop-color` and `stop-opacity`, read on gradient stops.
    var stopColor: SVGPaintValue = .color(.black)
    var stopOpacity: Double = 1
    /// `mask-type`, read on `mask` elements.
    var maskType: SymbolMask.Kind = .luminance
    /// Whether `overflow` lets content show outside a nested viewport (`visible` or `auto`).
    var overflowVisible = false
    /// The `transform` property written in CSS (`style="transform: …"` or a sheet), which
    /// replaces the attribute.
    var cssTransform: String?

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
        "color-interpolation-filters", "enable-background", "font-family", "font", "font-weight",
        "font-style", "font-variant", "font-stretch", "pointer-events", "isolation", "vector-effect", "paint-order",
        "cursor", "line-height", "text-indent", "text-align", "text-anchor", "text-decoration", "letter-spacing",
        "word-spacing", "writing-mode", "direction", "unicode-bidi", "dominant-baseline", "alignment-baseline",
        "baseline-shift", "block-progression", "text-transform", "white-space", "shape-inside", "shape-padding",
        "inline-size", "solid-color", "solid-opacity", "marker", "flood-color", "flood-opacity", "lighting-color",
        "transform-box", "mask-mode", "clip", "-inkscape-font-specification", "font-feature-settings",
        "font-variant-ligatures", "font-variant-caps", "font-variant-numeric", "font-variant-east-asian",
        "font-variation-settings", "text-orientation", "glyph-orientation-vertical", "glyph-orientation-horizontal",
        "kerning", "enable-background", "fill-rule-inkscape", "stop-opacity-inkscape", "mix-blend-mode-inkscape",
    ]

    /// Properties with a visible effect the loader does not reproduce; they warn.
    static let unsupportedProperties: Set<String> = [
        "filter", "marker-start", "marker-mid", "marker-end",
    ]

    /// The style a child element starts from: the inherited properties, with the others reset.
    var inheritedByChild: SVGStyle {
        var s = self
        s.opacity = 1
        s.isDisplayed = true
        s.backgroundColor = nil
        s.clipPath = nil
        s.mask = nil
        s.blendMode = .normal
        s.transformOrigin = nil
        s.stopColor = .color(.black)
        s.stopOpacity = 1
        s.maskType = .luminance
        s.overflowVisible = false
        s.cssTransform = nil
        return s
    }

    /// Sets property `name` to its value in `parent`, as `inherit` asks; false for a name this
    /// style does not hold. It matters for the properties that do not inherit by themselves
    /// (`stop-color="inherit"` takes the gradient's `stop-color`), and for an inherited one
    /// that an earlier declaration of the element overrode.
    mutating func inherit(_ name: String, from parent: SVGStyle) -> Bool {
        switch name {
        case "fill": fill = parent.fill
        case "stroke": stroke = parent.stroke
        case "stroke-width": strokeWidth = parent.strokeWidth
        case "stroke-linecap": lineCap = parent.lineCap
        case "stroke-linejoin": lineJoin = parent.lineJoin
        case "stroke-miterlimit": miterLimit = parent.miterLimit
        case "fill-rule": fillRule = parent.fillRule
        case "fill-opacity": fillOpacity = parent.fillOpacity
        case "stroke-opacity": strokeOpacity = parent.strokeOpacity
        case "color": color = parent.color
        case "visibility": isHidden = parent.isHidden
        case "clip-rule": clipRule = parent.clipRule
        case "stroke-dasharray": dashArray = parent.dashArray
        case "stroke-dashoffset": dashOffset = parent.dashOffset
        case "font-size": fontSize = parent.fontSize
        case "opacity": opacity = parent.opacity
        case "display": isDisplayed = parent.isDisplayed
        case "background-color": backgroundColor = parent.backgroundColor
        case "clip-path": clipPath = parent.clipPath
        case "mask": mask = parent.mask
        case "mix-blend-mode": blendMode = parent.blendMode
        case "transform-origin": transformOrigin = parent.transformOrigin
        case "stop-color": stopColor = parent.stopColor
        case "stop-opacity": stopOpacity = parent.stopOpacity
        case "mask-type": maskType = parent.maskType
        case "overflow": overflowVisible = parent.overflowVisible
        default: return false
        }
        return true
    }

    mutating func apply(_ name: String, _ rawValue: String) -> Outcome {
        var value = rawValue.trimmingSpaces
        if value.lowercased().hasSuffix("!important") { value = String(value.dropLast(10)).trimmingSpaces }
        if value == "inherit" { return .applied }
        if name.hasPrefix("-") { return .applied }  // vendor and custom properties (-sfsymbols-*, -inkscape-*)
        switch name {
        case "fill", "stroke":
            guard let paint = SVGPaintValue.parse(value) else { return .invalid("'\(value)' is not a colour") }
            if name == "fill" { fill = paint } else { stroke = paint }
        case "color":
            if value.lowercased() == "currentcolor" { return .applied }
            guard let c = SVGColorValue.parse(value) else { return .invalid("'\(value)' is not a colour") }
            color = c
        case "stroke-width":
            guard let length = try? SVGLength.parse(value) else { return .invalid("'\(value)' is not a length") }
            guard length.value >= 0 else {
                // As resvg does: a negative width draws no stroke rather than the inherited one.
                strokeWidth = SVGLength(value: 0, unit: .none)
                return .unsupported("stroke-width '\(value)' is negative, so the stroke is not drawn")
            }
            strokeWidth = length
        case "stroke-dasharray":
            if value == "none" { dashArray = nil; return .applied }
            var lengths: [SVGLength] = []
            for part in value.split(whereSeparator: { $0 == "," || $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }) {
                guard let length = try? SVGLength.parse(String(part)) else { return .invalid("'\(value)' is not a list of lengths") }
                lengths.append(length)
            }
            dashArray = lengths.isEmpty ? nil : lengths
        case "stroke-dashoffset":
            guard let length = try? SVGLength.parse(value) else { return .invalid("'\(value)' is not a length") }
            dashOffset = length
        case "clip-rule":
            switch value {
            case "nonzero": clipRule = .nonZero
            case "evenodd": clipRule = .evenOdd
            default: return .invalid("'\(value)' is not nonzero or evenodd")
            }
        case "clip-path", "mask":
            let reference: String?
            if value == "none" {
                reference = nil
            } else if let id = SVGReference.id(inURL: value) {
                reference = id
            } else {
                return .unsupported("\(name) '\(value)' is not a url(#id) reference (CSS shapes are not supported) and is ignored")
            }
            if name == "mask" { mask = reference } else { clipPath = reference }
        case "mix-blend-mode":
            guard let mode = MixBlendMode(rawValue: value) else {
                if ["hue", "saturation", "color", "luminosity"].contains(value) {
                    return .unsupported("mix-blend-mode \(value) is not supported; drawn as normal")
                }
                return .invalid("'\(value)' is not a blend mode")
            }
            blendMode = mode
        case "transform-origin":
            transformOrigin = value
        case "transform":
            // CSS writes units in transform functions (`rotate(45deg)`); SVG's grammar has none.
            cssTransform = value.replacingOccurrences(of: "deg", with: "").replacingOccurrences(of: "px", with: "")
        case "stop-color":
            if value.lowercased() == "currentcolor" { stopColor = .currentColor; return .applied }
            guard let c = SVGColorValue.parse(value) else { return .invalid("'\(value)' is not a colour") }
            stopColor = .color(c)
        case "stop-opacity":
            guard let n = Self.opacityValue(value) else { return .invalid("'\(value)' is not a number or percentage") }
            stopOpacity = n
        case "mask-type":
            switch value {
            case "luminance": maskType = .luminance
            case "alpha": maskType = .alpha
            default: return .invalid("'\(value)' is not luminance or alpha")
            }
        case "font-size":
            let keywords: [String: Double] = ["xx-small": 9, "x-small": 10, "small": 13, "medium": 16, "large": 18,
                                              "x-large": 24, "xx-large": 32]
            if let k = keywords[value] { fontSize = k; return .applied }
            if value == "larger" { fontSize *= 1.2; return .applied }
            if value == "smaller" { fontSize /= 1.2; return .applied }
            guard let l = try? SVGLength.parse(value), l.value >= 0 else { return .invalid("'\(value)' is not a font size") }
            fontSize = l.resolved(percentOf: fontSize, fontSize: fontSize)
        case "overflow":
            overflowVisible = value == "visible" || value == "auto"
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
                if value == "none" { return .applied }
                return .unsupported("\(name) is not supported and is ignored")
            }
            return .unknown
        }
        return .applied
    }

    /// An opacity: a number or a percentage, clamped to 0...1.
    static func opacityValue(_ text: String) -> Double? {
        let isPercent = text.hasSuffix("%")
        guard let n = Double(isPercent ? String(text.dropLast()) : text), n.isFinite else { return nil }
        return min(1, max(0, isPercent ? n / 100 : n))
    }

    /// The dash pattern in user units, normalised as SVG says: an odd list is repeated, and a
    /// list with a negative value or a zero sum draws the stroke solid (nil).
    func dashPattern(diagonal: Double) -> [Double]? {
        guard let dashArray else { return nil }
        var values = dashArray.map { $0.resolved(percentOf: diagonal, fontSize: fontSize) }
        guard values.allSatisfy({ $0 >= 0 && $0.isFinite }), values.reduce(0, +) > 0 else { return nil }
        if values.count % 2 == 1 { values += values }
        return values
    }
}

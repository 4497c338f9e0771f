import SymbolModel

/// A parsed `fill` or `stroke` value, before `currentColor` is resolved.
enum SVGPaintValue: Equatable {
    case none
    case currentColor
    case color(RGBA)
    /// A paint server (`url(#gradient)`), resolved per shape (its box sizes the gradient);
    /// `fallback` is the paint written after it, used when the reference leads nowhere.
    indirect case server(id: String, fallback: SVGPaintValue?)
    /// SVG 2's `context-fill` and `context-stroke`: the fill or stroke of the `use` element the
    /// shape is drawn through (nothing outside one).
    case contextFill
    case contextStroke

    /// Parses a paint; nil when the text is no paint at all.
    static func parse(_ raw: String) -> SVGPaintValue? {
        let text = raw.trimmingSpaces
        let lower = text.lowercased()
        if lower == "none" { return SVGPaintValue.none }
        if lower == "currentcolor" { return .currentColor }
        if lower == "context-fill" { return .contextFill }
        if lower == "context-stroke" { return .contextStroke }
        if lower.hasPrefix("url(") {
            guard let close = text.firstIndex(of: ")") else { return nil }
            let rest = String(text[text.index(after: close)...]).trimmingSpaces
            // A fallback is `none`, `currentColor` or a colour, never another reference.
            let fallback = rest.isEmpty ? nil : parse(rest)
            switch fallback {
            case nil: if !rest.isEmpty { return nil }
            case .none?, .currentColor?, .color?: break
            default: return nil
            }
            return .server(id: SVGReference.id(inURL: String(text[...close])) ?? "", fallback: fallback)
        }
        return SVGColorValue.parse(text).map { .color($0) }
    }
}

/// CSS colour syntax: `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`, `rgb()`/`rgba()` with numbers or
/// percentages (comma- or space-separated, with `/ alpha`), `transparent` and the named colours.
enum SVGColorValue {
    static func parse(_ raw: String) -> RGBA? {
        let text = raw.trimmingSpaces
        let lower = text.lowercased()
        if lower.hasPrefix("#") { return hex(String(lower.dropFirst())) }
        if lower == "transparent" { return RGBA(0, 0, 0, 0) }
        if lower.hasPrefix("rgb(") || lower.hasPrefix("rgba(") { return functional(lower) }
        if lower.hasPrefix("hsl(") || lower.hasPrefix("hsla(") { return hsl(lower) }
        if let value = CSSNamedColors.table[lower] {
            return RGBA(Double(value >> 16 & 0xFF) / 255, Double(value >> 8 & 0xFF) / 255, Double(value & 0xFF) / 255)
        }
        return nil
    }

    private static func hex(_ digits: String) -> RGBA? {
        let values = digits.compactMap { $0.hexDigitValue }
        guard values.count == digits.count else { return nil }
        switch values.count {
        case 3, 4:
            let c = values.map { Double($0 * 17) / 255 }
            return RGBA(c[0], c[1], c[2], c.count == 4 ? c[3] : 1)
        case 6, 8:
            let c = stride(from: 0, to: values.count, by: 2).map { Double(values[$0] * 16 + values[$0 + 1]) / 255 }
            return RGBA(c[0], c[1], c[2], c.count == 4 ? c[3] : 1)
        default:
            return nil
        }
    }

    /// `hsl(120, 100%, 25%)`, `hsla(120deg 100% 25% / 0.5)`: hue in degrees (wrapped),
    /// saturation and lightness in percent (clamped).
    private static func hsl(_ text: String) -> RGBA? {
        guard let open = text.firstIndex(of: "("), text.hasSuffix(")") else { return nil }
        let inner = text[text.index(after: open)..<text.index(before: text.endIndex)]
        let parts = inner.split(whereSeparator: { $0 == "," || $0 == " " || $0 == "/" || $0 == "\t" || $0 == "\n" })
        guard parts.count == 3 || parts.count == 4 else { return nil }
        func number(_ p: Substring) -> Double? {
            var t = String(p)
            for suffix in ["deg", "%"] where t.hasSuffix(suffix) { t.removeLast(suffix.count) }
            guard let n = Double(t), n.isFinite else { return nil }
            return n
        }
        guard let h = number(parts[0]), let s = number(parts[1]), let l = number(parts[2]) else { return nil }
        var alpha = 1.0
        if parts.count == 4 {
            guard let a = number(parts[3]) else { return nil }
            alpha = min(1, max(0, parts[3].hasSuffix("%") ? a / 100 : a))
        }
        let hue = (h.truncatingRemainder(dividingBy: 360) + 360).truncatingRemainder(dividingBy: 360) / 360
        let sat = min(1, max(0, s / 100)), light = min(1, max(0, l / 100))
        let q = light < 0.5 ? light * (1 + sat) : light + sat - light * sat
        let p = 2 * light - q
        func channel(_ t0: Double) -> Double {
            var t = t0
            if t < 0 { t += 1 }
            if t > 1 { t -= 1 }
            if t < 1 / 6 { return p + (q - p) * 6 * t }
            if t < 1 / 2 { return q }
            if t < 2 / 3 { return p + (q - p) * (2 / 3 - t) * 6 }
            return p
        }
        return RGBA(channel(hue + 1 / 3), channel(hue), channel(hue - 1 / 3), alpha)
    }

    /// `rgb(255, 0, 0)`, `rgba(100%, 0%, 0%, 0.5)`, `rgb(255 0 0 / 50%)`. In the comma-separated
    /// (legacy) syntax the three channels are all numbers or all percentages: CSS rejects
    /// `rgba(0, 50%, 0, 0.5)`, and so do browsers and resvg.
    private static func functional(_ text: String) -> RGBA? {
        guard let open = text.firstIndex(of: "("), text.hasSuffix(")") else { return nil }
        let inner = text[text.index(after: open)..<text.index(before: text.endIndex)]
        let parts = inner.split(whereSeparator: { $0 == "," || $0 == " " || $0 == "/" || $0 == "\t" || $0 == "\n" })
        guard parts.count == 3 || parts.count == 4 else { return nil }
        if inner.contains(","), Set(parts.prefix(3).map { $0.hasSuffix("%") }).count > 1 { return nil }
        var channels: [Double] = []
        for (i, part) in parts.enumerated() {
            let isPercent = part.hasSuffix("%")
            guard let n = Double(isPercent ? String(part.dropLast()) : String(part)), n.isFinite else { return nil }
            if i < 3 {
                channels.append(min(1, max(0, isPercent ? n / 100 : n / 255)))
            } else {
                channels.append(min(1, max(0, isPercent ? n / 100 : n)))
            }
        }
        return RGBA(channels[0], channels[1], channels[2], channels.count == 4 ? channels[3] : 1)
    }
}

extension StringProtocol {
    /// The text without leading and trailing XML whitespace.
    var trimmingSpaces: String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "\u{0C}" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(self[first...last])
    }
}

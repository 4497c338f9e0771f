/// An SVG length: a number with an optional unit (`12`, `1.5px`, `2mm`, `50%`).
struct SVGLength {
    enum Unit: String {
        case none = "", px, pt, pc, mm, cm, `in`, percent = "%", em, ex, rem
    }

    var value: Double
    var unit: Unit

    /// Parses a whole attribute value; throws a message when it is not one length.
    static func parse(_ text: String) throws -> SVGLength {
        var s = SVGNumberScanner(text)
        s.skipSpaces()
        let value = try s.requiredNumber()
        let unitStart = s.index
        while let b = s.peek, !SVGNumberScanner.isSpace(b) { s.advance() }
        let unitText = String(decoding: s.bytes[unitStart..<s.index], as: UTF8.self).lowercased()
        s.skipSpaces()
        guard s.isAtEnd, let unit = Unit(rawValue: unitText) else {
            throw SVGNumberScanner.Failure.expectedNumber(offset: unitStart, found: "'\(text)' (a length is a number with an optional unit px, pt, pc, mm, cm, in, %, em or ex)")
        }
        return SVGLength(value: value, unit: unit)
    }

    /// The length in user units (CSS pixels) for absolute units; nil for %, em, ex and rem,
    /// which depend on a viewport or font the loader does not have.
    var absoluteValue: Double? {
        switch unit {
        case .none, .px: return value
        case .pt: return value * 4 / 3
        case .pc: return value * 16
        case .mm: return value * 96 / 25.4
        case .cm: return value * 96 / 2.54
        case .in: return value * 96
        case .percent, .em, .ex, .rem: return nil
        }
    }

    /// The length in user units, resolving relative units with `reference` for percentages and
    /// `fontSize` for em (half of it for ex, as resvg; rem takes the default font size).
    func resolved(percentOf reference: Double, fontSize: Double = SVGLength.defaultFontSize) -> Double {
        if let v = absoluteValue { return v }
        switch unit {
        case .percent: return value / 100 * reference
        case .ex: return value * fontSize / 2
        case .rem: return value * Self.defaultFontSize
        default: return value * fontSize
        }
    }

    /// The font size where no element sets one (resvg's default, which the conformance
    /// references use).
    static let defaultFontSize = 12.0
}

import SymbolModel

/// One design of an SF Symbols template: a weight at a scale, named in the template as
/// `<Weight>-<S|M|L>` (`Regular-S`, `Bold-M`), the id of its group under `<g id="Symbols">`.
public struct TemplateVariant: Hashable, Sendable, CustomStringConvertible {
    public var weight: SymbolWeight
    public var scale: SymbolScale

    public init(weight: SymbolWeight, scale: SymbolScale) {
        self.weight = weight
        self.scale = scale
    }

    /// Reads a variant id such as `Semibold-L`; nil for any other word.
    public init?(name: String) {
        let parts = name.split(separator: "-")
        guard parts.count == 2, let weight = SymbolWeight(rawValue: parts[0].lowercased()),
              let scale = SymbolScale.allCases.first(where: { $0.templateLetter == parts[1] }) else { return nil }
        self.init(weight: weight, scale: scale)
    }

    /// The id the template gives the variant's group.
    public var name: String {
        weight.rawValue.prefix(1).uppercased() + weight.rawValue.dropFirst() + "-" + scale.templateLetter
    }

    public var description: String { name }

    /// Where a weight lies between the template's three masters: the two it is made from and
    /// how far it is from the first to the second.
    ///
    /// SF Symbols makes the nine weights from Ultralight, Regular and Black piecewise linearly,
    /// but does not publish where each weight falls. We place them as the font weights they are
    /// named after (100, 200, … 900): thin and light are 1/3 and 2/3 of the way from ultralight
    /// to regular; medium, semibold, bold and heavy are 0.2, 0.4, 0.6 and 0.8 of the way from
    /// regular to black. A stroke that is 1 unit at regular and 1.7 at black is then 1.42 at
    /// bold, close to the 1.4 our own weights give it (``SymbolWeight/strokeScale``).
    public static func masterBlend(for weight: SymbolWeight) -> (from: SymbolWeight, to: SymbolWeight, fraction: Double) {
        switch weight {
        case .ultralight: return (.ultralight, .regular, 0)
        case .thin: return (.ultralight, .regular, 1.0 / 3)
        case .light: return (.ultralight, .regular, 2.0 / 3)
        case .regular: return (.regular, .black, 0)
        case .medium: return (.regular, .black, 0.2)
        case .semibold: return (.regular, .black, 0.4)
        case .bold: return (.regular, .black, 0.6)
        case .heavy: return (.regular, .black, 0.8)
        case .black: return (.regular, .black, 1)
        }
    }
}

extension SymbolScale {
    /// The letter a template uses for the scale in variant and guide ids.
    public var templateLetter: String {
        switch self {
        case .small: return "S"
        case .medium: return "M"
        case .large: return "L"
        }
    }
}

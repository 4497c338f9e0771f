import SymbolModel

/// Apple's system colours by name, in their light-appearance sRGB values (iOS Human Interface
/// Guidelines), for the colour names SF Symbols templates give their multicolor layers
/// (`multicolor-2:systemRedColor`) and that `data-multicolor` accepts (`systemRed`).
///
/// The symbol model carries plain colours, so a name resolves to one fixed value here.
public enum AppleSystemColor {
    /// Each name without its `Color` suffix, with its colour in 0...255.
    private static let table: [String: (Double, Double, Double)] = [
        "systemred": (255, 59, 48), "systemorange": (255, 149, 0), "systemyellow": (255, 204, 0),
        "systemgreen": (52, 199, 89), "systemmint": (0, 199, 190), "systemteal": (48, 176, 199),
        "systemcyan": (50, 173, 230), "systemblue": (0, 122, 255), "systemindigo": (88, 86, 214),
        "systempurple": (175, 82, 222), "systempink": (255, 45, 85), "systembrown": (162, 132, 94),
        "systemgray": (142, 142, 147), "systemgray2": (174, 174, 178), "systemgray3": (199, 199, 204),
        "systemgray4": (209, 209, 214), "systemgray5": (229, 229, 234), "systemgray6": (242, 242, 247),
        "white": (255, 255, 255), "black": (0, 0, 0),
    ]

    /// The colour called `name` (`systemRed`, `systemRedColor`, any case; `white`, `black`,
    /// `whiteColor`), or nil for a name that is not a system colour.
    public static func color(named name: String) -> RGBA? {
        var key = name.lowercased()
        if key.hasSuffix("color"), key.count > 5 { key.removeLast(5) }
        guard let (r, g, b) = table[key] else { return nil }
        return RGBA(r / 255, g / 255, b / 255)
    }

    /// The template name of the system colour equal to `color` in 8 bits (`systemRedColor`), if
    /// there is one.
    public static func templateName(of color: RGBA) -> String? {
        guard color.a == 1 else { return nil }
        let rgb = (color.r * 255, color.g * 255, color.b * 255)
        let close = { (a: Double, b: Double) in abs(a - b) < 0.5 }
        guard let key = table.first(where: { close($0.value.0, rgb.0) && close($0.value.1, rgb.1) && close($0.value.2, rgb.2) })?.key,
              key.hasPrefix("system") else { return nil }
        return "system" + key.dropFirst(6).prefix(1).uppercased() + key.dropFirst(7) + "Color"
    }

    /// Whether `name` is a template's word for the tint (`tintColor`, `accentColor`, `primary`).
    public static func isTint(_ name: String) -> Bool {
        ["tintcolor", "tint", "accentcolor", "accent", "primary", "labelcolor", "label"].contains(name.lowercased())
    }
}

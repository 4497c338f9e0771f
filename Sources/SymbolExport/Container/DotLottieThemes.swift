import SymbolModel

/// The themes a `.lottie` export carries: each a set of rules giving every colour slot of the
/// animation (``LottieWriter/slotColors(_:)``) a value, so a dotLottie player switches the
/// symbol's appearance without a second file.
///
/// - `light` and `dark` with a dark tint (``ExportThemes``): the colours as written, and the
///   primary colour in the dark tint, the palette's other colours in the dark palette's (as
///   written without one);
/// - `monochrome` where the rendering mode draws levels in colours of their own (a palette): every
///   role in the primary colour, which is what monochrome rendering changes (hierarchical
///   changes opacities, which are not slots, and multicolor's fixed colours are the design's);
///   with a dark tint also `monochrome-dark`.
///
/// Nothing to switch (no dark tint, one role) gives no themes.
public enum DotLottieThemes {
    /// The themes for `slots` (the writer's ``LottieWriter/Output/slotColors``) and `themes`,
    /// the first one initial.
    public static func themes(_ slots: [(slot: String, role: ExportColorRole, color: RGBA)],
                              themes: ExportThemes?) -> [(id: String, rules: JSONValue)] {
        guard !slots.isEmpty else { return [] }
        let primary = slots.first { $0.role == .primary }?.color
        let manyRoles = Set(slots.map(\.role)).count > 1
        func rules(_ color: (ExportColorRole, RGBA) -> RGBA) -> JSONValue {
            LottieWriter.themeRules(slots.map { ($0.slot, color($0.role, $0.color)) })
        }
        var out: [(id: String, rules: JSONValue)] = []
        if let themes {
            out.append(("light", rules { _, c in c }))
            out.append(("dark", rules { role, c in themes.dark(role) ?? c }))
        }
        if manyRoles, let primary {
            if out.isEmpty { out.append(("light", rules { _, c in c })) }
            out.append(("monochrome", rules { _, _ in primary }))
            if let themes { out.append(("monochrome-dark", rules { _, _ in themes.dark })) }
        }
        return out
    }
}

import Foundation

/// dotLottie: a zip with `manifest.json` naming the animation and how it plays, and the Lottie
/// JSON, as the dotLottie players (ThorVG's among them) open it.
///
/// Without themes it is a version 1 archive (`animations/ID.json`, the manifest's `loop` and
/// `autoplay`). With themes it is a version 2 archive, the version that has them: the animation
/// as `a/ID.json`, each theme as `t/THEME.json` (rules that set the animation's slots), listed in
/// the manifest's `themes` and the animation's, the first one initial. Version 2's manifest has
/// no `loop`; the Lottie's own `loop` marker says it. A state machine (``DotLottieStateMachine``)
/// also makes it version 2: `s/ID.json`, listed in the manifest's `stateMachines` and named the
/// `initial` one, with the animation.
public enum DotLottieWriter {
    /// The archive for one animation. `id` becomes the animation's file name (letters, digits,
    /// dashes, dots and underscores kept; anything else turned into `_`). `themes` are each an
    /// id and the theme file's JSON (``LottieWriter/themeRules(_:tint:)``).
    public static func archive(animation: Data, id: String, loops: Bool, themes: [(id: String, rules: JSONValue)] = []) throws -> Data {
        try archive(animation: animation, id: id, loops: loops, themes: themes, stateMachines: [])
    }

    /// The archive for one animation with `themes` and `stateMachines` (each an id and the
    /// machine's JSON, ``DotLottieStateMachine/definition(trigger:markers:)``), the first initial.
    public static func archive(animation: Data, id: String, loops: Bool, themes: [(id: String, rules: JSONValue)],
                               stateMachines: [(id: String, definition: JSONValue)]) throws -> Data {
        let safe = String(id.unicodeScalars.map { s -> Character in
            s.properties.isAlphabetic || ("0"..."9").contains(s) || "-_.".unicodeScalars.contains(s) ? Character(s) : "_"
        })
        let name = safe.isEmpty ? "animation" : safe
        var zip = ZipArchive()
        guard !themes.isEmpty || !stateMachines.isEmpty else {
            let manifest = JSONValue.object([
                ("version", .string("1")), ("generator", .string("symbolview")),
                ("animations", .array([.object([("id", .string(name)), ("loop", .bool(loops)), ("autoplay", .bool(true))])])),
            ])
            try zip.add("manifest.json", Data(manifest.text.utf8))
            try zip.add("animations/\(name).json", animation)
            return zip.data
        }
        let ids = themes.map { JSONValue.string($0.id) }
        var initial: [(String, JSONValue)] = [("animation", .string(name))]
        if let first = stateMachines.first { initial.append(("stateMachine", .string(first.id))) }
        var fields: [(String, JSONValue)] = [("version", .string("2")), ("generator", .string("symbolview")), ("initial", .object(initial))]
        fields.append(("animations", .array([.object([("id", .string(name))] + (ids.isEmpty ? [] : [("initialTheme", ids[0]), ("themes", .array(ids))]))])))
        if !themes.isEmpty { fields.append(("themes", .array(themes.map { .object([("id", .string($0.id))]) }))) }
        if !stateMachines.isEmpty { fields.append(("stateMachines", .array(stateMachines.map { .object([("id", .string($0.id))]) }))) }
        try zip.add("manifest.json", Data(JSONValue.object(fields).text.utf8))
        try zip.add("a/\(name).json", animation)
        for theme in themes { try zip.add("t/\(theme.id).json", Data(theme.rules.text.utf8)) }
        for machine in stateMachines { try zip.add("s/\(machine.id).json", Data(machine.definition.text.utf8)) }
        return zip.data
    }
}

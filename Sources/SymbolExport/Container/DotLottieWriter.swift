import Foundation

/// dotLottie: a zip with `manifest.json` naming the animation and how it plays, and the Lottie
/// JSON as `animations/ID.json`, as the dotLottie players (ThorVG's among them) open it.
public enum DotLottieWriter {
    /// The archive for one animation. `id` becomes the animation's file name (letters, digits,
    /// dashes, dots and underscores kept; anything else turned into `_`).
    public static func archive(animation: Data, id: String, loops: Bool) throws -> Data {
        let safe = String(id.unicodeScalars.map { s -> Character in
            s.properties.isAlphabetic || ("0"..."9").contains(s) || "-_.".unicodeScalars.contains(s) ? Character(s) : "_"
        })
        let name = safe.isEmpty ? "animation" : safe
        let manifest = JSONValue.object([
            ("version", .string("1")), ("generator", .string("symbolview")),
            ("animations", .array([.object([("id", .string(name)), ("loop", .bool(loops)), ("autoplay", .bool(true))])])),
        ])
        var zip = ZipArchive()
        try zip.add("manifest.json", Data(manifest.text.utf8))
        try zip.add("animations/\(name).json", animation)
        return zip.data
    }
}

import CFontconfig

/// A font file on disk, as fontconfig found it.
public struct FontFile: Sendable, Hashable {
    /// The absolute path of the font file.
    public var path: String
    /// The face inside the file (TrueType collections hold several).
    public var faceIndex: Int
    /// The family fontconfig reports for the face, e.g. "Comfortaa".
    public var family: String
    /// The style fontconfig reports, e.g. "Bold".
    public var style: String
}

/// Why a font could not be found or opened; the message says what to install or check.
public struct TypographyError: Error, CustomStringConvertible, Sendable {
    public var description: String
    public init(_ description: String) { self.description = description }
}

/// Finds fonts through fontconfig, never through hard-coded paths, so whatever the system has
/// installed (and configured) is used.
public enum FontLocator {
    /// The font fontconfig picks for `pattern` (fontconfig's name syntax: "Comfortaa:bold",
    /// "sans-serif", "DejaVu Sans:style=Book").
    ///
    /// When `requireFamily` is given, a match whose family differs (fontconfig always falls back to
    /// *some* font) is refused, with a message naming `package`, the Debian package to install.
    public static func match(_ pattern: String, requireFamily: String? = nil, package: String) throws -> FontFile {
        guard FcInit() != 0, let config = FcConfigGetCurrent() else {
            throw TypographyError("fontconfig could not initialise; install fontconfig and \(package)")
        }
        guard let pat = pattern.withCString({ FcNameParse(UnsafeRawPointer($0).assumingMemoryBound(to: FcChar8.self)) }) else {
            throw TypographyError("'\(pattern)' is not a fontconfig pattern (expected e.g. \"Family:bold\")")
        }
        defer { FcPatternDestroy(pat) }
        FcConfigSubstitute(config, pat, FcMatchPattern)
        FcDefaultSubstitute(pat)
        var result = FcResultNoMatch
        guard let found = FcFontMatch(config, pat, &result), result == FcResultMatch else {
            throw TypographyError("no font matches '\(pattern)'; install \(package) (apt-get install \(package))")
        }
        defer { FcPatternDestroy(found) }
        guard let path = string(found, FC_FILE) else {
            throw TypographyError("fontconfig matched '\(pattern)' to a font without a file; install \(package)")
        }
        var index: Int32 = 0
        _ = FcPatternGetInteger(found, FC_INDEX, 0, &index)
        let family = string(found, FC_FAMILY) ?? ""
        let style = string(found, FC_STYLE) ?? ""
        if let wanted = requireFamily, family.lowercased() != wanted.lowercased() {
            throw TypographyError("font family '\(wanted)' is not installed (fontconfig offered '\(family)'); install \(package) (apt-get install \(package))")
        }
        return FontFile(path: path, faceIndex: Int(index), family: family, style: style)
    }

    private static func string(_ pattern: OpaquePointer, _ key: String) -> String? {
        var value: UnsafeMutablePointer<FcChar8>?
        let ok = key.withCString { FcPatternGetString(pattern, $0, 0, &value) }
        guard ok == FcResultMatch, let value else { return nil }
        return String(cString: UnsafeRawPointer(value).assumingMemoryBound(to: CChar.self))
    }
}

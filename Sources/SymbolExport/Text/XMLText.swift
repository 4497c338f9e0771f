/// Text copied from a source (a file's name, a layer id) made safe to write into an XML file:
/// as character data, as an attribute value in either quotes, or inside a comment.
///
/// XML 1.0 forbids most control characters (all below U+0020 but tab, newline and carriage
/// return) and U+FFFE and U+FFFF anywhere in a document, escaped or not, so they are dropped:
/// a file name holding one must not make the written file malformed.
enum XMLText {
    /// Whether XML 1.0 allows `scalar` in a document at all.
    static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A, 0x0D: return true
        case 0x00..<0x20, 0xFFFE, 0xFFFF: return false
        default: return true
        }
    }

    /// `text` for character data or an attribute value (`&`, `<`, `>`, both quotes escaped),
    /// without the characters XML forbids.
    static func escaped(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars where isAllowed(scalar) {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            // A raw newline or tab in an attribute would be read back as a space.
            case "\n": out += "&#10;"
            case "\r": out += "&#13;"
            case "\t": out += "&#9;"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// `text` safe inside an XML comment: escaped, no `--` anywhere (a run of three dashes takes
    /// more than one pass) and no `-` at the end, where it would run into the closing `-->`.
    static func comment(_ text: String) -> String {
        var out = escaped(text)
        while out.contains("--") { out = out.replacingOccurrences(of: "--", with: "- -") }
        return out.hasSuffix("-") ? out + " " : out
    }
}

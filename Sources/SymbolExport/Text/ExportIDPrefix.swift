import FileAccess
import Foundation

/// The prefix every id, class, keyframe name and internal custom property of one exported file
/// starts with, so that any number of exports (two copies of one file too) can be inlined in
/// one page without their styles or references reaching each other.
///
/// A derived prefix is the file's stem made a CSS identifier, then eight hex digits of a hash
/// of the file's own content: the same file always gets the same prefix (two copies share
/// their rules harmlessly, since the rules are the same), and two different files differ even
/// when their names agree.
public enum ExportIDPrefix: Sendable, Hashable {
    /// Made from `stem` (an output file's name) and the content's hash.
    case derived(stem: String)
    /// Exactly this text (`export --id-prefix`), which must be a CSS identifier (``validated(_:)``).
    case given(String)

    /// Stands for the prefix while a file is written, and is replaced by it once the content
    /// (and so its hash) is known. XML forbids U+0000, so no other text of the file holds it.
    static let placeholder = "\u{0}"

    /// `name` scoped to the file: the placeholder, then the name.
    static func scoped(_ name: String) -> String { placeholder + name }

    /// `text`, written with ``placeholder`` for the prefix, with the prefix put in.
    func applied(to text: String) -> String {
        text.replacingOccurrences(of: Self.placeholder, with: prefix(for: text))
    }

    /// The prefix of a file whose content (without the prefix) is `text`.
    func prefix(for text: String) -> String {
        switch self {
        case .given(let p): return p
        case .derived(let stem): return Self.identifier(stem) + "-" + Self.hash(text) + "-"
        }
    }

    /// `stem` as the start of a CSS identifier: ASCII letters, digits, `-` and `_`, every other
    /// run of characters one `-`, at most 24 characters, starting with a letter (`s` is put in
    /// front otherwise).
    static func identifier(_ stem: String) -> String {
        var out = ""
        for scalar in stem.unicodeScalars {
            let c = Character(scalar)
            if scalar.isASCII, c.isLetter || c.isNumber || c == "_" {
                out.append(c)
            } else if !out.hasSuffix("-") {
                out.append("-")
            }
            if out.count >= 24 { break }
        }
        while out.hasSuffix("-") { out.removeLast() }
        if out.first.map({ !($0.isASCII && $0.isLetter) }) ?? true { out = "s" + out }
        return out
    }

    /// Eight hex digits of the 64-bit FNV-1a hash of `text`'s UTF-8.
    static func hash(_ text: String) -> String {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            h ^= UInt64(byte)
            h = h &* 0x100_0000_01b3
        }
        let hex = String(h >> 32, radix: 16)
        return String(repeating: "0", count: 8 - hex.count) + hex
    }

    /// Why `prefix` cannot start every name of a file, or nil when it can: it must be a CSS
    /// identifier that XML also takes as the start of an id (a letter or `_`, then letters,
    /// digits, `-` and `_`, all ASCII).
    public static func problem(with prefix: String) -> String? {
        guard let first = prefix.unicodeScalars.first else { return "the id prefix is empty" }
        guard first.isASCII, Character(first).isLetter || first == "_" else {
            return "the id prefix must start with a letter or _ (it starts with \"\(String(first).terminalSafe)\")"
        }
        if let bad = prefix.unicodeScalars.first(where: { !($0.isASCII && (Character($0).isLetter || Character($0).isNumber || $0 == "_" || $0 == "-")) }) {
            return "the id prefix may hold only ASCII letters, digits, - and _ (it holds \"\(String(bad).terminalSafe)\")"
        }
        return prefix.count > 64 ? "the id prefix is longer than 64 characters" : nil
    }
}

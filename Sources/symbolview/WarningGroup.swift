import FileAccess
import Foundation
import SVGLoader

/// The warnings of one file that report the same kind of problem, for `check` to print on one
/// line with a count: three broken `gradientTransform` values are one problem, not three.
///
/// A warning's kind is its element and its message with the values it quotes left out
/// (`<linearGradient>: gradientTransform '…' collapses the gradient; ignored`), so warnings that
/// differ only in the value found group together, and different problems stay apart.
struct WarningGroup: Equatable {
    /// The kind the warnings share (``kind(of:)``).
    var kind: String
    /// The warnings, in document order; the first is shown whole.
    var warnings: [SVGWarning]

    /// `warnings` grouped by kind, the groups in the order their first warning comes.
    static func grouping(_ warnings: [SVGWarning]) -> [WarningGroup] {
        var groups: [WarningGroup] = []
        var index: [String: Int] = [:]
        for warning in warnings {
            let kind = kind(of: warning)
            if let i = index[kind] {
                groups[i].warnings.append(warning)
            } else {
                index[kind] = groups.count
                groups.append(WarningGroup(kind: kind, warnings: [warning]))
            }
        }
        return groups
    }

    /// The element and the message with each quoted value ('…' or "…") and each `url(#…)`
    /// reference replaced by an ellipsis.
    static func kind(of warning: SVGWarning) -> String {
        var message = ""
        var quote: Character?
        var rest = Substring(warning.message)
        while let c = rest.first {
            rest = rest.dropFirst()
            if let q = quote {
                if c == q { message.append("…"); message.append(c); quote = nil }
            } else if (c == "'" || c == "\"") && rest.contains(c) && (message.last.map { !$0.isLetter } ?? true) {
                // An opening quote (not an apostrophe inside a word) with a closing one ahead.
                quote = c
                message.append(c)
            } else if c == "(" && message.hasSuffix("url") && rest.first == "#", let close = rest.firstIndex(of: ")") {
                message += "(#…)"
                rest = rest[rest.index(after: close)...]
            } else {
                message.append(c)
            }
        }
        return ((warning.element.map { "<\($0)>: " } ?? "") + message).terminalSafe
    }

    /// What `check`'s summary shows for the group: its message when all its warnings say the
    /// same (`<path>: gpa:transition-type 'morph' is approximated…`), else its kind.
    var summary: String {
        let first = warnings[0]
        guard warnings.allSatisfy({ $0.message == first.message }) else { return kind }
        return ((first.element.map { "<\($0)>: " } ?? "") + first.message).terminalSafe
    }

    /// The line `check --verbose` prints: the first warning whole, and how many more of its
    /// kind there are, with their lines (the first five).
    var line: String {
        let first = warnings[0]
        var text = (first.line.map { "line \($0): " } ?? "") + (first.element.map { "<\($0.terminalSafe)> " } ?? "") + first.message.terminalSafe
        let more = warnings.dropFirst()
        guard !more.isEmpty else { return text }
        let lines = more.compactMap(\.line)
        let shown = lines.prefix(5).map(String.init).joined(separator: ", ") + (lines.count > 5 ? ", …" : "")
        text += " (and \(more.count) more like it" + (lines.isEmpty ? "" : ": line\(lines.count == 1 ? "" : "s") \(shown)") + ")"
        return text
    }
}

/// One option of a command, as its table lists it: the table is what a command knows, so the
/// typo hints, the checks of one command's options by another (`record` passing the viewer's
/// on), the help texts, the man page and the shell completions are all held to it.
public struct OptionSpec: Sendable, Equatable {
    /// The spelling, with its dashes: `--size`.
    public var name: String
    /// The value's placeholder (`WxH`), or nil for a flag that takes none.
    public var value: String?
    /// Not shown to users (measurement switches); still accepted and still suggested.
    public var isHidden: Bool

    public init(_ name: String, _ value: String? = nil, hidden: Bool = false) {
        self.name = name
        self.value = value
        isHidden = hidden
    }
}

extension Array where Element == OptionSpec {
    /// Every option's name, in the table's order.
    public var names: [String] { map(\.name) }

    /// The options users are told about.
    public var documented: [OptionSpec] { filter { !$0.isHidden } }

    /// Whether `word` is one of the table's options.
    public func contains(_ word: String) -> Bool { contains { $0.name == word } }

    /// The message for an option the command does not know, with the closest of the table's
    /// options when it is a likely typo: "unknown option --scen; did you mean `--scene`?".
    public func unknownOption(_ word: String) -> String {
        guard let known = OptionCursor.suggestion(for: word, among: documented.names) else { return "unknown option \(word)" }
        return "unknown option \(word); did you mean `\(known)`?"
    }
}

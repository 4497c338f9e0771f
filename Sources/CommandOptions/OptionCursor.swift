/// A command line read word by word: the one place that decides whether the next word can be an
/// option's value, so `--symbols --dark` is refused the same way in `view`, `record`, `render`,
/// `sheet` and `conformance` instead of reading `--dark` as a symbol name.
public struct OptionCursor {
    private var rest: ArraySlice<String>

    public init(_ arguments: [String]) { rest = arguments[...] }

    /// The next word (an option, or a plain argument), or nil at the end of the line.
    public mutating func next() -> String? { rest.popFirst() }

    /// The value after `flag`. A missing word, or one starting with `--` (the next option), is
    /// refused with an error built by `error` from a message; a single dash (`-1`, `-`) is left
    /// for the option to judge.
    public mutating func value<E: Error>(for flag: String, orThrow error: (String) -> E) throws -> String {
        guard let candidate = rest.first else { throw error("\(flag) needs a value") }
        if candidate.hasPrefix("--") { throw error("\(flag) needs a value, but the next word is the option '\(candidate)'") }
        return rest.removeFirst()
    }

    /// Every word up to the next option (`--svg a.svg b.svg --dark` gives the two files).
    public mutating func valuesUntilNextOption() -> [String] {
        var values: [String] = []
        while let word = rest.first, !word.hasPrefix("--") { values.append(rest.removeFirst()) }
        return values
    }
}

extension OptionCursor {
    /// The option of `known` fewest edits away from `word`, when it is close enough to be a typo:
    /// at most two edits, or a third of the option's letters for long ones. Ties go to the first.
    /// A single dash counts as the double one (`-scene` suggests `--scene`).
    public static func suggestion(for word: String, among known: [String]) -> String? {
        let typed = word.hasPrefix("--") ? word : "--" + word.drop { $0 == "-" }
        var best: (option: String, distance: Int)?
        for option in known {
            let d = Levenshtein.distance(typed, option)
            if d < (best?.distance ?? .max) { best = (option, d) }
        }
        guard let best, best.distance <= max(2, (best.option.count - 2) / 3) else { return nil }
        return best.option
    }
}

/// The one rule every command-line parser in the project applies to an option's value, so
/// `--symbols --dark` is refused the same way in `view`, `record`, `render` and `sheet` instead
/// of reading `--dark` as a symbol name.
public enum OptionValue {
    /// Why `candidate` (the word after `flag`, nil at the end of the line) cannot be `flag`'s
    /// value, or nil when it can. A word starting with `--` is the next option, not a value;
    /// a single dash (`-1`, `-`) is left to the option to judge.
    public static func problem(with candidate: String?, for flag: String) -> String? {
        guard let candidate else { return "\(flag) needs a value" }
        if candidate.hasPrefix("--") { return "\(flag) needs a value, but the next word is the option '\(candidate)'" }
        return nil
    }
}

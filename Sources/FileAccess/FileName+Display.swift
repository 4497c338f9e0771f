extension FileName {
    /// `path` as it may be shown on a terminal or in a window (``Swift/String/terminalSafe``): a
    /// byte that is not valid UTF-8 as `\xNN`, control characters, escape and the characters
    /// that reorder text escaped, and a backslash as `\\`.
    ///
    /// A name can hold any byte but `/` and NUL: a newline or an escape sequence echoed raw would
    /// forge lines or recolour the terminal.
    public static func display(_ path: String) -> String {
        path.terminalSafe
    }
}

/// A stroke or fill colour in a `.gpa` file: one of the theme's symbolic colours, which follow
/// the desktop (and `--color` for the foreground), or a fixed colour.
public enum GPAPaint: Hashable, Sendable {
    /// A theme colour named in the file (`foreground`, `success`, …).
    case symbolic(GPASymbolicColor)
    /// A CSS colour, drawn as it is.
    case color(RGBA)
}

/// GTK's symbolic colours: the foreground (text) colour, the three status colours and the
/// accent colour of the desktop.
public enum GPASymbolicColor: String, Hashable, Sendable, CaseIterable {
    case foreground, success, warning, error, accent
}

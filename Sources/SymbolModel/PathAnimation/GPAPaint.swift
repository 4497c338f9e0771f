/// A stroke or fill colour in a `.gpa` file: one of the theme's symbolic colours, which follow
/// the desktop (and `--color` for the foreground), or a fixed colour.
public enum GPAPaint: Hashable, Sendable {
    case symbolic(GPASymbolicColor)
    case color(RGBA)
}

/// GTK's symbolic colours.
public enum GPASymbolicColor: String, Hashable, Sendable, CaseIterable {
    case foreground, success, warning, error, accent
}

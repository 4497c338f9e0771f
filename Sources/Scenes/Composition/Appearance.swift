/// Light or dark system appearance.
public enum Appearance: String, Sendable {
    case light, dark
}

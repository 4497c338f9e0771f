import SymbolModel

/// A loaded `.gpa` icon and what the loader noticed but did not use.
public struct LoadedGPAIcon: Sendable {
    public var icon: GPAIcon
    /// Attributes and elements the file uses that symbolview ignores, one per kind and place.
    public var warnings: [SVGWarning]

    public init(icon: GPAIcon, warnings: [SVGWarning]) {
        self.icon = icon
        self.warnings = warnings
    }
}

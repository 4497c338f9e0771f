import Geometry

/// An animated group above a path: its own transform, which its SMIL animations replace or
/// add to, and the static transforms of the groups between it and the next animated group
/// above (or the root).
public struct GPATransformScope: Hashable, Sendable {
    /// The index of the group among the icon's animated groups (``GPAAnimationElement/target``).
    public var group: Int
    /// The group's own `transform` attribute.
    public var transform: Transform
    /// The transforms of the plain groups above it, up to the next animated group.
    public var outer: Transform

    public init(group: Int, transform: Transform, outer: Transform = .identity) {
        self.group = group
        self.transform = transform
        self.outer = outer
    }
}

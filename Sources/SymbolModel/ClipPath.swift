import Geometry

/// A clipping region: the union of its shapes' insides, each under its own `clip-rule`,
/// intersected with the clip's own clip, if any (`clip-path` on a `clipPath`).
///
/// A class because clips nest (a clip may itself be clipped) and are shared by every group that
/// refers to them; it is immutable once built.
public final class ClipPath: Sendable {
    /// One shape of the clip, with its transform to design units.
    public struct Piece: Sendable {
        public var path: Path
        public var transform: Transform
        public var rule: FillRule
        /// The piece's own `clip-path`, if any.
        public var clip: ClipPath?

        public init(path: Path, transform: Transform, rule: FillRule, clip: ClipPath? = nil) {
            self.path = path
            self.transform = transform
            self.rule = rule
            self.clip = clip
        }
    }

    public let pieces: [Piece]
    /// The clip of the clip.
    public let clip: ClipPath?

    public init(pieces: [Piece], clip: ClipPath? = nil) {
        self.pieces = pieces
        self.clip = clip
    }
}

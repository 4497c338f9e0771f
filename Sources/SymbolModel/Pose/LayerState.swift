import Geometry

/// How one layer looks at one instant: what the renderer needs, in the symbol's design units.
public struct LayerState: Hashable, Sendable {
    /// The drawn part of the layer's trace (its strokes, or its guide for a filled layer).
    /// `.full` means the static layer, drawn exactly as the file describes it.
    public var range: DrawRange
    /// The layer's opacity, 0…1, from draws, fades, pulses and the variable value.
    public var opacity: Double
    /// A uniform scale around `scaleAnchor` (appear/fallback fades, by-layer breathe).
    public var scale: Double
    public var scaleAnchor: Point
    /// A turn in radians (clockwise on screen) around `rotationAnchor` (by-layer rotate).
    public var rotation: Double
    public var rotationAnchor: Point
    /// Where the layer sits, applied before scale and rotation: for an attachment, where it
    /// rides on its host; for a path of a GTK path animation, its own (animated) transform.
    public var placement: Transform
    /// Bounce, wiggle, scale and appear's moves, concatenated in the order the effects apply,
    /// after scale and rotation.
    public var motion: Transform = .identity
    /// For an attachment: the host layer and the head of the host's trace it rides.
    public var tip: Tip?
    /// For a variable layer with a variable value: how much of the layer is at full strength;
    /// the rest is drawn at ``LayerState/variableDimming`` of the layer's opacity.
    public var variableValue: Double?
    /// When set, only these pieces of each stroked shape's outline are drawn, with the shape's
    /// own caps and without its fill, and ``range`` only says whether anything shows: how a GTK
    /// path animation draws a path in and out and loops along it. Only a layer that
    /// ``Layer/drawsInPieces`` is measured for it; nil draws the layer by ``range``.
    public var pieces: [OutlinePiece]?
    /// Multiplies the widths of the layer's strokes (a GTK blur transition widens a stroke as it
    /// fades).
    public var strokeScale = 1.0

    /// Where an attachment rides.
    public struct Tip: Hashable, Sendable {
        public var host: Int
        /// The host's head, as a fraction of its trace.
        public var traceFraction: Double

        public init(host: Int, traceFraction: Double) {
            self.host = host
            self.traceFraction = traceFraction
        }
    }

    /// The opacity of the not-yet-reached part of a variable layer, relative to the layer.
    public static let variableDimming = 0.3

    /// The layer at rest: fully drawn, opaque, untransformed.
    public static func rest(anchor: Point) -> LayerState {
        LayerState(range: .full, opacity: 1, scale: 1, scaleAnchor: anchor, rotation: 0, rotationAnchor: anchor,
                   placement: .identity, tip: nil, variableValue: nil)
    }

    /// Whether anything of the layer shows.
    public var isVisible: Bool { opacity > 0 && !range.isEmpty }

    /// Placement, then scale, then rotation, then motion: the layer's geometry transform in
    /// design units.
    public var transform: Transform {
        var t = placement
        if scale != 1 { t = t.concatenating(.scale(scale, around: scaleAnchor)) }
        if rotation != 0 { t = t.concatenating(.rotation(rotation, around: rotationAnchor)) }
        if !motion.isIdentity { t = t.concatenating(motion) }
        return t
    }
}

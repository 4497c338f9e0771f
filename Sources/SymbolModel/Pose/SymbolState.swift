import Geometry

/// How a whole symbol looks at one instant: its *pose*, the one thing besides the symbol that
/// the renderer reads.
///
/// Every ``SymbolTimeline`` (the effects engine's, a GTK path animation's) answers "what does
/// the symbol look like at time t" with a pose; the renderer draws a symbol in a pose without
/// knowing which produced it. A pose holds numbers only (ranges,
/// opacities, transforms), never geometry, so posing a frame allocates no paths.
public struct SymbolState: Hashable, Sendable {
    /// One state per layer, in the symbol's layer order.
    public var layers: [LayerState]
    /// Whole-symbol breathe: a scale around `scaleAnchor`.
    public var scale: Double
    public var scaleAnchor: Point
    /// Whole-symbol rotate: a turn in radians (clockwise on screen) around `rotationAnchor`.
    public var rotation: Double
    public var rotationAnchor: Point
    /// Multiplies every layer's opacity (whole-symbol breathe and pulse).
    public var opacity: Double
    /// Whole-symbol bounce, wiggle and scale, concatenated in the order the effects apply,
    /// after scale and rotation.
    public var motion: Transform = .identity

    public init(layers: [LayerState], scale: Double = 1, scaleAnchor: Point = .zero, rotation: Double = 0,
                rotationAnchor: Point = .zero, opacity: Double = 1, motion: Transform = .identity) {
        self.layers = layers
        self.scale = scale
        self.scaleAnchor = scaleAnchor
        self.rotation = rotation
        self.rotationAnchor = rotationAnchor
        self.opacity = opacity
        self.motion = motion
    }

    /// The whole-symbol transform in design units: scale, then rotation, then motion.
    public var transform: Transform {
        var t = Transform.identity
        if scale != 1 { t = t.concatenating(.scale(scale, around: scaleAnchor)) }
        if rotation != 0 { t = t.concatenating(.rotation(rotation, around: rotationAnchor)) }
        if !motion.isIdentity { t = t.concatenating(motion) }
        return t
    }

    /// Whether the symbol looks exactly like its static self.
    public var isAtRest: Bool {
        scale == 1 && rotation == 0 && opacity == 1 && motion.isIdentity
            && layers.allSatisfy { $0.range.isFull && $0.opacity == 1 && $0.transform.isIdentity && $0.variableValue == nil
                && $0.pieces == nil && $0.strokeScale == 1 }
    }
}

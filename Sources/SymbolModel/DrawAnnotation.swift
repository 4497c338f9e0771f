import Geometry

/// How a layer takes part in Draw On / Draw Off. Written in SVG as `data-draw-*` attributes
/// (docs/symbol-format.md); every field has a default so plain SVG shapes animate too.
public struct DrawAnnotation: Sendable {
    /// How the layer appears.
    public var kind: DrawKind
    /// Which way the stroke is traced.
    public var direction: DrawDirection
    /// Where along the path the draw starts, as a fraction of its length (0 = the path's start).
    /// On a closed path the draw wraps around from here; with `isBidirectional` it grows both
    /// ways from here.
    public var start: Double
    /// Whether the draw grows both ways from `start`.
    public var isBidirectional: Bool
    /// Layers with the same group draw together; nil means a group of its own. Groups draw in the
    /// order their first layer appears in the document.
    public var motionGroup: String?

    public init(kind: DrawKind = .stroke, direction: DrawDirection = .forward, start: Double = 0,
                isBidirectional: Bool = false, motionGroup: String? = nil) {
        self.kind = kind
        self.direction = direction
        self.start = start
        self.isBidirectional = isBidirectional
        self.motionGroup = motionGroup
    }
}

/// The ways a layer can appear during Draw On.
public enum DrawKind: Sendable {
    /// The layer's strokes are traced along their own geometry.
    case stroke
    /// The layer's fill is revealed by a round-capped stroke of `guide` (in design units) that
    /// grows along the guide; `width` is that stroke's width, wide enough to cover the fill.
    case guide(Path, width: Double)
    /// The layer does not trace: it fades and scales in when its motion group starts.
    case appear
    /// The layer rides the growing tip of the layer `host`: it is drawn in the frame of the host
    /// path's end (its geometry sits at that end, pointing along the end tangent) and moves with
    /// the tip while the host draws.
    case attachment(host: String)
    /// No draw data: the layer uses the fallback appearance (a fade and scale).
    case fallback
}

/// The direction of a trace along a path.
public enum DrawDirection: String, Sendable {
    case forward, reverse
}

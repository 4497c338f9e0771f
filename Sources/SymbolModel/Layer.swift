import Geometry

/// One animatable part of a symbol: its shapes plus how it draws, turns and pulses.
public struct Layer: Sendable {
    /// A stable name, from the element's `id` or made up from its position.
    public var id: String
    /// The shapes of the layer's group in the render tree, in drawing order; each maps to
    /// design units through its own transform.
    public var shapes: [Shape]
    /// The level used by hierarchical and palette rendering.
    public var hierarchy: HierarchyLevel
    /// The layer's colour in multicolor rendering (`data-multicolor`); nil draws the layer's
    /// `currentColor` in the tint, as monochrome does.
    public var multicolor: MulticolorPaint?
    /// How the layer takes part in Draw On and Draw Off.
    public var draw: DrawAnnotation
    /// How the layer turns in a by-layer rotate; nil for layers that stay still (a fan's hub).
    public var rotation: RotationAnnotation?
    /// Whether the layer's opacity pulses in a `.breathe.pulse`.
    public var pulses: Bool
    /// Whether the layer follows the variable draw value.
    public var isVariable: Bool
    /// For a variable layer: the variable value from which it is lit in the static variable
    /// value (`Image(systemName:variableValue:)`), from `data-variable-threshold`; nil spaces
    /// the thresholds of the variable layers evenly in document order.
    public var variableThreshold: Double?
    /// The name under which a magic replace matches this layer with a layer of the other symbol
    /// (`data-replace-id`); nil matches by layer id, then by geometry.
    public var replaceID: String?
    /// The point a wiggle turns around and moves with, in design units (`data-wiggle-anchor`);
    /// nil uses the centre of the layer's (or slot's, or symbol's) box.
    public var wiggleAnchor: Point?
    /// The point a bounce stretches and squashes from, in design units (`data-bounce-anchor`);
    /// nil uses the bottom centre of the box.
    public var bounceAnchor: Point?
    /// Whether the layer hides the layers below it where it covers them, so that a translucent
    /// layer shows what lies behind the symbol rather than the symbol's other layers (an SF
    /// Symbols template's `-sfsymbols-clear-behind`). The renderer composites the layers below
    /// it through the complement of its coverage.
    public var clearsBehind = false
    /// Whether a pose may draw the layer's strokes in pieces of their outlines
    /// (``LayerState/pieces``), as a GTK path animation draws a path in and out and loops along
    /// it. The renderer measures such a layer's stroked outlines once, when it prepares the
    /// symbol, and no other layer's.
    public var drawsInPieces = false
    /// For a layer the loader inferred from a plain file's drawing, when it gathers several
    /// parts: what it holds, briefly (`<g> fox`, `<path> line 12`), so `symbolview check` can
    /// show why parts move together. Empty for annotated layers and for a layer of one shape.
    public var parts: [String] = []

    public init(id: String, shapes: [Shape], hierarchy: HierarchyLevel = .primary,
                draw: DrawAnnotation = DrawAnnotation(), rotation: RotationAnnotation? = nil,
                pulses: Bool = false, isVariable: Bool = false) {
        self.id = id
        self.shapes = shapes
        self.hierarchy = hierarchy
        self.draw = draw
        self.rotation = rotation
        self.pulses = pulses
        self.isVariable = isVariable
    }

    /// The outline of every shape in the layer in design units, concatenated: the path a draw
    /// follows when the layer has no guide.
    public var combinedPath: Path {
        var p = Path()
        for s in shapes { p.append(contentsOf: s.designPath) }
        return p
    }
}

/// SF Symbols' three hierarchy levels; hierarchical rendering draws the lower ones fainter.
public enum HierarchyLevel: Int, Sendable, CaseIterable, Comparable {
    case primary, secondary, tertiary

    public static func < (a: Self, b: Self) -> Bool { a.rawValue < b.rawValue }

    /// Parses `primary`, `secondary` or `tertiary`.
    public init?(name: String) {
        switch name {
        case "primary": self = .primary
        case "secondary": self = .secondary
        case "tertiary": self = .tertiary
        default: return nil
        }
    }
}

import Geometry

/// One drawn element of a ``GPAIcon`` (`<path>`, `<circle>` or `<rect>`) with what GTK's
/// extensions say about it: when it shows, how it comes and goes, how it loops, what it rides on.
public struct GPAPath: Sendable {
    /// The `id` attribute; `gpa:attach-to` refers to it.
    public var id: String?
    /// The outline in the element's own user space (GTK path syntax: conics allowed).
    public var path: Path
    /// From the element's user space to the icon's: every ancestor's static `transform`.
    public var transform: Transform
    /// The groups above the element that SMIL animations target, outermost first; empty for
    /// most paths.
    public var ancestry: [GPATransformScope]
    /// The element's own transform and those of the groups between it and the innermost
    /// animated group (all of ``transform`` when ``ancestry`` is empty).
    public var innerTransform: Transform
    /// The states the element shows in (`gpa:states`, default all).
    public var states: GPAStateSet
    /// How the element appears and disappears when the state changes (`gpa:transition-*`).
    public var transition: GPATransition
    /// Where a draw-in starts and a draw-out ends, as a fraction of the path's length
    /// (`gpa:origin`): 0 draws from the start, 0.5 grows from the middle both ways.
    public var origin: Double
    /// The loop it plays while shown (`gpa:animation-*`).
    public var animation: GPALoop
    /// The path this one rides on (`gpa:attach-to`), as an index into ``GPAIcon/paths``, and
    /// where (`gpa:attach-pos`, a fraction of the host's drawn part).
    public var attachment: GPAAttachment?
    /// The stroke; nil when the element is not stroked.
    public var stroke: GPAStroke?
    /// The fill; nil when the element is not filled.
    public var fill: GPAFill?

    public init(id: String? = nil, path: Path, transform: Transform = .identity, ancestry: [GPATransformScope] = [],
                innerTransform: Transform? = nil,
                states: GPAStateSet = .all, transition: GPATransition = .none, origin: Double = 0,
                animation: GPALoop = .none, attachment: GPAAttachment? = nil,
                stroke: GPAStroke? = nil, fill: GPAFill? = nil) {
        self.id = id
        self.path = path
        self.transform = transform
        self.ancestry = ancestry
        self.innerTransform = innerTransform ?? transform
        self.states = states
        self.transition = transition
        self.origin = origin
        self.animation = animation
        self.attachment = attachment
        self.stroke = stroke
        self.fill = fill
    }
}

/// One node of a symbol's render tree: a shape, or a group of nodes composited together.
///
/// The loader turns SVG's `g`, `use`, nested `svg`, clips and masks into this tree; the effects
/// engine poses the layers marked in it; the renderer draws it. Nothing below the loader ever
/// sees SVG again.
public indirect enum RenderNode: Sendable {
    case shape(Shape)
    case group(RenderGroup)
}

extension RenderNode {
    /// How many fills and strokes `nodes` paint, a group counted as two (it may overlap itself),
    /// stopping once past one: whether an opacity over them can go into their one paint or
    /// needs them composited as a picture first. With `strokesOnly`, fills are not counted (a
    /// layer drawn in pieces draws no fill).
    public static func paintCount(_ nodes: [RenderNode], strokesOnly: Bool = false) -> Int {
        var n = 0
        for node in nodes {
            switch node {
            case .shape(let s): n += (s.style.fill != nil && !strokesOnly ? 1 : 0) + (s.style.stroke != nil ? 1 : 0)
            case .group: n += 2
            }
            if n > 1 { return n }
        }
        return n
    }
}

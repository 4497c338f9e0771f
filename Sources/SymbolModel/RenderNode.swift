/// One node of a symbol's render tree: a shape, or a group of nodes composited together.
///
/// The loader turns SVG's `g`, `use`, nested `svg`, clips and masks into this tree; the effects
/// engine poses the layers marked in it; the renderer draws it. Nothing below the loader ever
/// sees SVG again.
public indirect enum RenderNode: Sendable {
    case shape(Shape)
    case group(RenderGroup)
}

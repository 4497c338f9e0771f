import Geometry
import SymbolModel

/// A group the renderer composites as one image before it lands on what lies below: its
/// opacity, clip, mask and blend mode. The writers give it the format's own group, clip, mask
/// and blend, so overlaps inside a translucent group blend once and a clip cuts the whole.
///
/// Scopes around layers (the ``ExportPlan``'s) are in design units placed by the part's
/// `toPixels`; scopes inside a layer (the ``LayerContent``'s) are in design units and move with
/// the layer.
struct CompositeScope {
    var opacity: Double
    var clip: ClipPath?
    var mask: SymbolMask?
    var blendMode: MixBlendMode
    /// The scope this one sits in (an index in the same list), if any.
    var parent: Int?

    init(_ group: RenderGroup, parent: Int?) {
        opacity = group.opacity
        clip = group.clip
        mask = group.mask
        blendMode = group.blendMode
        self.parent = parent
    }

    /// Whether `group` needs a scope of its own: it clips, masks or blends, or fades several
    /// paints together. A group that fades one paint folds its opacity into that paint, as the
    /// renderer draws it.
    static func needed(for group: RenderGroup, paints: Int) -> Bool {
        group.clip != nil || group.mask != nil || group.blendMode != .normal || (group.opacity < 1 && paints > 1)
    }

    /// A clip's pieces as single subpaths in design units, when the clip is a plain union of
    /// outlines with no clip of their own (what a format's path masks can carry); else nil.
    static func outlines(of clip: ClipPath) -> [LayerContent.Subpath]? {
        var out: [LayerContent.Subpath] = []
        for piece in clip.pieces {
            // Path masks fill by winding alone, and carry no clip of their own.
            guard piece.clip == nil, piece.rule == .nonZero else { return nil }
            let subs = LayerContent.subpaths(of: piece.path.applying(piece.transform))
            // A piece of several outlines may have holes, which masks added one by one would fill.
            guard subs.count <= 1 else { return nil }
            out += subs
        }
        return out
    }
}

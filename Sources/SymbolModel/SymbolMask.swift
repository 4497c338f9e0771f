import Geometry

/// An SVG mask: its content is drawn offscreen, and the masked group shows through the
/// content's luminance (or alpha), only inside the mask's region.
///
/// A class because masks nest (a mask may carry a mask) and may be shared; immutable.
public final class SymbolMask: Sendable {
    public enum Kind: String, Sendable {
        /// SVG's default: coverage is the content's luminance times its alpha.
        case luminance
        /// SVG 2 `mask-type: alpha`: coverage is the content's alpha.
        case alpha
    }

    /// What is drawn to make the mask, already in design units.
    public let content: RenderGroup
    public let kind: Kind
    /// The mask's region (`x`, `y`, `width`, `height`) in the space `regionTransform` maps to
    /// design units; nothing outside it shows.
    public let region: Rect
    public let regionTransform: Transform
    /// The mask's own mask, if any.
    public let mask: SymbolMask?

    public init(content: RenderGroup, kind: Kind, region: Rect, regionTransform: Transform, mask: SymbolMask? = nil) {
        self.content = content
        self.kind = kind
        self.region = region
        self.regionTransform = regionTransform
        self.mask = mask
    }
}

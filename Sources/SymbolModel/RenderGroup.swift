/// A group of render nodes that is composited as one image when it needs to be: drawn
/// offscreen, then clipped, masked, faded and blended onto what lies below.
///
/// Groups carry no transform: every shape, clip and mask already holds its full transform to
/// design units. A group exists for compositing, and to mark where a layer of the symbol
/// begins, so an effect that moves or fades the layer moves everything inside it, clips and
/// masks included.
public struct RenderGroup: Sendable {
    public var children: [RenderNode]
    /// Group opacity (SVG's `opacity` on a container), in 0...1.
    public var opacity: Double
    /// Only what lies inside the clip shows.
    public var clip: ClipPath?
    /// The group shows through the mask's luminance or alpha.
    public var mask: SymbolMask?
    /// How the group mixes with what lies below (`mix-blend-mode`).
    public var blendMode: MixBlendMode
    /// The index into ``Symbol/layers`` of the layer this group holds, if it is a layer's root.
    /// Layers do not nest.
    public var layer: Int?

    public init(children: [RenderNode] = [], opacity: Double = 1, clip: ClipPath? = nil, mask: SymbolMask? = nil,
                blendMode: MixBlendMode = .normal, layer: Int? = nil) {
        self.children = children
        self.opacity = opacity
        self.clip = clip
        self.mask = mask
        self.blendMode = blendMode
        self.layer = layer
    }

    /// Whether the group must be drawn offscreen and composited, rather than drawn straight
    /// into its parent.
    public var needsCompositing: Bool {
        opacity < 1 || clip != nil || mask != nil || blendMode != .normal
    }

    /// Every shape below the group, in drawing order.
    public var shapes: [Shape] {
        var out: [Shape] = []
        func walk(_ nodes: [RenderNode]) {
            for node in nodes {
                switch node {
                case .shape(let s): out.append(s)
                case .group(let g): walk(g.children)
                }
            }
        }
        walk(children)
        return out
    }
}

/// The CSS blend modes a group can use (`mix-blend-mode`).
public enum MixBlendMode: String, Sendable, Hashable, CaseIterable {
    case normal, multiply, screen, overlay, darken, lighten
    case colorDodge = "color-dodge", colorBurn = "color-burn", hardLight = "hard-light", softLight = "soft-light"
    case difference, exclusion
}

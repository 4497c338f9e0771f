/// A translucent SVG group (`<g opacity="…">` holding more than one shape): its shapes are drawn
/// together into one offscreen image that is composited once at `opacity`, so where they overlap
/// they do not blend twice.
///
/// Shapes carry the group they belong to (``Shape/group``); a group may span several layers (in
/// a plain file each shape is a layer of its own). Only the outermost translucent group of a
/// shape is composited: the opacities of translucent groups nested inside it are multiplied
/// into the shape's own opacity, which is exact unless such an inner group holds shapes that
/// overlap each other.
public struct OpacityGroup: Sendable, Hashable {
    /// Tells groups apart within one symbol.
    public var id: Int
    /// The group's opacity, its ancestors' included, in 0...1.
    public var opacity: Double

    public init(id: Int, opacity: Double) {
        self.id = id
        self.opacity = opacity
    }
}

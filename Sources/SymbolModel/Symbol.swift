import Geometry

/// A vector symbol: an ordered list of layers drawn in a square design box.
///
/// A symbol is what the SVG loader produces and what the effects engine animates. It holds
/// geometry in its own design units (its `viewBox`); scaling to a point size, weight and colour
/// happens when it is drawn.
public struct Symbol: Sendable {
    /// The catalog name (`sun.max`) or the file name of a user SVG.
    public var name: String
    /// The design box, in the SVG's user units. Layout centres this box in a cell.
    public var viewBox: Rect
    /// Layers in document order, which is also the default drawing and draw-on order.
    public var layers: [Layer]
    /// True when the file carried symbolview's draw annotations; false when the layers were
    /// derived from plain shapes (see docs/symbol-format.md).
    public var isAnnotated: Bool
    /// The centre of a whole-symbol rotate, in design units.
    public var rotationAnchor: Point

    public init(name: String, viewBox: Rect, layers: [Layer], isAnnotated: Bool, rotationAnchor: Point? = nil) {
        self.name = name
        self.viewBox = viewBox
        self.layers = layers
        self.isAnnotated = isAnnotated
        self.rotationAnchor = rotationAnchor ?? viewBox.center
    }

    /// The index of the layer with the given id, if any.
    public func layerIndex(id: String) -> Int? { layers.firstIndex { $0.id == id } }
}

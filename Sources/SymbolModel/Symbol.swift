import Geometry

/// A vector symbol: a render tree drawn in a design box, and the layers of that tree that
/// animate.
///
/// A symbol is what the SVG loader produces and what the effects engine animates. It holds
/// geometry in its own design units (its `viewBox`); scaling to a point size, weight and colour
/// happens when it is drawn. The tree (``root``) says how to draw; the layers say what moves:
/// each layer is one group of the tree (``RenderGroup/layer``), and ``Layer/shapes`` lists the
/// shapes below that group in drawing order.
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
    /// The render tree. Every layer is one group of it, in layer order.
    public var root: RenderGroup
    /// The weight these outlines were drawn at, when the file drew each weight itself (a variant
    /// of an SF Symbols template, interpolated or explicit); nil for a symbol designed at
    /// regular. A symbol with a fixed weight is drawn as it is: the renderer neither scales its
    /// strokes nor emboldens its fills for the placement's weight, which would weigh it twice.
    public var fixedWeight: SymbolWeight?

    /// A symbol whose tree is given: `root` must hold one group per layer, marked with the
    /// layer's index, whose shapes are the layer's shapes.
    public init(name: String, viewBox: Rect, layers: [Layer], root: RenderGroup, isAnnotated: Bool,
                rotationAnchor: Point? = nil) {
        self.name = name
        self.viewBox = viewBox
        self.layers = layers
        self.root = root
        self.isAnnotated = isAnnotated
        self.rotationAnchor = rotationAnchor ?? viewBox.center
    }

    /// A symbol whose tree is just its layers, one plain group each, in order: for symbols built
    /// in code.
    public init(name: String, viewBox: Rect, layers: [Layer], isAnnotated: Bool, rotationAnchor: Point? = nil) {
        let root = RenderGroup(children: layers.indices.map { i in
            .group(RenderGroup(children: layers[i].shapes.map { .shape($0) }, layer: i))
        })
        self.init(name: name, viewBox: viewBox, layers: layers, root: root, isAnnotated: isAnnotated,
                  rotationAnchor: rotationAnchor)
    }

    /// The index of the layer with the given id, if any.
    public func layerIndex(id: String) -> Int? { layers.firstIndex { $0.id == id } }
}

import Geometry
import SymbolModel

/// Where and how big a symbol is drawn: its centre in pixels, its point size, weight and scale.
///
/// A symbol's design box (its viewBox, 100 units for the catalog) is drawn
/// `pointSize × scale.factor × ` ``pixelsPerPoint`` pixels wide. The constant is chosen so that a
/// large-title (34 pt), large-scale symbol, whose artwork spans about 80 % of the box, stands
/// about 44 px tall, as the same symbol does on an iPhone at 1×.
public struct SymbolPlacement: Hashable, Sendable {
    /// The centre of the design box, in canvas pixels.
    public var center: Point
    public var pointSize: Double
    public var weight: SymbolWeight
    public var scale: SymbolScale

    /// Design-box pixels per point at the medium scale.
    public static let pixelsPerPoint = 1.25

    public init(center: Point, pointSize: Double, weight: SymbolWeight = .regular, scale: SymbolScale = .medium) {
        self.center = center
        self.pointSize = pointSize
        self.weight = weight
        self.scale = scale
    }

    /// The point size whose design box is `pixels` wide at `scale`.
    public static func pointSize(forBoxPixels pixels: Double, scale: SymbolScale) -> Double {
        pixels / (scale.factor * pixelsPerPoint)
    }

    /// The size of the design box in pixels.
    public var boxPixels: Double { pointSize * scale.factor * SymbolPlacement.pixelsPerPoint }

    /// Maps design units of `symbol` to canvas pixels: the viewBox scaled uniformly (by its larger
    /// side) to ``boxPixels`` and centred on ``center``.
    public func transform(for symbol: Symbol) -> Transform {
        let box = symbol.viewBox
        let side = max(box.width, box.height)
        let s = side > 0 ? boxPixels / side : 1
        return Transform.translation(-box.center.x, -box.center.y)
            .concatenating(.scale(s))
            .concatenating(.translation(center.x, center.y))
    }
}

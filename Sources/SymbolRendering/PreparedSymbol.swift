import Foundation
import Geometry
import SymbolModel

/// A symbol ready to draw: the symbol and the arc-length tables of every traced path, measured
/// once so that each frame only trims.
///
/// It holds measures only; what the symbol looks like at a time (its pose, a ``SymbolState``)
/// comes from whoever animates it, a ``SymbolTimeline`` (the effects engine's for a symbol).
/// Keep one per symbol (the viewer keeps one per symbol
/// source) and draw it every frame in that frame's pose.
public final class PreparedSymbol: @unchecked Sendable {
    public let symbol: Symbol
    /// Per layer, per shape: the measure of the shape's outline in its own user space (nil when
    /// the layer neither traces its own strokes nor is drawn in pieces, or the shape has no
    /// stroke).
    let shapeMeasures: [[PathMeasure?]]
    /// Per layer: the measure of the guide of a guide-revealed layer.
    let guideMeasures: [PathMeasure?]
    /// Per layer: the box gradient colour rendering runs its ramps over, in design units.
    let gradientSpans: [Rect?]

    /// The flattening tolerance of outlines drawn in pieces (``Layer/drawsInPieces``), in their
    /// own units: GTK's icons are 16 units across, so their pieces' ends need a finer measure
    /// than a 100-unit symbol's traces.
    static let pieceTolerance = 0.005

    private let heaviestLock = NSLock()
    private var heaviest: Double?

    /// The symbol's heaviest stroke scale (``StrokeWeightLimit/heaviestScale(of:)``), measured
    /// the first time a weight above regular asks for it and kept: most drawings are at regular
    /// and never pay for it.
    public var heaviestStrokeScale: Double {
        heaviestLock.lock()
        defer { heaviestLock.unlock() }
        if let heaviest { return heaviest }
        let found = StrokeWeightLimit.heaviestScale(of: symbol)
        heaviest = found
        return found
    }

    /// The factor on stroke widths for `weight`: 1 for a symbol drawn at a fixed weight, else
    /// the weight's factor held within the symbol's heaviest (``SymbolWeight/strokeScale(heaviest:)``).
    public func strokeScale(for weight: SymbolWeight) -> Double {
        guard symbol.fixedWeight == nil else { return 1 }
        return weight.strokeScale > 1 ? weight.strokeScale(heaviest: heaviestStrokeScale) : weight.strokeScale
    }

    public init(_ symbol: Symbol) {
        self.symbol = symbol
        shapeMeasures = symbol.layers.map { layer in
            if layer.drawsInPieces {
                return layer.shapes.map { $0.style.stroke != nil ? PathMeasure($0.path, tolerance: Self.pieceTolerance) : nil }
            }
            guard case .stroke = layer.draw.kind else { return layer.shapes.map { _ in nil } }
            return layer.shapes.map { $0.style.stroke != nil ? PathMeasure($0.path) : nil }
        }
        guideMeasures = symbol.layers.map { layer in
            if case .guide(let path, _) = layer.draw.kind { return PathMeasure(path) }
            return nil
        }
        gradientSpans = symbol.layers.map(GradientRamp.span(of:))
    }
}

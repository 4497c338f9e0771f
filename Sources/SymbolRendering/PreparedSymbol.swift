import Geometry
import SymbolEffects
import SymbolModel

/// A symbol ready to animate and draw: its animator and the arc-length tables of every traced
/// path, measured once so that each frame only trims.
///
/// Keep one per symbol (the viewer keeps one per symbol source) and draw it every frame.
public final class PreparedSymbol: @unchecked Sendable {
    public let symbol: Symbol
    public let animator: SymbolAnimator
    /// Per layer, per shape: the measure of the shape's outline (nil when the layer does not
    /// trace its own strokes).
    let shapeMeasures: [[PathMeasure?]]
    /// Per layer: the measure of the guide of a guide-revealed layer.
    let guideMeasures: [PathMeasure?]

    /// Per layer: how many fills and strokes it paints (a layer painting one needs no group).
    let paintCounts: [Int]

    /// Per layer: the translucent group every one of its shapes belongs to, if there is one.
    /// Consecutive layers of one group are composited together.
    let layerGroups: [OpacityGroup?]

    public init(_ symbol: Symbol) {
        layerGroups = symbol.layers.map { layer in
            guard let g = layer.shapes.first?.group else { return nil }
            return layer.shapes.allSatisfy { $0.group?.id == g.id } ? g : nil
        }
        paintCounts = symbol.layers.map { layer in
            layer.shapes.reduce(0) { $0 + ($1.style.fill != nil ? 1 : 0) + ($1.style.stroke != nil ? 1 : 0) }
        }
        self.symbol = symbol
        animator = SymbolAnimator(symbol: symbol)
        shapeMeasures = symbol.layers.map { layer in
            guard case .stroke = layer.draw.kind else { return layer.shapes.map { _ in nil } }
            return layer.shapes.map { $0.style.stroke != nil ? PathMeasure($0.path) : nil }
        }
        guideMeasures = symbol.layers.map { layer in
            if case .guide(let path, _) = layer.draw.kind { return PathMeasure(path) }
            return nil
        }
    }

    /// The state at time `t`: shorthand for the animator's.
    public func state(of animation: SymbolAnimation, at t: Double) -> SymbolState {
        animator.state(of: animation, at: t)
    }
}

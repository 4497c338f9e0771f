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
    /// Per layer, per shape: the measure of the shape's outline in its own user space (nil when
    /// the layer does not trace its own strokes).
    let shapeMeasures: [[PathMeasure?]]
    /// Per layer: the measure of the guide of a guide-revealed layer.
    let guideMeasures: [PathMeasure?]

    public init(_ symbol: Symbol) {
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

    /// The events in `window`: shorthand for the animator's.
    public func events(of animation: SymbolAnimation, in window: Range<Double>) -> [SymbolEvent] {
        animator.events(of: animation, in: window)
    }
}

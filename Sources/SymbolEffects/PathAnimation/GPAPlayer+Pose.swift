import Geometry
import SymbolModel

extension GPAPlayer {
    /// The icon as a symbol: one layer per path, in document order, each holding the path with
    /// its fill and stroke in `options`' weight and palette. Make it once (per weight and
    /// palette) and draw it in the poses of ``state(history:at:options:)``.
    ///
    /// A path's shape sits in the path's own user space; its pose places it in the icon. A path
    /// that can be drawn in part (an *animate* transition or a loop) is a layer that
    /// ``Layer/drawsInPieces``, so the renderer measures its outline once. The symbol's
    /// ``Symbol/fixedWeight`` is set: the weight is already in the stroke widths, so the renderer
    /// must not weigh them again.
    public func symbol(options: GPAPlayOptions = .init()) -> Symbol {
        let layers = icon.paths.indices.map { i -> Layer in
            let path = icon.paths[i]
            var style = ShapeStyle(fill: nil, stroke: nil)
            if let stroke = path.stroke {
                style.stroke = options.palette.paint(stroke.paint)
                style.strokeWidth = stroke.width(atWeight: options.weight)
                style.strokeOpacity = stroke.opacity
                style.lineCap = stroke.lineCap
                style.lineJoin = stroke.lineJoin
            }
            if let fill = path.fill {
                style.fill = options.palette.paint(fill.paint)
                style.fillOpacity = fill.opacity
                style.fillRule = fill.rule
            }
            let shapes = style.fill != nil || style.stroke != nil ? [Shape(path: path.path, style: style)] : []
            // Every path appears whole or not at all, unless its pose draws it in pieces.
            var layer = Layer(id: path.id ?? "path\(i)", shapes: shapes, draw: DrawAnnotation(kind: .appear))
            layer.drawsInPieces = path.transition.kind == .animate || path.animation.isAutomatic
            return layer
        }
        var symbol = Symbol(name: icon.name, viewBox: icon.viewBox, layers: layers, isAnnotated: false)
        symbol.fixedWeight = SymbolWeight.allCases.min {
            abs(Self.cssWeight($0) - options.weight) < abs(Self.cssWeight($1) - options.weight)
        }
        return symbol
    }

    /// The pose of ``symbol(options:)`` at `time` after the start of `history`: per path, its
    /// opacity, its transform (SMIL animations, attachment, morph), its stroke scale (blur) and,
    /// when it is drawn in part, the pieces of its outline. A path not drawn has a layer that is
    /// hidden and otherwise at rest, so two frames that draw the same have equal poses.
    public func state(history: GPAStateHistory, at time: Double, options: GPAPlayOptions = .init()) -> SymbolState {
        let layers = pose(history: history, at: time, options: options).map { pose -> LayerState in
            var layer = LayerState.rest(anchor: .zero)
            guard pose.isDrawn else {
                layer.range = .empty
                layer.opacity = 0
                return layer
            }
            layer.opacity = min(max(pose.opacity, 0), 1)
            layer.placement = pose.transform
            layer.strokeScale = pose.strokeScale
            if !pose.isWhole { layer.pieces = pose.pieces.map { OutlinePiece(start: $0.0, end: $0.1) } }
            return layer
        }
        return SymbolState(layers: layers, scaleAnchor: icon.viewBox.center, rotationAnchor: icon.viewBox.center)
    }

    /// A fingerprint of `state` (from ``state(history:at:options:)`` at `time`): once the icon has
    /// settled (see ``isSettled(history:at:options:)``), equal for equal pictures whatever the
    /// time, so a shell can tell when to rest; before, different at every time, as a transition
    /// may hold still for a while (a delay) before it moves.
    public func fingerprint(of state: SymbolState, history: GPAStateHistory, at time: Double,
                            options: GPAPlayOptions = .init()) -> Int {
        var fingerprint = Hasher()
        fingerprint.combine(state)
        if !isSettled(history: history, at: time, options: options) { fingerprint.combine(time) }
        return fingerprint.finalize()
    }
}

import SymbolModel

/// A fade the whole symbol shares: a whole-symbol pulse or breathe, Reduce Motion's draw, an
/// appear of every layer at once. Apple composites such a fade as one picture, drawn at full
/// strength and then laid down at the fade, so where two layers (or two strokes of one layer)
/// overlap the ink is as light as where one lies. The renderer draws it offscreen; the vector
/// writers put it on a group around the symbol (an SVG `<g>`'s opacity, a Lottie
/// precomposition's). Both find it here, so a file fades as `render` draws it.
public enum SharedFade {
    /// The opacity every visible layer of `state` shares (the symbol's own, times the layers'
    /// when each shown layer has the same), and the state with it taken out: the same picture
    /// at full strength. A fade of 1 leaves `state` as it is.
    public static func of(_ state: SymbolState, layers count: Int) -> (fade: Double, unfaded: SymbolState) {
        var shared: Double?
        for ls in state.layers.prefix(count) where ls.isVisible && ls.opacity > 0 && !ls.range.isEmpty {
            if let s = shared, abs(s - ls.opacity) > 1e-9 { shared = 1; break }
            shared = ls.opacity
        }
        let layerFade = min(max(shared ?? 1, 0), 1)
        let fade = state.opacity * layerFade
        guard fade < 1, fade > 0 else { return (1, state) }
        var unfaded = state
        unfaded.opacity = 1
        if layerFade < 1 {
            for i in unfaded.layers.indices where unfaded.layers[i].opacity > 0 { unfaded.layers[i].opacity /= layerFade }
        }
        return (fade, unfaded)
    }

    /// Whether the layers `state` shows of `symbol` paint more than once together, so that a
    /// shared fade must be composited as a picture; what paints once (the symbol, or the one
    /// layer showing at the start of a draw) fades through that paint alone.
    public static func needsPicture(_ symbol: Symbol, in state: SymbolState) -> Bool {
        // Paints outside every layer are drawn whatever the pose.
        var paints = symbol.layers.isEmpty ? RenderNode.paintCount(symbol.root.children) : 0
        for (i, layer) in symbol.layers.enumerated() where i < state.layers.count {
            let ls = state.layers[i]
            guard ls.isVisible, ls.opacity > 0, !ls.range.isEmpty else { continue }
            paints += layer.shapes.reduce(0) { $0 + ($1.style.fill != nil ? 1 : 0) + ($1.style.stroke != nil ? 1 : 0) }
            if paints > 1 { return true }
        }
        return paints > 1
    }
}

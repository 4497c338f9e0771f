import SymbolModel

/// Variable color: the variable layers (`data-variable`, or every layer when none is marked)
/// light up in document order.
extension SymbolAnimator {
    /// The layers variable color steps through, in order.
    var variableColorLayers: [Int] {
        let marked = symbol.layers.indices.filter { symbol.layers[$0].isVariable }
        return marked.isEmpty ? Array(symbol.layers.indices) : marked
    }

    /// Opacity only, so Reduce Motion leaves it playing.
    func applyVariableColor(_ binding: SymbolAnimation.Binding, at t: Double, to state: inout SymbolState) {
        let layers = variableColorLayers
        let levels = VariableColorTrack(effect: binding.effect, options: binding.options, isActive: binding.isActive,
                                        count: layers.count).levels(at: t)
        let floor = binding.effect.inactiveLayers == .dim ? VariableColorTrack.dimmedOpacity : 0
        for (k, i) in layers.enumerated() where levels[k] != 1 {
            state.layers[i].opacity *= floor + (1 - floor) * levels[k]
        }
    }
}

/// The static variable value: which variable layers are lit at a value.
extension SymbolAnimator {
    /// Each layer's threshold: its own (`data-variable-threshold`), or, for a variable layer
    /// without one, k / n for the k-th of the n variable layers in document order (so the first
    /// is always lit and every one is lit at 1); nil for a layer that is not variable. As for
    /// Variable Color, when no layer is marked every layer is variable.
    public var variableThresholds: [Double?] {
        let variable = variableColorLayers
        var out = [Double?](repeating: nil, count: symbol.layers.count)
        for (k, i) in variable.enumerated() {
            out[i] = symbol.layers[i].variableThreshold ?? Double(k) / Double(variable.count)
        }
        return out
    }

    func applyVariableValue(_ value: Double, to state: inout SymbolState) {
        let v = min(max(value, 0), 1)
        for (i, threshold) in variableThresholds.enumerated() {
            guard let threshold, v < threshold else { continue }
            state.layers[i].opacity *= VariableColorTrack.dimmedOpacity
        }
    }
}

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

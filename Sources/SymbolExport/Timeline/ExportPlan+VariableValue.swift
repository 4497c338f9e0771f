import SymbolModel

/// The static variable draw value (`--variable`), as the renderer draws it: a variable layer
/// is drawn whole at ``LayerState/variableDimming`` of its opacity, and over it the part of its
/// trace up to the value at full strength. The export writes the two as two layers with the
/// same pose: the dimmed one below, and above it the lit one, whose draw range ends at the
/// value (a traced stroke's trim, a tracing fill's fade) or, for a layer that does not trace,
/// which shows while any of its range is reached.
extension ExportPlan {
    /// The dimmed and the lit layer for `entry`, bottom first, and what they approximate.
    static func variableSplit(_ entry: Entry) -> (entries: [Entry], notes: [String]) {
        var dim = entry, lit = entry
        let m = entry.motion
        let traces: Bool
        if case .stroke = entry.layer.draw.kind { traces = true } else { traces = false }
        for k in m.opacity.indices {
            guard let v = m.variableValue[k] else {
                dim.motion.opacity[k] = 0
                continue
            }
            dim.motion.opacity[k] = m.opacity[k] * LayerState.variableDimming
            let reached = DrawRange(tail: m.tail[k], head: min(m.head[k], v))
            if traces {
                lit.motion.head[k] = reached.head
            } else if reached.isEmpty {
                lit.motion.opacity[k] = 0
            }
        }
        dim.layer.id += " dimmed"
        var notes: [String] = []
        // The renderer composites the two as one group at the layer's opacity; two layers blend
        // where they overlap, which only shows when the layer is translucent.
        if zip(m.opacity, m.variableValue).contains(where: { $1 != nil && $0 < 1 - ExportPlan.opacityTolerance && $0 > 0 }) {
            notes.append("layer \(entry.layer.id): where the lit part of a translucent variable layer covers its dimmed part, the dimmed part shows through")
        }
        return ([dim, lit], notes)
    }
}

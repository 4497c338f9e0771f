import Geometry
import SymbolModel

/// A clear-behind layer (an SF Symbols template's `-sfsymbols-clear-behind`) hides what its
/// symbol draws below it where it covers it. In Lottie the layers below become a
/// precomposition seen through an inverted alpha matte (`tt` 2) of the clearing layer's fills,
/// posed and faded as the layer is, as the renderer erases them.
extension LottieWriter.Builder {
    /// `perEntry` (each entry's layers, bottom first) with the layers below each clear-behind
    /// layer of a part gathered into a precomposition under that matte, held by the first of them.
    mutating func clearingBehind(_ perEntry: [[JSONValue]]) -> [[JSONValue]] {
        var out = perEntry
        for i in plan.entries.indices where plan.clearsBehind(i) {
            let part = plan.entries[i].part
            let below = plan.entries.indices.filter { $0 < i && plan.entries[$0].part == part }
            let layers = below.flatMap { out[$0] }
            guard let first = below.first, !layers.isEmpty else { continue }
            let eraser = plan.eraser(i)
            let matte = layer(name: eraser.layer.id + " clears behind", transform: transform(eraser),
                              shapes: shapeItems(eraser.content.paints, eraser))
            let size = Point(Double(plan.scene.width), Double(plan.scene.height))
            let comp = precomp(layers, size: size, name: plan.scene.parts[part].symbol.name + " below " + eraser.layer.id,
                               transform: staticTransform(.identity))
            for j in below { out[j] = [] }
            out[first] = [with(comp, ["tt": .number(2)]), with(matte, ["td": .number(1)])]
        }
        return out
    }
}

import Geometry
import SymbolModel

/// The layers of a plain SVG file (one without `data-symbol="1"`), worked out as a designer
/// would split the drawing into parts that may move on their own (docs/symbol-format.md, "Plain
/// SVG files"):
///
/// 1. A group that is composited as one picture (a clip, a mask, a group opacity, a blend mode)
///    is one part, so its clip or mask moves with what it cuts.
/// 2. A group the author made and named (`id`, `inkscape:label`, Illustrator's `data-name`) is
///    one part, unless it holds everything its surroundings hold: Illustrator's `Layer_1` or an
///    Inkscape layer around the whole drawing says nothing about parts, so the parts inside it
///    are looked at instead.
/// 3. Every other shape is a part of its own.
/// 4. Parts whose ink overlaps or touches are one visual object and become one layer
///    (``InkGrid``: the cells of a coarse raster each part paints); the rest stay
///    layers of their own, such as a wifi's arcs or a bell's clapper.
///
/// So a by-layer bounce, scale or wiggle never pulls an object apart. Layers that do not overlap
/// commute, so gathering a layer's parts next to each other in the tree draws the same picture.
struct LayerInference {
    /// A named `<g>` met in a plain file, with what names it.
    struct AuthorGroup {
        var element: SVGElement
        var name: String
    }

    /// One part: a node of the tree's top level and the loose-shape layers it holds.
    private struct Part {
        var node: RenderNode
        var layers: [Int]
        /// The author groups every layer of the part sits in, outermost first.
        var chain: [Int]
    }

    /// The name an author gave a group, if any: its label, then its id.
    static func authorName(of e: SVGElement) -> String? {
        for key in ["inkscape:label", "data-name", "serif:id", "id"] {
            if let v = e.attributes[key]?.trimmingSpaces, !v.isEmpty { return v }
        }
        return nil
    }

    /// The tree with one group per inferred layer, and those layers in drawing order. `pending`
    /// holds one layer per loose shape, as the walk made them.
    static func infer(root: RenderGroup, pending: [SymbolBuilder.PendingLayer],
                      authorGroups: [AuthorGroup]) -> (RenderGroup, [SymbolBuilder.PendingLayer]) {
        // The top level, with plain groups spliced away: layer groups, composited groups, and
        // anything else (drawn in place, belonging to no layer).
        var top: [RenderNode] = []
        func splice(_ nodes: [RenderNode]) {
            for node in nodes {
                if case .group(let g) = node, g.layer == nil, !g.needsCompositing { splice(g.children) } else { top.append(node) }
            }
        }
        splice(root.children)

        var parts: [Part] = []
        var partOfNode: [Int?] = []
        for node in top {
            let layers = layerIndices(in: node)
            guard !layers.isEmpty else { partOfNode.append(nil); continue }
            let chains = layers.map { pending[$0].authorGroups }
            var common = chains[0]
            for c in chains.dropFirst() { common = Array(zip(common, c).prefix { $0 == $1 }.map(\.0)) }
            partOfNode.append(parts.count)
            parts.append(Part(node: node, layers: layers, chain: common))
        }
        // One part of one layer is already as it should be; one part holding several loose
        // layers (a Figma frame's clip around everything) still becomes one layer.
        guard parts.count > 1 || parts.first.map({ $0.layers.count > 1 }) == true else { return (root, pending) }

        let sets = UnionFind(count: parts.count)
        // 2: the outermost named group around a part that is not a wrapper joins its parts.
        var members: [Int: Set<Int>] = [:]
        for (k, part) in parts.enumerated() { for g in part.chain { members[g, default: []].insert(k) } }
        var keyOf: [Int?] = []
        var keyOwner: [Int: Int] = [:]
        for (k, part) in parts.enumerated() {
            let key = part.chain.enumerated().first { position, g in
                let around = position == 0 ? parts.count : members[part.chain[position - 1]]!.count
                return members[g]!.count < around
            }?.element
            keyOf.append(key)
            guard let key else { continue }
            if let owner = keyOwner[key] { sets.join(owner, k) } else { keyOwner[key] = k }
        }
        // 4: parts that overlap or touch.
        var box: Rect?
        for part in parts {
            guard let b = SymbolBuilder.paintedBounds(of: shapes(of: part.node)) else { continue }
            box = box.map { $0.union(b) } ?? b
        }
        if let box, let grid = InkGrid(covering: box) {
            // Each cell remembers the first part that paints it; a later part there joins it.
            // One pass over the parts' cells, however many parts there are.
            var owner = Array(repeating: -1, count: grid.rows * grid.columns)
            for (k, part) in parts.enumerated() {
                grid.cells(of: shapes(of: part.node)).forEachCell { cell in
                    if owner[cell] < 0 { owner[cell] = k } else { sets.join(owner[cell], k) }
                }
            }
        }

        // The new tree: each layer where its first part stood.
        var children: [RenderNode] = []
        var layers: [SymbolBuilder.PendingLayer] = []
        var emitted: Set<Int> = []
        var partsOfSet: [Int: [Int]] = [:]
        for k in parts.indices { partsOfSet[sets.find(k), default: []].append(k) }
        for (n, node) in top.enumerated() {
            guard let k = partOfNode[n] else { children.append(node); continue }
            let root = sets.find(k)
            guard emitted.insert(root).inserted else { continue }
            let group = partsOfSet[root]!
            if group.count == 1, case .group(var g) = parts[k].node, g.layer != nil {
                // A part alone, as it was: its layer keeps its shape's name.
                g.layer = layers.count
                children.append(.group(g))
                layers.append(pending[parts[k].layers[0]])
                continue
            }
            let content = group.map { unmarked(parts[$0].node) }
            let g = RenderGroup(children: content, layer: layers.count)
            var layer = SymbolBuilder.PendingLayer(element: nil, source: pending[parts[k].layers[0]].source,
                                                   transform: .identity, shapes: RenderGroup(children: content).shapes)
            // Named after the author's group when it is exactly one.
            let keys = Set(group.map { keyOf[$0] })
            if keys.count == 1, let only = keys.first ?? nil { layer.name = authorGroups[only].name }
            layer.parts = describe(group.map { (parts[$0], keyOf[$0]) }, pending: pending, authorGroups: authorGroups)
            children.append(.group(g))
            layers.append(layer)
        }
        var out = root
        out.children = children
        return (out, layers)
    }

    /// The loose-shape layers below `node`.
    private static func layerIndices(in node: RenderNode) -> [Int] {
        guard case .group(let g) = node else { return [] }
        if let i = g.layer { return [i] }
        return g.children.flatMap(layerIndices)
    }

    private static func shapes(of node: RenderNode) -> [Shape] {
        switch node {
        case .shape(let s): return [s]
        case .group(let g): return g.shapes
        }
    }

    /// `node` with its layer marks taken out, its groups kept for their compositing.
    private static func unmarked(_ node: RenderNode) -> RenderNode {
        guard case .group(var g) = node else { return node }
        g.layer = nil
        g.children = g.children.map(unmarked)
        return .group(g)
    }

    /// What a merged layer holds, briefly: its author groups by name, its loose shapes by id
    /// or element and line.
    private static func describe(_ parts: [(Part, key: Int?)], pending: [SymbolBuilder.PendingLayer],
                                 authorGroups: [AuthorGroup]) -> [String] {
        var out: [String] = []
        var seen: Set<String> = []
        for (part, key) in parts {
            if let g = key {
                let text = "<\(authorGroups[g].element.name)> \(authorGroups[g].name)"
                if seen.insert(text).inserted { out.append(text) }
                continue
            }
            for i in part.layers {
                let e = pending[i].source
                let id = e.attributes["id"]?.trimmingSpaces ?? ""
                out.append(id.isEmpty ? "<\(e.name)> line \(e.line)" : "<\(e.name)> \(id)")
            }
        }
        return out
    }
}

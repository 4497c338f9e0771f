import Geometry
import SymbolModel

/// What both writers walk: every layer of every part in drawing order (bottom first), with
/// what it paints and how it moves, and the notes on what the formats cannot carry.
struct ExportPlan {
    struct Entry {
        var part: Int
        var layer: Layer
        var content: LayerContent
        var motion: SceneTimeline.LayerMotion
        /// Design units to pixels for this part (scales tolerances on lengths).
        var pixelScale: Double
        /// The composited groups around the layer, outermost first (indices in ``scopes``).
        var scopes: [Int] = []
    }

    let scene: ExportScene
    let timeline: SceneTimeline
    /// Bottom first.
    var entries: [Entry] = []
    var notes: [String] = []
    /// The groups around layers composited on their own, each with its part (whose `toPixels`
    /// places its clip and mask).
    var scopes: [(scope: CompositeScope, part: Int)] = []

    /// The plan of `scene`; with `matching`, its layers turn about that plan's pivots (the
    /// same symbols in another form).
    init(_ scene: ExportScene, matching other: ExportPlan? = nil) {
        self.scene = scene
        let same = other.map { o in
            o.scene.parts.count == scene.parts.count
                && zip(o.scene.parts, scene.parts).allSatisfy { $0.symbol.layers.count == $1.symbol.layers.count }
        } ?? false
        timeline = SceneTimeline(scene, pivots: same ? other!.timeline.layers.map { $0.map(\.pivot) } : nil)
        for (k, part) in scene.parts.enumerated() {
            let symbol = part.symbol
            var groups: [Int: RenderGroup] = [:]
            var order: [Int] = []
            var chains: [Int: [Int]] = [:]
            var outside = false
            func walk(_ nodes: [RenderNode], inside: Bool, chain: [Int]) {
                for node in nodes {
                    switch node {
                    case .shape: if !inside { outside = true }
                    case .group(let g):
                        if let i = g.layer, i < symbol.layers.count {
                            groups[i] = g
                            order.append(i)
                            chains[i] = chain
                        } else if g.needsCompositing {
                            scopes.append((CompositeScope(g, parent: chain.last), k))
                            walk(g.children, inside: inside, chain: chain + [scopes.count - 1])
                        } else {
                            walk(g.children, inside: inside, chain: chain)
                        }
                    }
                }
            }
            walk(symbol.root.children, inside: false, chain: [])
            if outside { notes.append("\(symbol.name): shapes outside every layer are not exported") }
            for i in symbol.layers.indices where !order.contains(i) { order.append(i) }
            if timeline.symbolMoves[k], scopes.contains(where: { $0.part == k && ($0.scope.clip != nil || $0.scope.mask != nil) }) {
                notes.append("\(symbol.name): a clip or mask around layers stays in place while the whole symbol moves")
            }
            if symbol.layers.contains(where: \.clearsBehind), chains.values.contains(where: { !$0.isEmpty }) {
                notes.append("\(symbol.name): a clear-behind layer among layers in composited groups is exported as an ordinary layer")
            }
            for i in order {
                let layer = symbol.layers[i]
                let paint = part.layerPaint(layer)
                var content = LayerContent(layer: i, of: symbol, group: groups[i], strokeScale: part.strokeScale, color: paint.color,
                                           gradientRendering: scene.gradientRendering, role: part.role(of: layer, themes: scene.themes))
                let motion = timeline.layers[k][i]
                if motion.shear.contains(where: { abs($0) > 0.01 }) {
                    content.notes.append("layer \(layer.id): a shear (a stretch along a turned axis) is left out")
                }
                let entry = Entry(part: k, layer: layer, content: content, motion: motion, pixelScale: part.toPixels.meanScale,
                                  scopes: chains[i] ?? [])
                if motion.usesVariableValue {
                    let split = Self.variableSplit(entry)
                    entries += split.entries
                    content.notes += split.notes
                } else {
                    entries.append(entry)
                }
                notes += content.notes.map { "\(symbol.name): \($0)" }
            }
        }
        if scene.themes != nil, !entries.contains(where: { $0.content.paints.contains(where: \.followsTint) }) {
            notes.append("nothing is drawn in the tint, so there is no dark theme to write")
        }
        var seen = Set<String>()
        notes = notes.filter { seen.insert($0).inserted }
    }

    /// Whether entry `i` clears what its part draws below it, and the format can say so: the
    /// part's layers sit in no composited group.
    func clearsBehind(_ i: Int) -> Bool {
        let e = entries[i]
        return e.layer.clearsBehind && !entries.contains { $0.part == e.part && !$0.scopes.isEmpty }
            && entries.prefix(i).contains { $0.part == e.part }
    }

    /// The entry as the shape a clear-behind layer erases with: its fills in black, at the
    /// strength the renderer erases (the layer's opacity while any of it is drawn).
    func eraser(_ i: Int) -> Entry {
        var e = entries[i]
        e.content = LayerContent()
        e.content.paints = LayerContent.erased(by: e.layer)
        e.motion.opacity = zip(e.motion.opacity, zip(e.motion.tail, e.motion.head)).map { o, range in
            DrawRange(tail: range.0, head: range.1).isEmpty ? 0 : o
        }
        e.motion.tail = e.motion.tail.map { _ in 0 }
        e.motion.head = e.motion.head.map { _ in 1 }
        return e
    }

    /// Player seconds of the samples.
    var times: [Double] { timeline.times }

    /// Fits one sampled number within `tolerance`.
    func track(_ samples: [Double], tolerance: Double) -> KeyframeTrack {
        KeyframeTrack.fit(times: times, samples: samples.map { [$0] }, tolerance: [tolerance])
    }

    /// The opacity tolerance: a quarter of one 8-bit step.
    static let opacityTolerance = 0.25 / 255
    /// The position tolerance in pixels.
    static let pixelTolerance = 0.25
}

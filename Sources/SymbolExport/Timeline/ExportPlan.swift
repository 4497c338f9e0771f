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
    init(_ scene: ExportScene, matching other: ExportPlan? = nil, groupingFades: Bool = true) {
        self.scene = scene
        let same = other.map { o in
            o.scene.parts.count == scene.parts.count
                && zip(o.scene.parts, scene.parts).allSatisfy { $0.symbol.layers.count == $1.symbol.layers.count }
        } ?? false
        timeline = SceneTimeline(scene, pivots: same ? other!.timeline.layers.map { $0.map(\.pivot) } : nil, groupingFades: groupingFades)
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
        fit(samples.map { [$0] }, tolerance: [tolerance])
    }

    /// Fits sampled values over the whole timeline within `tolerance`; a triggered scene's
    /// segments are fitted apart and joined, so a key falls on every segment's start and on the
    /// sample that holds its end, and a player asked for one segment starts on its first pose.
    func fit(_ samples: [[Double]], tolerance: [Double], sharedEasing: Bool = false) -> KeyframeTrack {
        let pieces = segmentSamples
        guard pieces.count > 1 else {
            return KeyframeTrack.fit(times: times, samples: samples, tolerance: tolerance, sharedEasing: sharedEasing)
        }
        var keys: [KeyframeTrack.Key] = []
        for (k, piece) in pieces.enumerated() {
            // The last segment takes the final sample too (the timeline's end holds its pose).
            let range = k == pieces.count - 1 ? piece.lowerBound...(times.count - 1) : piece
            let track = KeyframeTrack.fit(times: Array(times[range]), samples: Array(samples[range]), tolerance: tolerance,
                                          sharedEasing: sharedEasing)
            var part = track.keys
            if part.count == 1, range.count > 1 {
                // A segment that holds still: a key at each end, so the next segment's keys
                // do not ease from inside this one.
                var end = part[0]
                end.time = times[range.upperBound]
                part.append(end)
            }
            keys += part
        }
        if keys.allSatisfy({ $0.value == keys[0].value }) { return KeyframeTrack(keys: [keys[0]]) }
        return KeyframeTrack(keys: keys)
    }

    /// Sample indices of each segment of a triggered scene (``ExportScene/segments``): from its
    /// first sample to the last one of its slot, which holds its end pose. One range over every
    /// sample for a scene without segments.
    var segmentSamples: [ClosedRange<Int>] {
        guard !scene.segments.isEmpty else { return [0...(times.count - 1)] }
        let rate = SceneTimeline.sampleRate
        return scene.segments.map { s in
            let first = Int((s.start * rate).rounded())
            return first...min(Int((s.end * rate).rounded()) - 1, times.count - 1)
        }
    }

    /// The samples of segment `k` in its own time: the indices from its start to the sample
    /// that first reaches its end, and each one's seconds since the segment started (the last
    /// one exactly its duration).
    func segmentTimeline(_ k: Int) -> (indices: ClosedRange<Int>, times: [Double]) {
        let segment = scene.segments[k]
        let range = segmentSamples[k]
        let reached = Int((segment.duration * SceneTimeline.sampleRate - 1e-6).rounded(.up))
        let indices = range.lowerBound...min(range.lowerBound + max(reached, 1), range.upperBound)
        return (indices, indices.map { min(times[$0] - segment.start, segment.duration) })
    }

    /// The opacity tolerance: a quarter of one 8-bit step.
    static let opacityTolerance = 0.25 / 255
    /// The position tolerance in pixels.
    static let pixelTolerance = 0.25

    /// The tolerance on the entry's scale, whose samples hold the placement's design-to-pixel
    /// factor too: an error δ moves the layer's farthest point by δ × its reach in design units
    /// (``SceneTimeline/LayerMotion/reach`` over ``Entry/pixelScale``), at most
    /// ``pixelTolerance``. Never looser than for a symbol drawn at one pixel a unit, so exports
    /// drawn larger keep the keys they had; a small one (a 42 px loader) no longer swells half a
    /// pixel off its breath.
    static func scaleTolerance(_ e: Entry) -> Double {
        pixelTolerance / e.motion.reach * min(1, e.pixelScale)
    }
}

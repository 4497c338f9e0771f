import FileAccess
import Geometry
import SymbolEffects
import SymbolModel

/// A GTK path animation (`.gpa`) as a part of an ``ExportScene``: the icon played by
/// ``GPAPlayer`` from a history of states, in terms the vector writers already carry.
///
/// The player draws a path in *pieces* of its whole outline (its subpaths end to end, a piece
/// past the end wrapping to the start), strokes only while it is drawn in part, and fills it
/// only when whole. The writers trim each subpath of a tracing layer by a `(tail, head)` range.
/// So the icon is exported as a symbol of more layers than paths:
///
/// - a path that is never drawn in part is one layer, as the player's symbol has it;
/// - a path that may be (an *animate* transition or a loop) is a layer holding the whole path
///   (fill and stroke), shown only while the player draws it whole, and one stroke layer per
///   subpath and *slot*, shown only while it is drawn in part. A piece of the outline fills two
///   slots, its part before the end of the outline and the part that wrapped past it; on each
///   subpath a slot is the piece's overlap with that subpath, as the player trims it.
///
/// Every layer takes its path's opacity and transform (SMIL animations, attachments riding
/// their host's drawn part, morph's shrink), so the writers key them as any layer's motion.
public enum GPAExportPart {
    /// The part that plays `gpa` (an icon through a history of its states), placed by
    /// `toPixels`; a path painted in the foreground colour takes `layerPaint`'s colour and
    /// opacity (the rendering mode applied to the tint, as `render` draws it).
    public static func part(_ gpa: GPATimeline, toPixels: Transform,
                            layerPaint: @escaping @Sendable (Layer) -> (color: RGBA, opacity: Double)) -> ExportScene.Part {
        ExportScene.Part(timeline: SplitTimeline(gpa), toPixels: toPixels, strokeScale: 1, layerPaint: layerPaint)
    }

    @available(*, deprecated, message: "use part(GPATimeline(player:history:options:), toPixels:layerPaint:)")
    public static func part(player: GPAPlayer, history: GPAStateHistory, options: GPAPlayOptions, toPixels: Transform,
                            layerPaint: @escaping @Sendable (Layer) -> (color: RGBA, opacity: Double)) -> ExportScene.Part {
        part(GPATimeline(player: player, history: history, options: options), toPixels: toPixels, layerPaint: layerPaint)
    }

    /// The player's timeline with every path that may be drawn in part split into layers the
    /// writers trim (``Split``): the same poses, in terms of more layers.
    struct SplitTimeline: SymbolTimeline {
        let gpa: GPATimeline
        let split: Split

        init(_ gpa: GPATimeline) {
            self.gpa = gpa
            split = Split(player: gpa.player, options: gpa.options)
        }

        var symbol: Symbol { split.symbol }
        func state(at t: Double) -> SymbolState { split.state(gpa.state(at: t)) }
        var span: SymbolSpan { gpa.span }
        var stateNames: [String] { gpa.stateNames }
        func stateName(at t: Double) -> String? { gpa.stateName(at: t) }
        func switching(to state: String, at time: Double) -> SplitTimeline? {
            gpa.switching(to: state, at: time).map { SplitTimeline(gpa: $0, split: split) }
        }
        var clipsToViewBox: Bool { false }
        var paintsInForeground: Bool { true }

        private init(gpa: GPATimeline, split: Split) {
            self.gpa = gpa
            self.split = split
        }
    }

    /// What the writers cannot carry of `icon`, one sentence each, shown escaped
    /// (``Swift/String/terminalSafe``): they quote the file's path ids.
    public static func notes(for icon: GPAIcon) -> [String] {
        var notes: [String] = []
        for (i, path) in icon.paths.enumerated() {
            let name = path.id ?? "path \(i)"
            if path.transition.kind == .blur {
                notes.append("\(name): a blur transition's widening stroke is left out (it fades at its width)")
            }
            let drawnInPart = path.transition.kind == .animate || path.animation.isAutomatic
            if drawnInPart, let stroke = path.stroke, stroke.lineCap != .round {
                notes.append("\(name): drawn in part, its stroke is exported with round caps")
            }
        }
        return notes.map(\.terminalSafe)
    }

    /// The export symbol and how a pose of the player's symbol becomes a pose of it.
    struct Split: Sendable {
        enum Source: Sendable {
            /// Path `path` as the player draws it; with `wholeOnly`, hidden while drawn in part.
            case path(Int, wholeOnly: Bool)
            /// Slot `slot` of path `path`'s outline on its subpath spanning `from...to` of the
            /// outline's length.
            case slot(path: Int, slot: Int, from: Double, to: Double)
        }

        let symbol: Symbol
        let sources: [Source]

        init(player: GPAPlayer, options: GPAPlayOptions) {
            let base = player.symbol(options: options)
            var layers: [Layer] = []
            var sources: [Source] = []
            for (i, layer) in base.layers.enumerated() {
                let strokes = layer.shapes.filter { $0.style.stroke != nil }
                guard layer.drawsInPieces, let shape = strokes.first else {
                    var plain = layer
                    plain.drawsInPieces = false
                    layers.append(plain)
                    sources.append(.path(i, wholeOnly: layer.drawsInPieces))
                    continue
                }
                var whole = layer
                whole.drawsInPieces = false
                layers.append(whole)
                sources.append(.path(i, wholeOnly: true))
                var style = shape.style
                style.fill = nil
                let subpaths = LayerContent.subpaths(of: shape.path)
                let total = subpaths.reduce(0) { $0 + $1.length }
                guard total > 0 else { continue }
                let loop = player.icon.paths[i].animation
                let pieces = loop.isAutomatic && [.inOut, .inOutReverse, .inOutAlternate].contains(loop.direction) ? 2 : 1
                var offset = 0.0
                for (j, sub) in subpaths.enumerated() {
                    let from = offset / total, to = (offset + sub.length) / total
                    offset += sub.length
                    guard sub.length > 0 else { continue }
                    for slot in 0..<(2 * pieces) {
                        var piece = Layer(id: "\(layer.id).\(j).\(slot)", shapes: [Shape(path: Path(elements: sub.elements), style: style)],
                                          draw: DrawAnnotation(kind: .stroke))
                        piece.hierarchy = layer.hierarchy
                        layers.append(piece)
                        sources.append(.slot(path: i, slot: slot, from: from, to: to))
                    }
                }
            }
            var symbol = Symbol(name: base.name, viewBox: base.viewBox, layers: layers, isAnnotated: false)
            symbol.fixedWeight = base.fixedWeight
            self.symbol = symbol
            self.sources = sources
        }

        /// The export symbol's pose for the player's pose `state`.
        func state(_ state: SymbolState) -> SymbolState {
            var out = state
            out.layers = sources.map { source in
                switch source {
                case .path(let i, let wholeOnly):
                    var layer = state.layers[i]
                    if layer.pieces != nil {
                        if wholeOnly { layer.opacity = 0; layer.range = .empty }
                        layer.pieces = nil
                    }
                    layer.strokeScale = 1
                    return layer
                case .slot(let i, let slot, let from, let to):
                    var layer = state.layers[i]
                    let pieces = layer.pieces
                    layer.pieces = nil
                    layer.strokeScale = 1
                    guard let pieces, layer.opacity > 0 else {
                        layer.opacity = 0
                        layer.range = .empty
                        return layer
                    }
                    let range = Self.range(of: slot, pieces: pieces, on: from, to)
                    if range.isEmpty { layer.opacity = 0 }
                    layer.range = range
                    return layer
                }
            }
            return out
        }

        /// Slot `slot` of `pieces` (fractions of the outline) on the subpath spanning `from...to`
        /// of it, as a range of the subpath's own length.
        static func range(of slot: Int, pieces: [OutlinePiece], on from: Double, _ to: Double) -> DrawRange {
            let index = slot / 2, wrapped = slot % 2 == 1
            guard index < pieces.count, to > from else { return .empty }
            let a = min(max(pieces[index].start, 0), 1), b = min(max(pieces[index].end, 0), 1)
            let interval: (Double, Double)
            if a <= b {
                guard !wrapped else { return .empty }
                interval = (a, b)
            } else {
                interval = wrapped ? (0, b) : (a, 1)
            }
            let tail = min(max((interval.0 - from) / (to - from), 0), 1)
            let head = min(max((interval.1 - from) / (to - from), 0), 1)
            return head > tail ? DrawRange(tail: tail, head: head) : DrawRange(tail: tail, head: tail)
        }
    }
}

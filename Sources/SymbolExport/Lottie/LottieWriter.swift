import Foundation
import Geometry
import SymbolModel

/// Writes an ``ExportScene`` as a Lottie animation (the Lottie Animation Format, lottie-web's
/// JSON): one shape layer per symbol layer, posed by the layer transform's own keyframes.
///
/// - A layer's pose becomes its transform: anchor at the pivot, position (x and y apart), scale
///   per axis, rotation, and opacity, each fitted to the engine's samples with Bézier easing.
/// - A traced stroke is one group per subpath with a trim path (start and end animated, the
///   annotation's start as the offset), so Draw On and Draw Off play on each subpath from its
///   own start, staggered per layer as the engine staggers them. Its stroke opacity carries the
///   renderer's fade-in of a piece shorter than its caps.
/// - A fill revealed along a guide is an alpha track matte: a layer above it strokes the
///   trimmed guide, and a rectangle in the matte shows the whole fill once the draw is done.
/// - Fills in a tracing layer fade with the drawn fraction, as the renderer draws them.
public struct LottieWriter {
    /// The animation and what it left out.
    public struct Output: Sendable {
        public var json: JSONValue
        /// What the file could not carry, one sentence each.
        public var notes: [String]
        public var span: ExportSpan
        /// How many keyframes the file holds, and how many samples they were fitted to.
        public var keyframeCount: Int
        public var sampleCount: Int
        /// The theme slots the animation uses (see ``LottieWriter/themeRules(_:tint:)``).
        public var slots: [String] = []
        /// The named segments a player can play, in frames (Lottie's `markers`): `on` and `off`
        /// for a toggle, `play` for a hover or focus, `intro` and `loop` for an endless effect
        /// (``ExportScene/segments``); `loop` over the whole file for a loop that plays on loading.
        public var markers: [(name: String, start: Double, duration: Double)] = []
        /// Each used slot with the colour role it carries and the colour written in it (for a
        /// ramp slot, the colour its ramp is made from), for themes that change some roles.
        public var slotColors: [(slot: String, role: ExportColorRole, color: RGBA)] = []
        public var text: String { json.text }
    }

    public init() {}

    /// The animation of `scene`, or an ``ExportRangeError`` naming the number of its geometry
    /// that no Lottie player (or symbolview's reader) could take.
    public func write(_ scene: ExportScene) throws -> Output {
        let plan = try ExportPlan.checked(scene)
        var builder = Builder(plan: plan)
        var out = builder.build()
        // Layer names and asset ids start with the file's prefix, so two animations in one page
        // (or one player's scene) do not answer to each other's names.
        let prefix = (scene.idPrefix ?? .derived(stem: scene.name)).prefix(for: out.json.text)
        out.json = LottieWriter.scopingNames(out.json, prefix: prefix)
        out.slotColors = LottieWriter.slotColors(plan)
        return out
    }

    struct Builder {
        let plan: ExportPlan
        var keyframes = 0
        var samples = 0
        var index = 1
        /// The precompositions the layers refer to (Lottie's `assets`).
        var assets: [JSONValue] = []
        /// What the file leaves out beyond the plan's notes.
        var notes: [String] = []

        var fps: Double { plan.scene.fps }
        /// The composition's out point. Players show frames up to just before it: a loop's last
        /// frame is its first again, and an animation that ends keeps one frame past its last key
        /// so its end pose is shown.
        var outPoint: Double {
            let span = plan.timeline.span
            if span.loops { return max((span.duration * fps).rounded(), 1) }
            return (span.duration * fps - 1e-9).rounded(.up) + 1
        }

        mutating func build() -> Output {
            var perEntry: [[JSONValue]] = []
            for entry in plan.entries {
                var layers: [JSONValue] = []
                let content = entry.content.scopes.isEmpty ? [shapeLayer(entry)] : structuredLayer(entry)
                if let guide = entry.content.guide, entry.motion.isTraced {
                    // Bottom first: the content, then its matte just above it.
                    layers.append(with(content[0], ["tt": .number(1)]))
                    layers.append(matteLayer(entry, guide: guide))
                } else {
                    layers += content
                }
                perEntry.append(layers)
            }
            perEntry = clearingBehind(perEntry)
            let layers = numbered(fadingParts(perEntry))
            let json = JSONValue.object([
                ("v", .string("5.7.0")), ("fr", .number(fps)), ("ip", .number(0)), ("op", .number(outPoint)),
                ("w", .number(Double(plan.scene.width))), ("h", .number(Double(plan.scene.height))),
                ("nm", .string(plan.scene.name)), ("ddd", .number(0)), ("assets", .array(assets)),
                ("layers", .array(layers)),
                ("markers", .array(markers.map { m in
                    .object([("tm", .number(m.start)), ("cm", .string(m.name)), ("dr", .number(m.duration))])
                })),
            ] + LottieWriter.slots(plan))
            var seen = Set(plan.notes)
            return Output(json: json, notes: plan.notes + (notes + Self.paintNotes(plan)).filter { seen.insert($0).inserted },
                          span: plan.timeline.span, keyframeCount: keyframes, sampleCount: samples, slots: LottieWriter.usedSlots(plan),
                          markers: markers)
        }

        /// The named segments a player can play (`playSegments`, ThorVG's `set_marker`), in
        /// frames: a triggered scene's segments (``ExportScene/segments``), each from its first
        /// frame for its own length; a loop that plays on loading, `loop` over the whole file.
        var markers: [(name: String, start: Double, duration: Double)] {
            if !plan.scene.segments.isEmpty {
                return plan.scene.segments.map { ($0.name, ($0.start * fps * 1e4).rounded() / 1e4, ($0.duration * fps * 1e4).rounded() / 1e4) }
            }
            return plan.timeline.span.loops ? [("loop", 0, outPoint)] : []
        }

        /// `object` with `fields` set (replaced where present, else added).
        func with(_ object: JSONValue, _ fields: [String: JSONValue]) -> JSONValue {
            guard case .object(var list) = object else { return object }
            for (k, v) in fields.sorted(by: { $0.key < $1.key }) {
                if let i = list.firstIndex(where: { $0.0 == k }) { list[i].1 = v } else { list.append((k, v)) }
            }
            return .object(list)
        }

        // MARK: Layers

        mutating func shapeLayer(_ e: ExportPlan.Entry) -> JSONValue {
            layer(name: e.layer.id, transform: transform(e), shapes: shapeItems(e.content.paints, e))
        }

        /// The shape items of `paints` of the entry's layer, top first.
        mutating func shapeItems(_ paints: [LayerContent.Paint], _ e: ExportPlan.Entry) -> [JSONValue] {
            var items: [JSONValue] = []
            let traced = e.motion.isTraced
            for paint in paints {
                if paint.strokeWidth == nil {
                    items.append(fillGroup(paint, e, traced: traced))
                } else if traced, paint.capFadeRatio != nil {
                    items += tracedStrokeGroups(paint, e)
                } else {
                    items.append(staticStrokeGroup(paint))
                }
            }
            items.reverse()
            return items
        }

        func layer(name: String, transform: JSONValue, shapes: [JSONValue]) -> JSONValue {
            .object([("ddd", .number(0)), ("ind", .number(0)), ("ty", .number(4)), ("nm", .string(name)), ("sr", .number(1)),
                     ("ks", transform), ("ao", .number(0)), ("shapes", .array(shapes)),
                     ("ip", .number(0)), ("op", .number(outPoint)), ("st", .number(0)), ("bm", .number(0))])
        }

        /// The trim path that draws `piece` of subpath `sub` as the entry's draw range moves, keyed
        /// within a quarter pixel of the subpath's length.
        mutating func trimPath(_ e: ExportPlan.Entry, _ sub: LayerContent.Subpath, _ piece: TracePiece) -> JSONValue {
            let ends = zip(e.motion.tail, e.motion.head).map { piece.interval($0, $1) }
            let tolerance = ExportPlan.pixelTolerance / max(sub.length * e.pixelScale, 1e-9) * 100
            return .object([
                ("ty", .string("tm")), ("s", property(ends.map { $0.from * 100 }, tolerance)),
                ("e", property(ends.map { $0.to * 100 }, tolerance)),
                ("o", .object([("a", .number(0)), ("k", .number(trimOffset(piece)))])), ("m", .number(1)),
            ])
        }

        mutating func matteLayer(_ e: ExportPlan.Entry, guide: (subpaths: [LayerContent.Subpath], width: Double)) -> JSONValue {
            var items: [JSONValue] = []
            let white = RGBA.white
            for sub in guide.subpaths where sub.length > 0 {
                for piece in TracePiece.pieces(for: e.layer.draw, isClosed: sub.isClosed) {
                    let trim = trimPath(e, sub, piece)
                    items.append(group([shape(sub), trim, stroke(white, opacity: .object([("a", .number(0)), ("k", .number(100))]),
                                                                  width: guide.width, cap: .round, join: .round, miter: 4)]))
                }
            }
            // Once the draw is whole the renderer draws the fill unmasked: a rectangle over it all.
            let box = plan.scene.parts[e.part].symbol.viewBox
            let full = zip(e.motion.tail, e.motion.head).map { TracePiece.isWhole(tail: $0, head: $1) ? 100.0 : 0 }
            let rect = JSONValue.object([
                ("ty", .string("rc")), ("d", .number(1)),
                ("p", .object([("a", .number(0)), ("k", point(box.center))])),
                ("s", .object([("a", .number(0)), ("k", .array([.number(box.width * 4), .number(box.height * 4)]))])),
                ("r", .object([("a", .number(0)), ("k", .number(0))])),
            ])
            items.append(group([rect, fill(white, opacity: property(full, 0.1), rule: .nonZero)]))
            items.reverse()
            return with(layer(name: e.layer.id + " guide", transform: transform(e, opacity: false), shapes: items),
                        ["td": .number(1)])
        }

        /// The entry's pose as a layer transform; `opacityScale` multiplies its opacity, and
        /// `anchorShift` moves the anchor for content drawn shifted from design units.
        mutating func transform(_ e: ExportPlan.Entry, opacity: Bool = true, opacityScale: Double = 1,
                                anchorShift: Point = .zero) -> JSONValue {
            let m = e.motion
            let turn = ExportPlan.pixelTolerance / m.reach * 180 / .pi
            let scale = ExportPlan.scaleTolerance(e) * 100
            var fields: [(String, JSONValue)] = [
                ("a", .object([("a", .number(0)), ("k", point(m.pivot + anchorShift))])),
                ("p", .object([("s", .bool(true)), ("x", property(m.x, ExportPlan.pixelTolerance)),
                               ("y", property(m.y, ExportPlan.pixelTolerance))])),
                ("s", property2(zip(m.scaleX, m.scaleY).map { [$0 * 100, $1 * 100] }, [scale, scale])),
                ("r", property(m.rotation, turn)),
            ]
            fields.append(("o", opacity ? property(m.opacity.map { $0 * opacityScale * 100 }, ExportPlan.opacityTolerance * 100)
                                        : .object([("a", .number(0)), ("k", .number(100))])))
            return .object(fields)
        }

        // MARK: Shapes

        mutating func fillGroup(_ paint: LayerContent.Paint, _ e: ExportPlan.Entry, traced: Bool) -> JSONValue {
            var items = paint.subpaths.map(shape)
            let opacity: JSONValue
            if paint.fadesWithTrace && traced {
                let values = zip(e.motion.tail, e.motion.head).map { t, h -> Double in
                    let full = TracePiece.isWhole(tail: t, head: h)
                    return paint.opacity * paint.color.a * (full ? 1 : max(h - t, 0)) * 100
                }
                opacity = property(values, ExportPlan.opacityTolerance * 100)
            } else {
                opacity = .object([("a", .number(0)), ("k", .number(paint.opacity * paint.color.a * 100))])
            }
            if let stretched = stretchedRadialFill(paint, opacity: opacity) { return stretched }
            if let width = paint.emboldening {
                items.append(stroke(paint, opacity: opacity, width: width, cap: .round, join: .round, miter: 4))
            }
            items.append(fill(paint, opacity: opacity, rule: paint.fillRule))
            return group(items)
        }

        func staticStrokeGroup(_ paint: LayerContent.Paint) -> JSONValue {
            group(paint.subpaths.map(shape) + [dashed(stroke(paint, opacity: .object([("a", .number(0)), ("k", .number(paint.opacity * paint.color.a * 100))]),
                                                             width: paint.strokeWidth ?? 1, cap: paint.cap, join: paint.join, miter: paint.miterLimit), paint)])
        }

        mutating func tracedStrokeGroups(_ paint: LayerContent.Paint, _ e: ExportPlan.Entry) -> [JSONValue] {
            var groups: [JSONValue] = []
            let fade = zip(e.motion.tail, e.motion.head).map {
                TracePiece.capFade(tail: $0, head: $1, ratio: paint.capFadeRatio ?? 1) * paint.opacity * paint.color.a * 100
            }
            let opacity = property(fade, ExportPlan.opacityTolerance * 100)
            for sub in paint.subpaths where sub.length > 0 {
                for piece in TracePiece.pieces(for: e.layer.draw, isClosed: sub.isClosed) {
                    let trim = trimPath(e, sub, piece)
                    groups.append(group([shape(sub), trim,
                                         dashed(stroke(paint, opacity: opacity, width: paint.strokeWidth ?? 1, cap: .round,
                                                       join: paint.join, miter: paint.miterLimit), paint)]))
                }
            }
            // The first piece drawn lies at the bottom.
            return groups
        }

        /// A trim's offset in degrees. A closed subpath's is nudged by a ten-thousandth of its
        /// length (far below a pixel) so that no piece starts exactly on the wrap point, where
        /// ThorVG drops the piece.
        func trimOffset(_ piece: TracePiece) -> Double {
            piece.offset * 360 + (piece.wraps ? 0.036 : 0)
        }

        func group(_ items: [JSONValue]) -> JSONValue {
            let zero = JSONValue.object([("a", .number(0)), ("k", .array([.number(0), .number(0)]))])
            let tr = JSONValue.object([
                ("ty", .string("tr")), ("p", zero), ("a", zero),
                ("s", .object([("a", .number(0)), ("k", .array([.number(100), .number(100)]))])),
                ("r", .object([("a", .number(0)), ("k", .number(0))])), ("o", .object([("a", .number(0)), ("k", .number(100))])),
                ("sk", .object([("a", .number(0)), ("k", .number(0))])), ("sa", .object([("a", .number(0)), ("k", .number(0))])),
            ])
            return .object([("ty", .string("gr")), ("it", .array(items + [tr])), ("np", .number(Double(items.count)))])
        }

        func fill(_ color: RGBA, opacity: JSONValue, rule: FillRule) -> JSONValue {
            .object([("ty", .string("fl")), ("c", colorValue(color)), ("o", opacity), ("r", .number(rule == .evenOdd ? 2 : 1))])
        }

        func stroke(_ color: RGBA, opacity: JSONValue, width: Double, cap: LineCap, join: LineJoin, miter: Double) -> JSONValue {
            let lc: Double = cap == .butt ? 1 : cap == .round ? 2 : 3
            let lj: Double = join == .round ? 2 : join == .bevel ? 3 : 1
            return .object([("ty", .string("st")), ("c", colorValue(color)), ("o", opacity),
                            ("w", .object([("a", .number(0)), ("k", .number(width))])),
                            ("lc", .number(lc)), ("lj", .number(lj)), ("ml", .number(miter))])
        }

        func colorValue(_ c: RGBA) -> JSONValue {
            .object([("a", .number(0)), ("k", .array([.number(c.r), .number(c.g), .number(c.b), .number(1)]))])
        }

        func point(_ p: Point) -> JSONValue { .array([.number(p.x), .number(p.y)]) }

        /// A subpath as Lottie's vertices with in and out tangents relative to them.
        func shape(_ sub: LayerContent.Subpath) -> JSONValue {
            var v: [Point] = [], ins: [Point] = [], outs: [Point] = []
            var closed = false
            for e in sub.elements {
                switch e {
                case .move(let p): v = [p]; ins = [.zero]; outs = [.zero]
                case .line(let p): v.append(p); ins.append(.zero); outs.append(.zero)
                case .quad(let c, let p):
                    let p0 = v.last ?? .zero
                    outs[outs.count - 1] = (p0 + (c - p0) * (2.0 / 3)) - p0
                    v.append(p); ins.append((p + (c - p) * (2.0 / 3)) - p); outs.append(.zero)
                case .cubic(let c1, let c2, let p):
                    let p0 = v.last ?? .zero
                    outs[outs.count - 1] = c1 - p0
                    v.append(p); ins.append(c2 - p); outs.append(.zero)
                case .close: closed = true
                }
            }
            if closed, v.count > 1, let first = v.first, let last = v.last, first.distance(to: last) < 1e-9 {
                ins[0] = ins[ins.count - 1]
                v.removeLast(); ins.removeLast(); outs.removeLast()
            }
            func list(_ ps: [Point]) -> JSONValue { .array(ps.map { point($0) }) }
            return .object([("ty", .string("sh")),
                            ("ks", .object([("a", .number(0)), ("k", .object([("c", .bool(closed)), ("v", list(v)), ("i", list(ins)), ("o", list(outs))]))]))])
        }

        // MARK: Keyframes

        /// A one-number property fitted within `tolerance`.
        mutating func property(_ samples: [Double], _ tolerance: Double) -> JSONValue {
            let track = plan.track(samples, tolerance: tolerance)
            return keyed(track, vector: false)
        }

        /// A two-number property whose numbers share key times and easing (rlottie reads one
        /// easing for both).
        mutating func property2(_ samples: [[Double]], _ tolerance: [Double]) -> JSONValue {
            let track = plan.fit(samples, tolerance: tolerance, sharedEasing: true)
            return keyed(track, vector: true)
        }

        mutating func keyed(_ track: KeyframeTrack, vector: Bool) -> JSONValue {
            samples += plan.times.count
            func value(_ v: [Double]) -> JSONValue { vector ? .array(v.map { .number($0) }) : .number(v[0]) }
            guard track.isAnimated else {
                keyframes += 1
                return .object([("a", .number(0)), ("k", value(track.initial))])
            }
            keyframes += track.keys.count
            let (x1, x2) = KeyframeTrack.timeHandles
            var keys: [JSONValue] = []
            for (i, key) in track.keys.enumerated() {
                var fields: [(String, JSONValue)] = [("t", .number(key.time * fps)), ("s", .array(key.value.map { .number($0) }))]
                if i < track.keys.count - 1 {
                    let n = key.value.count
                    fields.append(("o", .object([("x", .array(Array(repeating: .number(x1), count: n))),
                                                 ("y", .array(key.easing.map { .number($0.0) }))])))
                    fields.append(("i", .object([("x", .array(Array(repeating: .number(x2), count: n))),
                                                 ("y", .array(key.easing.map { .number($0.1) }))])))
                }
                keys.append(.object(fields))
            }
            return .object([("a", .number(1)), ("k", .array(keys))])
        }
    }
}

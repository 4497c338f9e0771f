import FileAccess
import Foundation
import Geometry
import SVGLoader
import SymbolEffects
import SymbolModel

/// Writes an ``ExportScene`` as a GTK path animation (`.gpa`, GTK 4.22's animated symbolic
/// icons) for the effects that format can express: draws in and out, by layer, individually or
/// of the whole symbol, forward, reversed or both ways, and their Reduce Motion fades.
///
/// GTK's format has no keyframes: each path belongs to states, and comes or goes with a
/// *transition* (a type, a duration, a delay, one of five CSS easings) when the state changes.
/// So the writer reads the engine's samples of each layer (``ExportPlan``) and recognises them
/// as such a transition:
///
/// - a traced layer's strokes become *animate* transitions, one `<path>` per subpath (GTK
///   trims a path over its subpaths end to end; the engine draws every subpath of a layer
///   at once). `gpa:origin` says where the draw starts (0 its start, 1 its end, between for a
///   draw both ways); a closed subpath is rewritten to begin where the engine's draw begins;
/// - fills in a tracing layer fade with its drawn fraction, which is a *fade* transition of the
///   same timing; a layer that only fades (Reduce Motion) is a fade too;
/// - timing: the duration is the layer's draw, and the easing the one of GTK's five that fits
///   the engine's progress best (the engine eases a trace as `ease-in-out`, exactly). GTK waits
///   an icon-wide delay D, the longest `duration + delay`, after a switch (see the player's
///   ``GPAPlayer/stateChangeDelay``): a draw-in's delays are negative, `start − D`, so each
///   layer still starts when the engine starts it; a draw-out's are `D − end`.
///
/// The icon has one state, 0, holding every drawn path. A draw-in plays switching from the unset
/// state −1 to 0, a draw-out from 0 to −1: `render FILE.gpa --from-state -1 --state 0`.
/// Whatever else moves a layer (bounce, wiggle, scale, breathe, rotate, pulse, variable colour,
/// appear, replace) the format cannot say, and the writer refuses it with a ``Refusal`` naming
/// the layer and what it does.
public struct GPAWriter {
    /// Why a scene cannot be written as a `.gpa`.
    public struct Refusal: Error, CustomStringConvertible, Sendable {
        /// Shown escaped (``Swift/String/terminalSafe``): it quotes layer ids and file names.
        public var description: String

        public init(description: String) { self.description = description.terminalSafe }
    }

    /// The file and what it says about itself.
    public struct Output: Sendable {
        public var text: String
        /// What the file approximates, one sentence each.
        public var notes: [String]
        public var span: ExportSpan
        /// How many paths carry a transition.
        public var transitionCount: Int
        public var sampleCount: Int
        /// The states the file plays between: from `from` to 0.
        public var from: Int
    }

    public init() {}

    /// One path of the file.
    private struct Item {
        var id: String
        var data: String
        var kind: GPATransition.Kind
        var start: Double, end: Double
        var easing: GPAEasing
        var origin: Double
        /// `foreground` or a CSS colour.
        var paintName: String
        var fallback: String
        var opacity: Double
        /// The engine's fade-in of a starting trace (or fade-out of an ending one) as a SMIL
        /// opacity animation: from `begin` (seconds after the trigger) for `duration`, through
        /// `values` evenly spaced.
        var fade: (begin: Double, duration: Double, values: [Double])?
        /// For an attachment: the path it rides and where on its drawn part (0 tail, 1 head).
        var attach: (host: String, position: Double)?
        /// For a stroke of a shape that is also filled, drawn whole: the fill's paint name, CSS
        /// colour, opacity and rule, so one path carries both and a fade composites them once,
        /// as the renderer fades a layer of two paints.
        var fill: (name: String, css: String, opacity: Double, rule: FillRule)?
        /// For a stroke: its width in the icon's units; nil for a fill.
        var strokeWidth: Double?
        var paint: LayerContent.Paint
    }

    public func write(_ scene: ExportScene) throws -> Output {
        guard scene.parts.count == 1, let part = scene.parts.first else {
            throw Refusal(description: "a replace carries two symbols; GTK's path animation format draws one icon")
        }
        // GTK draws paths, not groups: a shared fade stays in each layer's opacity.
        let plan = try ExportPlan.checked(scene, groupingFades: false)
        let span = plan.timeline.span
        if span.loops {
            throw Refusal(description: "\(part.symbol.name): the effect repeats without end by moving, turning or fading layers; "
                          + "GTK's loops only move the drawn part of a path")
        }
        let times = plan.times
        let box = part.symbol.viewBox
        if Self.number(box.width) == "0" || Self.number(box.height) == "0" {
            throw Refusal(description: "\(part.symbol.name): its design box (\(String(format: "%g", box.width)) × \(String(format: "%g", box.height))) "
                          + "is too small to write with four decimals; GTK's format would read it as empty (scale the drawing up)")
        }
        // The foreground colour: what a primary layer's `currentColor` paints take.
        guard let primary = part.symbol.layers.first(where: { $0.hierarchy == .primary }) ?? part.symbol.layers.first else {
            throw Refusal(description: "\(part.symbol.name): the symbol has no layers to draw")
        }
        let tint = part.layerPaint(primary).color
        let rest = Self.restPose(part, at: span.start + span.duration)
        var notes: [String] = []
        var items: [Item] = []
        var drawsIn: Bool?
        // Ids as XML names, unique: layers "a b", "a_b" and "a?b" must not share one.
        var usedIDs = Set<String>()
        // Per traced layer: the path its attachments ride (its first stroke's last subpath).
        var hosts: [Int: (id: String, path: Path, forward: Bool, start: Double, end: Double, arriving: Bool)] = [:]
        for entry in plan.entries {
            let m = entry.motion
            let id = entry.layer.id
            if case .attachment(let hostID) = entry.layer.draw.kind {
                guard let h = part.symbol.layerIndex(id: hostID), let host = hosts[h] else {
                    throw Refusal(description: "layer \(id) rides layer \(hostID), which is not a stroke drawn before it")
                }
                items += try Self.attachment(entry, to: host, rest: rest.transform, times: times, tint: tint, ids: &usedIDs)
                continue
            }
            let turn = ExportPlan.pixelTolerance / m.reach * 180 / .pi, stretch = ExportPlan.pixelTolerance / m.reach
            func moves(_ v: [Double], _ tolerance: Double) -> Bool { (v.max() ?? 0) - (v.min() ?? 0) > tolerance }
            if moves(m.x, ExportPlan.pixelTolerance) || moves(m.y, ExportPlan.pixelTolerance) || moves(m.rotation, turn)
                || moves(m.scaleX, stretch) || moves(m.scaleY, stretch) || moves(m.shear, turn) {
                if (m.head.max() ?? 0) - (m.head.min() ?? 0) > 0.5, m.scaleX.contains(where: { $0 < (m.scaleX.max() ?? 0) * 0.9 }) {
                    throw Refusal(description: "layer \(id) appears by growing as the draw reaches it (a layer the draw does not trace); "
                                  + "GTK's path animation format cannot express the growth")
                }
                throw Refusal(description: "layer \(id) moves, turns or scales (as bounce, wiggle, scale, breathe, rotate and appear do); "
                              + "GTK's path animation format cannot express it")
            }
            // The layer's progress from hidden (0) to shown whole (1), from its drawn range or,
            // for a layer that only fades, its opacity.
            // The last sample of a draw may land a hair short of whole, as the other writers allow.
            let ranges = zip(m.tail, m.head).map { TracePiece.isWhole(tail: $0, head: $1) ? DrawRange.full : DrawRange(tail: $0, head: $1) }
            let visible = zip(ranges, m.opacity).map { !$0.isEmpty && $1 > 0 }
            let wholeOpacities = zip(ranges, m.opacity).filter { $0.0.isFull && $0.1 > 0 }.map(\.1)
            guard let opacity = wholeOpacities.max() else {
                if visible.contains(true) {
                    throw Refusal(description: "layer \(id) is drawn in part but never whole; GTK's transitions end with the path whole or gone")
                }
                continue
            }
            let traced = ranges.contains { !$0.isFull && !$0.isEmpty }
            let progress: [Double]
            if traced {
                progress = ranges.map { $0.isEmpty ? 0 : min(max($0.coverage, 0), 1) }
            } else {
                if moves(wholeOpacities, 4 * ExportPlan.opacityTolerance) && !Self.isMonotone(m.opacity) {
                    throw Refusal(description: "layer \(id) pulses or dims (as pulse and variable colour do); "
                                  + "GTK's path animation format cannot express it")
                }
                progress = zip(ranges, m.opacity).map { $0.isEmpty ? 0 : min(max($1 / opacity, 0), 1) }
            }
            guard let first = progress.first, let last = progress.last else { continue }
            if progress.allSatisfy({ $0 <= 1e-6 }) { continue }
            let arriving = last > first
            let changes = progress.contains { $0 < 1 - 1e-6 }
            if (first > 1e-6 && first < 1 - 1e-6) || (last > 1e-6 && last < 1 - 1e-6) || !Self.isMonotone(progress) {
                throw Refusal(description: "layer \(id) neither comes nor goes (it is drawn in part at the start or the end, or "
                              + "draws back and forth); GTK's transitions take a path from gone to whole or back")
            }
            if changes, let d = drawsIn, d != arriving {
                throw Refusal(description: "some layers draw in while others draw out; a GTK state switch does one or the other per path, "
                              + "export them apart")
            }
            if changes { drawsIn = arriving }
            let timing = changes ? Self.fit(times: times, progress: arriving ? progress : progress.map { 1 - $0 })
                                 : (start: 0, end: 0, easing: GPAEasing.linear, error: 0)
            if timing.error > 0.02 {
                notes.append("layer \(id): its timing is eased as \(timing.easing.rawValue) to within \(String(format: "%.1f", timing.error * 100)) % of its progress")
            }
            if case .guide = entry.layer.draw.kind, traced {
                throw Refusal(description: "layer \(id) reveals a fill along a guide; GTK draws a path in part as its stroke only")
            }
            let design = rest.layers[m.layer].transform.concatenating(rest.transform)
            let tailMoves = m.tail.contains { $0 > 1e-6 } && traced
            let isStatic = progress.allSatisfy { $0 >= 1 - 1e-6 }
            for (p, paint) in entry.content.paints.enumerated() {
                let isTrace = paint.strokeWidth != nil && traced
                let level = Self.colour(paint.color, tint: tint)
                // What multiplies the paint while the trace starts or ends: the layer's fade-in
                // and, for a stroke, the fade of a piece shorter than half its width.
                let alpha = progress.indices.map { k -> Double in
                    guard traced, progress[k] > 0 else { return 0 }
                    let fade = isTrace ? TracePiece.capFade(tail: m.tail[k], head: m.head[k], ratio: paint.capFadeRatio ?? 1) : 1
                    return min(max(m.opacity[k] / opacity * fade, 0), 1)
                }
                let fade = traced ? Self.fadeWindow(alpha, progress: progress, times: times, arriving: arriving,
                                                    start: timing.start, end: timing.end) : nil
                func item(_ n: Int, _ path: Path, origin: Double) -> Item {
                    Item(id: Self.uniqueIdentifier("\(id)-\(p)-\(n)", among: &usedIDs), data: Self.pathData(path.applying(design)),
                         kind: isStatic ? .none : isTrace ? .animate : .fade,
                         start: timing.start, end: timing.end, easing: timing.easing, origin: origin,
                         paintName: level.name, fallback: level.css, opacity: paint.opacity * paint.color.a * opacity,
                         fade: fade, attach: nil, fill: nil, strokeWidth: paint.strokeWidth.map { $0 * design.meanScale }, paint: paint)
                }
                if isTrace {
                    for (n, sub) in paint.subpaths.enumerated() where sub.length > 0 {
                        let halves = Self.drawnPaths(sub, annotation: entry.layer.draw, tailMoves: tailMoves)
                        for (h, placed) in halves.enumerated() {
                            items.append(item(halves.count > 1 ? 2 * n + h : n, placed.path, origin: placed.origin))
                        }
                        if let placed = halves.first, p == entry.content.paints.firstIndex(where: { $0.strokeWidth != nil }),
                           !entry.layer.draw.isBidirectional {
                            hosts[m.layer] = (items[items.count - 1].id, placed.path.applying(design), entry.layer.draw.direction == .forward,
                                              timing.start, timing.end, arriving)
                        }
                    }
                } else {
                    items.append(item(0, Path(elements: paint.subpaths.flatMap(\.elements)), origin: 0))
                }
            }
            if traced, entry.content.paints.contains(where: { $0.strokeWidth != nil && $0.cap != .round }) {
                notes.append("layer \(id): its strokes keep their own caps while drawn in part (the engine rounds them)")
            }
        }
        if drawsIn == false, let still = items.first(where: { $0.kind == .none }) {
            throw Refusal(description: "path \(still.id) stays drawn while the others draw out; in GTK's format every path "
                          + "leaves with the icon's state")
        }
        try Self.checkLimits(items, name: part.symbol.name)
        let text = Self.document(scene: scene, items: items, arriving: drawsIn ?? true)
        try Self.checkReadsBack(text, name: part.symbol.name)
        return Output(text: text, notes: notes.map(\.terminalSafe), span: span, transitionCount: items.filter { $0.kind != .none }.count,
                      sampleCount: times.count * plan.entries.count, from: drawsIn == false ? 0 : GPAState.unset)
    }

    /// What symbolview's own reader takes of a `.gpa` file (``SVGLimits``): the writer refuses
    /// a file beyond it rather than write one that `render` then refuses.
    static let limits = SVGLimits.default

    /// Refuses `items` when the file would hold more elements than the reader takes: each path,
    /// its fade animation, and the root.
    private static func checkLimits(_ items: [Item], name: String) throws {
        let elements = 1 + items.count + items.filter { $0.fade != nil }.count
        guard elements <= limits.maxElements else {
            throw Refusal(description: "\(name): the file would hold \(elements) elements (one path per traced subpath, and its fade), "
                          + "more than the \(limits.maxElements) a .gpa file may hold to be read back")
        }
    }

    /// Refuses `text` unless symbolview's reader loads it: every limit it holds a file to (path
    /// segments, attribute length, coordinates) is checked by reading the file as it will be read.
    private static func checkReadsBack(_ text: String, name: String) throws {
        do {
            _ = try GPALoader.load(data: Data(text.utf8), name: name + ".gpa", limits: limits)
        } catch {
            throw Refusal(description: "\(name): the written file would not read back, so it is not written: \(error)")
        }
    }

    /// The part's pose at `time`, where every layer is at rest in place.
    private static func restPose(_ part: ExportScene.Part, at time: Double) -> SymbolState {
        part.state(at: time)
    }

    /// Whether `values` never rise after falling or fall after rising (by more than noise).
    static func isMonotone(_ values: [Double]) -> Bool {
        var rose = false, fell = false
        for (a, b) in zip(values, values.dropFirst()) {
            if b > a + 1e-6 { rose = true }
            if b < a - 1e-6 { fell = true }
        }
        return !(rose && fell)
    }

    /// A transition's timing fitted to `progress` (rising from 0 to 1) sampled at `times`: for
    /// each of GTK's easings, the start and end that put its inverse on a straight line through
    /// the samples (least squares), then the easing whose curve strays least from them.
    static func fit(times: [Double], progress: [Double]) -> (start: Double, end: Double, easing: GPAEasing, error: Double) {
        let firstMoving = progress.firstIndex { $0 > 1e-6 } ?? 0
        let firstWhole = progress.firstIndex { $0 >= 1 - 1e-6 } ?? (progress.count - 1)
        let coarse = (start: max(times[max(firstMoving - 1, 0)], 0), end: times[firstWhole])
        let inner = progress.indices.filter { progress[$0] > 0.02 && progress[$0] < 0.98 }
        var best = (start: coarse.start, end: max(coarse.end, coarse.start + 1e-3), easing: GPAEasing.linear, error: Double.infinity)
        for easing in GPAEasing.allCases {
            var candidate = (start: coarse.start, end: max(coarse.end, coarse.start + 1e-3))
            if inner.count >= 2 {
                let us = inner.map { inverse(easing, progress[$0]) }
                let ts = inner.map { times[$0] }
                let n = Double(inner.count)
                let mt = ts.reduce(0, +) / n, mu = us.reduce(0, +) / n
                var sxy = 0.0, sxx = 0.0
                for (t, u) in zip(ts, us) { sxy += (t - mt) * (u - mu); sxx += (t - mt) * (t - mt) }
                let slope = sxx > 0 ? sxy / sxx : 0
                if slope > 1e-9 {
                    let start = mt - mu / slope
                    candidate = (start: max(start, 0), end: start + 1 / slope)
                }
            }
            var error = 0.0
            for (t, p) in zip(times, progress) {
                let u = (t - candidate.start) / max(candidate.end - candidate.start, 1e-9)
                error = max(error, abs(GPAPlayer.ease(easing, u) - p))
            }
            if error < best.error { best = (candidate.start, candidate.end, easing, error) }
        }
        return best
    }

    /// An attached layer's paths: drawn whole, riding `host`'s tip with `gpa:attach-to`, shown
    /// with the host's draw and faded in (or out) as the engine fades it.
    ///
    /// The engine designs an attachment where it sits when its host is whole, at the host's
    /// final tip, and moves it by the turn of the tip's direction since then. GTK puts a path's
    /// start point on the tip, turned by the tip's direction itself. So each path starts with a
    /// move to the final tip, and its shape is turned back by the direction there.
    private static func attachment(_ entry: ExportPlan.Entry, to host: (id: String, path: Path, forward: Bool, start: Double, end: Double, arriving: Bool),
                                   rest: Transform, times: [Double], tint: RGBA, ids: inout Set<String>) throws -> [Item] {
        let m = entry.motion
        let measure = PathMeasure(host.path)
        let tip = measure.position(at: host.forward ? measure.length : 0)
        let turnBack = Transform.translation(-tip.point.x, -tip.point.y)
            .concatenating(.rotation(-atan2(tip.tangent.y, tip.tangent.x)))
            .concatenating(.translation(tip.point.x, tip.point.y))
        let opacity = m.opacity.max() ?? 0
        guard opacity > 0 else { return [] }
        let shown = m.opacity.map { $0 > 0 ? 1.0 : 0 }
        let alpha = m.opacity.map { min(max($0 / opacity, 0), 1) }
        let fade = fadeWindow(alpha, progress: shown, times: times, arriving: host.arriving, start: host.start, end: host.end)
        var items: [Item] = []
        for (p, pair) in merged(entry.content.paints, tint: tint, opacity: opacity).enumerated() {
            let (paint, fill) = pair
            let level = colour(paint.color, tint: tint)
            let shape = Path(elements: paint.subpaths.flatMap(\.elements)).applying(rest).applying(turnBack)
            items.append(Item(id: uniqueIdentifier("\(entry.layer.id)-\(p)-0", among: &ids),
                        data: "M" + number(tip.point.x) + " " + number(tip.point.y) + " " + pathData(shape),
                        kind: host.arriving ? .none : .fade,
                        start: host.arriving ? host.start : host.end - 0.001, end: host.end, easing: .linear, origin: 0,
                        paintName: level.name, fallback: level.css, opacity: paint.opacity * paint.color.a * opacity,
                        fade: fade, attach: (host.id, host.forward ? 1 : 0), fill: fill, strokeWidth: paint.strokeWidth, paint: paint))
        }
        return items
    }

    /// `paints`, with a fill followed by a stroke of the same outline as one stroke that also
    /// fills.
    static func merged(_ paints: [LayerContent.Paint], tint: RGBA, opacity: Double)
        -> [(LayerContent.Paint, (name: String, css: String, opacity: Double, rule: FillRule)?)] {
        var out: [(LayerContent.Paint, (name: String, css: String, opacity: Double, rule: FillRule)?)] = []
        var k = 0
        while k < paints.count {
            let paint = paints[k]
            if paint.strokeWidth == nil, k + 1 < paints.count, paints[k + 1].strokeWidth != nil,
               paints[k + 1].subpaths.map(\.elements) == paint.subpaths.map(\.elements) {
                let level = colour(paint.color, tint: tint)
                out.append((paints[k + 1], (level.name, level.css, paint.opacity * paint.color.a * opacity, paint.fillRule)))
                k += 2
            } else {
                out.append((paint, nil))
                k += 1
            }
        }
        return out
    }

    /// Where `alpha` (per sample) is below 1 while a trace starts (`arriving`) or ends, as a
    /// window of 16 evenly spaced values; nil when it never is.
    static func fadeWindow(_ alpha: [Double], progress: [Double], times: [Double], arriving: Bool,
                           start: Double, end: Double) -> (begin: Double, duration: Double, values: [Double])? {
        let opaque = 1 - 1e-3
        let drawn = alpha.indices.filter { progress[$0] > 1e-6 }
        guard let first = drawn.first, let last = drawn.last, drawn.contains(where: { alpha[$0] < opaque }) else { return nil }
        let from: Double, to: Double
        if arriving {
            from = start
            to = drawn.first { alpha[$0] >= opaque }.map { times[$0] } ?? times[last]
        } else {
            from = drawn.last { alpha[$0] >= opaque }.map { times[$0] } ?? times[first]
            to = end
        }
        guard to > from + 1e-3 else { return nil }
        func at(_ t: Double) -> Double {
            guard let i = times.firstIndex(where: { $0 >= t }) else { return arriving ? 1 : 0 }
            guard i > 0 else { return alpha[0] }
            let u = (t - times[i - 1]) / max(times[i] - times[i - 1], 1e-12)
            return alpha[i - 1] + (alpha[i] - alpha[i - 1]) * u
        }
        var values = (0...15).map { at(from + (to - from) * Double($0) / 15) }
        values[arriving ? 15 : 0] = 1
        if !arriving { values[15] = 0 }
        return (from, to - from, values)
    }

    /// The `u` at which `easing` reaches `p`.
    static func inverse(_ easing: GPAEasing, _ p: Double) -> Double {
        var lo = 0.0, hi = 1.0
        for _ in 0..<50 {
            let mid = (lo + hi) / 2
            if GPAPlayer.ease(easing, mid) < p { lo = mid } else { hi = mid }
        }
        return (lo + hi) / 2
    }

    /// A traced subpath as GTK draws it: the paths to write, each with `gpa:origin`, the point
    /// its draw grows from (or, drawn out, shrinks to), for the engine's annotation.
    ///
    /// A one-way trace is one path, rewritten to begin where the engine's draw begins on a
    /// closed subpath. A trace both ways is two halves meeting at its start, each a one-way
    /// trace away from it: GTK draws a path out towards one point only, and the engine draws
    /// both ways out towards the two ends.
    static func drawnPaths(_ sub: LayerContent.Subpath, annotation: DrawAnnotation, tailMoves: Bool) -> [(path: Path, origin: Double)] {
        let path = Path(elements: sub.elements)
        let start = min(max(annotation.start, 0), 1)
        // Drawn in, the range grows from its tail; drawn out, the tail catches up with the head
        // (the range shrinks towards the trace's end) or the head falls back.
        func origin(forward: Bool) -> Double { tailMoves == forward ? 1 : 0 }
        if annotation.isBidirectional {
            let measure = PathMeasure(path)
            let length = measure.length, at = start * length
            let ahead = sub.isClosed ? measure.trimmed(subpath: 0, from: at, to: at + length / 2)
                                     : measure.trimmed(subpath: 0, from: at, to: length)
            let behind = sub.isClosed ? measure.trimmed(subpath: 0, from: at - length / 2, to: at)
                                      : measure.trimmed(subpath: 0, from: 0, to: at)
            return [(ahead, origin(forward: true)), (behind, origin(forward: false))].filter { !$0.0.elements.isEmpty }
        }
        let begun = sub.isClosed && start > 0 ? rotated(path, to: start) : path
        return [(begun, origin(forward: annotation.direction == .forward))]
    }

    /// A closed subpath rewritten to begin at `fraction` of its length.
    static func rotated(_ path: Path, to fraction: Double) -> Path {
        let measure = PathMeasure(path)
        let length = measure.length
        guard length > 0, fraction > 0, fraction < 1 else { return path }
        var out = measure.trimmed(subpath: 0, from: fraction * length, to: fraction * length + length * (1 - 1e-9))
        out.close()
        return out
    }

    /// A colour as GTK's format names it: `foreground` for the tint, else a CSS colour.
    static func colour(_ c: RGBA, tint: RGBA) -> (name: String, css: String) {
        let channel = ExportNumber.byte
        let css = "rgb(\(channel(c.r)),\(channel(c.g)),\(channel(c.b)))"
        let isTint = abs(c.r - tint.r) < 1e-6 && abs(c.g - tint.g) < 1e-6 && abs(c.b - tint.b) < 1e-6
        return (isTint ? "foreground" : css, css)
    }

    /// An XML name from a layer's id: letters, digits, `-`, `_` and `.` kept, anything else
    /// `_`, and a `_` in front of a name that would start with a digit, `-` or `.`.
    static func identifier(_ text: String) -> String {
        let kept = String(text.unicodeScalars.map { s -> Character in
            s.properties.isAlphabetic || ("0"..."9").contains(s) || "-_.".unicodeScalars.contains(s) ? Character(s) : "_"
        })
        guard let first = kept.unicodeScalars.first, first.properties.isAlphabetic || first == "_" else { return "_" + kept }
        return kept
    }

    /// ``identifier(_:)`` of `text`, with `-2`, `-3`… added until it is not in `used`, and
    /// then added to it.
    static func uniqueIdentifier(_ text: String, among used: inout Set<String>) -> String {
        let base = identifier(text)
        var id = base, n = 1
        while used.contains(id) {
            n += 1
            id = "\(base)-\(n)"
        }
        used.insert(id)
        return id
    }

    static func number(_ v: Double) -> String { ExportNumber.text(v) }

    /// SVG path data with numbers to four decimals (a ten-thousandth of a design unit).
    static func pathData(_ path: Path) -> String {
        func point(_ p: Point) -> String { number(p.x) + " " + number(p.y) }
        return path.elements.map { e -> String in
            switch e {
            case .move(let p): return "M" + point(p)
            case .line(let p): return "L" + point(p)
            case .quad(let c, let p): return "Q" + point(c) + " " + point(p)
            case .cubic(let a, let b, let p): return "C" + point(a) + " " + point(b) + " " + point(p)
            case .close: return "Z"
            }
        }.joined(separator: " ")
    }

    static func milliseconds(_ seconds: Double) -> String { number((seconds * 1000 * 10).rounded() / 10) + "ms" }

    private static func document(scene: ExportScene, items: [Item], arriving: Bool) -> String {
        let box = scene.parts[0].symbol.viewBox
        // GTK's icon-wide delay: the longest end of a transition.
        let delay = items.filter { $0.kind != .none }.map(\.end).max() ?? 0
        var out = "<svg xmlns='http://www.w3.org/2000/svg' xmlns:gpa='https://www.gtk.org/grappa'\n"
        out += "     width='\(number(box.width))' height='\(number(box.height))' "
        out += "viewBox='\(number(box.x)) \(number(box.y)) \(number(box.width)) \(number(box.height))'\n"
        out += "     gpa:version='1' gpa:state='0'>\n"
        for item in items {
            out += "  <path id='\(item.id)' d='\(item.data)'\n        gpa:states='0'"
            if item.kind != .none || arriving {
                let duration = max(item.end - item.start, 0)
                // A path that does not change shows from the switch (none, its start 0 − D).
                let itemDelay = arriving ? item.start - delay : delay - item.end
                let kind = item.kind == .none ? GPATransition.Kind.none : item.kind
                out += " gpa:transition-type='\(kind.rawValue)'"
                out += " gpa:transition-duration='\(milliseconds(duration))' gpa:transition-delay='\(milliseconds(itemDelay))'"
                out += " gpa:transition-easing='\(item.easing.rawValue)'"
                if kind == .animate { out += " gpa:origin='\(number(item.origin))'" }
            }
            if let attach = item.attach {
                out += " gpa:attach-to='\(attach.host)' gpa:attach-pos='\(number(attach.position))'"
            }
            out += "\n        "
            let paint = item.paint
            if let width = item.strokeWidth {
                let cap = paint.cap == .round ? "round" : paint.cap == .square ? "square" : "butt"
                let join = paint.join == .round ? "round" : paint.join == .bevel ? "bevel" : "miter"
                if let fill = item.fill {
                    out += "fill='\(fill.css)' gpa:fill='\(fill.name)'"
                    if fill.rule == .evenOdd { out += " fill-rule='evenodd'" }
                    if fill.opacity < 1 { out += " fill-opacity='\(number(fill.opacity))'" }
                } else {
                    out += "fill='none'"
                }
                out += " stroke='\(item.fallback)' gpa:stroke='\(item.paintName)' stroke-width='\(number(width))'"
                out += " stroke-linecap='\(cap)' stroke-linejoin='\(join)'"
                if item.opacity < 1 { out += " stroke-opacity='\(number(item.opacity))'" }
            } else {
                out += "stroke='none' fill='\(item.fallback)' gpa:fill='\(item.paintName)'"
                if paint.fillRule == .evenOdd { out += " fill-rule='evenodd'" }
                if item.opacity < 1 { out += " fill-opacity='\(number(item.opacity))'" }
            }
            if let fade = item.fade {
                // Begun by the switch (fired after GTK's icon-wide delay): an offset back to the
                // trigger's time. No fill: once done the path is opaque, or gone.
                let offset = fade.begin - delay
                let edge = arriving ? "begin" : "end"
                out += ">\n    <animate attributeName='opacity' begin='gpa:states(0).\(edge) \(offset < 0 ? "-" : "+") \(milliseconds(abs(offset)))'"
                out += " dur='\(milliseconds(fade.duration))' values='\(fade.values.map(number).joined(separator: ";"))'/>\n  </path>\n"
            } else {
                out += "/>\n"
            }
        }
        out += "</svg>\n"
        return out
    }
}

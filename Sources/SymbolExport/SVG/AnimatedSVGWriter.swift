import Foundation
import Geometry
import SymbolModel

/// Writes an ``ExportScene`` as an SVG animated by CSS `@keyframes` alone: no script, so it
/// plays wherever SVG does, inside `<img>` too.
///
/// Each layer is a short stack of groups whose CSS transform properties (`translate`, `rotate`,
/// `scale`) and `opacity` carry the layer's pose about its pivot, each number its own fitted
/// animation so each keeps its own easing. A traced stroke is one path per subpath with
/// `pathLength="1"`, drawn by animating `stroke-dasharray` and `stroke-dashoffset`; a fill
/// revealed along a guide shows through a mask that strokes the trimmed guide. With a Reduce
/// Motion scene, `@media (prefers-reduced-motion: reduce)` swaps in its animations.
public struct AnimatedSVGWriter {
    public struct Output: Sendable {
        public var text: String
        public var notes: [String]
        public var span: ExportSpan
        public var keyframeCount: Int
        public var sampleCount: Int
    }

    public init() {}

    /// The SVG of `scene`, or an ``ExportRangeError`` naming the number of its geometry that no
    /// browser (or symbolview's reader) could take.
    public func write(_ scene: ExportScene, reducedMotion: ExportScene? = nil) throws -> Output {
        var out = try unprefixed(scene, reducedMotion: reducedMotion)
        out.text = (scene.idPrefix ?? .derived(stem: scene.name)).applied(to: out.text)
        return out
    }

    /// The SVG with ``ExportIDPrefix/placeholder`` where its prefix goes, for a writer that wraps
    /// it (``HTMLFragmentWriter``) and puts one prefix into the whole.
    func unprefixed(_ scene: ExportScene, reducedMotion: ExportScene? = nil) throws -> Output {
        let plan = try ExportPlan.checked(scene)
        let reduced = try reducedMotion.map { try ExportPlan.checked($0, matching: plan) }
        var b = Builder(plan: plan, reduced: reduced)
        b.build()
        var svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(scene.width)\" height=\"\(scene.height)\" "
            + "viewBox=\"0 0 \(scene.width) \(scene.height)\"\(Self.rootAttributes(scene))>\n"
        svg += "<title>\(Self.escaped(scene.label ?? scene.name))</title>\n<style>\n"
        svg += b.keyframes.joined(separator: "\n") + "\n"
        svg += b.rules.joined(separator: "\n") + "\n"
        if !b.reducedRules.isEmpty {
            svg += "@media (prefers-reduced-motion: reduce) {\n" + b.reducedRules.joined(separator: "\n") + "\n}\n"
        }
        svg += "</style>\n" + b.body + "</svg>\n"
        let planNotes = plan.notes + (reduced?.notes ?? []).filter { !plan.notes.contains($0) }
        var seen = Set(planNotes)
        return Output(text: svg, notes: planNotes + b.notes.filter { seen.insert($0).inserted },
                      span: plan.timeline.span, keyframeCount: b.keyframeCount, sampleCount: b.sampleCount)
    }

    /// The root's attributes beyond its size: none for a film; for a trigger, a class the rules
    /// hang on and an accessible name (`role="img"`, `aria-label`), and for `focus` a place in
    /// the tab order. A toggle's SVG is hidden from assistive technology: its checkbox carries
    /// the name and the state.
    static func rootAttributes(_ scene: ExportScene) -> String {
        let label = XMLText.escaped(scene.label ?? scene.name)
        switch scene.trigger {
        case .load: return ""
        case .hover: return " class=\"\(scoped("root"))\" role=\"img\" aria-label=\"\(label)\""
        case .focus: return " class=\"\(scoped("root"))\" role=\"img\" aria-label=\"\(label)\" tabindex=\"0\""
        case .toggle: return " class=\"\(scoped("root"))\" aria-hidden=\"true\""
        }
    }

    /// Source text (the title) as XML character data (``XMLText``).
    static func escaped(_ s: String) -> String { XMLText.escaped(s) }

    static func number(_ v: Double) -> String { ExportNumber.text(v) }

    /// `name` (an id, class or keyframe name) scoped to the file by its ``ExportIDPrefix``.
    static func scoped(_ name: String) -> String { ExportIDPrefix.scoped(name) }

    /// One animated CSS property of an element: its value at each sample in both forms.
    struct Property {
        var name: String
        /// The CSS value for a number.
        var format: (Double) -> String
        var tolerance: Double
        var samples: [Double]
        var reducedSamples: [Double]?
    }

    struct Builder {
        let plan: ExportPlan
        let reduced: ExportPlan?
        var keyframes: [String] = []
        var rules: [String] = []
        var reducedRules: [String] = []
        var body = ""
        var keyframeCount = 0
        var sampleCount = 0
        var counter = 0
        /// What the file leaves out beyond the plans' notes.
        var notes: [String] = []
        /// While a layer that paints once is written: its opacity over time (and in the Reduce
        /// Motion form), multiplied into that paint's own opacity instead of a group's.
        var folded: (normal: [Double], reduced: [Double]?)?
        /// The id of each gradient element written, by its definition.
        var gradientIDs: [String: String] = [:]

        init(plan: ExportPlan, reduced: ExportPlan?) {
            self.plan = plan
            // The Reduce Motion scene must draw the same layers to be swapped in.
            if let reduced, reduced.entries.count == plan.entries.count { self.reduced = reduced } else { self.reduced = nil }
        }

        mutating func build() {
            var open: [Int] = []
            var partStart: [Int: Int] = [:]
            var fadingPart: Int?
            for (i, entry) in plan.entries.enumerated() {
                if partStart[entry.part] == nil {
                    // A fade the part's layers share is one group's opacity, so where its
                    // layers overlap they fade as one picture (``SharedFade``).
                    enterOuterScopes([], open: &open)
                    if fadingPart != nil { body += "</g>\n" }
                    fadingPart = partFade(entry.part)
                }
                enterOuterScopes(entry.scopes, open: &open)
                if partStart[entry.part] == nil { partStart[entry.part] = body.utf8.count }
                if plan.clearsBehind(i) { clearBehind(i, from: partStart[entry.part] ?? 0) }
                layer(entry, reduced: reduced?.entries[i])
            }
            enterOuterScopes([], open: &open)
            if fadingPart != nil { body += "</g>\n" }
            isolateBlends()
        }

        /// Opens the group that fades part `k` as one picture, when it (or its Reduce Motion
        /// form) has a shared fade; returns the part when it did.
        mutating func partFade(_ k: Int) -> Int? {
            let normal = plan.timeline.partFades[k]
            let other = reduced.flatMap { $0.timeline.partFades.indices.contains(k) ? $0.timeline.partFades[k] : nil }
            guard normal != nil || other != nil else { return nil }
            let fade = Property(name: "opacity", format: { Self.number($0) }, tolerance: ExportPlan.opacityTolerance,
                                samples: normal ?? plan.times.map { _ in 1 },
                                reducedSamples: reduced.map { r in other ?? r.times.map { _ in 1 } })
            body += "<g\(element([fade]))>\n"
            return k
        }

        // MARK: Layers

        mutating func layer(_ e: ExportPlan.Entry, reduced r: ExportPlan.Entry?) {
            let m = e.motion, rm = r?.motion
            let px = ExportPlan.pixelTolerance
            let turn = px / m.reach * 180 / .pi, scale = ExportPlan.scaleTolerance(e)
            let n = Self.number
            let uniform = zip(m.scaleX, m.scaleY).allSatisfy { abs($0 - $1) < scale * 0.1 }
                && (rm.map { zip($0.scaleX, $0.scaleY).allSatisfy { abs($0 - $1) < scale * 0.1 } } ?? true)
            // A layer that paints one fill or one stroke cannot overlap itself, so its opacity can
            // go into that paint (as the renderer does). Chromium rasterises a group whose
            // `opacity` animates apart and resamples it, softening its edges; paint opacities it
            // draws in place.
            // A traced stroke is one path per subpath, and those overlap where subpaths meet, so
            // only a stroke drawn whole or a single piece folds.
            let paints = e.content.paints
            let isTraced = m.isTraced || (rm?.isTraced ?? false)
            let pieces = paints.first.map { p in
                p.subpaths.filter { $0.length > 0 }.reduce(0) { $0 + TracePiece.pieces(for: e.layer.draw, isClosed: $1.isClosed).count }
            } ?? 0
            // A layer with a composited group inside keeps a group opacity, so that while it fades
            // the group blends inside the layer, as the renderer composites it; but one with a
            // blend mode inside fades paint by paint, since a browser isolates a group whose
            // opacity animates, even at 1, and the blend would no longer reach the layers below.
            let blends = e.content.scopes.contains { $0.blendMode != .normal }
            let foldsOpacity = blends || paints.count == 1 && paints[0].emboldening == nil && e.content.scopes.isEmpty && paints[0].dashes == nil
                && (e.content.guide == nil || !isTraced)
                && (paints[0].strokeWidth == nil || paints[0].capFadeRatio == nil || !isTraced || pieces == 1)
            folded = foldsOpacity ? (m.opacity, rm?.opacity) : nil
            var outer = [Property(name: "translate", format: { "\(n($0))px 0" }, tolerance: px, samples: m.x, reducedSamples: rm?.x)]
            if !foldsOpacity {
                outer.append(Property(name: "opacity", format: { n($0) }, tolerance: ExportPlan.opacityTolerance,
                                      samples: m.opacity, reducedSamples: rm?.opacity))
            }
            let middle = [Property(name: "translate", format: { "0 \(n($0))px" }, tolerance: px, samples: m.y, reducedSamples: rm?.y),
                          Property(name: "rotate", format: { "\(n($0))deg" }, tolerance: turn, samples: m.rotation, reducedSamples: rm?.rotation)]
            let inner = uniform
                ? [Property(name: "scale", format: { n($0) }, tolerance: scale, samples: m.scaleX, reducedSamples: rm?.scaleX)]
                : [Property(name: "scale", format: { "\(n($0)) 1" }, tolerance: scale, samples: m.scaleX, reducedSamples: rm?.scaleX)]
            let innermost = uniform ? [] : [Property(name: "scale", format: { "1 \(n($0))" }, tolerance: scale,
                                                     samples: m.scaleY, reducedSamples: rm?.scaleY)]
            body += "<g\(element(outer))>\n<g\(element(middle))>\n<g\(element(inner))>\n"
            if !innermost.isEmpty { body += "<g\(element(innermost))>\n" }
            body += "<g transform=\"translate(\(n(-m.pivot.x)) \(n(-m.pivot.y)))\">\n"
            var maskID: String?
            if let guide = e.content.guide, m.isTraced || (rm?.isTraced ?? false) {
                counter += 1
                let id = Self.scoped("m\(counter)")
                maskID = id
                let box = plan.scene.parts[e.part].symbol.viewBox
                let big = Rect(x: box.x - box.width * 2, y: box.y - box.height * 2, width: box.width * 5, height: box.height * 5)
                body += "<mask id=\"\(id)\" maskUnits=\"userSpaceOnUse\" x=\"\(n(big.x))\" y=\"\(n(big.y))\" "
                    + "width=\"\(n(big.width))\" height=\"\(n(big.height))\">\n"
                for sub in guide.subpaths where sub.length > 0 {
                    tracedPieces(sub, e, r, width: guide.width, color: .white, opacity: 1, capFadeRatio: nil, join: .round)
                }
                // Once the draw is whole the renderer draws the fill unmasked.
                func full(_ mo: SceneTimeline.LayerMotion) -> [Double] { zip(mo.tail, mo.head).map { TracePiece.isWhole(tail: $0, head: $1) ? 1 : 0 } }
                let cover = [Property(name: "fill-opacity", format: { n($0) }, tolerance: 0.1, samples: full(m), reducedSamples: rm.map(full))]
                body += "<rect x=\"\(n(big.x))\" y=\"\(n(big.y))\" width=\"\(n(big.width))\" height=\"\(n(big.height))\" fill=\"white\"\(element(cover))/>\n"
                body += "</mask>\n<g mask=\"url(#\(id))\">\n"
            }
            let traced = m.isTraced || (rm?.isTraced ?? false)
            var openScopes: [Int] = []
            for paint in e.content.paints {
                enterInnerScopes(paint.scopes, of: e, open: &openScopes)
                if paint.strokeWidth == nil {
                    fill(paint, e, r, traced: traced)
                } else if traced, paint.capFadeRatio != nil, paint.dashes != nil {
                    dashedTrace(paint, e, r)
                } else if traced, paint.capFadeRatio != nil {
                    for sub in paint.subpaths where sub.length > 0 {
                        tracedPieces(sub, e, r, width: paint.strokeWidth ?? 1, color: paint.color, opacity: paint.opacity,
                                     capFadeRatio: paint.capFadeRatio, join: paint.join, layerOpacity: folded,
                                     reference: paintReference(paint))
                    }
                } else {
                    let base = paint.opacity * paint.color.a
                    let opacity = [Property(name: "stroke-opacity", format: { n($0) }, tolerance: ExportPlan.opacityTolerance,
                                            samples: folded.map { $0.normal.map { $0 * base } } ?? m.opacity.map { _ in base },
                                            reducedSamples: folded.map { f in f.reduced.map { $0.map { $0 * base } } }
                                                ?? rm.map { $0.opacity.map { _ in base } })]
                    let reference = paintReference(paint)
                    body += "<path d=\"\(Self.pathData(paint.subpaths))\" fill=\"none\" \(strokeAttributes(reference, width: paint.strokeWidth ?? 1, cap: paint.cap, join: paint.join, miter: paint.miterLimit))"
                        + Self.dashAttributes(paint) + element(opacity) + "/>\n"
                }
            }
            enterInnerScopes([], of: e, open: &openScopes)
            if maskID != nil { body += "</g>\n" }
            body += "</g>\n" + (innermost.isEmpty ? "" : "</g>\n") + "</g>\n</g>\n</g>\n"
        }

        mutating func fill(_ paint: LayerContent.Paint, _ e: ExportPlan.Entry, _ r: ExportPlan.Entry?, traced: Bool) {
            let n = Self.number
            func values(_ mo: SceneTimeline.LayerMotion, _ layer: [Double]?) -> [Double] {
                zip(mo.tail, mo.head).enumerated().map { k, th in
                    let (t, h) = th
                    return (layer?[k] ?? 1) * paint.opacity * paint.color.a
                        * (paint.fadesWithTrace && traced && !TracePiece.isWhole(tail: t, head: h) ? max(h - t, 0) : 1)
                }
            }
            // A fill alone fades through its paint; with its emboldening stroke the two fade as one group.
            let opacity = [Property(name: paint.emboldening == nil ? "fill-opacity" : "opacity", format: { n($0) },
                                    tolerance: ExportPlan.opacityTolerance,
                                    samples: values(e.motion, folded?.normal),
                                    reducedSamples: r.map { values($0.motion, folded?.reduced) })]
            let reference = paintReference(paint)
            var attributes = "fill=\"\(reference)\" fill-rule=\"\(paint.fillRule == .evenOdd ? "evenodd" : "nonzero")\""
            if let width = paint.emboldening {
                attributes += " " + strokeAttributes(reference, width: width, cap: .round, join: .round, miter: 4)
            }
            body += "<path d=\"\(Self.pathData(paint.subpaths))\" \(attributes)\(element(opacity))/>\n"
        }

        mutating func tracedPieces(_ sub: LayerContent.Subpath, _ e: ExportPlan.Entry, _ r: ExportPlan.Entry?, width: Double,
                                   color: RGBA, opacity: Double, capFadeRatio: Double?, join: LineJoin,
                                   layerOpacity: (normal: [Double], reduced: [Double]?)? = nil, reference: String? = nil) {
            let n = Self.number
            let tolerance = ExportPlan.pixelTolerance / max(sub.length * e.pixelScale, 1e-9)
            for piece in TracePiece.pieces(for: e.layer.draw, isClosed: sub.isClosed) {
                func ends(_ mo: SceneTimeline.LayerMotion) -> [(from: Double, to: Double)] {
                    zip(mo.tail, mo.head).map { piece.interval($0, $1) }
                }
                func fade(_ mo: SceneTimeline.LayerMotion, _ layer: [Double]?) -> [Double] {
                    zip(mo.tail, mo.head).enumerated().map { k, th in
                        let (t, h) = th
                        return (layer?[k] ?? 1) * opacity * color.a
                            * (capFadeRatio.map { TracePiece.capFade(tail: t, head: h, ratio: $0) } ?? (h > t ? 1 : 0))
                    }
                }
                let a = ends(e.motion), b = r.map { ends($0.motion) }
                var properties = [
                    // A closed subpath's pattern repeats once per length, so a piece wraps past
                    // the start; an open one's gap is longer than the path, so no second dash
                    // (a dot of round caps) shows at its end.
                    Property(name: "stroke-dasharray", format: { sub.isClosed ? "\(n($0)) \(n(1 - $0))" : "\(n($0)) 2" }, tolerance: tolerance,
                             samples: a.map { max($0.to - $0.from, 0) }, reducedSamples: b?.map { max($0.to - $0.from, 0) }),
                    Property(name: "stroke-dashoffset", format: { n($0) }, tolerance: tolerance,
                             samples: a.map { -($0.from + piece.offset) }, reducedSamples: b?.map { -($0.from + piece.offset) }),
                ]
                properties.append(Property(name: "stroke-opacity", format: { n($0) }, tolerance: ExportPlan.opacityTolerance,
                                           samples: fade(e.motion, layerOpacity?.normal),
                                           reducedSamples: r.map { fade($0.motion, layerOpacity?.reduced) }))
                body += "<path d=\"\(Self.pathData([sub]))\" pathLength=\"1\" fill=\"none\" "
                    + strokeAttributes(reference ?? Self.color(color), width: width, cap: .round, join: join, miter: 4)
                    + element(properties) + "/>\n"
            }
        }

        func strokeAttributes(_ c: RGBA, width: Double, cap: LineCap, join: LineJoin, miter: Double) -> String {
            strokeAttributes(Builder.color(c), width: width, cap: cap, join: join, miter: miter)
        }

        /// `paint` is a colour or a gradient reference (``paintReference(_:)``).
        func strokeAttributes(_ paint: String, width: Double, cap: LineCap, join: LineJoin, miter: Double) -> String {
            let j: String
            switch join {
            case .miter: j = "miter"
            case .round: j = "round"
            case .bevel: j = "bevel"
            case .miterClip: j = "miter-clip"
            }
            return "stroke=\"\(paint)\" stroke-width=\"\(Self.number(width))\" stroke-linecap=\"\(cap.rawValue)\" "
                + "stroke-linejoin=\"\(j)\" stroke-miterlimit=\"\(Self.number(miter))\""
        }

        static func color(_ c: RGBA) -> String {
            let byte = ExportNumber.byte
            return String(format: "#%02x%02x%02x", byte(c.r), byte(c.g), byte(c.b))
        }

        static func number(_ v: Double) -> String { AnimatedSVGWriter.number(v) }

        static func scoped(_ name: String) -> String { AnimatedSVGWriter.scoped(name) }

        static func pathData(_ subs: [LayerContent.Subpath]) -> String {
            var d: [String] = []
            let n = number
            for sub in subs {
                for e in sub.elements {
                    switch e {
                    case .move(let p): d.append("M\(n(p.x)) \(n(p.y))")
                    case .line(let p): d.append("L\(n(p.x)) \(n(p.y))")
                    case .quad(let c, let p): d.append("Q\(n(c.x)) \(n(c.y)) \(n(p.x)) \(n(p.y))")
                    case .cubic(let c1, let c2, let p): d.append("C\(n(c1.x)) \(n(c1.y)) \(n(c2.x)) \(n(c2.y)) \(n(p.x)) \(n(p.y))")
                    case .close: d.append("Z")
                    }
                }
            }
            return d.joined()
        }

        // MARK: CSS

        /// The class attribute for an element with `properties`, writing their rules: a
        /// property that never changes is a plain declaration, one that does an animation.
        mutating func element(_ properties: [Property]) -> String {
            counter += 1
            let cls = Self.scoped("e\(counter)")
            if plan.scene.trigger != .load {
                triggeredRules(cls, properties)
                return " class=\"\(cls)\""
            }
            let normal = declarations(properties.map { ($0, $0.samples) }, span: plan.timeline.span, times: plan.times)
            rules.append(".\(cls){\(normal)}")
            if let reduced, properties.allSatisfy({ $0.reducedSamples != nil }) {
                let other = declarations(properties.map { ($0, $0.reducedSamples!) }, span: reduced.timeline.span, times: reduced.times)
                if other != normal { reducedRules.append(".\(cls){\(other)}") }
            }
            return " class=\"\(cls)\""
        }

        mutating func declarations(_ list: [(Property, [Double])], span: ExportSpan, times: [Double]) -> String {
            var parts: [String] = []
            var animations: [String] = []
            for (p, samples) in list {
                sampleCount += samples.count
                let track = KeyframeTrack.fit(times: times, samples: samples.map { [$0] }, tolerance: [p.tolerance])
                parts.append("\(p.name):\(p.format(track.initial[0]))")
                guard track.isAnimated, span.duration > 0 else { keyframeCount += 1; continue }
                keyframeCount += track.keys.count
                let name = keyframes(for: p, track, duration: span.duration)
                animations.append("\(name) \(Self.number(span.duration))s linear 0s \(span.loops ? "infinite" : "1") both")
            }
            parts.append("animation:" + (animations.isEmpty ? "none" : animations.joined(separator: ",")))
            return parts.joined(separator: ";")
        }
    }
}

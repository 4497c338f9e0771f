import Foundation
import Raster
import SVGLoader
import SymbolEffects
import SymbolKit
import SymbolModel
import SymbolRendering

/// The standard ``SymbolPainter``: loads each symbol once (from the catalog or the user's SVG
/// file), poses it at the cue's time (with the effects engine, or the timeline of an icon that
/// plays states of its own) and
/// draws the pose with SymbolRendering. A symbol is posed once a frame (``FramePoses``).
///
/// A symbol whose drawing at the cue's size would cost more than ``frameBudget`` (a hostile file
/// of thousands of full-box translucent shapes) is drawn as the placeholder instead, so one file
/// cannot freeze the window or a recording; ``onProblem`` hears about it once per symbol.
public final class EngineSymbolPainter: SymbolPainter {
    private let catalog: SymbolCatalog?
    /// Each source's symbol as loaded.
    private var symbols: [SymbolSource: AnimatedSymbol] = [:]
    private let renderer = SymbolRenderer()
    /// The estimated cost of each symbol at each size drawn (box pixels, weight and canvas).
    private var costs: [CostKey: Bool] = [:]
    private var reportedOverBudget: Set<SymbolSource> = []
    /// How many times each symbol was reloaded: part of its fingerprint, so a new drawing in the
    /// same pose counts as a change.
    private var generations: [SymbolSource: Int] = [:]
    /// The placeholders drawn instead of symbols over budget.
    private var placeholders: [SymbolSource: AnimatedSymbol] = [:]
    /// SF Symbols templates among the files: each weight and scale is a design of its own.
    private var templates: [SymbolSource: SymbolTemplate] = [:]
    /// The documents that play states of their own (``SymbolDocument/playsOwnStates``), whose
    /// timelines pose their icons (see ``pose(of:_:)``).
    private var statefulDocuments: [SymbolSource: SymbolDocument] = [:]
    /// Their timelines in their own initial state, made the first time a cue asks for them.
    private var stateTimelines: [TimelineKey: any SymbolTimeline] = [:]
    /// The designs of templates and stateful icons (whose strokes are drawn at the weight),
    /// made the first time a cue asks for them.
    private var designs: [DesignKey: AnimatedSymbol] = [:]
    private var framePoses = FramePoses()

    private struct DesignKey: Hashable {
        var source: SymbolSource
        var weight: SymbolWeight
        var scale: SymbolScale
    }

    private struct TimelineKey: Hashable {
        var source: SymbolSource
        var weight: SymbolWeight
        var reduceMotion: Bool
    }

    /// The most one symbol may cost to draw in one frame (see ``RenderCost``): 0.25 s, a
    /// hundred times what the catalog's symbols cost in a full-screen window, and the memory a
    /// small image's render may give offscreen layers and masks.
    public var frameBudget = RenderCost(seconds: 0.25, bytes: RenderCost.smallImageBudget.bytes)
    /// Told, once per symbol, when one is drawn as the placeholder for costing more than
    /// ``frameBudget``.
    public var onProblem: ((String) -> Void)?

    private struct CostKey: Hashable {
        var source: SymbolSource
        var placement: SymbolPlacement
        var width: Int, height: Int
    }

    public init(catalog: SymbolCatalog? = SymbolCatalog.bundled) {
        self.catalog = catalog
    }

    /// Loads `sources` now, so a missing catalog, an unknown name or a broken SVG file is
    /// reported before the window opens, with the loader's message.
    public func preload(_ sources: [SymbolSource]) throws {
        for source in sources where symbols[source] == nil {
            symbols[source] = AnimatedSymbol(try load(source).symbol)
        }
    }

    /// Loads `sources` now like ``preload(_:)``, but shows the placeholder for any that does not
    /// load instead of stopping, as the viewer does for a mistyped name or a broken file. Returns
    /// a line for each one replaced ("showing a placeholder for NAME: " and the loader's message)
    /// and each warning of a file that loaded (what was skipped), for the caller to print.
    public func preloadShowingPlaceholders(_ sources: [SymbolSource]) -> [String] {
        var problems: [String] = []
        for source in sources where symbols[source] == nil {
            do {
                let loaded = try load(source)
                symbols[source] = AnimatedSymbol(loaded.symbol)
                problems += loaded.warnings.map { "\($0)" }
            } catch {
                symbols[source] = AnimatedSymbol(SymbolCatalog.placeholder(named: source.name))
                problems.append("showing a placeholder for \(source.name): \(error)")
            }
        }
        return problems
    }

    /// Loads `source` again (its file was saved, `--watch`) and draws the new symbol from now on.
    /// When it does not load, the symbol drawn so far stays and the loader's error is thrown, so
    /// a broken save never blanks the window. Returns the new file's warnings.
    @discardableResult
    public func reload(_ source: SymbolSource) throws -> [String] {
        let loaded = try load(source)
        symbols[source] = AnimatedSymbol(loaded.symbol)
        designs = designs.filter { $0.key.source != source }
        stateTimelines = stateTimelines.filter { $0.key.source != source }
        placeholders[source] = nil
        costs = costs.filter { $0.key.source != source }
        reportedOverBudget.remove(source)
        generations[source, default: 0] += 1
        framePoses.removeAll()
        return loaded.warnings.map { "\($0)" }
    }

    /// The kind of each file opened so far, as its content and name decide (``SymbolDocument``).
    private var kinds: [SymbolSource: SymbolDocument.Kind] = [:]

    /// Which of `sources` play states of their own: by content for the files this painter has
    /// opened, by name (`assumed`) for the rest (not loaded, or shown as the placeholder). The
    /// viewer and the recorder give these the state switches.
    public func pathAnimations(among sources: [SymbolSource], assumed: Set<SymbolSource>) -> Set<SymbolSource> {
        Set(sources.filter { kinds[$0].map(\.playsOwnStates) ?? assumed.contains($0) })
    }

    private func load(_ source: SymbolSource) throws -> LoadedSymbol {
        switch source {
        case .catalog(let name):
            // Without a bundled catalog, SymbolCatalog() throws an error listing where it looked.
            return try (catalog ?? SymbolCatalog()).loaded(named: name)
        case .file(let path):
            let document = try SymbolDocument.open(contentsOf: URL(fileURLWithPath: path))
            kinds[source] = document.kind
            statefulDocuments[source] = document.playsOwnStates ? document : nil
            templates[source] = nil
            if case .template(let template) = document {
                // A template is kept whole, so the viewer's weight (W) picks its own design.
                templates[source] = template
            }
            // A stateful icon at the regular weight, a template at its regular design; a cue's
            // weight picks its own design.
            var loaded = document.still(weight: .regular, scale: .medium)
            loaded.symbol.name = source.name
            return loaded
        }
    }

    /// The symbol for `source`; one that cannot be loaded shows the catalog's placeholder (a
    /// question mark), so a frame never fails.
    private func symbol(for source: SymbolSource) -> AnimatedSymbol {
        if let p = symbols[source] { return p }
        let p = AnimatedSymbol((try? load(source))?.symbol ?? SymbolCatalog.placeholder(named: source.name))
        symbols[source] = p
        return p
    }

    /// Whether `p` at `placement` costs at most ``frameBudget``; estimated once per size.
    private func isWithinBudget(_ p: PreparedSymbol, _ source: SymbolSource, _ placement: SymbolPlacement, _ canvas: Canvas) -> Bool {
        // The centre does not change the cost much, and moves every frame in a scroll.
        var sized = placement
        sized.center = .zero
        let key = CostKey(source: source, placement: sized, width: canvas.width, height: canvas.height)
        if let known = costs[key] { return known }
        let cost = RenderCost.estimate(p, placement: sized, width: canvas.width, height: canvas.height)
        let fits = !cost.exceeds(frameBudget)
        costs[key] = fits
        if !fits, reportedOverBudget.insert(source).inserted {
            let what = cost.seconds > frameBudget.seconds
                ? "it would take about " + String(format: "%.1f", cost.seconds) + " s a frame to draw; the budget is "
                    + String(format: "%.2f", frameBudget.seconds) + " s"
                : "it would hold about \(Int(cost.bytes / 1_048_576)) MB of offscreen layers and masks; the budget is "
                    + "\(Int(frameBudget.bytes / 1_048_576)) MB"
            onProblem?("showing a placeholder for \(source.name): at \(Int(placement.boxPixels)) px \(what)")
        }
        return fits
    }

    /// The timeline of a stateful icon at `weight`, in its own initial state from t = 0: what the
    /// grid's state switches are applied to. Nil for a source that does not play states.
    private func stateTimeline(of source: SymbolSource, weight: SymbolWeight, reduceMotion: Bool) -> (any SymbolTimeline)? {
        guard let document = statefulDocuments[source] else { return nil }
        let key = TimelineKey(source: source, weight: weight, reduceMotion: reduceMotion)
        if let kept = stateTimelines[key] { return kept }
        var options = SymbolDocument.TimelineOptions()
        options.weight = weight
        options.base = SymbolAnimation(reduceMotion: .constant(reduceMotion))
        guard let timeline = try? document.timeline(options).main else { return nil }
        stateTimelines[key] = timeline
        return timeline
    }

    /// The symbol a cue draws: a template's design at the cue's weight and scale, a stateful
    /// icon's symbol at the cue's weight (its strokes drawn at it), or the source's own symbol.
    private func design(for cue: SymbolCue) -> AnimatedSymbol {
        let own = symbol(for: cue.source)
        let template = templates[cue.source]
        let timeline = stateTimeline(of: cue.source, weight: cue.weight, reduceMotion: false)
        guard timeline != nil || template != nil else { return own }
        let key = DesignKey(source: cue.source, weight: cue.weight, scale: cue.scale)
        if let p = designs[key] { return p }
        var symbol: Symbol
        if let timeline {
            symbol = timeline.symbol
        } else {
            symbol = template!.symbol(weight: cue.weight, scale: cue.scale).symbol
        }
        symbol.name = cue.source.name
        let p = AnimatedSymbol(symbol)
        designs[key] = p
        return p
    }

    /// `cue`'s pose of `design` and its fingerprint, posed once a frame: by a stateful icon's
    /// timeline switched as the grid switched it, else by the effects engine for the cue's motion.
    private func pose(of cue: SymbolCue, _ design: AnimatedSymbol) -> FramePoses.Pose {
        if let kept = framePoses.pose(of: cue) { return kept }
        let pose: FramePoses.Pose
        if case .pathAnimation(let switches, let reduceMotion) = cue.motion,
           let own = stateTimeline(of: cue.source, weight: cue.weight, reduceMotion: reduceMotion) {
            let timeline = Self.switched(own, by: switches)
            let state = timeline.state(at: cue.time)
            // What was drawn, not when: a settled icon gives the same fingerprint frame after frame.
            var fingerprint = Hasher()
            fingerprint.combine(state)
            let span = timeline.span
            if span.isEndless || cue.time < span.settle { fingerprint.combine(cue.time) }
            pose = FramePoses.Pose(state: state, fingerprint: fingerprint.finalize())
        } else {
            let state = design.animator.state(of: cue.motion.animation, at: cue.time)
            pose = FramePoses.Pose(state: state, fingerprint: state.hashValue)
        }
        framePoses.keep(pose, of: cue)
        return pose
    }

    private static func placement(of cue: SymbolCue) -> SymbolPlacement {
        SymbolPlacement(center: cue.center, pointSize: cue.pointSize, weight: cue.weight, scale: cue.scale)
    }

    @discardableResult
    public func draw(_ cue: SymbolCue, into canvas: Canvas) -> Int {
        let own = design(for: cue)
        let placement = Self.placement(of: cue)
        let pose = pose(of: cue, own)
        if isWithinBudget(own.prepared, cue.source, placement, canvas) {
            // A stateful icon's colours are its own and the tint: it has no hierarchy levels.
            let stateful = statefulDocuments[cue.source] != nil
            let mode = stateful ? .monochrome : cue.rendering
            // The SVG root viewport: nothing the file keeps beyond its viewBox shows in the scene.
            // (A timeline that does not clip to its box, ``SymbolTimeline/clipsToViewBox``,
            // reaches beyond it as it moves.)
            let clip = canvas.clip
            if !stateful {
                canvas.clip = SymbolViewport.clip(of: own.prepared.symbol, state: pose.state, placement: placement, within: clip)
            }
            renderer.draw(own.prepared, state: pose.state, in: canvas, placement: placement, tint: Color(cue.tint), mode: mode,
                          colorRendering: cue.colorRendering)
            canvas.clip = clip
        } else {
            let p = placeholders[cue.source] ?? AnimatedSymbol(SymbolCatalog.placeholder(named: cue.source.name))
            placeholders[cue.source] = p
            renderer.draw(p.prepared, state: p.animator.state(of: cue.motion.animation, at: cue.time), in: canvas,
                          placement: placement, tint: Color(cue.tint), mode: cue.rendering, colorRendering: cue.colorRendering)
        }
        return poseKey(cue, placement: placement, pose: pose.fingerprint)
    }

    public func fingerprint(of cue: SymbolCue) -> Int {
        poseKey(cue, placement: Self.placement(of: cue), pose: pose(of: cue, design(for: cue)).fingerprint)
    }

    /// The symbol's own pose (not the placeholder's: whether a symbol is over budget depends
    /// only on its size and the canvas's, which a repaint does not change), how often it was
    /// reloaded, and everything else that decides its pixels.
    private func poseKey(_ cue: SymbolCue, placement: SymbolPlacement, pose: Int) -> Int {
        var h = Hasher()
        h.combine(cue.source)
        h.combine(generations[cue.source] ?? 0)
        h.combine(pose)
        h.combine(placement)
        h.combine(cue.tint)
        h.combine(cue.rendering)
        h.combine(cue.colorRendering)
        return h.finalize()
    }

    /// `timeline` (in its own initial state) switched as the grid switched it, with "the icon's
    /// own state" read by ``ViewerState/iconState(_:initial:)``. A switch to a state the
    /// timeline lacks leaves it as it was.
    static func switched(_ timeline: any SymbolTimeline, by switches: [StateSwitch]) -> any SymbolTimeline {
        let own = timeline.stateName(at: 0).flatMap { Int($0) } ?? 0
        var switched = timeline
        for s in switches {
            let state = ViewerState.iconState(s.state, initial: own)
            switched = switched.switching(to: String(state), at: s.time) ?? switched
        }
        return switched
    }
}

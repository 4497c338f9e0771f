import Foundation
import Raster
import SVGLoader
import SymbolEffects
import SymbolModel
import SymbolRendering

/// The standard ``SymbolPainter``: loads each symbol once (from the catalog or the user's SVG
/// file), poses it with the effects engine at the cue's time and draws it with SymbolRendering.
///
/// A symbol whose drawing at the cue's size would cost more than ``frameBudget`` (a hostile file
/// of thousands of full-box translucent shapes) is drawn as the placeholder instead, so one file
/// cannot freeze the window or a recording; ``onProblem`` hears about it once per symbol.
public final class EngineSymbolPainter: SymbolPainter {
    private let catalog: SymbolCatalog?
    private var prepared: [SymbolSource: AnimatedSymbol] = [:]
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
    /// A template's designs, made the first time a cue asks for them.
    private var templateDesigns: [TemplateDesignKey: AnimatedSymbol] = [:]

    private struct TemplateDesignKey: Hashable {
        var source: SymbolSource
        var weight: SymbolWeight
        var scale: SymbolScale
    }
    /// The players of `.gpa` files, which pose them per frame (see ``draw(_:into:)``).
    private var players: [SymbolSource: GPAPlayer] = [:]

    /// The most one symbol may cost to draw in one frame (see ``RenderCost``): 0.25 s, a
    /// hundred times what the catalog's symbols cost in a full-screen window.
    public var frameBudget = RenderCost(seconds: 0.25)
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
        for source in sources where prepared[source] == nil {
            prepared[source] = AnimatedSymbol(try load(source).symbol)
        }
    }

    /// Loads `sources` now like ``preload(_:)``, but shows the placeholder for any that does not
    /// load instead of stopping, as the viewer does for a mistyped name or a broken file. Returns
    /// a line for each one replaced ("showing a placeholder for NAME: " and the loader's message)
    /// and each warning of a file that loaded (what was skipped), for the caller to print.
    public func preloadShowingPlaceholders(_ sources: [SymbolSource]) -> [String] {
        var problems: [String] = []
        for source in sources where prepared[source] == nil {
            do {
                let loaded = try load(source)
                prepared[source] = AnimatedSymbol(loaded.symbol)
                problems += loaded.warnings.map { "\($0)" }
            } catch {
                prepared[source] = AnimatedSymbol(SymbolCatalog.placeholder(named: source.name))
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
        prepared[source] = AnimatedSymbol(loaded.symbol)
        templateDesigns = templateDesigns.filter { $0.key.source != source }
        placeholders[source] = nil
        costs = costs.filter { $0.key.source != source }
        reportedOverBudget.remove(source)
        generations[source, default: 0] += 1
        return loaded.warnings.map { "\($0)" }
    }

    private func load(_ source: SymbolSource) throws -> LoadedSymbol {
        switch source {
        case .catalog(let name):
            // Without a bundled catalog, SymbolCatalog() throws an error listing where it looked.
            return try (catalog ?? SymbolCatalog()).loaded(named: name)
        case .file(let path) where source.isPathAnimation:
            let loaded = try GPALoader.load(contentsOf: URL(fileURLWithPath: path))
            let player = GPAPlayer(loaded.icon)
            players[source] = player
            // The still icon stands for it where a plain symbol is needed (the cost estimate).
            var symbol = player.symbol(history: GPAStateHistory(initial: loaded.icon.initialState), at: 0)
            symbol.name = source.name
            return LoadedSymbol(symbol: symbol, warnings: loaded.warnings)
        case .file(let path):
            let url = URL(fileURLWithPath: path)
            // A template is kept whole, so the viewer's weight (W) picks its own design.
            var loaded: LoadedSymbol
            if let template = try SVGLoader.template(contentsOf: url) {
                templates[source] = template
                loaded = template.symbol(weight: .regular, scale: .medium)
            } else {
                loaded = try SVGLoader.load(contentsOf: url)
                templates[source] = nil
            }
            loaded.symbol.name = source.name
            return loaded
        }
    }

    /// The prepared symbol for `source`; one that cannot be loaded shows the catalog's
    /// placeholder (a question mark), so a frame never fails.
    private func symbol(for source: SymbolSource) -> AnimatedSymbol {
        if let p = prepared[source] { return p }
        let p = AnimatedSymbol((try? load(source))?.symbol ?? SymbolCatalog.placeholder(named: source.name))
        prepared[source] = p
        return p
    }

    /// Whether `p` at `placement` costs at most ``frameBudget``; estimated once per size.
    private func isWithinBudget(_ p: AnimatedSymbol, _ source: SymbolSource, _ placement: SymbolPlacement, _ canvas: Canvas) -> Bool {
        // The centre does not change the cost much, and moves every frame in a scroll.
        var sized = placement
        sized.center = .zero
        let key = CostKey(source: source, placement: sized, width: canvas.width, height: canvas.height)
        if let known = costs[key] { return known }
        let cost = RenderCost.estimate(p.prepared, placement: sized, width: canvas.width, height: canvas.height)
        let fits = cost <= frameBudget
        costs[key] = fits
        if !fits, reportedOverBudget.insert(source).inserted {
            onProblem?("showing a placeholder for \(source.name): at \(Int(placement.boxPixels)) px it would take about "
                       + String(format: "%.1f", cost.seconds) + " s a frame to draw; the budget is "
                       + String(format: "%.2f", frameBudget.seconds) + " s")
        }
        return fits
    }

    /// The design of a template source at the cue's weight and scale; nil for other sources.
    private func templateDesign(for cue: SymbolCue) -> AnimatedSymbol? {
        guard let template = templates[cue.source] else { return nil }
        let key = TemplateDesignKey(source: cue.source, weight: cue.weight, scale: cue.scale)
        if let p = templateDesigns[key] { return p }
        var symbol = template.symbol(weight: cue.weight, scale: cue.scale).symbol
        symbol.name = cue.source.name
        let p = AnimatedSymbol(symbol)
        templateDesigns[key] = p
        return p
    }

    /// The symbol a cue draws: a template's design at the cue's weight and scale, or the
    /// source's own symbol.
    private func prepared(for cue: SymbolCue) -> AnimatedSymbol {
        templateDesign(for: cue) ?? symbol(for: cue.source)
    }

    @discardableResult
    public func draw(_ cue: SymbolCue, into canvas: Canvas) -> Int {
        let own = prepared(for: cue)
        let placement = SymbolPlacement(center: cue.center, pointSize: cue.pointSize, weight: cue.weight, scale: cue.scale)
        if case .pathAnimation(let switches, let reduceMotion) = cue.motion, let player = players[cue.source],
           isWithinBudget(own, cue.source, placement, canvas) {
            return drawPathAnimation(player, switches: switches, reduceMotion: reduceMotion, cue: cue,
                                     placement: placement, into: canvas)
        }
        let ownState = own.animator.state(of: cue.motion.animation, at: cue.time)
        var p = own, state = ownState
        if !isWithinBudget(own, cue.source, placement, canvas) {
            p = placeholders[cue.source] ?? AnimatedSymbol(SymbolCatalog.placeholder(named: cue.source.name))
            placeholders[cue.source] = p
            state = p.animator.state(of: cue.motion.animation, at: cue.time)
        }
        renderer.draw(p.prepared, state: state, in: canvas, placement: placement, tint: Color(cue.tint),
                      mode: cue.rendering)
        return poseKey(cue, placement: placement, pose: ownState.hashValue)
    }

    public func fingerprint(of cue: SymbolCue) -> Int {
        let placement = SymbolPlacement(center: cue.center, pointSize: cue.pointSize, weight: cue.weight, scale: cue.scale)
        if case .pathAnimation(let switches, let reduceMotion) = cue.motion, let player = players[cue.source] {
            let pose = SymbolRenderer.fingerprint(of: player, history: history(of: player, switches: switches), at: cue.time,
                                                  placement: placement, reduceMotion: reduceMotion)
            return poseKey(cue, placement: placement, pose: pose)
        }
        return poseKey(cue, placement: placement, pose: prepared(for: cue).animator.state(of: cue.motion.animation, at: cue.time).hashValue)
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
        return h.finalize()
    }

    /// The state history a `.gpa` icon plays: the viewer's switches, with "the icon's own
    /// state" read as its initial state, or as state 0 for an icon that starts unset (Space
    /// draws icons back in to their own state; one whose own state is unset would never return).
    private func history(of player: GPAPlayer, switches: [GPAStateHistory.Switch]) -> GPAStateHistory {
        let own = player.icon.initialState
        let back = own == GPAState.unset ? 0 : own
        return GPAStateHistory(initial: own, switches: switches.map {
            GPAStateHistory.Switch(time: $0.time, state: $0.state == ViewerState.iconsOwnState ? back : $0.state)
        })
    }

    /// Draws a `.gpa` icon posed by its player for the cue's state switches and time.
    private func drawPathAnimation(_ player: GPAPlayer, switches: [GPAStateHistory.Switch], reduceMotion: Bool,
                                   cue: SymbolCue, placement: SymbolPlacement, into canvas: Canvas) -> Int {
        let pose = renderer.draw(player, history: history(of: player, switches: switches), at: cue.time, in: canvas,
                                 placement: placement, tint: Color(cue.tint), reduceMotion: reduceMotion)
        // What was drawn, not when: a settled icon gives the same fingerprint frame after frame.
        return poseKey(cue, placement: placement, pose: pose)
    }
}

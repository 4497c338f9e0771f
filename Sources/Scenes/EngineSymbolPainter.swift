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
    private var prepared: [SymbolSource: PreparedSymbol] = [:]
    private let renderer = SymbolRenderer()
    /// The estimated cost of each symbol at each size drawn (box pixels, weight and canvas).
    private var costs: [CostKey: Bool] = [:]
    private var reportedOverBudget: Set<SymbolSource> = []
    /// The placeholders drawn instead of symbols over budget.
    private var placeholders: [SymbolSource: PreparedSymbol] = [:]

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
            prepared[source] = PreparedSymbol(try load(source).symbol)
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
                prepared[source] = PreparedSymbol(loaded.symbol)
                problems += loaded.warnings.map { "\($0)" }
            } catch {
                prepared[source] = PreparedSymbol(SymbolCatalog.placeholder(named: source.name))
                problems.append("showing a placeholder for \(source.name): \(error)")
            }
        }
        return problems
    }

    private func load(_ source: SymbolSource) throws -> LoadedSymbol {
        switch source {
        case .catalog(let name):
            // Without a bundled catalog, SymbolCatalog() throws an error listing where it looked.
            return try (catalog ?? SymbolCatalog()).loaded(named: name)
        case .file(let path):
            var loaded = try SVGLoader.load(contentsOf: URL(fileURLWithPath: path))
            loaded.symbol.name = source.name
            return loaded
        }
    }

    /// The prepared symbol for `source`; one that cannot be loaded shows the catalog's
    /// placeholder (a question mark), so a frame never fails.
    private func symbol(for source: SymbolSource) -> PreparedSymbol {
        if let p = prepared[source] { return p }
        let p = PreparedSymbol((try? load(source))?.symbol ?? SymbolCatalog.placeholder(named: source.name))
        prepared[source] = p
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
        let fits = cost <= frameBudget
        costs[key] = fits
        if !fits, reportedOverBudget.insert(source).inserted {
            onProblem?("showing a placeholder for \(source.name): at \(Int(placement.boxPixels)) px it would take about "
                       + String(format: "%.1f", cost.seconds) + " s a frame to draw; the budget is "
                       + String(format: "%.2f", frameBudget.seconds) + " s")
        }
        return fits
    }

    @discardableResult
    public func draw(_ cue: SymbolCue, into canvas: Canvas) -> Int {
        let own = symbol(for: cue.source)
        let placement = SymbolPlacement(center: cue.center, pointSize: cue.pointSize, weight: cue.weight, scale: cue.scale)
        let ownState = own.state(of: cue.motion.animation, at: cue.time)
        var p = own, state = ownState
        if !isWithinBudget(own, cue.source, placement, canvas) {
            p = placeholders[cue.source] ?? PreparedSymbol(SymbolCatalog.placeholder(named: cue.source.name))
            placeholders[cue.source] = p
            state = p.state(of: cue.motion.animation, at: cue.time)
        }
        renderer.draw(p, state: state, in: canvas, placement: placement, tint: Color(cue.tint),
                      mode: cue.rendering)
        return Self.poseKey(cue, placement: placement, state: ownState)
    }

    public func fingerprint(of cue: SymbolCue) -> Int {
        let placement = SymbolPlacement(center: cue.center, pointSize: cue.pointSize, weight: cue.weight, scale: cue.scale)
        return Self.poseKey(cue, placement: placement, state: symbol(for: cue.source).state(of: cue.motion.animation, at: cue.time))
    }

    /// The symbol's own pose (not the placeholder's: whether a symbol is over budget depends
    /// only on its size and the canvas's, which a repaint does not change) and everything else
    /// that decides its pixels.
    private static func poseKey(_ cue: SymbolCue, placement: SymbolPlacement, state: SymbolState) -> Int {
        var h = Hasher()
        h.combine(cue.source)
        h.combine(state)
        h.combine(placement)
        h.combine(cue.tint)
        h.combine(cue.rendering)
        return h.finalize()
    }
}

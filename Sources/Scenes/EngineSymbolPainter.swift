import Foundation
import Raster
import SVGLoader
import SymbolModel
import SymbolRendering

/// The standard ``SymbolPainter``: loads each symbol once (from the catalog or the user's SVG
/// file), poses it with the effects engine at the cue's time and draws it with SymbolRendering.
public final class EngineSymbolPainter: SymbolPainter {
    private let catalog: SymbolCatalog?
    private var prepared: [SymbolSource: PreparedSymbol] = [:]
    private let renderer = SymbolRenderer()

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

    @discardableResult
    public func draw(_ cue: SymbolCue, into canvas: Canvas) -> Int {
        let p = symbol(for: cue.source)
        let state = p.state(of: cue.motion.animation, at: cue.time)
        let placement = SymbolPlacement(center: cue.center, pointSize: cue.pointSize, weight: cue.weight, scale: cue.scale)
        renderer.draw(p, state: state, in: canvas, placement: placement, tint: Color(cue.tint),
                      mode: cue.rendering)
        var h = Hasher()
        h.combine(cue.source)
        h.combine(state)
        h.combine(placement)
        h.combine(cue.tint)
        return h.finalize()
    }
}

import CommandOptions
import Foundation
import SymbolAssets
import SymbolModel

/// The symbols bundled with symbolview (`assets/symbols/NAME.svg`), by name.
///
/// The catalog looks for its directory in this order: the `SYMBOLVIEW_ASSETS` environment
/// variable; the SwiftPM resource bundle (``SymbolAssets``, beside the executable, as built or
/// as `make install` puts it); `<exe dir>/../share/symbolview/symbols` (a packager's copy) and
/// `<exe dir>/assets/symbols`; then the source checkout this file was built from. Loaded
/// symbols are cached, so asking twice parses once.
public final class SymbolCatalog: @unchecked Sendable {
    /// The directory the symbols are read from.
    public let directory: URL
    private let lock = NSLock()
    private var cache: [String: LoadedSymbol] = [:]

    /// A catalog over the `*.svg` files of `directory`.
    public init(directory: URL) {
        self.directory = directory
    }

    /// The catalog of the bundled symbols, found as the type's documentation describes.
    public convenience init() throws {
        guard let directory = Self.locateBundledSymbols() else {
            throw SymbolCatalogError.assetsNotFound(searched: Self.candidateDirectories().map(\.path))
        }
        self.init(directory: directory)
    }

    /// The shared catalog of bundled symbols, or nil when no assets directory was found.
    public static let bundled: SymbolCatalog? = try? SymbolCatalog()

    /// The names of the catalog's symbols (file names without `.svg`), sorted.
    public var names: [String] {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return files.filter { $0.hasSuffix(".svg") }.map { String($0.dropLast(4)) }.sorted()
    }

    /// The symbol called `name`. An unknown name throws ``SymbolCatalogError/unknownName(_:available:suggestion:)``,
    /// which lists the names that exist; a file that does not load throws its ``SVGLoadError``.
    public func symbol(named name: String) throws -> Symbol {
        try loaded(named: name).symbol
    }

    /// The symbol called `name` with the warnings its file gave.
    public func loaded(named name: String) throws -> LoadedSymbol {
        lock.lock()
        if let hit = cache[name] { lock.unlock(); return hit }
        lock.unlock()
        let available = names
        guard available.contains(name) else {
            throw SymbolCatalogError.unknownName(name, available: available, suggestion: Self.closest(to: name, in: available))
        }
        let loaded = try SVGLoader.load(contentsOf: directory.appendingPathComponent(name + ".svg"))
        lock.lock()
        cache[name] = loaded
        lock.unlock()
        return loaded
    }

    /// What a viewer shows for a name the catalog lacks: a rounded square outline with a question
    /// mark, drawn with strokes in the tint, so it animates like any symbol.
    public static func placeholder(named name: String) -> Symbol {
        let svg = """
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" data-symbol="1" fill="none"
                 stroke="currentColor" stroke-width="7" stroke-linecap="round" stroke-linejoin="round">
              <rect data-layer="frame" data-hierarchy="secondary" x="12" y="12" width="76" height="76" rx="18"/>
              <path data-layer="question" d="M37 38 A13 13 0 1 1 56.5 49.3 C52.5 51.6 50 54.5 50 59 L50 62"/>
              <path data-layer="dot" data-draw="appear" d="M50 75 L50 75.5"/>
            </svg>
            """
        do {
            var symbol = try SVGLoader.load(data: Data(svg.utf8), name: name).symbol
            symbol.name = name
            return symbol
        } catch {
            preconditionFailure("the placeholder symbol does not load: \(error)")
        }
    }

    // MARK: - Finding the assets

    /// Where the bundled symbols may be, in the order they are tried.
    public static func candidateDirectories(environment: [String: String] = ProcessInfo.processInfo.environment,
                                            executable: URL? = Bundle.main.executableURL,
                                            resources: URL? = SymbolAssets.symbolsDirectory) -> [URL] {
        var out: [URL] = []
        if let env = environment["SYMBOLVIEW_ASSETS"], !env.isEmpty {
            let url = URL(fileURLWithPath: env)
            out += [url, url.appendingPathComponent("symbols")]
        }
        if let resources { out.append(resources) }
        if let exe = executable?.resolvingSymlinksInPath().deletingLastPathComponent() {
            out.append(exe.deletingLastPathComponent().appendingPathComponent("share/symbolview/symbols"))
            out.append(exe.appendingPathComponent("assets/symbols"))
        }
        if let root = packageRoot() { out.append(root.appendingPathComponent("assets/symbols")) }
        return out
    }

    /// The first candidate directory that holds at least one `.svg` file.
    public static func locateBundledSymbols() -> URL? {
        candidateDirectories().first { dir in
            let files = (try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []
            return files.contains { $0.hasSuffix(".svg") }
        }
    }

    /// The source checkout this file was compiled from: the nearest directory above it that
    /// holds Package.swift.
    static func packageRoot() -> URL? {
        var dir = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while dir.path != "/" {
            if FileManager.default.fileExists(atPath: dir.appendingPathComponent("Package.swift").path) { return dir }
            dir = dir.deletingLastPathComponent()
        }
        return nil
    }

    /// The name in `names` with the fewest edits from `name`, when it is close enough to be a
    /// likely typo (at most a third of its letters differ).
    static func closest(to name: String, in names: [String]) -> String? {
        let scored = names.map { ($0, Levenshtein.distance(name.lowercased(), $0.lowercased())) }
        guard let best = scored.min(by: { $0.1 < $1.1 }) else { return nil }
        if best.0.lowercased().hasPrefix(name.lowercased()) || name.lowercased().hasPrefix(best.0.lowercased()) { return best.0 }
        return best.1 <= max(2, best.0.count / 3) ? best.0 : nil
    }
}

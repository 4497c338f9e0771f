import Foundation

/// The catalog's SVG files as a SwiftPM resource (`symbols/`, copied as it is), so they travel with
/// whatever is built from this package: symbolview's own binary, an installed copy, or another
/// package's executable that depends on `SymbolKit`.
///
/// This file lives in `assets/` because a resource must sit inside its target's folder, and the
/// symbols stay where authors and docs expect them.
public enum SymbolAssets {
    /// The folder holding the catalog's `NAME.svg` files inside the resource bundle, or nil when
    /// the bundle cannot be found.
    public static var symbolsDirectory: URL? {
        guard bundleIsReachable else { return nil }
        return Bundle.module.url(forResource: "symbols", withExtension: nil)
    }

    /// Whether `Bundle.module` will find its bundle rather than stop the program: SwiftPM's
    /// accessor looks beside the executable (`NAME_SymbolAssets.resources`, how built and
    /// installed binaries carry it), then in the build folder it was compiled in, and traps when
    /// both are missing. The second place can only exist while the package's checkout does.
    static var bundleIsReachable: Bool {
        let fileManager = FileManager.default
        let beside = (try? fileManager.contentsOfDirectory(atPath: Bundle.main.bundleURL.path)) ?? []
        if beside.contains(where: { $0.hasSuffix("_SymbolAssets.resources") }) { return true }
        let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        return fileManager.fileExists(atPath: checkout.appendingPathComponent(".build").path)
    }
}

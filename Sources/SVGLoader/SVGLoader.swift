import Foundation
import SymbolModel

/// Loads an SVG file into a ``Symbol``.
///
/// The loader reads the subset of SVG that icon sets use (shapes, groups, presentation
/// attributes and `style=""`, colours, transforms) plus symbolview's `data-*` annotations
/// (docs/symbol-format.md). What it cannot draw it skips with a warning; what makes the file
/// unreadable is an ``SVGLoadError`` naming the file, line and element. Every file is held to
/// ``SVGLimits``, so hostile input fails quickly instead of exhausting memory or time.
public enum SVGLoader {
    /// Loads the file at `url`; the symbol is named after the file without its `.svg` extension.
    public static func load(contentsOf url: URL, limits: SVGLimits = .default) throws -> LoadedSymbol {
        let file = url.lastPathComponent
        if let size = (try? FileManager.default.attributesOfItem(atPath: url.path))?[.size] as? Int, size > limits.maxFileBytes {
            throw SVGLoadError(file: file, reason: "the file is \(size) bytes; the limit is \(limits.maxFileBytes)")
        }
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            var isDirectory: ObjCBool = false
            let reason = !FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) ? "there is no such file"
                : isDirectory.boolValue ? "this is a folder, not an SVG file"
                : "the file cannot be read (\(error.localizedDescription))"
            throw SVGLoadError(file: url.path, reason: reason)
        }
        return try load(data: data, name: file, limits: limits)
    }

    /// Loads SVG bytes. `name` is used in messages and, without a `.svg` extension, as the
    /// symbol's name.
    public static func load(data: Data, name: String, limits: SVGLimits = .default) throws -> LoadedSymbol {
        let root = try SVGDocumentReader(file: name, limits: limits).read(data)
        let symbolName = name.hasSuffix(".svg") ? String(name.dropLast(4)) : name
        var builder = SymbolBuilder(file: name, name: symbolName, limits: limits)
        let symbol = try builder.build(root)
        return LoadedSymbol(symbol: symbol, warnings: builder.warnings)
    }
}

import FileAccess
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
    /// An SF Symbols template gives its design at `weight` and `scale` (``SymbolTemplate``);
    /// any other file is designed at regular and ignores them (the renderer weighs it).
    ///
    /// Only a regular file is read: a folder, a FIFO, a device or a socket is refused by what it
    /// is, before it is opened (opening a FIFO would block until something writes to it).
    public static func load(contentsOf url: URL, weight: SymbolWeight = .regular, scale: SymbolScale = .medium,
                            limits: SVGLimits = .default) throws -> LoadedSymbol {
        let data = try readRegularFile(url.path, limit: limits.maxFileBytes)
        return try load(data: data, name: url.lastPathComponent, weight: weight, scale: scale, limits: limits)
    }

    /// The SF Symbols template in the file at `url`, or nil when the file is an SVG of another
    /// kind. Errors are those of ``load(contentsOf:weight:scale:limits:)``.
    public static func template(contentsOf url: URL, limits: SVGLimits = .default) throws -> SymbolTemplate? {
        let data = try readRegularFile(url.path, limit: limits.maxFileBytes)
        return try template(data: data, name: url.lastPathComponent, limits: limits)
    }

    /// The SF Symbols template in `data`, or nil when it is an SVG of another kind.
    public static func template(data: Data, name: String, limits: SVGLimits = .default) throws -> SymbolTemplate? {
        try ForeignFileFormat.refuse(data, file: name)
        let root = try SVGDocumentReader(file: name, limits: limits).read(data)
        guard SymbolTemplateReader.isTemplate(root) else { return nil }
        var reader = SymbolTemplateReader(file: name, name: symbolName(name), limits: limits)
        return try reader.read(root)
    }

    /// The bytes of the regular file at `path`, or an error saying what the path is instead.
    static func readRegularFile(_ path: String, limit: Int) throws -> Data {
        let file = (path as NSString).lastPathComponent
        func refuse(_ reason: String) -> SVGLoadError { SVGLoadError(file: path, reason: reason) }
        func kind(_ mode: mode_t) -> String? {
            switch mode & S_IFMT {
            case S_IFREG: return nil
            case S_IFDIR: return "this is a folder, not an SVG file"
            case S_IFIFO: return "this is a FIFO (named pipe), not a regular file"
            case S_IFCHR, S_IFBLK: return "this is a device, not a regular file"
            case S_IFSOCK: return "this is a socket, not a regular file"
            default: return "this is not a regular file"
            }
        }
        var info = stat()
        guard FileName.withSystemPath(path, { stat($0, &info) }) == 0 else {
            throw refuse(errno == ENOENT || errno == ENOTDIR ? "there is no such file" : "the file cannot be read (\(String(cString: strerror(errno))))")
        }
        if let what = kind(info.st_mode) { throw refuse(what) }
        if Int(info.st_size) > limit { throw SVGLoadError(file: file, reason: "the file is \(info.st_size) bytes; the limit is \(limit)") }
        // Non-blocking, and checked again once open, in case the path changed in between.
        let fd = FileName.withSystemPath(path) { open($0, O_RDONLY | O_NONBLOCK | O_CLOEXEC) }
        guard fd >= 0 else { throw refuse("the file cannot be read (\(String(cString: strerror(errno))))") }
        defer { close(fd) }
        guard fstat(fd, &info) == 0 else { throw refuse("the file cannot be read (\(String(cString: strerror(errno))))") }
        if let what = kind(info.st_mode) { throw refuse(what) }
        var data = Data()
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                throw refuse("the file cannot be read (\(String(cString: strerror(errno))))")
            }
            if n == 0 { break }
            data.append(contentsOf: chunk[..<n])
            if data.count > limit { throw SVGLoadError(file: file, reason: "the file is over \(limit) bytes; the limit is \(limit)") }
        }
        return data
    }

    /// Loads SVG bytes. `name` is used in messages and, without a `.svg` extension, as the
    /// symbol's name.
    public static func load(data: Data, name: String, weight: SymbolWeight = .regular, scale: SymbolScale = .medium,
                            limits: SVGLimits = .default) throws -> LoadedSymbol {
        try ForeignFileFormat.refuse(data, file: name)
        let root = try SVGDocumentReader(file: name, limits: limits).read(data)
        let symbolName = symbolName(name)
        if SymbolTemplateReader.isTemplate(root) {
            var reader = SymbolTemplateReader(file: name, name: symbolName, limits: limits)
            return try reader.read(root).symbol(weight: weight, scale: scale)
        }
        var builder = SymbolBuilder(file: name, name: symbolName, limits: limits)
        let symbol = try builder.build(root)
        return LoadedSymbol(symbol: symbol, warnings: builder.warnings)
    }

    /// The file name without a `.svg` extension.
    private static func symbolName(_ file: String) -> String {
        file.hasSuffix(".svg") ? String(file.dropLast(4)) : file
    }
}

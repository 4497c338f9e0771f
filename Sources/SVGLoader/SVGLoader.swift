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
    ///
    /// Only a regular file is read: a folder, a FIFO, a device or a socket is refused by what it
    /// is, before it is opened (opening a FIFO would block until something writes to it).
    public static func load(contentsOf url: URL, limits: SVGLimits = .default) throws -> LoadedSymbol {
        let data = try readRegularFile(url.path, limit: limits.maxFileBytes)
        return try load(data: data, name: url.lastPathComponent, limits: limits)
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
        guard stat(path, &info) == 0 else {
            throw refuse(errno == ENOENT || errno == ENOTDIR ? "there is no such file" : "the file cannot be read (\(String(cString: strerror(errno))))")
        }
        if let what = kind(info.st_mode) { throw refuse(what) }
        if Int(info.st_size) > limit { throw SVGLoadError(file: file, reason: "the file is \(info.st_size) bytes; the limit is \(limit)") }
        // Non-blocking, and checked again once open, in case the path changed in between.
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
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
    public static func load(data: Data, name: String, limits: SVGLimits = .default) throws -> LoadedSymbol {
        let root = try SVGDocumentReader(file: name, limits: limits).read(data)
        let symbolName = name.hasSuffix(".svg") ? String(name.dropLast(4)) : name
        var builder = SymbolBuilder(file: name, name: symbolName, limits: limits)
        let symbol = try builder.build(root)
        return LoadedSymbol(symbol: symbol, warnings: builder.warnings)
    }
}

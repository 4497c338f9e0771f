import Foundation

/// A fresh folder under the system temporary directory, removed with everything in it when the
/// value goes away.
final class TemporaryFolder {
    let path: String

    init() {
        var template = Array(((NSTemporaryDirectory() as NSString).appendingPathComponent("file-access-tests-XXXXXX")).utf8CString)
        path = template.withUnsafeMutableBufferPointer { String(cString: mkdtemp($0.baseAddress!)!) }
    }

    /// The names in the folder as bytes, hidden ones included, sorted.
    func entries() throws -> [[UInt8]] {
        guard let dir = opendir(path) else { throw POSIXError(.ENOENT) }
        defer { closedir(dir) }
        var names: [[UInt8]] = []
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { Array($0.prefix { $0 != 0 }) }
            if name != [0x2E] && name != [0x2E, 0x2E] { names.append(name) }
        }
        return names.sorted { $0.lexicographicallyPrecedes($1) }
    }

    /// The names in the folder as text, hidden ones included, sorted.
    var contents: [String] { ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted() }

    /// Removed with `rm -rf`, which (unlike FileManager) also removes names that are not UTF-8.
    deinit {
        let rm = Process()
        rm.executableURL = URL(fileURLWithPath: "/bin/rm")
        rm.arguments = ["-rf", path]
        try? rm.run()
        rm.waitUntilExit()
    }
}

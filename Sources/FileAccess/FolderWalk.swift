import Foundation

/// The files under a folder, found by reading the folders' names as bytes, with every folder
/// that could not be read reported instead of skipped.
///
/// The walk keeps its own list of folders still to read (no recursion, so depth costs no stack),
/// descends into real folders only (a link to a folder is not followed, so a link cycle cannot
/// loop), and returns paths in ``FileName``'s form so every name opens, UTF-8 or not.
public struct FolderWalk {
    /// A folder that could not be read, and why.
    public struct Unreadable: Equatable, Sendable, CustomStringConvertible {
        public var path: String
        /// The system's error number from opening or reading it.
        public var code: Int32

        public var description: String {
            "cannot read the folder '\(FileName.display(path))': \(String(cString: strerror(code)))"
                + (code == EACCES || code == EPERM ? "; its files were not checked (check its permissions)" : "; its files were not checked")
        }
    }

    /// The paths of the entries whose name matched, sorted.
    public var files: [String] = []
    /// The folders that could not be opened or read, in the order met.
    public var unreadable: [Unreadable] = []

    /// Walks `root` (a folder), keeping the entries whose name (as text, see ``FileName``)
    /// `matches`. A matching folder is both kept and descended into.
    public init(root: String, matching matches: (String) -> Bool) {
        var pending = [root]
        while let folder = pending.popLast() {
            guard let dir = FileName.withSystemPath(folder, { opendir($0) }) else {
                unreadable.append(Unreadable(path: folder, code: errno))
                continue
            }
            defer { closedir(dir) }
            var subfolders: [String] = []
            while true {
                errno = 0
                guard let entry = readdir(dir) else {
                    if errno != 0 { unreadable.append(Unreadable(path: folder, code: errno)) }
                    break
                }
                let name = withUnsafeBytes(of: entry.pointee.d_name) { FileName.string(fromBytes: $0.prefix { $0 != 0 }) }
                if name == "." || name == ".." { continue }
                let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
                if Self.isFolder(path, type: entry.pointee.d_type) { subfolders.append(path) }
                if matches(name) { files.append(path) }
            }
            pending += subfolders.reversed()
        }
        files.sort()
    }

    /// Whether `path` is a real folder (not a link to one): from the entry's type when the file
    /// system gives it, otherwise from `lstat`.
    private static func isFolder(_ path: String, type: UInt8) -> Bool {
        if type != UInt8(DT_UNKNOWN) { return type == UInt8(DT_DIR) }
        var info = stat()
        return FileName.withSystemPath(path) { lstat($0, &info) } == 0 && info.st_mode & S_IFMT == S_IFDIR
    }
}

import Foundation

/// Writes a file so that it appears whole or not at all, and never through a link.
///
/// The bytes go to a new temporary file in the destination's own folder, which is then renamed
/// over the destination. The temporary file is created exclusively (`O_CREAT | O_EXCL`, which
/// also refuses to follow a symbolic link at that name, and `O_NOFOLLOW`) under a name no one
/// can predict (`.NAME.` + 16 random hex digits + `.tmp`), so a link planted beside the output
/// is never written through; the rename replaces a link at the destination itself, not what it
/// points to. A failed write removes the temporary file, and so does SIGINT, SIGTERM or SIGHUP
/// arriving while it exists (``InterruptCleanup``).
///
/// Every file symbolview writes goes through here: PNG images, templates, screenshots, and the
/// recorder's temporary outputs (``createTemporary(beside:)``).
public enum OutputFile {
    /// Writes `bytes` to `path`, replacing what is there (a file or a link, never a folder).
    public static func write(_ bytes: [UInt8], to path: String) throws {
        try bytes.withUnsafeBytes { try write($0, to: path) }
    }

    /// Writes `bytes` to `path`, replacing what is there (a file or a link, never a folder).
    public static func write(_ bytes: UnsafeRawBufferPointer, to path: String) throws {
        try checkDestination(path)
        let (temporary, fd) = try createTemporary(beside: path)
        var failure: Int32 = 0
        var offset = 0
        while offset < bytes.count {
            let n = Foundation.write(fd, bytes.baseAddress! + offset, bytes.count - offset)
            if n < 0 {
                if errno == EINTR { continue }
                failure = errno
                break
            }
            offset += n
        }
        if close(fd) != 0 && failure == 0 { failure = errno }
        if failure == 0 {
            failure = FileName.withSystemPath(temporary) { from in
                FileName.withSystemPath(path) { to in rename(from, to) == 0 ? 0 : errno }
            }
        }
        if failure != 0 { remove(temporary) }
        InterruptCleanup.shared.forget(temporary)
        if failure != 0 { throw FileError(path: path, action: .write, errno: failure) }
    }

    /// Creates a new, empty temporary file beside `path` (in the same folder, hidden, under a
    /// name no one can predict) and returns its path and a descriptor open for writing.
    ///
    /// The file is removed if the process is interrupted (SIGINT, SIGTERM, SIGHUP) before the
    /// caller calls ``InterruptCleanup/forget(_:)`` (after renaming or removing it).
    public static func createTemporary(beside path: String) throws -> (path: String, descriptor: Int32) {
        try createTemporary(beside: path, naming: { ".\($0).\($1).tmp" })
    }

    /// ``createTemporary(beside:)`` with the temporary file's name made by `naming` from the
    /// destination's name (cut short to leave room when long) and 16 random hex digits; the
    /// recorder names its temporary outputs so a later run can tell whose they are.
    public static func createTemporary(beside path: String, naming: (String, String) -> String) throws -> (path: String, descriptor: Int32) {
        var generator = SystemRandomNumberGenerator()
        return try createTemporary(beside: path, naming: naming) {
            let random = String(generator.next() as UInt64, radix: 16)
            return String(repeating: "0", count: 16 - random.count) + random
        }
    }

    /// ``createTemporary(beside:naming:)`` with the 16-character tags that make names
    /// unpredictable drawn from `tag` (a test gives its own to show what happens when a name is taken).
    static func createTemporary(beside path: String, naming: (String, String) -> String = { ".\($0).\($1).tmp" },
                                tag: () -> String) throws -> (path: String, descriptor: Int32) {
        let folder = FileError.folder(of: path)
        let name = FileError.lastComponent(of: path)
        // The temporary name must fit a component too: a long name is cut to leave room.
        let extra = FileName.systemBytes(of: naming("", String(repeating: "0", count: 16))).count
        var stem = FileName.systemBytes(of: name)
        let room = FileError.nameLimit - extra
        if stem.count > room { stem = Array(stem.prefix(max(0, room))) }
        let shortened = FileName.string(fromBytes: stem)
        for _ in 0..<64 {
            let temporary = FileError.joined(folder, naming(shortened, tag()))
            InterruptCleanup.shared.remember(temporary)
            let fd = FileName.withSystemPath(temporary) {
                open($0, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o666)
            }
            if fd >= 0 { return (temporary, fd) }
            let code = errno
            InterruptCleanup.shared.forget(temporary)
            if code == EEXIST || code == EINTR { continue }
            throw FileError(path: path, action: .write, errno: code)
        }
        throw FileError(path: path, action: .write, reason: "no unused temporary name could be made in '\(FileName.display(folder))'")
    }

    /// Removes the file at `path` (not following a link), ignoring a missing one.
    public static func remove(_ path: String) {
        _ = FileName.withSystemPath(path) { unlink($0) }
    }

    /// Throws when `path` cannot be a file's name: a folder stands there, its name ends in a
    /// slash, or it is longer than a name or a path may be.
    static func checkDestination(_ path: String) throws {
        let bytes = FileName.systemBytes(of: path)
        if path.isEmpty { throw FileError(path: path, action: .write, errno: ENOENT) }
        if path.hasSuffix("/") {
            throw FileError(path: path, action: .write, reason: "a name ending in '/' names a folder; give the name of a file")
        }
        if FileName.systemBytes(of: FileError.lastComponent(of: path)).count > FileError.nameLimit
            || bytes.count > FileError.pathLimit {
            throw FileError(path: path, action: .write, errno: ENAMETOOLONG)
        }
        var info = stat()
        if FileName.withSystemPath(path, { lstat($0, &info) }) == 0, info.st_mode & S_IFMT == S_IFDIR {
            throw FileError(path: path, action: .write, errno: EISDIR)
        }
    }
}

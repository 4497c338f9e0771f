import FileAccess
import Foundation

/// An output written under a temporary name beside its destination and renamed into place
/// only when complete, so a failed or interrupted recording never leaves a partial file.
///
/// The temporary file (or folder, for PNG frames) is hidden (`.NAME.partial-PID-XXXXXX`, PID
/// being the writer's process id; a file is made by `OutputFile`, exclusively and never through
/// a link) and made in the destination's own folder (inside an existing
/// frames folder), so the final renames stay on one file system and are atomic. A run killed
/// before it could clean up (SIGKILL) leaves its temporary output behind; the next run into the
/// same folder removes it once no process has that PID.
/// Creating it is also how the destination is checked: a missing or unwritable folder is
/// reported before any frame is rendered, and so is a destination that is not ours to write
/// into (see ``check(destination:isFolder:force:)``).
public final class StagedOutput {
    /// The path the output will have once committed.
    public let destination: String
    /// The temporary path written meanwhile: a file, or a folder when `isFolder`.
    public let staging: String
    public let isFolder: Bool
    private var settled = false

    /// Makes the temporary file or folder for `destination`, after ``check(destination:isFolder:force:)``.
    public init(destination: String, isFolder: Bool, force: Bool = false) throws {
        let dest = Self.withoutTrailingSlashes(destination)
        self.destination = dest
        self.isFolder = isFolder
        try Self.check(destination: dest, isFolder: isFolder, force: force)
        let parent = Self.parentFolder(of: dest)
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: dest, isDirectory: &isDirectory)
        // An existing frames folder gets its temporary folder inside it: the frames are moved
        // into it one by one, and it may be a mount point on another file system than its
        // parent (where a rename from beside it fails); making the temporary folder there also
        // checks, before any frame is rendered, that the folder itself is writable.
        let stagingParent = isFolder && exists && isDirectory.boolValue ? dest : parent
        Self.removeStalePartials(in: stagingParent)
        if isFolder {
            var template = Array("\(stagingParent)/.\(Self.name(of: dest)).partial-\(getpid())-XXXXXX".utf8CString)
            let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) != nil }
            guard made else { throw StagedOutput.errorForFolder(stagingParent, errno: errno) }
            staging = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        } else {
            // The one safe way every output file is made: exclusive, never through a link.
            do {
                let made = try OutputFile.createTemporary(beside: "\(stagingParent)/\(Self.name(of: dest))") { name, tag in
                    ".\(name).partial-\(getpid())-\(tag.prefix(6))"
                }
                close(made.descriptor)
                staging = made.path
            } catch let error as FileError {
                throw StagedOutput.errorForFolder(stagingParent, errno: error.code)
            }
        }
        // mkstemp and mkdtemp make private files; the output gets the usual permissions.
        let mask = umask(0)
        umask(mask)
        chmod(staging, (isFolder ? 0o777 : 0o666) & ~mask)
    }

    /// Throws unless a recording may be written to `destination`, without writing anything:
    ///
    /// - its folder must exist;
    /// - the root folder and a path ending in `..` are refused: neither is a place anyone means
    ///   to fill with frames, and the frames folder's old frames would be pruned there;
    /// - a file where the frames folder should go, or a folder where a file should go, is refused;
    /// - an existing frames folder holding anything but our own temporary folders is refused
    ///   unless `force`; even then only `frame-NNNNN.png` files are replaced or removed.
    public static func check(destination: String, isFolder: Bool, force: Bool) throws {
        let dest = withoutTrailingSlashes(destination)
        if name(of: dest) == ".." || realPath(dest) == "/" {
            throw RecordingError.refusedOutput(destination, reason: realPath(dest) == "/" ? "that is the root folder"
                                              : "that is a parent folder, and its frames would mix with everything else in it")
        }
        try checkFolder(parentFolder(of: dest))
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: dest, isDirectory: &isDirectory) else { return }
        if isDirectory.boolValue != isFolder {
            throw RecordingError.refusedOutput(dest, reason: isFolder ? "a file of that name exists where the frames folder should go"
                                                                    : "a folder of that name exists")
        }
        guard isFolder, !force else { return }
        let others = ((try? FileManager.default.contentsOfDirectory(atPath: dest)) ?? []).filter { partialWriter(of: $0) == nil }
        if !others.isEmpty {
            throw RecordingError.refusedOutput(destination, reason: "the folder is not empty (it holds \(others.count) "
                + "\(others.count == 1 ? "entry" : "entries")); choose an empty or new folder, or add --force to write the "
                + "frames into it (only frame-NNNNN.png files are then replaced or removed)")
        }
    }

    /// Moves the finished output into place. A folder destination that already exists keeps its
    /// other files: each frame is moved into it, and older `frame-NNNNN.png` files numbered past
    /// this recording's last frame are removed, so the folder holds exactly this sequence.
    public func commit() throws {
        guard !settled else { return }
        settled = true
        defer { removeStaging() }
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: destination, isDirectory: &isDirectory)
        if isFolder && exists && isDirectory.boolValue {
            try mergeFrames()
            return
        }
        if isFolder && exists {
            throw RecordingError.writeFailed(destination, reason: "a file of that name exists where the frames folder should go")
        }
        if !isFolder && exists && isDirectory.boolValue {
            throw RecordingError.writeFailed(destination, reason: "a folder of that name exists")
        }
        guard rename(staging, destination) == 0 else {
            throw RecordingError.writeFailed(destination, reason: String(cString: strerror(errno)))
        }
    }

    /// Removes the temporary output; safe to call more than once and after ``commit()``.
    public func discard() {
        guard !settled else { return }
        settled = true
        removeStaging()
    }

    deinit { discard() }

    private func removeStaging() {
        InterruptCleanup.shared.forget(staging)
        if FileManager.default.fileExists(atPath: staging) {
            try? FileManager.default.removeItem(atPath: staging)
        }
    }

    private func mergeFrames() throws {
        let fm = FileManager.default
        let ours = Set((try? fm.contentsOfDirectory(atPath: staging)) ?? [])
        for name in ours.sorted() {
            guard rename("\(staging)/\(name)", "\(destination)/\(name)") == 0 else {
                throw RecordingError.writeFailed("\(destination)/\(name)", reason: String(cString: strerror(errno)))
            }
        }
        for name in (try? fm.contentsOfDirectory(atPath: destination)) ?? [] where PNGFrameNaming.isFrameName(name) && !ours.contains(name) {
            try? fm.removeItem(atPath: "\(destination)/\(name)")
        }
    }

    /// `error` with the temporary path replaced by the destination, since the temporary name
    /// means nothing to the person reading the message (and is gone by then).
    static func naming(_ error: Error, destination: String, staging: String) -> Error {
        switch error {
        case RecordingError.diskFull(let path) where path.hasPrefix(staging):
            return RecordingError.diskFull(destination)
        case RecordingError.writeFailed(let path, let reason) where path.hasPrefix(staging):
            return RecordingError.writeFailed(destination, reason: reason)
        default:
            return error
        }
    }

    /// The process id in the name of a temporary output (`.NAME.partial-PID-XXXXXX`), or nil
    /// when `entry` is not named like one.
    static func partialWriter(of entry: String) -> pid_t? {
        guard entry.hasPrefix("."), let marker = entry.range(of: ".partial-", options: .backwards),
              marker.lowerBound > entry.index(after: entry.startIndex) else { return nil }
        let parts = entry[marker.upperBound...].split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2, parts[1].count == 6, parts[1].allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }),
              !parts[0].isEmpty, parts[0].count <= 10, parts[0].allSatisfy({ $0.isASCII && $0.isNumber }),
              let pid = pid_t(parts[0]), pid > 0 else { return nil }
        return pid
    }

    /// Removes the temporary outputs in `folder` whose writer is gone (killed before it could
    /// clean up). Only entries named exactly like ours are touched, only when no process has
    /// their PID, and inside a temporary folder only `frame-NNNNN.png` files: a folder that holds
    /// anything else is left.
    static func removeStalePartials(in folder: String) {
        for entry in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] {
            guard let pid = partialWriter(of: entry), kill(pid, 0) != 0, errno == ESRCH else { continue }
            let path = "\(folder)/\(entry)"
            var info = stat()
            guard lstat(path, &info) == 0 else { continue }
            switch info.st_mode & S_IFMT {
            case S_IFREG:
                unlink(path)
            case S_IFDIR:
                for name in (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? [] where PNGFrameNaming.isFrameName(name) {
                    unlink("\(path)/\(name)")
                }
                rmdir(path)
            default:
                continue
            }
        }
    }

    /// `path` without trailing slashes, except for the root itself.
    static func withoutTrailingSlashes(_ path: String) -> String {
        var p = path
        while p.count > 1 && p.hasSuffix("/") { p.removeLast() }
        return p
    }

    /// The folder part of `path` (`.` for a bare name). Written out because NSString's
    /// `deletingLastPathComponent` traps (SIGILL) on some short paths such as `a` and `x/` in
    /// this Foundation.
    static func parentFolder(of path: String) -> String {
        let p = withoutTrailingSlashes(path)
        guard let slash = p.lastIndex(of: "/") else { return "." }
        if slash == p.startIndex { return "/" }
        return withoutTrailingSlashes(String(p[..<slash]))
    }

    /// The last component of `path`; for `.` and paths ending in it, the real folder's name, so a
    /// temporary output is named after something a person would recognise.
    static func name(of path: String) -> String {
        let p = withoutTrailingSlashes(path)
        let last = p.split(separator: "/").last.map(String.init) ?? p
        guard last == ".", let real = realPath(p) else { return last }
        return real.split(separator: "/").last.map(String.init) ?? "root"
    }

    /// `path` with every symbolic link, `.` and `..` resolved, or nil when it does not exist.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Throws the reason `folder` cannot take new files, if it cannot.
    static func checkFolder(_ folder: String) throws {
        var info = stat()
        guard stat(folder, &info) == 0 else {
            if errno == ENOENT || errno == ENOTDIR { throw RecordingError.missingFolder(folder) }
            throw RecordingError.unwritableFolder(folder, reason: String(cString: strerror(errno)))
        }
        guard (info.st_mode & S_IFMT) == S_IFDIR else {
            throw RecordingError.missingFolder(folder)
        }
    }

    static func errorForFolder(_ folder: String, errno code: Int32) -> RecordingError {
        switch code {
        case ENOENT, ENOTDIR: return .missingFolder(folder)
        case ENOSPC, EDQUOT: return .diskFull(folder)
        default: return .unwritableFolder(folder, reason: String(cString: strerror(code)))
        }
    }
}

/// The names of numbered PNG frames: `frame-00001.png`, counting from 1.
public enum PNGFrameNaming {
    /// The file name of frame `index` (counting from 0).
    public static func name(ofFrame index: Int) -> String {
        "frame-" + String(format: "%05d", index + 1) + ".png"
    }

    /// Whether `name` looks like a frame this recorder writes.
    public static func isFrameName(_ name: String) -> Bool {
        guard name.hasPrefix("frame-"), name.hasSuffix(".png") else { return false }
        let digits = name.dropFirst(6).dropLast(4)
        return digits.count >= 5 && digits.allSatisfy(\.isASCII) && digits.allSatisfy(\.isNumber)
    }
}

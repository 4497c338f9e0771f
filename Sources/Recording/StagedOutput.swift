import Foundation

/// An output written under a temporary name beside its destination and renamed into place
/// only when complete, so a failed or interrupted recording never leaves a partial file.
///
/// The temporary file (or folder, for PNG frames) is hidden (`.NAME.partial-XXXXXX`) and made
/// in the destination's own folder (inside an existing frames folder), so the final renames
/// stay on one file system and are atomic.
/// Creating it is also how the destination folder is checked: a missing or unwritable folder
/// is reported before any frame is rendered.
public final class StagedOutput {
    /// The path the output will have once committed.
    public let destination: String
    /// The temporary path written meanwhile: a file, or a folder when `isFolder`.
    public let staging: String
    public let isFolder: Bool
    private var settled = false

    /// Makes the temporary file or folder for `destination`.
    public init(destination: String, isFolder: Bool) throws {
        var dest = destination
        while dest.count > 1 && dest.hasSuffix("/") { dest.removeLast() }
        self.destination = dest
        self.isFolder = isFolder
        let nsDest = dest as NSString
        let parent = nsDest.deletingLastPathComponent.isEmpty ? "." : nsDest.deletingLastPathComponent
        try StagedOutput.checkFolder(parent)
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: dest, isDirectory: &isDirectory), isDirectory.boolValue != isFolder {
            throw RecordingError.writeFailed(dest, reason: isFolder ? "a file of that name exists where the frames folder should go"
                                                                   : "a folder of that name exists")
        }
        // An existing frames folder gets its temporary folder inside it: the frames are moved
        // into it one by one, and it may be a mount point on another file system than its
        // parent (where a rename from beside it fails); making the temporary folder there also
        // checks, before any frame is rendered, that the folder itself is writable.
        let stagingParent = isFolder && isDirectory.boolValue ? dest : parent
        var template = Array("\(stagingParent)/.\(nsDest.lastPathComponent).partial-XXXXXX".utf8CString)
        let made: Bool = template.withUnsafeMutableBufferPointer { buffer in
            if isFolder { return mkdtemp(buffer.baseAddress!) != nil }
            let fd = mkstemp(buffer.baseAddress!)
            if fd >= 0 { close(fd); return true }
            return false
        }
        guard made else { throw StagedOutput.errorForFolder(stagingParent, errno: errno) }
        staging = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        // mkstemp and mkdtemp make private files; the output gets the usual permissions.
        let mask = umask(0)
        umask(mask)
        chmod(staging, (isFolder ? 0o777 : 0o666) & ~mask)
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

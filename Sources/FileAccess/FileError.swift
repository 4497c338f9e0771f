import Foundation

/// A file that could not be read or written, worded for the person who named it: what was
/// attempted, on which path (shown with ``FileName/display(_:)``), why, and what to do.
public struct FileError: Error, Equatable, CustomStringConvertible {
    /// What was being done to the file.
    public enum Action: String, Sendable {
        case read, write
    }

    /// The path the person gave.
    public var path: String
    public var action: Action
    /// The system's error number (`errno`), or 0 when the reason is not one.
    public var code: Int32
    /// Why, in words (without the path).
    public var reason: String

    public init(path: String, action: Action, code: Int32 = 0, reason: String) {
        self.path = path
        self.action = action
        self.code = code
        self.reason = reason
    }

    /// The error for system error `code` while doing `action` to `path`, with the reason worded
    /// for that code: a missing folder, no permission, a read-only disk, a full disk, a name
    /// too long, a folder where a file was meant.
    public init(path: String, action: Action, errno code: Int32) {
        let folder = FileError.folder(of: path)
        let shownFolder = "'" + FileName.display(folder) + "'"
        let reason: String
        switch (code, action) {
        case (ENOENT, .write):
            reason = "the folder \(shownFolder) does not exist; create it first or choose another path"
        case (ENOENT, .read):
            reason = "there is no such file"
        case (ENOTDIR, _):
            reason = "a part of the path is not a folder"
        case (EACCES, .write), (EPERM, .write):
            reason = "there is no permission to create files in \(shownFolder); choose another folder"
        case (EACCES, .read), (EPERM, .read):
            reason = "there is no permission to read it"
        case (EROFS, _):
            reason = "the folder \(shownFolder) is on a read-only file system; choose another folder"
        case (ENOSPC, _), (EDQUOT, _):
            reason = "the disk is full, so nothing was written; free some space and try again"
        case (ENAMETOOLONG, _):
            let name = FileName.systemBytes(of: FileError.lastComponent(of: path)).count
            reason = name > FileError.nameLimit
                ? "the name is \(name) bytes long and a file name may have at most \(FileError.nameLimit); choose a shorter name"
                : "the path is too long (a path may have at most \(FileError.pathLimit) bytes); choose a shorter one"
        case (EISDIR, .write):
            reason = "that is a folder; give the name of a file, such as '\(FileName.display(FileError.joined(path, "NAME")))'"
        case (EISDIR, .read):
            reason = "that is a folder, not a file"
        case (ELOOP, _):
            reason = "it is a symbolic link, or too many symbolic links lead to it"
        default:
            reason = String(cString: strerror(code))
        }
        self.init(path: path, action: action, code: code, reason: reason)
    }

    public var description: String {
        "cannot \(action.rawValue) '\(FileName.display(path))': \(reason)"
    }

    /// The longest file name (one path component) Linux file systems take, in bytes.
    public static let nameLimit = Int(NAME_MAX)
    /// The longest path a system call takes, in bytes.
    public static let pathLimit = Int(PATH_MAX) - 1

    /// One line for any error on its way to a person: a Foundation or POSIX error (which would
    /// print as `Error Domain=NSCocoaErrorDomain Code=… UserInfo={…}`) becomes a ``FileError``
    /// for the file it names (or `path`), anything else its own description.
    public static func message(for error: Error, path: String? = nil, action: Action = .write) -> String {
        guard isFoundationError(error) else { return "\(error)" }
        let ns = error as NSError
        let named = (ns.userInfo[NSFilePathErrorKey] as? String) ?? (ns.userInfo[NSURLErrorKey] as? URL)?.path ?? path
        var code: Int32 = ns.domain == NSPOSIXErrorDomain ? Int32(ns.code) : 0
        if code == 0, let underlying = ns.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            code = Int32(underlying.code)
        }
        if code == 0 { code = posixCode(forCocoaCode: ns.code) }
        guard let named else {
            return code != 0 ? String(cString: strerror(code)) : "a file operation failed (\(ns.domain) \(ns.code))"
        }
        if code == 0 {
            return FileError(path: named, action: action, reason: "the system refused (\(ns.domain) \(ns.code))").description
        }
        return FileError(path: named, action: action, errno: code).description
    }

    /// Whether `error` comes from Foundation or the C library rather than from our own types.
    static func isFoundationError(_ error: Error) -> Bool {
        let domain = (error as NSError).domain
        return domain == NSCocoaErrorDomain || domain == NSPOSIXErrorDomain
    }

    /// The `errno` nearest to a Cocoa file error code, or 0.
    static func posixCode(forCocoaCode code: Int) -> Int32 {
        switch CocoaError.Code(rawValue: code) {
        case .fileNoSuchFile, .fileReadNoSuchFile: return ENOENT
        case .fileWriteNoPermission, .fileReadNoPermission: return EACCES
        case .fileWriteVolumeReadOnly: return EROFS
        case .fileWriteOutOfSpace: return ENOSPC
        case .fileWriteInvalidFileName, .fileReadInvalidFileName: return ENAMETOOLONG
        case .fileWriteFileExists: return EEXIST
        default: return 0
        }
    }

    /// The folder part of `path` (`.` for a bare name, `/` for a name in the root).
    static func folder(of path: String) -> String {
        var p = Substring(path)
        while p.count > 1 && p.hasSuffix("/") { p = p.dropLast() }
        guard let slash = p.lastIndex(of: "/") else { return "." }
        return slash == p.startIndex ? "/" : String(p[..<slash])
    }

    /// The last component of `path`, ignoring trailing slashes.
    static func lastComponent(of path: String) -> String {
        var p = Substring(path)
        while p.count > 1 && p.hasSuffix("/") { p = p.dropLast() }
        return p.split(separator: "/").last.map(String.init) ?? String(p)
    }

    static func joined(_ folder: String, _ name: String) -> String {
        folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }
}

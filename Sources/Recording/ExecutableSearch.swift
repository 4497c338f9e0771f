import Foundation

/// Finds a program the way a shell does: the first executable of that name in the folders
/// of a `PATH` string. The `PATH` is a parameter so tests can hide a program.
public enum ExecutableSearch {
    /// The full path of `name` in `path` (colon-separated folders), or nil.
    public static func find(_ name: String, inPath path: String?) -> String? {
        if name.contains("/") { return access(name, X_OK) == 0 ? name : nil }
        for folder in (path ?? "").split(separator: ":", omittingEmptySubsequences: true) {
            let candidate = folder.hasSuffix("/") ? "\(folder)\(name)" : "\(folder)/\(name)"
            var info = stat()
            if stat(candidate, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, access(candidate, X_OK) == 0 {
                return candidate
            }
        }
        return nil
    }

    /// The process's own `PATH`.
    public static var environmentPath: String? {
        ProcessInfo.processInfo.environment["PATH"]
    }
}

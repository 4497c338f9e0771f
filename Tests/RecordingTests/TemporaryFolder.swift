import Foundation

/// A fresh folder under the system temporary directory, removed when the value goes away.
final class TemporaryFolder {
    let path: String

    init() {
        var template = Array(((NSTemporaryDirectory() as NSString).appendingPathComponent("recording-tests-XXXXXX")).utf8CString)
        path = template.withUnsafeMutableBufferPointer { String(cString: mkdtemp($0.baseAddress!)!) }
    }

    /// `name` inside the folder.
    func file(_ name: String) -> String { "\(path)/\(name)" }

    /// Everything in the folder, hidden files included, sorted.
    var contents: [String] { ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted() }

    deinit { try? FileManager.default.removeItem(atPath: path) }
}

/// Whether ``unwritableFolder(in:)`` can find one on this machine, for `.enabled(if:)`.
let unwritableFolderIsAvailable = unwritableFolder(in: TemporaryFolder()) != nil

/// A folder this process cannot create files in: a read-only one for a normal user, or a
/// kernel folder such as /sys when running as root (root ignores permission bits).
func unwritableFolder(in temp: TemporaryFolder) -> String? {
    if geteuid() != 0 {
        let folder = temp.file("locked")
        mkdir(folder, 0o555)
        return folder
    }
    let probe = "/sys/.symbolview-probe"
    let fd = open(probe, O_CREAT | O_WRONLY, 0o644)
    if fd >= 0 { close(fd); unlink(probe); return nil }
    return "/sys"
}

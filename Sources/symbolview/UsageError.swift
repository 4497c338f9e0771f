import FileAccess
import Foundation

/// A mistake in a subcommand's command line: the subcommand prints the message, then its usage
/// text, and exits with status 2.
struct UsageError: Error, CustomStringConvertible {
    let message: String
    init(_ message: String) { self.message = message }
    var description: String { message }
}

/// `--out` of a command that writes one PNG: anything but a `.png` name is refused, since the
/// file would hold PNG data whatever its name said (`frame.jpg` that is not a JPEG).
func pngOutput(_ path: String) throws -> String {
    guard (path as NSString).pathExtension.lowercased() == "png" else {
        throw UsageError("--out \(FileName.display(path)): this writes a PNG, so the name must end in .png")
    }
    return path
}

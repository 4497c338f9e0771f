import Foundation

extension OutputFile {
    /// Whether writing `output` would replace the file `source`: both name the same file (the
    /// same device and inode), whether spelled alike, through a link, a hard link or another
    /// path to it. False when either does not exist, or `source` is not a regular file.
    ///
    /// A command that reads a source and writes `--out` asks before it writes: `export icon.svg
    /// --out icon.svg` would otherwise replace the drawing with its animation, silently.
    public static func replaces(_ source: String, output: String) -> Bool {
        var a = stat(), b = stat()
        let found = FileName.withSystemPath(source) { stat($0, &a) == 0 }
            && FileName.withSystemPath(output) { stat($0, &b) == 0 }
        return found && a.st_mode & S_IFMT == S_IFREG && a.st_dev == b.st_dev && a.st_ino == b.st_ino
    }
}

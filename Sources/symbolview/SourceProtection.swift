import FileAccess

/// Refuses an `--out` that names one of the command's sources (the same file, also through a
/// link or another spelling: ``OutputFile/replaces(_:output:)``) unless `--force` was given, so
/// `export icon.svg --out icon.svg` cannot replace the drawing by a slip.
///
/// `candidates` are the command's arguments that may name source files (a catalog name or an
/// option's value simply names no file); every command that reads a source and takes `--out`
/// (render, export, export-template, record, sheet) calls this before its work.
func refuseReplacingSource(_ candidates: [String], out: String?, force: Bool) throws {
    guard !force, let out else { return }
    if let source = candidates.first(where: { OutputFile.replaces($0, output: out) }) {
        let same = source == out ? "" : " (\(FileName.display(source)))"
        throw UsageError("--out \(FileName.display(out)) is the source file\(same); writing it would replace the source. "
                         + "Pick another name, or pass --force to replace it")
    }
}

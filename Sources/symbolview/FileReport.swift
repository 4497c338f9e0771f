import FileAccess
import Foundation
import SVGLoader
import SymbolModel

/// What `check` found in one file: the lines `--verbose` and `--layers` print for it, whether it
/// loaded cleanly, with warnings or not at all, and its warnings' kinds for the summary.
/// Made on a worker thread; printed in order on the main one.
struct FileReport: Sendable {
    enum Outcome: Sendable {
        case clean, warned
        /// The line the failures list shows.
        case failed(String)
    }

    var lines: [String] = []
    var outcome = Outcome.clean
    /// One key per warning (`<element>: message`), counted across files.
    var warningKinds: [String] = []

    /// Loads the SVG or `.gpa` file at `path` (in ``FileName``'s form).
    init(checking path: String, verbose: Bool, listLayers: Bool) {
        let url = URL(fileURLWithPath: path)
        let shown = FileName.display(path)
        do {
            // Opened once, whatever it is; a GTK path animation's warnings are what its file uses
            // that symbolview ignores.
            let document = try SymbolDocument.open(contentsOf: url)
            let loaded = document.checked
            outcome = loaded.warnings.isEmpty ? .clean : .warned
            if verbose {
                lines.append("\(shown): " + (loaded.warnings.isEmpty ? "ok" : "\(loaded.warnings.count) warning\(loaded.warnings.count == 1 ? "" : "s")"))
                for w in loaded.warnings {
                    lines.append("    " + (w.line.map { "line \($0): " } ?? "") + (w.element.map { "<\($0.terminalSafe)> " } ?? "") + w.message.terminalSafe)
                }
            }
            if listLayers { lines.append(LayerListing.text(for: loaded.symbol)) }
            if verbose || listLayers, case .template(let template) = document {
                lines.append("    " + templateSummary(template))
            }
            warningKinds = loaded.warnings.map { w in (w.element.map { "<\($0)>: " } ?? "") + w.message }.map(\.terminalSafe)
        } catch {
            if var e = error as? SVGLoadError {
                e.file = path
                outcome = .failed(e.description)
                if verbose { lines.append("failed: \(e.description)") }
            } else {
                outcome = .failed("\(shown): \(FileError.message(for: error, path: path, action: .read))")
            }
        }
    }
}

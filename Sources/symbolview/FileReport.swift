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
    /// The kinds of its warnings, each once (``WarningGroup/kind``), counted across files, with
    /// what the summary shows for each: the message itself when every warning of the kind says
    /// the same, else the kind.
    var warningKinds: [(kind: String, shown: String)] = []

    /// Loads the SVG or `.gpa` file at `path` (in ``FileName``'s form). With
    /// `showsInferredLayers` (one file checked), a plain SVG's report says which layers were
    /// inferred from its drawing.
    init(checking path: String, verbose: Bool, listLayers: Bool, showsInferredLayers: Bool = false) {
        let url = URL(fileURLWithPath: path)
        let shown = FileName.display(path)
        do {
            // Opened once, whatever it is; a GTK path animation's warnings are what its file uses
            // that symbolview ignores.
            let document = try SymbolDocument.open(contentsOf: url)
            let loaded = document.checked
            outcome = loaded.warnings.isEmpty ? .clean : .warned
            // One line per kind of problem, with a count: the same fault with different values
            // (three broken gradient transforms) is one line.
            let groups = WarningGroup.grouping(loaded.warnings)
            if verbose {
                let count = loaded.warnings.count
                let kinds = groups.count < count ? " of \(groups.count) kind\(groups.count == 1 ? "" : "s")" : ""
                lines.append("\(shown): " + (count == 0 ? "ok" : "\(count) warning\(count == 1 ? "" : "s")\(kinds)"))
                for group in groups { lines.append("    " + group.line) }
            }
            if listLayers {
                lines.append(LayerListing.text(for: loaded.symbol))
            } else if showsInferredLayers, case .symbol = document, let line = LayerListing.inferredSummary(for: loaded.symbol) {
                lines.append(line)
            }
            if verbose || listLayers, case .template(let template) = document {
                lines.append("    " + templateSummary(template))
            }
            warningKinds = groups.map { ($0.kind, $0.summary) }
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

import Foundation
import Scenes

/// `--watch`: saved files loaded again.
extension ViewerSession {
    /// Loads again every watched file whose save has settled: a good save replaces the symbol
    /// (which draws on again), a broken one keeps the last drawing and shows the error.
    func reloadSavedFiles(at now: Double) {
        guard let watcher, let reloadSymbol else { return }
        for path in watcher.takeSettled(at: now) {
            let source = SymbolSource.file(path)
            do {
                try reloadSymbol(source)
                state.symbolReloaded(source, at: now)
            } catch {
                // The banner may be cut short in a small window, and is gone at the next good
                // save; the terminal keeps the whole message.
                FileHandle.standardError.write("symbolview: --watch: \(error)\n".data(using: .utf8)!)
                state.symbolFailedToReload(source, message: "\(error)", at: now)
            }
            needsFrame = true
        }
    }
}

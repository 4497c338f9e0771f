import CSDL2
import FileAccess
import Foundation
import Geometry
import Recording
import Scenes

/// `X`: the selected symbol's effect exported as Lottie JSON, animated SVG and an HTML fragment
/// (a toggle, or a hover for an effect without states) into the pictures folder (``ViewerExport``
/// chooses and exports; this runs it off the frame loop and writes).
extension ViewerSession {
    /// How long the toast naming the two files stays: long enough to read two paths.
    static let exportToastDuration = 4.0

    /// Starts the export on a thread of its own and returns the toast to show meanwhile; the
    /// result arrives as a toast through ``collectVectorExport(at:)``. One export runs at a time.
    func startVectorExport(at now: Double) -> String {
        if let running = vectorExportInFlight { return "Still exporting \(running)…" }
        let export: ViewerExport
        do {
            export = try ViewerExport(selecting: state, at: now, pointer: pointer)
        } catch {
            return "Export failed: \(error)"
        }
        let folder = saveFolders.pictures
        if let problem = saveFolders.prepare(folder) { return "Export failed: \(problem)" }
        let (json, svg) = Self.exportPaths(in: folder, stem: "symbolview-\(export.title)")
        let mailbox = vectorExportResults
        vectorExportInFlight = export.title
        Thread.detachNewThread {
            mailbox.post(Self.runExport(export, json: json, svg: svg))
            // Wakes the loop, which may be asleep in SDL_WaitEventTimeout (SDL_PushEvent may be
            // called from any thread).
            var wake = SDL_Event()
            wake.type = SDL_USEREVENT.rawValue
            SDL_PushEvent(&wake)
        }
        return "Exporting \(export.title)…"
    }

    /// Shows a finished export's toast.
    func collectVectorExport(at now: Double) {
        guard vectorExportInFlight != nil, let text = vectorExportResults.take() else { return }
        finishVectorExport(text, at: now)
    }

    /// Waits up to `seconds` for a running export (when the viewer quits, so the files are not
    /// lost); returns its toast's text, or nil when none was running or it did not finish.
    func waitForVectorExport(upTo seconds: Double) -> String? {
        guard vectorExportInFlight != nil, let text = vectorExportResults.wait(upTo: seconds) else { return nil }
        finishVectorExport(text, at: clock.now)
        return text
    }

    private func finishVectorExport(_ text: String, at now: Double) {
        vectorExportInFlight = nil
        state.showToast(text, at: now, duration: Self.exportToastDuration)
        needsFrame = true
    }

    /// Exports and writes the files (each a new temporary file renamed into place); the toast's
    /// text says where they went or why not. Never throws: every failure is a sentence.
    static func runExport(_ export: ViewerExport, json: String, svg: String) -> String {
        let html = (svg as NSString).deletingPathExtension + ".html"
        let files: ViewerExport.Files
        do {
            files = try export.write()
        } catch {
            return "Export of \(export.title) failed: \(error)"
        }
        for (data, path) in [(files.lottie, json), (files.svg, svg)] + (files.html.map { [($0, html)] } ?? []) {
            do {
                try OutputFile.write(Array(data), to: path)
            } catch {
                return "Export failed: \(FileError.message(for: error, path: path))"
            }
        }
        for note in files.notes { FileHandle.standardError.write("symbolview: export: warning: \(note)\n".data(using: .utf8)!) }
        let warnings = files.notes.isEmpty ? "" : " (\(files.notes.count) warning\(files.notes.count == 1 ? "" : "s"), see the terminal)"
        let fragment = files.html == nil ? "" : ", \(FileName.display(html)) (\(files.htmlTrigger == .toggle ? "a toggle" : "plays on hover"))"
        return "Saved \(FileName.display(json)), \(FileName.display(svg))\(fragment)\(warnings)"
    }

    /// A `.json` and an `.svg` path in `folder` that both do not exist yet, named `stem` and the
    /// time (and a number when that is taken).
    static func exportPaths(in folder: String, stem: String) -> (json: String, svg: String) {
        var url = LiveRecording.defaultURL(in: URL(fileURLWithPath: folder), prefix: stem, extension: "json")
        var n = 2
        func taken(_ u: URL) -> Bool {
            ["svg", "html"].contains { FileManager.default.fileExists(atPath: u.deletingPathExtension().appendingPathExtension($0).path) }
        }
        while taken(url) {
            url = url.deletingLastPathComponent().appendingPathComponent(
                url.deletingPathExtension().lastPathComponent + "-\(n).json")
            n += 1
        }
        let base = url.deletingPathExtension().path
        return (base + ".json", base + ".svg")
    }
}

import FileAccess
import Foundation
import Recording
import Scenes

/// `S`: a screenshot of the scene, without toasts or help.
extension ViewerSession {
    /// Saves the last frame as a PNG (the writer goes through `OutputFile`: a new temporary
    /// file renamed into place) and returns the toast text.
    func saveScreenshot() -> String {
        guard let writer = screenshotWriter else { return "Screenshots need the PNG encoder" }
        let screenshotDirectory = saveFolders.pictures
        if let problem = saveFolders.prepare(screenshotDirectory) { return "Screenshot failed: \(problem)" }
        let name = LiveRecording.defaultURL(in: URL(fileURLWithPath: screenshotDirectory),
                                            prefix: "symbolview-\(state.scene.rawValue)", extension: "png").lastPathComponent
        let path = (screenshotDirectory as NSString).appendingPathComponent(name)
        let shownFolder = FileName.display(screenshotDirectory)
        do {
            // Like a recording, the screenshot leaves out toasts and help: it is for showing the
            // scene, not the viewer (pressing T then S must not save a "Dark" toast).
            if pixelSize.width == 0 { drawFrame() }
            let frame = renderer.renderFrame(state.withoutOverlays, at: clock.now, width: pixelSize.width,
                                             height: pixelSize.height, displayScale: displayScale).pixels
            try writer(frame, pixelSize.width, pixelSize.height, path)
            return "Saved \(FileName.display(path))"
        } catch let error as FileError {
            return "Screenshot failed: cannot write in \(shownFolder): \(error.reason)"
        } catch {
            // The person knows the folder; the file's own name adds nothing.
            let reason = FileError.message(for: error, path: path).replacingOccurrences(of: path + ": ", with: "")
            return "Screenshot failed: cannot write in \(shownFolder): \(reason)"
        }
    }
}

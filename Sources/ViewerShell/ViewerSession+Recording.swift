import FileAccess
import Foundation
import Raster
import Recording
import Scenes

/// `R`: a live recording of what the window shows, without toasts or help.
extension ViewerSession {
    func record(_ canvas: Canvas, into recording: LiveRecording, at time: Double) {
        do {
            try recording.append(canvas, at: time)
        } catch {
            liveRecording = nil
            state.showToast("Recording failed: \(error)", at: time)
        }
    }

    /// Starts recording what the window shows (`R`); returns the toast text.
    func startRecording() -> String {
        if pixelSize.width == 0 { drawFrame() }
        let folder = saveFolders.videos
        if let problem = saveFolders.prepare(folder) { return "Cannot record: \(problem)" }
        let url = LiveRecording.defaultURL(in: URL(fileURLWithPath: folder), extension: recordingExtension)
        do {
            liveRecording = try LiveRecording(url: url, fps: 30, width: pixelSize.width, height: pixelSize.height)
            return "Recording \(url.path) (R stops)"
        } catch {
            // The recorder words its errors for `symbolview record`; here there is no --out to
            // choose, only the folder.
            switch error {
            case RecordingError.unwritableFolder(let folder, let reason):
                return "Cannot record: \(FileName.display(folder)) is not writable (\(reason))"
            case RecordingError.missingFolder(let folder):
                return "Cannot record: \(FileName.display(folder)) does not exist"
            case RecordingError.ffmpegMissing:
                return "Cannot record: ffmpeg is not installed (apt-get install ffmpeg)"
            default:
                return "Cannot record: \(error)"
            }
        }
    }

    /// Finishes the running recording; returns the toast text.
    func stopRecording() -> String {
        guard let recording = liveRecording else { return "" }
        liveRecording = nil
        do {
            let url = try recording.finish()
            return "Saved \(FileName.display(url.path)) (\(recording.summary))"
        } catch {
            return "Recording failed: \(error)"
        }
    }
}

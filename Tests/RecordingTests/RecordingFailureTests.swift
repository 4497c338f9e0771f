import Foundation
import Testing
@testable import Recording

/// Every way a recording can fail gives a message a person can act on and leaves no file.
@Suite struct RecordingFailureTests {
    @Test func aMissingFolderIsNamedAndNothingIsWritten() throws {
        let temp = TemporaryFolder()
        let spy = SpySource()
        #expect(throws: RecordingError.missingFolder(temp.file("no/such"))) {
            try OfflineRecording(output: temp.file("no/such/demo.gif"), duration: 1, fps: 10, width: 8, height: 8).run(spy)
        }
        #expect(spy.renders.isEmpty && temp.contents.isEmpty)
    }

    @Test(.enabled(if: unwritableFolderIsAvailable, "no folder this process cannot write to (as root, /sys is writable here too)"))
    func anUnwritableFolderIsNamed() throws {
        let temp = TemporaryFolder()
        let folder = try #require(unwritableFolder(in: temp))
        for out in ["\(folder)/demo.mp4", "\(folder)/frames/", "\(folder)/still.png"] {
            #expect {
                try OfflineRecording(output: out, duration: 1, fps: 10, width: 8, height: 8).run(SpySource())
            } throws: { error in
                "\(error)".contains("'\(folder)' is not writable")
            }
        }
        #expect(temp.contents.filter { $0 != "locked" }.isEmpty)
    }

    @Test func anUnknownExtensionListsWhatWorks() {
        #expect {
            try OfflineRecording(output: "demo.mov", duration: 1, fps: 10, width: 8, height: 8)
        } throws: { error in
            "\(error)" == "cannot record to 'demo.mov': extension '.mov' is not supported. Use a folder for PNG frames (a name ending in /), or a file ending in .png, .gif, .mp4, .webm, .apng"
        }
    }

    @Test(arguments: ["gif", "mp4", "webm", "apng"])
    func withoutFFmpegTheErrorNamesThePackage(_ ext: String) throws {
        let temp = TemporaryFolder()
        let spy = SpySource()
        let recording = try OfflineRecording(output: temp.file("demo.\(ext)"), duration: 1, fps: 10, width: 8, height: 8, searchPath: "/nonexistent")
        #expect {
            try recording.run(spy)
        } throws: { error in
            error as? RecordingError == .ffmpegMissing(format: ext) && "\(error)".contains("apt-get install ffmpeg")
        }
        #expect(spy.renders.isEmpty && temp.contents.isEmpty)
    }

    @Test func withoutFFmpegPNGFramesStillWork() throws {
        let temp = TemporaryFolder()
        try OfflineRecording(output: temp.file("frames/"), duration: 0.1, fps: 10, width: 8, height: 8, searchPath: "/nonexistent").run(SpySource())
        #expect(temp.contents == ["frames"])
    }

    @Test func anFFmpegFailureQuotesItsLastLinesAndLeavesNothing() throws {
        let temp = TemporaryFolder()
        // A stand-in ffmpeg that reads a little, complains and fails.
        let bin = temp.file("bin")
        try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: false)
        let script = "#!/bin/sh\nhead -c 100 >/dev/null\necho 'Encoder libfoo: something broke' >&2\necho 'Conversion failed!' >&2\nexit 3\n"
        try script.write(toFile: bin + "/ffmpeg", atomically: true, encoding: .utf8)
        chmod(bin + "/ffmpeg", 0o755)
        let out = temp.file("out")
        try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: false)
        #expect {
            try OfflineRecording(output: out + "/demo.mp4", duration: 2, fps: 30, width: 64, height: 64, searchPath: bin).run(SpySource())
        } throws: { error in
            guard case RecordingError.ffmpegFailed(3, let lines) = error else { return false }
            return lines == ["Encoder libfoo: something broke", "Conversion failed!"] && "\(error)".contains("Conversion failed!")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: out).isEmpty)
    }

    @Test(.enabled(if: FFprobe.ffmpegPath != nil && FileManager.default.fileExists(atPath: "/dev/full"),
                   "needs ffmpeg (apt-get install ffmpeg) and /dev/full"))
    func aFullDiskIsReportedAsSuch() throws {
        let ffmpeg = try #require(FFprobe.ffmpegPath)
        let encoder = try FFmpegProcess(executable: ffmpeg, command: FFmpegCommand(format: .apng, width: 64, height: 64, fps: 10), output: "/dev/full")
        let frame = [UInt32](repeating: 0xFF11_2233, count: 64 * 64)
        #expect(throws: RecordingError.diskFull("/dev/full")) {
            for _ in 0..<20 { try frame.withUnsafeBytes { try encoder.write($0) } }
            try encoder.finish()
        }
    }

    /// Whether this process may mount a tmpfs (root, with the capability to mount).
    static let canMountTmpfs: Bool = {
        guard geteuid() == 0 else { return false }
        let temp = TemporaryFolder()
        guard run("/bin/mount", ["-t", "tmpfs", "-o", "size=16k", "tmpfs", temp.path]) else { return false }
        return run("/bin/umount", [temp.path])
    }()

    @Test(.enabled(if: canMountTmpfs, "mounting a small tmpfs to fill needs root and the right to mount"),
          arguments: ["frames/", "demo.mp4", "demo.gif"])
    func aFullDiskIsNamedAndLeavesNothing(_ name: String) throws {
        // A 16 KiB tmpfs fills up after a few frames.
        let temp = TemporaryFolder()
        let small = temp.file("small")
        mkdir(small, 0o755)
        try #require(Self.run("/bin/mount", ["-t", "tmpfs", "-o", "size=16k", "tmpfs", small]))
        defer { _ = Self.run("/bin/umount", [small]) }
        let destination = name.hasSuffix("/") ? String(name.dropLast()) : name
        #expect(throws: RecordingError.diskFull("\(small)/\(destination)")) {
            try OfflineRecording(output: "\(small)/\(name)", duration: 3, fps: 30, width: 640, height: 480).run(TestPattern())
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: small).isEmpty)
    }

    static func run(_ tool: String, _ arguments: [String]) -> Bool {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: tool)
        p.arguments = arguments
        p.standardError = FileHandle.nullDevice
        guard (try? p.run()) != nil else { return false }
        p.waitUntilExit()
        return p.terminationStatus == 0
    }

    @Test(.enabled(if: FFprobe.isInstalled, "needs ffmpeg and ffprobe (apt-get install ffmpeg)"))
    func ctrlCStopsTheRecordingAndRemovesThePartialOutput() throws {
        let temp = TemporaryFolder()
        let spy = SpySource()
        let watch = InterruptWatch()
        defer { watch.stop() }
        spy.onRender = { index in
            guard index == 3 else { return }
            kill(getpid(), SIGINT)
            // The signal is handled on another thread: wait until the watch has heard it (the
            // bound only keeps a broken watch from hanging the test).
            let deadline = Date().addingTimeInterval(30)
            while watch.signal == nil && Date() < deadline { usleep(1000) }
        }
        var recording = try OfflineRecording(output: temp.file("demo.mp4"), duration: 2, fps: 30, width: 32, height: 32)
        recording.interruptWatch = watch
        #expect(throws: RecordingError.interrupted(signal: SIGINT)) { try recording.run(spy) }
        #expect(spy.renders.count == 4)
        #expect(temp.contents.isEmpty)
    }

    @Test(arguments: [(0.0, 10.0, 8, 8), (1.0, 0.0, 8, 8), (1.0, 10.0, 0, 8), (-1.0, 10.0, 8, 8), (1.0, .nan, 8, 8)])
    func nonsenseSettingsAreRejectedBeforeAnythingIsWritten(_ s: (Double, Double, Int, Int)) throws {
        let temp = TemporaryFolder()
        #expect(throws: RecordingError.self) {
            try OfflineRecording(output: temp.file("x.gif"), duration: s.0, fps: s.1, width: s.2, height: s.3).run(SpySource())
        }
        #expect(temp.contents.isEmpty)
    }
}

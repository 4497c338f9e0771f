import Foundation

/// A running `ffmpeg` that is fed raw frames through its stdin.
///
/// It keeps the tail of ffmpeg's stderr so a failure can say what went wrong, turns a broken
/// pipe (ffmpeg gave up) into that failure rather than a crash, and can be terminated when the
/// recording is abandoned. Starting one makes the process ignore SIGPIPE, so that a write to a
/// dead ffmpeg returns EPIPE instead of killing the recorder.
public final class FFmpegProcess {
    private let process = Process()
    private let input: FileHandle
    private let stderrTail = StderrTail()
    private let stderrDone = DispatchGroup()
    private var finished = false
    /// Where the output goes, for messages.
    public let output: String

    /// Launches `executable` with `command`'s arguments, writing to `output`.
    public init(executable: String, command: FFmpegCommand, output: String) throws {
        signal(SIGPIPE, SIG_IGN)
        self.output = output
        let stdinPipe = Pipe()
        let stderrPipe = Pipe()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = command.arguments(output: output)
        process.standardInput = stdinPipe
        process.standardError = stderrPipe
        process.standardOutput = FileHandle.nullDevice
        input = stdinPipe.fileHandleForWriting
        do {
            try process.run()
        } catch {
            throw RecordingError.writeFailed(output, reason: "could not start \(executable): \(error.localizedDescription)")
        }
        let reader = stderrPipe.fileHandleForReading
        let tail = stderrTail
        stderrDone.enter()
        Thread.detachNewThread { [stderrDone] in
            while true {
                let chunk = reader.availableData
                if chunk.isEmpty { break }
                tail.append(chunk)
            }
            stderrDone.leave()
        }
    }

    /// Writes one frame's bytes; throws ffmpeg's failure if it has stopped reading.
    public func write(_ bytes: UnsafeRawBufferPointer) throws {
        var offset = 0
        let fd = input.fileDescriptor
        while offset < bytes.count {
            let n = Foundation.write(fd, bytes.baseAddress! + offset, bytes.count - offset)
            if n > 0 { offset += n; continue }
            if n < 0 && errno == EINTR { continue }
            let reason = String(cString: strerror(errno))
            try finishAfterFailure(reason: reason)
        }
    }

    /// Closes the input, waits for ffmpeg to write the file, and throws if it failed.
    public func finish() throws {
        guard !finished else { return }
        finished = true
        try? input.close()
        process.waitUntilExit()
        stderrDone.wait()
        try checkStatus(reasonIfZero: nil)
    }

    /// Stops ffmpeg without waiting for it to finish the file (the caller removes the file).
    public func terminate() {
        guard !finished else { return }
        finished = true
        try? input.close()
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
        stderrDone.wait()
    }

    /// The last lines ffmpeg printed on stderr.
    public var lastLines: [String] { stderrTail.lastLines(8) }

    private func finishAfterFailure(reason: String) throws -> Never {
        finished = true
        try? input.close()
        process.waitUntilExit()
        stderrDone.wait()
        try checkStatus(reasonIfZero: reason)
        throw RecordingError.writeFailed(output, reason: "ffmpeg stopped reading frames (\(reason))")
    }

    private func checkStatus(reasonIfZero: String?) throws {
        let status = process.terminationStatus
        let lines = lastLines
        if lines.contains(where: { $0.contains("No space left on device") }) {
            throw RecordingError.diskFull(output)
        }
        if status != 0 || process.terminationReason == .uncaughtSignal {
            throw RecordingError.ffmpegFailed(status: status, lastLines: lines)
        }
        if let reason = reasonIfZero {
            throw RecordingError.ffmpegFailed(status: status, lastLines: lines + ["(the frame pipe closed: \(reason))"])
        }
    }
}

/// The end of a stream of text, kept bounded so a chatty ffmpeg cannot grow memory.
private final class StderrTail: @unchecked Sendable {
    private let lock = NSLock()
    private var bytes = Data()
    private let limit = 16_384

    func append(_ chunk: Data) {
        lock.lock(); defer { lock.unlock() }
        bytes.append(chunk)
        if bytes.count > limit { bytes = bytes.suffix(limit) }
    }

    func lastLines(_ n: Int) -> [String] {
        lock.lock(); defer { lock.unlock() }
        let text = String(decoding: bytes, as: UTF8.self)
        let lines = text.split(whereSeparator: \.isNewline).map { String($0) }.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
        return Array(lines.suffix(n))
    }
}

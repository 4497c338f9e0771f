import Foundation
import Raster

/// A sink that hands each frame to another sink on a background thread, so encoding one frame
/// (PNG compression, or the pipe to ffmpeg) overlaps rendering the next.
///
/// At most `depth` frames wait or encode at once; each is copied into one of `depth` canvases
/// that are reused in turn. When all are busy, ``append(_:)`` waits, or, with `dropsWhenBusy`
/// (live recording, where the window must not stall), skips the frame and counts it in
/// ``droppedFrames``. The first encoding error is thrown by the next call.
final class PipelinedSink: FrameSink {
    private let inner: FrameSink
    private let queue = DispatchQueue(label: "symbolview.recording.encoder")
    private let slots: DispatchSemaphore
    private let failure = FailureBox()
    private let pool: [Canvas]
    private let dropsWhenBusy: Bool
    /// Frames handed to the inner sink, and frames skipped.
    private(set) var writtenFrames = 0
    private(set) var droppedFrames = 0

    init(_ inner: FrameSink, width: Int, height: Int, depth: Int = 2, dropsWhenBusy: Bool = false) {
        self.inner = inner
        self.dropsWhenBusy = dropsWhenBusy
        slots = DispatchSemaphore(value: depth)
        pool = (0..<depth).map { _ in Canvas(width: width, height: height) }
    }

    func append(_ canvas: Canvas) throws {
        try failure.check()
        if dropsWhenBusy {
            guard slots.wait(timeout: .now()) == .success else { droppedFrames += 1; return }
        } else {
            slots.wait()
        }
        // The serial queue finishes frames in order, so with a free slot the canvas used
        // `depth` frames ago is done with.
        let frame = pool[writtenFrames % pool.count]
        PipelinedSink.copy(canvas, into: frame)
        writtenFrames += 1
        queue.async { [inner, failure, slots] in
            defer { slots.signal() }
            guard !failure.failed else { return }
            do { try inner.append(frame) } catch { failure.record(error) }
        }
    }

    func finish() throws {
        queue.sync {}
        try failure.check()
        try inner.finish()
    }

    func abandon() {
        failure.record(CancellationError())
        queue.sync {}
        inner.abandon()
    }

    /// Copies `canvas` into `frame`; a canvas of another size is cropped or padded with black
    /// at its top-left (a live window may be resized while recording).
    static func copy(_ canvas: Canvas, into frame: Canvas) {
        let width = frame.width, height = frame.height
        frame.pixels.withUnsafeMutableBufferPointer { dst in
            canvas.pixels.withUnsafeBufferPointer { src in
                if canvas.width == width && canvas.height == height {
                    _ = dst.update(fromContentsOf: src)
                    return
                }
                dst.update(repeating: 0xFF00_0000)
                let w = min(width, canvas.width)
                for y in 0..<min(height, canvas.height) {
                    for x in 0..<w { dst[y * width + x] = src[y * canvas.width + x] }
                }
            }
        }
    }
}

/// The first error from a background encoder, handed back to the thread that feeds it.
final class FailureBox: @unchecked Sendable {
    private let lock = NSLock()
    private var error: Error?

    var failed: Bool { lock.lock(); defer { lock.unlock() }; return error != nil }

    func record(_ e: Error) {
        lock.lock(); defer { lock.unlock() }
        if error == nil { error = e }
    }

    func check() throws {
        lock.lock(); defer { lock.unlock() }
        if let error { throw error }
    }
}

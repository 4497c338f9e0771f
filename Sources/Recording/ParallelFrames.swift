import Foundation
import Raster

/// Renders a recording's frames on several threads and hands them over in order.
///
/// A frame is a pure function of the key presses before it and its time (``FrameSource``), so
/// worker *w* of *n* can render frames *w*, *w + n*, *w + 2n*… with a source of its own, pressing
/// the script's keys as its frames pass them. Each worker renders into its own canvas and waits
/// until the consumer has taken that frame before it starts its next one, so at most *n* frames
/// are in flight and the output is byte-identical to rendering on one thread.
final class ParallelFrames {
    /// What one worker renders its frames with.
    struct Lane {
        var source: FrameSource
        var canvas: Canvas
    }

    private let lanes: [Lane]
    private let frameCount: Int
    private let render: (FrameSource, Int, Canvas) throws -> Void
    private let condition = NSCondition()
    /// Per lane: the index of the frame rendered and waiting in its canvas, if any.
    private var ready: [Int?]
    /// The next frame the consumer takes.
    private var next = 0
    private var failure: Error?
    private var stopped = false
    private var threads: [Thread] = []

    /// `render(source, index, canvas)` presses the keys due before frame `index` on `source` and
    /// draws the frame into `canvas`.
    init(lanes: [Lane], frameCount: Int, render: @escaping (FrameSource, Int, Canvas) throws -> Void) {
        self.lanes = lanes
        self.frameCount = frameCount
        self.render = render
        ready = Array(repeating: nil, count: lanes.count)
    }

    /// Starts the workers.
    func start() {
        for (w, lane) in lanes.enumerated() {
            let thread = Thread { [self] in work(lane: w, lane.source, lane.canvas) }
            thread.stackSize = 8 << 20
            thread.name = "symbolview-frames-\(w)"
            threads.append(thread)
            thread.start()
        }
    }

    private func work(lane w: Int, _ source: FrameSource, _ canvas: Canvas) {
        var index = w
        while index < frameCount {
            do {
                try render(source, index, canvas)
            } catch {
                condition.lock()
                if failure == nil { failure = error }
                condition.broadcast()
                condition.unlock()
                return
            }
            condition.lock()
            ready[w] = index
            condition.broadcast()
            // Wait until the consumer has taken this frame (or everything stops).
            while ready[w] != nil && !stopped { condition.wait() }
            let stop = stopped
            condition.unlock()
            if stop { return }
            index += lanes.count
        }
    }

    /// Hands frame `index` (taken in order, from 0) to `body`, waiting for it to be rendered.
    func take(_ index: Int, _ body: (Canvas) throws -> Void) throws {
        let w = index % lanes.count
        condition.lock()
        while ready[w] != index {
            if let failure { condition.unlock(); throw failure }
            condition.wait()
        }
        condition.unlock()
        defer {
            condition.lock()
            ready[w] = nil
            next = index + 1
            condition.broadcast()
            condition.unlock()
        }
        try body(lanes[w].canvas)
    }

    /// Stops the workers and waits for them to finish their current frame.
    func stop() {
        condition.lock()
        stopped = true
        condition.broadcast()
        condition.unlock()
        for thread in threads {
            while !thread.isFinished { usleep(1000) }
        }
    }
}

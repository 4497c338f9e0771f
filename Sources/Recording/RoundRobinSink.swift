import Foundation
import Raster

/// Frames dealt in turn to several pipelined sinks, so independent frames (numbered PNG files)
/// are compressed on several cores at once while the next frame renders.
///
/// Frame *k* goes to lane *k* mod *n*; each lane writes only its own frames, so the lanes share
/// nothing. Only for outputs whose frames do not depend on each other.
final class RoundRobinSink: FrameSink {
    private let lanes: [PipelinedSink]
    private var next = 0

    init(lanes: [PipelinedSink]) {
        precondition(!lanes.isEmpty)
        self.lanes = lanes
    }

    /// A sink writing numbered PNG frames into `folder` on `count` lanes.
    static func pngFrames(folder: String, width: Int, height: Int, count: Int) -> RoundRobinSink {
        let lanes = (0..<max(1, count)).map { lane in
            PipelinedSink(PNGFramesSink(folder: folder, firstIndex: lane, step: max(1, count)), width: width, height: height)
        }
        return RoundRobinSink(lanes: lanes)
    }

    func append(_ canvas: Canvas) throws {
        try lanes[next].append(canvas)
        next = (next + 1) % lanes.count
    }

    func finish() throws {
        var first: Error?
        for lane in lanes {
            do { try lane.finish() } catch { if first == nil { first = error } }
        }
        if let first { throw first }
    }

    func abandon() {
        for lane in lanes { lane.abandon() }
    }
}

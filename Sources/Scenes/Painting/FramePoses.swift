import SymbolModel

/// The poses of the symbols of the frame being drawn, so that each symbol is posed once a frame:
/// its fingerprint (which tells the viewer what changed), its drawing and every clipped repaint
/// of a damaged rectangle ask for the same pose.
///
/// A pose is kept under everything that decides it: the cue's source, the design its weight and
/// scale pick, its motion and the time. Only one frame's poses are kept: they are forgotten
/// when a cue of another time asks.
struct FramePoses {
    /// A symbol's pose and the fingerprint of what it draws.
    struct Pose {
        var state: SymbolState
        var fingerprint: Int
    }

    private struct Key: Hashable {
        var source: SymbolSource
        var weight: SymbolWeight
        var scale: SymbolScale

        init(_ cue: SymbolCue) {
            source = cue.source
            weight = cue.weight
            scale = cue.scale
        }
    }

    private var time: Double?
    /// Per key, the poses of the motions asked for (a motion is Equatable, not Hashable).
    private var poses: [Key: [(motion: SymbolMotion, pose: Pose)]] = [:]

    /// The pose kept for `cue`, if it was posed in this frame.
    mutating func pose(of cue: SymbolCue) -> Pose? {
        if time != cue.time {
            poses.removeAll(keepingCapacity: true)
            time = cue.time
            return nil
        }
        return poses[Key(cue)]?.first { $0.motion == cue.motion }?.pose
    }

    /// Keeps `pose` as `cue`'s for the rest of the frame.
    mutating func keep(_ pose: Pose, of cue: SymbolCue) {
        if time != cue.time {
            poses.removeAll(keepingCapacity: true)
            time = cue.time
        }
        poses[Key(cue), default: []].append((cue.motion, pose))
    }

    /// Forgets every pose (a symbol was loaded again).
    mutating func removeAll() {
        poses.removeAll()
        time = nil
    }
}

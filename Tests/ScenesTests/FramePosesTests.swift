import Geometry
import SymbolEffects
import SymbolModel
import Testing
@testable import Scenes

/// A symbol is posed once a frame: the pose kept for a cue serves every later ask in the same
/// frame, and only in it.
@Suite struct FramePosesTests {
    func cue(_ name: String, motion: SymbolMotion = .loader([]), time: Double = 1, weight: SymbolWeight = .regular) -> SymbolCue {
        SymbolCue(source: .catalog(name), center: Point(32, 32), pointSize: 34, weight: weight, scale: .medium,
                  tint: RGBA(0, 0, 0), rendering: .monochrome, motion: motion, time: time)
    }

    func pose(_ fingerprint: Int) -> FramePoses.Pose {
        FramePoses.Pose(state: SymbolState(layers: []), fingerprint: fingerprint)
    }

    @Test func aPoseIsKeptForTheRestOfItsFrameOnly() {
        var poses = FramePoses()
        let wifi = cue("wifi")
        #expect(poses.pose(of: wifi) == nil)
        poses.keep(pose(1), of: wifi)
        #expect(poses.pose(of: wifi)?.fingerprint == 1)
        // Moved elsewhere in the same frame: the same pose.
        var moved = wifi
        moved.center = Point(100, 100)
        #expect(poses.pose(of: moved)?.fingerprint == 1)
        // Another symbol, motion or weight is posed on its own.
        #expect(poses.pose(of: cue("sun.max")) == nil)
        #expect(poses.pose(of: cue("wifi", motion: .loader([LoaderActivity(time: 0, effect: nil)]))) == nil)
        #expect(poses.pose(of: cue("wifi", weight: .black)) == nil)
        // The next frame forgets it, and coming back to the old time does not bring it back.
        #expect(poses.pose(of: cue("wifi", time: 2)) == nil)
        #expect(poses.pose(of: wifi) == nil)
    }
}

import Foundation
import Geometry
import SVGLoader
import SymbolEffects
import SymbolModel
import Testing
@testable import SymbolExport

/// Keys as the files hold them: an easing fitted to the samples must still fit once its keys are
/// spelled with four decimals, and a layer's scale must stay within a quarter pixel however
/// small the symbol is drawn (a 34 pt loader is a 42 px design box).
@Suite struct KeyframePrecisionTests {
    /// `track` with its keys' values rounded as ``ExportNumber`` writes them.
    static func written(_ track: KeyframeTrack) -> KeyframeTrack {
        KeyframeTrack(keys: track.keys.map { key in
            var k = key
            k.value = key.value.map { Double(ExportNumber.text($0))! }
            return k
        })
    }

    @Test func anEasingHoldsWithItsKeysAsWritten() {
        // A breath: out from 0.425 and back to within a few hundred-thousandths of where it began.
        let times = (0...432).map { Double($0) / 240 }
        let samples = times.map { t -> [Double] in [0.425 + 0.04 * pow(sin(.pi * t / 1.8), 2) + 0.00003 * t / 1.8] }
        let tolerance = 0.0125
        let track = KeyframeTrack.fit(times: times, samples: samples, tolerance: [tolerance])
        let read = Self.written(track)
        for (t, s) in zip(times, samples) {
            #expect(abs(read.value(at: t)[0] - s[0]) <= tolerance + 1e-4, "at \(t) s the written track is \(read.value(at: t)[0]), not \(s[0])")
        }
        #expect(track.keys.allSatisfy { $0.easing.allSatisfy { abs($0.0) < 1000 && abs($0.1) < 1000 } })
    }

    @Test(arguments: [42, 128, 512])
    func aBreathsScaleStaysWithinAQuarterPixelAtAnySize(_ size: Int) throws {
        let scene = try ExportTests.scene("heart.fill", "breathe", size: size)
        let plan = try ExportPlan.checked(scene)
        for entry in plan.entries {
            let m = entry.motion
            let tolerance = ExportPlan.scaleTolerance(entry)
            // Never looser than at one pixel a design unit, where files kept the keys they had.
            #expect(tolerance <= ExportPlan.pixelTolerance / m.reach + 1e-15)
            let track = Self.written(KeyframeTrack.fit(times: plan.times, samples: m.scaleX.map { [$0] }, tolerance: [tolerance]))
            let designReach = m.reach / entry.pixelScale
            let worst = zip(plan.times, m.scaleX).map { abs(track.value(at: $0)[0] - $1) * designReach }.max() ?? 0
            #expect(worst <= ExportPlan.pixelTolerance + 0.05, "at \(size) px the breath is \(worst) px off")
        }
    }
}

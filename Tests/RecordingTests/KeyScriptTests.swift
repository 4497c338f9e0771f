import Testing
@testable import Recording
import TestSupport

@Suite struct KeyScriptTests {
    @Test func timesAndKeysAreReadInTimeOrder() throws {
        let script = try KeyScript(parsing: "2:m, 0.5:E,1:space,1:tab,3:esc,4:plus,4:minus")
        #expect(script.presses.map(\.key) == ["e", " ", "\t", "m", "esc", "+", "-"])
        #expect(script.presses.map(\.time) == [0.5, 1, 1, 2, 3, 4, 4])
    }

    @Test func pressesAtTheSameTimeKeepTheirWrittenOrder() throws {
        let script = try KeyScript(parsing: "1:e,1:m,1:e")
        #expect(script.presses.map(\.key) == ["e", "m", "e"])
    }

    @Test func anEmptyScriptPressesNothing() throws {
        #expect(try KeyScript(parsing: "").presses.isEmpty)
    }

    @Test(arguments: ["0.5", "x:e", "-1:e", "1:enterprise", "1:e,,2:m", "nan:e", "inf:e", "1e300:e", "86400.5:e"])
    func malformedEntriesAreRejectedWithTheEntryNamed(_ text: String) {
        #expect {
            try KeyScript(parsing: text)
        } throws: { error in
            guard case RecordingError.badOption(let message) = error else { return false }
            return message.hasPrefix("--keys: entry")
        }
    }

    @Test func aPressShowsOnTheFrameAtOrAfterItsTime() {
        #expect(KeyScript.firstFrame(showing: 0, fps: 30) == 0)
        #expect(KeyScript.firstFrame(showing: 0.5, fps: 30) == 15)
        #expect(KeyScript.firstFrame(showing: 0.51, fps: 30) == 16)
        #expect(KeyScript.firstFrame(showing: 0.1, fps: 10) == 1)
        #expect(KeyScript.firstFrame(showing: 0.7, fps: 10) == 7)
        #expect(KeyScript.firstFrame(showing: 1.0 / 3.0, fps: 60) == 20)
    }

    /// `record --keys 1e300:e` trapped converting the frame index to Int.
    @Test func aPressFarBeyondAnyRecordingNeverShowsAndNeverTraps() {
        #expect(KeyScript.firstFrame(showing: 1e300, fps: 1000) == Int.max)
        #expect(KeyScript.firstFrame(showing: .infinity, fps: 30) == Int.max)
        #expect(KeyScript.firstFrame(showing: KeyScript.latestTime, fps: 1000) == 86_400_000)
    }

    @Test func theFirstFrameIsNeverBeforeThePress() {
        var rng = SeededGenerator(seed: 6)
        for _ in 0..<1000 {
            let fps = Double(Int.random(in: 1...120, using: &rng))
            let t = Double.random(in: 0..<20, using: &rng)
            let frame = KeyScript.firstFrame(showing: t, fps: fps)
            #expect(Double(frame) / fps >= t - 1e-6)
            #expect(Double(frame - 1) / fps < t)
        }
    }
}

import Testing
@testable import Recording

@Suite struct ProgressBarTests {
    @Test func theLineShowsFramesRateAndTimeLeft() {
        let line = ProgressBar.line(done: 120, total: 300, seconds: 4, width: 10)
        #expect(line == "[####------] 120/300 frames  30.0 fps  6s left")
    }

    @Test func aFinishedBarSaysDone() {
        #expect(ProgressBar.line(done: 300, total: 300, seconds: 10, width: 4) == "[####] 300/300 frames  30.0 fps  done")
    }

    @Test func longWaitsAreShownInMinutes() {
        #expect(ProgressBar.formatDuration(125) == "2m05s")
        #expect(ProgressBar.formatDuration(0.2) == "1s")
    }

    @Test func theLineNeverWrapsInANarrowTerminal() {
        for columns in [2, 10, 20, 30, 40, 50, 60, 80, 200] {
            for done in [0, 1, 57, 300] {
                let line = ProgressBar.line(done: done, total: 300, seconds: 2, columns: columns)
                #expect(line.count <= columns - 1)
            }
        }
        // Wide enough: the usual 24-column bar; a little narrower: a narrower bar, same text.
        #expect(ProgressBar.line(done: 120, total: 300, seconds: 4, columns: 200) == ProgressBar.line(done: 120, total: 300, seconds: 4))
        #expect(ProgressBar.line(done: 120, total: 300, seconds: 4, columns: 47) == "[####------] 120/300 frames  30.0 fps  6s left")
        #expect(ProgressBar.line(done: 120, total: 300, seconds: 4, columns: 30) == "120/300 frames  30.0 fps  6s ")
    }
}

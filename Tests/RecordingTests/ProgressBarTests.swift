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
}

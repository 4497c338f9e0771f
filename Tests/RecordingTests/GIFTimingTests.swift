import Foundation
import Recording
import XCTest

/// GIF frame delays are whole hundredths of a second, so docs/recording.md promises how each rate
/// plays: 25 fps is 4 hundredths a frame, and 30 fps alternates 3, 4, 3 hundredths (30 fps on
/// average, no drift). This reads the delays back from a GIF the recorder wrote.
///
/// Written with XCTest rather than Swift Testing, unlike the rest of the suite, so that the XCTest
/// pass of `swift test` has a real test to run instead of printing "Executed 0 tests".
final class GIFTimingTests: XCTestCase {
    /// The delay of each frame of `file`, in hundredths of a second, as ffprobe reads them.
    func delays(of file: String) throws -> [Int] {
        let probe = try XCTUnwrap(FFprobe.path)
        let p = Process()
        p.executableURL = URL(fileURLWithPath: probe)
        p.arguments = ["-v", "error", "-select_streams", "v:0", "-show_entries", "packet=duration", "-of", "csv=p=0", file]
        let out = Pipe()
        p.standardOutput = out
        try p.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return String(decoding: data, as: UTF8.self).split(separator: "\n").compactMap { Int($0) }
    }

    func gif(fps: Double, in temp: TemporaryFolder) throws -> String {
        let file = temp.file("timing-\(Int(fps)).gif")
        _ = try OfflineRecording(output: file, duration: 2, fps: fps, width: 32, height: 24, showProgress: false)
            .run(TestPattern(transparent: false))
        return file
    }

    func testGIFFrameDelaysPlayAtTheRecordedRate() throws {
        guard FFprobe.isInstalled else { throw XCTSkip("needs ffmpeg and ffprobe (apt-get install ffmpeg)") }
        let temp = TemporaryFolder()

        let thirty = try delays(of: gif(fps: 30, in: temp))
        XCTAssertEqual(thirty.count, 60)
        XCTAssertEqual(Set(thirty), [3, 4], "30 fps: delays of 3 and 4 hundredths")
        XCTAssertEqual(Array(thirty.prefix(6)), [3, 4, 3, 3, 4, 3])
        // Every third frame carries the extra hundredth, so each second is exactly 100 hundredths.
        for second in 0..<2 {
            XCTAssertEqual(thirty[(second * 30)..<(second * 30 + 30)].reduce(0, +), 100)
        }

        let twentyFive = try delays(of: gif(fps: 25, in: temp))
        XCTAssertEqual(twentyFive, Array(repeating: 4, count: 50))
    }
}

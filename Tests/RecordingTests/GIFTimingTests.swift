import Foundation
import Recording
import XCTest

/// GIF frame delays are whole hundredths of a second, so docs/recording.md promises how each rate
/// plays: 25 fps is 4 hundredths a frame, and 30 fps alternates 3, 4, 3 hundredths (30 fps on
/// average, no drift; the last frame, which has no successor, shows for 4). This reads the
/// timing back from GIFs the recorder wrote.
///
/// Written with XCTest rather than Swift Testing, unlike the rest of the suite, so that the XCTest
/// pass of `swift test` has a real test to run instead of printing "Executed 0 tests".
final class GIFTimingTests: XCTestCase {
    /// When each frame of `file` starts and how long it shows, in hundredths of a second, as
    /// ffprobe reads them.
    func timing(of file: String) throws -> [(start: Int, delay: Int)] {
        let probe = try XCTUnwrap(FFprobe.path)
        let p = Process()
        p.executableURL = URL(fileURLWithPath: probe)
        p.arguments = ["-v", "error", "-select_streams", "v:0", "-show_entries", "packet=pts,duration", "-of", "csv=p=0", file]
        let out = Pipe()
        p.standardOutput = out
        try p.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return String(decoding: data, as: UTF8.self).split(separator: "\n").compactMap { line in
            let numbers = line.split(separator: ",").compactMap { Int($0) }
            return numbers.count == 2 ? (numbers[0], numbers[1]) : nil
        }
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

        let thirty = try timing(of: gif(fps: 30, in: temp))
        XCTAssertEqual(thirty.count, 60)
        XCTAssertEqual(thirty.prefix(6).map(\.delay), [3, 4, 3, 3, 4, 3], "30 fps: delays of 3, 4, 3 hundredths")
        XCTAssertEqual(Set(thirty.map(\.delay)), [3, 4])
        // Frame i starts at i/30 s rounded to a hundredth: no drift, 30 frames in every second.
        XCTAssertEqual(thirty.map(\.start), (0..<60).map { Int((Double($0) * 100 / 30).rounded()) })

        let twentyFive = try timing(of: gif(fps: 25, in: temp))
        XCTAssertEqual(twentyFive.map(\.start), (0..<50).map { $0 * 4 })
        XCTAssertEqual(twentyFive.map(\.delay), Array(repeating: 4, count: 50))
    }
}

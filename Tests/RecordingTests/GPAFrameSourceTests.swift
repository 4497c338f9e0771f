import Foundation
import Raster
import SVGLoader
import Testing
@testable import Recording

/// `record FILE.gpa --keys …` films what the player poses for the pressed keys.
struct GPAFrameSourceTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/gpa")

    /// The frames of `name` recorded with `keys` (time, key), every 50 ms for 3 s.
    static func frames(_ name: String, keys: [(Double, String)]) throws -> [[UInt32]] {
        let icon = try GPALoader.load(contentsOf: fixtures.appendingPathComponent(name + ".gpa")).icon
        let source = GPAFrameSource(icon: icon)
        for (time, key) in keys { try source.press(key, at: time) }
        return (0...60).map { k in
            let canvas = Canvas(width: 48, height: 48)
            source.renderFrame(at: Double(k) * 0.05, into: canvas)
            return canvas.pixels
        }
    }

    /// A key switching between two states that show the same paths changes no frame: the bell
    /// keeps ringing through 1 → 2 and the spinner keeps turning through idle → done, their
    /// loops running on from where they began (GTK's loops begin on entering their states).
    @Test func aSwitchBetweenStatesShowingTheSamePathsRecordsTheSameFrames() throws {
        let bell = try Self.frames("bell", keys: [(0.5, "1")])
        #expect(try Self.frames("bell", keys: [(0.5, "1"), (1.3, "2")]) == bell)
        let spinner = try Self.frames("spinner", keys: [])
        #expect(try Self.frames("spinner", keys: [(0.6, "2"), (1.7, "0")]) == spinner)
        // The frames do move: the loops are filmed, not a still.
        #expect(Set(spinner.map { $0.hashValue }).count > 10)
    }
}

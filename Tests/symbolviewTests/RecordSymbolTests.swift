import Foundation
import PNGCodec
import Testing

/// `record NAME|FILE --effect SPEC`: one symbol filmed as `render` draws it, through the built
/// binary.
@Suite struct RecordSymbolTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    func run(_ arguments: [String]) throws -> (status: Int32, out: String, err: String) {
        try CommandLineTests().run(arguments)
    }

    static func temporary(_ name: String) -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("record-symbol-\(UUID().uuidString)-\(name)").path
    }

    /// Frame i (the files count from 1) is `render --time i/fps` of the same symbol, effect,
    /// size and options, pixel for pixel; by default the recording ends with the effect's end.
    @Test(arguments: [("bell", "bounce.up.byLayer", ["--weight", "bold"]), ("sun.max", "drawOn", ["--mode", "hierarchical", "--color", "#5856D6"]),
                      ("wifi", "appear.byLayer", ["--scale", "small"])])
    func eachFrameIsRendersFrameAtItsTime(_ name: String, _ effect: String, _ extra: [String]) throws {
        let folder = Self.temporary(name) + "/"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let recorded = try run(["record", name, "--effect", effect, "--transparent", "--fps", "12", "--size", "96", "--out", folder] + extra)
        #expect(recorded.status == 0, "\(recorded.err)")
        let frames = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".png") }.sorted()
        #expect(frames.count > 3)
        for i in [0, frames.count / 2, frames.count - 1] {
            let still = Self.temporary("\(name)-\(i).png")
            defer { try? FileManager.default.removeItem(atPath: still) }
            let rendered = try run(["render", name, "--effect", effect, "--time", String(Double(i) / 12), "--size", "96", "--out", still] + extra)
            #expect(rendered.status == 0, "\(rendered.err)")
            let a = try PNGCodec.read(folder + frames[i]), b = try PNGCodec.read(still)
            #expect(a.pixels == b.pixels, "\(name) \(effect): frame \(i + 1) is not render --time \(Double(i) / 12)")
        }
    }

    /// An endless effect is filmed a whole number of periods from its steady state: the frame
    /// after the last would be the first again, so a GIF loops without a seam; a --duration that
    /// is not whole periods is rounded, with a note.
    @Test func anEndlessEffectLoopsWithoutASeam() throws {
        let folder = Self.temporary("breathe") + "/"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let recorded = try run(["record", "sun.max", "--effect", "breathe", "--fps", "10", "--size", "64", "--duration", "3.1",
                                "--out", folder])
        #expect(recorded.status == 0, "\(recorded.err)")
        #expect(recorded.err.contains("rounded to 3.600 s"), "\(recorded.err)")
        let frames = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".png") }.sorted()
        // Two breathe cycles of 1.8 s at 10 frames a second.
        #expect(frames.count == 36)
        // It moves: not a still repeated.
        let first = try PNGCodec.read(folder + frames[0]), second = try PNGCodec.read(folder + frames[1])
        #expect(first.pixels != second.pixels)
    }

    static var hasFFmpeg: Bool {
        (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").contains {
            FileManager.default.isExecutableFile(atPath: "\($0)/ffmpeg")
        }
    }

    /// Your own icon, filmed to a GIF; what the recorder cannot use is named.
    @Test(.enabled(if: hasFFmpeg, "needs ffmpeg for the GIF (apt-get install ffmpeg)"))
    func anIconFileFilmsToAGIFAndMistakesAreNamed() throws {
        let file = Self.fixtures.appendingPathComponent("icons/stroke-bell.svg").path
        let gif = Self.temporary("icon.gif")
        defer { try? FileManager.default.removeItem(atPath: gif) }
        let result = try run(["record", file, "--effect", "bounce", "--out", gif])
        #expect(result.status == 0, "\(result.err)")
        #expect((try? FileManager.default.attributesOfItem(atPath: gif)[.size] as? Int) ?? 0 > 0)
        let scene = try run(["record", "bell", "--effect", "bounce", "--scene", "loader", "--out", gif])
        #expect(scene.status == 2 && scene.err.contains("--scene"))
        let keys = try run(["record", "bell", "--effect", "bounce", "--keys", "1:7", "--out", gif])
        #expect(keys.status == 2 && keys.err.contains("--keys"), "\(keys.err)")
    }
}

import Foundation
import PNGCodec
import Testing

/// `render`, `record` and `check` on GTK's `.gpa` icons, run through the built binary.
@Suite struct GPACommandTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/gpa")

    func run(_ arguments: [String]) throws -> (status: Int32, out: String, err: String) {
        try CommandLineTests().run(arguments)
    }

    static func temporary(_ name: String) -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("gpa-\(UUID().uuidString)-\(name)").path
    }

    /// The number of pixels with any ink (alpha above 0) in a PNG.
    static func inked(_ path: String) throws -> Int {
        let canvas = try PNGCodec.read(path)
        return canvas.pixels.filter { $0 >> 24 != 0 }.count
    }

    @Test func drawInFromUnsetGrowsOverTime() throws {
        let file = Self.fixtures.appendingPathComponent("checked.gpa").path
        var counts: [Int] = []
        // GTK's icon-wide delay (the path's 0.4 s transition) comes first: the draw-in runs from 0.4 to 0.8 s.
        for t in ["0.3", "0.55", "0.8"] {
            let out = Self.temporary("check-\(t).png")
            defer { try? FileManager.default.removeItem(atPath: out) }
            let result = try run(["render", file, "--from-state", "-1", "--state", "0", "--time", t, "--size", "64", "--out", out])
            #expect(result.status == 0, "\(result.err)")
            counts.append(try Self.inked(out))
        }
        #expect(counts[0] == 0)
        #expect(counts[1] > 0 && counts[1] < counts[2])
    }

    @Test func stateNamesAndBadStatesOnTheCommandLine() throws {
        let file = Self.fixtures.appendingPathComponent("stateful.gpa").path
        let out = Self.temporary("named.png")
        defer { try? FileManager.default.removeItem(atPath: out) }
        #expect(try run(["render", file, "--state", "check", "--out", out]).status == 0)
        let bad = try run(["render", file, "--state", "sideways", "--out", out])
        #expect(bad.status == 2 && bad.err.contains("--state sideways: expected a state from -1 to 63 or one of plus, check, empty"))
        let svg = try run(["render", "heart.fill", "--state", "1", "--out", out])
        #expect(svg.status == 2 && svg.err.contains("--state and --from-state are for .gpa files"))
    }

    @Test func recordWritesAGIFWhoseKeysSwitchStates() throws {
        let file = Self.fixtures.appendingPathComponent("view-refresh.gpa").path
        let out = Self.temporary("refresh.gif")
        defer { try? FileManager.default.removeItem(atPath: out) }
        let result = try run(["record", file, "--keys", "0.2:2,0.6:1", "--duration", "1", "--fps", "10",
                              "--size", "64x64", "--scale", "1", "--out", out])
        #expect(result.status == 0, "\(result.err)")
        let data = try Data(contentsOf: URL(fileURLWithPath: out))
        #expect(data.starts(with: Array("GIF89a".utf8)))
        let bad = try run(["record", file, "--keys", "0.2:q", "--out", out])
        #expect(bad.status == 2 && bad.err.contains("does not switch a .gpa icon's state"))
    }

    @Test func checkReportsWhatAFileUsesThatIsIgnored() throws {
        let file = Self.temporary("odd.gpa")
        defer { try? FileManager.default.removeItem(atPath: file) }
        try """
            <svg width='16' height='16' xmlns:gpa='https://www.gtk.org/grappa' gpa:version='1'>
              <path d='M 2 2 L 14 14' gpa:transition-type='morph' gpa:wobble='3' stroke='black'/>
            </svg>
            """.write(toFile: file, atomically: true, encoding: .utf8)
        let result = try run(["check", file, Self.fixtures.path])
        #expect(result.status == 0)
        #expect(result.out.contains("11 files: 10 clean, 1 with warnings, 0 failed"), "\(result.out)")
        #expect(result.out.contains("gpa:wobble is not an attribute symbolview knows"))
        #expect(result.out.contains("'morph' is approximated"))
    }

    /// `render FILE.gpa --gradient` ramps the icon's colours (lighter ink at the top than at the
    /// bottom, where flat rendering is even); `--mode` colours the foreground and multicolor leaves
    /// it in --color (the foreground is GTK's text colour, not an accent); `record FILE.gpa`
    /// takes both and refuses a mode it does not know.
    @Test func gradientAndModeOnTheCommandLine() throws {
        let file = Self.fixtures.appendingPathComponent("user-trash-opening.gpa").path
        let flat = Self.temporary("flat.png"), ramp = Self.temporary("ramp.png"), multi = Self.temporary("multi.png")
        let gif = Self.temporary("ramp.gif")
        defer { for f in [flat, ramp, multi, gif] { try? FileManager.default.removeItem(atPath: f) } }
        let blue = ["--color", "#007aff", "--size", "128"]
        #expect(try run(["render", file] + blue + ["--out", flat]).status == 0)
        #expect(try run(["render", file] + blue + ["--gradient", "--out", ramp]).status == 0)
        /// The mean green (0–255) of the opaque pixels in the top and the bottom third of the inked rows.
        func green(_ path: String) throws -> (top: Double, bottom: Double) {
            let c = try PNGCodec.read(path)
            var rows: [[Int]] = []
            for y in 0..<c.height {
                var row: [Int] = []
                for x in 0..<c.width {
                    let p: UInt32 = c.pixels[y * c.width + x]
                    if p >> 24 == 0xFF { row.append(Int((p >> 8) & 0xFF)) }
                }
                if !row.isEmpty { rows.append(row) }
            }
            let k = max(1, rows.count / 3)
            func mean(_ part: ArraySlice<[Int]>) -> Double {
                let all: [Int] = Array(part.joined())
                return Double(all.reduce(0, +)) / Double(max(all.count, 1))
            }
            return (mean(rows.prefix(k)), mean(rows.suffix(k)))
        }
        let even = try green(flat), shaded = try green(ramp)
        #expect(abs(even.top - even.bottom) < 2, "flat: \(even)")
        #expect(shaded.top > shaded.bottom + 15, "gradient: \(shaded)")
        #expect(try run(["render", file, "--mode", "multicolor", "--size", "64", "--out", multi]).status == 0)
        let inks = try PNGCodec.read(multi).pixels.filter { $0 >> 24 == 0xFF }
        #expect(!inks.isEmpty && inks.allSatisfy { $0 & 0xFFFFFF == 0 }, "the foreground stays black in multicolor")
        let recorded = try run(["record", file, "--mode", "palette", "--gradient", "--duration", "0.2", "--fps", "10",
                                "--size", "64x64", "--scale", "1", "--out", gif])
        #expect(recorded.status == 0, "\(recorded.err)")
        let bad = try run(["record", file, "--mode", "sepia", "--out", gif])
        #expect(bad.status == 2 && bad.err.contains("--mode sepia: expected monochrome, hierarchical, palette, multicolor"))
    }

    @Test func exportPlaysAGPASwitchAndWritesDrawsAsGPA() throws {
        let refresh = Self.fixtures.appendingPathComponent("view-refresh.gpa").path
        let json = Self.temporary("refresh.json"), gpa = Self.temporary("sun.gpa"), png = Self.temporary("sun.png")
        defer { for f in [json, gpa, png] { try? FileManager.default.removeItem(atPath: f) } }
        let loop = try run(["export", refresh, "--from-state", "0", "--state", "2", "--out", json])
        #expect(loop.status == 0, "\(loop.err)")
        #expect(loop.out.contains("0.800 s (loops)"), "\(loop.out)")
        // An animated SVG carries the player's Reduce Motion form (loops still, transitions fades).
        let svg = Self.temporary("stateful.svg")
        defer { try? FileManager.default.removeItem(atPath: svg) }
        let stateful = Self.fixtures.appendingPathComponent("stateful.gpa").path
        let switched = try run(["export", stateful, "--from-state", "plus", "--state", "check", "--out", svg])
        #expect(switched.status == 0, "\(switched.err)")
        #expect(try String(contentsOfFile: svg, encoding: .utf8).contains("prefers-reduced-motion: reduce"))
        let bad = try run(["export", refresh, "--state", "sideways", "--out", json])
        #expect(bad.status == 2 && bad.err.contains("--state sideways: expected a state from -1 to 63"))
        let notGPA = try run(["export", "sun.max", "--state", "1", "--out", json])
        #expect(notGPA.status == 2 && notGPA.err.contains("--state and --from-state are for .gpa files"))

        let drawn = try run(["export", "sun.max", "--effect", "drawOn", "--out", gpa])
        #expect(drawn.status == 0, "\(drawn.err)")
        #expect(drawn.out.contains("plays with --from-state -1 --state 0"), "\(drawn.out)")
        let played = try run(["render", gpa, "--from-state", "-1", "--state", "0", "--time", "0.3", "--size", "64", "--out", png])
        #expect(played.status == 0, "\(played.err)")
        #expect(try Self.inked(png) > 0)
        let bounce = try run(["export", "bell", "--effect", "bounce", "--out", gpa])
        #expect(bounce.status == 2 && bounce.err.contains("--effect bounce") && bounce.err.contains("cannot express"), "\(bounce.err)")
    }

    /// `render FILE.gpa --time t` frames the room the switch takes at every time, so each frame is
    /// the one an export shows at t: before a big path draws in, the small one already sits in
    /// the room the big one will need.
    @Test func everyTimeIsFramedInTheRoomOfTheWholeSwitch() throws {
        let file = Self.temporary("grow.gpa")
        let still = Self.temporary("still.png"), switching = Self.temporary("switching.png")
        defer { for f in [file, still, switching] { try? FileManager.default.removeItem(atPath: f) } }
        try """
            <svg width='16' height='16' xmlns:gpa='https://www.gtk.org/grappa' gpa:version='1' gpa:state='0'>
              <path d='M 6 8 L 10 8' gpa:states='0' gpa:stroke='foreground' stroke-width='2'/>
              <path d='M -8 -8 L 24 24' gpa:states='1' gpa:transition-type='animate' gpa:transition-duration='500ms'
                    gpa:stroke='foreground' stroke-width='2'/>
            </svg>
            """.write(toFile: file, atomically: true, encoding: .utf8)
        #expect(try run(["render", file, "--state", "0", "--size", "64", "--out", still]).status == 0)
        let result = try run(["render", file, "--from-state", "0", "--state", "1", "--time", "0", "--size", "64", "--out", switching])
        #expect(result.status == 0, "\(result.err)")
        // The same small path at t = 0, drawn smaller: the frame holds the diagonal to come.
        let (moving, resting) = (try Self.inked(switching), try Self.inked(still))
        #expect(moving > 0 && moving < resting, "\(moving) pixels inked while switching, \(resting) still")
    }
}

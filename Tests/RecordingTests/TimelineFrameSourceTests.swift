import Foundation
import Raster
import SVGLoader
import SymbolEffects
import SymbolModel
import SymbolRendering
import Testing
@testable import Recording

/// `record FILE.gpa --keys …` films what the player poses for the pressed keys, and a symbol's
/// timeline switches between its states on Space.
struct TimelineFrameSourceTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/gpa")

    /// The frames of `name` recorded with `keys` (time, key), every 50 ms for 3 s.
    static func frames(_ name: String, keys: [(Double, String)]) throws -> [[UInt32]] {
        let icon = try GPALoader.load(contentsOf: fixtures.appendingPathComponent(name + ".gpa")).icon
        let source = Self.source(icon)
        for (time, key) in keys { try source.press(key, at: time) }
        return (0...60).map { k in
            let canvas = Canvas(width: 48, height: 48)
            source.renderFrame(at: Double(k) * 0.05, into: canvas)
            return canvas.pixels
        }
    }

    /// A source filming `icon` from its own state, as `record FILE.gpa` does.
    static func source(_ icon: GPAIcon, background: RGBA? = nil, mode: SymbolRenderingMode = .monochrome,
                       colorRendering: SymbolColorRenderingMode = .flat) -> TimelineFrameSource {
        TimelineFrameSource(timeline: GPATimeline(player: GPAPlayer(icon), from: icon.initialState, to: icon.initialState),
                            background: background, mode: mode, colorRendering: colorRendering)
    }

    /// Space toggles a drawn symbol's state: it draws off, and on again, as the seed's toggle.
    @Test func spaceTogglesASymbolsDrawState() throws {
        let symbol = try SymbolCatalog().symbol(named: "checkmark.circle")
        let timeline = EffectTimeline(symbol: symbol, animation: try SymbolEffectSpec.parse("drawOn").animation())
        let source = TimelineFrameSource(timeline: timeline)
        try source.press(" ", at: 1)
        #expect(source.timeline.stateName(at: 2) == "undrawn")
        try source.press(" ", at: 3)
        #expect(source.timeline.stateName(at: 4) == "drawn")
        #expect(throws: RecordingError.self) { try source.press("-", at: 5) }
        func frame(_ t: Double) -> [UInt32] {
            let canvas = Canvas(width: 48, height: 48)
            source.renderFrame(at: t, into: canvas)
            return canvas.pixels
        }
        // Drawn before the first press and after the second has played; undrawn between.
        #expect(frame(0.9) == frame(5))
        #expect(frame(2.5) != frame(0.9))
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

    /// `record FILE.gpa --gradient --mode …`: the frames take SF Symbols 7's ramp (the icon's
    /// ink lighter at the top than at the bottom, where flat frames are even) and the mode's
    /// colour for the foreground.
    @Test func gradientAndModeReachTheFrames() throws {
        let icon = try GPALoader.load(contentsOf: Self.fixtures.appendingPathComponent("user-trash-opening.gpa")).icon
        func frame(_ source: TimelineFrameSource) -> Canvas {
            let canvas = Canvas(width: 96, height: 96)
            source.renderFrame(at: 0, into: canvas)
            return canvas
        }
        /// The mean green (0–255) of the fully covered pixels of the ink (on a transparent
        /// background) in the top and the bottom third of the inked rows.
        func ink(_ c: Canvas) -> (top: Double, bottom: Double) {
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
        let blue = SymbolRenderingMode.palette([Color(r: 0, g: 122 / 255, b: 1)])
        let clear = RGBA(0, 0, 0, 0)
        let flat = frame(Self.source(icon, background: clear, mode: blue))
        let ramp = frame(Self.source(icon, background: clear, mode: blue, colorRendering: .gradient))
        #expect(flat.pixels != ramp.pixels)
        let (flatInk, rampInk) = (ink(flat), ink(ramp))
        #expect(abs(flatInk.top - flatInk.bottom) < 3, "flat: \(flatInk)")
        #expect(rampInk.top > rampInk.bottom + 15, "gradient: \(rampInk)")
        let orange = Color(r: 1, g: 149 / 255, b: 0)
        let palette = frame(Self.source(icon, mode: .palette([orange])))
        #expect(palette.pixels.contains(0xFFFF9500))
    }
}

import Geometry
import Testing
import Typography
@testable import Scenes

/// The viewer's chrome at every window size: the help panel whole, legible and never over
/// itself; toasts clear of the scene's text; one face for the gallery's titles.
@Suite(.enabled(if: fontsAreInstalled, "needs fontconfig fonts (apt-get install fonts-comfortaa fonts-dejavu-core)"))
struct WindowSizeLayoutTests {
    let composer = SceneComposer(fonts: try! FontBook.standard())

    /// The window sizes the viewer is checked at, in pixels, with their display scale: a phone
    /// (the default window), a laptop, a desktop, and the phone at 2× and a smaller phone.
    static let windows: [(width: Int, height: Int, scale: Double)] = [
        (390, 844, 1), (1280, 800, 1), (1920, 1080, 1), (780, 1688, 2), (320, 568, 1), (2560, 1440, 1),
    ]

    func texts(_ frame: SceneFrame) -> [TextCue] {
        frame.items.compactMap { if case .text(let c) = $0 { return c } else { return nil } }
    }
    func panels(_ frame: SceneFrame) -> [Rect] {
        frame.items.compactMap { if case .panel(let r, _, _) = $0 { return r } else { return nil } }
    }
    func inside(_ r: Rect, _ outer: Rect) -> Bool {
        r.minX >= outer.minX - 1e-6 && r.maxX <= outer.maxX + 1e-6 && r.minY >= outer.minY - 1e-6 && r.maxY <= outer.maxY + 1e-6
    }

    @Test(arguments: [SceneKind.drawOn, .loader, .effects])
    func theHelpPanelIsWholeLegibleAndNeverOverlapsItself(scene: SceneKind) {
        for window in Self.windows {
            var state = ViewerState()
            state.scene = scene
            state.apply(.toggleHelp, at: 0)
            let scene = composer.compose(state.withoutOverlays, at: 0, width: window.width, height: window.height,
                                         displayScale: window.scale)
            let frame = composer.compose(state, at: 0, width: window.width, height: window.height, displayScale: window.scale)
            let help = Array(texts(frame).dropFirst(texts(scene).count))
            let screen = Rect(x: 0, y: 0, width: Double(window.width), height: Double(window.height))
            guard let panel = panels(frame).last else { Issue.record("no help panel"); continue }
            let name = "\(window.width)x\(window.height)@\(window.scale)x"
            // The panel keeps a margin inside the window; every line is inside the panel.
            #expect(inside(panel, screen.insetBy(12 * window.scale)), "\(name): panel \(panel)")
            let boxes = help.map { composer.bounds(of: $0) }
            for (cue, box) in zip(help, boxes) {
                #expect(inside(box, panel), "\(name): '\(cue.text)' at \(box) leaves the panel \(panel)")
                // Legible: 11 pt at the least (a window smaller than a phone's may have less).
                if window.height >= 800 * Int(window.scale) {
                    #expect(cue.pixelSize >= 11 * window.scale - 1e-9, "\(name): '\(cue.text)' at \(cue.pixelSize) px")
                }
            }
            // No line runs into another (the keys into their summary, a wrapped line into the next row).
            for i in boxes.indices {
                for j in boxes.indices where j > i {
                    #expect(boxes[i].intersection(boxes[j]) == nil, "\(name): '\(help[i].text)' overlaps '\(help[j].text)'")
                }
            }
            // Every row is there: its keys on a line of their own, its summary whole, wrapped at spaces.
            let lines = help.map(\.text)
            for row in SceneComposer.helpRows(state) {
                #expect(lines.contains(row.keys), "\(name): no \(row.keys)")
            }
            let summaries = SceneComposer.helpRows(state).map { row in row.now.map { row.summary + "  ·  " + $0 } ?? row.summary }
            let shown = lines.filter { line in !SceneComposer.helpRows(state).contains { $0.keys == line } && line != SceneComposer.helpHeading }
            #expect(shown.joined(separator: " ").split(separator: " ") == summaries.joined(separator: " ").split(separator: " "), "\(name)")
        }
    }

    @Test func theHelpTextGrowsWithTheWindow() {
        var state = ViewerState()
        state.apply(.toggleHelp, at: 0)
        func size(_ w: Int, _ h: Int) -> Double {
            texts(composer.compose(state, at: 0, width: w, height: h)).map(\.pixelSize).min() ?? 0
        }
        #expect(size(390, 844) >= 11)
        #expect(size(1280, 800) > size(390, 844))
        #expect(size(1920, 1080) > size(1280, 800))
    }

    @Test func aWindowTooSmallForLegibleTextStillShowsTheWholePanel() {
        var state = ViewerState()
        state.apply(.toggleHelp, at: 0)
        let frame = composer.compose(state, at: 0, width: 300, height: 260)
        guard let panel = panels(frame).last else { Issue.record("no help panel"); return }
        #expect(inside(panel, Rect(x: 0, y: 0, width: 300, height: 260)))
        #expect(texts(frame).allSatisfy { inside(composer.bounds(of: $0), panel) })
    }

    /// A toast rises above the gallery's caption (shown when the rendering mode is overridden) and
    /// the tiles' lines of text, at every window size.
    @Test func aToastNeverCoversTheScenesText() {
        for window in Self.windows {
            var state = ViewerState()
            state.apply(.showEffectsScene, at: 0)
            state.apply(.cycleRenderingMode, at: 1)
            #expect(state.toast != nil)
            let frame = composer.compose(state, at: 1.1, width: window.width, height: window.height, displayScale: window.scale)
            let scene = composer.compose(state.withoutOverlays, at: 1.1, width: window.width, height: window.height,
                                         displayScale: window.scale)
            let sceneText = texts(scene).map { composer.bounds(of: $0) }
            #expect(texts(scene).contains { $0.text.hasPrefix(".symbolRenderingMode(.monochrome)") }, "no caption")
            guard let toast = panels(frame).last else { Issue.record("no toast"); continue }
            let name = "\(window.width)x\(window.height)@\(window.scale)x"
            #expect(inside(toast, Rect(x: 0, y: 0, width: Double(window.width), height: Double(window.height))), "\(name)")
            for (cue, box) in zip(texts(scene), sceneText) {
                #expect(box.intersection(toast) == nil, "\(name): the toast \(toast) covers '\(cue.text)' at \(box)")
            }
        }
    }

    @Test func aToastWithNothingUnderItStaysAtTheBottom() {
        var state = ViewerState()
        state.apply(.cycleRenderingMode, at: 1)
        let frame = composer.compose(state, at: 1.1, width: 390, height: 844)
        guard let toast = panels(frame).last else { Issue.record("no toast"); return }
        #expect(abs(toast.maxY - (844 - 16)) < 1e-9)
    }

    /// The gallery's tile titles are set in one face whatever the window's size, so a recording
    /// at another size (or the viewer at 2×) reads the same.
    @Test func tileTitlesUseOneFaceAtEverySize() {
        let titles = Set(EffectsGallery.tiles.map(\.title))
        var roles = Set<TextRole>()
        for window in Self.windows + [(width: 1040, height: 600, scale: 1.0), (width: 3840, height: 2160, scale: 1.0)] {
            var state = ViewerState()
            state.apply(.showEffectsScene, at: 0)
            let cues = texts(composer.compose(state.withoutOverlays, at: 0, width: window.width, height: window.height,
                                              displayScale: window.scale)).filter { titles.contains($0.text) }
            #expect(cues.count == EffectsGallery.tiles.count)
            roles.formUnion(cues.map(\.role))
        }
        #expect(roles == [.label])
    }
}

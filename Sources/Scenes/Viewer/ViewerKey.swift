/// Everything a key press can ask the viewer to do. The shell maps physical keys to these; the
/// state machine (``ViewerState/apply(_:at:)``) gives them meaning.
public enum ViewerKey: String, Sendable, CaseIterable {
    case toggleDraw, cycleEffect, toggleReduceMotion
    case showDrawOnScene, showLoaderScene, showEffectsScene, nextScene
    case toggleAutoTimer, cycleScope, togglePause, stepFrame, slower, faster
    case cycleWeight, toggleAppearance, zoomIn, zoomOut, toggleFullscreen
    /// The rendering mode (each scene's own, then monochrome, hierarchical, palette, multicolor)
    /// and SF Symbols 7's gradient colour rendering.
    case cycleRenderingMode, toggleGradient
    case screenshot, toggleHelp, quit, record
    /// The selected symbol's effect written as Lottie JSON, animated SVG and an HTML fragment (``ViewerExport``).
    case exportVectors
    /// Scrolling the draw-on grid: a line (arrow keys), a page, or to either end; in the effects
    /// gallery, turning its pages.
    case scrollUp, scrollDown, pageUp, pageDown, scrollToTop, scrollToEnd
    /// The digit keys without a scene of their own (0 and 4–9): with `.gpa` icons shown, every
    /// digit switches their state (1–3 too, instead of switching scenes; see ``digit``).
    case state0, state4, state5, state6, state7, state8, state9

    /// The digit on the key, for the keys that have one: a state for `.gpa` icons.
    public var digit: Int? {
        switch self {
        case .state0: return 0
        case .showDrawOnScene: return 1
        case .showLoaderScene: return 2
        case .showEffectsScene: return 3
        case .state4: return 4
        case .state5: return 5
        case .state6: return 6
        case .state7: return 7
        case .state8: return 8
        case .state9: return 9
        default: return nil
        }
    }

    /// The key bindings in the order the help overlay lists them: the keys a person presses and
    /// what happens.
    public static let bindings: [(keys: String, key: ViewerKey, summary: String)] = [
        ("Space / D", .toggleDraw, "toggle the draw state (effects: play every tile now)"),
        ("E", .cycleEffect, "cycle the hero's effect: breathe, rotate, both (gallery of your icons: each one's next effect)"),
        ("M", .toggleReduceMotion, "toggle Reduce Motion"),
        ("1 / 2 / 3 / Tab", .nextScene, "switch scenes"),
        ("A", .toggleAutoTimer, "toggle the automatic draw timer"),
        ("L", .cycleScope, "cycle the draw scope: by layer, whole symbol, individually"),
        ("P", .togglePause, "pause"),
        (".", .stepFrame, "step one frame"),
        ("[ / ]", .slower, "halve / double the speed"),
        ("W", .cycleWeight, "cycle the weight"),
        ("T", .toggleAppearance, "toggle light and dark"),
        ("C", .cycleRenderingMode, "cycle the rendering mode: monochrome, hierarchical, palette, multicolor"),
        ("G", .toggleGradient, "toggle gradient colour (SF Symbols 7)"),
        ("+ / -", .zoomIn, "zoom in / out"),
        ("Up / Down", .scrollDown, "scroll the draw-on grid (the wheel too); the gallery: turn a page"),
        ("PgUp / PgDn", .pageDown, "scroll a page (the gallery: turn a page)"),
        ("Home / End", .scrollToEnd, "scroll to the top / end (the gallery: first / last page)"),
        ("F", .toggleFullscreen, "fullscreen"),
        ("S", .screenshot, "save a screenshot PNG"),
        ("R", .record, "start / stop recording the window to an MP4"),
        ("X", .exportVectors, "export the symbol under the pointer as .json (Lottie), .svg and .html"),
        ("0–9", .state0, "with .gpa icons: switch their state (instead of scenes)"),
        ("H / ?", .toggleHelp, "show or hide this help"),
        ("Q / Esc", .quit, "quit"),
    ]

    /// The key for a typed character, as printed on the key cap ("d", " ", "[", "?"); nil when
    /// the character does nothing. Shells without key codes and tests use this.
    public init?(character: Character) {
        switch character.lowercased().first ?? character {
        case " ", "d": self = .toggleDraw
        case "e": self = .cycleEffect
        case "m": self = .toggleReduceMotion
        case "1": self = .showDrawOnScene
        case "2": self = .showLoaderScene
        case "3": self = .showEffectsScene
        case "0": self = .state0
        case "4": self = .state4
        case "5": self = .state5
        case "6": self = .state6
        case "7": self = .state7
        case "8": self = .state8
        case "9": self = .state9
        case "\t": self = .nextScene
        case "a": self = .toggleAutoTimer
        case "l": self = .cycleScope
        case "p": self = .togglePause
        case ".": self = .stepFrame
        case "[": self = .slower
        case "]": self = .faster
        case "w": self = .cycleWeight
        case "t": self = .toggleAppearance
        case "c": self = .cycleRenderingMode
        case "g": self = .toggleGradient
        case "+", "=": self = .zoomIn
        case "-", "_": self = .zoomOut
        case "f": self = .toggleFullscreen
        case "s": self = .screenshot
        case "h", "?": self = .toggleHelp
        case "q", "\u{1B}": self = .quit
        case "r": self = .record
        case "x": self = .exportVectors
        default: return nil
        }
    }
}

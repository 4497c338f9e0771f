/// Everything a key press can ask the viewer to do. The shell maps physical keys to these; the
/// state machine (``ViewerState/apply(_:at:)``) gives them meaning.
public enum ViewerKey: String, Sendable, CaseIterable {
    case toggleDraw, cycleEffect, toggleReduceMotion
    case showDrawOnScene, showLoaderScene, showEffectsScene, nextScene
    case toggleAutoTimer, cycleScope, togglePause, stepFrame, slower, faster
    case cycleWeight, toggleAppearance, zoomIn, zoomOut, toggleFullscreen
    case screenshot, toggleHelp, quit, record
    /// Scrolling the draw-on grid: a line (arrow keys), a page, or to either end.
    case scrollUp, scrollDown, pageUp, pageDown, scrollToTop, scrollToEnd

    /// The key bindings in the order the help overlay lists them: the keys a person presses and
    /// what happens.
    public static let bindings: [(keys: String, key: ViewerKey, summary: String)] = [
        ("Space / D", .toggleDraw, "toggle the draw state (effects: play every tile now)"),
        ("E", .cycleEffect, "cycle the hero's effect: breathe, rotate, both"),
        ("M", .toggleReduceMotion, "toggle Reduce Motion"),
        ("1 / 2 / 3 / Tab", .nextScene, "switch scenes"),
        ("A", .toggleAutoTimer, "toggle the automatic draw timer"),
        ("L", .cycleScope, "cycle the draw scope: by layer, whole symbol, individually"),
        ("P", .togglePause, "pause"),
        (".", .stepFrame, "step one frame"),
        ("[ / ]", .slower, "halve / double the speed"),
        ("W", .cycleWeight, "cycle the weight"),
        ("T", .toggleAppearance, "toggle light and dark"),
        ("+ / -", .zoomIn, "zoom in / out"),
        ("Up / Down", .scrollDown, "scroll the draw-on grid (the wheel too)"),
        ("PgUp / PgDn", .pageDown, "scroll a page"),
        ("Home / End", .scrollToEnd, "scroll to the top / end"),
        ("F", .toggleFullscreen, "fullscreen"),
        ("S", .screenshot, "save a screenshot PNG"),
        ("R", .record, "start / stop recording the window to an MP4"),
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
        case "\t": self = .nextScene
        case "a": self = .toggleAutoTimer
        case "l": self = .cycleScope
        case "p": self = .togglePause
        case ".": self = .stepFrame
        case "[": self = .slower
        case "]": self = .faster
        case "w": self = .cycleWeight
        case "t": self = .toggleAppearance
        case "+", "=": self = .zoomIn
        case "-", "_": self = .zoomOut
        case "f": self = .toggleFullscreen
        case "s": self = .screenshot
        case "h", "?": self = .toggleHelp
        case "q", "\u{1B}": self = .quit
        case "r": self = .record
        default: return nil
        }
    }
}

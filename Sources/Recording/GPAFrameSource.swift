import Geometry
import Raster
import SymbolEffects
import SymbolModel
import SymbolRendering

/// Films a GTK path animation (`record FILE.gpa`): the icon centred in the frame, switching
/// state at each scripted key: `0`–`9` enter states 0–9, `-` the unset state (drawing every
/// path out). Every frame is the player's pose for the history of presses so far, so a
/// recording is reproducible.
public final class GPAFrameSource: FrameSource {
    public let player: GPAPlayer
    /// How the player draws: at the regular weight, in the standard palette.
    private let options: GPAPlayOptions
    /// The icon as a symbol, made once; each frame draws it in the player's pose.
    private let prepared: PreparedSymbol
    private var history: GPAStateHistory
    private let renderer = SymbolRenderer()
    private let background: Color
    private let tint: Color
    private let mode: SymbolRenderingMode
    private let colorRendering: SymbolColorRenderingMode

    /// - Parameters:
    ///   - background: the colour behind the icon; nil for the appearance's own (white, or a
    ///     dark grey when `dark`), `.clear` for transparent frames.
    ///   - mode: how the foreground is coloured (the icon's status colours are its own in
    ///     every mode, as GTK draws them).
    ///   - colorRendering: flat colours, or SF Symbols 7's gradients made from them.
    public init(icon: GPAIcon, dark: Bool = false, reduceMotion: Bool = false, background: RGBA? = nil,
                mode: SymbolRenderingMode = .monochrome, colorRendering: SymbolColorRenderingMode = .flat) {
        player = GPAPlayer(icon)
        options = GPAPlayOptions(reduceMotion: reduceMotion, weight: GPAPlayer.cssWeight(.regular))
        prepared = PreparedSymbol(player.symbol(options: options))
        history = GPAStateHistory(initial: icon.initialState)
        let own = dark ? RGBA(0.12, 0.12, 0.13) : RGBA(1, 1, 1)
        self.background = Color(background ?? own)
        tint = dark ? Color(r: 1, g: 1, b: 1) : Color(r: 0, g: 0, b: 0)
        self.mode = mode
        self.colorRendering = colorRendering
    }

    /// The state a key enters, or nil for a key that does not switch states.
    public static func state(forKey key: String) -> Int? {
        if key == "-" { return GPAState.unset }
        guard key.count == 1, let digit = Int(key) else { return nil }
        return digit
    }

    public func press(_ key: String, at time: Double) throws {
        guard let state = Self.state(forKey: key) else {
            throw RecordingError.badOption("--keys: '\(key)' does not switch a .gpa icon's state; use 0–9, or - for unset")
        }
        history.set(state, at: time)
    }

    public func renderFrame(at time: Double, into canvas: Canvas) {
        canvas.clear(background)
        // The icon fills 60 % of the frame's shorter side.
        let side = Double(min(canvas.width, canvas.height)) * 0.6
        let placement = SymbolPlacement(center: Point(Double(canvas.width) / 2, Double(canvas.height) / 2),
                                        pointSize: SymbolPlacement.pointSize(forBoxPixels: side, scale: .large),
                                        weight: .regular, scale: .large)
        renderer.draw(prepared, state: player.state(history: history, at: time, options: options), in: canvas,
                      placement: placement, tint: tint, mode: mode, colorRendering: colorRendering)
    }
}

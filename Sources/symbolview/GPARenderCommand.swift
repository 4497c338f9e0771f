import FileAccess
import Foundation
import Geometry
import PNGCodec
import Raster
import SVGLoader
import SymbolEffects
import Scenes
import SymbolModel
import SymbolRendering

/// `symbolview render FILE.gpa`: a GTK path animation in a state, some time after switching
/// to it, or a strip of frames from the switch to `--time`.
///
/// `--mode` and `--gradient` apply as to any symbol: the foreground (GTK's text colour) takes
/// the mode's colour, drawn in `--color` (black by default: it is not an accent, so multicolor
/// does not turn it blue); the icon's status and accent colours are its own paints, drawn as
/// GTK draws them in every mode; `--gradient` ramps every one of them.
func renderGPA(_ icon: GPAIcon, options: RenderOptions, out: String) throws -> Int32 {
    let state = try gpaState(options.state, in: icon, option: "--state") ?? icon.initialState
    let from = try gpaState(options.fromState, in: icon, option: "--from-state") ?? state
    var history = GPAStateHistory(initial: from)
    history.set(state, at: 0)
    let player = GPAPlayer(icon)
    let play = GPAPlayOptions(reduceMotion: options.reduceMotion, weight: GPAPlayer.cssWeight(options.weight))
    let prepared = PreparedSymbol(player.symbol(options: play))
    let (cellWidth, cellHeight) = options.imageSize(for: icon.viewBox)
    let frames = options.strip
    let strip = StripLayout(cellWidth: cellWidth, cellHeight: cellHeight, frames: frames)
    if strip.width * cellHeight > 8192 * 8192 {
        throw UsageError("an image \(cellWidth)x\(cellHeight) × --strip \(frames) is more than 8192x8192 pixels in all")
    }
    // A strip without --time runs from the switch until its last path settles (GTK's icon-wide
    // delay, then the slowest arrival), or a second when no path enters or leaves.
    let span = options.time ?? max(GPAPlayer.transitionLength(icon, from: from, to: state), frames > 1 ? 1 : 0)
    let canvas = Canvas(width: strip.width, height: cellHeight, color: options.background)
    let renderer = SymbolRenderer()
    let mode = try options.renderingMode()
    let colorRendering: SymbolColorRenderingMode = options.gradient ? .gradient : .flat
    let poses = (0..<frames).map { k in
        player.state(history: history, at: frames == 1 ? options.time ?? 0 : span * Double(k) / Double(frames - 1), options: play)
    }
    // Every frame frames the room the icon's paths take over the switch and its loops (a lid
    // that lifts, an arrowhead that swings out), not just its viewBox, and the same room at
    // every time, so a frame at --time t is the strip's frame at t (and an export's).
    let room = player.room(of: prepared.symbol, history: history, options: play, with: poses)
    for (k, pose) in poses.enumerated() {
        let placement = room.placement(in: strip.cell(k), weight: options.weight, scale: .large)
        renderer.draw(prepared, state: pose, in: canvas, placement: placement, tint: options.color, mode: mode,
                      colorRendering: colorRendering)
    }
    try PNGCodec.write(canvas, to: out)
    return 0
}

/// Opens a file that must be a GTK path animation (by its content), printing its warnings on
/// standard error as `symbolview COMMAND: warning: …`.
func loadGPA(_ source: String, command: String) throws -> GPAIcon {
    guard case .pathAnimation(let gpa) = try SymbolDocument.open(contentsOf: URL(fileURLWithPath: source)) else {
        throw UsageError("\(FileName.display(source)) is not a GTK path animation (no gpa namespace or attributes)")
    }
    printWarnings(gpa.warnings, command: command)
    return gpa.icon
}

/// A state option's value: a number from -1 to 63 or a state name of the icon.
func gpaState(_ text: String?, in icon: GPAIcon, option: String) throws -> Int? {
    guard let text else { return nil }
    if let state = icon.state(named: text) { return state }
    let names = icon.stateNames.isEmpty ? "" : " or one of " + icon.stateNames.joined(separator: ", ")
    throw UsageError("\(option) \(text): expected a state from -1 to 63\(names)")
}

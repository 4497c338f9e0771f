import FuzzSupport
import Foundation
import Geometry
import Raster
import SVGLoader
import SymbolEffects
import SymbolModel
import SymbolRendering

/// The `.gpa` loader on any bytes, then the player and renderer on what it loaded: a switch
/// from the icon's state to state 1 drawn at four times (through the transition, the loops and
/// the SMIL animations) into a 32×32 canvas.
func fuzzGPA(_ input: Data) {
    guard let loaded = try? GPALoader.load(data: input, name: "fuzz.gpa") else { return }
    for warning in loaded.warnings { _ = warning.description }
    let player = GPAPlayer(loaded.icon)
    var history = GPAStateHistory(initial: loaded.icon.initialState)
    history.set(1, at: 0.1)
    history.set(GPAState.unset, at: 0.9)
    let renderer = SymbolRenderer()
    let placement = SymbolPlacement(center: Point(16, 16),
                                    pointSize: SymbolPlacement.pointSize(forBoxPixels: 32, scale: .large),
                                    weight: .bold, scale: .large)
    let prepared = PreparedSymbol(player.symbol(options: GPAPlayOptions(weight: GPAPlayer.cssWeight(.bold))))
    for time in [0.0, 0.3, 0.7, 1.2] {
        let canvas = Canvas(width: 32, height: 32)
        let state = player.state(history: history, at: time, options: GPAPlayOptions(reduceMotion: time > 1))
        renderer.draw(prepared, state: state, in: canvas, placement: placement, tint: .black)
    }
}

#if FUZZING
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ bytes: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    fuzzGPA(data(bytes, size))
    return 0
}
#else
@main enum Replay {
    static func main() { exit(replay(Array(CommandLine.arguments.dropFirst()), through: fuzzGPA)) }
}
#endif

import FuzzSupport
import Foundation
import Geometry
import SVGLoader
import SymbolEffects
import SymbolExport
import SymbolModel
import SymbolRendering

/// The writers on any GTK path animation the loader accepts: its switch from the unset state to
/// its own (half a second), written in every vector format, each result checked
/// (``exportEveryFormat(_:symbol:)``).
func fuzzExportGPA(_ input: Data) {
    guard let icon = try? GPALoader.load(data: input, name: "fuzz.gpa").icon else { return }
    let player = GPAPlayer(icon)
    var history = GPAStateHistory(initial: GPAState.unset)
    history.set(icon.initialState, at: 0)
    let symbol = player.symbol()
    let placement = SymbolPlacement(center: Point(24, 24), pointSize: SymbolPlacement.pointSize(forBoxPixels: 48, scale: .large),
                                    weight: .regular, scale: .large)
    let part = GPAExportPart.part(GPATimeline(player: player, history: history),
                                  toPixels: placement.transform(for: symbol)) { _ in (.black, 1) }
    _ = GPAExportPart.notes(for: icon)
    exportEveryFormat(ExportScene(width: 48, height: 48, parts: [part], name: "fuzz",
                                  span: .given(start: 0, duration: 0.5, loops: false)), symbol: nil)
}

#if FUZZING
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ bytes: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    fuzzExportGPA(data(bytes, size))
    return 0
}
#else
@main enum Replay {
    static func main() { exit(replay(Array(CommandLine.arguments.dropFirst()), through: fuzzExportGPA)) }
}
#endif

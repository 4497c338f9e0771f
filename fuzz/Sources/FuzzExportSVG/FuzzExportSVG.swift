import FuzzSupport
import Foundation
import SVGLoader

/// The writers on any SVG the loader accepts: the file drawn on, written in every vector format
/// and as an SF Symbols template, each result checked (``exportEveryFormat(_:symbol:)``).
func fuzzExportSVG(_ input: Data) {
    guard let loaded = try? SVGLoader.load(data: input, name: "fuzz.svg"), let scene = drawOnScene(loaded.symbol) else { return }
    exportEveryFormat(scene, symbol: loaded.symbol)
}

#if FUZZING
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ bytes: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    fuzzExportSVG(data(bytes, size))
    return 0
}
#else
@main enum Replay {
    static func main() { exit(replay(Array(CommandLine.arguments.dropFirst()), through: fuzzExportSVG)) }
}
#endif

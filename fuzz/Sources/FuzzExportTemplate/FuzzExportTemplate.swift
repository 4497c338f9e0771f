import FuzzSupport
import Foundation
import SVGLoader
import SymbolModel

/// The writers on any SF Symbols template the loader accepts: its bold, small design drawn on,
/// written in every vector format and as a template again, each result checked
/// (``exportEveryFormat(_:symbol:)``).
func fuzzExportTemplate(_ input: Data) {
    guard let template = try? SVGLoader.template(data: input, name: "fuzz.svg") else { return }
    let symbol = template.symbol(weight: .bold, scale: .small).symbol
    guard let scene = drawOnScene(symbol) else { return }
    exportEveryFormat(scene, symbol: symbol)
}

#if FUZZING
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ bytes: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    fuzzExportTemplate(data(bytes, size))
    return 0
}
#else
@main enum Replay {
    static func main() { exit(replay(Array(CommandLine.arguments.dropFirst()), through: fuzzExportTemplate)) }
}
#endif

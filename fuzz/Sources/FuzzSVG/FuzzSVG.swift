import FuzzSupport
import Foundation
import SVGLoader

/// The whole loader on any bytes, then a small render of what it loaded: at rest, and half way
/// through a draw-on, into a 32×32 canvas.
func fuzzSVG(_ input: Data) {
    guard let loaded = try? SVGLoader.load(data: input, name: "fuzz.svg") else { return }
    for warning in loaded.warnings { _ = warning.description }
    renderSmall(loaded)
}

#if FUZZING
// libFuzzer's entry point, only in `make fuzz`'s build: a normal build links all five targets
// into FuzzTests, where five functions of this C name could not live side by side.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ bytes: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    fuzzSVG(data(bytes, size))
    return 0
}
#else
@main enum Replay {
    static func main() { exit(replay(Array(CommandLine.arguments.dropFirst()), through: fuzzSVG)) }
}
#endif

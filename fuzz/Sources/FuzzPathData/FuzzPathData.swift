import FuzzSupport
import Foundation
import Geometry

/// SVG path data (the `d` attribute), parsed strictly and leniently. The two must agree: a
/// strict parse that succeeds gives the same path as the lenient one.
func fuzzPathData(_ input: Data) {
    let text = String(decoding: input, as: UTF8.self)
    let strict = Path.parse(svgPathData: text, mode: .strict)
    let lenient = Path.parse(svgPathData: text, mode: .lenient)
    if strict.error == nil && lenient.error == nil && strict.path.elements.count != lenient.path.elements.count {
        fatalError("strict and lenient parses of valid data differ")
    }
    if let error = lenient.error { _ = error.description }
    _ = try? Path(svgPathData: text, elementLimit: 64)
    _ = lenient.path.bounds
}

#if FUZZING
// libFuzzer's entry point, only in `make fuzz`'s build: a normal build links all five targets
// into FuzzTests, where five functions of this C name could not live side by side.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ bytes: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    fuzzPathData(data(bytes, size))
    return 0
}
#else
@main enum Replay {
    static func main() { exit(replay(Array(CommandLine.arguments.dropFirst()), through: fuzzPathData)) }
}
#endif

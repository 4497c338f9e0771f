import FuzzSupport
import Foundation
import Recording

/// `record --keys` text: parsed, and each press placed on a frame at a few frame rates.
func fuzzKeyScript(_ input: Data) {
    guard let script = try? KeyScript(parsing: String(decoding: input, as: UTF8.self)) else { return }
    for press in script.presses {
        for fps in [0.1, 30, 1000] { _ = KeyScript.firstFrame(showing: press.time, fps: fps) }
    }
}

#if FUZZING
// libFuzzer's entry point, only in `make fuzz`'s build: a normal build links all five targets
// into FuzzTests, where five functions of this C name could not live side by side.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ bytes: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    fuzzKeyScript(data(bytes, size))
    return 0
}
#else
@main enum Replay {
    static func main() { exit(replay(Array(CommandLine.arguments.dropFirst()), through: fuzzKeyScript)) }
}
#endif

import CommandOptions
import FuzzSupport
import Foundation
import Recording
import Scenes

/// Command lines: the input is split into arguments at newlines, then read by the viewer's and
/// `record`'s option parsers (the scene options `record` passes through are parsed again, as the
/// recording does). Nothing here opens a file or starts a recording.
func fuzzOptions(_ input: Data) {
    let arguments = String(decoding: input, as: UTF8.self)
        .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    do { _ = try ViewerOptions.parse(arguments) } catch { _ = "\(error)" }
    do {
        let record = try RecordOptions.parse(arguments)
        _ = try? ViewerOptions.parse(record.sceneArguments)
    } catch { _ = "\(error)" }
    if let first = arguments.first {
        _ = OptionCursor.suggestion(for: first, among: RecordOptions.acceptedOptions.names)
    }
}

#if FUZZING
// libFuzzer's entry point, only in `make fuzz`'s build: a normal build links all five targets
// into FuzzTests, where five functions of this C name could not live side by side.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ bytes: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    fuzzOptions(data(bytes, size))
    return 0
}
#else
@main enum Replay {
    static func main() { exit(replay(Array(CommandLine.arguments.dropFirst()), through: fuzzOptions)) }
}
#endif

import Foundation

/// Runs a fuzz target's body on the files named on the command line, one after another, the way
/// libFuzzer would call it. Without `-DFUZZING` each fuzz target is this small replay tool, so
/// the normal `swift build` builds it and a crash input can be rerun under a debugger.
///
/// A folder argument replays every file in it, in name order.
public func replay(_ arguments: [String], through body: (Data) -> Void) -> Int32 {
    guard !arguments.isEmpty else {
        FileHandle.standardError.write(Data("usage: \(CommandLine.arguments.first ?? "fuzz-target") FILE-OR-FOLDER...\n".utf8))
        return 2
    }
    var count = 0
    for argument in arguments {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: argument, isDirectory: &isFolder) else {
            FileHandle.standardError.write(Data("\(argument): no such file\n".utf8))
            return 1
        }
        let files: [String]
        if isFolder.boolValue {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: argument)) ?? []
            files = names.sorted().map { (argument as NSString).appendingPathComponent($0) }
        } else {
            files = [argument]
        }
        for file in files {
            guard let data = FileManager.default.contents(atPath: file) else { continue }
            body(data)
            count += 1
        }
    }
    print("replayed \(count) input(s) without a crash")
    return 0
}

/// The bytes libFuzzer passes, as `Data` (copied: the buffer is only valid during the call).
public func data(_ bytes: UnsafePointer<UInt8>, _ size: Int) -> Data {
    Data(bytes: bytes, count: size)
}

import Foundation
import Testing

/// `--out` naming the source (the same file, through a link, or spelled another way) is refused
/// by every command that reads a source and writes `--out`, unless `--force` is given: a slip
/// must not replace the drawing with its export.
@Suite struct SourceProtectionCommandTests {
    typealias Scratch = FileSafetyCommandTests.Scratch
    static let icon = #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><path d="M1 1h8v8z" fill="none" stroke="black"/></svg>"#

    static func scratch() throws -> Scratch {
        let scratch = Scratch()
        try icon.write(toFile: scratch.path + "/icon.svg", atomically: false, encoding: .utf8)
        try FileManager.default.createDirectory(atPath: scratch.path + "/sub", withIntermediateDirectories: true)
        return scratch
    }

    @Test(arguments: [
        "export icon.svg --effect drawOn --out icon.svg",
        "export icon.svg --effect drawOn --out sub/../icon.svg",
        "ln -s icon.svg link.svg && exec \"$B\" export icon.svg --effect drawOn --out link.svg",
        "ln icon.svg hard.svg && exec \"$B\" export hard.svg --effect drawOn --out icon.svg",
        "export-template icon.svg --out ./icon.svg",
        "ln -s icon.svg out.png && exec \"$B\" render icon.svg --out out.png",
        "ln -s icon.svg out.png && exec \"$B\" sheet icon.svg --out out.png",
        "ln -s icon.svg out.png && exec \"$B\" record --svg icon.svg --duration 0.1 --out out.png",
    ])
    func anOutputThatIsTheSourceIsRefused(_ command: String) throws {
        let scratch = try Self.scratch()
        let script = command.contains("exec") ? command : "exec \"$B\" \(command)"
        let result = try FileSafetyCommandTests.shell(script, in: scratch.path)
        #expect(result.status == 2, "\(command): \(result.err)")
        #expect(result.err.contains("is the source file") && result.err.contains("--force"), "\(command): \(result.err)")
        #expect(try String(contentsOfFile: scratch.path + "/icon.svg", encoding: .utf8) == Self.icon, "\(command) replaced the source")
    }

    @Test func forceWritesOverTheSource() throws {
        let scratch = try Self.scratch()
        let result = try FileSafetyCommandTests.shell("exec \"$B\" export icon.svg --effect drawOn --out icon.svg --force", in: scratch.path)
        #expect(result.status == 0, "\(result.err)")
        let written = try String(contentsOfFile: scratch.path + "/icon.svg", encoding: .utf8)
        #expect(written != Self.icon && written.contains("@keyframes"))
    }

    @Test func anotherFileOfTheSameContentIsNotTheSource() throws {
        let scratch = try Self.scratch()
        try Self.icon.write(toFile: scratch.path + "/copy.svg", atomically: false, encoding: .utf8)
        let result = try FileSafetyCommandTests.shell("exec \"$B\" export icon.svg --effect drawOn --out copy.svg", in: scratch.path)
        #expect(result.status == 0, "\(result.err)")
    }
}

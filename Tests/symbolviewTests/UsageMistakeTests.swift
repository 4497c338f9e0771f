import Foundation
import Testing
@testable import symbolview

/// The same mistake gets the same answer everywhere: one line that says what is wrong and where
/// the options are listed (not a page of usage), and the exit code of its kind.
@Suite struct UsageMistakeTests {
    func run(_ arguments: [String]) throws -> (status: Int32, out: String, err: String) {
        try CommandLineTests().run(arguments)
    }

    func lines(_ text: String) -> [Substring] { text.split(separator: "\n") }

    @Test func renderAnswersAMistakeWithOneLineAndWhereTheHelpIs() throws {
        let result = try run(["render", "wind", "--outt", "x.png"])
        #expect(result.status == 2)
        #expect(lines(result.err) == ["symbolview render: unknown option --outt; did you mean `--out`?",
                                      "see `symbolview render --help`"])
    }

    @Test func theViewerAnswersAMistakeWithOneLineAndWhereTheHelpIs() throws {
        let result = try run(["--scen", "loader"])
        #expect(result.status == 2)
        #expect(lines(result.err) == ["symbolview: unknown option --scen; did you mean `--scene`?", "see `symbolview view --help`"])
    }

    @Test func aNegativeTimeIsRefused() throws {
        let result = try run(["render", "wind", "--time", "-1", "--out", "/tmp/never-\(getpid()).png"])
        #expect(result.status == 2)
        #expect(result.err.contains("--time -1: expected a number from 0"), "\(result.err)")
        #expect(!FileManager.default.fileExists(atPath: "/tmp/never-\(getpid()).png"))
    }

    @Test func aFolderGivenToRenderIsCalledAFolder() throws {
        let folder = NSTemporaryDirectory() + "symbolview-adir-\(getpid())"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // Run from the folder's parent, so the folder is named the way a user types it.
        let process = Process()
        process.executableURL = CommandLineTests.binary
        process.arguments = ["render", URL(fileURLWithPath: folder).lastPathComponent, "--out", "x.png"]
        process.currentDirectoryURL = URL(fileURLWithPath: folder).deletingLastPathComponent()
        let err = Pipe()
        process.standardError = err
        process.standardOutput = Pipe()
        try process.run()
        let text = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 1)
        #expect(text.contains("this is a folder"), "\(text)")
    }

    @Test func aMissingPathIsAFailedLoadInCheckAsInRender() throws {
        let check = try run(["check", "/nonexistent-\(getpid())"])
        let render = try run(["render", "/nonexistent-\(getpid()).svg", "--out", "/tmp/x.png"])
        #expect(check.status == 1 && render.status == 1)
        #expect(check.err.contains("does not exist"))
    }

    /// A GTK path animation saved as `.svg` is drawn as one: its state options apply.
    @Test func renderTellsAPathAnimationByItsContent() throws {
        let folder = NSTemporaryDirectory() + "symbolview-gpa-svg-\(getpid())"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = folder + "/icon.svg", png = folder + "/icon.png"
        try Data("""
            <svg width='16' height='16' xmlns:gpa='https://www.gtk.org/grappa' gpa:version='1' gpa:state-names='off on'>
              <path d='M 2 8 L 14 8' stroke-width='3' gpa:stroke='foreground' gpa:states='1'/>
            </svg>
            """.utf8).write(to: URL(fileURLWithPath: file))
        let result = try run(["render", file, "--state", "on", "--out", png])
        #expect(result.status == 0, "\(result.err)")
        #expect(FileManager.default.fileExists(atPath: png))
    }
}

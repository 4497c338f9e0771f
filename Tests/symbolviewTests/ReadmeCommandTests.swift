import Foundation
import Testing

/// The README's usage block as a reader runs it: every command from the repository's root,
/// through `sh`, with the built `symbolview` first on `PATH`, each `--out` sent to a folder of
/// its own. A command that fails, or a file it names that is not there, fails the test.
///
/// The viewer's commands run with SDL's dummy video driver (no window) and `--quit-after 1`. The
/// two lines that build a release and install it run only when asked (they take minutes and
/// write outside the test's folders); the test says so when it skips them.
@Suite struct ReadmeCommandTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The commands of the first `sh` block under "## Using it", comments and blank lines left out.
    static let usage: [String] = {
        guard let readme = try? String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8),
              let section = readme.range(of: "\n## Using it\n"),
              let start = readme.range(of: "```sh\n", range: section.upperBound..<readme.endIndex),
              let end = readme.range(of: "\n```", range: start.upperBound..<readme.endIndex) else { return [] }
        return readme[start.upperBound..<end.lowerBound].split(separator: "\n").map { withoutComment(String($0)) }
            .filter { !$0.isEmpty }
    }()

    /// `line` without its `#` comment (a `#` that starts a word outside quotes, as `sh` reads it)
    /// and without the spaces before it.
    static func withoutComment(_ line: String) -> String {
        var quote: Character?
        var previous: Character = " "
        var kept = ""
        for c in line {
            if let q = quote {
                if c == q { quote = nil }
            } else if c == "'" || c == "\"" {
                quote = c
            } else if c == "#" && previous.isWhitespace {
                break
            }
            kept.append(c)
            previous = c
        }
        while kept.last?.isWhitespace == true { kept.removeLast() }
        return kept
    }

    /// The lines that build and install symbolview rather than use it.
    static func buildsOrInstalls(_ line: String) -> Bool { line.hasPrefix("swift build") || line.hasPrefix("make install") }

    /// Whether a line opens the viewer: `symbolview` alone, with options, or with `.gpa` files.
    static func opensViewer(_ line: String) -> Bool {
        let words = line.split(separator: " ")
        guard words.first == "symbolview", let second = words.dropFirst().first else { return true }
        return (second.hasPrefix("-") && second != "--version" && second != "--help") || second.hasSuffix(".gpa")
    }

    /// `line` with each `--out NAME` written into `$OUT`.
    static func redirected(_ line: String) -> String {
        line.replacingOccurrences(of: #"--out ([^ ]+)"#, with: #"--out "$OUT"/$1"#, options: .regularExpression)
    }

    /// Runs `command` with `sh -c` from the root; returns the status and what it printed.
    static func shell(_ command: String, environment extra: [String: String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", command]
        process.currentDirectoryURL = root
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = CommandLineTests.binary.deletingLastPathComponent().path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        environment.merge(extra) { $1 }
        process.environment = environment
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    @Test func theUsageBlockIsFoundAndEveryLineIsAnInvocation() {
        #expect(Self.usage.count >= 30, "\(Self.usage)")
        for line in Self.usage where !Self.buildsOrInstalls(line) {
            #expect(line.hasPrefix("symbolview"), "\(line)")
        }
        #expect(Self.usage.filter(Self.buildsOrInstalls).count == 2)
        #expect(Self.withoutComment("symbolview render heart.fill --color '#ff2d55'   # a comment") == "symbolview render heart.fill --color '#ff2d55'")
    }

    @Test(arguments: ReadmeCommandTests.usage.filter { !ReadmeCommandTests.buildsOrInstalls($0) })
    func runsAsWrittenFromTheRoot(_ line: String) throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("readme-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: out) }
        var command = Self.redirected(line)
        var environment = ["OUT": out.path, "HOME": out.path]
        if Self.opensViewer(line) {
            // No window: SDL's dummy driver, and the viewer quits by itself after a second.
            command += " --quit-after 1"
            environment["SDL_VIDEODRIVER"] = "dummy"
        }
        let result = try Self.shell(command, environment: environment)
        #expect(result.status == 0, "`\(command)` exited \(result.status):\n\(result.output)")
        if let name = line.range(of: #"--out [^ ]+"#, options: .regularExpression).map({ String(line[$0].dropFirst(6)) }) {
            let written = (try? FileManager.default.attributesOfItem(atPath: out.appendingPathComponent(name).path)[.size] as? Int) ?? 0
            #expect(written > 0, "`\(command)` wrote no \(name)")
        }
    }

    /// The build and install lines, run as written with `HOME` in a temporary folder.
    @Test(.enabled(if: ProcessInfo.processInfo.environment["SYMBOLVIEW_TEST_INSTALL"] == "1",
                   "the README's `swift build -c release` and `make install PREFIX=$HOME/.local` lines take minutes of release building; set SYMBOLVIEW_TEST_INSTALL=1 to run them (HOME is a temporary folder)"))
    func theBuildAndInstallLinesWork() throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("readme-install-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: home) }
        let lines = Self.usage.filter(Self.buildsOrInstalls)
        let result = try Self.shell(lines.joined(separator: " && ") + " && symbolview --version && "
                                    + "$HOME/.local/bin/symbolview list", environment: ["HOME": home.path])
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.contains("heart.fill"))
    }
}

import Foundation
import Testing

/// The commands as someone sharing a folder with an attacker, or holding awkward file names,
/// would run them: nothing is written through a planted link, names that are not UTF-8 or hold
/// control characters work and are shown escaped, and every file error is one line naming the
/// path and what to do, with the same exit status for the same mistake.
@Suite struct FileSafetyCommandTests {
    /// A scratch folder that others may enter (so a test can run the binary as `nobody`).
    final class Scratch {
        let path: String
        init() {
            var template = Array((NSTemporaryDirectory() as NSString).appendingPathComponent("file-safety-XXXXXX").utf8CString)
            path = template.withUnsafeMutableBufferPointer { String(cString: mkdtemp($0.baseAddress!)!) }
            chmod(path, 0o755)
        }
        deinit { _ = try? FileSafetyCommandTests.shell("chmod -R u+rwx '\(path)'; rm -rf '\(path)'") }
        var contents: [String] { ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted() }
    }

    static let binary = CommandLineTests.binary.path
    static let heart = #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><path d="M1 1h8v8z"/></svg>"#

    /// Runs `script` with `/bin/sh` in `folder`, `$B` naming the symbolview binary; returns the
    /// exit status, standard output and standard error. The shell lets a test pass bytes that are
    /// not UTF-8 and know the PID a command will have (`exec` keeps the shell's).
    @discardableResult
    static func shell(_ script: String, in folder: String = "/") throws -> (status: Int32, out: String, err: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", script]
        process.environment = ProcessInfo.processInfo.environment.merging(["B": binary]) { $1 }
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: outData, as: UTF8.self), String(decoding: errData, as: UTF8.self))
    }

    @Test(arguments: [("render heart.fill --out out.png", "out.png"), ("sheet --out out.png", "out.png"),
                      ("export-template heart.fill --out out.svg", "out.svg")])
    func aLinkPlantedBesideTheOutputIsNotWrittenThrough(_ command: String, _ output: String) throws {
        let scratch = Scratch()
        try "precious".write(toFile: scratch.path + "/victim.txt", atomically: false, encoding: .utf8)
        // Links at every name a predictable scheme would use, the PID being the command's own.
        let names = [".\(output).$$.tmp", ".\(output).tmp", "\(output).tmp", ".\(output).partial", ".\(output).$$"]
        let plant = names.map { "ln -s \(scratch.path)/victim.txt \"\($0)\"" }.joined(separator: "; ")
        let result = try Self.shell("\(plant); exec \"$B\" \(command)", in: scratch.path)
        #expect(result.status == 0, "\(result.err)")
        #expect(try String(contentsOfFile: scratch.path + "/victim.txt", encoding: .utf8) == "precious")
        // The output is a new file, and besides the links planted nothing else is left.
        func isLink(_ name: String) -> Bool {
            var info = stat()
            return lstat(scratch.path + "/" + name, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK
        }
        #expect(!isLink(output))
        #expect(scratch.contents.filter { !isLink($0) } == [output, "victim.txt"].sorted())
        #expect(scratch.contents.filter(isLink).count == names.count)
    }

    @Test(arguments: [("render heart.fill --out", "png"), ("export-template heart.fill --out", "svg")])
    func anOutputThatCannotBeWrittenIsOneLineSayingWhy(_ command: String, _ ext: String) throws {
        let scratch = Scratch()
        mkdir(scratch.path + "/folder.\(ext)", 0o755)
        let long = String(repeating: "n", count: 300) + ".\(ext)"
        let cases: [(String, String)] = [
            ("folder.\(ext)", "cannot write 'folder.\(ext)': that is a folder; give the name of a file, such as 'folder.\(ext)/NAME'"),
            ("missing/x.\(ext)", "cannot write 'missing/x.\(ext)': the folder 'missing' does not exist; create it first or choose another path"),
            (long, "cannot write '\(long)': the name is 304 bytes long and a file name may have at most 255; choose a shorter name"),
        ]
        for (out, message) in cases {
            let result = try Self.shell("exec \"$B\" \(command) '\(out)'", in: scratch.path)
            #expect(result.status == 1)
            #expect(result.err.hasSuffix(": " + message + "\n"), "\(result.err)")
            #expect(!result.err.contains("Error Domain") && result.err.split(separator: "\n").count == 1)
        }
        #expect(scratch.contents == ["folder.\(ext)"])
    }

    @Test func aReadOnlyFolderIsNamed() throws {
        // Root ignores permission bits; /sys refuses new files even to root.
        let scratch = Scratch()
        let folder = geteuid() == 0 ? "/sys" : scratch.path + "/locked"
        if geteuid() != 0 { mkdir(folder, 0o555) }
        let result = try Self.shell("exec \"$B\" export-template heart.fill --out '\(folder)/x.svg'")
        #expect(result.status == 1)
        #expect(result.err == "symbolview export-template: cannot write '\(folder)/x.svg': there is no permission to create files in '\(folder)'; choose another folder\n")
    }

    @Test func aFileNameThatIsNotUTF8IsRenderedAndChecked() throws {
        let scratch = Scratch()
        let bad = #""$(printf 'bad\377.svg')""#
        try Self.shell("cat > \(bad) <<'EOF'\n\(Self.heart)\nEOF\nmkdir sub && cp \(bad) sub/", in: scratch.path)
        let render = try Self.shell("exec \"$B\" render \(bad) --out out.png", in: scratch.path)
        #expect(render.status == 0, "\(render.err)")
        #expect(FileManager.default.fileExists(atPath: scratch.path + "/out.png"))
        let check = try Self.shell("exec \"$B\" check --verbose \(bad) sub", in: scratch.path)
        #expect(check.status == 0, "\(check.out)")
        #expect(check.out.contains("\(scratch.path)/bad\\xFF.svg: ok") && check.out.contains("\(scratch.path)/sub/bad\\xFF.svg: ok"), "\(check.out)")
        #expect(check.out.contains("2 files: 2 clean"))
    }

    @Test func controlCharactersInANameAreShownEscaped() throws {
        let scratch = Scratch()
        let name = #""$(printf 'evil\n\033[2Jname\377.svg')""#
        try Self.shell("printf '<svg' > \(name)", in: scratch.path)
        let render = try Self.shell("exec \"$B\" render \(name) --out out.png", in: scratch.path)
        #expect(render.status == 1)
        #expect(render.err.contains("evil\\n\\e[2Jname\\xFF.svg line "), "\(render.err)")
        #expect(!render.err.contains("\u{1B}") && render.err.split(separator: "\n").count == 1)
        let check = try Self.shell("exec \"$B\" check .", in: scratch.path)
        #expect(check.status == 1)
        #expect(check.out.contains("evil\\n\\e[2Jname\\xFF.svg line ") && !check.out.contains("\u{1B}"), "\(check.out)")
        let missing = try Self.shell(#"exec "$B" render "$(printf 'gone\033]0;title\007.svg')" --out out.png"#, in: scratch.path)
        #expect(missing.status == 1)
        #expect(missing.err.contains("gone\\e]0;title\\x07.svg: there is no such file"), "\(missing.err)")
    }

    /// Runs `check` on `folder` as a user that permission bits apply to.
    func checkAsAnOrdinaryUser(_ folder: String) throws -> (status: Int32, out: String, err: String) {
        let asUser = geteuid() == 0 ? "/usr/bin/setpriv --reuid=65534 --regid=65534 --clear-groups " : ""
        return try Self.shell("exec \(asUser)\"$B\" check '\(folder)'")
    }

    @Test(.enabled(if: geteuid() != 0 || FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv"),
                   "as root, needs setpriv (util-linux) to check as another user"))
    func anUnreadableFolderOrSubfolderIsReportedAndFailsTheCheck() throws {
        let scratch = Scratch()
        let top = scratch.path + "/icons"
        mkdir(top, 0o755)
        mkdir(top + "/sub", 0o755)
        try Self.heart.write(toFile: top + "/a.svg", atomically: false, encoding: .utf8)
        try Self.heart.write(toFile: top + "/sub/b.svg", atomically: false, encoding: .utf8)
        chmod(top + "/sub", 0)
        let partly = try checkAsAnOrdinaryUser(top)
        #expect(partly.status == 1)
        #expect(partly.out.contains("1 file: 1 clean, 0 with warnings, 0 failed; 1 folder could not be read"), "\(partly.out)")
        #expect(partly.out.contains("cannot read the folder '\(top)/sub': Permission denied"), "\(partly.out)")
        chmod(top, 0)
        let whole = try checkAsAnOrdinaryUser(top)
        #expect(whole.status == 1)
        #expect(whole.out.contains("0 files: 0 clean, 0 with warnings, 0 failed; 1 folder could not be read"), "\(whole.out)")
        #expect(whole.out.contains("cannot read the folder '\(top)': Permission denied"), "\(whole.out)")
    }

    @Test func checkReportsManyFilesInPathOrder() throws {
        let scratch = Scratch()
        var expected: [String] = []
        for i in 0..<300 {
            let folder = scratch.path + "/d\(i % 7)"
            mkdir(folder, 0o755)
            let path = folder + "/f\(i).svg"
            try (i % 5 == 0 ? "<svg" : Self.heart).write(toFile: path, atomically: false, encoding: .utf8)
            expected.append(path)
        }
        expected.sort()
        let check = try Self.shell("exec \"$B\" check --verbose '\(scratch.path)'")
        #expect(check.status == 1)
        let listed = check.out.split(separator: "\n").compactMap { line -> String? in
            if line.hasSuffix(": ok") { return String(line.dropLast(4)) }
            if line.hasPrefix("failed: ") { return line.dropFirst(8).components(separatedBy: " line ").first }
            return nil
        }
        #expect(listed == expected)
        #expect(check.out.contains("300 files: 240 clean, 0 with warnings, 60 failed"))
    }
}

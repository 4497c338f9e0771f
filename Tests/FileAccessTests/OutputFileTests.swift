import Foundation
import Testing
@testable import FileAccess

/// Outputs appear whole or not at all, never through a symbolic link, and never leave their
/// temporary file behind; a failure says what, where and what to do.
@Suite struct OutputFileTests {
    /// Every name a predictable temporary-file scheme would use beside `name`.
    static func predictableNames(for name: String) -> [String] {
        let pid = getpid()
        return [".\(name).\(pid).tmp", ".\(name).tmp", "\(name).tmp", ".\(name).partial", "\(name).partial",
                ".\(name).swp", "\(name)~", ".\(name).\(pid)", "\(name).\(pid)", ".\(name).0.tmp", ".\(name).1.tmp",
                ".\(name).new", "\(name).new", ".#\(name)"]
    }

    @Test func aLinkPlantedAtAnyTemporaryNameIsNeverWrittenThrough() throws {
        let folder = TemporaryFolder()
        let victim = folder.path + "/victim.txt"
        try OutputFile.write(Array("precious".utf8), to: victim)
        let links = Self.predictableNames(for: "out.png")
        for link in links { #expect(symlink(victim, folder.path + "/" + link) == 0) }
        try OutputFile.write(Array("new image".utf8), to: folder.path + "/out.png")
        #expect(try String(contentsOfFile: victim, encoding: .utf8) == "precious")
        #expect(try String(contentsOfFile: folder.path + "/out.png", encoding: .utf8) == "new image")
        // Nothing but the output, the victim and the untouched links.
        #expect(Set(folder.contents) == Set(links + ["out.png", "victim.txt"]))
    }

    @Test func aLinkAtTheTemporaryNameItselfIsSkippedNotFollowed() throws {
        let folder = TemporaryFolder()
        let victim = folder.path + "/victim.txt"
        try OutputFile.write(Array("precious".utf8), to: victim)
        // The first tag drawn names a planted link (as if the random name had been guessed).
        symlink(victim, folder.path + "/.out.png.aaaaaaaaaaaaaaaa.tmp")
        symlink(folder.path + "/missing-target", folder.path + "/.out.png.bbbbbbbbbbbbbbbb.tmp")
        var tags = ["aaaaaaaaaaaaaaaa", "bbbbbbbbbbbbbbbb", "cccccccccccccccc"].makeIterator()
        let (temporary, fd) = try OutputFile.createTemporary(beside: folder.path + "/out.png") { tags.next()! }
        close(fd)
        #expect(temporary == folder.path + "/.out.png.cccccccccccccccc.tmp")
        #expect(try String(contentsOfFile: victim, encoding: .utf8) == "precious")
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/missing-target"))
        OutputFile.remove(temporary)
        InterruptCleanup.shared.forget(temporary)
    }

    @Test func aLinkAtTheDestinationIsReplacedAndItsTargetKept() throws {
        let folder = TemporaryFolder()
        let victim = folder.path + "/victim.txt"
        try OutputFile.write(Array("precious".utf8), to: victim)
        symlink(victim, folder.path + "/out.png")
        try OutputFile.write(Array("image".utf8), to: folder.path + "/out.png")
        #expect(try String(contentsOfFile: victim, encoding: .utf8) == "precious")
        var info = stat()
        #expect(lstat(folder.path + "/out.png", &info) == 0 && info.st_mode & S_IFMT == S_IFREG)
    }

    @Test func temporaryNamesAreNotTheSameTwice() throws {
        let folder = TemporaryFolder()
        var seen = Set<String>()
        for _ in 0..<20 {
            let (temporary, fd) = try OutputFile.createTemporary(beside: folder.path + "/out.png")
            close(fd)
            seen.insert(temporary)
            OutputFile.remove(temporary)
            InterruptCleanup.shared.forget(temporary)
        }
        #expect(seen.count == 20)
    }

    @Test func aFinishedWriteLeavesNothingToCleanUp() throws {
        let folder = TemporaryFolder()
        try OutputFile.write(Array("x".utf8), to: folder.path + "/a.svg")
        #expect(InterruptCleanup.shared.remembered.allSatisfy { !$0.hasPrefix(folder.path) })
        #expect(folder.contents == ["a.svg"])
    }

    @Test func aFailedWriteSaysWhatWhereAndWhatToDo() throws {
        let folder = TemporaryFolder()
        func message(_ path: String) -> String {
            do {
                try OutputFile.write(Array("x".utf8), to: path)
                return "written"
            } catch {
                return "\(error)"
            }
        }
        #expect(message(folder.path + "/missing/out.svg")
                == "cannot write '\(folder.path)/missing/out.svg': the folder '\(folder.path)/missing' does not exist; create it first or choose another path")
        #expect(message(folder.path) == "cannot write '\(folder.path)': that is a folder; give the name of a file, such as '\(folder.path)/NAME'")
        let long = String(repeating: "n", count: 300) + ".svg"
        #expect(message(folder.path + "/" + long)
                == "cannot write '\(folder.path)/\(long)': the name is 304 bytes long and a file name may have at most 255; choose a shorter name")
        // A name just under the limit still gets a temporary name that fits.
        let longest = String(repeating: "m", count: 251) + ".svg"
        #expect(message(folder.path + "/" + longest) == "written")
        #expect(folder.contents == [longest])
        let hostile = FileName.string(fromBytes: Array("no\n\u{1B}[2J".utf8) + [0xFF])
        #expect(message(folder.path + "/" + hostile + "/x.svg").contains("'\(folder.path)/no\\n\\e[2J\\xFF/x.svg'"))
    }

    @Test func anUnwritableFolderIsNamed() throws {
        let folder = TemporaryFolder()
        let target: String
        if geteuid() == 0 {
            // Root ignores permission bits; the kernel's /sys refuses new files even to root.
            target = "/sys/out.svg"
        } else {
            mkdir(folder.path + "/locked", 0o555)
            target = folder.path + "/locked/out.svg"
        }
        do {
            try OutputFile.write(Array("x".utf8), to: target)
            Issue.record("wrote into an unwritable folder")
        } catch let error as FileError {
            #expect(!error.description.contains("Error Domain"))
            #expect(error.description.hasPrefix("cannot write '\(target)': "))
            #expect(error.code != 0)
        }
    }

    @Test func aFoundationErrorBecomesOneLineNamingTheFile() throws {
        let folder = TemporaryFolder()
        let path = folder.path + "/missing/out.svg"
        do {
            try Data("x".utf8).write(to: URL(fileURLWithPath: path))
            Issue.record("wrote into a missing folder")
        } catch {
            let line = FileError.message(for: error, path: path)
            #expect(!line.contains("Error Domain") && !line.contains("\n"))
            #expect(line.contains("'\(path)'"))
        }
    }
}

/// ``OutputFile/replaces(_:output:)``: the same file by device and inode, however it is named.
@Suite struct OutputReplacesSourceTests {
    @Test func theSameFileIsFoundThroughLinksAndSpellings() throws {
        let folder = NSTemporaryDirectory() + "replaces-\(getpid())"
        try FileManager.default.createDirectory(atPath: folder + "/sub", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let source = folder + "/icon.svg"
        try "x".write(toFile: source, atomically: false, encoding: .utf8)
        try "x".write(toFile: folder + "/copy.svg", atomically: false, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: folder + "/link.svg", withDestinationPath: "icon.svg")
        try FileManager.default.linkItem(atPath: source, toPath: folder + "/hard.svg")
        for same in [source, folder + "/sub/../icon.svg", folder + "/link.svg", folder + "/hard.svg"] {
            #expect(OutputFile.replaces(source, output: same), "\(same)")
        }
        for other in [folder + "/copy.svg", folder + "/missing.svg", folder + "/sub"] {
            #expect(!OutputFile.replaces(source, output: other), "\(other)")
        }
        #expect(!OutputFile.replaces(folder + "/sub", output: folder + "/sub"), "a folder is no source file")
    }
}

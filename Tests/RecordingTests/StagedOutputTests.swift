import Foundation
import Testing
@testable import Recording

@Suite struct StagedOutputTests {
    @Test func aCommittedFileAppearsOnlyAtTheEnd() throws {
        let temp = TemporaryFolder()
        let staged = try StagedOutput(destination: temp.file("out.gif"), isFolder: false)
        #expect(temp.contents.count == 1 && temp.contents[0].hasPrefix(".out.gif.partial-\(getpid())-"))
        try Data("GIF89a".utf8).write(to: URL(fileURLWithPath: staged.staging))
        try staged.commit()
        #expect(temp.contents == ["out.gif"])
    }

    @Test func aDiscardedOutputLeavesNothing() throws {
        let temp = TemporaryFolder()
        let staged = try StagedOutput(destination: temp.file("frames"), isFolder: true)
        try Data([1]).write(to: URL(fileURLWithPath: staged.staging + "/frame-00001.png"))
        staged.discard()
        #expect(temp.contents.isEmpty)
    }

    @Test func framesMergedIntoAnExistingFolderReplaceAnOlderLongerSequence() throws {
        let temp = TemporaryFolder()
        let folder = temp.file("frames")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        for name in ["frame-00001.png", "frame-00002.png", "frame-00003.png", "notes.txt"] {
            try Data([0]).write(to: URL(fileURLWithPath: "\(folder)/\(name)"))
        }
        // The folder holds a file of the user's, so only --force writes into it.
        #expect(throws: RecordingError.self) { try StagedOutput(destination: folder + "/", isFolder: true) }
        let staged = try StagedOutput(destination: folder + "/", isFolder: true, force: true)
        for i in 0..<2 { try Data([9]).write(to: URL(fileURLWithPath: staged.staging + "/" + PNGFrameNaming.name(ofFrame: i))) }
        try staged.commit()
        #expect(temp.contents == ["frames"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ["frame-00001.png", "frame-00002.png", "notes.txt"])
        #expect(try Data(contentsOf: URL(fileURLWithPath: folder + "/frame-00002.png")) == Data([9]))
    }

    @Test func anExistingFramesFolderIsStagedInsideItselfSoAMountPointWorks() throws {
        let temp = TemporaryFolder()
        let folder = temp.file("frames")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        let staged = try StagedOutput(destination: folder + "/", isFolder: true)
        #expect(staged.staging.hasPrefix(folder + "/.frames.partial-"))
        try Data([9]).write(to: URL(fileURLWithPath: staged.staging + "/" + PNGFrameNaming.name(ofFrame: 0)))
        try staged.commit()
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["frame-00001.png"])
    }

    @Test(.enabled(if: unwritableFolderIsAvailable, "no folder this process cannot write to (as root, /sys is writable here too)"))
    func anUnwritableExistingFramesFolderIsNamedBeforeAnyFrame() throws {
        let temp = TemporaryFolder()
        let folder = try #require(unwritableFolder(in: temp))
        // Forced, since /sys (root's unwritable folder) is not empty either.
        #expect {
            try StagedOutput(destination: folder + "/", isFolder: true, force: true)
        } throws: { error in
            guard case RecordingError.unwritableFolder(let named, _) = error else { return false }
            return named == folder
        }
    }

    @Test func aMissingFolderIsNamed() {
        let temp = TemporaryFolder()
        #expect(throws: RecordingError.missingFolder(temp.file("nope"))) {
            try StagedOutput(destination: temp.file("nope/out.mp4"), isFolder: false)
        }
        #expect(temp.contents.isEmpty)
    }

    @Test(.enabled(if: unwritableFolderIsAvailable, "no folder this process cannot write to (as root, /sys is writable here too)"))
    func anUnwritableFolderIsNamed() throws {
        let temp = TemporaryFolder()
        let folder = try #require(unwritableFolder(in: temp))
        #expect {
            try StagedOutput(destination: folder + "/out.gif", isFolder: false)
        } throws: { error in
            guard case RecordingError.unwritableFolder(let named, _) = error else { return false }
            return named == folder && "\(error)".contains("not writable")
        }
    }
}

@Suite struct StagedOutputCollisionTests {
    @Test func aFileWhereTheFramesFolderShouldGoIsReportedBeforeRendering() throws {
        let temp = TemporaryFolder()
        try Data([1]).write(to: URL(fileURLWithPath: temp.file("frames")))
        #expect { try StagedOutput(destination: temp.file("frames"), isFolder: true) } throws: { "\($0)".contains("a file of that name exists") }
        #expect(temp.contents == ["frames"])
    }
}

/// What `--out` may name: never the root or a parent folder, never someone else's files.
@Suite struct StagedOutputSafetyTests {
    /// `record --out a`, `.`, `./` and `x/` crashed with SIGILL in NSString's
    /// deletingLastPathComponent; bare names are now split by hand.
    @Test(arguments: ["a", "x/", ".", "./", "a.gif", "/", "//", "x//"])
    func theParentFolderOfShortPathsNeverCrashes(_ path: String) {
        let expected = ["a": ".", "x/": ".", ".": ".", "./": ".", "a.gif": ".", "/": "/", "//": "/", "x//": "."]
        #expect(StagedOutput.parentFolder(of: path) == expected[path])
    }

    @Test func aNewFramesFolderGivenWithASlashIsMadeInTheWorkingFolder() throws {
        let temp = TemporaryFolder()
        let staged = try StagedOutput(destination: temp.file("x/"), isFolder: true)
        try staged.commit()
        #expect(temp.contents == ["x"])
    }

    @Test(arguments: ["/", "//", "..", "../", "a/..", "/tmp/.."])
    func theRootAndParentFoldersAreRefused(_ path: String) {
        #expect {
            try StagedOutput.check(destination: path, isFolder: true, force: true)
        } throws: { error in
            guard case RecordingError.refusedOutput = error else { return false }
            return "\(error)".contains("root folder") || "\(error)".contains("parent folder")
        }
    }

    @Test func aFolderHoldingOtherFilesIsRefusedWithoutForceAndKeptWithIt() throws {
        let temp = TemporaryFolder()
        let folder = temp.file("shots")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        try Data("mine".utf8).write(to: URL(fileURLWithPath: folder + "/frame-notes.png"))
        try Data("mine".utf8).write(to: URL(fileURLWithPath: folder + "/frame-00007.png"))
        #expect {
            try StagedOutput(destination: folder, isFolder: true)
        } throws: { error in
            guard case RecordingError.refusedOutput(_, let reason) = error else { return false }
            return reason.contains("not empty") && reason.contains("--force")
        }
        let staged = try StagedOutput(destination: folder, isFolder: true, force: true)
        try Data([9]).write(to: URL(fileURLWithPath: staged.staging + "/" + PNGFrameNaming.name(ofFrame: 0)))
        try staged.commit()
        // Only files named like our frames go; frame-notes.png is not one.
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ["frame-00001.png", "frame-notes.png"])
    }

    @Test func anEmptyExistingFolderNeedsNoForce() throws {
        let temp = TemporaryFolder()
        let folder = temp.file("empty")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        #expect(throws: Never.self) { try StagedOutput.check(destination: folder, isFolder: true, force: false) }
    }

    /// A process that has exited, so its PID names nobody (until the system reuses it).
    func deadPID() throws -> pid_t {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/bin/true")
        try p.run()
        p.waitUntilExit()
        return p.processIdentifier
    }

    @Test func partialOutputsOfAKilledRunAreRemovedByTheNextRunIntoTheFolder() throws {
        let temp = TemporaryFolder()
        let dead = try deadPID()
        let stale = [".demo.gif.partial-\(dead)-a1B2c3", ".other.mp4.partial-\(dead)-zzzzzz"]
        let kept = [".live.gif.partial-\(getpid())-a1B2c3", ".demo.gif.partial-\(dead)-abc", "demo.gif.partial-\(dead)-a1B2c3",
                    ".demo.gif.partial-x\(dead)-a1B2c3"]
        for name in stale + kept { try Data([1]).write(to: URL(fileURLWithPath: temp.file(name))) }
        let frames = temp.file(".frames.partial-\(dead)-q1w2e3"), mixed = temp.file(".mixed.partial-\(dead)-q1w2e3")
        for folder in [frames, mixed] {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
            try Data([1]).write(to: URL(fileURLWithPath: folder + "/frame-00001.png"))
        }
        try Data([1]).write(to: URL(fileURLWithPath: mixed + "/notes.txt"))

        let staged = try StagedOutput(destination: temp.file("new.gif"), isFolder: false)
        staged.discard()
        // Only exact names of a dead writer go; a temporary folder keeps whatever is not a frame.
        #expect(temp.contents == (kept + [".mixed.partial-\(dead)-q1w2e3"]).sorted())
        #expect(try FileManager.default.contentsOfDirectory(atPath: mixed) == ["notes.txt"])
    }

    @Test func theWritersPIDIsInTheTemporaryName() throws {
        let temp = TemporaryFolder()
        let staged = try StagedOutput(destination: temp.file("clip.mp4"), isFolder: false)
        defer { staged.discard() }
        #expect(StagedOutput.partialWriter(of: (staged.staging as NSString).lastPathComponent) == getpid())
    }
}

import Foundation
import Testing
@testable import Recording

@Suite struct StagedOutputTests {
    @Test func aCommittedFileAppearsOnlyAtTheEnd() throws {
        let temp = TemporaryFolder()
        let staged = try StagedOutput(destination: temp.file("out.gif"), isFolder: false)
        #expect(temp.contents.count == 1 && temp.contents[0].hasPrefix(".out.gif.partial-"))
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
        let staged = try StagedOutput(destination: folder + "/", isFolder: true)
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

    @Test func anUnwritableExistingFramesFolderIsNamedBeforeAnyFrame() throws {
        let temp = TemporaryFolder()
        guard let folder = unwritableFolder(in: temp) else {
            print("skipped: no unwritable folder available to this user"); return
        }
        #expect {
            try StagedOutput(destination: folder + "/", isFolder: true)
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

    @Test func anUnwritableFolderIsNamed() throws {
        let temp = TemporaryFolder()
        guard let folder = unwritableFolder(in: temp) else {
            print("skipped: no unwritable folder available to this user"); return
        }
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

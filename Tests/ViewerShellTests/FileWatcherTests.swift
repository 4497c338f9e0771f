import Foundation
import Testing
@testable import ViewerShell

/// The watcher is driven by hand here (``FileWatcher/readEvents()`` and a clock the test sets),
/// so what counts as a settled save does not depend on how busy the machine is.
@Suite struct FileWatcherTests {
    final class Clock: @unchecked Sendable {
        var now = 0.0
    }

    /// A fresh folder with `a.svg` and `b.svg` in it.
    func makeFolder() throws -> String {
        let folder = NSTemporaryDirectory() + "watch-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for name in ["a.svg", "b.svg"] { try "<svg/>".write(toFile: "\(folder)/\(name)", atomically: false, encoding: .utf8) }
        return folder
    }

    @Test func aWriteInPlaceIsReportedOnceItHasSettled() throws {
        let folder = try makeFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let clock = Clock()
        let watcher = try FileWatcher(files: ["\(folder)/a.svg"], clock: { clock.now })
        try "<svg><path/></svg>".write(toFile: "\(folder)/a.svg", atomically: false, encoding: .utf8)
        clock.now = 10
        watcher.readEvents()
        #expect(watcher.takeSettled(at: 10 + FileWatcher.quietPeriod / 2).isEmpty)
        #expect(watcher.nextSettleTime == 10 + FileWatcher.quietPeriod)
        #expect(watcher.takeSettled(at: 10 + FileWatcher.quietPeriod) == ["\(folder)/a.svg"])
        // Reported once.
        #expect(watcher.takeSettled(at: 20).isEmpty)
        #expect(watcher.nextSettleTime == nil)
    }

    @Test func aRenameOverTheFileIsReported() throws {
        let folder = try makeFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let clock = Clock()
        let watcher = try FileWatcher(files: ["\(folder)/a.svg"], clock: { clock.now })
        // Inkscape and vim: write a temporary file, then rename it over the original.
        try "<svg><circle/></svg>".write(toFile: "\(folder)/.a.svg.swp", atomically: false, encoding: .utf8)
        #expect(rename("\(folder)/.a.svg.swp", "\(folder)/a.svg") == 0)
        watcher.readEvents()
        #expect(watcher.takeSettled(at: 1) == ["\(folder)/a.svg"])
        // The watch is on the folder, so a second save by rename is seen too.
        try "<svg><rect/></svg>".write(toFile: "\(folder)/a.svg.tmp", atomically: false, encoding: .utf8)
        #expect(rename("\(folder)/a.svg.tmp", "\(folder)/a.svg") == 0)
        watcher.readEvents()
        #expect(watcher.takeSettled(at: 2) == ["\(folder)/a.svg"])
    }

    @Test func otherFilesInTheFolderAreIgnored() throws {
        let folder = try makeFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let clock = Clock()
        let watcher = try FileWatcher(files: ["\(folder)/a.svg"], clock: { clock.now })
        try "<svg/>".write(toFile: "\(folder)/b.svg", atomically: false, encoding: .utf8)
        try "x".write(toFile: "\(folder)/notes.txt", atomically: false, encoding: .utf8)
        watcher.readEvents()
        #expect(watcher.takeSettled(at: 100).isEmpty)
    }

    @Test func aSaveInSeveralStepsSettlesAfterTheLastStep() throws {
        let folder = try makeFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let clock = Clock()
        let path = "\(folder)/a.svg"
        let watcher = try FileWatcher(files: [path], clock: { clock.now })
        // Truncate, then write in two pieces, each a little later: one reload, after the last.
        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.truncate(atOffset: 0)
        clock.now = 1; watcher.readEvents()
        try handle.write(contentsOf: Data("<svg><path d='M0 0".utf8))
        clock.now = 1.05; watcher.readEvents()
        #expect(watcher.takeSettled(at: 1.1).isEmpty)
        try handle.write(contentsOf: Data(" L9 9'/></svg>".utf8))
        try handle.close()
        clock.now = 1.1; watcher.readEvents()
        #expect(watcher.takeSettled(at: 1.1 + FileWatcher.quietPeriod * 0.9).isEmpty)
        #expect(watcher.takeSettled(at: 1.1 + FileWatcher.quietPeriod) == [path])
    }

    @Test func twoFilesInTwoFolders() throws {
        let one = try makeFolder(), two = try makeFolder()
        defer { try? FileManager.default.removeItem(atPath: one); try? FileManager.default.removeItem(atPath: two) }
        let clock = Clock()
        let watcher = try FileWatcher(files: ["\(one)/a.svg", "\(two)/b.svg", "\(one)/b.svg"], clock: { clock.now })
        try "<svg/>".write(toFile: "\(two)/b.svg", atomically: true, encoding: .utf8)
        try "<svg/>".write(toFile: "\(one)/b.svg", atomically: false, encoding: .utf8)
        watcher.readEvents()
        #expect(watcher.takeSettled(at: 1) == ["\(one)/b.svg", "\(two)/b.svg"].sorted())
    }

    @Test func aSymbolicLinkIsWatchedWhereItPoints() throws {
        let links = try makeFolder(), targets = try makeFolder()
        defer { try? FileManager.default.removeItem(atPath: links); try? FileManager.default.removeItem(atPath: targets) }
        let link = "\(links)/icon.svg"
        #expect(symlink("\(targets)/a.svg", link) == 0)
        let clock = Clock()
        let watcher = try FileWatcher(files: [link], clock: { clock.now })
        // The editor opened the link's target and saves it there.
        try "<svg><path/></svg>".write(toFile: "\(targets)/a.svg", atomically: true, encoding: .utf8)
        watcher.readEvents()
        #expect(watcher.takeSettled(at: 1) == [link])
    }

    @Test func aMissingFolderIsAClearError() {
        #expect {
            _ = try FileWatcher(files: ["/nonexistent-\(UUID().uuidString)/a.svg"], clock: { 0 })
        } throws: { error in
            "\(error)".contains("cannot watch the folder") && "\(error)".contains("No such file")
        }
    }

    @Test func theThreadWakesWhoeverListens() throws {
        let folder = try makeFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let woken = DispatchSemaphore(value: 0)
        let watcher = try FileWatcher(files: ["\(folder)/a.svg"], clock: { 0 })
        watcher.onEvent = { woken.signal() }
        watcher.start()
        defer { watcher.stop() }
        try "<svg><g/></svg>".write(toFile: "\(folder)/a.svg", atomically: true, encoding: .utf8)
        // A generous bound: the event arrives in microseconds; this only keeps a broken watcher
        // from hanging the suite.
        #expect(woken.wait(timeout: .now() + 10) == .success)
        #expect(watcher.takeSettled(at: 1) == ["\(folder)/a.svg"])
    }
}

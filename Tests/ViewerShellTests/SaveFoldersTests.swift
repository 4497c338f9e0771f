import Foundation
import Testing
@testable import ViewerShell

/// `S` and `R` save where a desktop user looks for pictures and videos, or into `--save-dir`;
/// never into the working directory.
@Suite struct SaveFoldersTests {
    let home = ["HOME": "/home/ada"]

    @Test func saveDirWinsForBothAndIsCreatedWhenMissing() throws {
        let folders = SaveFolders.resolve(saveDirectory: "/tmp/shots/../out", environment: home, userDir: { _ in "/elsewhere" })
        #expect(folders == SaveFolders(pictures: "/tmp/out", videos: "/tmp/out", createsMissingFolders: true))
        // A --save-dir that does not exist yet is created on the first save, like the desktop's.
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("symbolview-savedir-\(getpid())").path
        defer { try? FileManager.default.removeItem(atPath: base) }
        let missing = SaveFolders.resolve(saveDirectory: base + "/shots", environment: home, userDir: { _ in nil })
        #expect(missing.prepare(missing.pictures) == nil)
        var isDirectory: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: base + "/shots", isDirectory: &isDirectory) && isDirectory.boolValue)
    }

    @Test func theXDGVariablesComeFirst() {
        let environment = home.merging(["XDG_PICTURES_DIR": "/data/Bilder", "XDG_VIDEOS_DIR": "/data/Videos"]) { $1 }
        let folders = SaveFolders.resolve(saveDirectory: nil, environment: environment, userDir: { _ in "/elsewhere" })
        #expect((folders.pictures, folders.videos) == ("/data/Bilder", "/data/Videos"))
        #expect(folders.createsMissingFolders)
    }

    @Test func thenXdgUserDirThenTheHomeFolders() {
        let configured = SaveFolders.resolve(saveDirectory: nil, environment: home, userDir: { "/home/ada/my-\($0.lowercased())" })
        #expect((configured.pictures, configured.videos) == ("/home/ada/my-pictures", "/home/ada/my-videos"))
        // xdg-user-dir answers the home folder itself for a folder that is not configured, and
        // nothing when it is not installed: both fall back to ~/Pictures and ~/Videos.
        for answer in ["/home/ada", "/home/ada/", nil] {
            let folders = SaveFolders.resolve(saveDirectory: nil, environment: home, userDir: { _ in answer })
            #expect((folders.pictures, folders.videos) == ("/home/ada/Pictures", "/home/ada/Videos"))
        }
    }

    @Test func aMissingDesktopFolderIsCreatedButAMissingSaveDirIsNot() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("symbolview-folders-\(getpid())").path
        defer { try? FileManager.default.removeItem(atPath: base) }
        let desktop = SaveFolders(pictures: base + "/Pictures", videos: base + "/Videos", createsMissingFolders: true)
        #expect(desktop.prepare(desktop.videos) == nil)
        var isDirectory: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: base + "/Videos", isDirectory: &isDirectory) && isDirectory.boolValue)
        let chosen = SaveFolders(pictures: base + "/typo", videos: base + "/typo", createsMissingFolders: false)
        #expect(chosen.prepare(chosen.pictures) == "\(base)/typo does not exist")
        #expect(!FileManager.default.fileExists(atPath: base + "/typo"))
    }
}

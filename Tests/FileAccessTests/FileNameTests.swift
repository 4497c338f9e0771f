import Foundation
import Testing
@testable import FileAccess

/// File names are bytes: every byte string survives the trip into a `String` and back, and is
/// shown with its control characters and invalid bytes escaped.
@Suite struct FileNameTests {
    @Test func everyByteStringComesBackUnchanged() {
        // A small seeded generator: names of random bytes, biased towards the awkward ones.
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 33
        }
        let awkward: [UInt8] = [0x80, 0xBF, 0xC0, 0xC2, 0xE0, 0xED, 0xA0, 0xF4, 0x8F, 0xB6, 0xF5, 0xFF, 0x2F, 0x0A, 0x1B]
        for _ in 0..<2000 {
            let count = Int(next() % 12)
            let bytes: [UInt8] = (0..<count).map { _ in
                next() % 2 == 0 ? awkward[Int(next() % UInt64(awkward.count))] : UInt8(1 + next() % 255)
            }
            #expect(FileName.systemBytes(of: FileName.string(fromBytes: bytes)) == bytes)
        }
    }

    @Test func validUTF8IsKeptAsItsOwnText() {
        for name in ["heart.svg", "café/ünïcode.svg", "日本語.svg", "emoji 🫠.svg", "a\nb"] {
            #expect(FileName.string(fromBytes: Array(name.utf8)) == name)
            #expect(FileName.systemBytes(of: name) == Array(name.utf8))
        }
    }

    @Test func aNameSpellingAnEscapeCharacterIsNotConfusedWithTheByteItStandsFor() {
        // U+10FDFF written out in UTF-8 is four bytes; read back they must stay four bytes,
        // not become the single byte 0xFF that the character stands for.
        let spelled = Array("x\u{10FDFF}.svg".utf8)
        let text = FileName.string(fromBytes: spelled)
        #expect(FileName.systemBytes(of: text) == spelled)
        #expect(FileName.string(fromBytes: [0x78, 0xFF]) != FileName.string(fromBytes: Array("x\u{10FDFF}".utf8)))
    }

    @Test func aNameThatIsNotUTF8OpensItsFile() throws {
        let folder = TemporaryFolder()
        let name = FileName.string(fromBytes: Array("bad".utf8) + [0xFF, 0xFE] + Array(".svg".utf8))
        let path = folder.path + "/" + name
        try OutputFile.write(Array("<svg/>".utf8), to: path)
        var info = stat()
        #expect(FileName.withSystemPath(path) { stat($0, &info) } == 0)
        // Swift's own conversion would have named another file.
        #expect(stat(folder.path + "/bad\u{FFFD}\u{FFFD}.svg", &info) != 0)
        let listed = try folder.entries()
        #expect(listed == [Array("bad".utf8) + [0xFF, 0xFE] + Array(".svg".utf8)])
    }

    @Test func displayEscapesWhatATerminalWouldActOn() {
        let invalid = FileName.string(fromBytes: Array("a".utf8) + [0xFF] + Array("b".utf8))
        #expect(FileName.display(invalid) == "a\\xFFb")
        #expect(FileName.display("line\nbreak") == "line\\nbreak")
        #expect(FileName.display("\u{1B}[31mred") == "\\e[31mred")
        #expect(FileName.display("tab\there\r") == "tab\\there\\r")
        #expect(FileName.display("bell\u{07}") == "bell\\x07")
        #expect(FileName.display("back\\slash") == "back\\\\slash")
        #expect(FileName.display("evil\u{202E}gvs.exe") == "evil\\u{202E}gvs.exe")
        #expect(FileName.display("c1\u{9B}31m") == "c1\\u{009B}31m")
        #expect(FileName.display("plain/café 日本.svg") == "plain/café 日本.svg")
    }

    @Test func theDisplayHoldsNoControlCharacters() {
        let every = FileName.string(fromBytes: (1...255).map { UInt8($0) })
        let shown = FileName.display(every)
        #expect(!shown.unicodeScalars.contains { $0.value < 0x20 || (0x7F..<0xA0).contains($0.value) })
    }
}

import Foundation
import Testing

/// What reaches the terminal from a file whose ids hold a newline, a bidirectional override, a
/// tab or markup (`Tests/Fixtures/hostile`): every command that quotes them shows them escaped,
/// so no line is forged, no text reordered and no colour changed.
@Suite struct HostileOutputCommandTests {
    static let hostile = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/hostile")

    /// Whether `text` holds anything a terminal acts on, other than the newlines ending lines.
    static func isUnsafe(_ text: String) -> Bool {
        text.unicodeScalars.contains { s in
            let v = s.value
            return (v < 0x20 && v != 0x0A) || (0x7F..<0xA0).contains(v) || (0x202A...0x202E).contains(v)
                || (0x2066...0x2069).contains(v) || v == 0x200E || v == 0x200F
        }
    }

    func run(_ arguments: [String]) throws -> (status: Int32, out: String, err: String) {
        try CommandLineTests().run(arguments)
    }

    @Test func checkListsHostileLayerIdsEscaped() throws {
        let result = try run(["check", "--verbose", "--layers", Self.hostile.appendingPathComponent("hostile-layer-ids.svg").path])
        #expect(result.status == 0, "\(result.err)")
        #expect(!Self.isUnsafe(result.out + result.err), "\(result.out)\(result.err)")
        #expect(result.out.contains("  line\\nbreak: "), "\(result.out)")
        #expect(result.out.contains("  evil\\u{202E}gvs.exe: "), "\(result.out)")
        #expect(result.out.contains("  tab\\tbed: "), "\(result.out)")
    }

    @Test func aGPARefusalAndTheExportNotesQuoteIdsEscaped() throws {
        let folder = NSTemporaryDirectory() + "hostile-output-\(getpid())"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let svg = Self.hostile.appendingPathComponent("hostile-layer-ids.svg").path
        // GTK's format cannot say a bounce: the refusal names the first layer.
        let refused = try run(["export", svg, "--effect", "bounce", "--out", folder + "/out.gpa"])
        #expect(refused.status == 2)
        #expect(!Self.isUnsafe(refused.out + refused.err), "\(refused.err)")
        #expect(refused.err.contains("line\\nbreak"), "\(refused.err)")
        // A .gpa source: warnings and notes quote its path ids.
        let gpa = try run(["export", Self.hostile.appendingPathComponent("hostile-ids.gpa").path, "--from-state", "-1",
                           "--state", "0", "--out", folder + "/out.json"])
        #expect(!Self.isUnsafe(gpa.out + gpa.err), "\(gpa.err)")
        // The template writer's notes and its refusals.
        let template = try run(["export-template", svg, "--out", folder + "/template.svg"])
        #expect(!Self.isUnsafe(template.out + template.err), "\(template.err)")
        // An unknown state quotes the file's state names.
        let state = try run(["render", Self.hostile.appendingPathComponent("hostile-ids.gpa").path, "--state", "nope\u{1B}[31m",
                             "--out", folder + "/out.png"])
        #expect(state.status == 2)
        #expect(!Self.isUnsafe(state.out + state.err), "\(state.err)")
        #expect(state.err.contains("nope\\e[31m"), "\(state.err)")
    }

    @Test func aLoadErrorQuotingTheFileIsEscaped() throws {
        let folder = NSTemporaryDirectory() + "hostile-error-\(getpid())"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // An unknown element and a bad reference: warnings that quote the file's text.
        let text = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 10 10\"><rect width=\"5\" height=\"5\" "
            + "fill=\"url(#a&#x202E;b&#10;c)\" clip-path=\"url(#x&#x2066;y)\"/><blink/></svg>"
        let file = folder + "/warn.svg"
        try text.write(toFile: file, atomically: false, encoding: .utf8)
        let result = try run(["render", file, "--out", folder + "/out.png"])
        #expect(!Self.isUnsafe(result.out + result.err), "\(result.err)")
        #expect(result.err.contains("warning"), "\(result.err)")
    }
}

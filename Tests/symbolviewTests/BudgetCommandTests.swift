import Foundation
import Testing
@testable import symbolview

/// `export` and `sheet` refuse work past their budgets before doing it, through the built
/// binary: exit status 1, one line naming what costs most, and no file written.
@Suite struct BudgetCommandTests {
    func run(_ arguments: [String]) throws -> (status: Int32, out: String, err: String) {
        try CommandLineTests().run(arguments)
    }

    /// A new file `name` in the temporary folder holding `svg`'s body in a 24-unit viewBox.
    static func file(_ name: String, body: String) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("budget-\(UUID().uuidString)-\(name)").path
        try Data(("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 24 24\">" + body + "</svg>").utf8)
            .write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test func anExportPastTheBudgetIsRefusedNamingTheGradientAndWritesNothing() throws {
        let stops = (0..<4096).map { "<stop offset=\"\(Double($0) / 4095)\" stop-color=\"#\(String(format: "%02x", $0 % 256))4080\"/>" }
        let rects = (0..<300).map { "<rect x=\"\($0 % 20)\" y=\"\($0 / 20)\" width=\"4\" height=\"4\" fill=\"url(#g)\"/>" }
        let source = try Self.file("stops.svg", body: "<defs><linearGradient id=\"g\">\(stops.joined())</linearGradient></defs>" + rects.joined())
        let out = source + ".json"
        defer { try? FileManager.default.removeItem(atPath: source) }
        let result = try run(["export", source, "--effect", "drawOn", "--out", out])
        #expect(result.status == 1)
        #expect(result.err.contains("4,096-stop gradient") && result.err.contains("export budget"), "\(result.err)")
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    @Test func aStickerLongerThanThreeSecondsIsRefused() throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("budget-\(UUID().uuidString).tgs").path
        let result = try run(["export", "sun.max", "--effect", "breathe", "--size", "512", "--duration", "60", "--out", out])
        #expect(result.status == 1 && result.err.contains("at most 3 s"), "\(result.err)")
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    @Test func aSheetPastTheBudgetIsRefusedNamingTheSymbol() throws {
        let rects = String(repeating: "<rect width=\"24\" height=\"24\" opacity=\"0.05\"/>", count: 10_000)
        let source = try Self.file("rects.svg", body: rects)
        let out = source + ".png"
        defer { try? FileManager.default.removeItem(atPath: source) }
        let result = try run(["sheet", source, "--out", out])
        #expect(result.status == 1)
        #expect(result.err.contains("the sheet would take about") && result.err.contains("alone takes"), "\(result.err)")
        #expect(!FileManager.default.fileExists(atPath: out))
    }
}

import Foundation
import PNGCodec
import Testing

/// `--scope` means scope for every effect that takes one, and a loop exported for any
/// `--duration` repeats without a jump; through the built binary.
@Suite struct ScopeAndLoopCommandTests {
    func run(_ arguments: [String]) throws -> (status: Int32, out: String, err: String) {
        try CommandLineTests().run(arguments)
    }

    static func temporary(_ name: String) -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("scope-loop-\(UUID().uuidString)-\(name)").path
    }

    func pixels(_ arguments: [String]) throws -> [UInt32] {
        let out = Self.temporary("frame.png")
        defer { try? FileManager.default.removeItem(atPath: out) }
        let result = try run(arguments + ["--size", "96", "--out", out])
        #expect(result.status == 0, "\(result.err)")
        return try PNGCodec.read(out).pixels
    }

    @Test func theScopeOptionReachesEveryEffectThatTakesIt() throws {
        for effect in ["bounce", "scale.up", "wiggle", "pulse"] {
            let option = try pixels(["render", "bell", "--effect", effect, "--scope", "wholeSymbol", "--time", "0.3"])
            let spelled = try pixels(["render", "bell", "--effect", effect + ".wholeSymbol", "--time", "0.3"])
            #expect(option == spelled, "\(effect) --scope wholeSymbol is \(effect).wholeSymbol")
        }
        let byLayer = try pixels(["render", "bell", "--effect", "bounce", "--scope", "byLayer", "--time", "0.3"])
        let whole = try pixels(["render", "bell", "--effect", "bounce", "--scope", "wholeSymbol", "--time", "0.3"])
        #expect(byLayer != whole)
    }

    @Test func aSpecsOwnScopeWinsAndTheMessageSaysSo() throws {
        let out = Self.temporary("conflict.png")
        defer { try? FileManager.default.removeItem(atPath: out) }
        let result = try run(["render", "bell", "--effect", "bounce.byLayer", "--scope", "wholeSymbol", "--time", "0.3", "--out", out])
        #expect(result.status == 0)
        #expect(result.err.contains("names its own scope, byLayer, which wins"), "\(result.err)")
    }

    @Test func aLoopsDurationIsRoundedToWholePeriods() throws {
        let out = Self.temporary("breathe.json")
        defer { try? FileManager.default.removeItem(atPath: out) }
        let result = try run(["export", "sun.max", "--effect", "breathe", "--duration", "4.1", "--out", out])
        #expect(result.status == 0, "\(result.err)")
        #expect(result.err.contains("rounded to 3.600 s"), "\(result.err)")
        let lottie = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: out))) as? [String: Any])
        let seconds = ((lottie["op"] as? Double ?? 0) - (lottie["ip"] as? Double ?? 0)) / (lottie["fr"] as? Double ?? 1)
        #expect(abs(seconds - 3.6) < 1 / 60.0 + 1e-9, "\(seconds) s")
        let sticker = try run(["export", "sun.max", "--effect", "breathe", "--speed", "0.5", "--out", Self.temporary("slow.tgs")])
        #expect(sticker.status == 2 && sticker.err.contains("cannot loop without a jump"), "\(sticker.err)")
    }
}

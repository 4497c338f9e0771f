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

    /// Every keyframed value of `json` (a Lottie document): its first and last keys' values,
    /// with the property's key (`r` for a rotation) to compare them by.
    static func animatedValues(_ json: Any, key: String = "") -> [(key: String, first: [Double], last: [Double])] {
        var out: [(key: String, first: [Double], last: [Double])] = []
        if let object = json as? [String: Any] {
            if (object["a"] as? Int) == 1, let keys = object["k"] as? [[String: Any]], let first = keys.first?["s"] as? [Double] {
                // The last key holds its start value; a key that ends an eased segment has "s" too.
                let last = keys.last(where: { $0["s"] != nil })?["s"] as? [Double] ?? first
                out.append((key, first, last))
            }
            for (k, v) in object { out += animatedValues(v, key: k) }
        } else if let array = json as? [Any] {
            for v in array { out += animatedValues(v, key: key) }
        }
        return out
    }

    /// An endless effect exported at any --duration loops without a jump: every keyframed
    /// value the Lottie file holds ends where it starts (a turn by whole turns), for rotate,
    /// Variable Color, pulse and breathe at lengths that are no whole number of their periods.
    @Test(arguments: [("gearshape.2.fill", "rotate", "1.7"), ("fan.fill", "rotate", "1.7"), ("wifi", "variableColor.iterative", "2.3"),
                      ("heart.fill", "pulse", "1.3"), ("sun.max", "breathe.plain.wholeSymbol", "5.5"),
                      ("bell", "wiggle", "2.9")])
    func anEndlessEffectsExportEndsWhereItStarts(_ name: String, _ effect: String, _ duration: String) throws {
        let out = Self.temporary("\(name).json")
        defer { try? FileManager.default.removeItem(atPath: out) }
        let result = try run(["export", name, "--effect", effect, "--duration", duration, "--out", out])
        #expect(result.status == 0, "\(result.err)")
        let lottie = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: out)))
        let values = Self.animatedValues(lottie)
        #expect(!values.isEmpty, "\(name) \(effect): nothing animated")
        for v in values {
            for (a, b) in zip(v.first, v.last) {
                let gap = v.key == "r" ? abs(remainder(a - b, 360)) : abs(a - b)
                #expect(gap < 0.02, "\(name) \(effect) --duration \(duration): '\(v.key)' starts at \(v.first) and ends at \(v.last)")
            }
        }
    }
}

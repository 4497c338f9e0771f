import Testing
@testable import SymbolEffects

/// The dot-separated grammar of effect specs.
@Suite struct SymbolEffectSpecTests {
    @Test func specsReadAsSwiftUIWritesThem() throws {
        let cases: [(String, SymbolEffect)] = [
            ("bounce.up.byLayer", .bounce.up.byLayer), ("wiggle.left", .wiggle.left), ("wiggle.clockwise", .wiggle.clockwise),
            ("pulse.wholeSymbol", .pulse.wholeSymbol), ("scale.up", .scale.up), ("appear.down", .appear.down),
            ("disappear.up", .disappear.up), ("drawOn.byLayer", .drawOn.byLayer),
            ("drawOff.individually.reversed", .drawOff.individually.reversed), ("breathe.pulse", .breathe.pulse),
            ("rotate.clockwise", .rotate.clockwise), (".wiggle.custom(angle: 22.5)", .wiggle.custom(angle: 22.5)),
            ("wiggle.custom(30)", .wiggle.custom(angle: 30)), ("bounce", .bounce),
            ("variableColor.iterative.reversing", .variableColor.iterative.reversing),
            ("replace.offUp.byLayer", .replace.offUp.byLayer), ("replace", .replace.downUp),
            ("replace.magic", .replace.magic(fallback: .replace.downUp)), ("replace.magic.offUp.wholeSymbol", .replace.magic(fallback: .replace.offUp.wholeSymbol)),
            ("variableColor.cumulative.hideInactiveLayers", .variableColor.hideInactiveLayers),
        ]
        for (text, effect) in cases {
            let spec = try SymbolEffectSpec.parse(text)
            #expect(spec.effect == effect, "\(text)")
            #expect(try SymbolEffectSpec.parse(spec.description) == spec, "\(text) → \(spec)")
        }
    }

    @Test func aMisspelledPartNamesTheValidOnes() {
        #expect(throws: SymbolEffectSpecError("`bounce.sideways`: expected up, down, byLayer or wholeSymbol")) {
            try SymbolEffectSpec.parse("bounce.sideways")
        }
        #expect(throws: SymbolEffectSpecError("`pulse.up`: expected byLayer or wholeSymbol")) {
            try SymbolEffectSpec.parse("pulse.up")
        }
        do {
            _ = try SymbolEffectSpec.parse("bounse.up")
            Issue.record("bounse parsed")
        } catch let e as SymbolEffectSpecError {
            #expect(e.message.hasPrefix("`bounse.up`: expected an effect: drawOn, drawOff"))
            #expect(e.message.hasSuffix("disappear, variableColor or replace"))
        } catch { Issue.record("\(error)") }
    }

    @Test func everyEffectStartsAtTimeZero() throws {
        let animator = SymbolAnimator(symbol: TestSymbols.sun)
        let still = animator.state(of: SymbolAnimation(), at: 0)
        for text in ["bounce.up", "wiggle.left", "pulse.wholeSymbol", "scale.up", "appear", "disappear", "drawOn", "drawOff",
                     "breathe", "rotate", "variableColor.iterative"] {
            let animation = try SymbolEffectSpec.parse(text).animation()
            if ["appear", "drawOn"].contains(text) {
                // Nothing shows until the transition starts, nor at its first instant.
                #expect(animator.state(of: animation, at: -0.5).layers.allSatisfy { !$0.isVisible || $0.opacity == 0 })
                #expect(animator.state(of: animation, at: 0).layers.allSatisfy { !$0.isVisible || $0.opacity == 0 })
            } else {
                #expect(animator.state(of: animation, at: -0.5) == still, "\(text) before 0")
            }
            #expect(animator.state(of: animation, at: 0.3) != animator.state(of: animation, at: -0.5), "\(text) moves after 0")
        }
    }
}

import Testing
@testable import Raster

/// The sweep resolves touched cells four at a time with a rule's `alpha4` and the rest one at a
/// time with `alpha`: both must give the same coverage for every area, or a pixel's value would
/// depend on where the sweep's groups of four happen to fall.
@Suite("Coverage rules")
struct CoverageRuleTests {
    /// Areas a sweep meets (fractions, whole windings either way, half-way points where rounding
    /// turns) and far larger ones, up to where every float is a whole number.
    static let areas: [Float] = {
        var values: [Float] = [0, -0.0, 0.5, -0.5, 1, -1, 1.5, -1.5, 2, -2, 2.5, 3, -3, 0.25, 1.75, 3.999,
                               4.0001, 1 / 510, 253.5 / 255, 8_388_607.5, 8_388_608, 16_777_218, 3e9, -3e9,
                               .greatestFiniteMagnitude, -.greatestFiniteMagnitude, .leastNonzeroMagnitude]
        var rng = SeededGenerator(seed: 21)
        for _ in 0..<4000 { values.append(Float.random(in: -6...6, using: &rng)) }
        for _ in 0..<1000 { values.append(Float.random(in: -1e7...1e7, using: &rng)) }
        // Just either side of each level boundary of the coverage byte.
        for level in 0...255 {
            let a = (Float(level) + 0.5) / 255
            values += [a.nextDown, a, a.nextUp, 2 - a, -a]
        }
        return values
    }()

    func checkLanesMatch<Rule: CoverageRule>(_ rule: Rule.Type) {
        let areas = Self.areas
        var mismatches: [String] = []
        var i = 0
        while i + 4 <= areas.count {
            let four = SIMD4(areas[i], areas[i + 1], areas[i + 2], areas[i + 3])
            let lanes = Rule.alpha4(four)
            for k in 0..<4 where lanes[k] != UInt32(Rule.alpha(four[k])) {
                mismatches.append("area \(four[k]): \(lanes[k]) in lanes, \(Rule.alpha(four[k])) alone")
            }
            i += 4
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(10))")
    }

    @Test("non-zero: four lanes give what one does")
    func nonZeroLanesMatchScalar() { checkLanesMatch(NonZeroRule.self) }

    @Test("even-odd: four lanes give what one does")
    func evenOddLanesMatchScalar() { checkLanesMatch(EvenOddRule.self) }

    @Test("even-odd folds every two windings")
    func evenOddFolds() {
        let lanes = EvenOddRule.alpha4(SIMD4(0.25, 1.75, 2.25, -3.75))
        #expect(lanes == SIMD4(repeating: UInt32(EvenOddRule.alpha(0.25))))
        #expect(EvenOddRule.alpha4(SIMD4(1, 2, 3, -4)) == SIMD4(255, 0, 255, 0))
    }
}

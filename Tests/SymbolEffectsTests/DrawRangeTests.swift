import SymbolModel
import Testing
@testable import SymbolEffects
import TestSupport

@Suite struct DrawRangeTests {
    @Test func aForwardTraceOnAClosedPathWrapsAroundFromItsStart() {
        let r = DrawRange(tail: 0, head: 0.5)
        let pieces = r.pathIntervals(for: DrawAnnotation(start: 0.75), isClosed: true)
        #expect(pieces.count == 2)
        #expect(abs(pieces[0].lowerBound - 0.75) < 1e-12 && pieces[0].upperBound == 1)
        #expect(pieces[1].lowerBound == 0 && abs(pieces[1].upperBound - 0.25) < 1e-12)
        #expect(abs(r.headPathFraction(for: DrawAnnotation(start: 0.75), isClosed: true) - 0.25) < 1e-12)
    }

    @Test func aReverseTraceOnAnOpenPathRunsFromItsEnd() {
        let pieces = DrawRange(tail: 0, head: 0.3).pathIntervals(for: DrawAnnotation(direction: .reverse), isClosed: false)
        #expect(pieces.count == 1)
        #expect(abs(pieces[0].lowerBound - 0.7) < 1e-12 && pieces[0].upperBound == 1)
    }

    @Test func aBidirectionalTraceGrowsBothWaysAndMeetsOnAClosedPath() {
        let a = DrawAnnotation(start: 0.25, isBidirectional: true)
        let half = DrawRange(tail: 0, head: 0.5).pathIntervals(for: a, isClosed: true)
        let total = half.reduce(0) { $0 + ($1.upperBound - $1.lowerBound) }
        #expect(abs(total - 0.5) < 1e-12)
        let open = DrawRange(tail: 0, head: 1).pathIntervals(for: a, isClosed: false)
        #expect(open == [0...1])
    }

    @Test func coverageOfTheTraceIsCoverageOfThePath() {
        var rng = SeededGenerator(seed: 3)
        for _ in 0..<500 {
            let tail = Double.random(in: 0...1, using: &rng), head = Double.random(in: tail...1, using: &rng)
            let a = DrawAnnotation(direction: Bool.random(using: &rng) ? .forward : .reverse,
                                   start: Double.random(in: 0...1, using: &rng))
            let pieces = DrawRange(tail: tail, head: head).pathIntervals(for: a, isClosed: true)
            let total = pieces.reduce(0) { $0 + ($1.upperBound - $1.lowerBound) }
            #expect(abs(total - (head - tail)) < 1e-9 || (head - tail >= 1 - 1e-12 && total == 1))
            #expect(pieces.allSatisfy { $0.lowerBound >= 0 && $0.upperBound <= 1 })
        }
    }

    @Test func curvesStartAtZeroAndEndExactlyAtOne() {
        for c in [TimingCurve.linear, .easeInOut, .smoothSpring] {
            #expect(c(0) == 0 && c(1) == 1)
            var last = 0.0
            for k in 1...100 {
                let v = c(Double(k) / 100)
                #expect(v >= last)
                last = v
            }
        }
    }
}

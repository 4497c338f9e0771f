import Foundation
import Testing
@testable import Geometry
import TestSupport

/// Parses strictly, recording the error as a test failure.
private func parse(_ d: String) -> [PathElement] {
    do { return try Path(svgPathData: d).elements } catch {
        Issue.record("\(d): \(error)")
        return []
    }
}

private func P(_ x: Double, _ y: Double) -> Point { Point(x, y) }

@Suite struct PathDataParserTests {
    // MARK: Grammar

    @Test func emptyAndBlankDataAreEmptyPaths() throws {
        #expect(try Path(svgPathData: "").isEmpty)
        #expect(try Path(svgPathData: " \t\r\n\u{0C}").isEmpty)
    }

    @Test func absoluteMoveAndLine() {
        #expect(parse("M 10 20 L 30 40") == [.move(P(10, 20)), .line(P(30, 40))])
    }

    @Test func relativeMoveAndLine() {
        #expect(parse("m 10 20 l 5 5 l -10 0") == [.move(P(10, 20)), .line(P(15, 25)), .line(P(5, 25))])
    }

    @Test func horizontalAndVerticalLines() {
        #expect(parse("M1 2 H 10 V 20 h -5 v -3")
                == [.move(P(1, 2)), .line(P(10, 2)), .line(P(10, 20)), .line(P(5, 20)), .line(P(5, 17))])
    }

    @Test func cubicsAbsoluteAndRelative() {
        #expect(parse("M0 0 C 1 2 3 4 5 6 c 1 1 2 2 3 3")
                == [.move(P(0, 0)), .cubic(P(1, 2), P(3, 4), P(5, 6)), .cubic(P(6, 7), P(7, 8), P(8, 9))])
    }

    @Test func quadraticsAbsoluteAndRelative() {
        #expect(parse("M0 0 Q 1 2 3 4 q 1 1 2 0")
                == [.move(P(0, 0)), .quad(P(1, 2), P(3, 4)), .quad(P(4, 5), P(5, 4))])
    }

    @Test func smoothCubicReflectsThePreviousSecondControlPoint() {
        #expect(parse("M0 0 C 0 10 10 10 10 0 S 20 -10 20 0 s 10 10 10 0")
                == [.move(P(0, 0)), .cubic(P(0, 10), P(10, 10), P(10, 0)),
                    .cubic(P(10, -10), P(20, -10), P(20, 0)),
                    .cubic(P(20, 10), P(30, 10), P(30, 0))])
    }

    @Test func smoothCubicAfterAnotherCommandUsesTheCurrentPoint() {
        // After a quadratic (another curve family) there is nothing to reflect.
        #expect(parse("M0 0 Q 5 5 10 0 S 20 -10 20 0")
                == [.move(P(0, 0)), .quad(P(5, 5), P(10, 0)), .cubic(P(10, 0), P(20, -10), P(20, 0))])
        #expect(parse("M0 0 L 10 0 S 20 -10 20 0")
                == [.move(P(0, 0)), .line(P(10, 0)), .cubic(P(10, 0), P(20, -10), P(20, 0))])
    }

    @Test func smoothQuadraticReflectsThroughAChainOfT() {
        #expect(parse("M0 0 Q 5 5 10 0 T 20 0 t 10 0")
                == [.move(P(0, 0)), .quad(P(5, 5), P(10, 0)), .quad(P(15, -5), P(20, 0)), .quad(P(25, 5), P(30, 0))])
    }

    @Test func smoothQuadraticAfterACubicUsesTheCurrentPoint() {
        #expect(parse("M0 0 C 0 10 10 10 10 0 T 20 0")
                == [.move(P(0, 0)), .cubic(P(0, 10), P(10, 10), P(10, 0)), .quad(P(10, 0), P(20, 0))])
    }

    @Test func arcsBecomeCubicsEndingAtTheEndpoint() {
        let abs = parse("M0 0 A 5 5 0 0 1 10 0")
        let rel = parse("M0 0 a 5 5 0 0 1 10 0")
        #expect(abs == rel)
        #expect(abs.count == 3)  // move + a half circle in two quarter cubics
        #expect(abs.last.map { if case .cubic(_, _, let p) = $0 { return p == P(10, 0) } else { return false } } == true)
    }

    @Test func arcFlagsMayBePackedWithTheNumbers() {
        #expect(parse("M2 2 a2 2 0 00-2-2") == parse("M2 2 a 2 2 0 0 0 -2 -2"))
        #expect(parse("M0 0 a1 1 0 0110 10") == parse("M0 0 a 1 1 0 0 1 10 10"))
        #expect(parse("M0 0 A1,1,0,1,1,10,0") == parse("M0 0 A 1 1 0 1 1 10 0"))
    }

    @Test func closeReturnsToTheSubpathStart() {
        #expect(parse("M1 1 L 5 1 L 5 5 Z") == [.move(P(1, 1)), .line(P(5, 1)), .line(P(5, 5)), .close])
        #expect(parse("M1 1 L 5 1 z") == parse("M1 1 L 5 1 Z"))
    }

    @Test func commandAfterCloseWithoutMoveStartsAtTheSubpathStart() {
        #expect(parse("M10 10 l 5 0 z l 0 5")
                == [.move(P(10, 10)), .line(P(15, 10)), .close, .move(P(10, 10)), .line(P(10, 15))])
    }

    @Test func relativeMoveAfterCloseIsRelativeToTheSubpathStart() {
        #expect(parse("M10 10 L 20 10 Z m 5 5 l 1 0")
                == [.move(P(10, 10)), .line(P(20, 10)), .close, .move(P(15, 15)), .line(P(16, 15))])
    }

    @Test func commandsRepeatImplicitly() {
        #expect(parse("M0 0 L 1 1 2 2, 3 3") == [.move(P(0, 0)), .line(P(1, 1)), .line(P(2, 2)), .line(P(3, 3))])
        #expect(parse("M0 0 h 1 2 3") == [.move(P(0, 0)), .line(P(1, 0)), .line(P(3, 0)), .line(P(6, 0))])
        #expect(parse("M0 0 Q 1 1 2 0 3 -1 4 0").count == 3)
    }

    @Test func pairsAfterMoveAreLines() {
        #expect(parse("M 1 1 2 2 3 3") == [.move(P(1, 1)), .line(P(2, 2)), .line(P(3, 3))])
    }

    @Test func pairsAfterRelativeMoveAreRelativeLines() {
        #expect(parse("m 1 1 2 2 3 3") == [.move(P(1, 1)), .line(P(3, 3)), .line(P(6, 6))])
    }

    @Test func aLeadingRelativeMoveIsRelativeToTheOrigin() {
        #expect(parse("m 5 5") == [.move(P(5, 5))])
    }

    @Test func numbersPackWithoutSeparators() {
        #expect(parse("M1-2") == [.move(P(1, -2))])
        #expect(parse("M.5.5") == [.move(P(0.5, 0.5))])
        #expect(parse("M-.5-.5L+1+2") == [.move(P(-0.5, -0.5)), .line(P(1, 2))])
        #expect(parse("M0.5.5.5.5") == [.move(P(0.5, 0.5)), .line(P(0.5, 0.5))])
        #expect(parse("M10,20L30,40") == [.move(P(10, 20)), .line(P(30, 40))])
    }

    @Test func numbersWithExponents() {
        #expect(parse("M1e-3 2E2") == [.move(P(0.001, 200))])
        #expect(parse("M-.5e+2 1.e1") == [.move(P(-50, 10))])
        #expect(parse("M1e2-1e2") == [.move(P(100, -100))])
    }

    @Test func numbersAreCorrectlyRounded() throws {
        let cases = ["0.1", "123.456", "-0.000001", "3.141592653589793", "1234567890.123456789",
                     "0.30000000000000004", "9007199254740993", "1e-300", "4.9e-324", "1.7976931348623157e308"]
        for c in cases {
            let path = try Path(svgPathData: "M\(c) 0")
            #expect(path.elements == [.move(P(Double(c)!, 0))], "\(c)")
        }
        // Too small to represent is zero, not an error.
        #expect(parse("M1e-400 -1e-400") == [.move(P(0, 0))])
    }

    @Test func whitespaceOfEveryKindSeparates() {
        #expect(parse("\tM\n1\r2\u{0C}L 3 , 4 ") == [.move(P(1, 2)), .line(P(3, 4))])
    }

    // MARK: Errors

    private func error(_ d: String) -> PathDataError? {
        do { _ = try Path(svgPathData: d); return nil } catch let e as PathDataError { return e } catch { return nil }
    }

    @Test func errorNamesOffsetCommandAndWhatWasFound() throws {
        let e = try #require(error("M 10 10 L 20 x 30"))
        #expect(e.offset == 13 && e.expected == .number && e.command == "L" && e.found == "'x'")
        #expect(e.description == "path data offset 13: expected a number after 'L', found 'x'")
    }

    @Test func dataMustStartWithMove() throws {
        let e = try #require(error("  L 10 10"))
        #expect(e.offset == 2 && e.expected == .moveTo)
        #expect(e.description == "path data offset 2: expected a moveto command ('M' or 'm'), found 'L'")
    }

    @Test func unknownCommandLetterIsReported() throws {
        let e = try #require(error("M 0 0 X 1 1"))
        #expect(e.offset == 6 && e.expected == .command && e.found == "'X'")
    }

    @Test func missingArgumentsAtTheEndAreReported() throws {
        let e = try #require(error("M 0 0 C 1 1 2 2"))
        #expect(e.offset == 15 && e.expected == .number && e.found == "end of data" && e.command == "C")
    }

    @Test func aCommaMustBeFollowedByAnArgument() throws {
        #expect(error("M 0 0 L 1 1, L 2 2")?.offset == 13)
        #expect(error("M 0 0 L, 1 1")?.offset == 7)
        #expect(error("M 0 0 L 1 1,")?.expected == .number)
    }

    @Test func argumentsAfterCloseAreAnError() throws {
        let e = try #require(error("M 0 0 L 1 1 Z 5 5"))
        #expect(e.offset == 14 && e.expected == .command)
    }

    @Test func arcFlagsMustBeZeroOrOne() throws {
        let e = try #require(error("M0 0 A 1 1 0 2 0 5 5"))
        #expect(e.offset == 13 && e.expected == .flag && e.found == "'2'" && e.command == "A")
    }

    @Test func exponentNeedsDigits() throws {
        let e = try #require(error("M 1e 2"))
        #expect(e.offset == 4 && e.expected == .exponentDigits)
    }

    @Test func signWithoutDigitsIsNotANumber() throws {
        let e = try #require(error("M 1 -"))
        #expect(e.offset == 5 && e.expected == .number && e.found == "end of data")
    }

    @Test func nonFiniteNumbersAreAnError() throws {
        let e = try #require(error("M 0 0 L 1e400 0"))
        #expect(e.offset == 8 && e.expected == .finiteNumber && e.found == "'1e400'")
        // Finite numbers whose absolute position overflows are an error too.
        let overflow = try #require(error("m 1e308 0 l 1 1 1e308 0"))
        #expect(overflow.expected == .finiteNumber && overflow.offset == 16 && overflow.found == "'1e308 0'", "\(overflow)")
    }

    @Test func offsetsCountCharactersNotBytes() throws {
        let e = try #require(error("M 0 0 L é"))
        #expect(e.offset == 8 && e.found == "U+00E9")
        let f = try #require(error("M 0 0 L 1 1 ☃"))
        #expect(f.offset == 12 && f.found == "U+2603")
    }

    @Test func elementLimitStopsAbsurdInput() throws {
        let d = "M0 0" + String(repeating: " L1 1", count: 50)
        do {
            _ = try Path(svgPathData: d, elementLimit: 10)
            Issue.record("no error")
        } catch let e as PathDataError {
            #expect(e.expected == .atMostElements(10))
            #expect(e.offset == 4 + 5 * 9 + 1)  // the tenth L
        }
        let lenient = Path.parse(svgPathData: d, mode: .lenient, elementLimit: 10)
        #expect(lenient.path.elements.count == 10)
    }

    // MARK: Modes

    @Test func lenientModeKeepsEverythingBeforeTheFirstError() {
        let (path, error) = Path.parse(svgPathData: "M 10 10 L 20 20 L 30 x M 0 0", mode: .lenient)
        #expect(path.elements == [.move(P(10, 10)), .line(P(20, 20))])
        #expect(error?.offset == 21)
    }

    @Test func strictModeGivesNoPathOnError() {
        let (path, error) = Path.parse(svgPathData: "M 10 10 L 20 20 L 30 x", mode: .strict)
        #expect(path.isEmpty && error != nil)
    }

    @Test func bothModesAgreeOnValidData() {
        let d = "M0 0 C 1 2 3 4 5 6 S 7 8 9 10 Q 1 1 2 2 T 3 3 A 4 4 0 1 0 8 8 z"
        let strict = Path.parse(svgPathData: d, mode: .strict)
        let lenient = Path.parse(svgPathData: d, mode: .lenient)
        #expect(strict.error == nil && lenient.error == nil && strict.path == lenient.path && !strict.path.isEmpty)
    }

    // MARK: Robustness

    @Test func randomBytesNeverCrashOrProduceNonFinitePoints() {
        var rng = SeededGenerator(seed: 0x5eed)
        let alphabet = Array("MmLlHhVvCcSsQqTtAaZz0123456789.,-+eE \t\n".utf8)
        for round in 0..<4000 {
            let count = Int.random(in: 0..<64, using: &rng)
            var bytes: [UInt8] = []
            for _ in 0..<count {
                // Mostly grammar characters, so the parser gets deep; some arbitrary bytes.
                bytes.append(Int.random(in: 0..<8, using: &rng) == 0 ? UInt8.random(in: 0...255, using: &rng)
                             : alphabet.randomElement(using: &rng)!)
            }
            let text = String(decoding: bytes, as: UTF8.self)
            for mode in [PathDataParseMode.strict, .lenient] {
                let (path, error) = Path.parse(svgPathData: text, mode: mode)
                #expect(path.elements.allSatisfy(isFinite), "round \(round): \(text)")
                if let error { #expect(error.offset >= 0 && error.offset <= text.count) }
            }
        }
    }

    @Test func mutatedValidDataNeverCrashes() {
        var rng = SeededGenerator(seed: 42)
        let seeds = Array("M10 20l5-5h3v.5C1 2 3 4 5 6s7 8 9 10Q1 1 2 2t3 3a4 4 0 1 0 8 8zm1e2 3E-1a2 2 0 00-2-2z".utf8)
        let inserts = Array("0123456789.-+eEMmAaZz ,\u{7F}".utf8)
        for _ in 0..<3000 {
            var bytes = seeds
            for _ in 0..<Int.random(in: 1...4, using: &rng) {
                let i = Int.random(in: 0..<bytes.count, using: &rng)
                switch Int.random(in: 0..<3, using: &rng) {
                case 0: bytes.remove(at: i)
                case 1: bytes.insert(inserts.randomElement(using: &rng)!, at: i)
                default: bytes[i] = inserts.randomElement(using: &rng)!
                }
                if bytes.isEmpty { break }
            }
            let text = String(decoding: bytes, as: UTF8.self)
            let lenient = Path.parse(svgPathData: text, mode: .lenient)
            #expect(lenient.path.elements.allSatisfy(isFinite), "\(text)")
            // Strict success means lenient got the same path; lenient output is a prefix of nothing more.
            if lenient.error == nil { #expect((try? Path(svgPathData: text)) == lenient.path) }
        }
    }

    @Test func extremeArcsStayFinite() {
        for d in ["M0 0 A 1e300 1e300 0 0 1 1e300 0", "M0 0 A 1e-300 1e-300 0 0 1 1 1",
                  "M-1e300 0 A 1 1 0 1 1 1e300 0", "M0 0 A 1e200 1e-200 45 1 0 5 5"] {
            let path = parse(d)
            #expect(path.allSatisfy(isFinite), "\(d)")
            #expect(path.count >= 2)
        }
    }

    @Test func aMegabyteOfPathDataParses() throws {
        var d = "M0 0"
        var rng = SeededGenerator(seed: 7)
        while d.utf8.count < 1_000_000 {
            let x = Double(Int.random(in: -9999...9999, using: &rng)) / 100
            let y = Double(Int.random(in: -9999...9999, using: &rng)) / 100
            d += " C\(x) \(y) \(y) \(x) \(x),\(x) L\(y)-\(abs(x))a2 2 0 01\(x) \(y)"
        }
        let path = try Path(svgPathData: d)
        #expect(path.elements.count > 30_000)
    }
}

private func isFinite(_ e: PathElement) -> Bool {
    switch e {
    case .move(let a), .line(let a): return a.isFinite
    case .quad(let a, let b): return a.isFinite && b.isFinite
    case .cubic(let a, let b, let c): return a.isFinite && b.isFinite && c.isFinite
    case .close: return true
    }
}

@Suite struct PathDataRoundTripTests {
    @Test func writtenPathDataParsesBackToTheSamePath() throws {
        var rng = SeededGenerator(seed: 77)
        func coordinate() -> Double {
            switch Int.random(in: 0..<4, using: &rng) {
            case 0: return Double(Int.random(in: -100...100, using: &rng))
            case 1: return Double.random(in: -1...1, using: &rng) * 1e-7
            case 2: return Double.random(in: -1e6...1e6, using: &rng)
            default: return Double.random(in: -100...100, using: &rng)
            }
        }
        func point() -> Point { Point(coordinate(), coordinate()) }
        for _ in 0..<300 {
            var path = Path()
            for _ in 0..<Int.random(in: 1...8, using: &rng) {
                switch Int.random(in: 0..<6, using: &rng) {
                case 0: path.move(to: point())
                case 1: path.line(to: point())
                case 2: path.quad(to: point(), control: point())
                case 3: path.cubic(to: point(), control1: point(), control2: point())
                case 4: path.close()
                default: path.line(to: point())
                }
            }
            let text = path.svgPathData
            #expect(try Path(svgPathData: text) == path, "\(text)")
        }
    }

    @Test func pathDataReadsAsWritten() {
        var path = Path()
        path.move(to: Point(1, 2)); path.line(to: Point(3.5, -4)); path.quad(to: Point(5, 6), control: Point(0, 0))
        path.cubic(to: Point(1e-7, 2), control1: Point(0.25, 0), control2: Point(-1, 1)); path.close()
        #expect(path.svgPathData == "M1 2 L3.5 -4 Q0 0 5 6 C0.25 0 -1 1 1e-07 2 Z")
    }
}

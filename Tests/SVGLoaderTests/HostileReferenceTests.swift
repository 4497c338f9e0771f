import Foundation
import SymbolModel
import Testing
@testable import SVGLoader

/// Files whose references (`use`, `href`, `clip-path`, `mask`, paint servers) loop, nest without
/// end, or fan out: each ends in a clear error or warning, never a hang or a crash.
///
/// These check the outcome, not the time: the time and memory each takes are measured by
/// `bench/hostile-references.sh` (under 1 s and 200 MB each), since a unit test must not assert
/// on a clock.
@Suite struct HostileReferenceTests {
    @Test func aUseCycleIsSkippedWithAWarningAndTheRestStillDraws() throws {
        let loaded = try SVGFixture.load("""
            <g id="a"><use href="#b"/></g>
            <g id="b"><use href="#a"/></g>
            <rect id="kept" width="5" height="5"/>
            """)
        #expect(loaded.warnings.contains { $0.element == "use" && ($0.message.contains("loops") || $0.message.contains("leads back to itself")) })
        #expect(loaded.symbol.layers.map(\.id) == ["kept"])
    }

    @Test func aUseOfItsOwnAncestorIsSkipped() throws {
        let loaded = try SVGFixture.load(##"<g id="g"><rect width="5" height="5"/><use href="#g" x="10"/></g>"##)
        #expect(loaded.warnings.contains { $0.message.contains("contains this <use>") })
        #expect(loaded.symbol.layers.count == 1)
    }

    @Test func aUseFanOutOfABillionNodesIsRefusedNamingTheBudget() throws {
        // Nine levels of ten uses each: 10^9 rectangles once expanded.
        var body = ##"<defs><rect id="l0" width="1" height="1"/>"##
        for level in 1...9 {
            body += "<g id=\"l\(level)\">" + String(repeating: "<use href=\"#l\(level - 1)\"/>", count: 10) + "</g>"
        }
        body += ##"</defs><use href="#l9"/>"##
        let e = try #require(SVGFixture.error { try SVGFixture.load(body) })
        #expect(e.element == "use")
        #expect(e.reason.contains("\(SymbolBuilder.maxInstantiatedElements)"))
        #expect(e.reason.contains("reference bomb"))
    }

    @Test func aClipThatRefersToItselfLosesTheReferenceWithAWarning() throws {
        let loaded = try SVGFixture.load("""
            <clipPath id="c" clip-path="url(#c)"><rect width="50" height="50"/></clipPath>
            <rect width="100" height="100" clip-path="url(#c)"/>
            """)
        #expect(loaded.warnings.contains { $0.element == "clipPath" && $0.message.contains("the reference loops") })
    }

    @Test func masksThatReferToEachOtherEndWithAWarning() throws {
        let loaded = try SVGFixture.load("""
            <mask id="m1"><rect width="100" height="100" fill="white" mask="url(#m2)"/></mask>
            <mask id="m2"><rect width="100" height="100" fill="white" mask="url(#m1)"/></mask>
            <rect width="100" height="100" mask="url(#m1)"/>
            """)
        #expect(loaded.warnings.contains { $0.message.contains("mask leads back to the <mask>") })
    }

    @Test func aTenThousandLongGradientHrefChainIsCutWithAWarning() throws {
        var body = "<defs>"
        for i in 0..<10_000 {
            body += "<linearGradient id=\"g\(i)\" href=\"#g\(i + 1)\"/>"
        }
        body += ##"<linearGradient id="g10000"><stop offset="0" stop-color="red"/><stop offset="1" stop-color="blue"/></linearGradient>"##
        body += ##"</defs><rect width="10" height="10" fill="url(#g0)"/>"##
        let loaded = try SVGFixture.load(body)
        #expect(loaded.warnings.contains { $0.message.contains("href chain is longer than \(SymbolBuilder.maxHrefChain)") })
    }

    /// 4,096 stops on 15,000 shapes took 2 GB when each shape got its own copy of the stops:
    /// every shape a gradient paints now shares one array.
    @Test func shapesPaintedByOneGradientShareItsStops() throws {
        let stops = (0..<64).map { "<stop offset=\"\(Double($0) / 63)\" stop-color=\"#\(String(format: "%02x", $0 * 4))0000\"/>" }.joined()
        let loaded = try SVGFixture.load("<defs><linearGradient id=\"g\" href=\"#s\"/><linearGradient id=\"s\">\(stops)</linearGradient></defs>"
            + String(repeating: ##"<rect width="10" height="10" fill="url(#g)" stroke="url(#s)"/><circle r="3" fill="url(#g)"/>"##, count: 5))
        var buffers: Set<UInt> = []
        for shape in SVGFixture.shapes(loaded) {
            for paint in [shape.style.fill, shape.style.stroke] {
                guard case .gradient(let g)? = paint else { continue }
                #expect(g.stops.count == 64)
                g.stops.withUnsafeBufferPointer { buffers.insert(UInt(bitPattern: $0.baseAddress)) }
            }
        }
        #expect(buffers.count == 1)
    }

    @Test func aGradientHrefLoopIsCutWithAWarning() throws {
        let loaded = try SVGFixture.load("""
            <linearGradient id="a" href="#b"><stop offset="0" stop-color="red"/><stop offset="1" stop-color="blue"/></linearGradient>
            <linearGradient id="b" href="#a"/>
            <rect width="10" height="10" fill="url(#a)"/>
            """)
        #expect(loaded.warnings.contains { $0.message.contains("loops") })
        guard case .gradient? = SVGFixture.shapes(loaded).first?.style.fill else {
            Issue.record("the gradient should still paint with the stops it has")
            return
        }
    }

    @Test func aMillionStopsAreRefusedByTheFileLimits() throws {
        var body = "<linearGradient id=\"g\">"
        body += String(repeating: "<stop offset=\"0.5\" stop-color=\"red\"/>", count: 1_000_000)
        body += "</linearGradient><rect width=\"10\" height=\"10\" fill=\"url(#g)\"/>"
        let e = try #require(SVGFixture.error { try SVGFixture.load(body) })
        // Whichever limit is met first (size or element count) says so with its value.
        #expect(e.reason.contains("limit") || e.reason.contains("more than"), "\(e)")
    }

    @Test func aGradientWithManyStopsWithinTheLimitsKeepsTheFirstFewThousand() throws {
        var body = "<linearGradient id=\"g\">"
        body += String(repeating: "<stop offset=\"0.5\" stop-color=\"red\"/>", count: 10_000)
        body += "</linearGradient><rect width=\"10\" height=\"10\" fill=\"url(#g)\"/>"
        let loaded = try SVGFixture.load(body)
        #expect(loaded.warnings.contains { $0.message.contains("more than 4096 stops") })
        guard case .gradient(let g)? = SVGFixture.shapes(loaded).first?.style.fill else {
            Issue.record("expected a gradient fill")
            return
        }
        #expect(g.stops.count == 4096)
    }
}

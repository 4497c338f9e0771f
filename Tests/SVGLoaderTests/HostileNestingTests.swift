import Foundation
import Testing
import TestSupport
@testable import SVGLoader

/// Chains of references as long as a file can make them: each link nests the drawing one level
/// deeper, though the file itself stays flat. The loader walks the drawing recursively, so such
/// a chain once overflowed its stack (about 1,100 links were enough); now every shape of chain
/// is refused past ``SVGLimits/maxNesting`` with an error that names the file, the element and
/// the limit, and a chain just within the limit still loads.
@Suite struct HostileNestingTests {
    @Test(arguments: ReferenceChain.allCases)
    func aChainOfTwelveHundredReferencesIsRefusedNamingTheLimit(_ chain: ReferenceChain) throws {
        let data = chain.document(links: 1_200)
        let e = try #require(SVGFixture.error { try SVGLoader.load(data: data, name: "chain.svg") })
        #expect(e.file == "chain.svg")
        #expect(e.element != nil && e.line != nil)
        #expect(e.reason.contains("nests deeper than \(SVGLimits.default.maxNesting) levels"), "\(e)")
    }

    @Test(arguments: ReferenceChain.allCases)
    func aChainWithinTheLimitLoads(_ chain: ReferenceChain) throws {
        let links = chain.linksWithin(nesting: SVGLimits.default.maxNesting)
        let loaded = try SVGLoader.load(data: chain.document(links: links), name: "chain.svg")
        #expect(!loaded.symbol.root.children.isEmpty, "\(chain)")
    }

    @Test func theLimitCountsElementsAndReferencesTogether() throws {
        // 30 nested groups, then a use of a 30-deep group: 62 levels, each half within the
        // file's own limit.
        let inner = String(repeating: "<g>", count: 30) + "<rect width=\"1\" height=\"1\"/>" + String(repeating: "</g>", count: 30)
        let outer = String(repeating: "<g>", count: 30) + "<use href=\"#deep\"/>" + String(repeating: "</g>", count: 30)
        let text = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 24 24\"><defs><g id=\"deep\">\(inner)</g></defs>\(outer)</svg>"
        _ = try SVGLoader.load(data: Data(text.utf8), name: "deep.svg")
        let tight = SVGLimits(maxNesting: 50)
        let e = try #require(SVGFixture.error { try SVGLoader.load(data: Data(text.utf8), name: "deep.svg", limits: tight) })
        #expect(e.reason.contains("nests deeper than 50 levels"))
    }

    /// Masks whose content is masked twice by the next: 2^16 masks from 2 KB. Each use of a
    /// mask builds it again, so the fan-out is held to the instantiation budget like `use`'s.
    @Test func aMaskFanOutIsRefusedAsAReferenceBomb() throws {
        var s = "<defs>"
        for i in 0..<16 {
            s += "<mask id=\"m\(i)\"><rect width=\"24\" height=\"24\" fill=\"white\" mask=\"url(#m\(i + 1))\"/><circle cx=\"12\" cy=\"12\" r=\"9\" fill=\"white\" mask=\"url(#m\(i + 1))\"/></mask>"
        }
        s += "<mask id=\"m16\"><rect width=\"24\" height=\"24\" fill=\"white\"/></mask></defs><rect width=\"24\" height=\"24\" mask=\"url(#m0)\"/>"
        let e = try #require(SVGFixture.error { try SVGFixture.load(s) })
        #expect(e.reason.contains("reference bomb"), "\(e)")
    }

    @Test func aClipFanOutIsRefusedAsAReferenceBomb() throws {
        var s = "<defs>"
        for i in 0..<18 {
            s += "<clipPath id=\"c\(i)\"><rect width=\"20\" height=\"20\" clip-path=\"url(#c\(i + 1))\"/><circle cx=\"12\" cy=\"12\" r=\"9\" clip-path=\"url(#c\(i + 1))\"/></clipPath>"
        }
        s += "<clipPath id=\"c18\"><rect width=\"20\" height=\"20\"/></clipPath></defs><rect width=\"24\" height=\"24\" clip-path=\"url(#c0)\"/>"
        let e = try #require(SVGFixture.error { try SVGFixture.load(s) })
        #expect(e.reason.contains("reference bomb"), "\(e)")
    }

    /// The regression files kept in fuzz/regressions/svg: each once overflowed the stack.
    @Test func theKeptChainFilesAreRefused() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: FuzzRegressionTests.regressions.path)
            .filter { $0.hasPrefix("reference-chain-") }
        #expect(names.count >= 6)
        for name in names {
            let url = FuzzRegressionTests.regressions.appendingPathComponent(name)
            let e = try #require(SVGFixture.error { try SVGLoader.load(contentsOf: url) }, "\(name)")
            #expect(e.reason.contains("nests deeper than"), "\(name): \(e)")
        }
    }
}

import Foundation
import Geometry
import SymbolModel
import Testing
@testable import SVGLoader

/// Every group of a render tree, depth first.
private func groups(_ group: RenderGroup) -> [RenderGroup] {
    [group] + group.children.flatMap { node -> [RenderGroup] in
        if case .group(let g) = node { return groups(g) }
        return []
    }
}

/// The clips and masks on the groups of a loaded symbol.
private func clips(_ loaded: LoadedSymbol) -> [ClipPath] { groups(loaded.symbol.root).compactMap(\.clip) }
private func masks(_ loaded: LoadedSymbol) -> [SymbolMask] { groups(loaded.symbol.root).compactMap(\.mask) }

private let star = #"<path d="M 50 5 l 25 80 l -65 -50 l 80 0 l -65 50 z"/>"#

/// `clip-path` and `mask` references that go nowhere or loop, resolved as resvg resolves them.
@Suite struct ClipAndMaskReferenceTests {
    @Test func aClipOrMaskReferenceToNoElementIsIgnoredWithAWarning() throws {
        for attribute in ["clip-path", "mask"] {
            let loaded = try SVGFixture.load(#"<rect width="90" height="90" \#(attribute)="url(#nowhere)"/>"#)
            #expect(loaded.symbol.layers.count == 1, "\(attribute)")
            #expect(clips(loaded).isEmpty && masks(loaded).isEmpty, "\(attribute): the rect is drawn as it is")
            #expect(loaded.warnings.contains { $0.message.contains("url(#nowhere)") && $0.message.contains("refers to no element") })
        }
    }

    @Test func aClipOrMaskReferenceToAnotherKindOfElementHidesTheElement() throws {
        for attribute in ["clip-path", "mask"] {
            let loaded = try SVGFixture.load(#"<rect id="r" width="9" height="9"/><rect width="90" height="90" \#(attribute)="url(#r)"/>"#)
            // Clipped to nothing.
            #expect(clips(loaded).map(\.pieces.count) == [0], "\(attribute)")
        }
    }

    @Test func aClipPathThatClipsItselfOrIsClippedByItsOwnChildIsDrawnUnclipped() throws {
        let onItself = try SVGFixture.load("""
            <clipPath id="c" clip-path="url(#c)">\(star)</clipPath>
            <rect width="100" height="100" clip-path="url(#c)"/>
            """)
        let onChild = try SVGFixture.load("""
            <clipPath id="c"><path d="M 50 5 l 25 80 l -65 -50 l 80 0 l -65 50 z" clip-path="url(#c)"/></clipPath>
            <rect width="100" height="100" clip-path="url(#c)"/>
            """)
        for loaded in [onItself, onChild] {
            let clip = try #require(clips(loaded).first)
            #expect(clip.pieces.count == 1)
            #expect(clip.clip == nil && clip.pieces[0].clip == nil)
        }
    }

    @Test func ofTwoClipsThatClipEachOtherTheSecondLosesItsReference() throws {
        // Through their children.
        let children = try SVGFixture.load("""
            <clipPath id="c1"><path d="M 50 5 l 25 80 l -65 -50 l 80 0 l -65 50 z" clip-path="url(#c2)"/></clipPath>
            <clipPath id="c2"><path d="M 50 5 l 25 80 l -65 -50 l 80 0 l -65 50 z" clip-path="url(#c1)" transform="rotate(45 50 50)"/></clipPath>
            <rect width="100" height="100" clip-path="url(#c1)"/>
            """)
        let first = try #require(clips(children).first)
        let inner = try #require(first.pieces.first?.clip)
        #expect(inner.pieces.count == 1 && inner.pieces[0].clip == nil)
        // Through the clipPath elements themselves.
        let selves = try SVGFixture.load("""
            <clipPath id="c1" clip-path="url(#c2)">\(star)</clipPath>
            <clipPath id="c2" clip-path="url(#c1)">\(star)</clipPath>
            <rect width="100" height="100" clip-path="url(#c1)"/>
            """)
        let outer = try #require(clips(selves).first)
        let second = try #require(outer.clip)
        #expect(second.clip == nil)
        #expect(!selves.warnings.contains { $0.message.contains("refers to itself") })
    }

    @Test func masksThatLoopLoseTheReferenceThatClosesTheLoop() throws {
        let onItself = try SVGFixture.load("""
            <mask id="m" mask="url(#m)"><rect width="100" height="100" fill="white"/></mask>
            <rect width="90" height="90" mask="url(#m)"/>
            """)
        let mask = try #require(masks(onItself).first)
        #expect(mask.mask == nil)
        #expect(groups(mask.content).allSatisfy { $0.mask == nil })

        let eachOther = try SVGFixture.load("""
            <mask id="m1" mask="url(#m2)"><rect width="100" height="100" fill="white"/></mask>
            <mask id="m2" mask="url(#m1)"><rect width="50" height="100" fill="white"/></mask>
            <rect width="90" height="90" mask="url(#m1)"/>
            """)
        // m1 keeps its mask m2; m2's reference back to m1 is cut.
        let m1 = try #require(masks(eachOther).first)
        let m2 = try #require(m1.mask)
        #expect(m2.mask == nil)
        #expect(m2.content.shapes[0].path.bounds.width == 50)
    }
}

/// Rectangular clips that cut nothing are dropped, so the renderer needs no mask for them.
@Suite struct RedundantClipTests {
    static func clipCount(_ g: RenderGroup) -> Int {
        (g.clip == nil ? 0 : 1) + g.children.reduce(0) { n, node in
            if case .group(let child) = node { return n + clipCount(child) }
            return n
        }
    }

    @Test func figmasFrameClipAroundEverythingIsDropped() throws {
        let loaded = try SVGFixture.load("""
            <g clip-path="url(#clip0_1_2)"><path d="M20 50 H80" stroke="black" stroke-width="4"/></g>
            <defs><clipPath id="clip0_1_2"><rect width="100" height="100" fill="white"/></clipPath></defs>
            """)
        #expect(Self.clipCount(loaded.symbol.root) == 0)
    }

    @Test func aClipThatCutsSomethingIsKept() throws {
        for clip in [#"<rect width="50" height="100"/>"#, #"<circle cx="50" cy="50" r="60"/>"#,
                     #"<rect width="100" height="100" transform="rotate(10 50 50)"/>"#] {
            let loaded = try SVGFixture.load("""
                <clipPath id="c">\(clip)</clipPath>
                <g clip-path="url(#c)"><path d="M20 50 H80" stroke="black" stroke-width="4"/></g>
                """)
            #expect(Self.clipCount(loaded.symbol.root) == 1, "\(clip)")
        }
    }

    @Test func aStrokeReachingTheEdgeKeepsTheClip() throws {
        let loaded = try SVGFixture.load("""
            <clipPath id="c"><rect width="100" height="100"/></clipPath>
            <g clip-path="url(#c)"><path d="M2 50 H98" stroke="black" stroke-width="4"/></g>
            """)
        #expect(Self.clipCount(loaded.symbol.root) == 1)
    }
}

import Foundation
import Geometry
import SymbolModel
import Testing
@testable import SVGLoader

/// The clip of the first clipped group of a loaded symbol.
private func firstClip(_ loaded: LoadedSymbol) -> ClipPath? {
    func walk(_ g: RenderGroup) -> ClipPath? {
        if let c = g.clip { return c }
        for node in g.children {
            if case .group(let child) = node, let c = walk(child) { return c }
        }
        return nil
    }
    return walk(loaded.symbol.root)
}

/// What a group's object bounding box (clip, mask and gradient units) is measured on.
@Suite struct ObjectBoundingBoxTests {
    @Test func shapesThatDrawNothingStillCountInTheirGroupsBox() throws {
        // resvg's painting/visibility/bbox-impact-1 and painting/opacity/bBox-impact: the hidden
        // 20…180 square, not the visible 40…160 one, sizes the clip.
        for hiding in [#"fill="red" visibility="hidden""#, #"fill="red" visibility="collapse""#, #"fill="red" opacity="0""#, #"fill="none""#] {
            let loaded = try SVGFixture.load("""
                <clipPath id="c" clipPathUnits="objectBoundingBox"><rect width="1" height="1"/></clipPath>
                <g clip-path="url(#c)">
                  <rect x="10" y="10" width="80" height="80" \(hiding)/>
                  <rect x="20" y="20" width="60" height="60" fill="green" stroke="black" stroke-width="4"/>
                </g>
                """)
            // (The stroke reaches past the clip at heavy weights, so the clip is kept, not dropped
            // as one that cuts nothing.)
            #expect(loaded.symbol.layers.count == 1, "\(hiding): the hidden rect is no layer")
            let clip = try #require(firstClip(loaded))
            let box = clip.pieces[0].path.applying(clip.pieces[0].transform).bounds
            #expect(box == Rect(x: 10, y: 10, width: 80, height: 80), "\(hiding)")
        }
    }

    @Test func aMasksOwnHiddenShapesDoNotCountForTheGroupsAroundIt() throws {
        let loaded = try SVGFixture.load("""
            <mask id="m"><rect width="100" height="100" fill="white"/><rect x="-50" width="10" height="10" visibility="hidden"/></mask>
            <clipPath id="c" clipPathUnits="objectBoundingBox"><rect width="1" height="1"/></clipPath>
            <g clip-path="url(#c)">
              <rect x="20" y="20" width="60" height="60" fill="green" mask="url(#m)"/>
            </g>
            """)
        let clip = try #require(firstClip(loaded))
        #expect(clip.pieces[0].path.applying(clip.pieces[0].transform).bounds == Rect(x: 20, y: 20, width: 60, height: 60))
    }
}

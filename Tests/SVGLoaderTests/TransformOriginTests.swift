import Foundation
import Geometry
import SymbolModel
import Testing
@testable import SVGLoader

/// `transform-origin` (SVG 2): every transform attribute turns around it, as usvg applies it.
@Suite struct TransformOriginTests {
    @Test func anElementsTransformTurnsAroundItsOrigin() throws {
        let s = try SVGFixture.onlyShape(#"<rect x="40" y="40" width="20" height="20" transform="scale(2)" transform-origin="center"/>"#)
        #expect(s.path.bounds == Rect(x: 30, y: 30, width: 40, height: 40))
    }

    @Test func aClipPathsTransformTurnsAroundItsOriginInTheViewport() throws {
        // resvg's structure/transform-origin/on-clippath-objectBoundingBox: `center` is the
        // viewport's centre, even for a clip in object-bounding-box units.
        let loaded = try SVGFixture.load("""
            <clipPath id="c" clipPathUnits="objectBoundingBox" transform="scale(2)" transform-origin="center">
              <rect x="0.3" y="0.3" width="0.4" height="0.4"/>
            </clipPath>
            <rect width="100" height="100" clip-path="url(#c)"/>
            """)
        guard case .group(let g)? = loaded.symbol.root.children.first, let clip = g.clip ?? g.children.lazy.compactMap({
            if case .group(let inner) = $0 { return inner.clip } else { return nil }
        }).first else { Issue.record("no clip"); return }
        let box = clip.pieces[0].path.applying(clip.pieces[0].transform).bounds
        // The 30…70 square doubled about (50, 50).
        #expect(abs(box.minX - 10) < 1e-9 && abs(box.maxX - 90) < 1e-9, "\(box)")
    }

    @Test func aGradientTransformTurnsAroundTheGradientsOrigin() throws {
        let shape = try SVGFixture.onlyShape("""
            <radialGradient id="g" gradientUnits="userSpaceOnUse" gradientTransform="scale(2)" transform-origin="center">
              <stop offset="0" stop-color="black"/><stop offset="1" stop-color="green"/>
            </radialGradient>
            <rect width="100" height="100" fill="url(#g)"/>
            """)
        guard case .gradient(let g)? = shape.style.fill else { Issue.record("no gradient"); return }
        // Scaled by two about the viewport's centre (50, 50).
        #expect(g.transform == Transform(a: 2, b: 0, c: 0, d: 2, e: -50, f: -50))
    }
}

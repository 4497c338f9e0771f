import Foundation
import Geometry
import SymbolModel
@testable import SVGLoader

/// Small SVG documents written inline by the tests, and ways to look inside what they load to.
enum SVGFixture {
    /// Loads `body` inside an `<svg>` root with `viewBox="0 0 100 100"` and `rootAttributes`.
    static func load(_ body: String, root rootAttributes: String = "", name: String = "test.svg") throws -> LoadedSymbol {
        let text = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 100 100\" \(rootAttributes)>\n\(body)\n</svg>"
        return try SVGLoader.load(data: Data(text.utf8), name: name)
    }

    /// Loads a whole document.
    static func loadDocument(_ text: String, name: String = "test.svg") throws -> LoadedSymbol {
        try SVGLoader.load(data: Data(text.utf8), name: name)
    }

    /// Every shape of the symbol's layers, in order, with its transform applied: the path in
    /// design units and the stroke width scaled by the transform's mean scale.
    static func shapes(_ loaded: LoadedSymbol) -> [Shape] {
        loaded.symbol.layers.flatMap(\.shapes).map { s in
            var style = s.style
            style.strokeWidth *= s.transform.meanScale
            return Shape(path: s.designPath, style: style)
        }
    }

    /// The one shape of a document expected to hold exactly one.
    static func onlyShape(_ body: String, root: String = "") throws -> Shape {
        let all = shapes(try load(body, root: root))
        guard all.count == 1 else { throw FixtureFailure(message: "expected one shape, found \(all.count)") }
        return all[0]
    }

    /// The end points of every element of a path (move, line and curve ends).
    static func points(_ path: Path) -> [Point] {
        path.elements.compactMap { e in
            switch e {
            case .move(let p), .line(let p), .quad(_, let p), .cubic(_, _, let p): return p
            case .close: return nil
            }
        }
    }

    /// The error a load throws, or nil when it loads.
    static func error(_ body: () throws -> LoadedSymbol) -> SVGLoadError? {
        do {
            _ = try body()
            return nil
        } catch let e as SVGLoadError {
            return e
        } catch {
            return SVGLoadError(file: "?", reason: "unexpected error type: \(error)")
        }
    }

    struct FixtureFailure: Error { var message: String }
}

extension Point {
    /// Whether the points agree to within `tolerance` on both axes.
    func isClose(to o: Point, _ tolerance: Double = 1e-9) -> Bool {
        abs(x - o.x) <= tolerance && abs(y - o.y) <= tolerance
    }
}

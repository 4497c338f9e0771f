import Foundation
import Geometry
import SVGLoader
import SymbolModel
import SymbolRendering
import Testing

/// The render budget: what a symbol costs to draw is estimated before drawing, so a hostile file
/// is refused at once while every catalog symbol fits with room to spare.
@Suite struct RenderCostTests {
    func prepared(_ body: String, viewBox: String = "0 0 100 100") throws -> PreparedSymbol {
        let text = #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="\#(viewBox)">\#(body)</svg>"#
        return PreparedSymbol(try SVGLoader.load(data: Data(text.utf8), name: "cost.svg").symbol)
    }

    func cost(_ p: PreparedSymbol, side: Int, weight: SymbolWeight = .regular) -> RenderCost {
        let placement = SymbolPlacement(center: Point(Double(side) / 2, Double(side) / 2),
                                        pointSize: SymbolPlacement.pointSize(forBoxPixels: Double(side), scale: .large),
                                        weight: weight, scale: .large)
        return RenderCost.estimate(p, placement: placement, width: side, height: side)
    }

    @Test func everyCatalogSymbolFitsTheBudgetAt8192PixelsAtEveryWeight() throws {
        let catalog = try SymbolCatalog()
        for name in catalog.names {
            let p = PreparedSymbol(try catalog.symbol(named: name))
            for weight in SymbolWeight.allCases {
                #expect(cost(p, side: 8192, weight: weight) < RenderCost(seconds: RenderCost.budget.seconds / 20), "\(name) \(weight)")
            }
        }
    }

    static let icons = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("../shared/corpus/icons").standardizedFileURL

    /// The third-party icon sets (feather, heroicons) stand for ordinary icons: the costliest
    /// measured 0.12 s at 8192 px and black weight.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: icons.path), "../shared/corpus/icons is absent"))
    func everyCorpusIconFitsTheBudgetAt8192Pixels() throws {
        let walker = try #require(FileManager.default.enumerator(at: Self.icons, includingPropertiesForKeys: nil))
        var count = 0, worst = RenderCost(seconds: 0)
        for case let url as URL in walker where url.pathExtension == "svg" {
            guard let symbol = try? SVGLoader.load(contentsOf: url).symbol else { continue }
            worst = max(worst, cost(PreparedSymbol(symbol), side: 8192, weight: .black))
            count += 1
        }
        #expect(count > 900)
        #expect(worst < RenderCost(seconds: RenderCost.budget.seconds / 20), "\(worst)")
    }

    /// 19,900 translucent full-box rectangles took more than 300 s at 8192 px.
    @Test func thousandsOfFullBoxRectanglesAreOverBudgetAtLargeSizesOnly() throws {
        let rects = try prepared(String(repeating: #"<rect width="100" height="100" fill="red" fill-opacity="0.01"/>"#, count: 19_900))
        #expect(cost(rects, side: 8192) > RenderCost(seconds: 100 * RenderCost.budget.seconds))
        #expect(cost(rects, side: 128) < RenderCost.budget)
    }

    @Test func theCostGrowsWithTheAreaDrawnAndTheShapesDrawn() throws {
        let one = try prepared(#"<rect width="100" height="100"/>"#)
        let two = try prepared(#"<rect width="100" height="100"/><rect width="100" height="100"/>"#)
        let small = try prepared(#"<rect width="10" height="10"/>"#)
        #expect(cost(one, side: 1024) > cost(one, side: 256))
        #expect(abs(cost(two, side: 1024).seconds - 2 * cost(one, side: 1024).seconds) < 1e-9)
        #expect(cost(small, side: 1024) < cost(one, side: 1024))
        // A stroke 1e30 wide covers the canvas, no more: the estimate stays finite.
        let wide = try prepared(#"<path d="M1 1 L5 5" stroke="black" stroke-width="1e30"/>"#)
        #expect(cost(wide, side: 1024).seconds.isFinite)
        // Off the canvas, only the edges are counted.
        let outside = try prepared(#"<rect x="-500" y="-500" width="100" height="100"/>"#)
        #expect(cost(outside, side: 1024) < cost(one, side: 1024))
    }
}

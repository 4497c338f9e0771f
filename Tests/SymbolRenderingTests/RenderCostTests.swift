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

    // MARK: - What the estimate sees beyond shapes

    func masked(uses: Int) throws -> PreparedSymbol {
        try prepared(#"<defs><mask id="m"><circle cx="50" cy="50" r="40" fill="white"/></mask>"#
            + #"<g id="mg" mask="url(#m)"><rect width="100" height="100"/><circle cx="20" cy="20" r="10" fill="red"/></g></defs>"#
            + String(repeating: ##"<use href="#mg"/>"##, count: uses))
    }

    /// A mask is drawn into a canvas-sized coverage every time it is used: one masked group
    /// used 19,000 times took 3 s at 128 px (such a file is now refused by the loader's
    /// instantiation budget; 12,000 uses are within it).
    @Test func aMaskCostsTheCanvasAtEveryUse() throws {
        let one = cost(try masked(uses: 1), side: 512), hundred = cost(try masked(uses: 100), side: 512)
        #expect(hundred.seconds > 90 * one.seconds)
        #expect(one.seconds > 512.0 * 512 * 8e-9)
        #expect(cost(try masked(uses: 12_000), side: 128).exceeds(RenderCost.budget(width: 128, height: 128)))
        #expect(!cost(try masked(uses: 100), side: 128).exceeds(RenderCost.budget(width: 128, height: 128)))
    }

    @Test func aClippedGroupCostsMoreThanTheSameUnclipped() throws {
        let plain = try prepared(#"<g opacity="0.5"><rect width="100" height="100"/><rect width="50" height="50" fill="red"/></g>"#)
        let clipped = try prepared(#"<clipPath id="c"><circle cx="50" cy="50" r="30"/></clipPath>"#
            + #"<g clip-path="url(#c)"><rect width="100" height="100"/><rect width="50" height="50" fill="red"/></g>"#)
        let none = try prepared(#"<rect width="100" height="100"/><rect width="50" height="50" fill="red"/>"#)
        #expect(cost(plain, side: 1024) > cost(none, side: 1024))
        #expect(cost(clipped, side: 1024) > cost(none, side: 1024))
        #expect(cost(none, side: 1024).bytes == 0)
        #expect(cost(clipped, side: 1024).bytes >= 5 * 1024 * 1024)
    }

    /// Each nested offscreen group holds a canvas-sized layer while its children are drawn:
    /// 60 nested translucent groups took 2.2 GB at 8192 px.
    @Test func nestedOffscreenGroupsCountTheirLayersInMemory() throws {
        let nested = try prepared(String(repeating: #"<g opacity="0.9"><rect width="2" height="2"/>"#, count: 60)
            + #"<rect width="100" height="100"/>"# + String(repeating: "</g>", count: 60))
        let big = cost(nested, side: 8192)
        #expect(big.bytes > 60 * 4 * 8192 * 512)
        #expect(big.exceeds(RenderCost.budget(width: 8192, height: 8192)))
        #expect(!cost(nested, side: 256).exceeds(RenderCost.budget(width: 256, height: 256)))
        let three = try prepared(String(repeating: #"<g opacity="0.9"><rect width="2" height="2"/>"#, count: 3)
            + #"<rect width="100" height="100"/>"# + String(repeating: "</g>", count: 3))
        #expect(cost(three, side: 1024).bytes == 3 * 4 * 1024 * 1024)
    }

    @Test func nestedMasksCountTheirContentCanvasesInMemory() throws {
        var body = "<defs>"
        // 25 levels of a mask holding a masked group: 50 levels of nesting.
        for i in 0..<25 { body += "<mask id=\"m\(i)\"><g mask=\"url(#m\(i + 1))\"><rect width=\"100\" height=\"100\" fill=\"white\"/></g></mask>" }
        body += #"<mask id="m25"><rect width="100" height="100" fill="white"/></mask></defs><rect width="100" height="100" mask="url(#m0)"/>"#
        let masks = try prepared(body)
        #expect(cost(masks, side: 1024).bytes > 25 * 4 * 1024 * 1024)
        #expect(cost(masks, side: 1536).exceeds(RenderCost.budget(width: 1536, height: 1536)))
        #expect(!cost(masks, side: 256).exceeds(RenderCost.budget(width: 256, height: 256)))
    }

    /// Dashes cost per dash, up to the drawing's dash budget, past which strokes are solid.
    @Test func dashesAreCountedUpToTheDrawingsBudget() throws {
        func circles(_ n: Int, dash: String) throws -> PreparedSymbol {
            try prepared((0..<n).map { #"<circle cx="50" cy="50" r="\#(20 + Double($0) * 0.01)" fill="none" stroke="black" stroke-dasharray="\#(dash)"/>"# }.joined())
        }
        let solid = cost(try circles(10, dash: "none"), side: 128)
        let few = cost(try circles(10, dash: "1 1"), side: 128)
        let many = cost(try circles(10, dash: "0.001 0.001"), side: 128)
        let more = cost(try circles(1_000, dash: "0.001 0.001"), side: 128)
        #expect(few > solid)
        #expect(many.seconds > solid.seconds + 0.05)
        // A thousand such circles cut no more dashes than the budget: the rest are solid.
        #expect(more.seconds < many.seconds * 10 + cost(try circles(1_000, dash: "none"), side: 128).seconds)
    }

    /// A gradient's colour table is filled again whenever another gradient was painted since:
    /// two gradients of 4,096 stops taking turns on a thousand shapes.
    @Test func gradientStopsAreCountedAndTablesRefilledWhenGradientsTakeTurns() throws {
        func stops(_ blue: String) -> String {
            (0..<4_096).map { "<stop offset=\"\(Double($0) / 4_095)\" stop-color=\"#\(String(format: "%02x", $0 % 256))00\(blue)\"/>" }.joined()
        }
        let defs = #"<defs><linearGradient id="a">\#(stops("00"))</linearGradient><linearGradient id="b">\#(stops("ff"))</linearGradient></defs>"#
        let same = try prepared(defs + String(repeating: #"<rect width="10" height="10" fill="url(#a)"/>"#, count: 1_000))
        let turns = try prepared(defs + String(repeating: #"<rect width="10" height="10" fill="url(#a)"/><rect width="10" height="10" fill="url(#b)"/>"#, count: 500))
        let plain = try prepared(String(repeating: #"<rect width="10" height="10" fill="red"/>"#, count: 1_000))
        #expect(cost(same, side: 128).seconds > cost(plain, side: 128).seconds + 1_000 * 4_096 * 5e-9)
        #expect(cost(turns, side: 128).seconds > 10 * cost(same, side: 128).seconds)
    }

    /// A layer that clears behind it is erased from the drawing once more, in an isolated layer.
    @Test func aClearBehindLayerCostsItsErasePass() throws {
        // Two layers, one per shape (a plain file would make the overlapping pair one layer).
        let loaded = try prepared(#"<rect width="100" height="100"/><circle cx="50" cy="50" r="30" fill="red"/>"#).symbol
        let layers = loaded.root.shapes.enumerated().map { Layer(id: "shape\($0.offset)", shapes: [$0.element]) }
        let p = PreparedSymbol(Symbol(name: "cost", viewBox: loaded.viewBox, layers: layers, isAnnotated: true))
        var symbol = p.symbol
        symbol.layers[1].clearsBehind = true
        let clearing = PreparedSymbol(symbol)
        #expect(cost(clearing, side: 1024).seconds > cost(p, side: 1024).seconds + 1024 * 1024 * 4e-9)
        #expect(cost(clearing, side: 1024).bytes == 4 * 1024 * 1024)
    }
}

import Foundation
import Testing
@testable import SVGLoader

/// `symbolview list --json`: an array of symbols, each with its name, view box, whether it was
/// read as annotated, and its layers with their annotations.
@Suite struct LayerListingJSONTests {
    static let svg = """
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" data-symbol="1" fill="none" stroke="currentColor">
          <path data-layer="arc" data-motion-group="arcs" data-rotate="clockwise" data-rotate-anchor="50 50" d="M10 50 A40 40 0 0 1 90 50"/>
          <path data-layer="head" data-draw="attach" data-attach-to="arc" data-hierarchy="secondary" d="M85 45 L90 50 L95 45"/>
        </svg>
        """

    @Test func theJSONHoldsNamesLayersAndAnnotations() throws {
        var symbol = try SVGLoader.load(data: Data(Self.svg.utf8), name: "arrow").symbol
        symbol.name = "arrow"
        let text = try LayerListing.json([LayerListing.entry(for: symbol)])
        let parsed = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]])
        #expect(parsed.count == 1)
        let entry = parsed[0]
        #expect(entry["name"] as? String == "arrow")
        #expect(entry["annotated"] as? Bool == true)
        #expect(entry["viewBox"] as? [Double] == [0, 0, 100, 100])
        let layers = try #require(entry["layers"] as? [[String: Any]])
        #expect(layers.map { $0["id"] as? String } == ["arc", "head"])
        for layer in layers {
            for key in ["draw", "direction", "start", "bidirectional", "hierarchy", "pulses", "variable", "shapes"] {
                #expect(layer[key] != nil, "\(key) is missing from \(layer)")
            }
        }
        #expect(layers[1]["draw"] as? String == "attach")
        #expect(layers[1]["attachedTo"] as? String == "arc")
        #expect(layers[1]["hierarchy"] as? String == "secondary")
        #expect(layers[0]["attachedTo"] == nil)
    }

    @Test func theEntryRoundTripsThroughJSON() throws {
        let symbol = SymbolCatalog.placeholder(named: "q")
        let entry = LayerListing.entry(for: symbol)
        let back = try JSONDecoder().decode([LayerListing.SymbolEntry].self, from: Data(try LayerListing.json([entry]).utf8))
        #expect(back == [entry])
        #expect(back[0].layers.map(\.draw) == ["stroke", "stroke", "appear"])
    }
}

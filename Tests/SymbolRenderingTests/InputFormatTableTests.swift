import Foundation
import Testing
import SymbolKit

/// Every input format (``SymbolDocument/Kind``) goes the whole way through the one door: it is
/// recognised, stands as a still, and plays as a timeline that says how it is switched and
/// coloured. A format added as a case fails here until it has an example the README can use
/// and the entries of the "Where do I add… an input format" list.
@Suite struct InputFormatTableTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    /// One example of each format under `assets/examples`, where the README's commands find them.
    static let examples: [SymbolDocument.Kind: String] = [
        .symbol: "assets/examples/my-icon.svg",
        .template: "assets/examples/my.symbol.svg",
        .pathAnimation: "assets/examples/stateful.gpa",
    ]

    @Test func everyFormatOpensStandsStillAndPlays() throws {
        for kind in SymbolDocument.Kind.allCases {
            let path = try #require(Self.examples[kind], "\(kind) has no example under assets/examples")
            let document = try SymbolDocument.open(contentsOf: Self.root.appendingPathComponent(path))
            #expect(document.kind == kind, "\(path)")
            #expect(!document.still().symbol.layers.isEmpty, "\(path)")
            let timeline = try document.timeline(SymbolDocument.TimelineOptions()).main
            #expect(timeline.symbol.layers.count == document.still().symbol.layers.count, "\(path)")
            // A format that plays its own states is switched by them and paints in its foreground;
            // the others take effects, and with none have no states to switch.
            #expect(timeline.paintsInForeground == kind.playsOwnStates, "\(path)")
            #expect(timeline.stateNames.isEmpty == !kind.playsOwnStates, "\(path)")
            if kind.playsOwnStates, let last = timeline.stateNames.last {
                let switched = try #require(timeline.switching(to: last, at: 0.5))
                #expect(switched.stateName(at: 1) == last)
            }
        }
    }
}

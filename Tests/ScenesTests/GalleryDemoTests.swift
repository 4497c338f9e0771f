import Testing
import SymbolEffects
@testable import Scenes

/// The gallery's one table of effects (``GalleryDemo``) agrees with the engine: a new effect is
/// not done until its row, its tile and its title say what the engine does with it.
@Suite struct GalleryDemoTests {
    @Test func everyEffectHasATileTitledWithItsSpelling() {
        for kind in SymbolEffect.Kind.allCases {
            let tile = EffectsGallery.tiles.first { $0.spec.effect.kind == kind }
            #expect(tile != nil, "\(kind) has no tile in EffectsGallery.tiles")
            guard let tile else { continue }
            // "variableColor" reads "Variable Color": the spelling's words, capitalised.
            #expect(tile.title.replacingOccurrences(of: " ", with: "").lowercased() == kind.rawValue.lowercased())
            #expect(tile.title.first?.isUppercase == true)
            #expect(tile.code(scope: nil).contains(SymbolEffectSpec(tile.spec.effect).description), "\(kind)")
        }
        #expect(GalleryTile("variableColor", on: "wifi", color: .teal).title == "Variable Color")
        #expect(GalleryTile("drawOff", on: "wind", color: .teal).title == "Draw Off")
    }

    @Test func eachRowsRhythmIsTheEnginesTiming() {
        for kind in SymbolEffect.Kind.allCases {
            let demo = GalleryDemo(kind)
            let timing = SymbolEffectSpec(SymbolEffect(kind: kind)).timing
            switch timing {
            case .discrete:
                // Played at every tick, as SwiftUI plays it when a value changes.
                #expect(demo.rhythm == .everyTick && demo.call == .value, "\(kind)")
            case .indefinite:
                // Runs while shown, or (Scale) while active.
                #expect(demo.rhythm == .always || demo.rhythm == .activeAfterTick, "\(kind)")
                #expect(demo.rhythm == .always ? demo.call == .always : demo.call != .always && demo.call != .value, "\(kind)")
            case .transition:
                #expect(demo.rhythm != .everyTick && demo.rhythm != .always, "\(kind)")
                #expect(demo.call != .value && demo.call != .always, "\(kind)")
            }
        }
    }
}

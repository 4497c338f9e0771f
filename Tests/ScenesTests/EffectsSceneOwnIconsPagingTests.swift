import Foundation
import SymbolEffects
import Testing
import Typography
@testable import Scenes

/// Many icons of your own in the viewer's scenes: the gallery pages as the grid scrolls, the
/// effect key takes every icon through every effect, and the loader's hero is your icon.
@Suite struct EffectsSceneOwnIconsPagingTests {
    static func state(icons: Int, scene: SceneKind = .effects, specs: [String] = []) throws -> ViewerState {
        var o = ViewerOptions()
        o.symbols = (0..<icons).map { .file("/tmp/own-icon-\($0).svg") }
        o.scene = scene
        o.gallerySpecs = try specs.map { try SymbolEffectSpec.parse($0) }
        return ViewerState(options: o)
    }

    @Test func manyIconsPageTwelveTilesAtATime() throws {
        var s = try Self.state(icons: 30)
        let all = s.galleryTiles
        #expect(all.count == 30 && s.galleryPageCount == 3)
        #expect(s.visibleGalleryTiles == Array(all[0..<12]))
        s.apply(.pageDown, at: 1)
        #expect(s.galleryPage == 1 && s.visibleGalleryTiles == Array(all[12..<24]))
        #expect(s.toast?.text == "Page 2 of 3")
        s.apply(.scrollToEnd, at: 2)
        #expect(s.visibleGalleryTiles == Array(all[24..<30]))
        // The last page's six tiles are laid out as a full page's, so they keep the tiles' size.
        #expect(s.galleryPageSlots == 12)
        s.apply(.scrollDown, at: 3)
        #expect(s.galleryPage == 2)
        s.apply(.scrollUp, at: 4)
        #expect(s.galleryPage == 1)
        s.apply(.scrollToTop, at: 5)
        #expect(s.galleryPage == 0)
        // Every icon is on some page.
        #expect(Set(all.map(\.source)).count == 30)
    }

    @Test func theCatalogsGalleryIsOnePageAndTheKeysStillScrollTheGrid() throws {
        var gallery = try Self.state(icons: 0)
        #expect(gallery.galleryPageCount == 1 && gallery.visibleGalleryTiles == EffectsGallery.tiles)
        gallery.apply(.pageDown, at: 1)
        #expect(gallery.galleryPage == 0 && gallery.toast == nil)
        // In the draw-on scene the same keys scroll the grid, not the gallery's pages.
        var grid = try Self.state(icons: 200, scene: .drawOn)
        grid.resize(width: 390, height: 844)
        grid.apply(.pageDown, at: 1)
        #expect(grid.galleryPage == 0 && grid.scrollOffset > 0)
    }

    @Test func theEffectKeyTakesEachIconThroughEveryEffect() throws {
        var s = try Self.state(icons: 3)
        let kinds = Set(EffectsGallery.ownIconEffects.map(\.spec.effect.kind))
        var seen: [SymbolSource: Set<SymbolEffect.Kind>] = [:]
        for press in 0..<EffectsGallery.ownIconEffects.count {
            for tile in s.galleryTiles { seen[tile.source, default: []].insert(tile.spec.effect.kind) }
            s.apply(.cycleEffect, at: Double(press))
        }
        #expect(seen.count == 3 && seen.values.allSatisfy { $0 == kinds })
        // The hero's effect is left alone there.
        #expect(s.effectChanges.isEmpty)
        // With the effects asked for, every icon already plays each: E cycles the hero as before.
        var asked = try Self.state(icons: 2, specs: ["bounce", "pulse"])
        let before = asked.galleryTiles
        asked.apply(.cycleEffect, at: 1)
        #expect(asked.galleryTiles == before && asked.effectChanges.count == 1)
    }

    @Test func theLoadersHeroIsYourFirstIcon() throws {
        let s = try Self.state(icons: 2, scene: .loader)
        #expect(s.heroSource == .file("/tmp/own-icon-0.svg"))
        #expect(try Self.state(icons: 0, scene: .loader).heroSource == .catalog("sparkles"))
        #expect(try ViewerExport(selecting: s, at: 1, pointer: nil).source == .file("/tmp/own-icon-0.svg"))
    }

    @Test(.enabled(if: fontsAreInstalled, "needs fontconfig fonts (apt-get install fonts-dejavu-core)"))
    func theComposedScenesDrawYourIcons() throws {
        let composer = SceneComposer(fonts: try FontBook.standard())
        func sources(_ state: ViewerState) -> [SymbolSource] {
            composer.compose(state, at: 1, width: 1280, height: 800, displayScale: 1).items.compactMap { item in
                if case .symbol(let cue) = item { return cue.source }
                return nil
            }
        }
        let loader = sources(try Self.state(icons: 3, scene: .loader))
        #expect(loader == ["0", "1", "2", "1", "2"].map { .file("/tmp/own-icon-\($0).svg") })
        #expect(sources(try Self.state(icons: 1, scene: .loader)) == Array(repeating: .file("/tmp/own-icon-0.svg"), count: 5))
        #expect(sources(try Self.state(icons: 0, scene: .loader)).first == .catalog("sparkles"))
        var gallery = try Self.state(icons: 30)
        #expect(sources(gallery) == gallery.visibleGalleryTiles.map(\.source))
        gallery.apply(.pageDown, at: 0.5)
        #expect(sources(gallery) == gallery.galleryTiles[12..<24].map(\.source))
    }
}

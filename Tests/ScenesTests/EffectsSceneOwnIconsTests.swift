import Foundation
import Raster
import Testing
import Typography
@testable import Scenes

/// Your own icons in the effects scene: `--svg` files take the gallery's tiles, each with the
/// effects asked for, or every effect once among them; `--effect` with `--svg` never falls back
/// to the catalog.
@Suite struct EffectsSceneOwnIconsTests {
    static let icons = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/icons")
    static let bell = icons.appendingPathComponent("stroke-bell.svg").path
    static let house = icons.appendingPathComponent("fill-house.svg").path

    @Test func theEffectsAskedForPlayOnEachIcon() throws {
        let options = try ViewerOptions.parse(["--effect", "bounce.up.byLayer", "--effect", "wiggle.left", "--svg", Self.bell, Self.house])
        let tiles = ViewerState(options: options).galleryTiles
        #expect(tiles.map(\.source) == [.file(Self.bell), .file(Self.bell), .file(Self.house), .file(Self.house)])
        #expect(tiles.map { $0.spec.description } == ["bounce.up.byLayer", "wiggle.left", "bounce.up.byLayer", "wiggle.left"])
        #expect(tiles.map { $0.code(scope: nil) }.first == ".symbolEffect(.bounce.up.byLayer, value: n)")
    }

    @Test func withoutEffectsYourIconsShowEveryEffectOnce() throws {
        let options = try ViewerOptions.parse(["--scene", "effects", "--svg", Self.bell, Self.house])
        let tiles = ViewerState(options: options).galleryTiles
        let kinds = Set(tiles.map(\.spec.effect.kind))
        // Every effect of the default gallery but the replace, which needs a second symbol.
        #expect(kinds == Set(EffectsGallery.tiles.map(\.spec.effect.kind).filter { $0 != .replace }))
        #expect(tiles.allSatisfy { $0.source == .file(Self.bell) || $0.source == .file(Self.house) })
        #expect(Set(tiles.map(\.source)).count == 2)
        // Without files, the catalog's gallery as before.
        #expect(ViewerState(options: try ViewerOptions.parse(["--scene", "effects"])).galleryTiles == EffectsGallery.tiles)
    }

    @Test(.enabled(if: fontsAreInstalled, "needs fontconfig fonts (apt-get install fonts-dejavu-core)"))
    func theComposedSceneDrawsYourIconsNotTheCatalogs() throws {
        let fonts = try FontBook.standard()
        let options = try ViewerOptions.parse(["--effect", "bounce", "--svg", Self.bell])
        let state = ViewerState(options: options)
        let frame = SceneComposer(fonts: fonts).compose(state, at: 1, width: 1040, height: 600, displayScale: 1)
        let sources: [SymbolSource] = frame.items.compactMap { item in
            if case .symbol(let cue) = item { return cue.source }
            return nil
        }
        #expect(sources == [.file(Self.bell)])
    }
}

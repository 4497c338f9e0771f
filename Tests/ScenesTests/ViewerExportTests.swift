import Foundation
import Geometry
import Raster
import SVGLoader
import SymbolExport
import SymbolEffects
import SymbolModel
import SymbolRendering
import Testing
@testable import Scenes

/// What the viewer's `X` exports in each scene: the selection and its effect follow the keys.
@Suite struct ViewerExportTests {
    func state(_ arguments: [String] = [], width: Double = 320, height: Double = 240) throws -> ViewerState {
        var options = try ViewerOptions.parse(arguments)
        options.width = width
        options.height = height
        return ViewerState(options: options)
    }

    @Test func theDrawOnGridExportsItsDrawWithTheScopeAndFollowsTheDrawState() throws {
        var s = try state(["--symbols", "sun.max,bell,wifi"])
        var export = try ViewerExport(selecting: s, at: 0.5, pointer: nil)
        #expect(export.source == .catalog("sun.max"))
        #expect(export.effect == "drawOn.byLayer")
        #expect(export.weight == .medium && export.scale == .large && export.rendering == .monochrome)
        #expect(!export.reduceMotion)
        s.apply(.cycleScope, at: 0.6)
        #expect(try ViewerExport(selecting: s, at: 0.7, pointer: nil).effect == "drawOn.wholeSymbol")
        // The timer undraws the grid at 1.8 s: then the draw shown is Draw Off.
        export = try ViewerExport(selecting: s, at: 2.0, pointer: nil)
        #expect(export.effect == "drawOff.wholeSymbol")
        #expect(export.title == "sun.max-drawOff.wholeSymbol")
    }

    @Test func theWeightModeAppearanceAndReduceMotionKeysReachTheExport() throws {
        var s = try state(["--symbols", "sun.max"])
        s.apply(.cycleWeight, at: 0.1)
        s.apply(.cycleRenderingMode, at: 0.2)
        s.apply(.cycleRenderingMode, at: 0.3)
        s.apply(.toggleAppearance, at: 0.4)
        s.apply(.toggleReduceMotion, at: 0.5)
        s.apply(.toggleGradient, at: 0.6)
        let export = try ViewerExport(selecting: s, at: 0.7, pointer: nil)
        #expect(export.weight == SymbolWeight.allCases.first)
        #expect(export.rendering == .hierarchical)
        // Dark: the label colour is white.
        #expect(export.tint == SystemColor.label.resolved(.dark))
        #expect(export.tint != SystemColor.label.resolved(.light))
        #expect(export.reduceMotion && export.gradient)
    }

    @Test func theGridSymbolUnderThePointerIsTheOneExported() throws {
        let names = ["sun.max", "bell", "wifi", "heart.fill", "wind", "fan.fill"]
        let s = try state(["--symbols", names.joined(separator: ",")])
        let w = 320.0, h = 240.0
        let zoom = DrawOnGridLayout.zoom(count: names.count, width: w, height: h)
        let cells = DrawOnGridLayout.cells(count: names.count, width: w / zoom, height: h / zoom)
        for k in [1, 4] {
            let export = try ViewerExport(selecting: s, at: 0.5, pointer: cells[k].center * zoom)
            #expect(export.source == .catalog(names[k]))
        }
        // Between cells or outside the window: the first in view.
        #expect(try ViewerExport(selecting: s, at: 0.5, pointer: Point(-50, -50)).source == .catalog(names[0]))
    }

    @Test func afterAScrollTheFirstSymbolInViewIsExported() throws {
        var s = try state(["--symbols", Array(repeating: "wind", count: 59).joined(separator: ",") + ",bell"])
        #expect(try ViewerExport(selecting: s, at: 0.5, pointer: nil).source == .catalog("wind"))
        s.apply(.scrollToEnd, at: 0.5)
        let index = ViewerExport.gridSelection(s, pointer: nil)
        #expect(index != nil && index! > 0)
    }

    @Test func theLoaderSceneExportsTheHeroWithTheEffectEPicks() throws {
        var s = try state(["--scene", "loader"])
        var export = try ViewerExport(selecting: s, at: 0.5, pointer: nil)
        #expect(export.source == .catalog("sparkles"))
        #expect(export.effect == s.heroEffect.rawValue)
        s.apply(.cycleEffect, at: 1)
        export = try ViewerExport(selecting: s, at: 1.5, pointer: nil)
        #expect(export.effect == s.heroEffect.rawValue)
        #expect(try SymbolEffectSpec.parseList(export.effect).count == (s.heroEffect == .both ? 2 : 1))
        #expect(export.rendering == .hierarchical && export.tint == SystemColor.purple.resolved(s.appearance))
    }

    @Test func theGalleryExportsTheTileUnderThePointerWithItsScopeAndBothSymbolsOfAReplace() throws {
        var s = try state(["--scene", "effects"], width: 800, height: 600)
        let tiles = EffectsGallery.tiles
        let layout = EffectsGalleryLayout(count: tiles.count, width: 800, height: 600)
        let replace = try #require(tiles.firstIndex { $0.replacement != nil })
        var export = try ViewerExport(selecting: s, at: 0.5, pointer: layout.tiles[replace].center)
        #expect(export.source == .catalog(tiles[replace].symbol))
        #expect(export.replacement == tiles[replace].replacement.map { .catalog($0) })
        #expect(export.effect == tiles[replace].spec.description)
        export = try ViewerExport(selecting: s, at: 0.5, pointer: nil)
        #expect(export.source == .catalog(tiles[0].symbol))
        s.apply(.cycleScope, at: 1)
        s.apply(.cycleScope, at: 1.1)
        export = try ViewerExport(selecting: s, at: 1.2, pointer: nil)
        #expect(export.effect.hasSuffix(".wholeSymbol"))
        #expect(export.tint == tiles[0].color.resolved(s.appearance))
    }

    static let viewRefresh = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../Fixtures/gpa/view-refresh.gpa").standardizedFileURL.path

    @Test func aGPAIconExportsItsLastStateSwitchAsTheGridShowsIt() throws {
        let source = SymbolSource.file(Self.viewRefresh)
        var s = try state([Self.viewRefresh])
        #expect(s.pathAnimations.contains(source))
        s.apply(ViewerKey(character: "2")!, at: 0.2)
        s.apply(.toggleReduceMotion, at: 0.3)
        s.apply(.toggleAppearance, at: 0.35)
        let export = try ViewerExport(selecting: s, at: 0.4, pointer: nil)
        #expect(export.source == source && export.stateSwitches == [2])
        #expect(export.reduceMotion && export.weight == .medium && export.scale == .large)
        #expect(export.rendering == .monochrome && export.tint == SystemColor.label.resolved(.dark))
        #expect(export.title == "view-refresh-states")
        // A switch after the moment is not the one shown.
        s.apply(ViewerKey(character: "0")!, at: 0.5)
        #expect(try ViewerExport(selecting: s, at: 0.45, pointer: nil).stateSwitches == [2])
        #expect(try ViewerExport(selecting: s, at: 0.6, pointer: nil).stateSwitches == [2, 0])

        // The files are the command's: `export view-refresh.gpa --from-state 0 --state 2` in the label colour.
        let files = try export.write()
        let icon = try #require({ () -> GPAIcon? in
            if case .pathAnimation(let gpa) = try SymbolDocument.open(contentsOf: URL(fileURLWithPath: Self.viewRefresh)) { return gpa.icon }
            return nil
        }())
        let timeline = GPATimeline(player: GPAPlayer(icon), from: 0, to: 2,
                                   options: GPAPlayOptions(reduceMotion: true, weight: GPAPlayer.cssWeight(.medium)))
        let scene = ExportScene.placed(timeline, width: ViewerExport.size, height: ViewerExport.size, weight: .medium,
                                       scale: export.scale, mode: .monochrome, tint: Color(export.tint), name: "view-refresh")
        #expect(files.lottie == (try VectorExport.write(scene, as: .lottie)).data)
        #expect(files.svg == (try VectorExport.write(scene, as: .svg)).data)
        let svg = String(decoding: files.svg, as: UTF8.self)
        #expect(svg.contains("<svg") && !svg.contains("<script"))
        // Before any switch: the draw-in to the state it shows, which is not the switch to 2.
        let before = try ViewerExport(selecting: try state([Self.viewRefresh]), at: 0.1, pointer: nil)
        #expect(before.stateSwitches == [])
        #expect(try before.write().lottie != (try ViewerExport(selecting: s, at: 0.45, pointer: nil).write().lottie))
    }

    @Test func theSwitchExportedIsTheLastThatChangedTheState() {
        let own = ViewerState.iconsOwnState, unset = GPAState.unset
        #expect(ViewerExport.pathAnimationSwitch(initial: 0, switches: [2]) == (0, 2))
        #expect(ViewerExport.pathAnimationSwitch(initial: 0, switches: [2, 5, 5]) == (2, 5))
        // Space out and back in to the icon's own state.
        #expect(ViewerExport.pathAnimationSwitch(initial: 1, switches: [unset]) == (1, unset))
        #expect(ViewerExport.pathAnimationSwitch(initial: 1, switches: [unset, own]) == (unset, 1))
        // A switch to the state already shown is no switch.
        #expect(ViewerExport.pathAnimationSwitch(initial: 3, switches: [own, 3]) == (unset, 3))
        // None yet: the draw-in; an icon that starts unset draws in to state 0, as Space draws it.
        #expect(ViewerExport.pathAnimationSwitch(initial: 3, switches: []) == (unset, 3))
        #expect(ViewerExport.pathAnimationSwitch(initial: unset, switches: []) == (unset, 0))
        #expect(ViewerExport.pathAnimationSwitch(initial: unset, switches: [unset, own]) == (unset, 0))
    }

    @Test func aGPAIconInGradientColourSaysTheGradientIsNotExported() throws {
        var s = try state(["--symbols", "sun.max"])
        s.symbols = [.file("/tmp/bell.gpa")]
        s.pathAnimations = [.file("/tmp/bell.gpa")]
        s.apply(.toggleGradient, at: 0.2)
        #expect(throws: ViewerExportError.self) { try ViewerExport(selecting: s, at: 0.5, pointer: nil) }
        do {
            _ = try ViewerExport(selecting: s, at: 0.5, pointer: nil)
        } catch {
            #expect("\(error)".contains("Gradient") && "\(error)".contains("bell.gpa") && "\(error)".contains("(G)"))
        }
    }

    @Test func theFilesAreTheLottieAndTheSVGWithItsReduceMotionForm() throws {
        let export = ViewerExport(source: .catalog("bell"), effect: "bounce", weight: .bold, scale: .medium,
                                  tint: RGBA(0.8, 0.2, 0.2, 1), rendering: .monochrome, reduceMotion: false)
        let files = try export.write()
        let json = try #require(try JSONSerialization.jsonObject(with: files.lottie) as? [String: Any])
        #expect(json["w"] as? Int == ViewerExport.size && json["layers"] != nil)
        let svg = String(decoding: files.svg, as: UTF8.self)
        #expect(svg.contains("@keyframes") && svg.contains("prefers-reduced-motion") && !svg.contains("<script"))
        // A replace carries both symbols.
        let replace = ViewerExport(source: .catalog("play.fill"), replacement: .catalog("pause.fill"), effect: "replace.downUp",
                                   weight: .regular, scale: .medium, tint: RGBA(0, 0, 0, 1), rendering: .monochrome, reduceMotion: false)
        let both = try replace.write()
        let single = try ViewerExport(source: .catalog("play.fill"), effect: "bounce", weight: .regular, scale: .medium,
                                      tint: RGBA(0, 0, 0, 1), rendering: .monochrome, reduceMotion: false).write()
        #expect(both.lottie.count > single.lottie.count)
    }

    @Test func aFileThatDoesNotLoadIsAnErrorNotACrash() throws {
        let export = ViewerExport(source: .file("/nonexistent/icon.svg"), effect: "drawOn", weight: .regular, scale: .medium,
                                  tint: RGBA(0, 0, 0, 1), rendering: .monochrome, reduceMotion: false)
        #expect(throws: (any Error).self) { try export.write() }
    }
}

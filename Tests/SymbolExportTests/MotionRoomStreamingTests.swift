import Foundation
import Geometry
import SVGLoader
import SymbolEffects
import SymbolModel
import SymbolRendering
import Testing

/// The motion room measured one pose at a time (``MotionRoom/init(_:times:clipsToBox:pose:)``,
/// and ``MotionRoom/init(timeline:)`` through it) is the room of all the poses held at once,
/// which `render` measured before: the same extent, to the bit.
@Suite struct MotionRoomStreamingTests {
    static let gpaFixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/gpa")

    @Test(arguments: ["bell", "sun.max", "wifi", "sparkles"])
    func aRoomMeasuredPoseByPoseIsTheRoomOfAllThePoses(_ name: String) throws {
        let symbol = try SymbolCatalog().symbol(named: name)
        let animator = SymbolAnimator(symbol: symbol)
        for spec in ["bounce.up.byLayer", "wiggle.left", "rotate", "breathe", "drawOn"] {
            let animation = try SymbolEffectSpec.parseList(spec).reduce(SymbolAnimation()) { $1.bind(to: $0, drive: .at(0)) }
            let times = MotionRoom.times(through: 0, minimum: 2)
            let held = MotionRoom(symbol, poses: times.map { animator.state(of: animation, at: $0) })
            let streamed = MotionRoom(symbol, times: times) { animator.state(of: animation, at: $0) }
            #expect(held.extent == streamed.extent, "\(name) \(spec)")
            #expect(held.box == streamed.box)
        }
        // No times: the drawing at rest, as no poses.
        #expect(MotionRoom(symbol, times: []) { _ in fatalError("no pose is asked for") }.extent == MotionRoom(symbol, poses: []).extent)
    }

    @Test(arguments: ["view-refresh.gpa", "user-trash-opening.gpa", "stateful.gpa", "spinner.gpa"])
    func aGTKIconsRoomMeasuredPoseByPoseIsTheRoomOfAllItsPoses(_ file: String) throws {
        let icon = try GPALoader.load(contentsOf: Self.gpaFixtures.appendingPathComponent(file)).icon
        let player = GPAPlayer(icon)
        let play = GPAPlayOptions(reduceMotion: false, weight: GPAPlayer.cssWeight(.regular))
        let symbol = player.symbol(options: play)
        for to in [-1, 0, 1, 2] {
            let timeline = GPATimeline(player: player, from: icon.initialState, to: to, options: play)
            let times = MotionRoom.times(through: timeline.span.coveredBy)
            let held = MotionRoom(symbol, poses: times.map { timeline.state(at: $0) }, clipsToBox: false)
            let streamed = MotionRoom(timeline: timeline)
            #expect(held.extent == streamed.extent, "\(file) to state \(to)")
        }
    }
}

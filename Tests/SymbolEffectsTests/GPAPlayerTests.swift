import Foundation
import Geometry
import SVGLoader
import SymbolModel
import Testing
@testable import SymbolEffects

/// Playing GTK's demo icons: transitions between states, loops, attachments and SMIL, as pure
/// functions of the state history and the time.
struct GPAPlayerTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/gpa")

    static func player(_ name: String) throws -> GPAPlayer {
        GPAPlayer(try GPALoader.load(contentsOf: fixtures.appendingPathComponent(name + ".gpa")).icon)
    }

    /// The icon switched from `from` to `to` at time 0.
    static func history(_ from: Int, _ to: Int) -> GPAStateHistory {
        var h = GPAStateHistory(initial: from)
        h.set(to, at: 0)
        return h
    }

    static func coverage(_ pose: GPAPlayer.PathPose) -> Double {
        pose.pieces.reduce(0) { $0 + ($1.0 <= $1.1 ? $1.1 - $1.0 : 1 - $1.0 + $1.1) }
    }

    /// checked.gpa, unset → 0 at 0: its one path (animate 0.4 s) sets GTK's icon-wide delay to
    /// 0.4 s, so it draws in from 0.4 to 0.8 s.
    @Test func drawInFromUnsetGrowsMonotonicallyToTheWholePath() throws {
        let player = try Self.player("checked")
        let history = Self.history(GPAState.unset, 0)
        #expect(!player.pose(history: history, at: 0)[0].isDrawn)
        #expect(!player.pose(history: history, at: 0.4)[0].isDrawn)
        var last = 0.0
        for i in 1...20 {
            let pose = player.pose(history: history, at: 0.4 + 0.4 * Double(i) / 20)[0]
            let c = Self.coverage(pose)
            #expect(c >= last - 1e-12)
            last = c
        }
        #expect(player.pose(history: history, at: 0.8)[0].isWhole)
        // Half way in time, an eased draw is neither empty nor whole.
        let middle = Self.coverage(player.pose(history: history, at: 0.6)[0])
        #expect(middle > 0.3 && middle < 0.99)
    }

    @Test func drawOutToUnsetEndsWithNothing() throws {
        let player = try Self.player("checked")
        let history = Self.history(0, GPAState.unset)
        #expect(player.pose(history: history, at: 0)[0].isWhole)
        #expect(Self.coverage(player.pose(history: history, at: 0.2)[0]) < 1)
        #expect(!player.pose(history: history, at: 0.5)[0].isDrawn)
    }

    /// stateful.gpa, plus → check: the check's 0.6 s transition makes GTK's icon-wide delay
    /// 0.6 s, so the plus draws out towards its end (origin 1) from 0.4 to 0.6 s, the circle (in
    /// both states) stays, and the check draws in from 0.6 to 1.2 s.
    @Test func outgoingPathsFinishBeforeIncomingOnesStart() throws {
        let player = try Self.player("stateful")
        let history = Self.history(0, 1)
        #expect(player.pose(history: history, at: 0.35)[1].isWhole)
        let early = player.pose(history: history, at: 0.5)
        #expect(early[0].isWhole && early[0].opacity == 1)
        #expect(early[1].isDrawn && !early[1].isWhole)
        #expect(early[1].pieces.allSatisfy { $0.1 >= 0.999 }, "draws out towards its origin at the end")
        #expect(!early[2].isDrawn)
        let later = player.pose(history: history, at: 0.9)
        #expect(!later[1].isDrawn)
        #expect(later[2].isDrawn && !later[2].isWhole)
        let done = player.pose(history: history, at: 1.21)
        #expect(done[2].isWhole && !done[1].isDrawn && done[0].isWhole)
    }

    /// stateful.gpa, check → empty: the circle fades out after its 0.2 s delay… but it leaves
    /// with the check, whose 0.6 s transition makes the outgoing phase 0.6 s, so the circle's
    /// fade (0.2 s long, delayed 0.2 s) runs from 0.2 to 0.4 s before the phase ends.
    @Test func delayedFadeIsPlacedBeforeTheEndOfTheOutgoingPhase() throws {
        let player = try Self.player("stateful")
        let history = Self.history(1, 2)
        #expect(player.pose(history: history, at: 0.15)[0].opacity == 1)
        let fading = player.pose(history: history, at: 0.3)[0]
        #expect(fading.isWhole && fading.opacity > 0.05 && fading.opacity < 0.95)
        #expect(!player.pose(history: history, at: 0.45)[0].isDrawn)
    }

    @Test func reduceMotionTurnsDrawsIntoFadesAndStopsLoops() throws {
        let checked = try Self.player("checked")
        let options = GPAPlayOptions(reduceMotion: true)
        let pose = checked.pose(history: Self.history(GPAState.unset, 0), at: 0.6, options: options)[0]
        #expect(pose.isWhole && pose.opacity > 0 && pose.opacity < 1)
        let refresh = try Self.player("view-refresh")
        let still = GPAStateHistory(initial: 2)
        let a = refresh.pose(history: still, at: 0.13, options: options)[0]
        let b = refresh.pose(history: still, at: 0.51, options: options)[0]
        #expect(a.isWhole && b.isWhole)
        #expect(!refresh.pose(history: still, at: 0.13)[0].isWhole)
    }

    /// view-refresh.gpa in state 2: the arrowhead (origin 0.5, its tip) rides the head of the
    /// ring's moving segment, turned along the ring.
    @Test func attachedPathRidesItsHostsHead() throws {
        let player = try Self.player("view-refresh")
        let history = GPAStateHistory(initial: 2)
        let icon = player.icon
        let arrow = icon.paths[1]
        let ring = PathMeasure(icon.paths[0].path, tolerance: 0.001)
        let tip = PathMeasure(arrow.path, tolerance: 0.001).position(at: PathMeasure(arrow.path).length * 0.5).point
        var placed: [Point] = []
        for t in [0.1, 0.3, 0.55] {
            let poses = player.pose(history: history, at: t)
            let head = try #require(poses[0].pieces.last).1
            let host = ring.position(at: head * ring.length)
            let moved = poses[1].transform.apply(tip)
            #expect(moved.distance(to: host.point) < 1e-6, "at \(t): \(moved) vs \(host.point)")
            // Turned by the ring's direction there: the arrow's x axis follows the tangent.
            let axis = poses[1].transform.applyToVector(Point(1, 0))
            #expect(axis.distance(to: host.tangent) < 1e-6)
            // The ring stays on its circle.
            #expect(abs(moved.distance(to: Point(32, 32)) - 27) < 0.01)
            placed.append(moved)
        }
        #expect(placed[0].distance(to: placed[1]) > 5 && placed[1].distance(to: placed[2]) > 5)
    }

    @Test func segmentLoopWrapsAroundTheRing() throws {
        let player = try Self.player("animated")
        let history = GPAStateHistory(initial: 0)
        let pose = player.pose(history: history, at: 0.9)[1]
        let piece = try #require(pose.pieces.first)
        #expect(abs(piece.0 - 0.9) < 1e-9 && abs(piece.1 - 0.1) < 1e-9)
        #expect(abs(Self.coverage(pose) - 0.2) < 1e-9)
        // The symbol holds each path in a layer of its own, the segment in the accent colour and
        // drawn in pieces; the pose carries the wrapped piece.
        let symbol = player.symbol()
        #expect(symbol.layers.map(\.shapes.count) == [1, 1])
        let ring = symbol.layers[0].shapes[0], segment = symbol.layers[1].shapes[0]
        #expect(segment.style.stroke == .color(GPAPalette.standard.accent))
        #expect(ring.style.stroke == .tint && abs(ring.style.strokeOpacity - 0.173333) < 1e-9)
        #expect(symbol.layers[1].drawsInPieces)
        let state = player.state(history: history, at: 0.9)
        #expect(state.layers[1].pieces == [OutlinePiece(start: piece.0, end: piece.1)])
        #expect(state.layers[0].pieces == nil && state.layers[0].opacity == 1)
    }

    @Test(arguments: GPALoop.Direction.allCases)
    func loopPiecesStayWithinTheWindow(direction: GPALoop.Direction) {
        let loop = GPALoop(isAutomatic: true, direction: direction, duration: 1, segment: 0.3, easing: .easeInOut)
        for i in 0...200 {
            let cycles = Double(i) * 0.037
            for (a, b) in loop.pieces(cycles: cycles, window: 0.2, 0.9, origin: 0.4) {
                #expect(a >= 0.2 - 1e-12 && a <= 0.9 + 1e-12 && b >= 0.2 - 1e-12 && b <= 0.9 + 1e-12)
                if direction != .segment { #expect(a <= b + 1e-12) }
            }
        }
    }

    @Test func finiteLoopsRestAtTheEndOfTheirLastCycle() {
        let loop = GPALoop(isAutomatic: true, direction: .normal, duration: 0.5, repeatCount: 2)
        let end = loop.pieces(cycles: 10, window: 0, 1, origin: 0)
        #expect(end.count == 1 && end[0].0 == 0 && end[0].1 == 1)
        let mid = loop.pieces(cycles: 1.5, window: 0, 1, origin: 0)
        #expect(abs(mid[0].1 - 0.5) < 1e-12)
    }

    /// user-trash-opening.gpa: entering state 1 turns the lid by -45° around (1, 3) in 0.2 s and
    /// holds it; leaving state 1 turns it back.
    @Test func stateKeyedAnimateTransformOpensAndClosesTheLid() throws {
        let player = try Self.player("user-trash-opening")
        var history = GPAStateHistory(initial: 0)
        history.set(1, at: 1)
        history.set(0, at: 3)
        let hinge = Point(1, 3 + 8)       // (1, 3) in the lid's group, moved down 8 by the outer group
        let corner = Point(15, 4)         // the lid's far end, in its own space
        func lidAngle(at t: Double) -> Double {
            let moved = player.pose(history: history, at: t)[0].transform.apply(corner)
            return atan2(moved.y - hinge.y, moved.x - hinge.x) * 180 / .pi - atan2(1, 14) * 180 / .pi
        }
        #expect(abs(lidAngle(at: 0.5)) < 1e-9)
        #expect(abs(lidAngle(at: 1.1) + 22.5) < 1e-6)
        #expect(abs(lidAngle(at: 2) + 45) < 1e-6)
        #expect(abs(lidAngle(at: 3.05) + 33.75) < 1e-6)
        #expect(abs(lidAngle(at: 4)) < 1e-6)
        // The body does not move.
        #expect(player.pose(history: history, at: 2)[2].transform == .translation(0, 8))
        // Under Reduce Motion the lid jumps to its held position.
        let reduced = player.pose(history: history, at: 1.05, options: GPAPlayOptions(reduceMotion: true))[0]
        let moved = reduced.transform.apply(corner)
        #expect(abs(atan2(moved.y - hinge.y, moved.x - hinge.x) * 180 / .pi - atan2(1, 14) * 180 / .pi + 45) < 1e-6)
    }

    @Test func posesArePureFunctionsOfHistoryAndTime() throws {
        let player = try Self.player("bell")
        var history = GPAStateHistory(initial: 0)
        history.set(1, at: 0.3)
        for t in stride(from: 0.0, through: 1.2, by: 0.07) {
            let a = player.pose(history: history, at: t), b = player.pose(history: history, at: t)
            #expect(a.map(\.transform) == b.map(\.transform))
            #expect(a.map(\.opacity) == b.map(\.opacity))
        }
        // The bell in state 1 swings: its body's transform changes over the 0.2 s loop.
        let swing = (0..<10).map { player.pose(history: history, at: 0.9 + 0.02 * Double($0))[3].transform }
        #expect(Set(swing.map { "\($0)" }).count > 3)
    }

    /// 5,000 paths each riding the middle of the one before: placed in one pass without
    /// recursion, each start point on its host's midpoint.
    @Test func longAttachmentChainsArePlacedHostsFirst() {
        var paths: [GPAPath] = []
        for i in 0..<5_000 {
            var path = Path()
            path.move(to: Point(0, 0))
            path.line(to: Point(2, 0))
            paths.append(GPAPath(id: "p\(i)", path: path,
                                 attachment: i == 0 ? nil : GPAAttachment(host: i - 1, position: 0.5),
                                 stroke: GPAStroke(paint: .symbolic(.foreground))))
        }
        let player = GPAPlayer(GPAIcon(name: "chain", viewBox: Rect(x: 0, y: 0, width: 10, height: 10), paths: paths))
        let poses = player.pose(history: GPAStateHistory(initial: 0), at: 0)
        for i in [1, 2, 17, 4_999] {
            let start = poses[i].transform.apply(Point(0, 0))
            let hostMiddle = poses[i - 1].transform.apply(Point(1, 0))
            #expect(start.distance(to: hostMiddle) < 1e-9)
        }
        #expect(poses[4_999].transform.apply(Point(0, 0)).distance(to: Point(4_999, 0)) < 1e-6)
    }

    /// Durations far below a frame (1e-300 s) give finite poses, never NaN.
    @Test func vanishingDurationsGiveFinitePoses() throws {
        let text = """
            <svg width='16' height='16' xmlns:gpa='https://www.gtk.org/grappa'>
              <g><animateTransform attributeName='transform' type='rotate' dur='1e-300s' from='0' to='90' repeatCount='indefinite'/>
              <path d='M 1 1 L 9 9' gpa:states='1' gpa:transition-type='animate' gpa:transition-duration='1e-300s'
                    gpa:animation-type='automatic' gpa:animation-duration='1e-300s' gpa:stroke='foreground'/></g>
            </svg>
            """
        let player = GPAPlayer(try GPALoader.load(data: Data(text.utf8), name: "tiny.gpa").icon)
        for t in [0.0, 1e-301, 0.5, 3] {
            let pose = player.pose(history: Self.history(0, 1), at: t)[0]
            #expect(pose.transform.apply(Point(1, 1)).isFinite)
            #expect(pose.pieces.allSatisfy { $0.0.isFinite && $0.1.isFinite })
            #expect(pose.opacity.isFinite)
        }
    }

    @Test func stateHistoryKeepsSwitchesInOrderAndIgnoresRepeats() {
        var h = GPAStateHistory(initial: 0)
        h.set(2, at: 3)
        h.set(1, at: 1)
        h.set(1, at: 2)
        #expect(h.switches.map(\.time) == [1, 2, 3])
        #expect(h.state(at: 0.5) == 0 && h.state(at: 2.5) == 1 && h.state(at: 3) == 2)
        #expect(h.lastChange(at: 2.5) == 0)
        h.set(5, at: .nan)
        #expect(h.switches.count == 3)
    }

    /// The player measures only paths that carry another or ride one; the symbol marks the paths
    /// drawn in part (an animate transition, a loop), which the renderer measures. A fade and a
    /// static path are neither.
    @Test func onlyRidersHostsAndPathsDrawnInPartAreMeasured() throws {
        let text = """
            <svg width='16' height='16' xmlns:gpa='https://www.gtk.org/grappa' gpa:version='1'>
            <path d='M 0 0 L 9 9' gpa:stroke='foreground'/>
            <path d='M 0 0 L 9 9' gpa:stroke='foreground' gpa:transition-type='fade'/>
            <path d='M 0 0 L 9 9' gpa:stroke='foreground' gpa:transition-type='animate'/>
            <path d='M 0 0 L 9 9' gpa:stroke='foreground' gpa:animation-type='automatic'/>
            <path id='host' d='M 0 0 L 9 9' gpa:stroke='foreground'/>
            <circle r='1' gpa:fill='foreground' gpa:attach-to='host'/>
            </svg>
            """
        let icon = try GPALoader.load(data: Data(text.utf8), name: "m.gpa").icon
        let player = GPAPlayer(icon)
        #expect(player.measuredPathCount == 2)
        #expect(player.symbol().layers.map(\.drawsInPieces) == [false, false, true, true, false, false])
        // The unmeasured paths still draw whole.
        let poses = player.pose(history: GPAStateHistory(initial: 0), at: 0)
        #expect(poses[0].isWhole && poses[1].isWhole)
    }

    /// Under Reduce Motion a frozen animation holds its end value, also when it repeats forever.
    @Test func reduceMotionHoldsTheEndValueOfAFrozenEndlessAnimation() {
        let spin = GPAAnimationElement(target: .group(0), attribute: .transform(.rotate), begins: [.time(0)], duration: 1,
                                       values: [[0], [90]], repeatCount: .infinity, freezes: true)
        #expect(GPASMILTimeline.value(of: spin, elapsed: 0.25, reduceMotion: true) == [90])
        var twice = spin
        twice.repeatCount = 2
        #expect(GPASMILTimeline.value(of: twice, elapsed: 0.25, reduceMotion: true) == [90])
        var loose = spin
        loose.freezes = false
        #expect(GPASMILTimeline.value(of: loose, elapsed: 0.25, reduceMotion: true) == nil)
        #expect(GPASMILTimeline.value(of: spin, elapsed: 0.25, reduceMotion: false) == [22.5])
    }
}


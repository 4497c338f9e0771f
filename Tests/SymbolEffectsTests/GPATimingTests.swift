import Foundation
import Geometry
import SVGLoader
import SymbolModel
import Testing
@testable import SymbolEffects

/// State changes timed as GTK 4.22's player times them, on hand-written icons in the style of
/// GTK's icon-editor demos (`Tests/Fixtures/gpa`). Each test writes out the timeline GTK's rules
/// give: one icon-wide delay `D` (the longest `duration + delay` of any path's transition) after
/// a switch at `T`, leaving paths end their transitions `delay` before `T + D` and hide then,
/// entering paths show at `T + D` and start theirs `delay` after it, loops begin on entering
/// their path's states and run on across changes among them.
struct GPATimingTests {
    static func player(_ name: String) throws -> GPAPlayer { try GPAPlayerTests.player(name) }

    static func history(_ initial: Int, _ switches: [(Double, Int)]) -> GPAStateHistory {
        var h = GPAStateHistory(initial: initial)
        for (time, state) in switches { h.set(state, at: time) }
        return h
    }

    static func coverage(_ pose: GPAPlayer.PathPose) -> Double { GPAPlayerTests.coverage(pose) }

    static func samePieces(_ a: [(Double, Double)], _ b: [(Double, Double)]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { abs($0.0 - $1.0) < 1e-12 && abs($0.1 - $1.1) < 1e-12 }
    }

    /// The loop of path `i`, `elapsed` seconds after it began, over the whole path.
    static func loopPieces(_ player: GPAPlayer, _ i: Int, elapsed: Double) -> [(Double, Double)] {
        let path = player.icon.paths[i]
        return path.animation.pieces(cycles: elapsed / path.animation.duration, window: 0, 1, origin: path.origin)
    }

    @Test func theIconWideDelayIsTheLongestTransitionOfAnyPath() throws {
        #expect(try Self.player("spinner").stateChangeDelay == 0.4)
        #expect(abs(try Self.player("wave").stateChangeDelay - 0.4) < 1e-12)
        #expect(abs(try Self.player("stateful").stateChangeDelay - 0.6) < 1e-12)
        #expect(try Self.player("view-refresh").stateChangeDelay == 0)
        #expect(abs(try Self.player("bell").stateChangeDelay - 0.2) < 1e-12)
    }

    /// spinner.gpa: the ring is in every state, so it loops from time 0 through idle → busy →
    /// done → idle exactly as if nothing happened. The dash (busy only, animate 0.4 s, D = 0.4 s)
    /// draws in from 0.3 + 0.4 = 0.7 s to 1.1 s and, as the icon leaves busy at 1.1 s, draws out
    /// from 1.1 + 0.4 - 0.4 = 1.1 s to 1.5 s, when it hides.
    @Test func aSpinnerShownInEveryStateLoopsFromTimeZeroWhateverHappens() throws {
        let player = try Self.player("spinner")
        let still = GPAStateHistory(initial: 0)
        let busy = Self.history(0, [(0.3, 1), (1.1, 2), (2.0, 0)])
        for k in 0...60 {
            let t = Double(k) * 0.05
            let ring = player.pose(history: busy, at: t)[0]
            #expect(Self.samePieces(ring.pieces, Self.loopPieces(player, 0, elapsed: t)), "ring at \(t)")
            #expect(Self.samePieces(ring.pieces, player.pose(history: still, at: t)[0].pieces))
        }
        #expect(!player.pose(history: busy, at: 0.65)[1].isDrawn)
        #expect(abs(Self.coverage(player.pose(history: busy, at: 0.9)[1]) - 0.5) < 1e-9)
        #expect(player.pose(history: busy, at: 1.1)[1].isWhole)
        #expect(abs(Self.coverage(player.pose(history: busy, at: 1.3)[1]) - 0.5) < 1e-9)
        #expect(!player.pose(history: busy, at: 1.5)[1].isDrawn)
    }

    /// wave.gpa: the wave (states 1–5, animate 0.2 s, a 0.5 s alternate loop) with a line in
    /// state 0 (fade 0.3 s after 0.1 s), so D = 0.4 s. 0 → 1 at 1.0: the line fades from 1.0 to
    /// 1.3 and hides at 1.4, when the wave shows, its loop begins and it draws in until 1.6.
    /// 1 → 3 at 2.0 and 3 → 5 at 2.7 leave its loop running from 1.4. 5 → 0 at 3.5: it draws out
    /// from 3.7 to 3.9 and hides; 0 → 2 at 5.0 starts the loop again at 5.4.
    @Test func aPathShownInStatesOneToFiveLoopsAcrossChangesAmongThem() throws {
        let player = try Self.player("wave")
        let h = Self.history(0, [(1.0, 1), (2.0, 3), (2.7, 5), (3.5, 0), (5.0, 2)])
        // The line.
        #expect(player.pose(history: h, at: 0.99)[0].opacity == 1)
        let fading = player.pose(history: h, at: 1.15)[0]
        #expect(fading.isWhole && abs(fading.opacity - 0.5) < 1e-9)
        #expect(player.pose(history: h, at: 1.35)[0].isDrawn == false)
        // The wave: hidden until 1.4, then drawing in while its loop runs.
        #expect(!player.pose(history: h, at: 1.39)[1].isDrawn)
        let drawingIn = player.pose(history: h, at: 1.5)[1]
        #expect(drawingIn.isDrawn && Self.coverage(drawingIn) <= 0.5 + 1e-9)
        for k in 0...41 {
            let t = 1.6 + Double(k) * 0.05
            let wave = player.pose(history: h, at: t)[1]
            #expect(Self.samePieces(wave.pieces, Self.loopPieces(player, 1, elapsed: t - 1.4)), "wave at \(t)")
        }
        let leaving = player.pose(history: h, at: 3.8)[1]
        #expect(leaving.isDrawn && Self.coverage(leaving) <= 0.5 + 1e-9, "drawing out within half the path")
        #expect(!player.pose(history: h, at: 3.9)[1].isDrawn)
        #expect(!player.pose(history: h, at: 5.39)[1].isDrawn)
        for t in [5.6, 5.77, 6.3] {
            #expect(Self.samePieces(player.pose(history: h, at: t)[1].pieces, Self.loopPieces(player, 1, elapsed: t - 5.4)))
        }
    }

    /// adding.gpa: a bar in every state, a second in states 1–2 (animate 0.3 s after 0.1 s), a
    /// third in state 2 (fade 0.2 s); D = 0.4 s. Nothing leaves on 0 → 1 at 0, yet the second bar
    /// waits for D: it shows at 0.4, held at its first frame until 0.5, and draws in to 0.8.
    /// 1 → 2 at 2: the third bar fades in from 2.4 to 2.6.
    @Test func changesThatOnlyAddPathsStillWaitForTheIconWideDelay() throws {
        let player = try Self.player("adding")
        let h = Self.history(0, [(0, 1), (2, 2)])
        for t in [0.0, 0.2, 0.39, 0.45, 0.5] {
            #expect(!player.pose(history: h, at: t)[1].isDrawn, "second bar at \(t)")
        }
        #expect(abs(Self.coverage(player.pose(history: h, at: 0.65)[1]) - 0.5) < 1e-9)
        #expect(player.pose(history: h, at: 0.8)[1].isWhole)
        #expect(player.pose(history: h, at: 1)[0].isWhole && player.pose(history: h, at: 0.3)[0].isWhole)
        #expect(!player.pose(history: h, at: 2.39)[2].isDrawn)
        let fading = player.pose(history: h, at: 2.5)[2]
        #expect(fading.isWhole && abs(fading.opacity - 0.5) < 1e-9)
        #expect(player.pose(history: h, at: 2.6)[2].opacity == 1)
        #expect(player.pose(history: h, at: 2.5)[1].isWhole, "the second bar stays")
        #expect(abs(GPAPlayer.transitionLength(player.icon, from: 0, to: 1) - 0.8) < 1e-12)
    }

    /// swap.gpa: pause (state 0, animate 0.2 s towards its end) and play (state 1, animate 0.3 s
    /// after 0.1 s); D = 0.4 s. 0 → 1 at 1: pause draws out from 1.2 to 1.4 and hides, play
    /// shows at 1.4, waits to 1.5 and draws in to 1.8.
    @Test func aChangeThatRemovesAndAddsPathsRunsOutThenIn() throws {
        let player = try Self.player("swap")
        let h = Self.history(0, [(1, 1)])
        #expect(player.pose(history: h, at: 1.19)[0].isWhole)
        let out = player.pose(history: h, at: 1.3)[0]
        #expect(abs(Self.coverage(out) - 0.5) < 1e-9 && out.pieces.allSatisfy { $0.1 >= 1 - 1e-12 })
        #expect(!player.pose(history: h, at: 1.4)[0].isDrawn)
        for t in [1.0, 1.3, 1.39, 1.45, 1.5] { #expect(!player.pose(history: h, at: t)[1].isDrawn, "play at \(t)") }
        #expect(abs(Self.coverage(player.pose(history: h, at: 1.65)[1]) - 0.5) < 1e-9)
        #expect(player.pose(history: h, at: 1.8)[1].isWhole)
        #expect(!player.isSettled(history: h, at: 1.75) && player.isSettled(history: h, at: 1.81))
        #expect(abs(GPAPlayer.transitionLength(player.icon, from: 0, to: 1) - 0.8) < 1e-12)
    }

    /// A switch between two states that show the same paths changes nothing: bell.gpa 1 → 2
    /// (its ringing body and clapper are in both), spinner.gpa idle → done.
    @Test func aSwitchBetweenStatesShowingTheSamePathsChangesNoPose() throws {
        for (name, before, after) in [("bell", 1, 2), ("spinner", 0, 2)] {
            let player = try Self.player(name)
            let plain = Self.history(0, [(0.5, before)])
            let switched = Self.history(0, [(0.5, before), (1.3, after)])
            for k in 0...50 {
                let t = Double(k) * 0.05
                let a = player.pose(history: plain, at: t), b = player.pose(history: switched, at: t)
                for (p, q) in zip(a, b) {
                    #expect(Self.samePieces(p.pieces, q.pieces) && p.opacity == q.opacity && p.transform == q.transform,
                            "\(name) at \(t)")
                }
            }
        }
    }

    /// As GTK counts each switch from the state set before it: plus → check at 0 and → empty at
    /// 0.1 (stateful.gpa, D = 0.6 s). The plus draws out from 0.4 to 0.6 and hides; the check
    /// shows at 0.6 drawing in, but its draw-out for the second switch (begun at 0.1, 0.6 s long)
    /// is older, so the draw-in wins until it hides at 0.7; the circle fades from 0.3 to 0.5.
    @Test func aSwitchDuringATransitionCountsFromTheStateSetBefore() throws {
        let player = try Self.player("stateful")
        let h = Self.history(0, [(0, 1), (0.1, 2)])
        #expect(player.pose(history: h, at: 0.35)[1].isWhole)
        #expect(!player.pose(history: h, at: 0.6)[1].isDrawn)
        #expect(!player.pose(history: h, at: 0.59)[2].isDrawn)
        let check = player.pose(history: h, at: 0.65)[2]
        #expect(check.isDrawn && !check.isWhole)
        #expect(!player.pose(history: h, at: 0.7)[2].isDrawn)
        #expect(player.pose(history: h, at: 0.29)[0].opacity == 1)
        #expect(player.pose(history: h, at: 0.4)[0].opacity < 1)
        #expect(!player.pose(history: h, at: 0.7)[0].isDrawn)
    }

    /// SMIL begins keyed to a state count from the switch plus the icon-wide delay: a fade path
    /// (0.3 s) makes D = 0.3 s, so the group's turn on entering state 1 at 1 s begins at 1.3 s.
    @Test func stateKeyedSMILBeginsWaitForTheIconWideDelay() throws {
        let text = """
            <svg width='16' height='16' xmlns:gpa='https://www.gtk.org/grappa' gpa:version='1' gpa:state='0'>
              <g><animateTransform attributeName='transform' type='rotate' begin='gpa:states(1).begin' dur='1s'
                    from='0' to='90' fill='freeze'/>
                <path d='M 2 8 L 14 8' gpa:stroke='foreground' gpa:states='1' gpa:transition-type='fade'
                      gpa:transition-duration='300ms'/></g>
            </svg>
            """
        let player = GPAPlayer(try GPALoader.load(data: Data(text.utf8), name: "turn.gpa").icon)
        let h = Self.history(0, [(1, 1)])
        #expect(abs(player.stateChangeDelay - 0.3) < 1e-12)
        func angle(at t: Double) -> Double {
            let turned = player.pose(history: h, at: t)[0].transform.applyToVector(Point(1, 0))
            return atan2(turned.y, turned.x) * 180 / .pi
        }
        #expect(abs(angle(at: 1.29)) < 1e-9)
        #expect(abs(angle(at: 1.8) - 45) < 1e-6)
    }
}

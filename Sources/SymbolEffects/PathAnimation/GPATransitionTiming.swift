import SymbolModel

/// When each path of a `.gpa` icon appears, disappears, runs its transition and loops, as GTK
/// 4.22's player schedules state changes.
///
/// GTK turns a path's `gpa:` attributes into SMIL animations begun by state changes
/// (`create_states`, `create_transitions` and `create_animations` in gtk/svg/gtksvggpa.c), and
/// times every state change through one delay for the whole icon: the parser
/// (`gtk_svg_init_from_bytes`) sets it to the longest negative begin offset among those
/// animations (`timeline_get_state_change_delay`, `time_spec_get_state_change_delay` in
/// gtksvgtimespec.c). An outgoing transition begins `duration + delay` before its change, so the
/// icon-wide delay is the longest `duration + delay` of any path's transition, whether or not
/// that path takes part in a given change. `gtk_svg_set_state` then fires each begin at the
/// switch time plus that delay (`timeline_update_for_state`), comparing the state set last with
/// the new one. With `D` the icon-wide delay and a switch at `T`:
///
/// - a path leaving its states runs its transition from `T + D - duration - delay` to
///   `T + D - delay` and hides at `T + D` (a negative delay hides it `-delay` later);
/// - a path entering its states shows at `T + D` and runs its transition from `T + D + delay`
///   (a negative delay shows it and starts `-delay` earlier);
/// - a loop begins at `T + D` when its path enters its states from outside them (at time 0 when
///   the initial state is one of them) and ends when the path leaves them: a change among the
///   path's own states does not touch it, so a path shown in every state loops from time 0.
///
/// As in GTK's SMIL, the transition begun last is the one in force (a path leaving before its
/// draw-in ended jumps to the start of its draw-out), and every switch counts from the state set
/// before it, even one not yet reached. The unset state (-1) is outside every path's states.
struct GPATransitionTiming {
    /// One switch that changed the state.
    struct Change {
        var time: Double
        var from: Int
        var to: Int
    }

    /// Where one path stands at one time.
    struct Moment {
        /// Whether the path is drawn at all (its `visibility`).
        var isShown: Bool
        /// How far its transition has it towards gone: 0 drawn whole, 1 gone (the first frame of
        /// a draw-in, the last of a draw-out).
        var gone: Double
        /// When its running loop began; nil when no loop runs.
        var loopStart: Double?
    }

    /// The icon-wide delay between a switch and the moment paths change state (GTK's
    /// `state_change_delay`).
    let delay: Double
    let initial: Int
    /// The switches that changed the state, up to the time asked about.
    let changes: [Change]

    init(delay: Double, history: GPAStateHistory, time: Double) {
        self.delay = delay
        initial = history.initial
        var changes: [Change] = []
        var last = history.initial
        for sw in history.switches where sw.time <= time {
            guard sw.state != last else { continue }
            changes.append(Change(time: sw.time, from: last, to: sw.state))
            last = sw.state
        }
        self.changes = changes
    }

    /// The icon-wide delay of `icon`: the longest `duration + delay` of a path's transition, the
    /// longest negative delay (a path hides that much after the change), and the longest
    /// negative offset of a SMIL begin keyed to a state; never below 0.
    static func stateChangeDelay(of icon: GPAIcon) -> Double {
        var delay = 0.0
        for path in icon.paths {
            let t = path.transition
            if t.kind != .none { delay = max(delay, t.duration + t.delay) }
            delay = max(delay, -t.delay)
        }
        for animation in icon.animations {
            for case .state(_, _, let offset) in animation.begins { delay = max(delay, -offset) }
        }
        return delay.isFinite ? delay : 0
    }

    /// Where `path` stands at `time`, with `reduceMotion` turning its transition into a fade
    /// (the caller draws it so; the timing is the same).
    func moment(of path: GPAPath, at time: Double) -> Moment {
        let states = path.states
        let t = path.transition
        let animates = t.kind != .none
        var shown = (flip: -Double.infinity, value: states.contains(initial))
        var loop: (start: Double, running: Bool) = (0, shown.value)
        // The transition animation begun last at or before `time`.
        var transition: (begin: Double, run: Run)?
        func consider(_ begin: Double, _ run: Run) {
            guard begin <= time, transition.map({ begin >= $0.begin }) ?? true else { return }
            transition = (begin, run)
        }
        for change in changes {
            let wasIn = states.contains(change.from), isIn = states.contains(change.to)
            guard wasIn != isIn else { continue }
            let at = change.time + delay
            if isIn {
                let visible = at + min(0, t.delay)
                if visible <= time && visible >= shown.flip { shown = (visible, true) }
                if at <= time { loop = (at, true) }
                if animates {
                    // GTK holds a delayed draw-in at its first frame until it starts.
                    if t.delay > 0 { consider(at, .hold) }
                    consider(at + t.delay, .entering)
                }
            } else {
                let hidden = at + max(0, -t.delay)
                if hidden <= time && hidden >= shown.flip { shown = (hidden, false) }
                if at <= time { loop.running = false }
                if animates { consider(at - t.duration - t.delay, .leaving) }
            }
        }
        var gone = 0.0
        if let (begin, run) = transition {
            let progress = t.duration > 0 ? GPAPlayer.ease(t.easing, (time - begin) / t.duration) : 1
            switch run {
            case .hold: gone = 1
            case .entering: gone = 1 - progress
            case .leaving: gone = progress
            }
        }
        return Moment(isShown: shown.value, gone: gone.isNaN ? 0 : min(max(gone, 0), 1),
                      loopStart: loop.running ? loop.start : nil)
    }

    /// A transition animation GTK makes for a path: the delayed draw-in's hold, the way in, the
    /// way out.
    private enum Run { case hold, entering, leaving }

    /// When the last of the changes so far stops moving any path: its switch, the icon-wide
    /// delay, then the longest incoming transition or negative delay; -infinity before any.
    /// `tail` is ``longestTail(of:)`` of the icon.
    func settleTime(tail: Double) -> Double {
        guard let last = changes.last else { return -.infinity }
        return last.time + delay + tail
    }

    /// How long after the icon-wide delay the slowest path is still moving.
    static func longestTail(of icon: GPAIcon) -> Double {
        var tail = 0.0
        for path in icon.paths {
            let t = path.transition
            if t.kind != .none { tail = max(tail, t.delay + t.duration) }
            tail = max(tail, -t.delay)
        }
        return tail.isFinite ? tail : 0
    }
}

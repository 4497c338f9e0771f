import Foundation

/// A dotLottie 2.0 state machine that plays a triggered export's Lottie markers as a player's
/// pointer or an app's input asks, so a `.lottie` reacts as the animated SVG does without code.
///
/// It is written to the machine format of the dotLottie 2.0 spec (what dotlottie-rs, the
/// runtime under dotlottie-web and the LottieFiles mobile players, parses): an `initial` state,
/// `states` of type `PlaybackState` each playing one marker as its `segment`, `Transition`s
/// guarded by `Boolean` inputs (`Equal`, `compareTo`) or `Event` inputs, `inputs`, and
/// `interactions` whose `actions` set or fire those inputs.
///
/// - `hover`: a Boolean input `hovered`, set by `PointerEnter` and cleared by `PointerExit`. At
///   rest the last frame of the `play` marker shows (the pose the effect comes to rest in);
///   entering plays `play` once from its start (an endless
///   effect plays `intro`, then repeats `loop`), leaving returns to rest, and the next entry
///   plays again.
/// - `focus`: the same machine on a Boolean input `focused`, with no interaction: dotLottie has
///   no keyboard-focus event, so the page sets the input on `focus` and `blur`
///   (`stateMachineSetBooleanInput("focused", true)`).
/// - `toggle`: a Boolean input `on`, `true` at the start (the effect's end state, as the seed's
///   `isDrawn` starts), flipped by a `Click` (`Toggle`); becoming false plays `off`, becoming
///   true plays `on` (an endless effect then repeats `loop`, and rests running).
public enum DotLottieStateMachine {
    /// A machine that cannot be written: the trigger is `load`, or a marker it plays is missing.
    public struct Problem: Error, CustomStringConvertible, Sendable {
        public var description: String
    }

    /// The machine's id: its archive entry is `s/ID.json`, listed in the manifest's `stateMachines`.
    public static func id(for trigger: ExportTrigger) -> String { trigger.rawValue }

    /// The Boolean input a page or app sets (or the interactions set) to drive `trigger`'s machine.
    public static func input(for trigger: ExportTrigger) -> String {
        switch trigger {
        case .load, .hover: return "hovered"
        case .focus: return "focused"
        case .toggle: return "on"
        }
    }

    /// The machines a `.lottie` of `trigger` carries, as ``DotLottieWriter`` takes them: none for
    /// `load`, else the trigger's one (``definition(trigger:markers:)``).
    public static func machines(trigger: ExportTrigger, markers: [(name: String, start: Double, duration: Double)]) throws
        -> [(id: String, definition: JSONValue)] {
        trigger == .load ? [] : [(id(for: trigger), try definition(trigger: trigger, markers: markers))]
    }

    /// The machine for `trigger` over an animation carrying `markers` (Lottie's `markers` as the
    /// writer names them, in frames). Throws ``Problem`` for `load`, which starts on loading and
    /// needs no machine, and when a marker the trigger plays is missing or empty.
    public static func definition(trigger: ExportTrigger, markers: [(name: String, start: Double, duration: Double)]) throws -> JSONValue {
        func has(_ name: String) -> Bool { markers.contains { $0.name == name && $0.duration > 0 } }
        func require(_ names: [String]) throws {
            if let missing = names.first(where: { !has($0) }) {
                throw Problem(description: "--trigger \(trigger.rawValue): the animation has no '\(missing)' marker to play "
                              + "(it has \(markers.isEmpty ? "none" : markers.map { "'\($0.name)'" }.joined(separator: ", ")))")
            }
        }
        let input = Self.input(for: trigger)
        func when(_ value: Bool) -> JSONValue {
            .array([.object([("type", .string("Boolean")), ("conditionType", .string("Equal")), ("inputName", .string(input)),
                             ("compareTo", .bool(value))])])
        }
        func on(_ event: String) -> JSONValue { .array([.object([("type", .string("Event")), ("inputName", .string(event))])]) }
        func go(_ state: String, _ guards: JSONValue) -> JSONValue {
            .object([("type", .string("Transition")), ("toState", .string(state)), ("guards", guards)])
        }
        /// A state playing (or showing) marker `segment`. Entering it sets the frame explicitly, to
        /// the marker's start (or its end, `atEnd`): a player keeps its frame when the new segment
        /// holds it, so a pointer leaving mid-play would otherwise leave the next entry to resume
        /// from the middle.
        func state(_ name: String, segment: String, plays: Bool, loops: Bool = false, atEnd: Bool = false,
                   _ transitions: [JSONValue]) -> JSONValue {
            let marker = markers.first { $0.name == segment }
            let frame = marker.map { atEnd ? $0.start + $0.duration : $0.start } ?? 0
            return .object([("type", .string("PlaybackState")), ("name", .string(name)), ("animation", .string("")),
                            ("segment", .string(segment)), ("autoplay", .bool(plays)), ("loop", .bool(loops)),
                            ("transitions", .array(transitions)),
                            ("entryActions", .array([.object([("type", .string("SetFrame")), ("value", .number(frame))])]))])
        }
        func setting(_ value: Bool) -> JSONValue {
            .array([.object([("type", .string("SetBoolean")), ("inputName", .string(input)), ("value", .bool(value))])])
        }
        /// Fires `event` when `state`'s segment has played to its end.
        func completing(_ state: String, fires event: String) -> JSONValue {
            .object([("type", .string("OnComplete")), ("stateName", .string(state)),
                     ("actions", .array([.object([("type", .string("Fire")), ("inputName", .string(event))])]))])
        }
        var states: [JSONValue] = []
        var interactions: [JSONValue] = []
        var inputs: [JSONValue] = []
        let initial: String
        switch trigger {
        case .load:
            throw Problem(description: "--trigger load plays on loading; a state machine is written for hover, focus and toggle")
        case .hover, .focus:
            let endless = !has("play") && has("intro")
            try require(endless ? ["intro", "loop"] : ["play"])
            initial = "rest"
            let first = endless ? "intro" : "play"
            // At rest the effect's end pose: the last frame of `play` (the first of an endless intro).
            states.append(state("rest", segment: first, plays: false, atEnd: !endless, [go(first, when(true))]))
            if endless {
                states.append(state("intro", segment: "intro", plays: true, [go("rest", when(false)), go("loop", on("introDone"))]))
                states.append(state("loop", segment: "loop", plays: true, loops: true, [go("rest", when(false))]))
                interactions.append(completing("intro", fires: "introDone"))
                inputs.append(.object([("type", .string("Event")), ("name", .string("introDone"))]))
            } else {
                states.append(state("play", segment: "play", plays: true, [go("rest", when(false))]))
            }
            if trigger == .hover {
                interactions.insert(contentsOf: [
                    .object([("type", .string("PointerEnter")), ("actions", setting(true))]),
                    .object([("type", .string("PointerExit")), ("actions", setting(false))]),
                ], at: 0)
            }
            inputs.insert(.object([("type", .string("Boolean")), ("name", .string(input)), ("value", .bool(false))]), at: 0)
        case .toggle:
            try require(["on", "off"])
            let endless = has("loop")
            if endless {
                // Running at the start: the loop repeats until the input turns off.
                initial = "loop"
                states.append(state("loop", segment: "loop", plays: true, loops: true, [go("off", when(false))]))
                states.append(state("on", segment: "on", plays: true, [go("off", when(false)), go("loop", on("onDone"))]))
                interactions.append(completing("on", fires: "onDone"))
                inputs.append(.object([("type", .string("Event")), ("name", .string("onDone"))]))
            } else {
                // At rest in the end state: the first frame of `off` is where `on` ends.
                initial = "rest"
                states.append(state("rest", segment: "off", plays: false, [go("off", when(false))]))
                states.append(state("on", segment: "on", plays: true, [go("off", when(false))]))
            }
            states.append(state("off", segment: "off", plays: true, [go("on", when(true))]))
            interactions.insert(.object([("type", .string("Click")),
                                         ("actions", .array([.object([("type", .string("Toggle")), ("inputName", .string(input))])]))]),
                                at: 0)
            inputs.insert(.object([("type", .string("Boolean")), ("name", .string(input)), ("value", .bool(true))]), at: 0)
        }
        return .object([("initial", .string(initial)), ("states", .array(states)),
                        ("interactions", .array(interactions)), ("inputs", .array(inputs))])
    }
}

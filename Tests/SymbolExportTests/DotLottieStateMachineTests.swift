import Foundation
import Testing
@testable import SymbolExport

/// The dotLottie 2.0 state machines of triggered `.lottie` exports, checked against the fields
/// the spec documents (and dotlottie-rs parses): `initial` naming a state; `states` of type
/// `PlaybackState` with `name`, `animation`, `transitions` and a `segment` naming a marker;
/// transitions of type `Transition` with a `toState` and `guards` on declared inputs; `inputs`
/// of type `Boolean` or `Event`; `interactions` of the documented types whose actions set or
/// fire declared inputs. No player that runs state machines can be installed here, so the
/// structure is what is checked.
@Suite struct DotLottieStateMachineTests {
    typealias Markers = [(name: String, start: Double, duration: Double)]
    static let played: Markers = [("play", 0, 45)]
    static let endless: Markers = [("intro", 0, 27), ("loop", 27, 60)]
    static let toggled: Markers = [("off", 0, 36), ("on", 37, 36)]
    static let toggledLoop: Markers = [("off", 0, 30), ("on", 31, 27), ("loop", 58, 60)]

    static let interactionTypes: Set<String> = ["PointerUp", "PointerDown", "PointerEnter", "PointerMove", "PointerExit", "Click",
                                                "OnComplete", "OnLoopComplete"]

    /// Checks `machine` against the spec's fields; returns it as a dictionary.
    @discardableResult
    static func checked(_ machine: JSONValue, markers: Markers) throws -> [String: Any] {
        let doc = try ExportTests.json(machine.text)
        let states = try #require(doc["states"] as? [[String: Any]])
        let names = states.compactMap { $0["name"] as? String }
        #expect(Set(names).count == states.count, "state names are unique")
        #expect(names.contains(try #require(doc["initial"] as? String)))
        let inputs = try #require(doc["inputs"] as? [[String: Any]])
        var declared: [String: String] = [:]
        for input in inputs {
            let type = try #require(input["type"] as? String)
            #expect(["Boolean", "Event"].contains(type))
            declared[try #require(input["name"] as? String)] = type
            if type == "Boolean" { #expect(input["value"] is Bool) }
        }
        for state in states {
            #expect(state["type"] as? String == "PlaybackState")
            #expect(state["animation"] as? String == "", "the archive's one animation")
            let segment = try #require(state["segment"] as? String)
            #expect(markers.contains { $0.name == segment }, "segment \(segment) is a marker")
            #expect(state["autoplay"] is Bool && state["loop"] is Bool)
            // Entering sets the frame inside the state's own marker.
            let entry = try #require((state["entryActions"] as? [[String: Any]])?.first)
            #expect(entry["type"] as? String == "SetFrame")
            let frame = try #require(entry["value"] as? Double)
            let marker = try #require(markers.first { $0.name == segment })
            #expect(frame >= marker.start && frame <= marker.start + marker.duration, "\(segment) starts at \(frame)")
            for transition in try #require(state["transitions"] as? [[String: Any]]) {
                #expect(transition["type"] as? String == "Transition")
                #expect(names.contains(try #require(transition["toState"] as? String)))
                for guardian in try #require(transition["guards"] as? [[String: Any]]) {
                    let input = try #require(guardian["inputName"] as? String)
                    let type = try #require(guardian["type"] as? String)
                    #expect(declared[input] == type, "guard on \(input) matches its input's type")
                    if type == "Boolean" {
                        #expect(guardian["conditionType"] as? String == "Equal" && guardian["compareTo"] is Bool)
                    }
                }
            }
        }
        for interaction in try #require(doc["interactions"] as? [[String: Any]]) {
            let type = try #require(interaction["type"] as? String)
            #expect(Self.interactionTypes.contains(type))
            if type == "OnComplete" { #expect(names.contains(try #require(interaction["stateName"] as? String))) }
            for action in try #require(interaction["actions"] as? [[String: Any]]) {
                let input = try #require(action["inputName"] as? String)
                switch action["type"] as? String {
                case "SetBoolean": #expect(declared[input] == "Boolean" && action["value"] is Bool)
                case "Toggle": #expect(declared[input] == "Boolean")
                case "Fire": #expect(declared[input] == "Event")
                default: Issue.record("unexpected action \(action)")
                }
            }
        }
        return doc
    }

    /// The state `machine` moves to from `state` when Boolean `input` becomes `value`.
    static func next(_ doc: [String: Any], from state: String, when input: String, is value: Bool) -> String? {
        let states = doc["states"] as? [[String: Any]] ?? []
        let transitions = states.first { $0["name"] as? String == state }?["transitions"] as? [[String: Any]] ?? []
        return transitions.first { t in
            (t["guards"] as? [[String: Any]] ?? []).contains { $0["inputName"] as? String == input && $0["compareTo"] as? Bool == value }
        }?["toState"] as? String
    }

    static func state(_ doc: [String: Any], _ name: String) -> [String: Any] {
        (doc["states"] as? [[String: Any]] ?? []).first { $0["name"] as? String == name } ?? [:]
    }

    @Test func hoverPlaysThePlayMarkerOnPointerEnterAndRestsOnExit() throws {
        let doc = try Self.checked(try DotLottieStateMachine.definition(trigger: .hover, markers: Self.played), markers: Self.played)
        let initial = try #require(doc["initial"] as? String)
        #expect(Self.state(doc, initial)["autoplay"] as? Bool == false, "at rest until the pointer enters")
        let restFrame = ((Self.state(doc, initial)["entryActions"] as? [[String: Any]])?.first?["value"] as? Double)
        #expect(restFrame == 45, "at rest on the effect's end pose, the last frame of play")
        let playing = try #require(Self.next(doc, from: initial, when: "hovered", is: true))
        #expect(Self.state(doc, playing)["segment"] as? String == "play" && Self.state(doc, playing)["autoplay"] as? Bool == true)
        #expect(((Self.state(doc, playing)["entryActions"] as? [[String: Any]])?.first?["value"] as? Double) == 0, "plays from its start")
        #expect(Self.next(doc, from: playing, when: "hovered", is: false) == initial, "leaving rests, so the next entry plays again")
        let interactions = (doc["interactions"] as? [[String: Any]] ?? []).compactMap { $0["type"] as? String }
        #expect(interactions == ["PointerEnter", "PointerExit"])
    }

    @Test func hoverOnAnEndlessEffectPlaysTheIntroThenLoops() throws {
        let doc = try Self.checked(try DotLottieStateMachine.definition(trigger: .hover, markers: Self.endless), markers: Self.endless)
        #expect(Self.state(doc, "loop")["loop"] as? Bool == true)
        let complete = (doc["interactions"] as? [[String: Any]] ?? []).first { $0["type"] as? String == "OnComplete" }
        #expect(complete?["stateName"] as? String == "intro")
    }

    @Test func focusHasNoPointerEventButAnInputThePageSets() throws {
        let doc = try Self.checked(try DotLottieStateMachine.definition(trigger: .focus, markers: Self.played), markers: Self.played)
        #expect((doc["interactions"] as? [[String: Any]])?.isEmpty == true)
        #expect((doc["inputs"] as? [[String: Any]])?.first?["name"] as? String == "focused")
        #expect(Self.next(doc, from: "rest", when: "focused", is: true) == "play")
    }

    @Test func toggleStartsInTheEndStateAndAClickFlipsIt() throws {
        let doc = try Self.checked(try DotLottieStateMachine.definition(trigger: .toggle, markers: Self.toggled), markers: Self.toggled)
        let input = try #require((doc["inputs"] as? [[String: Any]])?.first)
        #expect(input["name"] as? String == "on" && input["value"] as? Bool == true, "starts on, as isDrawn does")
        let initial = try #require(doc["initial"] as? String)
        // At rest on the first frame of `off`, which is where `on` ends.
        #expect(Self.state(doc, initial)["segment"] as? String == "off" && Self.state(doc, initial)["autoplay"] as? Bool == false)
        let off = try #require(Self.next(doc, from: initial, when: "on", is: false))
        #expect(Self.state(doc, off)["segment"] as? String == "off")
        let on = try #require(Self.next(doc, from: off, when: "on", is: true))
        #expect(Self.state(doc, on)["segment"] as? String == "on")
        #expect(Self.next(doc, from: on, when: "on", is: false) == off)
        let click = try #require((doc["interactions"] as? [[String: Any]])?.first)
        #expect(click["type"] as? String == "Click")
        #expect((click["actions"] as? [[String: Any]])?.first?["type"] as? String == "Toggle")
    }

    @Test func anEndlessToggleRunsAtTheStartAndLoopsAfterOn() throws {
        let doc = try Self.checked(try DotLottieStateMachine.definition(trigger: .toggle, markers: Self.toggledLoop), markers: Self.toggledLoop)
        #expect(doc["initial"] as? String == "loop")
        #expect(Self.state(doc, "loop")["loop"] as? Bool == true)
        #expect(Self.next(doc, from: "loop", when: "on", is: false) == "off")
    }

    @Test func aMissingMarkerOrTheLoadTriggerIsRefusedByName() {
        #expect(throws: DotLottieStateMachine.Problem.self) { try DotLottieStateMachine.definition(trigger: .load, markers: Self.played) }
        do {
            _ = try DotLottieStateMachine.definition(trigger: .toggle, markers: Self.played)
            Issue.record("a toggle without on and off markers was written")
        } catch let problem as DotLottieStateMachine.Problem {
            #expect(problem.description.contains("'on'") && problem.description.contains("'play'"), "\(problem)")
        } catch { Issue.record("\(error)") }
    }

    @Test func aLoadExportCarriesNoMachine() throws {
        #expect(try DotLottieStateMachine.machines(trigger: .load, markers: Self.played).isEmpty)
        #expect(try DotLottieStateMachine.machines(trigger: .hover, markers: Self.played).map(\.id) == ["hover"])
    }

    @Test func theArchiveListsTheMachineInItsManifest() throws {
        let machine = try DotLottieStateMachine.definition(trigger: .hover, markers: Self.played)
        let data = try DotLottieWriter.archive(animation: Data("{}".utf8), id: "bell", loops: false, themes: [],
                                               stateMachines: [(DotLottieStateMachine.id(for: .hover), machine)])
        let entries = try HostileExportTests.unzip(data)
        #expect(entries["s/hover.json"].map { String(decoding: $0, as: UTF8.self) } == machine.text)
        #expect(entries["a/bell.json"] != nil)
        let manifest = try ExportTests.json(String(decoding: try #require(entries["manifest.json"]), as: UTF8.self))
        #expect(manifest["version"] as? String == "2")
        #expect((manifest["stateMachines"] as? [[String: Any]])?.map { $0["id"] as? String } == ["hover"])
        let initial = try #require(manifest["initial"] as? [String: Any])
        #expect(initial["stateMachine"] as? String == "hover" && initial["animation"] as? String == "bell")
    }
}

import Foundation
import Geometry
import SymbolModel
import Testing
@testable import SVGLoader

/// GTK's `.gpa` icons: the demo files load with what they say, and faulty files fail with the
/// file, line, element and attribute named.
struct GPALoaderTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/gpa")

    static func fixture(_ name: String) throws -> LoadedGPAIcon {
        try GPALoader.load(contentsOf: fixtures.appendingPathComponent(name + ".gpa"))
    }

    static func load(_ body: String, root: String = "", limits: SVGLimits = .default) throws -> LoadedGPAIcon {
        let text = "<svg width='16' height='16' xmlns:gpa='https://www.gtk.org/grappa' gpa:version='1' \(root)>\n\(body)\n</svg>"
        return try GPALoader.load(data: Data(text.utf8), name: "test.gpa", limits: limits)
    }

    static func failure(_ body: String, root: String = "") -> String {
        do { _ = try load(body, root: root); return "" } catch { return "\(error)" }
    }

    @Test(arguments: ["stateful", "view-refresh", "checked", "animated", "user-trash-opening", "bell"])
    func everyGTKDemoIconLoadsWithoutWarnings(name: String) throws {
        let loaded = try Self.fixture(name)
        #expect(!loaded.icon.paths.isEmpty)
        #expect(loaded.warnings.isEmpty, "\(loaded.warnings)")
        #expect(loaded.icon.name == name)
    }

    @Test func statefulIconReadsStateNamesTransitionsAndColours() throws {
        let icon = try Self.fixture("stateful").icon
        #expect(icon.stateNames == ["plus", "check", "empty"])
        #expect(icon.initialState == 0)
        #expect(icon.keywords.contains("checkmark"))
        #expect(icon.viewBox == Rect(x: 0, y: 0, width: 16, height: 16))
        #expect(icon.paths.count == 3)
        let circle = icon.paths[0]
        #expect(circle.states == GPAStateSet([0, 1]))
        #expect(circle.transition == GPATransition(kind: .fade, duration: 0.2, delay: 0.2, easing: .easeInOut))
        #expect(circle.stroke?.paint == .symbolic(.foreground))
        #expect(circle.stroke?.width == 2)
        #expect(circle.fill == nil)
        #expect(abs(circle.path.bounds.width - 14) < 1e-6)
        let plus = icon.paths[1]
        #expect(plus.states == GPAStateSet([0]))
        #expect(plus.origin == 1)
        #expect(plus.transition.kind == .animate)
        let check = icon.paths[2]
        #expect(check.states == GPAStateSet([1]))
        #expect(check.animation.duration == 0.8 && check.animation.easing == .easeOut && !check.animation.isAutomatic)
        #expect(icon.maxState == 1)
    }

    @Test func refreshIconReadsConicsLoopsAndAttachments() throws {
        let icon = try Self.fixture("view-refresh").icon
        let ring = icon.paths[0]
        #expect(ring.animation == GPALoop(isAutomatic: true, direction: .segment, duration: 0.8, segment: 0.9))
        #expect(abs(PathMeasure(ring.path, tolerance: 0.001).length - 2 * .pi * 27) < 0.01)
        #expect(icon.paths[1].attachment == GPAAttachment(host: 0, position: 1))
        #expect(icon.paths[1].origin == 0.5)
        #expect(icon.paths[1].stroke?.lineJoin == .miter)
        #expect(icon.maxState == 2)
    }

    @Test func trashIconReadsGroupTransformsAndStateKeyedAnimations() throws {
        let icon = try Self.fixture("user-trash-opening").icon
        #expect(icon.animations.count == 2)
        let open = icon.animations[0], close = icon.animations[1]
        #expect(open.target == .group(0) && open.attribute == .transform(.rotate))
        #expect(open.begins == [.state(1, .begin, offset: 0)])
        #expect(close.begins == [.state(1, .end, offset: 0)])
        #expect(open.values == [[0, 1, 3], [-45, 1, 3]] && open.duration == 0.2 && open.freezes)
        let lid = icon.paths[0]
        #expect(lid.ancestry == [GPATransformScope(group: 0, transform: .identity, outer: .translation(0, 8))])
        #expect(lid.transform == .translation(0, 8))
        #expect(lid.innerTransform == .identity)
        // Without gpa:stroke, the style class names the symbolic stroke.
        #expect(lid.stroke?.paint == .symbolic(.foreground) && lid.fill == nil)
        let body = icon.paths[2]
        #expect(body.ancestry.isEmpty && body.transform == .translation(0, 8))
    }

    @Test func olderSymbolicClassesAndPlainColoursGiveThePaints() throws {
        let icon = try Self.load("""
            <path d='M 0 0 L 4 4' class='success-fill'/>
            <path d='M 0 0 L 4 4' class='warning-stroke transparent-fill' stroke-width='3'/>
            <path d='M 0 0 L 4 4' stroke='#ff0000' fill='none'/>
            <rect width='4' height='2' gpa:fill='error'/>
            <path d='M 0 0 L 4 4' gpa:stroke='rgb(0,128,255)' gpa:stroke-width='1 2 5'/>
            """).icon
        #expect(icon.paths[0].fill?.paint == .symbolic(.success) && icon.paths[0].stroke == nil)
        #expect(icon.paths[1].stroke?.paint == .symbolic(.warning) && icon.paths[1].fill == nil)
        #expect(icon.paths[1].stroke?.width == 3 && icon.paths[1].stroke?.lineCap == .round)
        #expect(icon.paths[2].stroke?.paint == .color(RGBA(1, 0, 0)) && icon.paths[2].fill == nil)
        #expect(icon.paths[3].fill?.paint == .symbolic(.error))
        let stroke = try #require(icon.paths[4].stroke)
        #expect(stroke.minWidth == 1 && stroke.width == 2 && stroke.maxWidth == 5)
        #expect(stroke.width(atWeight: 1) == 1 && stroke.width(atWeight: 400) == 2 && stroke.width(atWeight: 1000) == 5)
        #expect(abs(stroke.width(atWeight: 700) - 3.5) < 1e-12)
    }

    /// With a gpa: paint, the element's other paints are not read: a stroke-only checkmark is
    /// not filled, and a gpa:fill alone is not stroked by its class.
    @Test func aGPAPaintAttributeDecidesBothPaints() throws {
        let icon = try Self.load("""
            <path d="M4 12 L10 18 L20 6" gpa:stroke="foreground" gpa:states="0"/>
            <path d="M4 12 L10 18 L20 6" gpa:fill="success" class="foreground-stroke" stroke="#ff0000"/>
            <path d="M4 12 L10 18 L20 6" gpa:states="0" class="foreground-stroke transparent-fill"/>
            <path d="M4 12 L10 18 L20 6" gpa:states="0"/>
            """).icon
        #expect(icon.paths[0].stroke?.paint == .symbolic(.foreground) && icon.paths[0].fill == nil)
        #expect(icon.paths[1].fill?.paint == .symbolic(.success) && icon.paths[1].stroke == nil)
        // Other gpa: attributes leave the class in charge, as GTK's demo icons need.
        #expect(icon.paths[2].stroke?.paint == .symbolic(.foreground) && icon.paths[2].fill == nil)
        #expect(icon.paths[3].fill?.paint == .symbolic(.foreground) && icon.paths[3].stroke == nil)
    }

    @Test func statesTakeNumbersNamesAllAndNone() throws {
        let icon = try Self.load("""
            <path d='M 0 0 L 1 1' gpa:states='0 63'/>
            <path d='M 0 0 L 1 1' gpa:states='on'/>
            <path d='M 0 0 L 1 1' gpa:states='all'/>
            <path d='M 0 0 L 1 1' gpa:states='none'/>
            """, root: "gpa:state-names='off on' gpa:state='on'").icon
        #expect(icon.initialState == 1)
        #expect(icon.paths[0].states.contains(63) && icon.paths[0].states.contains(0) && !icon.paths[0].states.contains(1))
        #expect(icon.paths[1].states == GPAStateSet([1]))
        #expect(icon.paths[2].states == .all && icon.paths[3].states == .none)
        #expect(!GPAStateSet.all.contains(GPAState.unset))
    }

    @Test func durationsReadSecondsMillisecondsAndNegativeDelays() throws {
        let icon = try Self.load("""
            <path d='M 0 0 L 1 1' gpa:transition-type='blur' gpa:transition-duration='250ms' gpa:transition-delay='-0.1s'
                  gpa:animation-type='automatic' gpa:animation-duration='2' gpa:animation-repeat='3'
                  gpa:animation-direction='in-out-alternate'/>
            """)
        let path = icon.icon.paths[0]
        #expect(path.transition.kind == .blur && path.transition.duration == 0.25 && abs(path.transition.delay + 0.1) < 1e-12)
        #expect(path.animation.duration == 2 && path.animation.repeatCount == 3 && path.animation.direction == .inOutAlternate)
    }

    @Test(arguments: [
        ("<path d='M 0 0 L 1 1' gpa:states='64'/>", "line 2, <path>: gpa:states has '64'"),
        ("<path d='M 0 0 L 1 1' gpa:states='0 x'/>", "gpa:states has 'x'"),
        ("<path d='M 0 0 L 1 1' gpa:attach-to='nowhere'/>", "gpa:attach-to names 'nowhere'"),
        ("<path id='a' d='M 0 0 L 1 1' gpa:attach-to='b'/><path id='b' d='M 0 0 L 1 1' gpa:attach-to='a'/>", "cycle"),
        ("<path d='M 0 0 O 1 1 2 0 0'/>", "expected a conic weight above zero"),
        ("<path d='M 0 0 o 1 1 2 0 -1'/>", "expected a conic weight above zero"),
        ("<path/>", "a <path> needs a d attribute"),
        ("<path d='M 0 0 L 1 1' gpa:transition-type='wobble'/>", "gpa:transition-type is 'wobble'; expected one of animate, blur, fade, morph, none"),
        ("<path d='M 0 0 L 1 1' gpa:transition-duration='-1s'/>", "gpa:transition-duration is '-1s'"),
        ("<path d='M 0 0 L 1 1' gpa:transition-duration='1e300s'/>", "times beyond"),
        ("<path d='M 0 0 L 1 1' gpa:origin='2'/>", "gpa:origin is '2'; expected a number from 0 to 1"),
        ("<path d='M 0 0 L 1 1' gpa:animation-segment='1.5'/>", "gpa:animation-segment is '1.5'; expected a number from 0 to 1"),
        ("<path d='M 0 0 L 1 1' gpa:stroke='sparkly'/>", "gpa:stroke is 'sparkly'"),
        ("<path d='M 0 0 L 1 1' gpa:stroke='foreground' gpa:stroke-width='3 2 1'/>", "gpa:stroke-width is '3 2 1'"),
        ("<path d='M 0 0 L 1 1' stroke-width='NaN' gpa:stroke='foreground'/>", "stroke-width is 'NaN'"),
        ("<g><animateTransform attributeName='transform' type='rotate' dur='1s' begin='gpa:states(99).begin' to='9'/><path d='M 0 0 L 1 1'/></g>", "names state '99'"),
        ("<g><animateTransform attributeName='transform' type='scale' dur='1s' to='1e300'/><path d='M 0 0 L 1 1'/></g>", "within ±"),
        ("<g><animateTransform attributeName='transform' type='scale' dur='1s' values='1;2' keyTimes='0;2'/><path d='M 0 0 L 1 1'/></g>", "must rise from 0 to 1"),
    ])
    func faultyFilesFailNamingTheElementAndAttribute(body: String, message: String) {
        let error = Self.failure(body)
        #expect(error.hasPrefix("test.gpa line"), "\(error)")
        #expect(error.contains(message), "\(error)")
    }

    @Test func rootFaultsAreNamed() {
        #expect(Self.failure("", root: "gpa:state='64'").contains("gpa:state is '64'"))
        let version = (try? GPALoader.load(data: Data("<svg width='1' height='1' xmlns:gpa='x' gpa:version='2'/>".utf8), name: "v.gpa")) == nil
        #expect(version)
        do {
            _ = try GPALoader.load(data: Data("<svg xmlns:gpa='x'/>".utf8), name: "size.gpa")
            Issue.record("an <svg> without a size loaded")
        } catch {
            #expect("\(error)".contains("needs a width attribute"))
        }
        #expect(throws: SVGLoadError.self) { try GPALoader.load(data: Data("<html/>".utf8), name: "h.gpa") }
    }

    @Test func unknownAttributesAndElementsAreWarnedAboutOnce() throws {
        let loaded = try Self.load("""
            <path d='M 0 0 L 1 1' gpa:sparkle='yes'/>
            <path d='M 0 0 L 1 1' gpa:sparkle='yes'/>
            <text>hello</text>
            <g><animate attributeName='stroke-dasharray' dur='1s' to='3'/><path d='M 0 0 L 1 1'/></g>
            """)
        let messages = loaded.warnings.map(\.description)
        #expect(messages.filter { $0.contains("gpa:sparkle") }.count == 1, "\(messages)")
        #expect(messages.contains { $0.contains("<text> is not part of the .gpa format") })
        #expect(messages.contains { $0.contains("stroke-dasharray") })
    }

    @Test func smilValuesKeyTimesAndSplinesAreRead() throws {
        let icon = try Self.load("""
            <g transform='translate(1 0)'>
              <animateTransform attributeName='transform' type='scale' begin='gpa:states(1).begin + 0.5s; 2s' dur='1s'
                  values='1;2;1' keyTimes='0;0.25;1' calcMode='spline' keySplines='0 0 1 1; 0.4 0 0.6 1' repeatCount='indefinite'/>
              <path id='p' d='M 0 0 L 1 1'><animate attributeName='opacity' dur='0.5s' from='1' to='0' fill='freeze'/></path>
            </g>
            """).icon
        #expect(icon.animations.count == 2)
        let scale = icon.animations[0]
        #expect(scale.begins == [.state(1, .begin, offset: 0.5), .time(2)])
        #expect(scale.keyTimes == [0, 0.25, 1] && scale.keySplines.count == 2 && scale.calcMode == .spline)
        #expect(scale.repeatCount == .infinity)
        #expect(icon.animations[1].target == .path(0) && icon.animations[1].attribute == .opacity)
        #expect(icon.animations[1].begins == [.time(0)])
    }

    /// 64 states on 10,000 paths: it loads (the element limit is 20,000) or fails with a message.
    @Test func manyStatesOnManyPathsLoadOrFailCleanly() throws {
        let states = (0...63).map(String.init).joined(separator: " ")
        var body = ""
        for i in 0..<10_000 {
            body += "<path id='p\(i)' d='M \(i % 100) \(i / 100) l 1 1' gpa:states='\(states)' gpa:transition-type='animate'"
                + " gpa:transition-duration='0.1s'\(i > 0 ? " gpa:attach-to='p\(i - 1)'" : "")/>\n"
        }
        let loaded = try Self.load(body)
        #expect(loaded.icon.paths.count == 10_000)
        // Every state is GTK's "all".
        #expect(loaded.icon.paths[0].states == .all)
        #expect(loaded.icon.paths[9_999].attachment?.host == 9_998)
    }

    /// The segment limit holds for the whole file, not for each path: three paths of 40 lines
    /// each pass a limit of 120 and are refused, at the third, under a limit of 100.
    @Test func theSegmentLimitCountsEveryPathOfTheFile() throws {
        let forty = "M 0 0" + String(repeating: " l 1 0", count: 39)
        let body = (0..<3).map { _ in "<path d='\(forty)'/>" }.joined(separator: "\n")
        #expect(try Self.load(body, limits: SVGLimits(maxSegments: 120)).icon.paths.count == 3)
        do {
            _ = try Self.load(body, limits: SVGLimits(maxSegments: 100))
            Issue.record("three paths of 40 segments passed a limit of 100")
        } catch {
            #expect("\(error)".hasPrefix("test.gpa line 4, <path>: the file has more than 100 path segments"), "\(error)")
        }
    }

    /// A heavy conic is stored as many quadratic pieces, and the file's budget counts them: two
    /// paths that each fit the limit are refused together.
    @Test func conicsCountTheQuadraticPiecesTheyBecome() throws {
        let conic = "<path d='M 0 0 o 5 0 5 5 99999'/>"
        let pieces = try Self.load(conic).icon.paths[0].path.elements.count
        #expect(pieces > 10)
        let limits = SVGLimits(maxSegments: pieces + pieces / 2)
        #expect(try Self.load(conic, limits: limits).icon.paths.count == 1)
        do {
            _ = try Self.load(conic + conic, limits: limits)
            Issue.record("two conics of \(pieces) pieces each passed a limit of \(limits.maxSegments)")
        } catch {
            #expect("\(error)".contains("the file has more than \(limits.maxSegments) path segments"), "\(error)")
        }
    }

    /// Each animated group's own transform is listed once, by group, even for a group without
    /// shapes, so the player finds it without scanning every path's ancestry on every frame.
    @Test func animatedGroupsListTheirOwnTransformsOnce() throws {
        let spin = "<animateTransform attributeName='transform' type='rotate' from='0' to='90' dur='1s' fill='freeze'/>"
        let icon = try Self.load("""
            <g transform='translate(1 2)'>\(spin)</g>
            <g transform='scale(3)'>\(spin)<g transform='translate(5 0)'>\(spin)<path d='M 0 0 L 1 1'/></g></g>
            <g transform='translate(7 7)'><path d='M 0 0 L 1 1'/></g>
            """).icon
        #expect(icon.groupTransforms == [.translation(1, 2), .scale(3, 3), .translation(5, 0)])
        #expect(icon.paths[0].ancestry.map(\.group) == [1, 2])
        #expect(icon.groupTransform(0) == .translation(1, 2) && icon.groupTransform(9) == .identity)
    }

    /// Too many key values are refused by count, not called empty.
    @Test func tooManyValuesAreCountedInTheMessage() {
        let body = "<g><animateTransform attributeName='transform' type='rotate' dur='1s' values='0;1;2;3'/><path d='M 0 0 L 1 1'/></g>"
        do {
            _ = try Self.load(body, limits: SVGLimits(maxSegments: 3))
            Issue.record("four values passed a limit of three")
        } catch {
            #expect("\(error)".contains("values has 4 entries; at most 3 are allowed"), "\(error)")
        }
    }
}


import Foundation
import Geometry
import SymbolModel

/// One walk over a parsed `.gpa` document, building the ``GPAIcon``: the `<svg>` element's
/// attributes, then every shape in document order with the static transforms of its groups,
/// then the SMIL animations, then the attachments (which may point forward).
struct GPADocumentReader {
    let file: String
    let limits: SVGLimits
    private(set) var warnings: [SVGWarning] = []

    private var stateNames: [String] = []
    private var paths: [GPAPath] = []
    /// The `gpa:attach-to` of each path, resolved once every id is known.
    private var pendingAttachments: [(path: Int, id: String, position: Double, element: SVGElement)] = []
    private var animations: [GPAAnimationElement] = []
    /// The animation elements, with what they target, read after the shapes.
    private var pendingAnimations: [(element: SVGElement, target: GPAAnimationElement.Target)] = []
    /// The own transform of each animated group, by its index.
    private var groupTransforms: [Transform] = []
    /// The path elements of every shape read so far (a conic counts the quadratic pieces it is
    /// stored as), held to ``SVGLimits/maxSegments`` for the whole file as ``SymbolBuilder`` does.
    private var segmentCount = 0
    /// Warnings already given, so a file with 10,000 paths gives each kind once per element name.
    private var warned: Set<String> = []

    init(file: String, limits: SVGLimits) {
        self.file = file
        self.limits = limits
    }

    // MARK: - Document

    mutating func read(_ root: SVGElement, name: String) throws -> GPAIcon {
        guard root.name == "svg" else {
            throw error(root, "the root element is <\(root.name)>; a .gpa file is an <svg> element")
        }
        let width = try length(root, "width")
        let height = try length(root, "height")
        var viewBox = Rect(x: 0, y: 0, width: width, height: height)
        if let box = root.attributes["viewBox"] {
            let numbers = GPAValues.numbers(box)
            guard let numbers, numbers.count == 4, numbers[2] > 0, numbers[3] > 0 else {
                throw error(root, "viewBox '\(box)' is not four numbers with a positive width and height")
            }
            viewBox = Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
        }
        if let version = gpa(root, "version"), version.trimmingCharacters(in: .whitespaces) != "1" {
            throw error(root, "gpa:version is '\(version)'; only version 1 is defined")
        }
        if let names = gpa(root, "state-names") {
            stateNames = names.split(whereSeparator: \.isWhitespace).map(String.init)
            if stateNames.count > GPAState.maximum + 1 {
                throw error(root, "gpa:state-names names \(stateNames.count) states; at most 64 are allowed")
            }
        }
        var initialState = 0
        if let text = gpa(root, "state") {
            guard let state = state(named: text.trimmingCharacters(in: .whitespaces), allowUnset: true) else {
                throw error(root, "gpa:state is '\(text)'; expected a state from -1 to 63\(namesHint)")
            }
            initialState = state
        }
        let keywords = gpa(root, "keywords").map { $0.split(whereSeparator: \.isWhitespace).map(String.init) } ?? []
        noteUnknownGPAAttributes(root, known: ["version", "state", "state-names", "keywords"])

        try walk(root.children, scopes: [], transform: .identity, sinceScope: .identity)
        try resolveAttachments()
        for pending in pendingAnimations {
            if let animation = try readAnimation(pending.element, target: pending.target) {
                animations.append(animation)
            }
        }
        return GPAIcon(name: name, viewBox: viewBox, initialState: initialState, stateNames: stateNames,
                       keywords: keywords, paths: paths, animations: animations, groupTransforms: groupTransforms)
    }

    private static let shapeNames: Set<String> = ["path", "circle", "rect"]
    private static let animationNames: Set<String> = ["animate", "animateTransform", "set"]
    /// Elements GTK skips without a word: metadata and editors' additions.
    private static let silentNames: Set<String> = ["defs", "style", "title", "desc", "metadata"]

    /// `transform` is the product of every group's transform above `children`; `sinceScope`
    /// the product of those below the innermost animated group.
    private mutating func walk(_ children: [SVGElement], scopes: [GPATransformScope], transform: Transform,
                               sinceScope: Transform) throws {
        for child in children {
            if Self.shapeNames.contains(child.name) {
                try readShape(child, scopes: scopes, parentTransform: transform, sinceScope: sinceScope)
            } else if child.name == "g" {
                let own = try transformAttribute(child)
                let animated = child.children.filter { Self.animationNames.contains($0.name) }
                var inner = scopes
                var innerSince = own.concatenating(sinceScope)
                if !animated.isEmpty {
                    let group = groupTransforms.count
                    groupTransforms.append(own)
                    inner.append(GPATransformScope(group: group, transform: own, outer: sinceScope))
                    innerSince = .identity
                    for a in animated { pendingAnimations.append((a, .group(group))) }
                }
                try walk(child.children, scopes: inner, transform: own.concatenating(transform), sinceScope: innerSince)
            } else if Self.animationNames.contains(child.name) {
                // Animations under <svg> itself have nothing GTK would animate.
                if child.parent?.name == "svg" { warn(child, "an animation outside a group or shape is ignored") }
            } else if Self.silentNames.contains(child.name) || child.name.hasPrefix("sodipodi:")
                        || child.name.hasPrefix("inkscape:") || child.name.hasPrefix("{") {
                continue
            } else {
                warn(child, "<\(child.name)> is not part of the .gpa format and is skipped")
            }
        }
    }

    // MARK: - Shapes

    private mutating func readShape(_ e: SVGElement, scopes: [GPATransformScope], parentTransform: Transform,
                                    sinceScope: Transform) throws {
        let path = try geometry(of: e)
        segmentCount += path.elements.count
        if segmentCount > limits.maxSegments { throw tooManySegments(e) }
        let own = try transformAttribute(e)
        let index = paths.count
        var item = GPAPath(id: e.attributes["id"], path: path, transform: own.concatenating(parentTransform),
                           ancestry: scopes, innerTransform: own.concatenating(sinceScope))
        let (strokePaint, fillPaint) = try paints(e)
        // GTK strokes 2 units wide with round caps and joins unless the element says otherwise.
        let defaultWidth = "2", defaultCap = "round", defaultJoin = "round"

        if let strokePaint {
            let width = try number(e, "stroke-width", e.attributes["stroke-width"] ?? defaultWidth, positive: true)
            var stroke = GPAStroke(paint: strokePaint, width: width)
            stroke.opacity = try unit(e, "stroke-opacity", e.attributes["stroke-opacity"] ?? "1")
            stroke.lineCap = try choice(e, "stroke-linecap", e.attributes["stroke-linecap"] ?? defaultCap,
                                        ["butt": LineCap.butt, "round": .round, "square": .square])
            stroke.lineJoin = try choice(e, "stroke-linejoin", e.attributes["stroke-linejoin"] ?? defaultJoin,
                                         ["miter": LineJoin.miter, "round": .round, "bevel": .bevel])
            if let range = gpa(e, "stroke-width") {
                let values = GPAValues.numbers(range) ?? []
                guard values.count == 3, values.allSatisfy({ $0 >= 0 }), values[0] <= values[1], values[1] <= values[2] else {
                    throw error(e, "gpa:stroke-width is '\(range)'; expected three widths: minimum, default and maximum, in increasing order")
                }
                stroke.minWidth = values[0]; stroke.width = values[1]; stroke.maxWidth = values[2]
            }
            item.stroke = stroke
        }
        if let fillPaint {
            var fill = GPAFill(paint: fillPaint)
            fill.opacity = try unit(e, "fill-opacity", e.attributes["fill-opacity"] ?? "1")
            fill.rule = try choice(e, "fill-rule", e.attributes["fill-rule"] ?? "nonzero",
                                   ["nonzero": FillRule.nonZero, "winding": .nonZero, "evenodd": .evenOdd])
            item.fill = fill
        }

        if let text = gpa(e, "states") { item.states = try states(e, text) }
        var transition = GPATransition.none
        if let t = gpa(e, "transition-type") {
            transition.kind = try choice(e, "gpa:transition-type", t,
                                         Dictionary(uniqueKeysWithValues: GPATransition.Kind.allCases.map { ($0.rawValue, $0) }))
        }
        if let d = gpa(e, "transition-duration") { transition.duration = try duration(e, "gpa:transition-duration", d, allowNegative: false) }
        if let d = gpa(e, "transition-delay") { transition.delay = try duration(e, "gpa:transition-delay", d, allowNegative: true) }
        if let easing = gpa(e, "transition-easing") { transition.easing = try self.easing(e, "gpa:transition-easing", easing) }
        item.transition = transition
        if transition.kind == .morph || transition.kind == .blur {
            warn(e, "gpa:transition-type '\(transition.kind.rawValue)' is approximated: GTK blurs the path; symbolview "
                 + (transition.kind == .morph ? "shrinks it towards its centre while fading it" : "widens its stroke while fading it"))
        }
        if let o = gpa(e, "origin") { item.origin = try unit(e, "gpa:origin", o) }

        var loop = GPALoop.none
        if let t = gpa(e, "animation-type") {
            loop.isAutomatic = try choice(e, "gpa:animation-type", t, ["none": false, "automatic": true])
        }
        if let d = gpa(e, "animation-direction") {
            loop.direction = try choice(e, "gpa:animation-direction", d,
                                        Dictionary(uniqueKeysWithValues: GPALoop.Direction.allCases.map { ($0.rawValue, $0) }))
        }
        if let d = gpa(e, "animation-duration") { loop.duration = try duration(e, "gpa:animation-duration", d, allowNegative: false) }
        if let r = gpa(e, "animation-repeat") {
            loop.repeatCount = r.trimmingCharacters(in: .whitespaces) == "indefinite"
                ? .infinity : try number(e, "gpa:animation-repeat", r, positive: true)
        }
        if let s = gpa(e, "animation-segment") { loop.segment = try unit(e, "gpa:animation-segment", s) }
        if let easing = gpa(e, "animation-easing") { loop.easing = try self.easing(e, "gpa:animation-easing", easing) }
        item.animation = loop

        if let to = gpa(e, "attach-to") {
            let position = try gpa(e, "attach-pos").map { try unit(e, "gpa:attach-pos", $0) } ?? 0
            pendingAttachments.append((index, to, position, e))
        } else if gpa(e, "attach-pos") != nil {
            warn(e, "gpa:attach-pos without gpa:attach-to is ignored")
        }
        noteUnknownGPAAttributes(e, known: Self.pathAttributes)
        for child in e.children where Self.animationNames.contains(child.name) {
            pendingAnimations.append((child, .path(index)))
        }
        paths.append(item)
    }

    private static let pathAttributes: Set<String> = [
        "stroke", "fill", "states", "transition-type", "transition-duration", "transition-delay", "transition-easing",
        "origin", "animation-type", "animation-direction", "animation-duration", "animation-repeat",
        "animation-segment", "animation-easing", "attach-to", "attach-pos", "stroke-width",
    ]

    /// The stroke and fill paints, decided once for the element as GTK's path paintable does:
    /// with `gpa:stroke` or `gpa:fill`, those alone (one absent is no paint); otherwise the style
    /// classes of older symbolic icons (`foreground-stroke`, `success-fill`, …); otherwise, a
    /// symbolview extension, the plain SVG `stroke` / `fill` colours; and without any of these a
    /// foreground fill and no stroke.
    ///
    /// GTK's path-paintable parser switches on *any* `gpa:` attribute, which would leave GTK's
    /// own demo icons that pair `gpa:states` with a class (user-trash-opening, bell) unpainted,
    /// so only the paint attributes switch here.
    private func paints(_ e: SVGElement) throws -> (stroke: GPAPaint?, fill: GPAPaint?) {
        let gpaStroke = gpa(e, "stroke"), gpaFill = gpa(e, "fill")
        if gpaStroke != nil || gpaFill != nil {
            return (try gpaStroke.map { try paint(e, "gpa:stroke", $0) }, try gpaFill.map { try paint(e, "gpa:fill", $0) })
        }
        if let classes = e.attributes["class"] {
            return Self.legacyPaints(Set(classes.split(whereSeparator: \.isWhitespace).map(String.init)))
        }
        func plain(_ name: String) throws -> GPAPaint? {
            guard let text = e.attributes[name]?.trimmingCharacters(in: .whitespaces), text != "none" else { return nil }
            if text == "currentColor" { return .symbolic(.foreground) }
            guard let color = SVGColorValue.parse(text) else {
                throw error(e, "\(name) is '\(text)'; expected a colour or none")
            }
            return .color(color)
        }
        let fill = e.attributes["fill"] != nil ? try plain("fill") : .symbolic(.foreground)
        return (try plain("stroke"), fill)
    }

    /// The paints the old symbolic icons' style classes imply (GTK's compatibility rules): a
    /// fill unless `transparent-fill`, a stroke only with a `…-stroke` class.
    static func legacyPaints(_ words: Set<String>) -> (stroke: GPAPaint?, fill: GPAPaint?) {
        var fill: GPAPaint? = .symbolic(.foreground)
        if words.contains("transparent-fill") { fill = nil }
        else if words.contains("foreground-fill") { fill = .symbolic(.foreground) }
        else if words.contains("success") || words.contains("success-fill") { fill = .symbolic(.success) }
        else if words.contains("warning") || words.contains("warning-fill") { fill = .symbolic(.warning) }
        else if words.contains("error") || words.contains("error-fill") { fill = .symbolic(.error) }
        var stroke: GPAPaint?
        if words.contains("success-stroke") { stroke = .symbolic(.success) }
        else if words.contains("warning-stroke") { stroke = .symbolic(.warning) }
        else if words.contains("error-stroke") { stroke = .symbolic(.error) }
        else if words.contains("foreground-stroke") { stroke = .symbolic(.foreground) }
        return (stroke, fill)
    }

    private func geometry(of e: SVGElement) throws -> Path {
        switch e.name {
        case "circle":
            let cx = try e.attributes["cx"].map { try number(e, "cx", $0) } ?? 0
            let cy = try e.attributes["cy"].map { try number(e, "cy", $0) } ?? 0
            let r = try e.attributes["r"].map { try number(e, "r", $0, positive: true) } ?? 0
            return r == 0 ? Path() : Path.circle(center: Point(cx, cy), radius: r)
        case "rect":
            let x = try e.attributes["x"].map { try number(e, "x", $0) } ?? 0
            let y = try e.attributes["y"].map { try number(e, "y", $0) } ?? 0
            let w = try e.attributes["width"].map { try number(e, "width", $0, positive: true) } ?? 0
            let h = try e.attributes["height"].map { try number(e, "height", $0, positive: true) } ?? 0
            var rx = try e.attributes["rx"].map { try number(e, "rx", $0, positive: true) }
            var ry = try e.attributes["ry"].map { try number(e, "ry", $0, positive: true) }
            if rx == nil { rx = ry }
            if ry == nil { ry = rx }
            if w == 0 || h == 0 { return Path() }
            return Path.rect(Rect(x: x, y: y, width: w, height: h), rx: rx ?? 0, ry: ry ?? 0)
        default:
            guard let d = e.attributes["d"] else { throw error(e, "a <path> needs a d attribute") }
            // What earlier shapes left of the file's budget; one conic may overshoot it by its
            // pieces, which the caller's running total then refuses.
            let budget = max(limits.maxSegments - segmentCount, 0)
            let result = Path.parse(svgPathData: d, mode: .strict, dialect: .gtk, elementLimit: budget)
            if let failure = result.error {
                if case .atMostElements = failure.expected { throw tooManySegments(e) }
                throw error(e, "d: \(failure)")
            }
            for element in result.path.elements {
                if case .move(let p) = element, abs(p.x) > limits.maxCoordinate || abs(p.y) > limits.maxCoordinate {
                    throw error(e, "d: a coordinate is beyond ±\(limits.maxCoordinate)")
                }
            }
            return result.path
        }
    }

    private func tooManySegments(_ e: SVGElement) -> SVGLoadError {
        error(e, "the file has more than \(limits.maxSegments) path segments (a conic counts as the quadratic pieces it is drawn with)")
    }

    private func transformAttribute(_ e: SVGElement) throws -> Transform {
        guard let text = e.attributes["transform"] else { return .identity }
        do { return try SVGTransformList.parse(text) } catch {
            throw self.error(e, "transform '\(text)': \(error)")
        }
    }

    // MARK: - Attachments

    private mutating func resolveAttachments() throws {
        var byID: [String: Int] = [:]
        for (i, path) in paths.enumerated() { if let id = path.id, byID[id] == nil { byID[id] = i } }
        for pending in pendingAttachments {
            guard let host = byID[pending.id] else {
                throw error(pending.element, "gpa:attach-to names '\(pending.id)', but no path has that id")
            }
            paths[pending.path].attachment = GPAAttachment(host: host, position: pending.position)
        }
        // A ring of attachments has no path to start from: refuse it rather than loop. Each path
        // is walked once: 0 unvisited, 1 on the current walk, 2 known to end in a free path.
        var mark = [UInt8](repeating: 0, count: paths.count)
        for start in paths.indices where mark[start] == 0 {
            var walk: [Int] = []
            var current = start
            while mark[current] == 0 {
                mark[current] = 1
                walk.append(current)
                guard let host = paths[current].attachment?.host else { break }
                current = host
            }
            if mark[current] == 1, paths[current].attachment != nil {
                let element = pendingAttachments.first { $0.path == current }?.element
                throw error(element, "gpa:attach-to forms a cycle (path \(paths[current].id ?? "#\(current)") rides on itself)")
            }
            for i in walk { mark[i] = 2 }
        }
    }

    // MARK: - Values

    /// The value of `gpa:name`.
    func gpa(_ e: SVGElement, _ name: String) -> String? { e.attributes["gpa:" + name] }

    private var namesHint: String {
        stateNames.isEmpty ? "" : " or one of the names " + stateNames.joined(separator: ", ")
    }

    /// A state number or name; -1 (unset) only where `allowUnset`.
    func state(named text: String, allowUnset: Bool = false) -> Int? {
        if let i = stateNames.firstIndex(of: text) { return i }
        guard let n = Int(text), n <= GPAState.maximum, n >= (allowUnset ? GPAState.unset : 0) else { return nil }
        return n
    }

    private func states(_ e: SVGElement, _ text: String) throws -> GPAStateSet {
        let words = text.split(whereSeparator: \.isWhitespace).map(String.init)
        if words.isEmpty || words == ["all"] { return .all }
        if words == ["none"] { return .none }
        var list: [Int] = []
        for word in words {
            guard let s = state(named: word) else {
                throw error(e, "gpa:states has '\(word)'; expected states from 0 to 63\(namesHint), 'all' or 'none'")
            }
            list.append(s)
        }
        return GPAStateSet(list)
    }

    private func paint(_ e: SVGElement, _ attribute: String, _ text: String) throws -> GPAPaint {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if let symbolic = GPASymbolicColor(rawValue: trimmed) { return .symbolic(symbolic) }
        if let color = SVGColorValue.parse(trimmed) { return .color(color) }
        throw error(e, "\(attribute) is '\(text)'; expected foreground, success, warning, error, accent or a colour")
    }

    private func easing(_ e: SVGElement, _ attribute: String, _ text: String) throws -> GPAEasing {
        try choice(e, attribute, text, Dictionary(uniqueKeysWithValues: GPAEasing.allCases.map { ($0.rawValue, $0) }))
    }

    private func choice<T>(_ e: SVGElement, _ attribute: String, _ text: String, _ options: [String: T]) throws -> T {
        let key = text.trimmingCharacters(in: .whitespaces)
        if let value = options[key] { return value }
        throw error(e, "\(attribute) is '\(text)'; expected one of " + options.keys.sorted().joined(separator: ", "))
    }

    /// A clock value in seconds (``GPAValues/duration(_:)``): `s`, `ms` or a bare number as GTK
    /// reads it, plus `min` and `h`, which are a symbolview extension.
    func duration(_ e: SVGElement, _ attribute: String, _ text: String, allowNegative: Bool) throws -> Double {
        guard let seconds = GPAValues.duration(text), allowNegative || seconds >= 0 else {
            throw error(e, "\(attribute) is '\(text)'; expected a \(allowNegative ? "" : "non-negative ")time such as 200ms or 0.2s")
        }
        guard abs(seconds) <= GPAValues.maximumSeconds else {
            throw error(e, "\(attribute) is '\(text)'; times beyond \(Int(GPAValues.maximumSeconds)) s are not supported")
        }
        return seconds
    }

    func number(_ e: SVGElement, _ attribute: String, _ text: String, positive: Bool = false) throws -> Double {
        var t = text.trimmingCharacters(in: .whitespaces)
        if t.hasSuffix("px") { t.removeLast(2) }
        guard let v = Double(t), v.isFinite, abs(v) <= limits.maxCoordinate, !positive || v >= 0 else {
            throw error(e, "\(attribute) is '\(text)'; expected a \(positive ? "non-negative " : "")number")
        }
        return v
    }

    private func unit(_ e: SVGElement, _ attribute: String, _ text: String) throws -> Double {
        guard let v = Double(text.trimmingCharacters(in: .whitespaces)), v >= 0, v <= 1 else {
            throw error(e, "\(attribute) is '\(text)'; expected a number from 0 to 1")
        }
        return v
    }

    private func length(_ e: SVGElement, _ attribute: String) throws -> Double {
        guard let text = e.attributes[attribute] else {
            throw error(e, "the <svg> element needs a \(attribute) attribute: it is the icon's size")
        }
        let v = try number(e, attribute, text, positive: true)
        guard v > 0 else { throw error(e, "\(attribute) is '\(text)'; the icon's size must be above zero") }
        return v
    }

    // MARK: - Messages

    func error(_ e: SVGElement?, _ reason: String) -> SVGLoadError {
        SVGLoadError(file: file, line: e?.line, element: e?.name, reason: reason)
    }

    mutating func warn(_ e: SVGElement, _ message: String) {
        let key = e.name + "\u{0}" + message
        guard warned.insert(key).inserted else { return }
        warnings.append(SVGWarning(file: file, line: e.line, element: e.name, message: message))
    }

    private mutating func noteUnknownGPAAttributes(_ e: SVGElement, known: Set<String>) {
        for key in e.sortedAttributeNames where key.hasPrefix("gpa:") && !known.contains(String(key.dropFirst(4))) {
            warn(e, "\(key) is not an attribute symbolview knows; ignored")
        }
    }
}

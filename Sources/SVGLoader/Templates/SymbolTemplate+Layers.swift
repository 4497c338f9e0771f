import Geometry
import SymbolModel

/// How a template's classes and `-sfsymbols-*` properties become our layers and annotations.
///
/// Each path names its layer once per rendering mode: `monochrome-N`, `hierarchical-N:level`,
/// `multicolor-N:colour`. Our symbol has one set of layers, so one mode's numbering is used:
/// hierarchical when any path has it (it also gives each layer its level), else monochrome,
/// else multicolor. Layers draw in ascending N; a path in no layer of that mode joins layer 0
/// with a warning, and a path in several is drawn once, in the first.
extension SymbolTemplate {
    /// The rendering mode whose layer numbers make our layers.
    enum LayerScheme: String, CaseIterable {
        case hierarchical, monochrome, multicolor
    }

    /// The class of `path` in `scheme`, split into layer number and qualifier
    /// (`hierarchical-2:secondary` → (2, "secondary", the class)).
    static func layerClasses(_ path: DesignPath, _ scheme: LayerScheme) -> [(index: Int, qualifier: String?, className: String)] {
        path.classes.compactMap { c in
            guard c.hasPrefix(scheme.rawValue + "-") else { return nil }
            let rest = c.dropFirst(scheme.rawValue.count + 1)
            let number = rest.prefix { $0.isASCII && $0.isNumber }
            guard !number.isEmpty, number.count < 7, let n = Int(number) else { return nil }
            let after = rest.dropFirst(number.count)
            return (n, after.hasPrefix(":") ? String(after.dropFirst()) : nil, c)
        }
    }

    /// The symbol drawn by `design`, with our layers made from its classes and the style sheet.
    func makeSymbol(_ design: Design, viewBox: Rect) -> Symbol {
        let scheme = LayerScheme.allCases.first { s in design.paths.contains { !Self.layerClasses($0, s).isEmpty } }
        // Layer number → (class of the first path naming it, shapes' indices).
        var members: [Int: (className: String?, qualifier: String?, paths: [Int])] = [:]
        for (i, p) in design.paths.enumerated() {
            let found = scheme.map { Self.layerClasses(p, $0) } ?? []
            let first = found.min { $0.index < $1.index }
            let n = first?.index ?? 0
            if members[n] == nil { members[n] = (first?.className, first?.qualifier, []) }
            members[n]!.paths.append(i)
        }
        let defaults = sheet.properties["defaults"] ?? [:]
        let clockwise = Self.flag(defaults["-sfsymbols-rotates-clockwise"]) ?? true
        var layers: [Layer] = []
        var groups: [RenderNode] = []
        var usedIDs: Set<String> = []
        for n in members.keys.sorted() {
            let m = members[n]!
            let shapes = m.paths.map { Shape(path: design.paths[$0].path, style: ShapeStyle(fill: .tint)) }
            func property(_ name: String) -> String? { m.className.flatMap { sheet.value(name, of: $0) } }
            var id = property("-sfsymbols-layer-tags").map { $0.split(separator: " ").first.map(String.init) ?? $0 } ?? "layer-\(n)"
            if id.isEmpty || usedIDs.contains(id) { id = "layer-\(n)" }
            usedIDs.insert(id)
            var layer = Layer(id: id, shapes: shapes)
            if scheme == .hierarchical, let level = m.qualifier.flatMap(HierarchyLevel.init(name:)) { layer.hierarchy = level }
            layer.draw = DrawAnnotation(kind: .fallback, motionGroup: property("-sfsymbols-motion-group").map { "group-" + $0 })
            if let data = m.paths.first.flatMap({ design.paths[$0].draw }) {
                layer.draw.direction = data.direction
                layer.draw.start = data.start
                layer.draw.isBidirectional = data.isBidirectional
                if let guide = data.guide {
                    // Without a width, one that covers the whole layer: a wipe along the guide.
                    let bounds = shapes.dropFirst().reduce(shapes[0].path.bounds) { $0.union($1.path.bounds) }
                    layer.draw.kind = .guide(guide, width: data.width ?? 2 * max(bounds.width, bounds.height) + 1)
                } else if data.appears {
                    layer.draw.kind = .appear
                }
            }
            if let t = property("-sfsymbols-variable-threshold").flatMap(Double.init), t.isFinite {
                layer.variableThreshold = min(max(t, 0), 1)
                layer.isVariable = true
            }
            layer.pulses = Self.flag(property("-sfsymbols-always-pulses")) ?? false
            if Self.flag(property("-sfsymbols-always-rotates")) == true {
                let bounds = shapes.dropFirst().reduce(shapes[0].path.bounds) { box, shape in box.union(shape.path.bounds) }
                layer.rotation = RotationAnnotation(direction: clockwise ? .clockwise : .counterClockwise, anchor: bounds.center)
            }
            layer.clearsBehind = Self.flag(property("-sfsymbols-clear-behind")) ?? false
            layer.multicolor = m.paths.lazy.compactMap { multicolor(of: design.paths[$0]) }.first
            let opacity = property("opacity").flatMap(Double.init).map { min(max($0, 0), 1) } ?? 1
            groups.append(.group(RenderGroup(children: shapes.map { .shape($0) }, opacity: opacity.isFinite ? opacity : 1,
                                             layer: layers.count)))
            layers.append(layer)
        }
        return Symbol(name: name, viewBox: viewBox, layers: layers, root: RenderGroup(children: groups),
                      isAnnotated: scheme != nil)
    }

    /// The multicolor paint of `path`, from its first `multicolor-N:colour` class: the `fill` of
    /// that class's rule when it is a colour, else the colour the name gives (`tintColor` is the
    /// accent, `systemRedColor` Apple's red); nil when the path has no such class or the name is
    /// not one symbolview knows, which leaves the path in the tint.
    func multicolor(of path: DesignPath) -> MulticolorPaint? {
        guard let found = Self.layerClasses(path, .multicolor).min(by: { $0.index < $1.index }) else { return nil }
        if let fill = sheet.value("fill", of: found.className), let color = SVGColorValue.parse(fill) { return .color(color) }
        guard let name = found.qualifier else { return nil }
        if AppleSystemColor.isTint(name) { return .accent }
        return AppleSystemColor.color(named: name).map { .color($0) }
    }

    /// `true`/`false` (and `1`/`0`), as the templates write flags.
    static func flag(_ value: String?) -> Bool? {
        switch value?.lowercased() {
        case "true", "1": return true
        case "false", "0": return false
        default: return nil
        }
    }
}

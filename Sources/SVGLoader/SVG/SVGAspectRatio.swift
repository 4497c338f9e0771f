import Geometry

/// SVG's `preserveAspectRatio`: how a viewBox is fitted into a viewport of another shape.
struct SVGAspectRatio: Equatable {
    /// Where the box is aligned on each axis: 0 min, 0.5 mid, 1 max; nil for `none`, which
    /// stretches the box to the viewport.
    var alignX: Double?
    var alignY: Double?
    /// `slice` covers the viewport (cutting the box); `meet` fits inside it.
    var slice: Bool

    static let `default` = SVGAspectRatio(alignX: 0.5, alignY: 0.5, slice: false)

    /// Parses the attribute; an invalid value gives the default, as SVG says.
    static func parse(_ text: String?) -> SVGAspectRatio {
        guard let text else { return .default }
        var words = text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }).map(String.init)
        if words.first == "defer" { words.removeFirst() }
        guard let align = words.first else { return .default }
        var result = SVGAspectRatio.default
        if words.count > 1 {
            switch words[1] {
            case "meet": result.slice = false
            case "slice": result.slice = true
            default: return .default
            }
        }
        if align == "none" {
            result.alignX = nil
            result.alignY = nil
            return result
        }
        guard align.count == 8, align.hasPrefix("x") else { return .default }
        let chars = Array(align)
        func value(_ s: String) -> Double? { ["Min": 0, "Mid": 0.5, "Max": 1][s] }
        guard let x = value(String(chars[1...3])), chars[4] == "Y", let y = value(String(chars[5...7])) else { return .default }
        result.alignX = x
        result.alignY = y
        return result
    }

    /// The transform that maps `viewBox` into `viewport`.
    func transform(from viewBox: Rect, to viewport: Rect) -> Transform {
        guard viewBox.width > 0, viewBox.height > 0 else { return .identity }
        var sx = viewport.width / viewBox.width, sy = viewport.height / viewBox.height
        guard let ax = alignX, let ay = alignY else {
            return Transform.translation(-viewBox.x, -viewBox.y)
                .concatenating(.scale(sx, sy))
                .concatenating(.translation(viewport.x, viewport.y))
        }
        let s = slice ? max(sx, sy) : min(sx, sy)
        sx = s; sy = s
        let tx = viewport.x + (viewport.width - viewBox.width * s) * ax
        let ty = viewport.y + (viewport.height - viewBox.height * s) * ay
        return Transform.translation(-viewBox.x, -viewBox.y)
            .concatenating(.scale(s))
            .concatenating(.translation(tx, ty))
    }
}

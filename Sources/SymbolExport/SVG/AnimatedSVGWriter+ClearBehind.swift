import Geometry
import SymbolModel

/// A clear-behind layer (an SF Symbols template's `-sfsymbols-clear-behind`) hides what its
/// symbol draws below it where it covers it. In the SVG what lies below shows through a
/// `<mask>`: white, with the clearing layer's fills in black, posed and faded as the layer is.
extension AnimatedSVGWriter.Builder {
    /// Wraps what the body holds from UTF-8 offset `start` (the part's layers so far) in the
    /// mask of entry `i`'s layer.
    mutating func clearBehind(_ i: Int, from start: Int) {
        let head = String(decoding: body.utf8.prefix(start), as: UTF8.self)
        let below = String(decoding: body.utf8.dropFirst(start), as: UTF8.self)
        counter += 1
        let id = Self.scoped("cb\(counter)")
        let n = Self.number
        let w = Double(plan.scene.width), h = Double(plan.scene.height)
        let area = "x=\"\(n(-w))\" y=\"\(n(-h))\" width=\"\(n(3 * w))\" height=\"\(n(3 * h))\""
        body = "<mask id=\"\(id)\" maskUnits=\"userSpaceOnUse\" \(area)>\n<rect \(area) fill=\"white\"/>\n"
        layer(plan.eraser(i), reduced: reduced?.eraser(i))
        body = head + body + "</mask>\n<g mask=\"url(#\(id))\">\n" + below + "</g>\n"
    }
}

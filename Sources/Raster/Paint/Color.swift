/// A colour with straight (non-premultiplied) components in 0...1.
///
/// Colours are specified straight, as SVG and CSS do; the canvas stores premultiplied pixels, so
/// ``premultipliedARGB`` does the conversion once per draw call rather than per pixel.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    public var r: Double
    public var g: Double
    public var b: Double
    public var a: Double

    public init(r: Double, g: Double, b: Double, a: Double = 1) {
        self.r = r; self.g = g; self.b = b; self.a = a
    }

    /// A colour from `0xRRGGBB` (opaque) and an optional alpha.
    public init(rgb: UInt32, alpha: Double = 1) {
        r = Double((rgb >> 16) & 0xFF) / 255
        g = Double((rgb >> 8) & 0xFF) / 255
        b = Double(rgb & 0xFF) / 255
        a = alpha
    }

    /// A colour from CSS hex notation: `#rgb`, `#rgba`, `#rrggbb` or `#rrggbbaa` (the `#` is
    /// optional). Returns nil for anything else.
    public init?(hex: String) {
        var s = Substring(hex)
        if s.hasPrefix("#") { s = s.dropFirst() }
        guard let v = UInt32(s, radix: 16) else { return nil }
        func nibble(_ shift: UInt32) -> Double { Double((v >> shift) & 0xF) * 17 / 255 }
        func byte(_ shift: UInt32) -> Double { Double((v >> shift) & 0xFF) / 255 }
        switch s.count {
        case 3: self.init(r: nibble(8), g: nibble(4), b: nibble(0))
        case 4: self.init(r: nibble(12), g: nibble(8), b: nibble(4), a: nibble(0))
        case 6: self.init(r: byte(16), g: byte(8), b: byte(0))
        case 8: self.init(r: byte(24), g: byte(16), b: byte(8), a: byte(0))
        default: return nil
        }
    }

    public static let clear = Color(r: 0, g: 0, b: 0, a: 0)
    public static let black = Color(r: 0, g: 0, b: 0)
    public static let white = Color(r: 1, g: 1, b: 1)

    /// The same colour with its alpha multiplied by `opacity`.
    public func withOpacity(_ opacity: Double) -> Color {
        Color(r: r, g: g, b: b, a: a * opacity)
    }

    /// The colour as one canvas pixel: premultiplied, packed `0xAARRGGBB`.
    public var premultipliedARGB: UInt32 {
        let alpha = min(max(a, 0), 1)
        func channel(_ v: Double) -> UInt32 { UInt32((min(max(v, 0), 1) * alpha * 255).rounded()) }
        return UInt32((alpha * 255).rounded()) << 24 | channel(r) << 16 | channel(g) << 8 | channel(b)
    }

    /// The straight colour of a premultiplied `0xAARRGGBB` pixel.
    public init(premultipliedARGB p: UInt32) {
        let a = Double(p >> 24)
        guard a > 0 else { self = .clear; return }
        self.init(r: Double((p >> 16) & 0xFF) / a, g: Double((p >> 8) & 0xFF) / a,
                  b: Double(p & 0xFF) / a, a: a / 255)
    }

    public var description: String {
        "Color(r: \(r), g: \(g), b: \(b), a: \(a))"
    }
}

import Foundation

/// Chains of references of every shape that nests a drawing one level deeper per link, though
/// the file stays flat: `use` of a group holding the next `use`, `use` of a `symbol`, a mask
/// inside a mask, a mask on a mask, `clip-path` on a `clipPath` and on a clip's child. Tests of
/// the loader's nesting limit and of the renderer's stack depth build them at any length;
/// each ends in a plain rectangle.
public enum ReferenceChain: String, CaseIterable, Sendable {
    case useGroupUse, useSymbol, maskInMask, maskOnMask, clipOnClip, clipOnClipChild, useOpacityGroup

    /// The `<defs>` of a chain of `n` links and the element that starts it.
    public func body(links n: Int) -> String {
        var s = "<defs>"
        switch self {
        case .useGroupUse:
            for i in 0..<n { s += "<g id=\"g\(i)\"><use href=\"#g\(i + 1)\"/></g>" }
            s += "<g id=\"g\(n)\"><rect width=\"10\" height=\"10\"/></g></defs><use href=\"#g0\"/>"
        case .useOpacityGroup:
            for i in 0..<n { s += "<g id=\"g\(i)\" opacity=\"0.99\"><use href=\"#g\(i + 1)\"/><rect width=\"1\" height=\"1\"/></g>" }
            s += "<g id=\"g\(n)\"><rect width=\"10\" height=\"10\"/></g></defs><use href=\"#g0\"/>"
        case .useSymbol:
            for i in 0..<n { s += "<symbol id=\"s\(i)\"><use href=\"#s\(i + 1)\"/></symbol>" }
            s += "<symbol id=\"s\(n)\"><rect width=\"10\" height=\"10\"/></symbol></defs><use href=\"#s0\"/>"
        case .maskInMask:
            for i in 0..<n { s += "<mask id=\"m\(i)\"><rect width=\"24\" height=\"24\" fill=\"white\" mask=\"url(#m\(i + 1))\"/></mask>" }
            s += "<mask id=\"m\(n)\"><rect width=\"24\" height=\"24\" fill=\"white\"/></mask></defs><rect width=\"24\" height=\"24\" mask=\"url(#m0)\"/>"
        case .maskOnMask:
            for i in 0..<n { s += "<mask id=\"m\(i)\" mask=\"url(#m\(i + 1))\"><rect width=\"24\" height=\"24\" fill=\"white\"/></mask>" }
            s += "<mask id=\"m\(n)\"><rect width=\"24\" height=\"24\" fill=\"white\"/></mask></defs><rect width=\"24\" height=\"24\" mask=\"url(#m0)\"/>"
        case .clipOnClip:
            for i in 0..<n { s += "<clipPath id=\"c\(i)\" clip-path=\"url(#c\(i + 1))\"><rect width=\"20\" height=\"20\"/></clipPath>" }
            s += "<clipPath id=\"c\(n)\"><rect width=\"20\" height=\"20\"/></clipPath></defs><rect width=\"24\" height=\"24\" clip-path=\"url(#c0)\"/>"
        case .clipOnClipChild:
            for i in 0..<n { s += "<clipPath id=\"c\(i)\"><rect width=\"20\" height=\"20\" clip-path=\"url(#c\(i + 1))\"/></clipPath>" }
            s += "<clipPath id=\"c\(n)\"><rect width=\"20\" height=\"20\"/></clipPath></defs><rect width=\"24\" height=\"24\" clip-path=\"url(#c0)\"/>"
        }
        return s
    }

    /// The file: an SVG document holding a chain of `n` links.
    public func document(links n: Int) -> Data {
        Data(("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 24 24\">" + body(links: n) + "</svg>").utf8)
    }

    /// Links of a chain that nests exactly as deep as `nesting` allows, or one level less: each
    /// link takes one or two levels (a `use` and the group it draws, a mask and the shape
    /// inside it).
    public func linksWithin(nesting limit: Int) -> Int {
        switch self {
        case .useGroupUse, .useOpacityGroup, .maskInMask, .clipOnClipChild: return limit / 2 - 2
        case .useSymbol, .maskOnMask, .clipOnClip: return limit - 3
        }
    }
}

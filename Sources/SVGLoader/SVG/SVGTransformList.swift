import Foundation
import Geometry

/// Parses an SVG `transform` attribute: a list of `matrix`, `translate`, `scale`, `rotate`
/// (with an optional centre), `skewX` and `skewY`, separated by whitespace and/or commas.
/// The list reads left to right as the SVG specification says: the rightmost transform applies
/// to the shape first.
enum SVGTransformList {
    struct Failure: Error, CustomStringConvertible {
        var offset: Int
        var message: String
        var description: String { "transform offset \(offset): \(message)" }
    }

    static func parse(_ text: String) throws -> Transform {
        var s = SVGNumberScanner(text)
        var result = Transform.identity
        s.skipSeparator()
        while !s.isAtEnd {
            let nameStart = s.index
            while let b = s.peek, (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) { s.advance() }
            let name = String(decoding: s.bytes[nameStart..<s.index], as: UTF8.self)
            s.skipSpaces()
            guard !name.isEmpty, s.peek == UInt8(ascii: "(") else {
                throw Failure(offset: nameStart, message: "expected matrix, translate, scale, rotate, skewX or skewY followed by '(', found \(s.found)")
            }
            s.advance()
            var args: [Double] = []
            s.skipSpaces()
            while s.peek != UInt8(ascii: ")") {
                do {
                    args.append(try s.requiredNumber())
                } catch let f as SVGNumberScanner.Failure {
                    throw Failure(offset: s.index, message: "in \(name)(): \(f.description.drop { $0 != ":" }.dropFirst(2))")
                }
                s.skipSeparator()
                if s.isAtEnd { throw Failure(offset: s.index, message: "\(name)( is not closed with ')'") }
            }
            s.advance()
            let t = try make(name, args, offset: nameStart)
            result = t.concatenating(result)
            s.skipSeparator()
        }
        return result
    }

    private static func make(_ name: String, _ a: [Double], offset: Int) throws -> Transform {
        func require(_ counts: [Int]) throws {
            guard counts.contains(a.count) else {
                let wanted = counts.map(String.init).joined(separator: " or ")
                throw Failure(offset: offset, message: "\(name)() takes \(wanted) numbers, found \(a.count)")
            }
        }
        let radians = { (deg: Double) in deg * .pi / 180 }
        switch name {
        case "matrix":
            try require([6])
            return Transform(a: a[0], b: a[1], c: a[2], d: a[3], e: a[4], f: a[5])
        case "translate":
            try require([1, 2])
            return .translation(a[0], a.count == 2 ? a[1] : 0)
        case "scale":
            try require([1, 2])
            return .scale(a[0], a.count == 2 ? a[1] : a[0])
        case "rotate":
            try require([1, 3])
            return a.count == 3 ? .rotation(radians(a[0]), around: Point(a[1], a[2])) : .rotation(radians(a[0]))
        case "skewX":
            try require([1])
            return .skewX(radians(a[0]))
        case "skewY":
            try require([1])
            return .skewY(radians(a[0]))
        default:
            throw Failure(offset: offset, message: "unknown transform '\(name)'; expected matrix, translate, scale, rotate, skewX or skewY")
        }
    }
}

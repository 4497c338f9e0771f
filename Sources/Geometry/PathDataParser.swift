/// Which path-data grammar ``Path/parse(svgPathData:mode:dialect:elementLimit:)`` reads.
public enum PathDataDialect: Hashable, Sendable {
    /// SVG's grammar: `M L H V C S Q T A Z`. Any other letter is an error, as SVG requires.
    case svg
    /// GTK's superset (`gsk_path_parse`, used by `.gpa` icons): SVG's commands plus the conic
    /// `O x1 y1 x2 y2 w` (absolute) and `o` (relative), whose weight must be positive and finite.
    case gtk
}

/// How ``Path/parse(svgPathData:mode:elementLimit:)`` treats malformed path data.
public enum PathDataParseMode: Hashable, Sendable {
    /// Malformed data gives an empty path and the error: all or nothing.
    case strict
    /// Malformed data gives the path up to the first error, plus that error. SVG renders path
    /// data this way ("render up to the first error"), so a loader showing real-world files wants it.
    case lenient
}

extension Path {
    /// The element count above which parsing stops with an error, so absurd input cannot
    /// exhaust memory.
    public static let defaultElementLimit = 1_000_000

    /// Reads SVG path data (the `d` attribute), strictly: any fault throws a ``PathDataError``.
    ///
    /// The whole SVG grammar is accepted: absolute and relative `M L H V C S Q T A Z`, repeated
    /// argument groups, packed numbers (`1-2`, `.5.5`, `1e-3`) and packed arc flags. Arcs become
    /// cubics. Empty or all-whitespace data is an empty path.
    public init(svgPathData: String, dialect: PathDataDialect = .svg,
                elementLimit: Int = Path.defaultElementLimit) throws {
        let result = Path.parse(svgPathData: svgPathData, mode: .strict, dialect: dialect, elementLimit: elementLimit)
        if let error = result.error { throw error }
        self = result.path
    }

    /// Reads SVG path data, returning the error as a value instead of throwing.
    ///
    /// In ``PathDataParseMode/lenient`` mode the path holds every command completed before the
    /// first error; in ``PathDataParseMode/strict`` mode it is empty when there is an error.
    public static func parse(svgPathData: String, mode: PathDataParseMode, dialect: PathDataDialect = .svg,
                             elementLimit: Int = Path.defaultElementLimit) -> (path: Path, error: PathDataError?) {
        var text = svgPathData
        return text.withUTF8 { bytes in
            var parser = PathDataParser(bytes: bytes, elementLimit: elementLimit, dialect: dialect)
            do {
                try parser.run()
                return (parser.path, nil)
            } catch {
                let failure = error as! PathDataParser.Failure
                let described = failure.describe(in: bytes)
                return (mode == .lenient ? parser.path : Path(), described)
            }
        }
    }
}

/// A single pass over the UTF-8 bytes of SVG path data, building a ``Path`` as it goes.
///
/// Every loop consumes at least one byte or ends, so no input can hang it; every index is checked
/// against the end, so no input can crash it. Numbers are read without building strings unless
/// they need more than 15 significant digits or a large exponent.
struct PathDataParser {
    /// A fault at a byte offset; turned into a ``PathDataError`` with a character offset at the end.
    struct Failure: Error {
        var byteOffset: Int
        var expected: PathDataError.Expected
        var command: UInt8?
        /// The bytes that were found, when they are more than the single character at the offset.
        var foundRange: Range<Int>?

        func describe(in bytes: UnsafeBufferPointer<UInt8>) -> PathDataError {
            let offset = min(byteOffset, bytes.count)
            let characters = String(decoding: UnsafeBufferPointer(rebasing: bytes[0..<offset]), as: UTF8.self).count
            let found: String
            if let range = foundRange {
                found = "'" + String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self) + "'"
            } else if offset >= bytes.count {
                found = "end of data"
            } else {
                let rest = UnsafeBufferPointer(rebasing: bytes[offset..<min(bytes.count, offset + 8)])
                let scalar = String(decoding: rest, as: UTF8.self).unicodeScalars.first!
                if scalar.value >= 0x21 && scalar.value < 0x7F {
                    found = "'\(Character(scalar))'"
                } else if scalar == " " {
                    found = "a space"
                } else {
                    let hex = String(scalar.value, radix: 16, uppercase: true)
                    found = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
                }
            }
            return PathDataError(offset: characters, expected: expected,
                                 command: command.map { Character(Unicode.Scalar($0)) }, found: found)
        }
    }

    let bytes: UnsafeBufferPointer<UInt8>
    let elementLimit: Int
    var index = 0
    var path = Path()
    /// The command letter being read, for error messages.
    var command: UInt8 = 0
    /// The second control point of the previous `C`/`S`, for a following `S` to reflect.
    var lastCubicControl: Point?
    /// The control point of the previous `Q`/`T`, for a following `T` to reflect.
    var lastQuadControl: Point?

    /// Whether GTK's conic command is read.
    let dialect: PathDataDialect

    init(bytes: UnsafeBufferPointer<UInt8>, elementLimit: Int, dialect: PathDataDialect = .svg) {
        self.bytes = bytes
        self.elementLimit = elementLimit
        self.dialect = dialect
    }

    // MARK: Commands

    mutating func run() throws {
        skipWhitespace()
        guard index < bytes.count else { return }
        guard bytes[index] | 0x20 == UInt8(ascii: "m") else {
            throw Failure(byteOffset: index, expected: .moveTo, command: nil)
        }
        while true {
            skipWhitespace()
            guard index < bytes.count else { return }
            let letter = bytes[index]
            guard isCommand(letter) else {
                throw Failure(byteOffset: index, expected: .command, command: nil)
            }
            command = letter
            let commandStart = index
            index += 1
            if letter | 0x20 == UInt8(ascii: "z") {
                try checkLimit(at: commandStart)
                path.close()
                lastCubicControl = nil
                lastQuadControl = nil
                continue
            }
            skipWhitespace()
            var repeated = false
            while true {
                // Faults of a whole group (overflow, the element limit) point at its start.
                try execute(letter, repeated: repeated, at: repeated ? index : commandStart)
                repeated = true
                let sawComma = skipCommaWhitespace()
                if index < bytes.count && Self.startsNumber(bytes[index]) { continue }
                if sawComma { throw failure(.number) }
                break
            }
        }
    }

    /// Reads one argument group of `letter` and appends its segment.
    private mutating func execute(_ letter: UInt8, repeated: Bool, at start: Int) throws {
        let relative = letter >= UInt8(ascii: "a")
        let origin = relative ? path.currentPoint : .zero
        let kind = letter | 0x20
        try checkLimit(at: start)
        switch kind {
        case UInt8(ascii: "m"):
            let p = origin + (try pair())
            try finite(p, at: start)
            // Pairs after the first are implicit line-tos, relative after `m`.
            if repeated { path.line(to: p) } else { path.move(to: p) }
            lastCubicControl = nil; lastQuadControl = nil
        case UInt8(ascii: "l"):
            let p = origin + (try pair())
            try finite(p, at: start)
            path.line(to: p)
            lastCubicControl = nil; lastQuadControl = nil
        case UInt8(ascii: "h"):
            let x = try number()
            let p = Point(relative ? origin.x + x : x, path.currentPoint.y)
            try finite(p, at: start)
            path.line(to: p)
            lastCubicControl = nil; lastQuadControl = nil
        case UInt8(ascii: "v"):
            let y = try number()
            let p = Point(path.currentPoint.x, relative ? origin.y + y : y)
            try finite(p, at: start)
            path.line(to: p)
            lastCubicControl = nil; lastQuadControl = nil
        case UInt8(ascii: "c"):
            let c1 = origin + (try pair()); separator()
            let c2 = origin + (try pair()); separator()
            let p = origin + (try pair())
            try finite(c1, c2, p, at: start)
            path.cubic(to: p, control1: c1, control2: c2)
            lastCubicControl = c2; lastQuadControl = nil
        case UInt8(ascii: "s"):
            let c2 = origin + (try pair()); separator()
            let p = origin + (try pair())
            let current = path.currentPoint
            let c1 = lastCubicControl.map { current * 2 - $0 } ?? current
            try finite(c1, c2, p, at: start)
            path.cubic(to: p, control1: c1, control2: c2)
            lastCubicControl = c2; lastQuadControl = nil
        case UInt8(ascii: "q"):
            let c = origin + (try pair()); separator()
            let p = origin + (try pair())
            try finite(c, p, p, at: start)
            path.quad(to: p, control: c)
            lastQuadControl = c; lastCubicControl = nil
        case UInt8(ascii: "t"):
            let p = origin + (try pair())
            let current = path.currentPoint
            let c = lastQuadControl.map { current * 2 - $0 } ?? current
            try finite(c, p, p, at: start)
            path.quad(to: p, control: c)
            lastQuadControl = c; lastCubicControl = nil
        case UInt8(ascii: "o"):
            let c = origin + (try pair()); separator()
            let p = origin + (try pair()); separator()
            let weightStart = index
            let weight = try number()
            try finite(c, p, p, at: start)
            guard weight > 0 else {
                throw Failure(byteOffset: weightStart, expected: .positiveWeight, command: command,
                              foundRange: weightStart..<index)
            }
            path.conic(to: p, control: c, weight: weight)
            lastCubicControl = nil; lastQuadControl = nil
        default: // "a"
            let rx = try number(); separator()
            let ry = try number(); separator()
            let rotation = try number(); separator()
            let largeArc = try flag(); separator()
            let sweep = try flag(); separator()
            let p = origin + (try pair())
            try finite(p, at: start)
            appendArc(to: p, radii: Point(rx, ry), rotation: rotation, largeArc: largeArc, sweep: sweep)
            lastCubicControl = nil; lastQuadControl = nil
        }
    }

    /// Appends an arc; one so extreme that its maths overflows is drawn as the line it nearly is.
    private mutating func appendArc(to p: Point, radii: Point, rotation: Double, largeArc: Bool, sweep: Bool) {
        func moderate(_ v: Double) -> Bool { v == 0 || (abs(v) > 1e-60 && abs(v) < 1e60) }
        let start = path.currentPoint
        if moderate(radii.x) && moderate(radii.y) && moderate(start.x) && moderate(start.y)
            && moderate(p.x) && moderate(p.y) {
            path.arc(to: p, radii: radii, rotation: rotation, largeArc: largeArc, sweep: sweep)
            return
        }
        var scratch = Path()
        scratch.move(to: start)
        scratch.arc(to: p, radii: radii, rotation: rotation, largeArc: largeArc, sweep: sweep)
        let pieces = scratch.elements.dropFirst()
        let allFinite = pieces.allSatisfy { element in
            switch element {
            case .move(let a), .line(let a): return a.isFinite
            case .quad(let a, let b): return a.isFinite && b.isFinite
            case .cubic(let a, let b, let c): return a.isFinite && b.isFinite && c.isFinite
            case .close: return true
            }
        }
        if !allFinite { path.line(to: p); return }
        for element in pieces { path.append(element) }
    }

    private func checkLimit(at start: Int) throws {
        if path.elements.count >= elementLimit {
            throw Failure(byteOffset: start, expected: .atMostElements(elementLimit), command: command,
                          foundRange: start..<(start + 1))
        }
    }

    // (Call these only after reading the arguments: a non-mutating call copies `self`, and
    // with it `index`, before its own arguments are evaluated.)
    private func finite(_ p: Point, at start: Int) throws {
        if !p.isFinite { throw overflow(at: start) }
    }

    private func finite(_ a: Point, _ b: Point, _ c: Point, at start: Int) throws {
        if !(a.isFinite && b.isFinite && c.isFinite) { throw overflow(at: start) }
    }

    /// Finite numbers whose sum with the current point overflows.
    private func overflow(at start: Int) -> Failure {
        Failure(byteOffset: start, expected: .finiteNumber, command: command, foundRange: start..<index)
    }

    // MARK: Tokens

    private func isCommand(_ b: UInt8) -> Bool {
        if dialect == .gtk && (b == UInt8(ascii: "o") || b == UInt8(ascii: "O")) { return true }
        return Self.isSVGCommand(b)
    }

    private static func isSVGCommand(_ b: UInt8) -> Bool {
        switch b | 0x20 {
        case UInt8(ascii: "m"), UInt8(ascii: "l"), UInt8(ascii: "h"), UInt8(ascii: "v"), UInt8(ascii: "c"),
             UInt8(ascii: "s"), UInt8(ascii: "q"), UInt8(ascii: "t"), UInt8(ascii: "a"), UInt8(ascii: "z"):
            return b >= 0x41 && b <= 0x7A
        default:
            return false
        }
    }

    private static func isWhitespace(_ b: UInt8) -> Bool {
        b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0C || b == 0x0D
    }

    private static func startsNumber(_ b: UInt8) -> Bool {
        (b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9")) || b == UInt8(ascii: "-") || b == UInt8(ascii: "+")
            || b == UInt8(ascii: ".")
    }

    private func failure(_ expected: PathDataError.Expected) -> Failure {
        Failure(byteOffset: index, expected: expected, command: command)
    }

    private mutating func skipWhitespace() {
        while index < bytes.count && Self.isWhitespace(bytes[index]) { index += 1 }
    }

    /// Skips SVG's `comma-wsp`: whitespace, at most one comma, whitespace. Returns whether there
    /// was a comma, since a comma must be followed by another argument.
    @discardableResult
    private mutating func skipCommaWhitespace() -> Bool {
        skipWhitespace()
        guard index < bytes.count && bytes[index] == UInt8(ascii: ",") else { return false }
        index += 1
        skipWhitespace()
        return true
    }

    /// The optional separator between two arguments of one group.
    private mutating func separator() {
        skipCommaWhitespace()
    }

    private mutating func pair() throws -> Point {
        let x = try number()
        separator()
        let y = try number()
        return Point(x, y)
    }

    private mutating func flag() throws -> Bool {
        guard index < bytes.count else { throw failure(.flag) }
        switch bytes[index] {
        case UInt8(ascii: "0"): index += 1; return false
        case UInt8(ascii: "1"): index += 1; return true
        default: throw failure(.flag)
        }
    }

    private static let powersOfTen: [Double] = (0...22).map { e in
        var v = 1.0
        for _ in 0..<e { v *= 10 }
        return v
    }

    /// Reads `sign? (digits ('.' digits?)? | '.' digits) exponent?`.
    ///
    /// Up to 15 significant digits with a decimal exponent within ±22, the value is one exact
    /// integer times or divided by one exact power of ten, hence correctly rounded; anything else
    /// goes through the standard library's conversion.
    private mutating func number() throws -> Double {
        let start = index
        let n = bytes.count
        var negative = false
        if index < n && (bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+")) {
            negative = bytes[index] == UInt8(ascii: "-")
            index += 1
        }
        var mantissa: UInt64 = 0
        var significant = 0
        var exponent = 0
        var dropped = false
        var digits = 0
        while index < n, case let d = bytes[index] &- UInt8(ascii: "0"), d < 10 {
            if significant < 19 {
                mantissa = mantissa * 10 + UInt64(d)
                if mantissa != 0 { significant += 1 }
            } else {
                exponent += 1
                if d != 0 { dropped = true }
            }
            digits += 1
            index += 1
        }
        if index < n && bytes[index] == UInt8(ascii: ".") {
            index += 1
            while index < n, case let d = bytes[index] &- UInt8(ascii: "0"), d < 10 {
                if significant < 19 {
                    mantissa = mantissa * 10 + UInt64(d)
                    if mantissa != 0 { significant += 1 }
                    exponent -= 1
                } else if d != 0 {
                    dropped = true
                }
                digits += 1
                index += 1
            }
        }
        guard digits > 0 else {
            // Point at the first byte that cannot continue the number.
            throw failure(.number)
        }
        if index < n && bytes[index] | 0x20 == UInt8(ascii: "e") {
            index += 1
            var exponentNegative = false
            if index < n && (bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+")) {
                exponentNegative = bytes[index] == UInt8(ascii: "-")
                index += 1
            }
            var value = 0
            var exponentDigits = 0
            while index < n, case let d = bytes[index] &- UInt8(ascii: "0"), d < 10 {
                if value < 100_000 { value = value * 10 + Int(d) }
                exponentDigits += 1
                index += 1
            }
            guard exponentDigits > 0 else { throw failure(.exponentDigits) }
            exponent += exponentNegative ? -value : value
        }

        var result: Double
        if mantissa == 0 {
            result = 0
        } else if !dropped && significant <= 15 && exponent >= -22 && exponent <= 22 {
            result = Double(mantissa)
            result = exponent >= 0 ? result * Self.powersOfTen[exponent] : result / Self.powersOfTen[-exponent]
        } else {
            let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
            result = abs(Double(text) ?? .infinity)
        }
        guard result.isFinite else {
            throw Failure(byteOffset: start, expected: .finiteNumber, command: command, foundRange: start..<index)
        }
        return negative ? -result : result
    }
}

/// Why SVG path data (the `d` attribute) could not be read, and where.
///
/// The message names the character offset, what the grammar expected there, the command being
/// read and what was found instead, e.g. `path data offset 14: expected a number after 'L',
/// found 'x'`, so a person can find the fault in the file.
public struct PathDataError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What the grammar allowed at the failing position.
    public enum Expected: Hashable, Sendable, CustomStringConvertible {
        /// Path data must begin with `M` or `m`.
        case moveTo
        /// A command letter (`M L H V C S Q T A Z`, either case).
        case command
        /// A number: an argument of the current command.
        case number
        /// The digits of an exponent after `e` or `E`.
        case exponentDigits
        /// An arc's large-arc or sweep flag: `0` or `1`.
        case flag
        /// A number that is finite, and coordinates that stay finite once made absolute.
        case finiteNumber
        /// No more path elements than the parser's limit.
        case atMostElements(Int)
        /// A conic's weight (GTK's `O` command): a number above zero.
        case positiveWeight

        public var description: String {
            switch self {
            case .moveTo: return "a moveto command ('M' or 'm')"
            case .command: return "a command letter"
            case .number: return "a number"
            case .exponentDigits: return "the digits of an exponent"
            case .flag: return "an arc flag ('0' or '1')"
            case .finiteNumber: return "a finite number"
            case .atMostElements(let n): return "at most \(n) path elements"
            case .positiveWeight: return "a conic weight above zero"
            }
        }
    }

    /// The offset of the fault in characters (extended grapheme clusters) from the start.
    public var offset: Int
    /// What the grammar allowed at `offset`.
    public var expected: Expected
    /// The command letter being read when the fault was found, if any.
    public var command: Character?
    /// What was found instead, quoted, or `end of data`.
    public var found: String

    public init(offset: Int, expected: Expected, command: Character?, found: String) {
        self.offset = offset
        self.expected = expected
        self.command = command
        self.found = found
    }

    public var description: String {
        let context = command.map { " after '\($0)'" } ?? ""
        return "path data offset \(offset): expected \(expected)\(context), found \(found)"
    }
}

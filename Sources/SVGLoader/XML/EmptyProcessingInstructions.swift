import Foundation

/// Gives every processing instruction without data (`<?x?>`) an empty one (`<?x ?>`) before
/// XMLParser sees the text.
///
/// For `<?x?>` libxml2 reports the instruction's data as a null pointer, and FoundationXML's
/// callback takes its `strlen` before asking the delegate anything: a segmentation fault on a
/// well-formed file (found by `make fuzz`, input in fuzz/regressions/svg). With a space the data
/// is an empty string instead, which means the same thing. The loader ignores processing
/// instructions, and the space changes no line number, only the columns after it on that line.
enum EmptyProcessingInstructions {
    /// `text` with a space before the `?>` of each `<?NAME?>`, or `text` itself when none has one.
    static func padded(_ text: Data) -> Data {
        let insertions = text.withUnsafeBytes { dataFreePositions(in: $0.bindMemory(to: UInt8.self)) }
        guard !insertions.isEmpty else { return text }
        var out = Data(capacity: text.count + insertions.count)
        var start = text.startIndex
        for position in insertions {
            out += text[start..<(text.startIndex + position)]
            out.append(UInt8(ascii: " "))
            start = text.startIndex + position
        }
        out += text[start...]
        return out
    }

    /// The offsets of the `?>` that directly follows a `<?NAME`.
    private static func dataFreePositions(in bytes: UnsafeBufferPointer<UInt8>) -> [Int] {
        var positions: [Int] = []
        var i = 0
        while i + 1 < bytes.count {
            guard bytes[i] == UInt8(ascii: "<"), bytes[i + 1] == UInt8(ascii: "?") else { i += 1; continue }
            // The target: everything up to white space or the end of a tag, as libxml2 reads it.
            var j = i + 2
            while j < bytes.count, !isNameEnd(bytes[j]) { j += 1 }
            if j > i + 2, j + 1 < bytes.count, bytes[j] == UInt8(ascii: "?"), bytes[j + 1] == UInt8(ascii: ">") {
                positions.append(j)
            }
            i = j
        }
        return positions
    }

    private static func isNameEnd(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
            || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">")
    }
}

import Foundation

/// Expands the internal entities a file declares in its DOCTYPE (`<!ENTITY ns_svg "…">`, as
/// Adobe Illustrator writes them), within a budget, before the XML parser sees the text.
///
/// libxml2 would expand them itself, but without a bound we control: a few nested declarations
/// (the "billion laughs") grow a small file into gigabytes. Here every declaration is read from
/// the internal subset, the DOCTYPE is removed (its newlines kept, so line numbers stay true),
/// and each `&name;` in the document is replaced by its value, expanded recursively, while the
/// text may grow by at most ``SVGLimits/maxEntityExpansionCharacters``. Newlines in a value become
/// spaces, for the same reason. Parameter entities and external entities are refused.
struct InternalEntityExpansion {
    let file: String
    let limits: SVGLimits

    /// The text to parse: `data` itself when it declares no entity, or the expanded document.
    func expand(_ data: Data) throws -> Data {
        guard Self.contains("<!ENTITY", in: data) else { return data }
        guard let text = String(data: data, encoding: .utf8) else {
            throw failure(line: nil, "the file declares XML entities but is not UTF-8 text, so they cannot be expanded safely")
        }
        let scalars = Array(text.unicodeScalars)
        guard let doctype = find("<!DOCTYPE", in: scalars, from: 0) else {
            throw failure(line: line(of: find("<!ENTITY", in: scalars, from: 0) ?? 0, in: scalars), "<!ENTITY appears outside a DOCTYPE")
        }
        let (entities, end) = try readDoctype(scalars, from: doctype)
        var out = String.UnicodeScalarView()
        out.append(contentsOf: scalars[..<doctype])
        for s in scalars[doctype..<end] where s == "\n" { out.append(s) }
        var budget = limits.maxEntityExpansionCharacters
        var line = self.line(of: end, in: scalars)
        var i = end
        while i < scalars.count {
            let s = scalars[i]
            // Comments and CDATA are copied as they are.
            if s == "<", let close = verbatimEnd(scalars, at: i) {
                out.append(contentsOf: scalars[i..<close])
                line += scalars[i..<close].lazy.filter { $0 == "\n" }.count
                i = close
                continue
            }
            if s == "&", let (name, next) = reference(scalars, at: i), entities[name] != nil {
                try append(name, to: &out, entities: entities, budget: &budget, depth: 0, origin: (name, line))
                i = next
                continue
            }
            if s == "\n" { line += 1 }
            out.append(s)
            i += 1
        }
        return Data(String(out).utf8)
    }

    /// A declared entity: its value as written, references to other entities unexpanded.
    private struct Entity {
        var value: [Unicode.Scalar]
    }

    /// Reads the DOCTYPE starting at `start`: its entity declarations and the index after its `>`.
    private func readDoctype(_ s: [Unicode.Scalar], from start: Int) throws -> ([String: Entity], Int) {
        var entities: [String: Entity] = [:]
        var i = start + "<!DOCTYPE".count
        // The name and external id, up to the internal subset or the end.
        while i < s.count, s[i] != "[", s[i] != ">" {
            if s[i] == "\"" || s[i] == "'" { i = try skipQuoted(s, at: i) } else { i += 1 }
        }
        guard i < s.count else { throw failure(line: line(of: start, in: s), "the DOCTYPE is not closed") }
        if s[i] == ">" { return (entities, i + 1) }
        i += 1
        while i < s.count {
            let c = s[i]
            if c == "]" {
                i += 1
                while i < s.count, s[i] != ">" { i += 1 }
                guard i < s.count else { break }
                return (entities, i + 1)
            }
            if c == "<", let close = verbatimEnd(s, at: i) { i = close; continue }
            if c == "<", matches("<!ENTITY", s, at: i) {
                let declLine = line(of: i, in: s)
                i += "<!ENTITY".count
                skipSpace(s, &i)
                if i < s.count, s[i] == "%" {
                    throw failure(line: declLine, "parameter entities (<!ENTITY %) are not supported")
                }
                let nameStart = i
                while i < s.count, !s[i].properties.isWhitespace, s[i] != "\"", s[i] != "'", s[i] != ">" { i += 1 }
                let name = String(String.UnicodeScalarView(s[nameStart..<i]))
                skipSpace(s, &i)
                guard !name.isEmpty, i < s.count, s[i] == "\"" || s[i] == "'" else {
                    throw failure(line: declLine, "entity '\(name)' is external (SYSTEM or PUBLIC) or has no quoted value; "
                                  + "only internal entities are expanded")
                }
                let close = try skipQuoted(s, at: i)
                let value = Array(s[(i + 1)..<(close - 1)])
                if value.contains("%") {
                    throw failure(line: declLine, "entity '\(name)' refers to a parameter entity (%), which is not supported")
                }
                // The first declaration of a name wins, as in XML.
                if entities[name] == nil { entities[name] = Entity(value: value) }
                i = close
                skipSpace(s, &i)
                guard i < s.count, s[i] == ">" else { throw failure(line: declLine, "entity '\(name)': expected '>' after its value") }
                i += 1
                continue
            }
            if c == "\"" || c == "'" { i = try skipQuoted(s, at: i); continue }
            i += 1
        }
        throw failure(line: line(of: start, in: s), "the DOCTYPE's internal subset is not closed with ']>'")
    }

    /// Appends the expansion of entity `name`, spending `budget`. `origin` is the entity the
    /// document refers to, and its line, which errors name.
    private func append(_ name: String, to out: inout String.UnicodeScalarView, entities: [String: Entity],
                        budget: inout Int, depth: Int, origin: (name: String, line: Int)) throws {
        guard depth < 16 else {
            throw failure(line: origin.line, "entity '\(origin.name)' nests more than 16 deep (or refers to itself)")
        }
        let value = entities[name]!.value
        var i = 0
        while i < value.count {
            let s = value[i]
            if s == "&", let (inner, next) = reference(value, at: i), entities[inner] != nil {
                try append(inner, to: &out, entities: entities, budget: &budget, depth: depth + 1, origin: origin)
                i = next
                continue
            }
            budget -= 1
            if budget < 0 {
                throw failure(line: origin.line, "expanding entity '\(origin.name)' grows the file by more than "
                              + "\(limits.maxEntityExpansionCharacters) characters; entities that expand this far are refused")
            }
            out.append(s == "\n" || s == "\r" ? " " : s)
            i += 1
        }
    }

    /// `&name;` at `i`: the name and the index after `;`. Character references are not matched.
    private func reference(_ s: [Unicode.Scalar], at i: Int) -> (String, Int)? {
        var j = i + 1
        while j < s.count, j - i < 256, s[j] != ";" {
            let c = s[j]
            let isNameCharacter = c.properties.isAlphabetic || c.properties.numericType != nil
                || c == "_" || c == "-" || c == "." || c == ":"
            guard isNameCharacter else { return nil }
            j += 1
        }
        guard j < s.count, s[j] == ";", j > i + 1 else { return nil }
        return (String(String.UnicodeScalarView(s[(i + 1)..<j])), j + 1)
    }

    /// The index after a comment or CDATA section starting at `i`, or nil when none starts there.
    private func verbatimEnd(_ s: [Unicode.Scalar], at i: Int) -> Int? {
        if matches("<!--", s, at: i) { return find("-->", in: s, from: i + 4).map { $0 + 3 } ?? s.count }
        if matches("<![CDATA[", s, at: i) { return find("]]>", in: s, from: i + 9).map { $0 + 3 } ?? s.count }
        return nil
    }

    private func skipQuoted(_ s: [Unicode.Scalar], at i: Int) throws -> Int {
        let quote = s[i]
        var j = i + 1
        while j < s.count, s[j] != quote { j += 1 }
        guard j < s.count else { throw failure(line: line(of: i, in: s), "a quoted value in the DOCTYPE is not closed") }
        return j + 1
    }

    private func skipSpace(_ s: [Unicode.Scalar], _ i: inout Int) {
        while i < s.count, s[i].properties.isWhitespace { i += 1 }
    }

    private func matches(_ needle: String, _ s: [Unicode.Scalar], at i: Int) -> Bool {
        var j = i
        for c in needle.unicodeScalars {
            guard j < s.count, s[j] == c else { return false }
            j += 1
        }
        return true
    }

    private func find(_ needle: String, in s: [Unicode.Scalar], from start: Int) -> Int? {
        var i = start
        while i < s.count {
            if matches(needle, s, at: i) { return i }
            i += 1
        }
        return nil
    }

    private func line(of index: Int, in s: [Unicode.Scalar]) -> Int {
        1 + s[..<min(index, s.count)].lazy.filter { $0 == "\n" }.count
    }

    private func failure(line: Int?, _ reason: String) -> SVGLoadError {
        SVGLoadError(file: file, line: line, reason: reason)
    }

    /// Whether the bytes of `needle` occur in `data`.
    static func contains(_ needle: String, in data: Data) -> Bool {
        data.range(of: Data(needle.utf8)) != nil
    }
}

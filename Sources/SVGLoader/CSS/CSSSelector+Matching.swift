/// Matching a selector against an element, right to left as browsers do: the last compound
/// against the element, then the combinators outward through parents and siblings.
extension CSSSelector {
    /// Whether the selector matches `element`.
    func matches(_ element: SVGElement) -> Bool {
        var work = 0
        return matches(element, work: &work)
    }

    /// Whether the selector matches `element`, adding the work done to `work` (one unit per
    /// compound tested, more for long attribute values). Once `work` passes `limit` the answer
    /// is no: a budget that bounds hostile sheets, which a real one never comes near.
    func matches(_ element: SVGElement, work: inout Int, limit: Int = .max) -> Bool {
        guard unsupported == nil else { return false }
        var matcher = Matcher(selector: self, work: work, limit: limit)
        let result = matcher.match(compounds.count - 1, element)
        work = matcher.work
        return result == .matches
    }

    /// How a match attempt ended. `failsCompletely` means no element further up the tree can
    /// help either, which stops the descendant search early (WebKit's SelectorChecker does the
    /// same): without it, `a b c d` on a deep tree costs a power of the depth.
    private enum Outcome { case matches, failsLocally, failsCompletely }

    private struct Matcher {
        let selector: CSSSelector
        var work: Int
        let limit: Int

        /// Matches compounds 0...i, compound i against `e`. Recursion is bounded by the number
        /// of compounds (``CSSSelector/maxCompounds``), never by the depth of the tree.
        mutating func match(_ i: Int, _ e: SVGElement) -> Outcome {
            guard work <= limit else { return .failsCompletely }
            guard selector.compounds[i].matches(e, work: &work, limit: limit) else { return .failsLocally }
            if i == 0 { return .matches }
            switch selector.combinators[i - 1] {
            case .child:
                guard let parent = e.parent else { return .failsCompletely }
                return match(i - 1, parent)
            case .descendant:
                var ancestor = e.parent
                while let a = ancestor {
                    let r = match(i - 1, a)
                    if r != .failsLocally { return r }
                    ancestor = a.parent
                }
                return .failsCompletely
            case .nextSibling:
                guard let parent = e.parent, e.index > 0 else { return .failsLocally }
                return match(i - 1, parent.children[e.index - 1])
            }
        }
    }
}

extension CSSSelector.Compound {
    /// Whether every simple selector of the compound holds for `e`.
    func matches(_ e: SVGElement) -> Bool {
        var work = 0
        return matches(e, work: &work, limit: .max)
    }

    /// Whether every simple selector of the compound holds for `e`, adding the work done
    /// to `work`: one unit, plus the length of attribute values searched.
    func matches(_ e: SVGElement, work: inout Int, limit: Int) -> Bool {
        work += 1
        if let type, type != e.name { return false }
        for id in ids where e.attributes["id"] != id { return false }
        if !classes.isEmpty {
            let names = e.classNames
            for name in classes where !names.contains(Substring(name)) { return false }
        }
        for a in attributes where !Self.test(a, e, work: &work, limit: limit) { return false }
        for p in pseudoClasses where !Self.test(p, e) { return false }
        return true
    }

    private static func test(_ a: CSSSelector.AttributeTest, _ e: SVGElement, work: inout Int, limit: Int) -> Bool {
        guard var value = e.attributes[a.name] else { return false }
        var wanted = a.value
        let bytes = value.utf8.count
        if a.ignoresCase {
            work += bytes / 64
            value = value.lowercased()
            wanted = wanted.lowercased()
        }
        switch a.op {
        case .exists:
            return true
        case .equals:
            return value == wanted
        case .includes:
            work += bytes / 64
            guard !wanted.isEmpty, !wanted.contains(where: \.isWhitespace) else { return false }
            return value.split(whereSeparator: \.isWhitespace).contains(Substring(wanted))
        case .prefix:
            return !wanted.isEmpty && value.hasPrefix(wanted)
        case .suffix:
            return !wanted.isEmpty && value.hasSuffix(wanted)
        case .substring:
            // A naive search may compare every byte with the whole value sought.
            work += bytes * max(1, wanted.utf8.count) / 64
            guard work <= limit else { return false }
            return !wanted.isEmpty && value.contains(wanted)
        case .dashMatch:
            return value == wanted || value.hasPrefix(wanted + "-")
        }
    }

    private static func test(_ p: CSSSelector.PseudoClass, _ e: SVGElement) -> Bool {
        // The root counts as an only child (Selectors Level 4).
        let siblings = e.parent?.children.count ?? 1
        switch p {
        case .firstChild: return e.index == 0
        case .lastChild: return e.index == siblings - 1
        case .onlyChild: return siblings == 1
        case .root: return e.parent == nil
        case .nthChild(let n): return n.matches(e.index + 1)
        case .nthLastChild(let n): return n.matches(siblings - e.index)
        }
    }
}

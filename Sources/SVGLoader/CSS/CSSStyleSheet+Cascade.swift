/// Which declarations of a sheet apply to an element, and in what order.
///
/// The contract with the loader: for each element, apply in this order, each declaration
/// overriding what came before for its property,
///
/// 1. the presentation attributes (`fill="red"`),
/// 2. the sheet's normal declarations,
/// 3. the `style=""` attribute's normal declarations,
/// 4. the sheet's `!important` declarations,
/// 5. the `style=""` attribute's `!important` declarations,
///
/// which is CSS's cascade for one author sheet (presentation attributes count as author rules
/// of specificity zero placed before it). Steps 2 to 5 are ``cascadedDeclarations(for:warnings:)``,
/// or ``declarations(for:)`` merged by ``cascade(sheet:inline:)``. Inheritance is the loader's:
/// the sheet only says what is declared on each element.
extension CSSStyleSheet {
    /// The sheet's declarations that apply to `element`, in the order they must be applied
    /// (a later one wins): normal declarations first, then `!important` ones, each group by
    /// the specificity of the matching selector, then by the rule's place in the sheet, then by
    /// the declaration's place in its rule.
    ///
    /// A rule whose list has several selectors that match counts with the most specific.
    func declarations(for element: SVGElement) -> [CSSDeclaration] {
        var work = 0
        return declarations(for: element, work: &work)
    }

    /// ``declarations(for:)``, adding the work done to `work` (selector tests, plus one per
    /// declaration returned) and stopping, with an incomplete answer, once it passes `limit`.
    func declarations(for element: SVGElement, work: inout Int, limit: Int = .max) -> [CSSDeclaration] {
        // Each matching rule, with the highest specificity among its matching selectors.
        var matched: [Int: CSSSelector.Specificity] = [:]
        func consider(_ entries: [RuleIndex.Entry]?) {
            for entry in entries ?? [] {
                guard work <= limit else { return }
                let selector = rules[entry.rule].selectors[entry.selector]
                if let known = matched[entry.rule], known >= selector.specificity { continue }
                if selector.matches(element, work: &work, limit: limit) { matched[entry.rule] = selector.specificity }
            }
        }
        if let id = element.attributes["id"] { consider(index.byID[id]) }
        for name in element.classNames { consider(index.byClass[String(name)]) }
        consider(index.byType[element.name])
        consider(index.universal)

        let order = matched.sorted { ($0.value, $0.key) < ($1.value, $1.key) }.map(\.key)
        var out: [CSSDeclaration] = []
        for important in [false, true] {
            for rule in order {
                for d in rules[rule].declarations where d.isImportant == important { out.append(d) }
            }
        }
        work += out.count
        return out
    }

    /// Merges the sheet's declarations for an element (from ``declarations(for:)``) with those
    /// of its `style=""` attribute, in the order to apply them: sheet normal, inline normal,
    /// sheet important, inline important. Presentation attributes go before all of them.
    static func cascade(sheet: [CSSDeclaration], inline: [CSSDeclaration]) -> [CSSDeclaration] {
        sheet.filter { !$0.isImportant } + inline.filter { !$0.isImportant }
            + sheet.filter(\.isImportant) + inline.filter(\.isImportant)
    }

    /// Everything CSS declares on `element`, the sheet's rules and its `style=""` attribute
    /// together, in the order to apply them after its presentation attributes; `warnings`
    /// receives what the style attribute held that could not be read.
    func cascadedDeclarations(for element: SVGElement, warnings: inout [String]) -> [CSSDeclaration] {
        let inline = element.attributes["style"].map { CSSDeclaration.parseList($0, warnings: &warnings) } ?? []
        return Self.cascade(sheet: declarations(for: element), inline: inline)
    }
}

/// The rules of a sheet filed by the last compound of each selector, as browsers file them: by
/// its id, else a class, else its element type, else among the universal ones. An element then
/// tests only the rules filed under its id, its classes and its name, plus the universal ones,
/// so 10⁵ class rules on 10⁵ elements cost 10⁵ tests, not 10¹⁰.
struct RuleIndex: Sendable {
    /// One selector of one rule.
    struct Entry: Sendable {
        var rule: Int
        var selector: Int
    }

    private(set) var byID: [String: [Entry]] = [:]
    private(set) var byClass: [String: [Entry]] = [:]
    private(set) var byType: [String: [Entry]] = [:]
    private(set) var universal: [Entry] = []

    /// Files the selectors of `rule`, the `number`th of its sheet. Selectors that never match
    /// are left out.
    mutating func add(_ rule: CSSStyleSheet.Rule, number: Int) {
        for (k, selector) in rule.selectors.enumerated() where selector.unsupported == nil {
            let entry = Entry(rule: number, selector: k)
            guard let last = selector.compounds.last else { continue }
            if let id = last.ids.first {
                byID[id, default: []].append(entry)
            } else if let name = last.classes.first {
                byClass[name, default: []].append(entry)
            } else if let type = last.type {
                byType[type, default: []].append(entry)
            } else {
                universal.append(entry)
            }
        }
    }
}

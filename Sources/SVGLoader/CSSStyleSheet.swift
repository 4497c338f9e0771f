// Placeholder until the CSS work lands: the interface SymbolBuilder codes against.
struct CSSDeclaration {
    var property: String
    var value: String
    var important: Bool

    static func parseList(_ text: String) -> [CSSDeclaration] {
        var out: [CSSDeclaration] = []
        for declaration in SymbolBuilder.removingComments(text).split(separator: ";") {
            guard let colon = declaration.firstIndex(of: ":") else { continue }
            var value = String(declaration[declaration.index(after: colon)...]).trimmingSpaces
            var important = false
            if value.lowercased().hasSuffix("!important") { value = String(value.dropLast(10)).trimmingSpaces; important = true }
            out.append(CSSDeclaration(property: declaration[..<colon].trimmingSpaces.lowercased(), value: value, important: important))
        }
        return out
    }
}

struct CSSStyleSheet {
    static func collect(from root: SVGElement) -> (CSSStyleSheet, [String]) { (CSSStyleSheet(), []) }
    func declarations(for element: SVGElement) -> [CSSDeclaration] { [] }
    static func cascade(sheet: [CSSDeclaration], inline: [CSSDeclaration]) -> [CSSDeclaration] {
        sheet.filter { !$0.important } + inline.filter { !$0.important } + sheet.filter(\.important) + inline.filter(\.important)
    }
}

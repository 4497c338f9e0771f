import Foundation
import Testing
@testable import SVGLoader
import TestSupport

/// CSS style sheets: parsing with CSS's error recovery, selectors, specificity and the cascade.
@Suite struct CSSStyleSheetTests {
    // MARK: Helpers

    /// The element tree of `body` inside an `<svg>` root, as the loader reads it.
    func document(_ body: String) throws -> SVGElement {
        let text = "<svg xmlns=\"http://www.w3.org/2000/svg\" id=\"root\" viewBox=\"0 0 100 100\">\n\(body)\n</svg>"
        return try SVGDocumentReader(file: "test.svg", limits: .default).read(Data(text.utf8))
    }

    /// Every element of the tree, in document order.
    func elements(_ root: SVGElement) -> [SVGElement] {
        [root] + root.children.flatMap(elements)
    }

    func element(_ root: SVGElement, _ id: String) throws -> SVGElement {
        try #require(elements(root).first { $0.attributes["id"] == id }, "no element with id \(id)")
    }

    /// The ids of the elements `selector` matches, in document order.
    func matching(_ selector: String, in root: SVGElement) throws -> [String] {
        let selectors = try CSSSelector.parseList(selector)
        return elements(root).filter { e in selectors.contains { $0.matches(e) } }.map { $0.attributes["id"] ?? "?" }
    }

    /// The value `property` ends with on `e`: its presentation attribute, overridden by every
    /// declaration of the cascade in turn, as the loader applies them.
    func resolved(_ property: String, of e: SVGElement, in sheet: CSSStyleSheet) -> String? {
        var ignored: [String] = []
        var value = e.attributes[property]
        for d in sheet.cascadedDeclarations(for: e, warnings: &ignored) where d.property == property { value = d.value }
        return value
    }

    /// The document's sheet and the value `property` resolves to on the element with `id`.
    func resolved(_ property: String, of id: String, in body: String) throws -> String? {
        let root = try document(body)
        return resolved(property, of: try element(root, id), in: CSSStyleSheet.collect(from: root).sheet)
    }

    let tree = """
        <g id="g1" class="outer">
          <rect id="r1" class="a b" fill="red" x="1"/>
          <g id="g2"><rect id="r2" class="b" lang="en-GB" data-kind="solid square"/><circle id="c1"/></g>
          <path id="p1" class="A"/>
        </g>
        """

    // MARK: Selectors

    @Test func aTypeSelectorMatchesElementsByTheirName() throws {
        let root = try document(tree)
        #expect(try matching("rect", in: root) == ["r1", "r2"])
        #expect(try matching("g", in: root) == ["g1", "g2"])
        #expect(try matching("svg", in: root) == ["root"])
        // XML names are case-sensitive.
        #expect(try matching("RECT", in: root) == [])
    }

    @Test func aClassSelectorMatchesAnyWordOfTheClassAttribute() throws {
        let root = try document(tree)
        #expect(try matching(".b", in: root) == ["r1", "r2"])
        #expect(try matching(".a", in: root) == ["r1"])
        #expect(try matching(".a.b", in: root) == ["r1"])
        #expect(try matching(".A", in: root) == ["p1"])
        #expect(try matching(".c", in: root) == [])
    }

    @Test func anIDSelectorMatchesTheIDAttributeExactly() throws {
        let root = try document(tree)
        #expect(try matching("#r2", in: root) == ["r2"])
        #expect(try matching("#r", in: root) == [])
        #expect(try matching("rect#r2", in: root) == ["r2"])
        #expect(try matching("circle#r2", in: root) == [])
    }

    @Test func theUniversalSelectorMatchesEveryElement() throws {
        let root = try document(tree)
        #expect(try matching("*", in: root) == ["root", "g1", "r1", "g2", "r2", "c1", "p1"])
        #expect(try matching("*.b", in: root) == ["r1", "r2"])
    }

    @Test func attributeSelectorsTestPresenceAndValue() throws {
        let root = try document(tree)
        let cases: [(String, [String])] = [
            ("[x]", ["r1"]),
            ("[fill=red]", ["r1"]),
            ("[fill=\"red\"]", ["r1"]),
            ("[fill='RED' i]", ["r1"]),
            ("[fill=RED]", []),
            ("[data-kind~=square]", ["r2"]),
            ("[data-kind~=squa]", []),
            ("[data-kind^=sol]", ["r2"]),
            ("[data-kind$=are]", ["r2"]),
            ("[data-kind*=\"d s\"]", ["r2"]),
            ("[lang|=en]", ["r2"]),
            ("[lang|=en-GB]", ["r2"]),
            ("[lang|=e]", []),
            ("[ class ~= b ]", ["r1", "r2"]),
            ("rect[x]", ["r1"]),
            ("circle[x]", []),
        ]
        for (selector, ids) in cases {
            #expect(try matching(selector, in: root) == ids, "\(selector)")
        }
    }

    @Test func aCompoundSelectorNeedsEveryPartToMatch() throws {
        let root = try document(tree)
        #expect(try matching("rect.a#r1[fill][x=\"1\"]", in: root) == ["r1"])
        #expect(try matching("rect.a#r1[stroke]", in: root) == [])
        #expect(try matching("rect.b:first-child", in: root) == ["r1", "r2"])
    }

    @Test func descendantAndChildCombinatorsFollowTheTree() throws {
        let root = try document(tree)
        #expect(try matching("g rect", in: root) == ["r1", "r2"])
        #expect(try matching("g > rect", in: root) == ["r1", "r2"])
        #expect(try matching(".outer > rect", in: root) == ["r1"])
        #expect(try matching(".outer>rect", in: root) == ["r1"])
        #expect(try matching("svg > g > g > rect", in: root) == ["r2"])
        #expect(try matching("svg rect", in: root) == ["r1", "r2"])
        #expect(try matching("svg > rect", in: root) == [])
        #expect(try matching("#g2 circle", in: root) == ["c1"])
        #expect(try matching("g g g circle", in: root) == [])
        // The next-sibling combinator looks at the element just before, under the same parent.
        #expect(try matching("rect + circle", in: root) == ["c1"])
        #expect(try matching("rect + g", in: root) == ["g2"])
        #expect(try matching("rect + path", in: root) == [])
    }

    @Test func aSelectorListAppliesToEachOfItsSelectors() throws {
        let root = try document(tree)
        #expect(try matching("circle, path , #r1", in: root) == ["r1", "c1", "p1"])
    }

    @Test func childPseudoClassesCountElementChildrenOnly() throws {
        let root = try document("""
            <g id="g">
              text before
              <rect id="a"/><!-- a comment --><rect id="b"/><rect id="c"/><rect id="d"/><rect id="e"/>
            </g>
            """)
        #expect(try matching("rect:first-child", in: root) == ["a"])
        #expect(try matching(":first-child", in: root) == ["root", "g", "a"])
        #expect(try matching("rect:last-child", in: root) == ["e"])
        #expect(try matching(":only-child", in: root) == ["root", "g"])
        #expect(try matching(":root", in: root) == ["root"])
        #expect(try matching("rect:nth-child(2)", in: root) == ["b"])
        #expect(try matching("rect:nth-child(odd)", in: root) == ["a", "c", "e"])
        #expect(try matching("rect:nth-child(even)", in: root) == ["b", "d"])
        #expect(try matching("rect:nth-child(3n)", in: root) == ["c"])
        #expect(try matching("rect:nth-child(-n + 2)", in: root) == ["a", "b"])
        #expect(try matching("rect:nth-child(n+4)", in: root) == ["d", "e"])
        #expect(try matching("rect:nth-last-child(1)", in: root) == ["e"])
        #expect(try matching("rect:FIRST-CHILD", in: root) == ["a"])
    }

    @Test func unsupportedPseudoClassesAndPseudoElementsNeverMatchAndSayWhy() throws {
        let root = try document(tree)
        for text in ["rect:hover", "rect::before", "rect:before", ":not(circle)", "rect ~ g", ":nth-child(2 of .a)"] {
            let selector = try CSSSelector(text)
            #expect(selector.unsupported != nil, "\(text)")
            #expect(elements(root).allSatisfy { !selector.matches($0) }, "\(text)")
        }
        let sheet = CSSStyleSheet(parsing: "rect:hover, circle { fill: red }")
        #expect(sheet.warnings == ["selector 'rect:hover' never matches: ':hover' is not supported"])
        // The other selector of the list still applies.
        #expect(sheet.declarations(for: try element(root, "c1")) == [CSSDeclaration(property: "fill", value: "red")])
        #expect(sheet.declarations(for: try element(root, "r1")).isEmpty)
    }

    @Test func invalidSelectorsAreSyntaxErrors() {
        for text in ["", "rect >", "> rect", "a..b", ".", "#", "[x", "[x=]", "[x==y]", "a:", "svg|rect", "rect!", "a,,b",
                     ":nth-child(x)", "#1a", "[x=10]", "rect(", "\(String(repeating: "g ", count: 40))rect"] {
            #expect(throws: CSSSelector.SyntaxError.self, "\(text)") { try CSSSelector.parseList(text) }
        }
    }

    @Test func escapesInIdentifiersAreDecoded() throws {
        let root = try document(#"<rect id="a:b" class="x.y"/><rect id="n1" class="1st"/>"#)
        #expect(try matching(#"#a\:b"#, in: root) == ["a:b"])
        #expect(try matching(#".x\.y"#, in: root) == ["a:b"])
        #expect(try matching(#".\31 st"#, in: root) == ["n1"])
    }

    // MARK: Specificity and the cascade

    @Test func specificityCountsIDsThenClassesThenTypes() throws {
        let cases: [(String, (Int, Int, Int))] = [
            ("*", (0, 0, 0)),
            ("rect", (0, 0, 1)),
            ("g rect", (0, 0, 2)),
            (".a", (0, 1, 0)),
            ("[x]", (0, 1, 0)),
            (":first-child", (0, 1, 0)),
            ("rect::before", (0, 0, 2)),
            ("#r1", (1, 0, 0)),
            ("g#g1 * g * * rect", (1, 0, 3)),
            ("g#g1 * * rect", (1, 0, 2)),
            ("svg > g.outer rect.a[fill]:first-child", (0, 4, 3)),
            ("#a#b .c", (2, 1, 0)),
        ]
        for (text, (a, b, c)) in cases {
            let s = try CSSSelector(text).specificity
            #expect(s == CSSSelector.Specificity(ids: a, classes: b, types: c), "\(text): \(s)")
        }
        #expect(CSSSelector.Specificity(ids: 1) > CSSSelector.Specificity(classes: 20, types: 30))
        #expect(CSSSelector.Specificity(classes: 1) > CSSSelector.Specificity(types: 20))
    }

    @Test func aMoreSpecificRuleWinsWhateverItsPlaceInTheSheet() throws {
        let body = """
            <style>#r { fill: green } .c { fill: red } rect { fill: red }</style>
            <rect id="r" class="c" fill="blue"/>
            """
        #expect(try resolved("fill", of: "r", in: body) == "green")
        let root = try document(body)
        let sheet = CSSStyleSheet.collect(from: root).sheet
        // Least specific first, so applying them in turn leaves the most specific.
        #expect(sheet.declarations(for: try element(root, "r")).map(\.value) == ["red", "red", "green"])
    }

    @Test func betweenEqualSpecificitiesTheLaterRuleWins() throws {
        #expect(try resolved("fill", of: "r", in: "<style>.a { fill: red } .b { fill: green }</style><rect id='r' class='b a'/>") == "green")
        #expect(try resolved("fill", of: "r", in: "<style>.b { fill: red } .a { fill: green }</style><rect id='r' class='b a'/>") == "green")
        // And within a rule, the later declaration.
        #expect(try resolved("fill", of: "r", in: "<style>rect { fill: red; fill: green }</style><rect id='r'/>") == "green")
    }

    @Test func importantDeclarationsOutrankSpecificityAndOrder() throws {
        let body = """
            <style>
              rect { fill: green !important; stroke: blue }
              #r { fill: red; stroke: red }
              #r { fill: red ! IMPORTANT }
              rect { fill: yellow }
            </style>
            <rect id="r"/>
            """
        let root = try document(body)
        let sheet = CSSStyleSheet.collect(from: root).sheet
        let list = sheet.declarations(for: try element(root, "r"))
        #expect(list.map(\.description) == ["stroke: blue", "fill: yellow", "fill: red", "stroke: red",
                                             "fill: green !important", "fill: red !important"])
        #expect(resolved("fill", of: try element(root, "r"), in: sheet) == "red")
        #expect(resolved("stroke", of: try element(root, "r"), in: sheet) == "red")
    }

    @Test func theStyleAttributeSitsBetweenTheSheetsNormalAndImportantDeclarations() throws {
        let sheet = [CSSDeclaration(property: "fill", value: "1"), CSSDeclaration(property: "fill", value: "3", isImportant: true)]
        let inline = [CSSDeclaration(property: "fill", value: "2"), CSSDeclaration(property: "fill", value: "4", isImportant: true)]
        #expect(CSSStyleSheet.cascade(sheet: sheet, inline: inline).map(\.value) == ["1", "2", "3", "4"])

        let body = """
            <style>#a, #b { fill: red } #c { fill: green !important }</style>
            <rect id="a" style="fill: green"/>
            <rect id="b" style="fill: green !important"/>
            <rect id="c" style="fill: red"/>
            <rect id="d" fill="green" style="stroke: red"/>
            """
        for id in ["a", "b", "c", "d"] {
            #expect(try resolved("fill", of: id, in: body) == "green", "\(id)")
        }
    }

    @Test func theStyleAttributeParsesAsADeclarationList() {
        var warnings: [String] = []
        let list = CSSDeclaration.parseList("/*x*/FILL : green/* ; fill: red */; ;stroke:blue!important; oops; font-family: 'a;b'; --Accent: #f00; -sfsymbols-motion-group: 2 ;opacity:", warnings: &warnings)
        #expect(list == [
            CSSDeclaration(property: "fill", value: "green"),
            CSSDeclaration(property: "stroke", value: "blue", isImportant: true),
            CSSDeclaration(property: "font-family", value: "'a;b'"),
            CSSDeclaration(property: "--Accent", value: "#f00"),
            CSSDeclaration(property: "-sfsymbols-motion-group", value: "2"),
        ])
        #expect(warnings == ["declaration 'oops' skipped: a ':' should follow the property name",
                             "declaration 'opacity:' skipped: it has no value"])
        #expect(CSSDeclaration.parseList("fill: red !importnt").isEmpty)
        #expect(CSSDeclaration.parseList("") == [])
    }

    // MARK: Parsing and error recovery

    @Test func commentsAreIgnoredWhereverTheyAre() throws {
        let sheet = CSSStyleSheet(parsing: """
            /* header */ rect/* a */.a /* b */ { /* c */ fill /* d */ : /* e */ green /* f */ ; } /* unclosed
            rect { fill: red }
            """)
        #expect(sheet.rules.count == 1)
        #expect(sheet.rules[0].selectors.map(\.text) == ["rect.a"])
        #expect(sheet.rules[0].declarations == [CSSDeclaration(property: "fill", value: "green")])
        // Inside a string a comment is just text.
        #expect(CSSStyleSheet(parsing: "a { font-family: \"/*x*/\" }").rules[0].declarations[0].value == "\"/*x*/\"")
    }

    @Test func aSheetInsideCDATAIsRead() throws {
        #expect(try resolved("fill", of: "r", in: "<style><![CDATA[ .a{fill:red} ]]></style><rect id='r' class='a'/>") == "red")
        // Text and CDATA pieces of one element join up.
        #expect(try resolved("fill", of: "r", in: "<style>.a { <![CDATA[fill:]]> green }</style><rect id='r' class='a'/>") == "green")
    }

    @Test func atRulesAreSkippedWithTheirNestedBlocks() throws {
        let sheet = CSSStyleSheet(parsing: """
            @charset "utf-8";
            @import url("theme.css");
            @media (prefers-color-scheme: dark) { .a { fill: red } @supports (x: y) { .a { fill: red } } }
            @font-face { font-family: "X"; src: url(x.woff) }
            .a { fill: green }
            @import "never-closed"
            """)
        #expect(sheet.rules.count == 1)
        #expect(sheet.rules[0].declarations == [CSSDeclaration(property: "fill", value: "green")])
        #expect(sheet.warnings.count == 4)
        #expect(sheet.warnings[0] == "'@import url(\"theme.css\")' skipped: at-rules such as @import are not supported")
        #expect(sheet.warnings[1].hasPrefix("'@media (prefers-color-scheme: dark) { … }' skipped"))
    }

    @Test func aMalformedRuleIsSkippedAndTheRestStillApplies() throws {
        let sheet = CSSStyleSheet(parsing: """
            .a { fill: green; stroke }
            .b..c { fill: red }
            .d { fill: green; stroke: 1px solid ( ; } ) ; opacity: 0.5 }
            .e { fill: green; .nested { fill: red } stroke: blue }
            } .f { fill: red }
            .g { fill: green
            """)
        #expect(sheet.rules.map { $0.selectors.map(\.text) } == [[".a"], [".d"], [".e"], [".g"]])
        #expect(sheet.rules[0].declarations == [CSSDeclaration(property: "fill", value: "green")])
        // A parenthesis hides the ';' and '}' inside it, as CSS's blocks nest.
        #expect(sheet.rules[1].declarations.map(\.property) == ["fill", "stroke", "opacity"])
        #expect(sheet.rules[2].declarations.map(\.property) == ["fill", "stroke"])
        // The end of the sheet closes the last block.
        #expect(sheet.rules[3].declarations == [CSSDeclaration(property: "fill", value: "green")])
        #expect(sheet.warnings == [
            "declaration 'stroke' skipped: a ':' should follow the property name",
            "rule '.b..c { … }' skipped: selector '.b..c' is not valid: '.' needs a class name",
            "nested rule '.nested { … }' skipped: rules inside rules are not supported",
            "rule '} .f { … }' skipped: selector '} .f' is not valid: unexpected '}'",
        ])
        #expect(CSSStyleSheet(parsing: ".a { fill: red } .b").warnings == ["'.b' skipped: a rule needs a { } block after its selectors"])
    }

    @Test func propertyNamesAreLowercasedAndUnknownOnesKept() {
        let sheet = CSSStyleSheet(parsing: ".a { FILL: Red; -SFSymbols-Motion-Group: 1; wobble: 3 }")
        #expect(sheet.rules[0].declarations == [
            CSSDeclaration(property: "fill", value: "Red"),
            CSSDeclaration(property: "-sfsymbols-motion-group", value: "1"),
            CSSDeclaration(property: "wobble", value: "3"),
        ])
    }

    // MARK: Documents

    @Test func kdeBreezeColorSchemesStyleCurrentColorThroughAClass() throws {
        let root = try document("""
            <style id="current-color-scheme" type="text/css">.ColorScheme-Text { color:#232629; }</style>
            <path id="p" class="ColorScheme-Text" fill="currentColor" d="M0 0h16v16H0z"/>
            """)
        let (sheet, warnings) = CSSStyleSheet.collect(from: root)
        #expect(warnings.isEmpty)
        let p = try element(root, "p")
        #expect(resolved("color", of: p, in: sheet) == "#232629")
        #expect(resolved("fill", of: p, in: sheet) == "currentColor")
    }

    @Test func illustratorClassRulesCarryTheWholeStroke() throws {
        let root = try document("""
            <style type="text/css">.st0{fill:none;stroke:#E4572E;stroke-width:2;stroke-miterlimit:10;}</style>
            <path id="p" class="st0" d="M0 0h16"/>
            """)
        let sheet = CSSStyleSheet.collect(from: root).sheet
        #expect(sheet.declarations(for: try element(root, "p")).map(\.description)
            == ["fill: none", "stroke: #E4572E", "stroke-width: 2", "stroke-miterlimit: 10"])
    }

    @Test func aStyleElementOfAnotherTypeIsIgnored() throws {
        for type in ["text/less", "no-a-css"] {
            let root = try document("<style type=\"\(type)\">.a { fill: red }</style><rect id='r' class='a' fill='green'/>")
            let (sheet, warnings) = CSSStyleSheet.collect(from: root)
            #expect(sheet.rules.isEmpty)
            #expect(warnings.map(\.message) == ["<style type=\"\(type)\"> is not CSS, so its rules are ignored"])
        }
        for type in ["", "text/css", " TEXT/CSS "] {
            let root = try document("<style type=\"\(type)\">.a { fill: red }</style><rect id='r' class='a'/>")
            #expect(CSSStyleSheet.collect(from: root).sheet.rules.count == 1, "\(type)")
        }
    }

    @Test func severalStyleElementsFormOneSheetInDocumentOrderWhereverTheySit() throws {
        let body = """
            <style>.a { fill: red; stroke: red }</style>
            <rect id="r" class="a"/>
            <g><style>.a { fill: green }</style></g>
            <style>rect.a { stroke: green }</style>
            """
        #expect(try resolved("fill", of: "r", in: body) == "green")
        #expect(try resolved("stroke", of: "r", in: body) == "green")
        let root = try document(body)
        let (_, warnings) = CSSStyleSheet.collect(from: root)
        #expect(warnings.isEmpty)
    }

    @Test func warningsNameTheStyleElementTheyComeFrom() throws {
        let root = try document("<style>.a { fill: red }</style>\n<style>\n.b:hover { fill: red }</style>")
        let warnings = CSSStyleSheet.collect(from: root).warnings
        #expect(warnings.count == 1)
        #expect(warnings.first?.element.line == 3)
        #expect(warnings.first?.message == "selector '.b:hover' never matches: ':hover' is not supported")
    }

    /// The resvg test suite's style chapter: each file's rect1 must end with the fill its
    /// reference image shows (green, unless the file tests that something is not applied).
    @Test(.enabled(if: resvgStyleDirectory != nil, "../shared/corpus/resvg-full is absent"))
    func theResvgStyleTestsResolveAsTheirReferenceImagesShow() throws {
        let dir = try #require(Self.resvgStyleDirectory)
        // Property checked on rect1 → expected value; nil means "no sheet declaration at all".
        let expected: [String: (String, String)] = [
            "attribute-selector": ("fill", "green"),
            "class-selector": ("fill", "green"),
            "combined-selectors": ("fill", "green"),
            "external-CSS": ("fill", "red"),  // @import is not followed
            "iD-selector": ("fill", "green"),
            "important": ("fill", "green"),
            "invalid-type": ("fill", "green"),
            // A geometry property in a sheet reaches the loader, which must not read it (SVG 1.1).
            "non-presentational-attribute": ("height", "160px"),
            "resolve-order": ("fill", "green"),
            "rule-specificity": ("fill", "green"),
            "style-after-usage": ("fill", "green"),
            "style-inside-CDATA": ("fill", "green"),
            "transform": ("transform", "scale(2)"),
            "type-selector": ("fill", "green"),
            "universal-selector": ("fill", "green"),
            "../use/cSS-rules": ("fill", "green"),
        ]
        var seen = 0
        for (name, (property, value)) in expected {
            let url = dir.appendingPathComponent(name + ".svg")
            let root = try SVGDocumentReader(file: name, limits: .default).read(try Data(contentsOf: url))
            let sheet = CSSStyleSheet.collect(from: root).sheet
            let rect = try element(root, "rect1")
            #expect(resolved(property, of: rect, in: sheet) == value, "\(name)")
            seen += 1
        }
        // The frame rect: fill="none" loses to the sheet where a rule matches it too.
        let attributeTest = try SVGDocumentReader(file: "a", limits: .default)
            .read(try Data(contentsOf: dir.appendingPathComponent("attribute-selector.svg")))
        #expect(resolved("fill", of: try element(attributeTest, "frame"), in: CSSStyleSheet.collect(from: attributeTest).sheet) == "green")
        let styleFiles = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.hasSuffix(".svg") }
        let withSheets = try styleFiles.filter { try String(contentsOf: dir.appendingPathComponent($0), encoding: .utf8).contains("<style") }
        #expect(seen == withSheets.count + 1, "a style test with a sheet is not checked here")
    }

    static let resvgStyleDirectory: URL? = {
        guard let root = SymbolCatalog.packageRoot() else { return nil }
        let dir = root.deletingLastPathComponent().appendingPathComponent("shared/corpus/resvg-full/structure/style")
        return FileManager.default.fileExists(atPath: dir.path) ? dir : nil
    }()

    // MARK: Properties

    /// A random tree of g, rect and circle elements with a few classes and ids.
    func randomTree(_ rng: inout SeededGenerator, elements count: Int) -> SVGElement {
        let root = SVGElement(name: "svg", attributes: ["id": "e0"], line: 1)
        var all = [root]
        for i in 1..<count {
            let parent = all.filter { $0.name != "rect" }.randomElement(using: &rng)!
            var attributes = ["id": "e\(i)"]
            let classes = ["a", "b", "c"].filter { _ in Bool.random(using: &rng) }
            if !classes.isEmpty { attributes["class"] = classes.joined(separator: " ") }
            if Bool.random(using: &rng) { attributes["x"] = ["1", "2"].randomElement(using: &rng)! }
            let e = SVGElement(name: ["g", "g", "rect", "circle"].randomElement(using: &rng)!, attributes: attributes, line: i + 1)
            parent.append(e)
            all.append(e)
        }
        return root
    }

    func randomSelector(_ rng: inout SeededGenerator) -> String {
        let simple = ["*", "g", "rect", "circle", ".a", ".b", ".c", "#e3", "[x]", "[x=\"2\"]", ":first-child", ":last-child",
                      ":nth-child(2n+1)", "g.a", "rect.b.c"]
        var parts = [simple.randomElement(using: &rng)!]
        for _ in 0..<Int.random(in: 0...4, using: &rng) {
            parts.append([" ", " > ", " + "].randomElement(using: &rng)!)
            parts.append(simple.randomElement(using: &rng)!)
        }
        return parts.joined()
    }

    /// Matching by definition: every way of walking the combinators, without pruning.
    func naiveMatch(_ s: CSSSelector, _ i: Int, _ e: SVGElement) -> Bool {
        guard s.compounds[i].matches(e) else { return false }
        if i == 0 { return true }
        switch s.combinators[i - 1] {
        case .child: return e.parent.map { naiveMatch(s, i - 1, $0) } ?? false
        case .descendant:
            var a = e.parent
            while let p = a {
                if naiveMatch(s, i - 1, p) { return true }
                a = p.parent
            }
            return false
        case .nextSibling:
            guard let p = e.parent, e.index > 0 else { return false }
            return naiveMatch(s, i - 1, p.children[e.index - 1])
        }
    }

    @Test func theMatcherAgreesWithMatchingByDefinitionOnRandomTrees() throws {
        var rng = SeededGenerator(seed: 7)
        for _ in 0..<30 {
            let root = randomTree(&rng, elements: 40)
            for _ in 0..<20 {
                let s = try CSSSelector(randomSelector(&rng))
                for e in elements(root) {
                    #expect(s.matches(e) == naiveMatch(s, s.compounds.count - 1, e), "\(s.text) on \(e.attributes["id"]!)")
                }
            }
        }
    }

    @Test func theRuleIndexNeverChangesWhichRulesApply() throws {
        var rng = SeededGenerator(seed: 11)
        for _ in 0..<20 {
            let root = randomTree(&rng, elements: 40)
            let selectors = (0..<30).map { _ in randomSelector(&rng) }
            let text = selectors.enumerated().map { "\($1) { n: \($0) }" }.joined(separator: "\n")
            let sheet = CSSStyleSheet(parsing: text)
            #expect(sheet.rules.count == 30)
            for e in elements(root) {
                // Every rule tested against the element, then ordered as the cascade says.
                let brute = sheet.rules.enumerated()
                    .compactMap { k, rule in rule.selectors[0].matches(e) ? (rule.selectors[0].specificity, k) : nil }
                    .sorted { $0 < $1 }
                    .map { String($0.1) }
                #expect(sheet.declarations(for: e).map(\.value) == brute)
            }
        }
    }

    // MARK: Hostile sheets

    @Test func aHundredThousandClassRulesOnAHundredThousandElementsCostOneTestEach() throws {
        let n = 100_000
        let root = SVGElement(name: "svg", attributes: [:], line: 1)
        let style = SVGElement(name: "style", attributes: [:], line: 2)
        style.text = (0..<n).map { ".c\($0) { fill: red }" }.joined(separator: "\n")
        root.append(style)
        for i in 0..<n { root.append(SVGElement(name: "rect", attributes: ["class": "c\(i)"], line: 3)) }
        let (sheet, warnings) = CSSStyleSheet.collect(from: root)
        #expect(warnings.isEmpty)
        #expect(sheet.rules.count == n)
        var work = 0
        var matched = 0
        for e in root.children.dropFirst() { matched += sheet.declarations(for: e, work: &work).count }
        #expect(matched == n)
        // One selector test and one declaration per element.
        #expect(work == 2 * n)
    }

    @Test func aSheetTooCostlyToMatchIsDroppedWithAWarning() throws {
        let text = (0..<20_000).map { "*[a\($0)] { fill: red }" }.joined(separator: "\n")
        let body = "<style>\(text)</style>" + String(repeating: "<rect/>", count: 300)
        let root = try document(body)
        let (sheet, warnings) = CSSStyleSheet.collect(from: root)
        #expect(sheet.rules.isEmpty)
        #expect(warnings.map(\.message) == ["the style sheet is ignored: matching its 20000 rules against 302 elements would take more than \(CSSStyleSheet.maxCascadeWork) steps"])
    }

    @Test func pathologicalSheetsEndInWarningsNotCrashes() throws {
        let deep = String(repeating: "(", count: 200_000) + "{" + String(repeating: "[", count: 200_000)
        #expect(CSSStyleSheet(parsing: deep).rules.isEmpty)
        let media = String(repeating: "@media screen {", count: 100_000) + ".a { fill: red }"
        #expect(CSSStyleSheet(parsing: media).rules.isEmpty)
        let long = String(repeating: "g ", count: 10_000) + "rect { fill: red } .a { fill: green }"
        let sheet = CSSStyleSheet(parsing: long)
        #expect(sheet.rules.count == 1)
        #expect(sheet.warnings.first?.hasSuffix("it chains more than \(CSSSelector.maxCompounds) compound selectors") == true)
        let wide = String(repeating: ".a", count: 1000) + " { fill: red }"
        #expect(CSSStyleSheet(parsing: wide).rules.isEmpty)
        let strings = String(repeating: "\"", count: 100_001)
        #expect(CSSStyleSheet(parsing: strings).rules.isEmpty)
    }

    @Test func descendantSelectorsOnADeepTreeStayLinear() throws {
        // A chain of 1000 nested g, and a selector of 32 compounds that fails only at the top:
        // without pruning, matching would try every way of placing 31 g's on 1000 ancestors.
        var chain = [SVGElement(name: "svg", attributes: [:], line: 1)]
        for _ in 0..<1000 {
            let g = SVGElement(name: "g", attributes: [:], line: 1)
            chain.last!.append(g)
            chain.append(g)
        }
        let selector = try CSSSelector("nope " + String(repeating: "g ", count: 30) + "g")
        var work = 0
        #expect(!selector.matches(chain.last!, work: &work))
        #expect(work <= 32 * 1001)
    }

    @Test func aLongAttributeValueCountsTowardsTheBudget() throws {
        let e = SVGElement(name: "path", attributes: ["d": String(repeating: "M0 0 ", count: 100_000)], line: 1)
        let s = try CSSSelector("[d*=\"\(String(repeating: "M0 0 ", count: 100))Z\"]")
        var work = 0
        #expect(!s.matches(e, work: &work))
        #expect(work > 1_000_000)
        var limited = 0
        #expect(!s.matches(e, work: &limited, limit: 1000))
    }
}


import Foundation
import Testing
@testable import SymbolExport

/// Every name an animated SVG defines (ids, classes, keyframes) starts with the file's own
/// prefix, so exports inlined in one page cannot reach each other's styles or references.
/// `make export-check`'s page case checks the same in Chromium with real exports side by side.
@Suite struct IDPrefixExportTests {
    /// Every id, class and keyframe name `svg` defines, and every `url(#…)` it refers to.
    static func names(_ svg: String) -> [String] {
        let patterns = [#"id="([^"]+)""#, #"class="([^"]+)""#, #"@keyframes ([^{ ]+)"#, #"url\(#([^)]+)\)"#, #"\.([A-Za-z_][\w-]*)\{"#]
        var out: [String] = []
        for pattern in patterns {
            let re = try! NSRegularExpression(pattern: pattern)
            for m in re.matches(in: svg, range: NSRange(svg.startIndex..., in: svg)) {
                out.append(String(svg[Range(m.range(at: 1), in: svg)!]))
            }
        }
        return out
    }

    @Test func everyNameStartsWithTheDerivedPrefix() throws {
        // Structure fixtures write masks, clips, gradients and dashes: every kind of name.
        for file in ["clipped-circle", "masked-badge", "dashed-outline", "layered-structure"] {
            var scene = try StructureExportTests.scene(file, file == "dashed-outline" ? "drawOn" : "bounce")
            scene.idPrefix = .derived(stem: "my icon.v2")
            let svg = try AnimatedSVGWriter().write(scene).text
            let names = Self.names(svg)
            #expect(names.count > 3, "\(file): \(names)")
            let prefix = try #require(names.first.map { String($0.prefix { $0 != "-" }) })
            #expect(prefix == "my", "\(file): the stem's first word")
            let full = try #require(try NSRegularExpression(pattern: #"^my-icon-v2-[0-9a-f]{8}-"#).firstMatch(in: names[0], range: NSRange(names[0].startIndex..., in: names[0])))
            let stem = String(names[0].prefix(full.range.length))
            for name in names { #expect(name.hasPrefix(stem), "\(file): \(name) lacks \(stem)") }
        }
    }

    @Test func theSameFileGetsTheSamePrefixAndAnotherADifferentOne() throws {
        let a = try AnimatedSVGWriter().write(try StructureExportTests.scene("clipped-circle")).text
        let again = try AnimatedSVGWriter().write(try StructureExportTests.scene("clipped-circle")).text
        let other = try AnimatedSVGWriter().write(try StructureExportTests.scene("clipped-circle", "wiggle")).text
        #expect(a == again)
        let first = Set(Self.names(a)), second = Set(Self.names(other))
        #expect(first.isDisjoint(with: second), "two effects on one icon share \(first.intersection(second))")
    }

    @Test func aGivenPrefixIsUsedAsItIs() throws {
        var scene = try StructureExportTests.scene("masked-badge")
        scene.idPrefix = .given("badge_")
        let names = Self.names(try AnimatedSVGWriter().write(scene).text)
        #expect(!names.isEmpty && names.allSatisfy { $0.hasPrefix("badge_") }, "\(names)")
    }

    @Test func theStemBecomesAnIdentifier() {
        #expect(ExportIDPrefix.identifier("bell") == "bell")
        #expect(ExportIDPrefix.identifier("3d cube!") == "s3d-cube")
        #expect(ExportIDPrefix.identifier("") == "s")
        #expect(ExportIDPrefix.identifier("ünïcode") == "s-n-code")
        #expect(ExportIDPrefix.identifier(String(repeating: "a", count: 40)).count == 24)
        #expect(ExportIDPrefix.problem(with: "ok_1-") == nil)
        #expect(ExportIDPrefix.problem(with: "1x") != nil)
        #expect(ExportIDPrefix.problem(with: "a b") != nil)
        #expect(ExportIDPrefix.problem(with: "") != nil)
    }
}

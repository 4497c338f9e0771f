import Foundation
import Testing

/// `docs/architecture.md`'s "Where do I add…" lists stay true: every source file and folder they
/// name exists, and the `.gpa` format stays in its own folders (its reader, player and writer),
/// the rest of the code asking the `SymbolTimeline` protocol instead.
@Suite struct WhereDoIAddTests {
    static let root = PackageManifest.root

    static func sourceFiles() throws -> [String] {
        let sources = root.appendingPathComponent("Sources")
        let walk = try #require(FileManager.default.enumerator(atPath: sources.path))
        return walk.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted()
    }

    @Test func everyPathTheListsNameExists() throws {
        let doc = try String(contentsOf: Self.root.appendingPathComponent("docs/architecture.md"), encoding: .utf8)
        let start = try #require(doc.range(of: "## Where do I add"))
        let end = doc.range(of: "\n## ", range: start.upperBound..<doc.endIndex)?.lowerBound ?? doc.endIndex
        let section = doc[start.upperBound..<end]
        // Every path in backquotes that ends in .swift or / is a file or folder of Sources (or,
        // as `completions/`, of the repository).
        let quoted = section.split(separator: "`").enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
        let paths = quoted.filter { $0.contains("/") && ($0.hasSuffix(".swift") || $0.hasSuffix("/")) && !$0.hasPrefix("docs/") }
        #expect(paths.count >= 15, "the lists name \(paths.count) source paths")
        for path in paths {
            let inSources = Self.root.appendingPathComponent("Sources").appendingPathComponent(path).path
            let atRoot = Self.root.appendingPathComponent(path).path
            #expect(FileManager.default.fileExists(atPath: inSources) || FileManager.default.fileExists(atPath: atRoot),
                    "docs/architecture.md names \(path), which is neither in Sources nor in the repository")
        }
    }

    /// The issue that gave `.gpa` one timeline set the bar: at most 25 source files outside its
    /// folders (`GPA/`, `PathAnimation/`) name it. A file that needs to know it is a format
    /// table (its case, its extension, its help) or its document's timeline; the viewer, the
    /// stage, the renderer and the writers' placement ask the timeline.
    @Test func gpaStaysInItsFolders() throws {
        let pattern = try NSRegularExpression(pattern: "GPA|\\bgpa")
        var naming: [String] = []
        for file in try Self.sourceFiles() where !file.contains("/GPA/") && !file.contains("/PathAnimation/") {
            let text = try String(contentsOf: Self.root.appendingPathComponent("Sources").appendingPathComponent(file), encoding: .utf8)
            if pattern.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil { naming.append(file) }
        }
        #expect(naming.count <= 25, "\(naming.count) files outside the .gpa folders name it:\n\(naming.joined(separator: "\n"))")
        // The viewer's grid and the stage below the outputs never do.
        let generic = naming.filter { $0.hasPrefix("Scenes/Painting/") || $0.hasPrefix("Scenes/Composition/")
            || $0.hasPrefix("Scenes/Export/") || $0.hasPrefix("SymbolStage/") || $0.hasPrefix("SymbolRendering/")
            || $0.hasPrefix("SymbolExport/Timeline/") }
        #expect(generic.isEmpty, "these name .gpa instead of asking the timeline: \(generic)")
    }
}

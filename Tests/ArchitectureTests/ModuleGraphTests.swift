import Foundation
import Testing

/// The module graph is written in three places a reader trusts: `Package.swift` (what SwiftPM
/// builds), its header comment and `docs/architecture.md` (what a newcomer reads). These tests keep
/// the three equal, and keep every `import` of one of our modules declared in the manifest, so the
/// map cannot go stale and no module leans on a dependency it only gets by accident.
@Suite struct ModuleGraphTests {
    /// One line per production target, bottom of the stack first: `Name → Dep, Dep`.
    static func canonicalGraph(_ manifest: PackageManifest) -> [String] {
        let production = manifest.productionTargets
        let names = Set(production.map(\.name))
        var placed: [String] = []
        var remaining = production
        // Bottom first: a target comes after everything it depends on, ties in manifest order.
        while !remaining.isEmpty {
            guard let next = remaining.firstIndex(where: { t in
                t.dependencies.filter(names.contains).allSatisfy(placed.contains)
            }) else { break }
            placed.append(remaining.remove(at: next).name)
        }
        placed += remaining.map(\.name)
        let byName = Dictionary(uniqueKeysWithValues: production.map { ($0.name, $0) })
        return placed.map { name in
            let deps = byName[name]!.dependencies
            return deps.isEmpty ? name : "\(name) → \(deps.joined(separator: ", "))"
        }
    }

    /// The graph lines found between `begin` and `end` markers in `text`, normalised: the comment
    /// prefix and spaces trimmed, each line's dependencies as a set.
    static func graph(in text: String, begin: String, end: String) -> [String: Set<String>]? {
        guard let b = text.range(of: begin), let e = text.range(of: end, range: b.upperBound..<text.endIndex) else { return nil }
        var result: [String: Set<String>] = [:]
        for raw in text[b.upperBound..<e.lowerBound].split(separator: "\n") {
            var line = raw.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("//") { line = String(line.dropFirst(2)).trimmingCharacters(in: .whitespaces) }
            if line.isEmpty || line.hasPrefix("```") { continue }
            let parts = line.components(separatedBy: "→")
            let name = parts[0].trimmingCharacters(in: .whitespaces)
            let deps = parts.count > 1
                ? Set(parts[1].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }) : []
            result[name] = deps
        }
        return result
    }

    static func declared(_ manifest: PackageManifest) -> [String: Set<String>] {
        Dictionary(uniqueKeysWithValues: manifest.productionTargets.map { ($0.name, Set($0.dependencies)) })
    }

    static func failureText(_ manifest: PackageManifest) -> String {
        "the manifest's graph, to paste between the markers:\n" + canonicalGraph(manifest).joined(separator: "\n")
    }

    @Test func theManifestIsReadWhole() throws {
        let manifest = try PackageManifest.load()
        let names = manifest.targets.map(\.name)
        #expect(Set(names).count == names.count, "a target read twice: \(names)")
        for expected in ["Geometry", "Raster", "SymbolModel", "symbolview", "ArchitectureTests"] {
            #expect(names.contains(expected), "\(expected) not found in Package.swift")
        }
        for target in manifest.targets where target.kind != .systemLibrary {
            let folder = PackageManifest.root.appendingPathComponent(target.path)
            #expect(FileManager.default.fileExists(atPath: folder.path), "\(target.name): no folder \(target.path)")
        }
    }

    @Test func theArchitectureDocDrawsTheManifestsGraph() throws {
        let manifest = try PackageManifest.load()
        let doc = try String(contentsOf: PackageManifest.root.appendingPathComponent("docs/architecture.md"), encoding: .utf8)
        let drawn = try #require(Self.graph(in: doc, begin: "<!-- module-graph -->", end: "<!-- /module-graph -->"),
                                 "docs/architecture.md has no <!-- module-graph --> block")
        #expect(drawn == Self.declared(manifest), "\(Self.failureText(manifest))")
    }

    @Test func thePackageHeaderDrawsTheManifestsGraph() throws {
        let manifest = try PackageManifest.load()
        let text = try String(contentsOf: PackageManifest.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let drawn = try #require(Self.graph(in: text, begin: "// module-graph:", end: "// end of module-graph"),
                                 "Package.swift's header has no module-graph block")
        #expect(drawn == Self.declared(manifest), "\(Self.failureText(manifest))")
    }

    @Test func everyImportedModuleIsADeclaredDependency() throws {
        let manifest = try PackageManifest.load()
        let ours = Set(manifest.targets.map(\.name))
        var undeclared: [String] = []
        for target in manifest.targets where target.kind != .systemLibrary {
            let folder = PackageManifest.root.appendingPathComponent(target.path)
            guard let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { continue }
            var imported: Set<String> = []
            for case let file as URL in files where file.pathExtension == "swift" {
                let text = try String(contentsOf: file, encoding: .utf8)
                for line in text.split(separator: "\n") {
                    let words = line.split(separator: " ").map(String.init).filter { !$0.hasPrefix("@") }
                    if words.count >= 2, words[0] == "import", ours.contains(words[1]) { imported.insert(words[1]) }
                }
            }
            let missing = imported.subtracting(target.dependencies).subtracting([target.name])
            if !missing.isEmpty { undeclared.append("\(target.name) imports \(missing.sorted().joined(separator: ", "))") }
        }
        #expect(undeclared.isEmpty, "imports not declared in Package.swift: \(undeclared.joined(separator: "; "))")
    }

    @Test func theGraphHasNoCycle() throws {
        let manifest = try PackageManifest.load()
        let graph = Self.canonicalGraph(manifest)
        #expect(graph.count == manifest.productionTargets.count)
        // canonicalGraph places a target only after its dependencies; a cycle would leave some unplaced
        // and appended in manifest order, which this detects.
        var seen: Set<String> = []
        let names = Set(manifest.productionTargets.map(\.name))
        for line in graph {
            let name = line.components(separatedBy: " → ")[0]
            let deps = manifest.productionTargets.first { $0.name == name }!.dependencies.filter(names.contains)
            #expect(deps.allSatisfy(seen.contains), "\(name) comes before one of \(deps)")
            seen.insert(name)
        }
    }
}

import Foundation

/// The targets of this package's `Package.swift`, read from its text, so that a test can compare
/// what the manifest declares with what the sources import and what the docs draw.
///
/// The manifest is our own and keeps one shape (`.target(name: "X", dependencies: [...], path: ...)`),
/// so a reading of that shape is enough; a target the reading cannot find fails the tests that use it.
struct PackageManifest {
    struct Target {
        enum Kind: String { case target, executableTarget, testTarget, systemLibrary }
        var name: String
        var kind: Kind
        var dependencies: [String]
        /// The folder of its sources, relative to the package root.
        var path: String
    }

    var targets: [Target]

    /// The checkout this test was built from.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func load() throws -> PackageManifest {
        let text = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
        return PackageManifest(text: text)
    }

    init(text: String) {
        // Each declaration runs from its `.kind(name:` to the next declaration.
        let kinds = Target.Kind.allCases.map { "." + $0.rawValue + "(name:" }
        var starts: [(String.Index, Target.Kind)] = []
        for (kind, marker) in zip(Target.Kind.allCases, kinds) {
            var search = text.startIndex..<text.endIndex
            while let r = text.range(of: marker, range: search) {
                starts.append((r.lowerBound, kind))
                search = r.upperBound..<text.endIndex
            }
        }
        starts.sort { $0.0 < $1.0 }
        targets = starts.enumerated().map { i, start in
            let end = i + 1 < starts.count ? starts[i + 1].0 : text.endIndex
            let chunk = String(text[start.0..<end])
            let name = Self.firstQuoted(in: chunk, after: "name:") ?? ""
            var dependencies: [String] = []
            if let d = chunk.range(of: "dependencies:"), let open = chunk[d.upperBound...].firstIndex(of: "["),
               let close = chunk[open...].firstIndex(of: "]") {
                dependencies = Self.quoted(in: chunk[open...close])
            }
            let defaultFolder = start.1 == .testTarget ? "Tests/" : "Sources/"
            let path = Self.firstQuoted(in: chunk, after: "path:") ?? defaultFolder + name
            return Target(name: name, kind: start.1, dependencies: dependencies, path: path)
        }
    }

    /// The targets that ship: libraries and executables outside the fuzz folder, not tests.
    var productionTargets: [Target] {
        targets.filter { ($0.kind == .target || $0.kind == .executableTarget || $0.kind == .systemLibrary)
            && !$0.path.hasPrefix("fuzz/") && !$0.path.hasPrefix("Tests/") }
    }

    private static func firstQuoted(in chunk: String, after key: String) -> String? {
        guard let k = chunk.range(of: key) else { return nil }
        let rest = chunk[k.upperBound...]
        guard let q1 = rest.firstIndex(of: "\""), rest[..<q1].allSatisfy(\.isWhitespace),
              let q2 = rest[rest.index(after: q1)...].firstIndex(of: "\"") else { return nil }
        return String(rest[rest.index(after: q1)..<q2])
    }

    private static func quoted(in text: Substring) -> [String] {
        text.split(separator: "\"", omittingEmptySubsequences: false).enumerated()
            .filter { $0.offset % 2 == 1 }.map { String($0.element) }
    }
}

extension PackageManifest.Target.Kind: CaseIterable {}

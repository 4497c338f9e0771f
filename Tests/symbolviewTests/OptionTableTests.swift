import CommandOptions
import Foundation
import Scenes
import SymbolEffects
import Testing
import SymbolExport
@testable import symbolview

/// Every command's option table (``Subcommand/all``) is the one list of what it reads: its
/// `--help`, the man page and the bash and zsh completions are held to it here, so none of them
/// can drift from the parser, and each lists every scene and every effect.
@Suite struct OptionTableTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..").standardizedFileURL
    static func text(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// What a user is told each command takes (`--help` goes without saying).
    static func documented(_ command: Subcommand) -> Set<String> {
        Set(command.options.documented.names).subtracting(["--help"])
    }

    /// Every `--word` in `text`.
    static func options(in text: String) -> Set<String> {
        var found: Set<String> = []
        var rest = Substring(text)
        while let start = rest.range(of: "--") {
            let name = rest[start.lowerBound...].prefix { $0 == "-" || $0.isLetter || $0.isNumber }
            if name.count > 2 { found.insert(String(name)) }
            rest = rest[name.endIndex...]
        }
        return found
    }

    /// The scenes and effects the viewer, `record` and `render` take by name.
    static let scenes = SceneKind.allCases.map(\.rawValue)
    static let effects = Set(SymbolEffect.Kind.allCases.map(\.rawValue)).union(SymbolEffectSpec.aliases.keys)

    @Test(arguments: Subcommand.all.map(\.name))
    func theHelpNamesExactlyTheTablesOptions(_ name: String) throws {
        let command = try #require(Subcommand.named(name))
        let help = try CommandLineTests().run([name, "--help"])
        #expect(help.status == 0)
        let named = Self.options(in: help.out)
        #expect(Self.documented(command).subtracting(named).isEmpty, "\(name) --help leaves out \(Self.documented(command).subtracting(named).sorted())")
        let known = Set(command.options.names)
        #expect(named.subtracting(known).isEmpty, "\(name) --help names \(named.subtracting(known).sorted()), which it does not read")
    }

    @Test(arguments: ["view", "record"])
    func theHelpNamesEveryScene(_ name: String) throws {
        let help = try CommandLineTests().run([name, "--help"]).out
        let synopsis = help.prefix { $0 != "\n" }
        for scene in Self.scenes {
            #expect(synopsis.contains(scene), "\(name) --help's first line leaves out \(scene)")
            #expect(help.split(separator: "\n").contains { $0.contains("--scene S") && $0.contains(scene) }
                    || help.contains("\(scene):"), "\(name) --help does not explain \(scene)")
        }
    }

    /// The bash completion's option list of each command, by the `case` word that selects it.
    static func bashOptions() throws -> [String: Set<String>] {
        var lists: [String: Set<String>] = [:]
        for line in try text("completions/symbolview.bash").split(separator: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard let paren = trimmed.firstIndex(of: ")"), trimmed.contains("options=\"") else { continue }
            let word = String(trimmed[..<paren])
            lists[word == "*" ? "view" : word] = Self.options(in: String(trimmed[paren...]))
        }
        return lists
    }

    @Test func bashCompletesEveryOptionOfEveryCommand() throws {
        let lists = try Self.bashOptions()
        for command in Subcommand.all {
            let listed = try #require(lists[command.name], "no bash options for \(command.name)")
            var expected = Self.documented(command).union(["--help"])
            if command.name == "view" { expected.insert("--version") }
            #expect(listed == expected, "bash \(command.name): missing \(expected.subtracting(listed).sorted()), extra \(listed.subtracting(expected).sorted())")
        }
    }

    @Test func bashAndZshCompleteEverySceneAndEffect() throws {
        let bash = try Self.text("completions/symbolview.bash"), zsh = try Self.text("completions/_symbolview")
        func words(after marker: String, in text: String) -> Set<String> {
            guard let start = text.range(of: marker) else { return [] }
            let line = text[start.upperBound...].prefix { $0 != "\n" }
            return Set(line.split(whereSeparator: { " ()\"';:$".contains($0) }).map(String.init))
        }
        #expect(Set(Self.scenes + ["test-pattern"]).isSubset(of: words(after: "--scene)", in: bash)))
        #expect(Self.effects.isSubset(of: words(after: "--effect)", in: bash)))
        #expect(Self.effects.isSubset(of: words(after: "local -a effects=", in: zsh)))
        #expect(Set(Self.scenes).isSubset(of: words(after: "local -a scenes=", in: zsh)))
    }

    @Test func zshCompletesEveryOptionOfEveryCommand() throws {
        let zsh = try Self.text("completions/_symbolview")
        for command in Subcommand.all {
            let marker = command.name == "view" ? "  *)" : "  \(command.name))"
            let section = try #require(zsh.range(of: marker).map { zsh[$0.upperBound...].prefix { _ in true } }, "no zsh section for \(command.name)")
            let end = section.range(of: ";;").map { section[..<$0.lowerBound] } ?? section
            let listed = Self.options(in: String(end))
            #expect(Self.documented(command).subtracting(listed).isEmpty,
                    "zsh \(command.name): missing \(Self.documented(command).subtracting(listed).sorted())")
        }
    }

    @Test func theManPageNamesEveryOptionSceneAndEffect() throws {
        let man = try Self.text("man/symbolview.1").replacingOccurrences(of: "\\-", with: "-")
        for command in Subcommand.all {
            guard let start = man.range(of: ".B \(command.name)\n") else {
                Issue.record("the man page has no entry for \(command.name)")
                continue
            }
            let entry = man[start.upperBound...].prefix { _ in true }
            let section = entry.range(of: "\n.TP").map { entry[..<$0.lowerBound] } ?? entry.range(of: "\n.SH").map { entry[..<$0.lowerBound] } ?? entry
            let listed = Self.options(in: String(section))
            #expect(Self.documented(command).subtracting(listed).isEmpty,
                    "man page, \(command.name): missing \(Self.documented(command).subtracting(listed).sorted())")
        }
        for word in Self.scenes + Array(Self.effects) {
            #expect(man.contains(word), "the man page does not name \(word)")
        }
    }

    /// A vector format added to ``VectorFormat`` is not done until `export` names its extension
    /// in its help and the man page: this test walks a
    /// newcomer from the case to both.
    @Test func everyVectorFormatIsNamedWhereExportIsDescribed() throws {
        let man = try Self.text("man/symbolview.1").replacingOccurrences(of: "\\-", with: "-")
        for format in VectorFormat.allCases {
            let ext = "." + format.rawValue
            #expect(ExportHelp.help.contains("FILE" + ext), "export --help does not name \(ext)")
            #expect(man.contains(ext), "the man page does not name \(ext)")
            #expect(VectorFormat(fileName: "x" + ext) == format)
        }
    }
}

import CommandOptions
import Testing
import SVGLoader
@testable import Scenes

/// A misspelled option is answered with the closest real one, by edit distance, in every command
/// (they all read their options through OptionCursor and hold them in an option table).
@Suite struct OptionSuggestionTests {
    @Test func aMisspelledOptionSuggestsTheClosestOneOfTheTable() {
        #expect(ViewerOptions.table.unknownOption("--scen") == "unknown option --scen; did you mean `--scene`?")
        #expect(OptionCursor.suggestion(for: "--drak", among: ["--dark", "--light"]) == "--dark")
        #expect(OptionCursor.suggestion(for: "--quitafter", among: ViewerOptions.table.names) == "--quit-after")
        #expect(OptionCursor.suggestion(for: "-scene", among: ["--scene", "--size"]) == "--scene")
    }

    @Test func aWordFarFromEveryOptionGetsNoSuggestion() {
        #expect(OptionCursor.suggestion(for: "--frobnicate", among: ["--scene", "--size", "--dark"]) == nil)
        #expect([OptionSpec("--json")].unknownOption("--xyz") == "unknown option --xyz")
        #expect(OptionCursor.suggestion(for: "--x", among: []) == nil)
    }

    @Test func hiddenOptionsAreNotSuggested() {
        #expect(ViewerOptions.table.unknownOption("--scroll-dem") == "unknown option --scroll-dem")
        #expect(ViewerOptions.table.contains("--scroll-demo"))
    }

    @Test func editDistanceCountsInsertionsDeletionsAndSubstitutions() {
        #expect(Levenshtein.distance("", "abc") == 3)
        #expect(Levenshtein.distance("abc", "") == 3)
        #expect(Levenshtein.distance("kitten", "sitting") == 3)
        #expect(Levenshtein.distance("--scene", "--scene") == 0)
    }

    @Test func theViewerRefusesAMisspelledOptionWithTheSuggestion() {
        #expect {
            _ = try ViewerOptions.parse(["--scen", "loader"])
        } throws: { error in
            "\(error)".contains("did you mean `--scene`?")
        }
    }
}

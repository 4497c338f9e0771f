import Testing
import SVGLoader
@testable import Scenes

/// A misspelled option is answered with the closest real one, by edit distance, in every command
/// (they all read their options through OptionCursor).
@Suite struct OptionSuggestionTests {
    @Test func aMisspelledOptionSuggestsTheClosestOneOfTheUsageText() {
        #expect(OptionCursor.unknownOption("--scen", usage: ViewerOptions.usage) == "unknown option --scen; did you mean `--scene`?")
        #expect(OptionCursor.suggestion(for: "--drak", among: ["--dark", "--light"]) == "--dark")
        #expect(OptionCursor.suggestion(for: "--quitafter", among: OptionCursor.options(in: ViewerOptions.usage)) == "--quit-after")
        #expect(OptionCursor.suggestion(for: "-scene", among: ["--scene", "--size"]) == "--scene")
    }

    @Test func aWordFarFromEveryOptionGetsNoSuggestion() {
        #expect(OptionCursor.suggestion(for: "--frobnicate", among: ["--scene", "--size", "--dark"]) == nil)
        #expect(OptionCursor.unknownOption("--xyz", usage: "usage: x [--json]") == "unknown option --xyz")
        #expect(OptionCursor.suggestion(for: "--x", among: []) == nil)
    }

    @Test func theOptionsOfAUsageTextAreEachNamedOnceInOrder() {
        let usage = "usage: symbolview list [--json] [--dark|--light] [--json]\n  --size WxH   the size"
        #expect(OptionCursor.options(in: usage) == ["--json", "--dark", "--light", "--size"])
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

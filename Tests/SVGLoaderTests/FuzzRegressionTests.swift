import Foundation
import Testing
@testable import SVGLoader

/// Inputs on which `make fuzz` crashed the loader, each kept in fuzz/regressions/svg and loaded
/// here as a file, with the behaviour the fix gives it.
@Suite struct FuzzRegressionTests {
    static let regressions = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("fuzz/regressions/svg")

    /// `<?x?>` reached FoundationXML as a processing instruction with null data, and its callback
    /// took strlen(NULL): a segmentation fault. The fuzzer's file, whose DOCTYPE is broken after
    /// the instruction, now ends in an ordinary error.
    @Test func theFuzzedFileWithAnEmptyProcessingInstructionIsAnErrorNotACrash() throws {
        let url = Self.regressions.appendingPathComponent("empty-processing-instruction-segfault.svg")
        #expect(throws: SVGLoadError.self) { try SVGLoader.load(contentsOf: url) }
    }

    @Test func aProcessingInstructionWithoutDataIsIgnored() throws {
        for prolog in ["<?x?>", "<?xml version=\"1.0\"?><?x?>", "<?a-b.c?>\n<?d ?>"] {
            let text = prolog + "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 10 10\"><?p?><path d=\"M0 0h10v10z\"/></svg>"
            let loaded = try SVGLoader.load(data: Data(text.utf8), name: "pi.svg")
            #expect(loaded.symbol.layers.flatMap(\.shapes).count == 1, "\(prolog)")
        }
    }

    @Test func onlyDataFreeInstructionsGetASpace() {
        func padded(_ s: String) -> String { String(decoding: EmptyProcessingInstructions.padded(Data(s.utf8)), as: UTF8.self) }
        #expect(padded("<?x?><a/><?y?>") == "<?x ?><a/><?y ?>")
        #expect(padded("<?x data?><??><? x?><a b='?>'/>") == "<?x data?><??><? x?><a b='?>'/>")
        #expect(padded("<?x?") == "<?x?")
    }
}

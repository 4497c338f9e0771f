import Foundation

/// The optional `shared` folder that sits beside the checkout (`../shared` from the
/// repository's root): test data shared by the projects that use it, namely the resvg test suite
/// (`corpus/resvg`), an icon corpus (`corpus/icons`) and the benchmark workload (`bench`).
/// Nothing in the product needs it; `conformance` and the benchmarks read it, and the tests that
/// read it skip themselves without it.
///
/// It is found from the repository (this source file's location at build time), not from the
/// working directory, so `symbolview conformance` finds it from any folder.
enum SharedFolder {
    /// The repository's root: three levels above this file (Sources/symbolview/SharedFolder.swift).
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `../shared/RELATIVE` from the repository, as a path.
    static func path(_ relative: String) -> String {
        repository.appendingPathComponent("../shared").appendingPathComponent(relative).standardizedFileURL.path
    }
}

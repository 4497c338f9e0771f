import FileAccess
import Foundation
import SVGLoader

// symbolview's entry point: the subcommands (``Subcommand/all``), each defined in its own file as
// a function `(arguments) -> exit code`. With no subcommand the viewer opens.

// Read as bytes, so a file name that is not UTF-8 still names its file (FileName).
let arguments = FileName.arguments

func printUsage() {
    var lines = ["usage: symbolview [COMMAND] [OPTIONS]", "", "commands:"]
    let width = Subcommand.all.map(\.name.count).max() ?? 0
    for c in Subcommand.all.sorted(by: { $0.name < $1.name }) {
        lines.append("  \(c.name.padding(toLength: width, withPad: " ", startingAt: 0))  \(c.summary)")
    }
    lines += ["", "`symbolview --version` prints the version.",
              "`symbolview COMMAND --help` lists a command's options; with no command the viewer opens",
              "(`symbolview view --help` for its options; press H in the window for its keys)."]
    print(lines.joined(separator: "\n"))
}

// `symbolview icon.gpa …` opens the viewer on the icon, as `symbolview view icon.gpa` does.
if let first = arguments.first, !first.hasPrefix("-"), SymbolDocument.Kind(name: first) != .pathAnimation {
    if first == "help" { printUsage(); exit(0) }
    guard let command = Subcommand.named(first) else {
        FileHandle.standardError.write("symbolview: unknown command '\(first)'. Commands: \(Subcommand.all.map(\.name).sorted().joined(separator: ", "))\n".data(using: .utf8)!)
        exit(2)
    }
    exit(command.run(Array(arguments.dropFirst())))
} else if arguments == ["--version"] {
    print("symbolview \(symbolviewVersion)")
} else if arguments.contains("--help") || arguments.contains("-h") {
    printUsage()
} else {
    // No command, or `symbolview icon.gpa …`: the viewer.
    exit(runView(arguments))
}

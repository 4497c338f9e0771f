import FileAccess
import Foundation

// symbolview's entry point: a table of subcommands, each defined in its own file as a function
// `(arguments) -> exit code`. With no subcommand the viewer opens.

// Read as bytes, so a file name that is not UTF-8 still names its file (FileName).
let arguments = FileName.arguments

/// Every subcommand, by the word that selects it. Each lives in its own file beside this one.
let commands: [String: (name: String, summary: String, run: ([String]) -> Int32)] = [
    "view": (name: "view", summary: "open the viewer window (the default)", run: runView),
    "check": ("check", "load every SVG under DIR... and report failures and warnings", runCheck),
    "render": ("render", "render one frame of a symbol's effect to a PNG", runRender),
    "record": ("record", "render a scene offline to PNG frames, PNG, GIF, MP4, WebM or APNG", runRecord),
    "export": ("export", "write a symbol's effect as Lottie (.json, .lottie, .tgs) or animated SVG (.svg) that players show as render draws it", runExport),
    "export-template": ("export-template", "write a symbol as an SF Symbols custom symbol template (three masters, guides, annotations)", runExportTemplate),
    "list": ("list", "print the catalog's symbol names (--json: with their layers and annotations)", runList),
    "sheet": ("sheet", "draw every catalog symbol at 24 px and large, at three weights, in a labelled grid", runSheet),
    "conformance": ("conformance", "render the resvg test suite and compare with its reference PNGs", runConformance),
]

func printUsage() {
    var lines = ["usage: symbolview [COMMAND] [OPTIONS]", "", "commands:"]
    let width = commands.keys.map(\.count).max() ?? 0
    for (word, c) in commands.sorted(by: { $0.key < $1.key }) {
        lines.append("  \(word.padding(toLength: width, withPad: " ", startingAt: 0))  \(c.summary)")
    }
    lines += ["", "`symbolview --version` prints the version.",
              "`symbolview COMMAND --help` lists a command's options; with no command the viewer opens",
              "(`symbolview view --help` for its options; press H in the window for its keys)."]
    print(lines.joined(separator: "\n"))
}

if let first = arguments.first, !first.hasPrefix("-"), !first.lowercased().hasSuffix(".gpa") {
    if first == "help" { printUsage(); exit(0) }
    guard let command = commands[first] else {
        FileHandle.standardError.write("symbolview: unknown command '\(first)'. Commands: \(commands.keys.sorted().joined(separator: ", "))\n".data(using: .utf8)!)
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

import CommandOptions
import Recording
import Scenes

/// One of symbolview's commands: the word that selects it, a line for the overview, every
/// option it reads (the table its typo hints, help, man page and completions are held to), and
/// the function that runs it, `(arguments) -> exit code`, defined in its own file.
struct Subcommand {
    let name: String
    let summary: String
    let options: [OptionSpec]
    let run: ([String]) -> Int32

    /// Every command, by name.
    static let all: [Subcommand] = [
        Subcommand(name: "view", summary: "open the viewer window (the default)",
                   options: ViewerOptions.table + [OptionSpec("--help")], run: runView),
        Subcommand(name: "check", summary: "load every SVG under DIR... and report failures and warnings",
                   options: CheckHelp.table, run: runCheck),
        Subcommand(name: "render", summary: "render one frame of a symbol's effect to a PNG",
                   options: RenderHelp.table, run: runRender),
        Subcommand(name: "record", summary: "render a scene offline to PNG frames, PNG, GIF, MP4, WebM or APNG",
                   options: RecordOptions.acceptedOptions + [OptionSpec("--help")], run: runRecord),
        Subcommand(name: "export",
                   summary: "write a symbol's effect as Lottie (.json, .lottie, .tgs) or animated SVG (.svg) that players show as render draws it",
                   options: ExportHelp.table + ExportSceneHelp.table.filter { !ExportHelp.table.contains($0.name) } + [OptionSpec("--help")],
                   run: runExport),
        Subcommand(name: "export-template",
                   summary: "write a symbol as an SF Symbols custom symbol template (three masters, guides, annotations)",
                   options: ExportTemplateHelp.table, run: runExportTemplate),
        Subcommand(name: "list", summary: "print the catalog's symbol names (--json: with their layers and annotations)",
                   options: ListHelp.table, run: runList),
        Subcommand(name: "sheet", summary: "draw every catalog symbol at 24 px and large, at three weights, in a labelled grid",
                   options: SheetHelp.table, run: runSheet),
        Subcommand(name: "conformance", summary: "render the resvg test suite and compare with its reference PNGs",
                   options: ConformanceHelp.table, run: runConformance),
    ]

    /// The command called `name`.
    static func named(_ name: String) -> Subcommand? { all.first { $0.name == name } }
}

/// `export-template`'s options.
enum ExportTemplateHelp {
    static let table = [OptionSpec("--out", "NAME.svg"), OptionSpec("--force"), OptionSpec("--help")]
}

/// `sheet`'s options.
enum SheetHelp {
    static let table = [OptionSpec("--out", "FILE.png"), OptionSpec("--size", "PX"), OptionSpec("--weights", "W,W,..."),
                        OptionSpec("--background", "C"), OptionSpec("--color", "C"), OptionSpec("--force"), OptionSpec("--help")]
}

/// `check`'s options.
enum CheckHelp {
    static let table = [OptionSpec("--verbose"), OptionSpec("--layers"), OptionSpec("--help")]
}

/// `list`'s options.
enum ListHelp {
    static let table = [OptionSpec("--json"), OptionSpec("--help")]
}

/// `conformance`'s options.
enum ConformanceHelp {
    static let table = [OptionSpec("--all"), OptionSpec("--strips", "OUTDIR"), OptionSpec("--help")]
}

import FileAccess
import Foundation
import Recording
import SVGLoader
import Scenes
import SymbolKit
import SymbolModel
import Typography

/// `symbolview record …`: renders a scene offline, with no window, to PNG frames, a PNG, GIF,
/// MP4, WebM or APNG (see `RecordOptions.usage`).
func runRecord(_ arguments: [String]) -> Int32 {
    func fail(_ message: String) { FileHandle.standardError.write(Data("symbolview record: \(message)\n".utf8)) }
    // `record NAME|FILE --effect SPEC …`: one symbol, as `render` draws it, rather than a scene.
    if let first = arguments.first, !first.hasPrefix("-"), SymbolDocument.Kind(name: first) != .pathAnimation {
        return runRecordSymbol(arguments)
    }
    let options: RecordOptions
    do {
        options = try RecordOptions.parse(arguments)
    } catch {
        // The one line that says what is wrong, not buried under the twenty of the usage.
        fail("\(error)\n(`symbolview record --help` lists the options)")
        return 2
    }
    if options.showHelp { print(RecordOptions.usage); return 0 }
    do {
        // Every word of the scene's arguments that names a file may be a source (`--svg`'s files, a `.gpa`).
        try refuseReplacingSource(options.sceneArguments, out: options.output.isEmpty ? nil : options.output, force: options.force)
    } catch {
        fail("\(error)")
        return 2
    }

    let recording: OfflineRecording
    let source: FrameSource
    var makeSource: (() throws -> FrameSource)?
    do {
        recording = try options.recording(watchSignals: true)
        // The settings and ffmpeg are checked before fonts, symbols or any frame are loaded.
        _ = try recording.validate()
        if options.testPattern {
            // The scene options go unused, but a mistake in them is still a mistake.
            _ = try ViewerOptions.parse(options.sceneArguments)
            source = TestPattern(transparent: options.transparent)
        } else if let file = options.sceneArguments.first(where: { !$0.hasPrefix("-") && SymbolDocument.Kind(name: $0) == .pathAnimation }) {
            let make = try gpaSource(file, options: options)
            source = try make()
            makeSource = make
        } else {
            let scene = try ViewerOptions.parse(options.sceneArguments)
            try SceneSource.check(options.keys)
            let background = try backgroundOption(options)
            // One source per rendering thread: each has its own fonts, painter and caches.
            var first = true
            let make = { () throws -> FrameSource in
                let fonts = try FontBook.standard()
                if first { for note in fonts.notes { fail(note) } }
                // The viewer's painter, with every symbol loaded up front so a bad name or SVG file
                // is reported before any frame is rendered.
                let painter = EngineSymbolPainter()
                if first { painter.onProblem = { fail("warning: \($0)") } }
                first = false
                try painter.preload(scene.symbols + SceneComposer.sceneSymbols)
                // A file is a path animation by its content, now that the painter has opened it.
                var opened = scene
                opened.pathAnimations = painter.pathAnimations(among: scene.symbols, assumed: scene.pathAnimations)
                let renderer = SceneRenderer(composer: SceneComposer(fonts: fonts), symbolPainter: painter)
                return SceneSource(options: opened, renderer: renderer, displayScale: options.scale,
                                   showsHUD: options.hud, transparent: options.transparent, background: background)
            }
            source = try make()
            makeSource = make
        }
    } catch let error as ViewerOptionError {
        fail("\(error.description.split(separator: "\n").first ?? "")\n(`symbolview record --help` lists the options)")
        return 2
    } catch let error as RecordingError {
        fail(FileError.message(for: error))
        return error.exitStatus
    } catch {
        fail(FileError.message(for: error))
        return 1
    }

    do {
        if options.transparent && !recording.format.keepsAlpha {
            fail("note: MP4 has no alpha channel; the background is left out but the frames are opaque "
                + "(use .webm, .gif, .apng or .png to keep transparency)")
        }
        if options.stillTime != nil && recording.format != .png {
            fail("note: --time picks the frame of a .png still; this recording starts at 0 and runs for --duration")
        }
        let size = recording.frameSize
        if (size.width, size.height) != (recording.width, recording.height) {
            fail("note: \(recording.format == .mp4 ? "MP4" : "WebM") needs even sides, so frames are \(size.width)x\(size.height)")
        }
        let summary = try recording.run(source, makeSource: makeSource)
        print("wrote \(summary.output): \(summary.frames) frame\(summary.frames == 1 ? "" : "s") at \(size.width)x\(size.height) "
            + "in \(String(format: "%.2f", summary.seconds)) s (\(String(format: "%.1f", summary.framesPerSecond)) frames/s)")
        return 0
    } catch let error as RecordingError {
        fail(FileError.message(for: error))
        if case .interrupted(let sig) = error { return 128 + sig }
        return 1
    } catch {
        fail(FileError.message(for: error))
        return 1
    }
}


/// `--background C`: a CSS colour, or none/clear for a transparent background.
func backgroundOption(_ options: RecordOptions) throws -> RGBA? {
    guard let text = options.background else { return nil }
    guard let color = RGBA(cssColor: text) ?? (["none", "clear"].contains(text.lowercased()) ? RGBA(0, 0, 0, 0) : nil) else {
        throw RecordingError.badOption("--background \(text): expected \(colorArgumentSyntax)")
    }
    return color
}

/// `record FILE.gpa`: the icon in the frame, its state switched by the keys 0–9 (and - for
/// unset). Of the viewer's scene options --reduce-motion, --dark, --light, --mode and
/// --gradient apply.
private func gpaSource(_ file: String, options: RecordOptions) throws -> () throws -> FrameSource {
    let document = try openDocument(file)
    printWarnings(document.warnings, command: "record")
    var reduceMotion = false, dark = false, gradient = false
    var choice = RenderingModeChoice.monochrome
    var words = options.sceneArguments.filter { $0 != file }.makeIterator()
    while let word = words.next() {
        switch word {
        case "--reduce-motion": reduceMotion = true
        case "--dark": dark = true
        case "--light": dark = false
        case "--gradient": gradient = true
        case "--mode":
            let names = RenderingModeChoice.allCases.map(\.rawValue).joined(separator: ", ")
            guard let v = words.next() else { throw RecordingError.badOption("--mode needs a value: \(names)") }
            guard let m = RenderingModeChoice(rawValue: v) else {
                throw RecordingError.badOption("--mode \(v): expected \(names)")
            }
            choice = m
        default:
            throw RecordingError.badOption("\(word): with a .gpa file, record takes --reduce-motion, --dark, --light, "
                                           + "--mode and --gradient besides its own options")
        }
    }
    var request = SymbolDocument.TimelineOptions()
    request.base.reduceMotion = .constant(reduceMotion)
    let timeline: any SymbolTimeline
    do { timeline = try document.timeline(request).main } catch let e as TimelineError { throw RecordingError.badOption(e.description) }
    for press in options.keys.presses where TimelineFrameSource.state(forKey: press.key, of: timeline, at: press.time) == nil {
        throw RecordingError.badOption("--keys: '\(press.key)' at \(press.time) s does not switch a .gpa icon's state; "
                                       + "use 0–9, or - (minus) for unset")
    }
    var background = try backgroundOption(options)
    if options.transparent { background = RGBA(0, 0, 0, 0) }
    let appearance: Appearance = dark ? .dark : .light
    let mode = choice.mode(tint: SystemColor.label.resolved(appearance), appearance: appearance)
    return { TimelineFrameSource(timeline: timeline, dark: dark, background: background,
                                 mode: mode, colorRendering: gradient ? .gradient : .flat) }
}

extension RecordingError {
    /// `record`'s exit status for the error: 2 for a mistake on the command line (an option, an
    /// output format, an output refused), 1 for anything that went wrong while recording.
    var exitStatus: Int32 {
        switch self {
        case .badOption, .unknownFormat, .refusedOutput: return 2
        default: return 1
        }
    }
}

import CommandOptions
import FileAccess
import Foundation
import Recording
import SVGLoader
import SymbolKit

/// `symbolview record NAME|FILE --effect SPEC --out FILE.gif|.mp4|…`: films one symbol with its
/// effect, as `render` draws one frame of it: frame i is `render NAME --effect SPEC --time i/fps`
/// with the same options (and `--transparent` or `--background C`), for an effect that comes to
/// rest. An endless effect is filmed a whole number of periods long from its steady state (a
/// whole number of periods in, where the export's loop starts), so a GIF loops without a seam.
///
/// `render`'s options shape the picture and the effect (`--weight`, `--scale`, `--color`, `--mode`,
/// `--palette`, `--gradient`, `--speed`, `--reduce-motion`, `--to`, `--state`…); the recorder's
/// own are `--out`, `--duration` (default: the effect's own length), `--fps`, `--size PX|WxH` (in
/// pixels, default 256), `--background C`, `--transparent`, `--keys` (Space toggles the symbol's
/// state, as the seed's toggle does; 0–9 and - switch a `.gpa` icon's), `--time`, `--force`.
func runRecordSymbol(_ arguments: [String]) -> Int32 {
    func fail(_ message: String) { FileHandle.standardError.write(Data("symbolview record: \(message)\n".utf8)) }
    do {
        let (record, render, durationGiven) = try RecordSymbolArguments.split(arguments)
        var options = try RecordOptions.parse(record)
        let parsed = try RenderOptions.parse(render)
        guard let source = parsed.source else { throw UsageError("a symbol to film is required") }
        try refuseReplacingSource([source] + [parsed.to].compactMap { $0 }, out: options.output, force: options.force)
        for note in parsed.scopeNotes { printError("symbolview record: note: \(note)") }
        let document = try openDocument(source)
        if SymbolDocument.isFileReference(source) { printWarnings(document.warnings, command: "record") }
        let (timeline, incoming) = try parsed.timelines(of: document)
        let span = SymbolSpan.together([timeline.span] + (incoming.map { [$0.span] } ?? []))
        var offset = 0.0
        if let period = span.period, period.isFinite, options.keys.presses.isEmpty {
            // From the steady state, a whole number of periods: the last frame runs into the first.
            let steady = ExportSpan(span)
            offset = steady.start
            // By default at least 2 s of whole periods.
            options.duration = durationGiven ? wholeLoopDuration(options.duration, period: period, command: "record")
                                             : period * max(1, (2 / period).rounded(.up))
        } else if !durationGiven {
            // The motion until it settles and the frame of its end state; a motion that never
            // repeats, 10 s of it.
            options.duration = span.isEndless ? 10 : span.settle + 1 / options.fps
        }
        for press in options.keys.presses where TimelineFrameSource.state(forKey: press.key, of: timeline, at: press.time) == nil {
            throw UsageError("--keys: '\(press.key)' at \(press.time) s switches none of the symbol's states "
                             + "(\(timeline.stateNames.isEmpty ? "it has none" : timeline.stateNames.joined(separator: ", "))); "
                             + "Space toggles between the first two")
        }
        let recording = try options.recording(watchSignals: true)
        _ = try recording.validate()
        var background = try backgroundOption(options)
        if options.transparent { background = RGBA(0, 0, 0, 0) }
        let mode = try parsed.renderingMode()
        let make = { () throws -> FrameSource in
            TimelineFrameSource(timeline: timeline, incoming: incoming, framing: .room(weight: parsed.weight, scale: parsed.scale),
                                timeOffset: offset, background: background, tint: parsed.tint(for: timeline), mode: mode,
                                colorRendering: parsed.gradient ? .gradient : .flat)
        }
        let summary = try recording.run(try make(), makeSource: make)
        let size = recording.frameSize
        print("wrote \(summary.output): \(summary.frames) frame\(summary.frames == 1 ? "" : "s") at \(size.width)x\(size.height)"
              + (offset > 0 ? ", from \(String(format: "%.3f", offset)) s (a whole number of periods in)" : ""))
        return 0
    } catch let e as UsageError {
        fail("\(e.message)\n(`symbolview record --help` lists the options)")
        return 2
    } catch let error as RecordingError {
        fail(FileError.message(for: error))
        return error.exitStatus
    } catch {
        fail(FileError.message(for: error))
        return 1
    }
}

/// How `record NAME|FILE …` splits its words: the recorder's own options, and `render`'s.
enum RecordSymbolArguments {
    /// The recorder's options that take a value, and those that do not. `--size` is the image's
    /// size in pixels here (N or WxH), as `render`'s; `--scale` is `render`'s symbol scale.
    static let valued: Set<String> = ["--out", "-o", "--duration", "--fps", "--keys", "--background", "--time", "--size"]
    static let flags: Set<String> = ["--transparent", "--force"]

    /// The recorder's words (with the size in pixels at one pixel per point), `render`'s words,
    /// and whether `--duration` was given.
    static func split(_ arguments: [String]) throws -> (record: [String], render: [String], durationGiven: Bool) {
        var record: [String] = ["--scale", "1"], render: [String] = []
        var durationGiven = false, sized = false
        var words = OptionCursor(arguments)
        while let word = words.next() {
            if valued.contains(word) {
                let value = try words.value(for: word, orThrow: UsageError.init)
                if word == "--duration" { durationGiven = true }
                if word == "--size" {
                    sized = true
                    record += [word, value.lowercased().contains("x") ? value : "\(value)x\(value)"]
                } else {
                    record += [word, value]
                }
            } else if flags.contains(word) {
                record.append(word)
            } else if ["--hud", "--scene"].contains(word) {
                throw UsageError("\(word) is for recording a scene; record NAME|FILE films one symbol")
            } else {
                render.append(word)
            }
        }
        if !sized { record += ["--size", "256x256"] }
        return (record, render, durationGiven)
    }
}

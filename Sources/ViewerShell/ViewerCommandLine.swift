import Foundation
import PNGCodec
import Raster
import Scenes
import Typography

/// `symbolview` and `symbolview view`: parses the options, opens the window and runs it.
public enum ViewerCommandLine {
    /// Runs the viewer with `arguments` (no program name, no subcommand); returns the exit code.
    public static func run(_ arguments: [String]) -> Int32 {
        if arguments.contains("--help") || arguments.contains("-h") {
            print(ViewerOptions.usage)
            return 0
        }
        var options: ViewerOptions
        let fonts: FontBook
        let painter = EngineSymbolPainter()
        do {
            options = try ViewerOptions.parse(arguments)
            // A missing --save-dir is created on the first save, as the desktop's folders are;
            // a file in its place is a mistake to say now.
            if let folder = options.saveDirectory {
                var isDirectory: ObjCBool = false
                if FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), !isDirectory.boolValue {
                    throw ViewerOptionError("--save-dir \(folder): not a folder")
                }
            }
            fonts = try FontBook.standard()
            // The seeds' own symbols must load (without them the catalog is missing); a
            // symbol the user asked for that does not load shows the placeholder instead.
            try painter.preload(SceneComposer.sceneSymbols)
        } catch let error as ViewerOptionError {
            // One line that says what is wrong, and where the options are listed.
            fail("symbolview: \(error)\nsee `symbolview view --help`")
            return 2
        } catch {
            fail("symbolview: \(error)")
            return 2
        }
        painter.onProblem = { fail("symbolview: warning: \($0)") }
        for problem in painter.preloadShowingPlaceholders(options.symbols) {
            fail("symbolview: warning: \(problem)")
        }
        options.pathAnimations = painter.pathAnimations(among: options.symbols, assumed: options.pathAnimations)
        for note in fonts.notes { fail("symbolview: \(note)") }
        let renderer = SceneRenderer(composer: SceneComposer(fonts: fonts), symbolPainter: painter)
        let session: ViewerSession
        do {
            session = try ViewerSession(options: options, renderer: SceneFrameRenderer(sceneRenderer: renderer))
        } catch {
            fail("\(error)")
            return 1
        }
        session.reloadSymbol = { source in
            for warning in try painter.reload(source) { fail("symbolview: warning: \(warning)") }
        }
        session.screenshotWriter = { pixels, width, height, path in
            let canvas = Canvas(width: width, height: height)
            canvas.pixels = pixels
            try PNGCodec.write(canvas, to: path)
        }
        return session.run()
    }

    private static func fail(_ line: String) {
        FileHandle.standardError.write((line + "\n").data(using: .utf8)!)
    }
}

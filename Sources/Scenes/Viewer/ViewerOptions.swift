import CommandOptions
import Foundation
import SVGLoader
import SymbolEffects

/// The viewer's command-line options, parsed without touching SDL so they can be tested.
public struct ViewerOptions: Sendable, Equatable {
    public var scene: SceneKind = .drawOn
    public var reduceMotion = false
    public var heroEffect: LoaderEffect = .breathe
    /// `--effect SPEC` (SwiftUI's spelling, any number of times): the effects gallery shows these
    /// instead of its own list, and the viewer opens on it unless `--scene` says otherwise.
    public var gallerySpecs: [SymbolEffectSpec] = []
    /// Whether `--size` was given (the effects scene opens wider than the phone-sized default).
    public var hasExplicitSize = false
    /// Window size in points.
    public var width = 390.0, height = 844.0
    public var zoom = 1.0
    public var appearance: Appearance = .light
    /// `--mode M`: the rendering mode of every symbol; nil keeps each scene's own.
    public var renderingMode: RenderingModeChoice?
    /// `--gradient`: SF Symbols 7's gradient colour rendering for every symbol.
    public var gradient = false
    /// The draw-on grid's symbols; the seed's six unless `--symbols` or `--svg` replaced them.
    public var symbols: [SymbolSource] = ViewerOptions.seedSymbols
    /// The grid's symbols that are GTK path animations: by name when parsed, then by content once
    /// the painter has opened them (``EngineSymbolPainter/pathAnimations``), so a `.gpa`
    /// document saved as `.svg` plays as one.
    public var pathAnimations: Set<SymbolSource> = []
    /// Quit by itself after this many seconds (for scripts and CI).
    public var quitAfter: Double?
    /// Print frame-time and CPU figures when quitting.
    public var printsStats = false
    /// `--watch`: reload each `--svg` file when it is saved.
    public var watchesFiles = false
    /// `--save-dir DIR`: where `S` and `R` save, instead of the desktop's pictures and videos folders.
    public var saveDirectory: String?
    /// `--verify-damage`: render every frame whole as well and stop at the first pixel where the
    /// partial repaint differs (a check of the damage tracking, at twice the cost).
    public var verifiesDamage = false
    /// `--scroll-demo` (not in the usage; for measurements): scroll the draw-on grid up and down
    /// by itself at ``scrollDemoSpeed``, so `--stats` can time scrolling without a person.
    public var scrollDemo = false
    /// Points per second the scroll demo moves.
    public static let scrollDemoSpeed = 600.0
    /// `--present texture|surface` (not in the usage; for measurements): how frames reach the
    /// window, an SDL renderer's texture or the window's own surface; nil lets the shell choose.
    public var presentPath: PresentPath?

    /// How frames reach the window (see the viewer shell's presenters).
    public enum PresentPath: String, Sendable, Equatable {
        case texture, surface
    }

    /// The SymbolDrawOn seed's grid.
    public static let seedSymbols: [SymbolSource] =
        ["signature", "scribble", "wind", "sun.max", "cloud.rain", "checkmark.circle"].map { .catalog($0) }

    public init() {}

    /// The window the effects gallery opens in when `--size` is not given: four tiles across.
    public static let effectsSize = (width: 1040.0, height: 600.0)

    /// Every option `parse` reads: the usage below, `record`'s pass-through of scene options, the
    /// typo hints, the man page and the completions are checked against it.
    public static let table: [OptionSpec] = [
        OptionSpec("--scene", "S"), OptionSpec("--reduce-motion"), OptionSpec("--effect", "E"),
        OptionSpec("--size", "WxH"), OptionSpec("--zoom", "Z"), OptionSpec("--dark"), OptionSpec("--light"),
        OptionSpec("--mode", "M"), OptionSpec("--gradient"), OptionSpec("--symbols", "a,b,c"), OptionSpec("--svg", "FILE..."), OptionSpec("--watch"),
        OptionSpec("--save-dir", "DIR"), OptionSpec("--quit-after", "S"), OptionSpec("--stats"),
        OptionSpec("--verify-damage"),
        OptionSpec("--scroll-demo", hidden: true), OptionSpec("--present", "texture|surface", hidden: true),
    ]

    /// The options that describe the scene rather than the window: what `record` passes on
    /// to the scene and documents as its own.
    public static let sceneOptions: Set<String> = ["--scene", "--reduce-motion", "--effect", "--zoom", "--dark", "--light",
                                                   "--mode", "--gradient", "--symbols", "--svg"]

    /// The usage text for `symbolview view --help`.
    public static let usage = """
        usage: symbolview [view] [--scene draw-on|loader|effects] [--reduce-motion] [--effect breathe|rotate|both|SPEC]
                          [--size WxH] [--zoom Z] [--dark|--light] [--mode M] [--gradient] [--symbols a,b,c] [--svg FILE...]
                          [--watch] [--save-dir DIR] [--quit-after SECONDS] [--stats] [--verify-damage]

          --scene S          draw-on: the SymbolDrawOn seed's grid (default); loader: the
                             SymbolBreatheLoader seed; effects: a gallery of every effect
          --reduce-motion    start with Reduce Motion on: effects fade instead of moving (default off)
          --effect E         breathe (default), rotate or both: the loader's hero; or a spec in
                             SwiftUI's spelling (bounce.up.byLayer, wiggle.left, …), any number of
                             times: the effects gallery shows those (and opens on it)
          --size WxH         the window's size in points (default 390x844, an iPhone's screen)
          --zoom Z           scale the scene, from 0.25 to 8 (default 1)
          --dark, --light    the appearance (default light)
          --mode M           every symbol in monochrome, hierarchical, palette or multicolor
                             (default: each scene's own; C cycles it in the window)
          --gradient         SF Symbols 7's gradient colour: each flat colour a light-to-dark
                             ramp of its hue (default flat; G toggles it in the window)
          --symbols a,b,c    catalog symbols for the draw-on grid (default the seed's six:
                             signature, scribble, wind, sun.max, cloud.rain, checkmark.circle)
          --svg FILE...      SVG files for the draw-on grid (after the --symbols, or instead of the seed's);
                             GTK path animations (FILE.gpa) too, also without --svg: the digit keys
                             then switch their state, Space draws them out and back in
          --watch            reload each --svg file when it is saved (an editor's rename-over
                             too); a save that does not load keeps the last drawing and shows
                             the error until the next good save (default off)
          --save-dir DIR     where S saves screenshots, X exports and R recordings (default: the pictures and
                             videos folders, from $XDG_PICTURES_DIR / $XDG_VIDEOS_DIR or
                             xdg-user-dir, else ~/Pictures and ~/Videos)
          --quit-after S     quit by itself after S seconds, for scripts (default: run until Q)
          --stats            print frame times and CPU use when quitting (default off)
          --verify-damage    also render every frame whole and exit with an error at the first
                             pixel the partial repaint got wrong (slower; a check, default off)

        Keys in the window: H shows them all.
        """

    /// Parses `arguments` (without the program name or subcommand).
    public static func parse(_ arguments: [String]) throws -> ViewerOptions {
        var o = ViewerOptions()
        var svgFiles: [String] = []
        var sceneGiven = false
        var words = OptionCursor(arguments)
        func value(_ flag: String) throws -> String { try words.value(for: flag, orThrow: ViewerOptionError.init) }
        while let a = words.next() {
            switch a {
            case "--scene":
                let v = try value(a)
                guard let s = SceneKind(rawValue: v) else { throw ViewerOptionError("--scene \(v): expected draw-on, loader or effects") }
                o.scene = s
                sceneGiven = true
            case "--reduce-motion": o.reduceMotion = true
            case "--effect":
                let v = try value(a)
                // The hero's three words keep their meaning; anything else is a spec, read by
                // the one grammar that `render` uses too.
                if let e = LoaderEffect(rawValue: v) {
                    o.heroEffect = e
                } else {
                    do {
                        o.gallerySpecs.append(try SymbolEffectSpec.parse(v))
                    } catch let e as SymbolEffectSpecError {
                        throw ViewerOptionError("--effect \(e.message) (or breathe, rotate or both for the loader's hero)")
                    }
                }
            case "--size":
                let v = try value(a)
                // Every part must be a number: `100xfoox200` is not 100x200.
                let parts = v.lowercased().split(separator: "x", omittingEmptySubsequences: false).map { Double($0) }
                guard parts.count == 2, let w = parts[0], let h = parts[1], (64...8192).contains(w), (64...8192).contains(h) else {
                    throw ViewerOptionError("--size \(v): expected WIDTHxHEIGHT in points, e.g. 390x844")
                }
                o.width = w; o.height = h
                o.hasExplicitSize = true
            case "--zoom":
                let v = try value(a)
                guard let z = Double(v), z >= 0.25, z <= 8 else { throw ViewerOptionError("--zoom \(v): expected a number from 0.25 to 8") }
                o.zoom = z
            case "--mode":
                let v = try value(a)
                guard let m = RenderingModeChoice(rawValue: v) else {
                    throw ViewerOptionError("--mode \(v): expected monochrome, hierarchical, palette or multicolor")
                }
                o.renderingMode = m
            case "--gradient": o.gradient = true
            case "--dark": o.appearance = .dark
            case "--light": o.appearance = .light
            case "--symbols":
                let names = try value(a).split(separator: ",").map { String($0).trimmingCharacters(in: .whitespaces) }
                guard !names.isEmpty, !names.contains(where: \.isEmpty) else {
                    throw ViewerOptionError("--symbols: expected names separated by commas, e.g. wind,sun.max")
                }
                o.symbols = names.map { .catalog($0) }
            case "--svg":
                let files = words.valuesUntilNextOption()
                guard !files.isEmpty else { throw ViewerOptionError("--svg needs at least one FILE.svg") }
                svgFiles += files
            case "--quit-after":
                let v = try value(a)
                guard let s = Double(v), (0...86_400).contains(s) else {
                    throw ViewerOptionError("--quit-after \(v): expected a number of seconds from 0 to 86400")
                }
                o.quitAfter = s
            case "--stats": o.printsStats = true
            case "--watch": o.watchesFiles = true
            case "--verify-damage": o.verifiesDamage = true
            case "--scroll-demo": o.scrollDemo = true
            case "--present":
                let v = try value(a)
                guard let path = PresentPath(rawValue: v) else { throw ViewerOptionError("--present \(v): expected texture or surface") }
                o.presentPath = path
            case "--save-dir": o.saveDirectory = try value(a)
            case let file where !file.hasPrefix("-") && SymbolDocument.Kind(name: file) == .pathAnimation:
                // `symbolview icon.gpa`: GTK path animations join the grid like --svg files.
                svgFiles.append(file)
            default:
                throw ViewerOptionError(table.unknownOption(a))
            }
        }
        if !o.gallerySpecs.isEmpty && !sceneGiven { o.scene = .effects }
        if o.watchesFiles && svgFiles.isEmpty {
            throw ViewerOptionError("--watch reloads the files the viewer shows; name them: --svg FILE.svg... or FILE.gpa")
        }
        if o.scene == .effects && !o.hasExplicitSize { (o.width, o.height) = ViewerOptions.effectsSize }
        if !svgFiles.isEmpty {
            let files = svgFiles.map { SymbolSource.file($0) }
            o.symbols = (o.symbols == seedSymbols ? [] : o.symbols) + files
            o.pathAnimations = Set(files.filter { SymbolDocument.Kind(name: $0.name) == .pathAnimation })
        }
        return o
    }
}

/// A command-line mistake, with a message that says what was expected.
public struct ViewerOptionError: Error, CustomStringConvertible, Sendable {
    public var description: String
    public init(_ description: String) { self.description = description }
}


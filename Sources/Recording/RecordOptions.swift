import CommandOptions
import Foundation
import Scenes

/// The options of `symbolview record`, parsed without rendering anything so they can be tested.
///
/// The recorder's own options are read here; everything else (`--scene`, `--reduce-motion`,
/// `--effect`, `--zoom`, `--dark`, `--symbols`, `--svg`) is handed on to the viewer's option
/// parser in ``sceneArguments``, so a recording accepts exactly the viewer's scene options.
public struct RecordOptions: Equatable {
    public var output: String = ""
    public var duration = 4.0
    public var fps = 30.0
    /// The scene's size in points, as the viewer's `--size` (the frame is this times ``scale``
    /// pixels). The default is small enough for a README and large enough for either scene.
    public var width = 400
    public var height = 440
    /// Pixels per point, like a HiDPI screen's scale: 2 renders the same layout twice as sharp.
    /// The default, 2, gives frames that stay crisp on HiDPI screens and in a README.
    public var scale = 2.0
    /// `--background C`: the colour behind the scene instead of its own background.
    public var background: String?
    public var keys = KeyScript()
    public var transparent = false
    /// Write PNG frames into a folder that holds other files.
    public var force = false
    /// Show toasts and the help overlay, as the window would.
    public var hud = false
    /// For `.png` output: the time of the still frame.
    public var stillTime: Double?
    /// `--scene test-pattern`: film the recorder's own test pattern instead of a viewer scene.
    public var testPattern = false
    /// Arguments for the viewer's scene option parser.
    public var sceneArguments: [String] = []
    public var showHelp = false

    public init() {}

    /// The recorder's own options; the viewer's scene options (``ViewerOptions/table``, less
    /// the window's own) pass through to the scene.
    public static let table: [OptionSpec] = [
        OptionSpec("--out", "FILE"), OptionSpec("--force"), OptionSpec("--duration", "S"), OptionSpec("--fps", "N"),
        OptionSpec("--size", "WxH"), OptionSpec("--scale", "S"), OptionSpec("--keys", "LIST"),
        OptionSpec("--background", "C"), OptionSpec("--transparent"), OptionSpec("--hud"), OptionSpec("--time", "T"),
        OptionSpec("--scene", "S"),
    ]

    /// Every option `record` documents: its own, then the viewer's scene options it passes on.
    public static var acceptedOptions: [OptionSpec] {
        table + ViewerOptions.table.filter { ViewerOptions.sceneOptions.contains($0.name) && !table.contains($0.name) }
    }

    /// The viewer's options that mean nothing without a window.
    static let windowOptions: Set<String> = ["--save-dir", "--quit-after", "--stats"]

    public static let usage = """
        usage: symbolview record [--scene draw-on|loader|effects|test-pattern | FILE.gpa] [viewer scene options]
                                 [--duration S] [--fps N] [--size WxH] [--scale S] [--zoom Z]
                                 [--keys "T:KEY,T:KEY..."] [--background C | --transparent] [--hud] [--time T]
                                 [--force] --out FILE
               symbolview record NAME|FILE --effect SPEC [render's options] [--size PX|WxH] [--duration S]
                                 [--fps N] [--keys LIST] [--background C | --transparent] [--force] --out FILE

          NAME|FILE first: film one symbol (a catalog name, an SVG, a template or a .gpa file with
                           --state/--from-state) as `render` draws it: frame i is `render --time
                           i/fps` with the same options; --size is in pixels (default 256); the
                           length is the effect's own, and an endless effect is filmed a whole
                           number of periods from its steady state so it loops without a seam;
                           Space in --keys toggles its state (drawn and undrawn…)

          --out FILE       a folder for numbered PNG frames (a name ending in /, or an existing
                           empty folder), or FILE.png (one frame), .gif, .mp4, .webm or .apng
                           (made with ffmpeg)
          --force          write the frames into a folder that holds other files; only its
                           frame-NNNNN.png files are replaced or removed
          --duration S     seconds of scene time to record (default 4)
          --fps N          frames per second (default 30); frame i shows time i/N
          --size WxH       the scene's size in points, as in the viewer (default 400x440, and
                           1040x600 for the effects scene as the viewer opens it); the frame is
                           this times --scale pixels (MP4 and WebM round odd sides up; at most
                           4096x4096 pixels in all)
          --scale S        pixels per point, as on a HiDPI screen: the same layout, sharper
                           (default 2, so 400x440 gives 800x880 pixels; 1 for small files)
          --keys LIST      viewer keys pressed at scene times, e.g. "0.5:e,2:m,3:space"; a key
                           first shows on the frame at or after its time. Keys: single characters
                           or space, tab, esc, plus, minus, period, lbracket, rbracket, question
          --background C   paint the scene on colour C (#rrggbb, #rrggbbaa or a name) instead
                           of its own background (default: the scene's gradient or system colour)
          --transparent    leave out the background (GIF, WebM with alpha, APNG, PNG)
          --hud            include the toasts and help overlay the window would show (default off)
          --time T         for a .png: the scene time of the frame (default 0)
          --scene S        draw-on (default), loader, effects, or test-pattern (the recorder's own)
          FILE.gpa         film a GTK path animation instead of a scene: the keys 0-9 switch
                           its state, - (minus) switches to unset; of the scene options only
                           --reduce-motion, --dark, --light, --mode and --gradient apply
          viewer scene options (see `symbolview view --help`): --reduce-motion,
                           --effect breathe|rotate|both|SPEC, --zoom Z, --dark, --light,
                           --mode monochrome|hierarchical|palette|multicolor, --gradient,
                           --symbols a,b,c, --svg FILE...
        """

    /// Parses `arguments` (after the word `record`). Errors name the option and what it expects.
    public static func parse(_ arguments: [String]) throws -> RecordOptions {
        var o = RecordOptions()
        var sawOut = false, sawSize = false
        var words = OptionCursor(arguments)
        func value(_ flag: String) throws -> String { try words.value(for: flag, orThrow: RecordingError.badOption) }
        func number(_ flag: String, _ text: String, _ range: ClosedRange<Double>, _ what: String) throws -> Double {
            guard let v = Double(text), v.isFinite, range.contains(v) else {
                throw RecordingError.badOption("\(flag) \(text): expected \(what)")
            }
            return v
        }
        while let a = words.next() {
            switch a {
            case "--out", "-o":
                o.output = try value(a); sawOut = true
            case "--duration":
                o.duration = try number(a, value(a), 0.001...86_400, "a number of seconds from 0.001 to 86400, e.g. 4 or 2.5")
            case "--fps":
                o.fps = try number(a, value(a), 0.1...1000, "frames per second from 0.1 to 1000, e.g. 30")
            case "--size":
                let v = try value(a)
                let parts = v.lowercased().split(separator: "x", omittingEmptySubsequences: false).map { Int($0) }
                guard parts.count == 2, let w = parts[0], let h = parts[1], (1...16384).contains(w), (1...16384).contains(h) else {
                    throw RecordingError.badOption("--size \(v): expected WIDTHxHEIGHT in points, each from 1 to 16384, e.g. 640x360")
                }
                o.width = w; o.height = h; sawSize = true
            case "--scale":
                o.scale = try number(a, value(a), 0.25...8, "pixels per point from 0.25 to 8, e.g. 2")
            case "--keys":
                o.keys = try KeyScript(parsing: value(a))
            case "--background":
                o.background = try value(a)
            case "--transparent":
                o.transparent = true
            case "--force":
                o.force = true
            case "--hud":
                o.hud = true
            case "--time":
                o.stillTime = try number(a, value(a), 0...86_400, "a scene time in seconds from 0 to 86400")
            case "--help", "-h":
                o.showHelp = true
            case _ where windowOptions.contains(a):
                // Viewer options that mean nothing without a window.
                throw RecordingError.badOption("\(a) is an option of the viewer window; record writes to --out")
            case "--scene":
                let v = try value(a)
                if v == "test-pattern" { o.testPattern = true } else { o.sceneArguments += [a, v] }
            default:
                // The viewer's options pass through to the scene; any other option is a mistake,
                // named here, where the record options are known too.
                if a.hasPrefix("--") && !ViewerOptions.table.contains(a) {
                    throw RecordingError.badOption(acceptedOptions.documented.unknownOption(a))
                }
                o.sceneArguments.append(a)
            }
        }
        if o.background != nil && o.transparent {
            throw RecordingError.badOption("--background and --transparent ask for opposite things; give one of them")
        }
        // The effects gallery is filmed at the size the viewer opens it at, so both show the
        // same layout.
        if !sawSize, (try? ViewerOptions.parse(o.sceneArguments))?.scene == .effects {
            (o.width, o.height) = (Int(ViewerOptions.effectsSize.width), Int(ViewerOptions.effectsSize.height))
        }
        // Checked once both are known: the frame is the size in points times the scale.
        if let refusal = OfflineRecording.sizeRefusal(width: o.pixelWidth, height: o.pixelHeight) {
            throw RecordingError.badOption("--size \(o.width)x\(o.height) at --scale \(o.scale.formatted) makes \(refusal)")
        }
        if !sawOut && !o.showHelp {
            throw RecordingError.badOption("record needs --out FILE: a folder for PNG frames, or a .png, .gif, .mp4, .webm or .apng file")
        }
        return o
    }

    /// The frame's width in pixels: the scene's width in points times the scale.
    public var pixelWidth: Int { max(1, Int((Double(width) * scale).rounded())) }
    /// The frame's height in pixels.
    public var pixelHeight: Int { max(1, Int((Double(height) * scale).rounded())) }

    /// The recording these options describe (checks the output's extension).
    public func recording(watchSignals: Bool = true) throws -> OfflineRecording {
        try OfflineRecording(output: output, duration: duration, fps: fps, width: pixelWidth, height: pixelHeight, keys: keys,
                      transparent: transparent, stillTime: stillTime, watchSignals: watchSignals, force: force)
    }
}

private extension Double {
    /// 2 as "2", 1.5 as "1.5": how a person wrote it.
    var formatted: String { self == rounded() ? String(Int(self)) : String(self) }
}

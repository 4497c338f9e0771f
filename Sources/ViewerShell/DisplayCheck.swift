import Foundation

/// Which displays the environment names, which SDL video drivers may show the window on them,
/// and the one line to print when none can be reached.
///
/// SDL, asked for no driver in particular, falls back to its invisible "offscreen" driver when
/// the X server named by `DISPLAY` is not running: the viewer then rendered to nowhere at 20% CPU
/// until killed, and the only message was libwayland's complaint about `XDG_RUNTIME_DIR`. So
/// the viewer asks SDL for exactly the drivers the environment names (`x11` for `DISPLAY`,
/// `wayland` for a `WAYLAND_DISPLAY` whose socket exists) and, when they fail, says which
/// display could not be reached and what to try. `SDL_VIDEODRIVER`, when set, is left to SDL.
struct DisplayCheck: Equatable {
    /// The SDL video drivers to try, in SDL's own order of preference; nil when
    /// `SDL_VIDEODRIVER` chooses.
    var drivers: [String]?
    /// What the environment names, for messages: `the X display ':1'`, `the Wayland display 'wayland-0'`.
    var displays: [String]
    /// Why a named display was dropped before SDL was asked (a Wayland socket that is gone).
    var notes: [String]

    /// What to try instead, at the end of every message.
    static let advice = "try `xvfb-run symbolview` for a virtual display, or render without a window: "
        + "`symbolview record --out demo.gif`"

    /// Reads `environment`; `isSocket` tells whether a path is a socket (the Wayland display's).
    static func check(environment: [String: String], isSocket: (String) -> Bool = DisplayCheck.isSocket) throws -> DisplayCheck {
        if let driver = environment["SDL_VIDEODRIVER"], !driver.isEmpty {
            return DisplayCheck(drivers: nil, displays: ["SDL_VIDEODRIVER=\(driver)"], notes: [])
        }
        var check = DisplayCheck(drivers: [], displays: [], notes: [])
        let x = environment["DISPLAY"] ?? "", wayland = environment["WAYLAND_DISPLAY"] ?? ""
        if !x.isEmpty {
            check.drivers!.append("x11")
            check.displays.append("the X display '\(x)'")
        }
        if !wayland.isEmpty {
            let runtime = environment["XDG_RUNTIME_DIR"] ?? ""
            let socket = wayland.hasPrefix("/") ? wayland : runtime.isEmpty ? nil : runtime + "/" + wayland
            if let socket, isSocket(socket) {
                check.drivers!.append("wayland")
                check.displays.append("the Wayland display '\(wayland)'")
            } else {
                check.notes.append(socket.map { "the Wayland display '\(wayland)' is gone (no socket at \($0))" }
                                   ?? "the Wayland display '\(wayland)' cannot be found (XDG_RUNTIME_DIR is not set)")
            }
        }
        if check.drivers!.isEmpty {
            if check.notes.isEmpty {
                throw ViewerShellError(description: "symbolview: no display (neither DISPLAY nor WAYLAND_DISPLAY is set); \(advice)")
            }
            throw ViewerShellError(description: "symbolview: \(check.notes.joined(separator: "; ")); \(advice)")
        }
        return check
    }

    /// The line for SDL failing to open any of the displays.
    func failure(sdlError: String) -> ViewerShellError {
        let named = displays.joined(separator: " or ")
        let details = sdlError.isEmpty || sdlError == "Video subsystem has not been initialized" ? "" : " (SDL: \(sdlError))"
        let gone = notes.isEmpty ? "" : "; " + notes.joined(separator: "; ")
        return ViewerShellError(description: "symbolview: cannot reach \(named); is its server running?\(details)\(gone); \(Self.advice)")
    }

    static func isSocket(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFSOCK
    }
}

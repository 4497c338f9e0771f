import Testing
@testable import ViewerShell

/// The viewer asks SDL only for the displays the environment names, and says which one it
/// could not reach (SDL alone fell back to an invisible window).
@Suite struct DisplayCheckTests {
    func check(_ environment: [String: String], sockets: Set<String> = []) throws -> DisplayCheck {
        try DisplayCheck.check(environment: environment, isSocket: { sockets.contains($0) })
    }

    func message(_ environment: [String: String], sockets: Set<String> = []) -> String? {
        do { _ = try check(environment, sockets: sockets); return nil } catch { return "\(error)" }
    }

    @Test func aDisplayVariableAsksForItsDriverOnly() throws {
        #expect(try check(["DISPLAY": ":0"]).drivers == ["x11"])
        #expect(try check(["WAYLAND_DISPLAY": "wayland-0", "XDG_RUNTIME_DIR": "/run/user/1"], sockets: ["/run/user/1/wayland-0"]).drivers == ["wayland"])
        #expect(try check(["DISPLAY": ":0", "WAYLAND_DISPLAY": "/abs/wl"], sockets: ["/abs/wl"]).drivers == ["x11", "wayland"])
        #expect(try check(["SDL_VIDEODRIVER": "dummy"]).drivers == nil)
    }

    @Test func anUnreachableXDisplayIsNamedWithWhatToTry() throws {
        let failure = try check(["DISPLAY": ":123"]).failure(sdlError: "x11 not available")
        let line = "\(failure)"
        #expect(line.contains("':123'") && line.contains("xvfb-run") && line.contains("symbolview record"))
        #expect(!line.contains("\n"))
    }

    @Test func aWaylandSocketThatIsGoneIsNamedBeforeSDLIsAsked() {
        let line = message(["WAYLAND_DISPLAY": "wayland-9", "XDG_RUNTIME_DIR": "/run/user/1"]) ?? ""
        #expect(line.contains("'wayland-9' is gone") && line.contains("/run/user/1/wayland-9") && line.contains("xvfb-run"), "\(line)")
        let noRuntime = message(["WAYLAND_DISPLAY": "wayland-9"]) ?? ""
        #expect(noRuntime.contains("XDG_RUNTIME_DIR is not set"), "\(noRuntime)")
    }

    @Test func noDisplayAtAllSaysSo() {
        #expect(message([:])?.contains("no display (neither DISPLAY nor WAYLAND_DISPLAY is set)") == true)
    }
}

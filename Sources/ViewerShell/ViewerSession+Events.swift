import CSDL2
import Geometry
import Scenes

/// Events: SDL's events turned into viewer keys, scrolls and window changes, and the commands
/// the keys give carried out.
extension ViewerSession {
    /// How often the viewer looks for events on a driver that cannot wait for them: only events
    /// the program pushes itself (the file watcher, tests) arrive there.
    static let idlePollInterval = 0.25

    /// Handles every pending event, first waiting up to `timeout` seconds for one.
    public func pumpEvents(timeout: Double) {
        var event = SDL_Event()
        var got: Int32
        if timeout <= 0 {
            got = SDL_PollEvent(&event)
        } else if driverWaitsForEvents {
            got = SDL_WaitEventTimeout(&event, Int32(min(timeout, 3600) * 1000) + 1)
        } else {
            let deadline = clock.now + min(timeout, 3600)
            got = SDL_PollEvent(&event)
            while got == 0, case let left = deadline - clock.now, left > 0 {
                clock.sleep(min(left, Self.idlePollInterval))
                got = SDL_PollEvent(&event)
            }
        }
        while got != 0 {
            handle(event)
            got = SDL_PollEvent(&event)
        }
    }

    /// The keys that act again while held down.
    static let repeatingKeys: Set<ViewerKey> = [.stepFrame, .zoomIn, .zoomOut, .scrollUp, .scrollDown, .pageUp, .pageDown]

    /// Applies one SDL event.
    func handle(_ event: SDL_Event) {
        let now = clock.now
        switch event.type {
        case SDL_QUIT.rawValue:
            isQuitting = true
        case SDL_KEYDOWN.rawValue:
            guard let key = KeyMapping.key(for: event.key.keysym.sym) else { return }
            // A held key repeats only where repeating means something (step, zoom); holding S or
            // Space must not save twenty screenshots or flicker the draw state.
            if event.key.repeat != 0 && !Self.repeatingKeys.contains(key) { return }
            press(key, at: now)
        case SDL_MOUSEMOTION.rawValue:
            pointer = Point(Double(event.motion.x), Double(event.motion.y))
        case SDL_MOUSEWHEEL.rawValue:
            // preciseY carries a touchpad's fractions of a notch (SDL 2.0.18 and later); y is
            // whole notches. Positive is away from the user: up the grid.
            let wheel = event.wheel
            var notches = Double(wheel.preciseY)
            if notches == 0 { notches = Double(wheel.y) }
            if wheel.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue { notches = -notches }
            state.scroll(by: -notches * ViewerState.lineScroll, at: now)
            needsFrame = true
        case SDL_WINDOWEVENT.rawValue:
            switch UInt32(event.window.event) {
            case SDL_WINDOWEVENT_LEAVE.rawValue:
                pointer = nil
            case SDL_WINDOWEVENT_MINIMIZED.rawValue, SDL_WINDOWEVENT_HIDDEN.rawValue:
                isMinimized = true
            case SDL_WINDOWEVENT_RESTORED.rawValue, SDL_WINDOWEVENT_SHOWN.rawValue, SDL_WINDOWEVENT_MAXIMIZED.rawValue:
                isMinimized = false
                needsFrame = true
                needsWholePresent = true
            default:
                // Resized, exposed, focus: redraw once. The window manager may also have left
                // fullscreen on its own (or never entered it): F then does what it says.
                if UInt32(event.window.event) == SDL_WINDOWEVENT_SIZE_CHANGED.rawValue { state.isFullscreen = isWindowFullscreen }
                needsFrame = true
                needsWholePresent = true
            }
        case SDL_RENDER_TARGETS_RESET.rawValue:
            // Texture contents are lost; a fresh upload fixes it.
            needsFrame = true
            needsWholePresent = true
        case SDL_RENDER_DEVICE_RESET.rawValue:
            try? createPresenter()
        default:
            break
        }
    }

    /// Applies a viewer key as if it were pressed at `wall` and carries out what it asks for.
    public func press(_ key: ViewerKey, at wall: Double? = nil) {
        let now = wall ?? clock.now
        for command in state.apply(key, at: now) {
            switch command {
            case .quit:
                isQuitting = true
            case .setFullscreen(let on):
                // The window manager may refuse (SDL returns an error) or ignore the request; the
                // state follows what the window is, so the next F asks again, and the layout
                // follows the size the renderer really draws (see `layoutSize`).
                let refused = SDL_SetWindowFullscreen(window, on ? SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue : 0) != 0
                if refused {
                    state.isFullscreen = isWindowFullscreen
                    state.showToast("Fullscreen refused (\(String(cString: SDL_GetError())))", at: now)
                } else if on {
                    fullscreenCheck = clock.now + Self.fullscreenGrace
                }
            case .saveScreenshot:
                // Timed from when the file is written: a slow save (a large window, a busy
                // machine) must not use up the toast's time before it is ever drawn.
                let text = saveScreenshot()
                state.showToast(text, at: max(now, clock.now))
            case .record:
                let text = liveRecording == nil ? startRecording() : stopRecording()
                state.showToast(text, at: max(now, clock.now))
            case .exportVectors:
                let text = startVectorExport(at: now)
                state.showToast(text, at: max(now, clock.now), duration: vectorExportInFlight == nil
                                ? Self.exportToastDuration : ViewerState.toastDuration)
            }
        }
        needsFrame = true
    }
}

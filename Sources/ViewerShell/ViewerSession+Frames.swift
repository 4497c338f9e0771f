import CSDL2
import Raster
import Scenes

/// Frames: rendering the state, uploading only what changed and presenting it.
extension ViewerSession {
    // MARK: - Frames

    /// What one frame cost, in wall seconds: making it, uploading it and presenting it (0 for
    /// the parts a frame without changes skips).
    public struct FrameTiming: Sendable {
        public var render = 0.0, upload = 0.0, present = 0.0
    }

    /// Moves the state to wall time `wall` (seconds on the viewer's clock) and draws that frame,
    /// whatever the real time: how `symbolbench scene` plays a scene at exactly 60 frames a
    /// second however long each frame takes.
    @discardableResult
    public func drawFrame(at wall: Double) -> FrameTiming {
        state.advance(to: wall)
        return drawFrame(time: wall)
    }

    /// Renders the current state and shows it.
    @discardableResult
    public func drawFrame() -> FrameTiming { drawFrame(time: clock.now) }

    func drawFrame(time frameTime: Double) -> FrameTiming {
        guard let presenter else { return FrameTiming() }
        let output = presenter.outputSize()
        var ww: Int32 = 0, wh: Int32 = 0
        SDL_GetWindowSize(window, &ww, &wh)
        let (w, h) = (Int32(output.width), Int32(output.height))
        guard w > 0, h > 0 else { return FrameTiming() }
        let layout = Self.layoutSize(output: (Int(w), Int(h)), window: (Int(ww), Int(wh)), previousScale: displayScale)
        let displayScale = layout.scale
        if (layout.width, layout.height) != (state.viewportWidth, state.viewportHeight) {
            state.resize(width: layout.width, height: layout.height)
        }
        let t0 = clock.now
        let overlaid = state.isHelpVisible || state.toast?.isVisible(at: frameTime) == true
        if let recording = liveRecording, overlaid {
            // The recording gets the frame without toasts or help; the screen gets it with them.
            record(renderer.renderFrame(state.withoutOverlays, at: frameTime, width: Int(w), height: Int(h),
                                        displayScale: displayScale), into: recording, at: frameTime)
        }
        let update = renderer.renderScreenFrame(state, at: frameTime, width: Int(w), height: Int(h), displayScale: displayScale)
        let canvas = update.canvas
        framesDrawn += 1
        if let recording = liveRecording, !overlaid { record(canvas, into: recording, at: frameTime) }
        if options.verifiesDamage { verify(update, at: frameTime, displayScale: displayScale) }
        let t1 = clock.now
        defer {
            pixelSize = (Int(w), Int(h))
            self.displayScale = displayScale
            stats.pixelSize = (Int(w), Int(h))
            stats.rendererName = rendererName
        }
        // Only what changed is uploaded and presented; a frame where nothing changed is neither.
        let whole = needsWholePresent || update.isWhole
        let rects = whole ? [PixelRect(x: 0, y: 0, width: Int(w), height: Int(h))] : update.damage
        guard !rects.isEmpty else {
            stats.record(render: t1 - t0, upload: 0, present: 0)
            return FrameTiming(render: t1 - t0)
        }
        let shown = presenter.upload(canvas, rects: rects)
        let t2 = clock.now
        presenter.present(shown)
        needsWholePresent = false
        let t3 = clock.now
        stats.record(render: t1 - t0, upload: t2 - t1, present: t3 - t2)
        return FrameTiming(render: t1 - t0, upload: t2 - t1, present: t3 - t2)
    }

    /// The frame on screen, rendered again from the state (frames are pure functions of state
    /// and time, so nothing is kept between frames that would force a copy).
    public func captureFrame() -> [UInt32] {
        if pixelSize.width == 0 { drawFrame() }
        return renderer.renderFrame(state, at: clock.now, width: pixelSize.width, height: pixelSize.height,
                                    displayScale: displayScale).pixels
    }
}

import CSDL2

/// Seconds since the viewer started, from SDL's high-resolution monotonic counter (never the
/// wall clock, which can jump).
struct MonotonicClock: ViewerClock {
    private let start = SDL_GetPerformanceCounter()
    private let frequency = Double(SDL_GetPerformanceFrequency())

    var now: Double { Double(SDL_GetPerformanceCounter() &- start) / frequency }

    func sleep(_ seconds: Double) {
        guard seconds > 0 else { return }
        SDL_Delay(UInt32((seconds * 1000).rounded(.up)))
    }
}

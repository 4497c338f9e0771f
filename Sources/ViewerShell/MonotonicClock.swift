import CSDL2

/// Seconds since the viewer started, from SDL's high-resolution monotonic counter (never the
/// wall clock, which can jump).
struct MonotonicClock {
    private let start = SDL_GetPerformanceCounter()
    private let frequency = Double(SDL_GetPerformanceFrequency())

    var now: Double { Double(SDL_GetPerformanceCounter() &- start) / frequency }
}

import Foundation

/// Notices SIGINT (Ctrl-C) and SIGTERM while a recording runs, so it can stop between frames,
/// terminate ffmpeg and remove its temporary output instead of dying with a partial file.
///
/// The signals' default actions are replaced by dispatch sources for the watch's lifetime and
/// restored by ``stop()``. The render loop polls ``signal`` once per frame.
public final class InterruptWatch: @unchecked Sendable {
    private let lock = NSLock()
    private var received: Int32?
    private var sources: [DispatchSourceSignal] = []
    private let queue = DispatchQueue(label: "symbolview.record.signals")
    private static let watched: [Int32] = [SIGINT, SIGTERM]

    public init() {
        for sig in InterruptWatch.watched {
            Foundation.signal(sig, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: sig, queue: queue)
            source.setEventHandler { [weak self] in self?.note(sig) }
            source.resume()
            sources.append(source)
        }
    }

    /// The first signal received, if any.
    public var signal: Int32? {
        lock.lock(); defer { lock.unlock() }
        return received
    }

    /// Throws `.interrupted` if a signal has arrived.
    public func check() throws {
        if let sig = signal { throw RecordingError.interrupted(signal: sig) }
    }

    /// Restores the default actions.
    public func stop() {
        for source in sources { source.cancel() }
        sources.removeAll()
        for sig in InterruptWatch.watched { Foundation.signal(sig, SIG_DFL) }
    }

    private func note(_ sig: Int32) {
        lock.lock(); defer { lock.unlock() }
        if received == nil { received = sig }
    }
}

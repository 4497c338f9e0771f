import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Tells the viewer when files it shows were saved (`--watch`), through inotify.
///
/// It watches the folders that hold the files rather than the files themselves: editors such as
/// Inkscape and vim save by writing a temporary file and renaming it over the original, which
/// leaves a watch on the old file's inode with nothing more to say. A folder watch sees the
/// rename arrive under the watched name.
///
/// A save is reported once the file has been quiet for ``quietPeriod``: an editor that truncates,
/// writes in pieces and renames produces a burst of events, and reading the file halfway through
/// would show a broken drawing for a moment. A background thread waits on inotify and calls
/// ``onEvent`` (the shell wakes its event loop there); the loop then asks for the files whose
/// saves have settled with ``takeSettled(at:)``.
public final class FileWatcher: @unchecked Sendable {
    /// How long a file must be free of events before its save counts, in seconds.
    public static let quietPeriod = 0.12

    private let descriptor: Int32
    /// A pipe whose write end stops the thread (closing an fd another thread waits on does not
    /// reliably wake it).
    private let stopPipe: (read: Int32, write: Int32)
    /// Per watched folder (inotify's watch descriptor): the watched names in it and the paths
    /// they were given as.
    private var folders: [Int32: [String: String]] = [:]
    private let clock: @Sendable () -> Double
    private let lock = NSLock()
    /// Files with events not yet reported, and the time of each one's last event.
    private var pending: [String: Double] = [:]
    private var thread: Thread?
    /// Called on the watcher's thread after each batch of events.
    public var onEvent: (@Sendable () -> Void)?

    /// What went wrong setting up a watch, in one line.
    public struct Failure: Error, CustomStringConvertible, Sendable {
        public var description: String
    }

    /// Watches `files` (paths as given on the command line). `clock` gives the time events are
    /// stamped with, the same clock ``takeSettled(at:)`` is asked with.
    public init(files: [String], clock: @escaping @Sendable () -> Double) throws {
        descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard descriptor >= 0 else {
            throw Failure(description: "--watch: inotify is not available (\(String(cString: strerror(errno))))")
        }
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else {
            close(descriptor)
            throw Failure(description: "--watch: cannot create a pipe (\(String(cString: strerror(errno))))")
        }
        stopPipe = (ends[0], ends[1])
        self.clock = clock
        let mask = UInt32(IN_CLOSE_WRITE | IN_MODIFY | IN_MOVED_TO | IN_CREATE | IN_DELETE | IN_MOVED_FROM | IN_ATTRIB)
        for file in files {
            let url = URL(fileURLWithPath: file)
            // A symbolic link is watched where it is and where it points: an editor may save the
            // file the link names, in another folder.
            let resolved = url.resolvingSymlinksInPath()
            for place in resolved.path == url.path ? [url] : [url, resolved] {
                let folder = place.deletingLastPathComponent().path
                let wd = inotify_add_watch(descriptor, folder, mask)
                guard wd >= 0 else {
                    let reason = String(cString: strerror(errno))
                    close(descriptor); close(stopPipe.read); close(stopPipe.write)
                    throw Failure(description: "--watch: cannot watch the folder \(folder) of \(file) (\(reason))")
                }
                folders[wd, default: [:]][place.lastPathComponent] = file
            }
        }
    }

    deinit {
        stop()
        close(descriptor)
        close(stopPipe.read)
        close(stopPipe.write)
    }

    /// Starts the thread that waits for events.
    public func start() {
        guard thread == nil else { return }
        let t = Thread { [self] in run() }
        t.name = "symbolview-watch"
        thread = t
        t.start()
    }

    /// Stops the thread; events after this are not read.
    public func stop() {
        guard thread != nil else { return }
        var byte: UInt8 = 1
        _ = write(stopPipe.write, &byte, 1)
        thread = nil
    }

    /// The files whose last event is at least ``quietPeriod`` before `now`, each once, in the
    /// order they were given.
    public func takeSettled(at now: Double) -> [String] {
        lock.lock()
        defer { lock.unlock() }
        let settled = pending.filter { now >= $0.value + Self.quietPeriod }.map(\.key)
        for path in settled { pending[path] = nil }
        return settled.sorted()
    }

    /// When the next pending save settles, if one is pending: the shell wakes then.
    public var nextSettleTime: Double? {
        lock.lock()
        defer { lock.unlock() }
        return pending.values.max().map { $0 + Self.quietPeriod }
    }

    /// Reads what inotify has queued (without waiting) and marks the files it names. Public so
    /// tests and shells without a thread can poll.
    public func readEvents() {
        let capacity = 64 * 1024
        let buffer = UnsafeMutableRawPointer.allocate(byteCount: capacity, alignment: 8)
        defer { buffer.deallocate() }
        var touched: [String] = []
        while true {
            let count = read(descriptor, buffer, capacity)
            if count <= 0 { break }
            var offset = 0
            let headerSize = MemoryLayout<inotify_event>.size
            while offset + headerSize <= count {
                let event = buffer.load(fromByteOffset: offset, as: inotify_event.self)
                let nameLength = Int(event.len)
                if event.mask & UInt32(IN_Q_OVERFLOW) != 0 {
                    // Events were lost: every watched file may have changed.
                    touched += folders.values.flatMap(\.values)
                } else if nameLength > 0, offset + headerSize + nameLength <= count {
                    let namePointer = (buffer + offset + headerSize).assumingMemoryBound(to: CChar.self)
                    let name = String(cString: namePointer)
                    if let path = folders[event.wd]?[name] { touched.append(path) }
                }
                offset += headerSize + nameLength
            }
        }
        guard !touched.isEmpty else { return }
        let now = clock()
        lock.lock()
        for path in touched { pending[path] = now }
        lock.unlock()
        onEvent?()
    }

    private func run() {
        var fds = [pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0),
                   pollfd(fd: stopPipe.read, events: Int16(POLLIN), revents: 0)]
        while true {
            let ready = poll(&fds, 2, -1)
            if ready < 0 && errno == EINTR { continue }
            if ready < 0 || fds[1].revents != 0 { return }
            if fds[0].revents != 0 { readEvents() }
        }
    }
}

import Foundation

/// Removes the temporary files of writes in progress when the process is interrupted (SIGINT,
/// SIGTERM or SIGHUP), then lets the signal end the process as it would have.
///
/// The handler is installed only for a signal whose action is still the default (a command
/// such as `render`): a program that handles the signal itself (the recorder stops between
/// frames and removes its output; SDL turns Ctrl-C into a quit event) keeps its own handling.
/// The paths live in fixed memory so the handler reads them without allocating or locking;
/// a slot's first byte says whether it holds a path.
public final class InterruptCleanup: @unchecked Sendable {
    /// The one registry of the process.
    public static let shared = InterruptCleanup()

    static let slotCount = 64
    static let slotSize = Int(PATH_MAX) + 1
    private let slots: UnsafeMutablePointer<CChar>
    private let lock = NSLock()
    private static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

    private init() {
        slots = .allocate(capacity: Self.slotCount * Self.slotSize)
        slots.initialize(repeating: 0, count: Self.slotCount * Self.slotSize)
    }

    /// Notes `path` as a temporary file to remove if the process is interrupted. A path too long
    /// for a slot, or one past the slots in use, is not noted (the write still goes ahead).
    public func remember(_ path: String) {
        let bytes = FileName.systemBytes(of: path)
        guard bytes.count < Self.slotSize - 1, !bytes.contains(0) else { return }
        lock.lock()
        defer { lock.unlock() }
        installHandlers()
        for i in 0..<Self.slotCount {
            let slot = slots + i * Self.slotSize
            guard slot[0] == 0 else { continue }
            for (k, b) in bytes.enumerated() { slot[1 + k] = CChar(bitPattern: b) }
            slot[1 + bytes.count] = 0
            slot[0] = 1
            return
        }
    }

    /// Stops noting `path` (it was renamed into place or removed).
    public func forget(_ path: String) {
        let bytes = FileName.systemBytes(of: path).map { CChar(bitPattern: $0) } + [0]
        lock.lock()
        defer { lock.unlock() }
        for i in 0..<Self.slotCount {
            let slot = slots + i * Self.slotSize
            if slot[0] != 0 && strcmp(slot + 1, bytes) == 0 {
                slot[0] = 0
                return
            }
        }
    }

    /// The paths noted now, for tests.
    var remembered: [String] {
        lock.lock()
        defer { lock.unlock() }
        return (0..<Self.slotCount).compactMap { i in
            let slot = slots + i * Self.slotSize
            return slot[0] == 0 ? nil : FileName.string(fromSystemPath: slot + 1)
        }
    }

    private func installHandlers() {
        for sig in Self.signals {
            var current = sigaction()
            guard sigaction(sig, nil, &current) == 0, current.__sigaction_handler.sa_handler == nil else { continue }
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { sig in InterruptCleanup.handle(sig) }
            sigemptyset(&action.sa_mask)
            action.sa_flags = Int32(truncatingIfNeeded: SA_RESETHAND)
            sigaction(sig, &action, nil)
        }
    }

    /// The signal handler: removes every noted file, then raises the signal again with its
    /// default action (restored by `SA_RESETHAND`). Only async-signal-safe calls.
    private static func handle(_ sig: Int32) {
        let slots = shared.slots
        for i in 0..<slotCount {
            let slot = slots + i * slotSize
            if slot[0] != 0 { unlink(slot + 1) }
        }
        raise(sig)
    }
}

import Foundation

/// Where work running off the frame loop leaves its result, a toast's text, for the loop to
/// pick up: one letter at a time, taken by ``take()`` or waited for by ``wait(upTo:)``.
final class ToastMailbox: @unchecked Sendable {
    private let condition = NSCondition()
    private var letter: String?

    /// Leaves `text` for the loop (replacing a letter not yet taken).
    func post(_ text: String) {
        condition.lock()
        letter = text
        condition.signal()
        condition.unlock()
    }

    /// The letter, if one arrived; the mailbox is empty afterwards.
    func take() -> String? {
        condition.lock()
        defer { condition.unlock() }
        let text = letter
        letter = nil
        return text
    }

    /// Waits up to `seconds` of real time for a letter and takes it.
    func wait(upTo seconds: Double) -> String? {
        condition.lock()
        defer { condition.unlock() }
        let deadline = Date(timeIntervalSinceNow: seconds)
        while letter == nil, condition.wait(until: deadline) {}
        let text = letter
        letter = nil
        return text
    }
}

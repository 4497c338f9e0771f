import Foundation

/// Runs one job per item on every core and hands the results back on the calling thread in
/// the items' order, each as soon as it and those before it are done, so output streams in a
/// stable order while the work runs in parallel.
///
/// The jobs run on threads made here with a large stack (``stackSize``): loading a file walks
/// its element tree, and Dispatch's worker threads have too little stack for a deep one.
struct OrderedParallelWork<Result> {
    /// The stack of each worker thread, as large as the main thread's.
    static var stackSize: Int { 8 << 20 }

    /// How many threads work at once.
    var workers = ProcessInfo.processInfo.activeProcessorCount

    /// Calls `job(i)` for every `i` in `0..<count` on the worker threads, and `deliver(i, result)`
    /// on this thread for `i` = 0, 1, 2… in order.
    func run(count: Int, job: @escaping @Sendable (Int) -> Result, deliver: (Int, Result) -> Void) {
        guard count > 0 else { return }
        let state = SharedState<Result>(count: count)
        let threads = max(1, min(workers, count))
        for _ in 0..<threads {
            let thread = Thread {
                while let i = state.claim() {
                    state.finish(i, job(i))
                }
            }
            thread.stackSize = Self.stackSize
            thread.start()
        }
        for i in 0..<count {
            deliver(i, state.take(i))
        }
    }
}

/// The items handed out and the results waiting to be delivered, behind one condition lock.
private final class SharedState<Result>: @unchecked Sendable {
    private let condition = NSCondition()
    private var next = 0
    private let count: Int
    private var results: [Result?]
    /// The item the delivering thread waits for, if it waits.
    private var awaited: Int?

    init(count: Int) {
        self.count = count
        results = Array(repeating: nil, count: count)
    }

    /// The next item to work on, or nil when every item is handed out.
    func claim() -> Int? {
        condition.lock()
        defer { condition.unlock() }
        guard next < count else { return nil }
        next += 1
        return next - 1
    }

    func finish(_ i: Int, _ result: Result) {
        condition.lock()
        results[i] = result
        // Only the item waited for wakes the delivering thread: one wake-up per wait, not per item.
        if awaited == i { condition.signal() }
        condition.unlock()
    }

    /// Waits for item `i`'s result and removes it (so memory stays bounded by what is pending).
    func take(_ i: Int) -> Result {
        condition.lock()
        defer { condition.unlock() }
        while results[i] == nil {
            awaited = i
            condition.wait()
        }
        awaited = nil
        let result = results[i]!
        results[i] = nil
        return result
    }
}

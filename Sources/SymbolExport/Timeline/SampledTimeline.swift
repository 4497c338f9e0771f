import SymbolModel

/// A symbol posed by a function of time that says nothing else about itself: what an
/// ``ExportScene/Part`` made the old way, from a closure of poses, stands on. Having no schedule
/// to read, its span is found by sampling its poses (``ExportSpan/find(_:)``).
struct SampledTimeline: SymbolTimeline {
    let symbol: Symbol
    let poses: @Sendable (Double) -> SymbolState

    func state(at t: Double) -> SymbolState { poses(t) }

    var span: SymbolSpan {
        let found = ExportSpan.find { ExportSpan.numbers(poses($0)) }
        return found.loops ? SymbolSpan(settle: max(found.start - found.duration, 0), period: found.duration)
                           : SymbolSpan(settle: found.duration)
    }

    var stateNames: [String] { [] }
    func stateName(at t: Double) -> String? { nil }
    func switching(to state: String, at time: Double) -> SampledTimeline? { nil }
}

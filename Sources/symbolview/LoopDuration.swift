import Foundation
import SymbolModel

/// `--duration` for a loop of `period` seconds, as `export` and `record` take it: the whole
/// number of periods nearest `given` (at least one), so the file repeats without a jump, with a
/// note on standard error when that is not what was asked.
func wholeLoopDuration(_ given: Double, period: Double, command: String) -> Double {
    let whole = SymbolSpan(settle: 0, period: period).wholePeriods(near: given) ?? given
    if abs(whole - given) > 1e-6 {
        let periods = Int((whole / period).rounded())
        printError("symbolview \(command): note: --duration \(given) rounded to \(String(format: "%.3f", whole)) s, \(periods) "
                   + "whole period\(periods == 1 ? "" : "s") of \(String(format: "%.3f", period)) s, so the loop has no jump")
    }
    return whole
}

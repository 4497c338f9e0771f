import Foundation
import Geometry
import SymbolModel

/// The SMIL animations of a `.gpa` file: `<animateTransform>`, `<animate>` and `<set>` on a
/// group or shape, begun by state changes (`gpa:states(N).begin` / `.end`, plus or minus a
/// clock value) or at a time after loading.
extension GPADocumentReader {
    /// Reads one animation element; nil (with a warning) for what symbolview does not animate.
    mutating func readAnimation(_ e: SVGElement, target: GPAAnimationElement.Target) throws -> GPAAnimationElement? {
        let attributeName = e.attributes["attributeName"] ?? ""
        let attribute: GPAAnimationElement.Attribute
        if e.name == "animateTransform" {
            guard attributeName == "transform" || attributeName.isEmpty else {
                warn(e, "animateTransform of '\(attributeName)' is ignored; only transform is animated")
                return nil
            }
            let typeName = e.attributes["type"] ?? "translate"
            guard let type = GPATransformType(rawValue: typeName) else {
                throw error(e, "type is '\(typeName)'; expected translate, scale, rotate, skewX or skewY")
            }
            attribute = .transform(type)
        } else if attributeName == "opacity" {
            attribute = .opacity
        } else {
            warn(e, "<\(e.name)> of '\(attributeName)' is ignored; symbolview animates transform and opacity")
            return nil
        }

        var begins: [GPAAnimationElement.Begin] = []
        for item in (e.attributes["begin"] ?? "0s").split(separator: ";") {
            let text = item.trimmingCharacters(in: .whitespaces)
            if text == "indefinite" || text.isEmpty { continue }
            if let begin = try stateBegin(e, text) {
                begins.append(begin)
            } else if let seconds = GPAValues.duration(text), abs(seconds) <= GPAValues.maximumSeconds {
                begins.append(.time(seconds))
            } else {
                warn(e, "begin '\(text)' is ignored; symbolview starts animations at gpa:states(N).begin or .end, or at a time")
            }
        }

        var duration: Double?
        if let d = e.attributes["dur"], d.trimmingCharacters(in: .whitespaces) != "indefinite" {
            let seconds = try self.duration(e, "dur", d, allowNegative: false)
            duration = seconds > 0 ? seconds : nil
        }
        if duration == nil && e.name != "set" {
            warn(e, "an animation without a positive dur never moves; ignored")
            return nil
        }

        let arity: ClosedRange<Int>
        switch attribute {
        case .transform(.translate), .transform(.scale): arity = 1...2
        case .transform(.rotate): arity = 1...3
        case .transform(.skewX), .transform(.skewY), .opacity: arity = 1...1
        }
        func parseValue(_ name: String, _ text: String) throws -> [Double] {
            guard let v = GPAValues.numbers(text), arity.contains(v.count),
                  v.allSatisfy({ abs($0) <= limits.maxCoordinate }) else {
                throw error(e, "\(name) '\(text)' is not \(arity.lowerBound == arity.upperBound ? "one number" : "\(arity.lowerBound) to \(arity.upperBound) numbers") within ±\(limits.maxCoordinate)")
            }
            return v
        }
        var values: [[Double]] = []
        if e.name == "set" {
            guard let to = e.attributes["to"] else { throw error(e, "a <set> needs a to attribute") }
            values = [try parseValue("to", to)]
        } else if let list = e.attributes["values"] {
            values = try list.split(separator: ";").map { try parseValue("values", String($0)) }
        } else if let to = e.attributes["to"] {
            let from = try e.attributes["from"].map { try parseValue("from", $0) } ?? Self.neutral(attribute)
            values = [from, try parseValue("to", to)]
        } else {
            warn(e, "an animation without values or to (e.g. by) is ignored")
            return nil
        }
        guard !values.isEmpty else { throw error(e, "values is empty") }
        guard values.count <= limits.maxSegments else {
            throw error(e, "values has \(values.count) entries; at most \(limits.maxSegments) are allowed")
        }

        let modeName = e.attributes["calcMode"] ?? (e.name == "set" ? "discrete" : "linear")
        guard let calcMode = GPAAnimationElement.CalcMode(rawValue: modeName) else {
            throw error(e, "calcMode is '\(modeName)'; expected discrete, linear, paced or spline")
        }
        if calcMode == .paced { warn(e, "calcMode paced is played as linear") }

        var keyTimes: [Double]?
        if let text = e.attributes["keyTimes"] {
            let times = text.split(separator: ";").map { Double($0.trimmingCharacters(in: .whitespaces)) }
            guard times.count == values.count, times.allSatisfy({ $0 != nil }) else {
                throw error(e, "keyTimes '\(text)' needs one time per value (\(values.count))")
            }
            let list = times.compactMap { $0 }
            guard list.first == 0, list.allSatisfy({ (0...1).contains($0) }), zip(list, list.dropFirst()).allSatisfy({ $0 <= $1 }),
                  calcMode == .discrete || list.last == 1 else {
                throw error(e, "keyTimes '\(text)' must rise from 0 to 1")
            }
            keyTimes = list
        }
        var keySplines: [[Double]] = []
        if calcMode == .spline {
            let text = e.attributes["keySplines"] ?? ""
            keySplines = text.split(separator: ";").compactMap { GPAValues.numbers(String($0)) }
            guard keySplines.count == max(values.count - 1, 0),
                  keySplines.allSatisfy({ $0.count == 4 && $0.allSatisfy { (0...1).contains($0) } }) else {
                throw error(e, "keySplines '\(text)' needs \(values.count - 1) sets of four numbers from 0 to 1")
            }
        }

        var repeatCount = 1.0
        if let r = e.attributes["repeatCount"] {
            if r.trimmingCharacters(in: .whitespaces) == "indefinite" { repeatCount = .infinity } else {
                repeatCount = try number(e, "repeatCount", r, positive: true)
                guard repeatCount > 0 else { throw error(e, "repeatCount is '\(r)'; expected a number above zero or indefinite") }
            }
        }
        if e.attributes["repeatDur"] != nil { warn(e, "repeatDur is ignored") }
        let freezes = e.attributes["fill"] == "freeze"
        let isAdditive = e.attributes["additive"] == "sum"
        return GPAAnimationElement(target: target, attribute: attribute, isSet: e.name == "set", begins: begins,
                                   duration: duration, values: values, keyTimes: keyTimes, keySplines: keySplines,
                                   calcMode: calcMode, repeatCount: repeatCount, freezes: freezes,
                                   isAdditive: isAdditive, line: e.line)
    }

    /// `gpa:states(N).begin` or `.end`, optionally `+ 0.2s` or `- 200ms`; nil if the text is
    /// some other kind of begin value.
    private func stateBegin(_ e: SVGElement, _ text: String) throws -> GPAAnimationElement.Begin? {
        let prefix = "gpa:states("
        guard text.hasPrefix(prefix), let close = text.firstIndex(of: ")") else { return nil }
        let inside = String(text[text.index(text.startIndex, offsetBy: prefix.count)..<close])
        guard let state = state(named: inside.trimmingCharacters(in: .whitespaces)) else {
            throw error(e, "begin '\(text)' names state '\(inside)'; expected 0 to 63 or a state name")
        }
        var rest = text[text.index(after: close)...].trimmingCharacters(in: .whitespaces)
        let edge: GPAStateEdge
        if rest.hasPrefix(".begin") { edge = .begin; rest.removeFirst(6) }
        else if rest.hasPrefix(".end") { edge = .end; rest.removeFirst(4) }
        else { throw error(e, "begin '\(text)' must say .begin or .end after gpa:states(\(inside))") }
        rest = rest.trimmingCharacters(in: .whitespaces)
        var offset = 0.0
        if !rest.isEmpty {
            let sign: Double = rest.hasPrefix("-") ? -1 : 1
            guard rest.hasPrefix("+") || rest.hasPrefix("-"),
                  let v = GPAValues.duration(String(rest.dropFirst())), abs(v) <= GPAValues.maximumSeconds else {
                throw error(e, "begin '\(text)' has an offset that is not + or - a time")
            }
            offset = sign * v
        }
        return .state(state, edge, offset: offset)
    }

    /// The value an animation with `to` but no `from` starts from: no transform, full opacity.
    static func neutral(_ attribute: GPAAnimationElement.Attribute) -> [Double] {
        switch attribute {
        case .transform(.scale), .opacity: return [1]
        default: return [0]
        }
    }
}

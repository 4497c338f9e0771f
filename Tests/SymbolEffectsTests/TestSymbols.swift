import Foundation
import Geometry
import SVGLoader
import SymbolModel

/// Hand-built symbols covering every draw kind, so the engine's properties can be checked
/// without the SVG loader. Each is a 100-unit symbol like the catalog's.
enum TestSymbols {
    static let strokeStyle = ShapeStyle(fill: nil, stroke: .tint, strokeWidth: 8, lineCap: .round, lineJoin: .round)
    static let fillStyle = ShapeStyle(fill: .tint)

    static func stroked(_ id: String, _ path: Path, draw: DrawAnnotation = DrawAnnotation(),
                        rotation: RotationAnnotation? = nil, pulses: Bool = false, hierarchy: HierarchyLevel = .primary) -> Layer {
        Layer(id: id, shapes: [Shape(path: path, style: strokeStyle)], hierarchy: hierarchy, draw: draw,
              rotation: rotation, pulses: pulses)
    }

    /// A sun: a disc traced from its top, then six rays in two motion groups — six layers in
    /// four slots.
    static var sun: Symbol {
        var layers = [stroked("disc", .circle(center: Point(50, 50), radius: 16), draw: DrawAnnotation(start: 0.75))]
        for k in 0..<6 {
            let a = Double(k) * .pi / 3
            let from = Point(50 + 26 * cos(a), 50 + 26 * sin(a)), to = Point(50 + 38 * cos(a), 50 + 38 * sin(a))
            let group = k < 3 ? "rays-a" : (k == 3 ? nil : "rays-b")
            layers.append(stroked("ray\(k)", .polyline([from, to]), draw: DrawAnnotation(motionGroup: group), pulses: k.isMultiple(of: 2)))
        }
        return Symbol(name: "test.sun", viewBox: Rect(x: 0, y: 0, width: 100, height: 100), layers: layers, isAnnotated: true)
    }

    /// Six strokes in document order, one slot each: the seed's "six-layer symbol".
    static var sixStrokes: Symbol {
        let layers = (0..<6).map { k in
            stroked("s\(k)", .polyline([Point(15, 15 + Double(k) * 14), Point(85, 15 + Double(k) * 14)]))
        }
        return Symbol(name: "test.six", viewBox: Rect(x: 0, y: 0, width: 100, height: 100), layers: layers, isAnnotated: true)
    }

    /// An arrow (a reversed, bidirectional-free shaft with an attached head), a filled drop
    /// revealed along a guide, and a badge that appears.
    static var mixed: Symbol {
        let shaft = stroked("shaft", .polyline([Point(20, 80), Point(70, 30)]))
        let head = Layer(id: "head", shapes: [Shape(path: .polyline([Point(55, 30), Point(70, 30), Point(70, 45)]), style: strokeStyle)],
                         draw: DrawAnnotation(kind: .attachment(host: "shaft")))
        var drop = Path.circle(center: Point(30, 35), radius: 10)
        drop.append(contentsOf: .polyline([Point(30, 15), Point(38, 30), Point(22, 30)], closed: true))
        let fill = Layer(id: "drop", shapes: [Shape(path: drop, style: fillStyle)], hierarchy: .secondary,
                         draw: DrawAnnotation(kind: .guide(.polyline([Point(30, 15), Point(30, 45)]), width: 24)))
        let badge = Layer(id: "badge", shapes: [Shape(path: .circle(center: Point(78, 78), radius: 8), style: fillStyle)],
                          hierarchy: .tertiary, draw: DrawAnnotation(kind: .appear))
        let ring = stroked("ring", .circle(center: Point(50, 50), radius: 44),
                           draw: DrawAnnotation(start: 0.25, isBidirectional: true), hierarchy: .secondary)
        return Symbol(name: "test.mixed", viewBox: Rect(x: 0, y: 0, width: 100, height: 100),
                      layers: [ring, shaft, head, fill, badge], isAnnotated: true)
    }

    /// Plain filled shapes with no draw data: the fallback appearance.
    static var plain: Symbol {
        let a = Layer(id: "a", shapes: [Shape(path: .rect(Rect(x: 20, y: 20, width: 30, height: 60)), style: fillStyle)],
                      draw: DrawAnnotation(kind: .fallback))
        let b = Layer(id: "b", shapes: [Shape(path: .circle(center: Point(70, 50), radius: 14), style: fillStyle)],
                      draw: DrawAnnotation(kind: .fallback))
        return Symbol(name: "test.plain", viewBox: Rect(x: 0, y: 0, width: 100, height: 100), layers: [a, b], isAnnotated: false)
    }

    /// Two meshed gears turning opposite ways at different rates, around a still hub.
    static var gears: Symbol {
        let big = Layer(id: "big", shapes: [Shape(path: .circle(center: Point(40, 40), radius: 22), style: fillStyle)],
                        rotation: RotationAnnotation(direction: .clockwise, anchor: Point(40, 40)))
        let small = Layer(id: "small", shapes: [Shape(path: .circle(center: Point(72, 72), radius: 12), style: fillStyle)],
                          rotation: RotationAnnotation(direction: .counterClockwise, anchor: Point(72, 72), rate: 1.5))
        let hub = Layer(id: "hub", shapes: [Shape(path: .circle(center: Point(40, 40), radius: 5), style: fillStyle)])
        return Symbol(name: "test.gears", viewBox: Rect(x: 0, y: 0, width: 100, height: 100), layers: [big, small, hub], isAnnotated: true)
    }

    static var handBuilt: [Symbol] { [sun, sixStrokes, mixed, plain, gears] }

    /// The bundled symbols (assets/symbols), loaded once.
    static let catalog: [Symbol] = {
        let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("assets/symbols")
        let catalog = SymbolCatalog(directory: directory)
        return catalog.names.compactMap { try? catalog.symbol(named: $0) }
    }()

    /// Every symbol the properties are checked on: the hand-built ones and the catalog.
    static var all: [Symbol] { handBuilt + catalog }
}

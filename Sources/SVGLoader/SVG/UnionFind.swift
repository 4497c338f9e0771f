/// Disjoint sets of `0..<count`, joined by ``join(_:_:)``.
final class UnionFind {
    private var parent: [Int]

    init(count: Int) { parent = Array(0..<count) }

    func find(_ i: Int) -> Int {
        var r = i
        while parent[r] != r { r = parent[r] }
        var j = i
        while parent[j] != r { let next = parent[j]; parent[j] = r; j = next }
        return r
    }

    func join(_ a: Int, _ b: Int) {
        let ra = find(a), rb = find(b)
        if ra != rb { parent[max(ra, rb)] = min(ra, rb) }
    }
}

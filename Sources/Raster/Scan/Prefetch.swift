/// LLVM's prefetch intrinsic (`llvm.prefetch`): asks the CPU to start loading a cache line now so
/// a later access does not wait for memory. Swift has no spelling for it, so it is bound by name;
/// the arguments are (address, 0 read / 1 write, locality 0...3, 1 data cache).
@_silgen_name("llvm.prefetch.p0")
func _llvmPrefetch(_ address: UnsafeRawPointer, _ write: Int32, _ locality: Int32, _ cacheType: Int32)

/// Starts loading the cache lines of `count` pixels from `start`, which will be read and written
/// soon. The sweep calls it a few rows ahead for the pixels under edges (one line where an edge
/// crosses a row): a path's pixels are usually not in cache (the canvas is larger than L2), and
/// without it every row would wait for memory at each edge.
@inline(__always)
func prefetchForWriting<T>(_ start: UnsafeMutablePointer<T>, count: Int) {
    let lineElements = max(1, 64 / MemoryLayout<T>.stride)
    var i = 0
    while i < count {
        _llvmPrefetch(UnsafeRawPointer(start + i), 1, 3, 1)
        i += lineElements
    }
    // The last line, when the range does not start on a line boundary.
    if count > 1 { _llvmPrefetch(UnsafeRawPointer(start + (count - 1)), 1, 3, 1) }
}

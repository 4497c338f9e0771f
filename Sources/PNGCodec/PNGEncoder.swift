import CZlib
import Foundation
import Raster

/// Encodes a premultiplied canvas as a PNG file (8-bit RGBA, tagged sRGB), compressing bands of
/// rows on several cores at once.
///
/// libpng filters and compresses one row after another on one thread: an 8192 × 8192 `render`
/// spent 80 % of its time there. Deflate can be split the way pigz splits it: each band of rows
/// is compressed on its own, primed with the last 32 KB of the band before it as its dictionary
/// (so matches still reach back across the seam), and closed with a sync flush, which leaves it
/// byte-aligned and not final, so the bands' outputs concatenate into one zlib stream. Their
/// Adler-32 checksums combine into the stream's. A band is a fixed number of rows for a given
/// width, so the bytes of the file do not depend on how many cores encoded it.
///
/// Each band also un-premultiplies its own rows (and the one above, which the filters read), so
/// no second full-size copy of the image is made.
enum PNGEncoder {
    /// About how many uncompressed bytes a band holds. Each band starts a new deflate block with
    /// its own code tables: with 256 KB bands a mostly empty 8192² icon came out 10 % larger
    /// than libpng's file, with 1 MB 2 % (and an 8192² image still makes 256 bands to share out).
    static let bandBytes = 1024 * 1024
    /// Deflate's window: how far back a match may reach, and so how much of the previous band a
    /// band is primed with.
    static let window = 32 * 1024

    /// How rows are filtered before compression.
    enum Filtering {
        /// Per row, the filter whose output has the smallest sum of absolute values (libpng's
        /// heuristic): the smallest files.
        case adaptive
        /// No filter: the fastest, for frames that are read once (libpng's fast setting).
        case none
    }

    /// The whole PNG file for `canvas`.
    static func encode(_ canvas: Canvas, level: Int32, filtering: Filtering, workers: Int) -> [UInt8] {
        let width = canvas.width, height = canvas.height
        let filteredRow = width * 4 + 1
        let rowsPerBand = max(1, bandBytes / filteredRow)
        let bandCount = (height + rowsPerBand - 1) / rowsPerBand
        var bands = [Band?](repeating: nil, count: bandCount)
        canvas.pixels.withUnsafeBufferPointer { pixels in
            let image = Image(pixels: pixels, width: width, height: height)
            func compress(_ b: Int) -> Band {
                compressBand(b, of: image, rowsPerBand: rowsPerBand, last: b == bandCount - 1, level: level, filtering: filtering)
            }
            if workers <= 1 || bandCount == 1 {
                for b in 0..<bandCount { bands[b] = compress(b) }
            } else {
                // Dispatch shares the bands out over the cores; each fills only its own slot.
                bands.withUnsafeMutableBufferPointer { slots in
                    let shared = Slots(slots: slots)
                    DispatchQueue.concurrentPerform(iterations: bandCount) { b in shared.slots[b] = compress(b) }
                }
            }
        }
        var file: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        var header: [UInt8] = []
        header.appendBigEndian(UInt32(width))
        header.appendBigEndian(UInt32(height))
        header += [8, 6, 0, 0, 0]  // 8 bits per channel, RGBA, deflate, adaptive filters, no interlace
        appendChunk("IHDR", header, to: &file)
        appendChunk("sRGB", [0], to: &file)  // perceptual intent: the pixels are sRGB
        // The zlib stream: a header, the bands' deflate data, then the Adler-32 of everything.
        var checksum: UInt = 1
        for (i, band) in bands.enumerated() {
            // Every slot is filled above; a missing band would lose the stream's checksum.
            guard let band else { preconditionFailure("band \(i) of \(bands.count) was not compressed") }
            var data: [UInt8] = []
            if i == 0 { data = [0x78, 0x9C] }
            data += band.compressed
            checksum = UInt(adler32_combine(uLong(checksum), uLong(band.adler), off_t(band.length)))
            if i == bands.count - 1 { data.appendBigEndian(UInt32(truncatingIfNeeded: checksum)) }
            appendChunk("IDAT", data, to: &file)
        }
        appendChunk("IEND", [], to: &file)
        return file
    }

    /// One band's deflate data, and the checksum and length of what it compressed.
    struct Band {
        var compressed: [UInt8]
        var adler: UInt
        var length: Int
    }

    /// Read-only access to the canvas's pixels, shared by the bands.
    struct Image: @unchecked Sendable {
        var pixels: UnsafeBufferPointer<UInt32>
        var width: Int, height: Int
    }

    /// Filters and compresses one band row by row, with buffers of a few rows: a band of a large
    /// image is never held whole, uncompressed.
    private static func compressBand(_ b: Int, of image: Image, rowsPerBand: Int, last: Bool, level: Int32,
                                     filtering: Filtering) -> Band {
        // Filtered rows are small numbers with little repetition: Z_FILTERED favours Huffman
        // coding over short matches for them, as libpng does.
        let strategy = filtering == .adaptive ? Z_FILTERED : Z_DEFAULT_STRATEGY
        let rowBytes = image.width * 4, filteredRow = rowBytes + 1
        let start = b * rowsPerBand, end = min(image.height, start + rowsPerBand)
        // The rows before the band whose filtered bytes make its dictionary.
        let primingRows = b == 0 ? 0 : min(start, (window + filteredRow - 1) / filteredRow)
        // Two straight-alpha rows (the one being filtered and the one above it) and one filtered.
        let rows = UnsafeMutablePointer<UInt8>.allocate(capacity: 2 * rowBytes)
        let filteredBuffer = UnsafeMutablePointer<UInt8>.allocate(capacity: max(primingRows, 1) * filteredRow)
        defer { rows.deallocate(); filteredBuffer.deallocate() }
        var above = rows, current = rows + rowBytes
        /// Filters row `y` into `out`, leaving it as the row above the next.
        func filterRow(_ y: Int, into out: UnsafeMutablePointer<UInt8>) {
            unpremultiply(row: y, of: image, into: current)
            filter(row: current, above: above, count: rowBytes, into: out, filtering: filtering)
            swap(&above, &current)
        }
        let firstRow = start - primingRows
        if firstRow == 0 {
            above.update(repeating: 0, count: rowBytes)
        } else {
            unpremultiply(row: firstRow - 1, of: image, into: above)
        }

        var stream = z_stream()
        deflateInit2_(&stream, level, Z_DEFLATED, -15, 8, strategy, zlibVersion(), Int32(MemoryLayout<z_stream>.size))
        defer { deflateEnd(&stream) }
        if primingRows > 0 {
            for k in 0..<primingRows { filterRow(firstRow + k, into: filteredBuffer + k * filteredRow) }
            let length = min(window, primingRows * filteredRow)
            deflateSetDictionary(&stream, filteredBuffer + primingRows * filteredRow - length, uInt(length))
        }
        var compressed: [UInt8] = []
        let chunkSize = 64 * 1024
        let chunk = UnsafeMutablePointer<UInt8>.allocate(capacity: chunkSize)
        defer { chunk.deallocate() }
        var adler = adler32(0, nil, 0)
        for y in start..<end {
            filterRow(y, into: filteredBuffer)
            adler = adler32_z(adler, filteredBuffer, filteredRow)
            let flush = y < end - 1 ? Z_NO_FLUSH : (last ? Z_FINISH : Z_SYNC_FLUSH)
            stream.next_in = filteredBuffer
            stream.avail_in = uInt(filteredRow)
            // Deflate until it has taken the whole row (and, at the end, said all it has).
            repeat {
                stream.next_out = chunk
                stream.avail_out = uInt(chunkSize)
                deflate(&stream, flush)
                compressed.append(contentsOf: UnsafeBufferPointer(start: chunk, count: chunkSize - Int(stream.avail_out)))
            } while stream.avail_out == 0
        }
        return Band(compressed: compressed, adler: UInt(adler), length: (end - start) * filteredRow)
    }

    /// Row `y` of the canvas as straight-alpha R, G, B, A bytes.
    @inline(__always)
    private static func unpremultiply(row y: Int, of image: Image, into out: UnsafeMutablePointer<UInt8>) {
        let source = image.pixels.baseAddress! + y * image.width
        for x in 0..<image.width {
            let p = Color.straightARGB(fromPremultiplied: source[x])
            let o = out + 4 * x
            o[0] = UInt8(truncatingIfNeeded: p >> 16); o[1] = UInt8(truncatingIfNeeded: p >> 8)
            o[2] = UInt8(truncatingIfNeeded: p); o[3] = UInt8(truncatingIfNeeded: p >> 24)
        }
    }

    /// Writes the filter type byte and the filtered bytes of one row. Index arithmetic wraps
    /// (`&+`, `&-`): every index is within the row, and filters are arithmetic modulo 256.
    @inline(__always)
    private static func filter(row: UnsafeMutablePointer<UInt8>, above: UnsafeMutablePointer<UInt8>, count: Int,
                               into out: UnsafeMutablePointer<UInt8>, filtering: Filtering) {
        @inline(__always) func left(_ i: Int) -> UInt8 { i >= 4 ? row[i &- 4] : 0 }
        @inline(__always) func upperLeft(_ i: Int) -> UInt8 { i >= 4 ? above[i &- 4] : 0 }
        @inline(__always) func paeth(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> UInt8 {
            let p = Int(a) &+ Int(b) &- Int(c)
            let pa = abs(p &- Int(a)), pb = abs(p &- Int(b)), pc = abs(p &- Int(c))
            return pa <= pb && pa <= pc ? a : (pb <= pc ? b : c)
        }
        @inline(__always) func magnitude(_ v: UInt8) -> Int { v < 128 ? Int(v) : 256 &- Int(v) }
        var type: UInt8 = 0
        if filtering == .adaptive {
            // The sums for None, Sub, Up, Average and Paeth in one pass, then the smallest.
            var sums = (0, 0, 0, 0, 0)
            for i in 0..<count {
                let v = row[i], a = left(i), b = above[i], c = upperLeft(i)
                sums.0 &+= magnitude(v)
                sums.1 &+= magnitude(v &- a)
                sums.2 &+= magnitude(v &- b)
                sums.3 &+= magnitude(v &- UInt8(truncatingIfNeeded: (Int(a) &+ Int(b)) >> 1))
                sums.4 &+= magnitude(v &- paeth(a, b, c))
            }
            let all = [sums.0, sums.1, sums.2, sums.3, sums.4]
            type = UInt8(all.indices.min { all[$0] < all[$1] }!)
        }
        out[0] = type
        let o = out + 1
        switch type {
        case 0: for i in 0..<count { o[i] = row[i] }
        case 1: for i in 0..<count { o[i] = row[i] &- left(i) }
        case 2: for i in 0..<count { o[i] = row[i] &- above[i] }
        case 3: for i in 0..<count { o[i] = row[i] &- UInt8(truncatingIfNeeded: (Int(left(i)) &+ Int(above[i])) >> 1) }
        default: for i in 0..<count { o[i] = row[i] &- paeth(left(i), above[i], upperLeft(i)) }
        }
    }

    /// Appends one chunk: length, type, data and the CRC-32 of type and data.
    private static func appendChunk(_ type: String, _ data: [UInt8], to file: inout [UInt8]) {
        let typeBytes = Array(type.utf8)
        file.appendBigEndian(UInt32(data.count))
        file += typeBytes
        file += data
        var crc = crc32(0, typeBytes, uInt(typeBytes.count))
        crc = data.withUnsafeBufferPointer { crc32_z(crc, $0.baseAddress, $0.count) }
        file.appendBigEndian(UInt32(truncatingIfNeeded: crc))
    }
}

/// The bands' slots, each written by one lane only.
private struct Slots: @unchecked Sendable {
    var slots: UnsafeMutableBufferPointer<PNGEncoder.Band?>
}

private extension Array where Element == UInt8 {
    mutating func appendBigEndian(_ v: UInt32) {
        append(UInt8(v >> 24)); append(UInt8((v >> 16) & 0xFF)); append(UInt8((v >> 8) & 0xFF)); append(UInt8(v & 0xFF))
    }
}

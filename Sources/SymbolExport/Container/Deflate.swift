import CZlib
import Foundation

/// zlib's deflate for the containers: raw streams for zip entries, gzip for Telegram stickers.
enum Deflate {
    /// Why zlib refused.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// `data` compressed at the best level; `windowBits` −15 gives a raw stream, 31 a gzip one.
    static func compress(_ data: Data, windowBits: Int32) throws -> Data {
        var stream = z_stream()
        let status = deflateInit2_(&stream, Z_BEST_COMPRESSION, Z_DEFLATED, windowBits, 9, Z_DEFAULT_STRATEGY,
                                   zlibVersion(), Int32(MemoryLayout<z_stream>.size))
        guard status == Z_OK else { throw Failure(description: "zlib could not start compressing (status \(status))") }
        defer { deflateEnd(&stream) }
        let bound = Int(deflateBound(&stream, uLong(data.count)))
        var output = [UInt8](repeating: 0, count: bound + 64)
        var input = [UInt8](data)
        let result: Int32 = input.withUnsafeMutableBufferPointer { inBuf in
            output.withUnsafeMutableBufferPointer { outBuf in
                stream.next_in = inBuf.baseAddress
                stream.avail_in = uInt(inBuf.count)
                stream.next_out = outBuf.baseAddress
                stream.avail_out = uInt(outBuf.count)
                return deflate(&stream, Z_FINISH)
            }
        }
        guard result == Z_STREAM_END else { throw Failure(description: "zlib could not finish compressing (status \(result))") }
        return Data(output[0..<Int(stream.total_out)])
    }

    /// `data` decompressed: a zlib or gzip stream (the header tells which), as a sticker is read back.
    static func decompress(_ data: Data) throws -> Data {
        var stream = z_stream()
        let status = inflateInit2_(&stream, 47, zlibVersion(), Int32(MemoryLayout<z_stream>.size))
        guard status == Z_OK else { throw Failure(description: "zlib could not start decompressing (status \(status))") }
        defer { inflateEnd(&stream) }
        var input = [UInt8](data)
        var result = Data()
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        var code = Z_OK
        input.withUnsafeMutableBufferPointer { inBuf in
            stream.next_in = inBuf.baseAddress
            stream.avail_in = uInt(inBuf.count)
            repeat {
                chunk.withUnsafeMutableBufferPointer { outBuf in
                    stream.next_out = outBuf.baseAddress
                    stream.avail_out = uInt(outBuf.count)
                    code = inflate(&stream, Z_NO_FLUSH)
                    result.append(outBuf.baseAddress!, count: outBuf.count - Int(stream.avail_out))
                }
            } while code == Z_OK
        }
        guard code == Z_STREAM_END else { throw Failure(description: "the compressed data is damaged or cut short (zlib status \(code))") }
        return result
    }

    /// The CRC-32 a zip entry records.
    static func checksum(_ data: Data) -> UInt32 {
        data.withUnsafeBytes { raw in
            UInt32(crc32_z(0, raw.bindMemory(to: UInt8.self).baseAddress, raw.count))
        }
    }
}

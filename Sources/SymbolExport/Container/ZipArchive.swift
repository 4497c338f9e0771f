import Foundation

/// A zip archive written in one go: each entry deflated (or stored, when deflate would not
/// shrink it), with the local headers, the central directory and its end record that every
/// unzip reads. No zip64, encryption or extra fields: entries stay far below 4 GB.
struct ZipArchive {
    private var body = Data()
    private var directory = Data()
    private var count = 0

    /// What a zip without zip64 cannot hold: a name over 65,535 bytes, an entry or archive of
    /// 4 GB or more, more than 65,535 entries.
    struct TooLarge: Error, CustomStringConvertible {
        var description: String
    }

    /// Adds a file at `path` inside the archive.
    mutating func add(_ path: String, _ contents: Data) throws {
        let name = Data(path.utf8)
        guard name.count <= Int(UInt16.max), count < Int(UInt16.max) else {
            throw TooLarge(description: "a dotLottie archive holds names up to 65535 bytes and at most 65535 files")
        }
        let crc = Deflate.checksum(contents)
        let packed = try Deflate.compress(contents, windowBits: -15)
        let (method, stored): (UInt16, Data) = packed.count < contents.count ? (8, packed) : (0, contents)
        let limit = Int(UInt32.max)
        guard contents.count < limit, body.count + 30 + name.count + stored.count < limit else {
            throw TooLarge(description: "a dotLottie archive without zip64 holds less than 4 GB")
        }
        let offset = UInt32(body.count)
        // 1980-01-01 00:00: a fixed date keeps the archive the same from run to run.
        let (time, date): (UInt16, UInt16) = (0, 0x21)
        var local = Data()
        local.append(le32: 0x0403_4b50); local.append(le16: 20); local.append(le16: 0x0800); local.append(le16: method)
        local.append(le16: time); local.append(le16: date); local.append(le32: crc)
        local.append(le32: UInt32(stored.count)); local.append(le32: UInt32(contents.count))
        local.append(le16: UInt16(name.count)); local.append(le16: 0)
        body.append(local); body.append(name); body.append(stored)
        var central = Data()
        central.append(le32: 0x0201_4b50); central.append(le16: 20); central.append(le16: 20); central.append(le16: 0x0800)
        central.append(le16: method); central.append(le16: time); central.append(le16: date); central.append(le32: crc)
        central.append(le32: UInt32(stored.count)); central.append(le32: UInt32(contents.count))
        central.append(le16: UInt16(name.count)); central.append(le16: 0); central.append(le16: 0)
        central.append(le16: 0); central.append(le16: 0); central.append(le32: 0); central.append(le32: offset)
        directory.append(central); directory.append(name)
        count += 1
    }

    /// The archive's bytes.
    var data: Data {
        var out = body
        out.append(directory)
        out.append(le32: 0x0605_4b50); out.append(le16: 0); out.append(le16: 0)
        out.append(le16: UInt16(count)); out.append(le16: UInt16(count))
        out.append(le32: UInt32(directory.count)); out.append(le32: UInt32(body.count)); out.append(le16: 0)
        return out
    }
}

extension Data {
    mutating func append(le16 v: UInt16) { append(contentsOf: [UInt8(v & 0xff), UInt8(v >> 8)]) }
    mutating func append(le32 v: UInt32) {
        append(contentsOf: [UInt8(v & 0xff), UInt8((v >> 8) & 0xff), UInt8((v >> 16) & 0xff), UInt8(v >> 24)])
    }
}

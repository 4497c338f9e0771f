import Testing
@testable import Recording

@Suite struct PixelConversionTests {
    /// The BT.709 limited-range values of a few colours, as tables of video levels give them.
    @Test(arguments: [
        (UInt32(0xFFFF_FFFF), UInt8(235), UInt8(128), UInt8(128)),
        (0xFF00_0000, 16, 128, 128),
        (0xFF80_8080, 126, 128, 128),
        (0xFFFF_0000, 63, 102, 240),
        (0xFF00_FF00, 173, 42, 26),
        (0xFF00_00FF, 32, 240, 118),
    ])
    func solidColoursGiveTheirVideoLevels(pixel: UInt32, y: UInt8, cb: UInt8, cr: UInt8) {
        var out: [UInt8] = []
        PixelConversion.yuv420([UInt32](repeating: pixel, count: 4 * 2), width: 4, height: 2, into: &out)
        #expect(out.count == 8 + 2 + 2)
        #expect(out[0..<8].allSatisfy { $0 == y })
        #expect(Array(out[8..<10]) == [cb, cb])
        #expect(Array(out[10..<12]) == [cr, cr])
    }

    @Test func chromaIsTheAverageOfEachTwoByTwoBlock() {
        // Left block: two white and two black pixels (a mid grey); right block: all red.
        let pixels: [UInt32] = [0xFFFF_FFFF, 0xFF00_0000, 0xFFFF_0000, 0xFFFF_0000,
                                0xFF00_0000, 0xFFFF_FFFF, 0xFFFF_0000, 0xFFFF_0000]
        var out: [UInt8] = []
        PixelConversion.yuv420(pixels, width: 4, height: 2, into: &out)
        #expect(Array(out[0..<8]) == [235, 16, 63, 63, 16, 235, 63, 63])
        #expect(Array(out[8..<10]) == [128, 102])
        #expect(Array(out[10..<12]) == [128, 240])
    }
}

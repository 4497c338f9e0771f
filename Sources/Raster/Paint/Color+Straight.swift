extension Color {
    /// A canvas pixel (premultiplied `0xAARRGGBB`) with its colour divided back out of its
    /// alpha, rounded to nearest: `0xAARRGGBB` with straight alpha, what PNG files and ffmpeg's
    /// `bgra` input hold. Transparent pixels become 0.
    @inline(__always)
    public static func straightARGB(fromPremultiplied p: UInt32) -> UInt32 {
        let a = p >> 24
        if a == 255 || a == 0 { return a == 0 ? 0 : p }
        @inline(__always) func channel(_ shift: UInt32) -> UInt32 { min(255, (((p >> shift) & 0xFF) * 255 + a / 2) / a) << shift }
        return a << 24 | channel(16) | channel(8) | channel(0)
    }
}

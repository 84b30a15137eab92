/// A PNG's or JPEG's pixel size read from its first bytes, so an image too large to decode is
/// refused before a single pixel is allocated. Tested with bytes made in the tests.
struct ImageHeader: Hashable {
    enum Format: String {
        case png = "PNG"
        case jpeg = "JPEG"
    }

    let format: Format
    let width: Int
    let height: Int

    static func read(_ bytes: [UInt8]) throws(ImageProblem) -> ImageHeader {
        if bytes.starts(with: PNGChunks.signature) {
            // The first chunk must be IHDR, whole, with width and height first, big-endian.
            guard let first = try? PNGChunks.chunk(at: PNGChunks.signature.count, in: bytes),
                first.type == "IHDR", first.body.count >= 8
            else { throw Self.truncated(.png) }
            return ImageHeader(
                format: .png, width: bigEndian(bytes, first.body.lowerBound, 4),
                height: bigEndian(bytes, first.body.lowerBound + 4, 4))
        }
        if bytes.starts(with: [0xFF, 0xD8]) {
            return try jpeg(bytes)
        }
        throw .notAnImage
    }

    /// Walks JPEG segments to the first start-of-frame marker, which holds the size.
    private static func jpeg(_ bytes: [UInt8]) throws(ImageProblem) -> ImageHeader {
        var i = 2
        while i + 4 <= bytes.count {
            guard bytes[i] == 0xFF else { throw Self.truncated(.jpeg) }
            let marker = bytes[i + 1]
            if marker == 0xFF {
                i += 1
                continue
            }  // fill byte
            if marker == 0xD8 || marker == 0x01 || (0xD0...0xD7).contains(marker) {
                i += 2
                continue
            }
            let length = bigEndian(bytes, i + 2, 2)
            let isFrame = (0xC0...0xCF).contains(marker) && marker != 0xC4 && marker != 0xC8 && marker != 0xCC
            if isFrame {
                guard i + 9 <= bytes.count else { throw Self.truncated(.jpeg) }
                return ImageHeader(format: .jpeg, width: bigEndian(bytes, i + 7, 2), height: bigEndian(bytes, i + 5, 2))
            }
            guard length >= 2 else { throw Self.truncated(.jpeg) }
            i += 2 + length
        }
        throw Self.truncated(.jpeg)
    }

    /// A header cut short: the problem the image library reports, without a decoder's reason.
    private static func truncated(_ format: Format) -> ImageProblem {
        .truncated(format: format.rawValue, reason: nil)
    }

    private static func bigEndian(_ bytes: [UInt8], _ at: Int, _ count: Int) -> Int {
        bytes[at..<at + count].reduce(0) { $0 << 8 | Int($1) }
    }
}

/// A PNG's or JPEG's size in pixels from its first bytes, for tools that only need the size.
package enum ImagePixelSize {
    package static func of(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
        guard let header = try? ImageHeader.read(bytes) else { return nil }
        return (header.width, header.height)
    }
}

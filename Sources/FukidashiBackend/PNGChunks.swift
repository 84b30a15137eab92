import CCairo
import FukidashiPlatform

/// PNG's chunk layer, the one place that reads and writes it: the signature, then chunks of a
/// big-endian length, a four-letter type, the body and a CRC-32 of type and body. The encoder,
/// the APNG writer and reader and the image-header sniffing all go through here, and every
/// read is bounds-checked: a damaged file is an error, never a crash.
enum PNGChunks {
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// One chunk of a file: its type and where its parts lie in the file's bytes.
    struct Chunk: Equatable {
        let type: String
        /// The whole chunk: length, type, body and CRC.
        let range: Range<Int>
        /// The body alone.
        var body: Range<Int> { (range.lowerBound + 8)..<(range.upperBound - 4) }
    }

    /// Appends a chunk with its length and CRC.
    static func append(_ type: String, _ body: [UInt8], to png: inout [UInt8]) {
        png.appendBigEndian(UInt32(body.count))
        let start = png.count
        png += Array(type.utf8)
        png += body
        let crc = png.withUnsafeBytes { libdeflate_crc32(0, $0.baseAddress! + start, 4 + body.count) }
        png.appendBigEndian(crc)
    }

    /// Recomputes the CRC of a chunk whose body was changed in place.
    static func updateCRC(of chunk: Chunk, in png: inout [UInt8]) {
        let crc = png.withUnsafeBytes { libdeflate_crc32(0, $0.baseAddress! + chunk.range.lowerBound + 4, 4 + chunk.body.count) }
        var bytes: [UInt8] = []
        bytes.appendBigEndian(crc)
        png.replaceSubrange((chunk.range.upperBound - 4)..<chunk.range.upperBound, with: bytes)
    }

    /// Every chunk after the signature, in order, up to and including IEND (or the end of the
    /// bytes). With `verifyingCRC`, a chunk whose CRC does not match is an error.
    static func read(_ png: [UInt8], verifyingCRC: Bool) throws(RenderError) -> [Chunk] {
        guard png.starts(with: signature) else { throw .codec(format: "PNG", problem: "not a PNG") }
        var chunks: [Chunk] = []
        var start = signature.count
        while start < png.count {
            let chunk = try self.chunk(at: start, in: png)
            if verifyingCRC {
                let crc = png.withUnsafeBytes { libdeflate_crc32(0, $0.baseAddress! + start + 4, 4 + chunk.body.count) }
                guard crc == UInt32(bigEndianAt: chunk.range.upperBound - 4, in: png) else {
                    throw .codec(format: "PNG", problem: "bad CRC in \(chunk.type)")
                }
            }
            chunks.append(chunk)
            if chunk.type == "IEND" { break }
            start = chunk.range.upperBound
        }
        return chunks
    }

    /// The chunk that starts at `start`, checked to lie inside `png`.
    static func chunk(at start: Int, in png: [UInt8]) throws(RenderError) -> Chunk {
        guard start >= 0, png.count - start >= 12 else { throw .codec(format: "PNG", problem: "chunk runs past the end") }
        let length = Int(UInt32(bigEndianAt: start, in: png))
        guard length <= png.count - start - 12 else { throw .codec(format: "PNG", problem: "chunk runs past the end") }
        return Chunk(type: String(decoding: png[(start + 4)..<(start + 8)], as: UTF8.self), range: start..<(start + 12 + length))
    }
}

extension UInt32 {
    /// The big-endian value of the four bytes at `offset`; the caller has checked they exist.
    init(bigEndianAt offset: Int, in bytes: [UInt8]) {
        self = UInt32(bytes[offset]) << 24 | UInt32(bytes[offset + 1]) << 16 | UInt32(bytes[offset + 2]) << 8 | UInt32(bytes[offset + 3])
    }
}

/// A minimal valid TrueType font (one empty glyph) with chosen names and style fields, so
/// tests can hold the font catalog's rules against FreeType on fonts made to differ.
struct SyntheticFont {
    struct Name {
        var platform = 3, encoding = 1, language = 0x409
        var id: Int
        var text: String
    }

    var names: [Name]
    var weightClass = 400
    /// OS/2 fsSelection: bit 0 italic, 5 bold, 6 regular, 8 WWS, 9 oblique.
    var selection = 0x40
    var os2Version = 4
    var hasOS2 = true
    var macStyle = 0

    init(family: String, names extra: [Name] = []) {
        names = [Name(id: 1, text: family), Name(id: 2, text: "Regular")] + extra
    }

    func bytes() -> [UInt8] { Self.file(fonts: [self], collection: false) }

    static func collection(_ fonts: [SyntheticFont]) -> [UInt8] { file(fonts: fonts, collection: true) }

    private static func file(fonts: [SyntheticFont], collection: Bool) -> [UInt8] {
        var out: [UInt8] = []
        var directoryOffsets: [Int] = []
        if collection {
            out += be32(0x7474_6366) + be32(0x0001_0000) + be32(UInt32(fonts.count))
            out += [UInt8](repeating: 0, count: 4 * fonts.count)  // patched below
        }
        for font in fonts {
            directoryOffsets.append(out.count)
            out = font.appendFace(to: out)
        }
        if collection {
            for (index, offset) in directoryOffsets.enumerated() {
                out.replaceSubrange(12 + 4 * index..<16 + 4 * index, with: be32(UInt32(offset)))
            }
        }
        return out
    }

    /// The table directory, then the tables, at the end of `file`; offsets are from the file start.
    private func appendFace(to file: [UInt8]) -> [UInt8] {
        let tables =
            (hasOS2 ? [("OS/2", os2())] : []) + [
                ("cmap", cmap()), ("glyf", [UInt8](repeating: 0, count: 4)), ("head", head()),
                ("hhea", hhea()), ("hmtx", be16(500) + be16(0)), ("loca", be16(0) + be16(0)), ("maxp", maxp()),
                ("name", name()), ("post", post())
            ]
        var out = file
        let directoryStart = out.count
        let searchRange = 16 << (Int.bitWidth - 1 - tables.count.leadingZeroBitCount)
        out +=
            be32(0x0001_0000) + be16(tables.count) + be16(searchRange) + be16(searchRange.trailingZeroBitCount - 4)
            + be16(tables.count * 16 - searchRange)
        var dataOffset = directoryStart + 12 + 16 * tables.count
        var data: [UInt8] = []
        for (tag, bytes) in tables {
            out += Array(tag.utf8) + be32(0) + be32(UInt32(dataOffset)) + be32(UInt32(bytes.count))
            let padded = bytes + [UInt8](repeating: 0, count: (4 - bytes.count % 4) % 4)
            data += padded
            dataOffset += padded.count
        }
        return out + data
    }

    private func head() -> [UInt8] {
        var t = be32(0x0001_0000) + be32(0x0001_0000) + be32(0) + be32(0x5F0F_3CF5) + be16(0x000B) + be16(1000)
        t += [UInt8](repeating: 0, count: 16) + be16(0) + be16(0xFF38) + be16(500) + be16(800)
        return t + be16(macStyle) + be16(8) + be16(2) + be16(0) + be16(0)
    }

    private func hhea() -> [UInt8] {
        be32(0x0001_0000) + be16(800) + be16(0xFF38) + be16(0) + be16(500) + be16(0) + be16(0) + be16(500)
            + be16(1) + be16(0) + be16(0) + [UInt8](repeating: 0, count: 8) + be16(0) + be16(1)
    }

    private func maxp() -> [UInt8] { be32(0x0001_0000) + be16(1) + [UInt8](repeating: 0, count: 26) }

    private func post() -> [UInt8] { be32(0x0003_0000) + [UInt8](repeating: 0, count: 28) }

    private func cmap() -> [UInt8] {
        be16(0) + be16(1) + be16(3) + be16(1) + be32(12)
            + be16(4) + be16(24) + be16(0) + be16(2) + be16(2) + be16(0) + be16(0) + be16(0xFFFF) + be16(0) + be16(0xFFFF) + be16(1) + be16(0)
    }

    private func os2() -> [UInt8] {
        var t = be16(os2Version) + be16(500) + be16(weightClass) + be16(5) + be16(0) + [UInt8](repeating: 0, count: 20)
        t += be16(0) + [UInt8](repeating: 0, count: 10) + [UInt8](repeating: 0, count: 16) + Array("NONE".utf8)
        t += be16(selection) + be16(32) + be16(0xFFFF) + be16(800) + be16(0xFF38) + be16(0) + be16(800) + be16(200)
        t += [UInt8](repeating: 0, count: 8) + be16(500) + be16(700) + be16(0) + be16(32) + be16(1)
        return t
    }

    private func name() -> [UInt8] {
        var records: [UInt8] = []
        var storage: [UInt8] = []
        for name in names {
            let encoded: [UInt8] =
                name.platform == 1
                ? name.text.unicodeScalars.map { UInt8(truncatingIfNeeded: $0.value) }
                : name.text.utf16.flatMap { be16(Int($0)) }
            records +=
                be16(name.platform) + be16(name.encoding) + be16(name.language) + be16(name.id)
                + be16(encoded.count) + be16(storage.count)
            storage += encoded
        }
        return be16(0) + be16(names.count) + be16(6 + records.count) + records + storage
    }
}

private func be16(_ value: Int) -> [UInt8] { [UInt8(truncatingIfNeeded: value >> 8), UInt8(truncatingIfNeeded: value)] }
private func be32(_ value: UInt32) -> [UInt8] {
    [UInt8(value >> 24), UInt8(truncatingIfNeeded: value >> 16), UInt8(truncatingIfNeeded: value >> 8), UInt8(truncatingIfNeeded: value)]
}

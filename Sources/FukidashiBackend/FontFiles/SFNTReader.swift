/// Lists the faces of a TrueType or OpenType file, or a collection of them, from its tables
/// alone: family, weight, slant and colour bitmaps, by FreeType's own rules, so the catalog
/// agrees with the face FreeType opens later (`FontRegistry` checks that it does). Opening a
/// face in FreeType parses far more: half a millisecond for a CJK CFF font, which a one-image
/// call cannot spend on eighteen faces it will not use.
///
/// Returns nil for anything it does not fully understand (WOFF, a table out of bounds, a
/// format 1 name table, no family name): the registry then asks FreeType instead.
enum SFNTReader {
    static func faces(in file: BigEndianBytes, path: String) -> [FontFaceDescription]? {
        guard let signature = file.u32(0) else { return nil }
        var offsets: [Int] = []
        switch signature {
        case Tag.collection:
            guard let count = file.u32(8), count > 0, file.contains(offset: 12, length: 4 * Int(count)) else { return nil }
            for index in 0..<Int(count) { offsets.append(Int(file.u32(12 + 4 * index)!)) }
        case 0x0001_0000, Tag.cff, Tag.trueType:
            offsets = [0]
        default:
            return nil
        }
        var faces: [FontFaceDescription] = []
        for (index, offset) in offsets.enumerated() {
            guard let face = describe(file, at: offset, path: path, index: index) else { return nil }
            faces.append(face)
        }
        return faces
    }

    private struct Table {
        let offset: Int
        let length: Int
    }

    private enum Tag {
        static let collection: UInt32 = 0x7474_6366  // 'ttcf'
        static let cff: UInt32 = 0x4F54_544F  // 'OTTO'
        static let trueType: UInt32 = 0x7472_7565  // 'true'
        static let head: UInt32 = 0x6865_6164
        static let name: UInt32 = 0x6E61_6D65
        static let os2: UInt32 = 0x4F53_2F32
        static let glyf: UInt32 = 0x676C_7966
        static let cffTable: UInt32 = 0x4346_4620  // 'CFF '
        static let cff2: UInt32 = 0x4346_4632
        static let cblc: UInt32 = 0x4342_4C43
        static let sbix: UInt32 = 0x7362_6978
    }

    private static func describe(_ file: BigEndianBytes, at offset: Int, path: String, index: Int) -> FontFaceDescription? {
        guard let tables = tableDirectory(file, at: offset), let head = tables[Tag.head], head.length >= 54,
            let macStyle = file.u16(head.offset + 44), let name = tables[Tag.name]
        else { return nil }
        let os2 = tables[Tag.os2].flatMap { os2Fields(file, $0) }
        let hasOutline = tables[Tag.glyf] != nil || tables[Tag.cffTable] != nil || tables[Tag.cff2] != nil
        // FreeType reads the style from OS/2 for outline fonts, from head's macStyle otherwise.
        let isBold: Bool
        let isItalic: Bool
        if hasOutline, let os2 {
            isItalic = os2.selection & (512 | 1) != 0
            isBold = os2.selection & 32 != 0
        } else {
            isItalic = macStyle & 2 != 0
            isBold = macStyle & 1 != 0
        }
        // A face flagged WWS-only names its family in the typographic family; others may carry
        // a separate WWS family (name 21) first.
        let nameIDs = (os2?.selection ?? 0) & 256 != 0 ? [16, 1] : [21, 16, 1]
        guard let records = nameRecords(file, name),
            let family = nameIDs.lazy.compactMap({ preferredName(records, id: $0, file) }).first,
            !family.isEmpty
        else { return nil }
        return FontFaceDescription(
            path: path, index: index, family: family, weight: os2?.weightClass ?? (isBold ? 700 : 400),
            isItalic: isItalic,
            isColorBitmap: !hasOutline && (hasStrikes(file, tables[Tag.cblc]) || hasStrikes(file, tables[Tag.sbix])))
    }

    private static func tableDirectory(_ file: BigEndianBytes, at offset: Int) -> [UInt32: Table]? {
        guard let count = file.u16(offset + 4), file.contains(offset: offset + 12, length: 16 * count) else { return nil }
        var tables: [UInt32: Table] = [:]
        for record in 0..<count {
            let at = offset + 12 + 16 * record
            let table = Table(offset: Int(file.u32(at + 8)!), length: Int(file.u32(at + 12)!))
            guard file.contains(offset: table.offset, length: table.length) else { return nil }
            tables[file.u32(at)!] = table
        }
        return tables
    }

    /// The weight class and fsSelection, or nil where FreeType treats the table as missing:
    /// when the fields its version promises run past the end of the file (FreeType reads
    /// them from the table's start whatever length the directory gives).
    private static func os2Fields(_ file: BigEndianBytes, _ table: Table) -> (weightClass: Int, selection: Int)? {
        guard let version = file.u16(table.offset) else { return nil }
        let required = version >= 5 ? 100 : version >= 2 ? 96 : version >= 1 ? 86 : 78
        guard file.contains(offset: table.offset, length: required), let weight = file.u16(table.offset + 4),
            let selection = file.u16(table.offset + 62)
        else { return nil }
        return (weight, selection)
    }

    private static func hasStrikes(_ file: BigEndianBytes, _ table: Table?) -> Bool {
        guard let table, let count = file.u32(table.offset + 4) else { return false }
        return count > 0
    }

    private struct NameRecord {
        let platform: Int
        let encoding: Int
        let language: Int
        let nameID: Int
        let offset: Int
        let length: Int
    }

    /// Records whose strings lie in the table's storage, as FreeType keeps them.
    private static func nameRecords(_ file: BigEndianBytes, _ table: Table) -> [NameRecord]? {
        guard let format = file.u16(table.offset), format == 0, let count = file.u16(table.offset + 2),
            let storage = file.u16(table.offset + 4), 6 + 12 * count <= table.length
        else { return nil }
        let storageStart = table.offset + storage, storageEnd = table.offset + table.length
        var records: [NameRecord] = []
        for index in 0..<count {
            let at = table.offset + 6 + 12 * index
            let record = NameRecord(
                platform: file.u16(at)!, encoding: file.u16(at + 2)!, language: file.u16(at + 4)!,
                nameID: file.u16(at + 6)!, offset: storageStart + file.u16(at + 10)!, length: file.u16(at + 8)!)
            guard record.length > 0, record.offset >= table.offset + 6 + 12 * count,
                record.offset + record.length <= storageEnd
            else { continue }
            records.append(record)
        }
        return records
    }

    /// FreeType's choice among the records of one name: an English Windows name, else an
    /// Apple one (English, then Roman), else a Unicode-platform one; then folded to ASCII.
    private static func preferredName(_ records: [NameRecord], id: Int, _ file: BigEndianBytes) -> String? {
        var windows: NameRecord?, windowsIsEnglish = false
        var appleEnglish: NameRecord?, appleRoman: NameRecord?, unicode: NameRecord?
        for record in records where record.nameID == id {
            switch record.platform {
            case 0, 2:
                unicode = record
            case 1:
                if record.language == 0 { appleEnglish = record } else if record.encoding == 0 { appleRoman = record }
            case 3:
                let english = record.language & 0x3FF == 0x009
                if (windows == nil || english) && [0, 1, 10].contains(record.encoding) {
                    windows = record
                    windowsIsEnglish = english
                }
            default:
                break
            }
        }
        let apple = appleEnglish ?? appleRoman
        if let windows, apple == nil || windowsIsEnglish { return ascii(file, windows, unitSize: 2) }
        if let apple { return ascii(file, apple, unitSize: 1) }
        if let unicode { return ascii(file, unicode, unitSize: 2) }
        return nil
    }

    /// FreeType's family names are ASCII: a code unit outside 32...127 becomes "?", and a
    /// zero ends the string.
    private static func ascii(_ file: BigEndianBytes, _ record: NameRecord, unitSize: Int) -> String {
        var text = ""
        for unit in 0..<record.length / unitSize {
            let at = record.offset + unit * unitSize
            let code = (unitSize == 2 ? file.u16(at) : file.u8(at)) ?? 0
            if code == 0 { break }
            text.unicodeScalars.append(Unicode.Scalar(UInt8(code < 32 || code > 127 ? 63 : code)))
        }
        return text
    }
}

import CHyphen
import FukidashiLayout
import FukidashiPlatform

#if canImport(Glibc)
    import Glibc
#endif

/// `Hyphenator` on libhyphen with Debian's `hyphen-*` pattern files
/// (`/usr/share/hyphen/hyph_de_DE.dic`): a locale's region's file, else its language's, else
/// its home country's, else the first of the language's regions. A word is asked in lower
/// case, in the file's own encoding (UTF-8, ISO 8859-1, -2, -7, -13 or KOI8-R, by iconv); a
/// word the encoding cannot hold is not hyphenated.
package final class LibHyphenator: Hyphenator, @unchecked Sendable {
    private let folder: String
    /// Each language's file, once looked for (`nil`: none installed).
    private let files = Locked<[String: String?]>([:])
    /// iconv's converters from UTF-8, by charset, made once; a converter is used under the lock.
    private let converters = Locked<[String: iconv_t]>([:])

    /// One for the process: each pattern file is looked for and loaded once.
    package static let shared = LibHyphenator()

    /// Where Debian's `hyphen-*` packages put their patterns.
    static let standardFolder = "/usr/share/hyphen"
    /// As CSS and LibreOffice: no hyphen closer than two letters to a word's start, three to its end.
    static let (leftMinimum, rightMinimum) = (2, 3)

    package init(folder: String = LibHyphenator.standardFolder) {
        self.folder = folder
    }

    package func hyphenationPoints(_ word: String, locale: TextLocale) -> [Int]? {
        guard let path = file(for: locale) else { return nil }
        let characters = Array(word.lowercased())
        // Lower-casing can change the count ("İ"): such a word is not hyphenated.
        guard characters.count == word.count, characters.count >= Self.leftMinimum + Self.rightMinimum else { return [] }
        var problem = [CChar](repeating: 0, count: 256)
        var charset = [CChar](repeating: 0, count: 64)
        guard fk_hyphen_charset(path, &charset, &problem) == 0 else { return [] }
        // The word in the file's encoding; a character the encoding lacks leaves it whole.
        var bytes: [CChar] = []
        for character in characters {
            guard let encoded = encoded(character, charset: String(nulTerminated: charset)) else { return [] }
            bytes += encoded
        }
        var marks = [CChar](repeating: 0, count: bytes.count)
        let status = fk_hyphen_points(path, bytes, Int32(bytes.count), &marks, Int32(Self.leftMinimum), Int32(Self.rightMinimum), &problem)
        guard status == 0 else { return [] }
        // libhyphen marks characters, not bytes, in a UTF-8 file too.
        return characters.indices.compactMap { index in
            index + 1 < characters.count && marks[index] != 0 ? index + 1 : nil
        }
    }

    /// `character` in `charset` (a pattern file's: UTF-8, ISO8859-1, -2, -7, -13, KOI8-R), by
    /// iconv; `nil` where the charset cannot hold it.
    private func encoded(_ character: Character, charset: String) -> [CChar]? {
        let utf8 = Array(String(character).utf8)
        if charset.uppercased() == "UTF-8" { return utf8.map { CChar(bitPattern: $0) } }
        var input = utf8.map { CChar(bitPattern: $0) }
        var output = [CChar](repeating: 0, count: 8)
        let written = converters.withLock { converters -> Int? in
            let converter: iconv_t
            if let known = converters[charset] {
                converter = known
            } else {
                converter = iconv_open(charset, "UTF-8")
                converters[charset] = converter
            }
            guard converter != iconv_t(bitPattern: -1) else { return nil }
            return input.withUnsafeMutableBufferPointer { inBuffer in
                output.withUnsafeMutableBufferPointer { outBuffer in
                    var inPointer: UnsafeMutablePointer<CChar>? = inBuffer.baseAddress
                    var outPointer: UnsafeMutablePointer<CChar>? = outBuffer.baseAddress
                    var inLeft = inBuffer.count, outLeft = outBuffer.count
                    _ = iconv(converter, nil, nil, nil, nil)  // a fresh state for each character
                    guard iconv(converter, &inPointer, &inLeft, &outPointer, &outLeft) != -1, inLeft == 0 else { return nil }
                    return outBuffer.count - outLeft
                }
            }
        }
        return written.map { Array(output.prefix($0)) }
    }

    /// The pattern file for `locale`'s language, looked for once.
    func patternFile(for locale: TextLocale) -> String? { file(for: locale) }

    private func file(for locale: TextLocale) -> String? {
        var (language, region) = locale.hyphenationParts
        guard !language.isEmpty else { return nil }
        // Norwegian's patterns are Bokmål's and Nynorsk's; "no" is Bokmål on both platforms.
        if language == "no" { language = "nb" }
        let key = language + "_" + (region ?? "")
        return files.withLock { files -> String? in
            if let known = files[key] { return known }
            var candidates = region.map { ["hyph_\(language)_\($0).dic"] } ?? []
            // Then the language's own file, or its home country's (es_ES, not es_AR).
            candidates += ["hyph_\(language).dic", "hyph_\(language)_\(language.uppercased()).dic"]
            let paths: [String] = candidates.map { folder + "/" + $0 }
            let others: [String] = Self.names(in: folder).sorted().filter { $0.hasPrefix("hyph_\(language)_") && $0.hasSuffix(".dic") }
            let found: String? = (paths + others.map { folder + "/" + $0 }).first { path in access(path, R_OK) == 0 }
            files[key] = found
            return found
        }
    }

    /// The names in `folder` (none where it cannot be read).
    private static func names(in folder: String) -> [String] {
        guard let directory = opendir(folder) else { return [] }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            names.append(withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) })
        }
        return names
    }
}

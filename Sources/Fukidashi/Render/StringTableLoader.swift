import FukidashiModel
import FukidashiPlatform
import FukidashiStrings

#if canImport(Glibc)
    import Glibc
#endif
#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Reads the app's string tables from the files and folders a spec or `--strings` names,
/// each once per renderer:
/// - `.xcstrings` String Catalogs;
/// - `.strings` and `.stringsdict` in `xx.lproj/` folders (`Base.lproj` is the source language);
/// - Android `strings.xml` files in `values…/` folders (`values/` is the source language);
/// - `.xliff`/`.xlf` files, as in Xcode's `.xcloc` exports.
/// A folder is searched for all of these, in name order.
package final class StringTableLoader {
    /// A table file larger than this is refused before it is read.
    static let maxFileSize = 16 << 20
    /// How deep a folder is searched, and how many files at most, so a mistaken `--strings /`
    /// ends quickly.
    static let maxDepth = 8
    static let maxFiles = 10_000

    private var cache: [String: Result<[StringTableFile], StringTableError>] = [:]

    /// Drops the tables read from paths `isStale` picks (a file, or a folder searched).
    func forget(where isStale: (String) -> Bool) {
        for key in cache.keys where isStale(String(key.prefix { $0 != "\u{0}" })) { cache[key] = nil }
    }

    /// The tables under `path` (a file or folder), their files named from `shownAs` in
    /// messages and the manifest; `source` is the language of `values/` and `Base.lproj`.
    func load(_ path: String, shownAs: String, source: String) -> Result<[StringTableFile], StringTableError> {
        let key = PathText.real(path) + "\u{0}" + shownAs + "\u{0}" + source
        if let cached = cache[key] { return cached }
        let result: Result<[StringTableFile], StringTableError>
        do throws(StringTableError) {
            if PathText.isFolder(path) {
                var files: [StringTableFile] = []
                for file in try Self.tableFiles(in: path) {
                    let shown = PathText.joined(shownAs, String(file.dropFirst(path.count + (path.hasSuffix("/") ? 0 : 1))))
                    if let read = try Self.readFailingItsLocale(file, shownAs: shown, source: source, explicit: false) { files.append(read) }
                }
                result = .success(files)
            } else {
                guard let read = try Self.readFailingItsLocale(path, shownAs: shownAs, source: source, explicit: true) else {
                    throw StringTableError(
                        file: shownAs, "is not a string table Fukidashi reads (.xcstrings, .strings, .stringsdict, Android strings.xml, .xliff)")
                }
                result = .success([read])
            }
        } catch {
            result = .failure(error)
        }
        cache[key] = result
        return result
    }

    /// The files under `folder` that may be tables, sorted by path; not those Fukidashi wrote
    /// (`GeneratedTable`: a project's labels beside the app's strings).
    static func tableFiles(in folder: String) throws(StringTableError) -> [String] {
        var found: [String] = []
        func walk(_ dir: String, depth: Int) {
            guard depth <= maxDepth, found.count < maxFiles,
                let names = try? FileManager.default.contentsOfDirectory(atPath: dir)
            else { return }
            for name in names.sorted() where !name.hasPrefix(".") {
                let path = PathText.joined(dir, name)
                if PathText.isFolder(path) {
                    walk(path, depth: depth + 1)
                } else if ["xcstrings", "strings", "stringsdict", "xml", "xliff", "xlf"].contains(Self.extensionOf(name)), !Self.isGenerated(path) {
                    found.append(path)
                }
            }
        }
        walk(folder, depth: 0)
        return found
    }

    /// Whether the file begins with Fukidashi's own mark.
    static func isGenerated(_ path: String) -> Bool {
        GeneratedTable.isGenerated(head: BoundedFile.head(path, count: GeneratedTable.headLength))
    }

    static func extensionOf(_ name: String) -> String {
        guard let dot = name.lastIndex(of: ".") else { return "" }
        return String(name[name.index(after: dot)...]).lowercased()
    }

    static func baseName(_ path: String) -> String {
        let name = PathText.lastComponent(path)
        guard let dot = name.lastIndex(of: ".") else { return name }
        return String(name[..<dot])
    }

    /// `read`, except that a broken file of one locale (`values-ru/strings.xml`,
    /// `ru.lproj/Localizable.strings`) becomes its table marked broken in that locale: it fails
    /// the locales that reach it, and the others still render. A broken file of every locale
    /// (a String Catalog, an XLIFF) fails the spec.
    static func readFailingItsLocale(_ path: String, shownAs file: String, source: String, explicit: Bool) throws(StringTableError)
        -> StringTableFile?
    {
        do throws(StringTableError) {
            return try read(path, shownAs: file, source: source, explicit: explicit)
        } catch {
            guard ["strings", "stringsdict", "xml"].contains(extensionOf(path)),
                let locale = try? locale(of: path, shownAs: file, source: source, explicit: true)
            else {
                throw error
            }
            var table = StringTable(name: baseName(path))
            table.markBroken(locale, error)
            return StringTableFile(tables: [table])
        }
    }

    /// The locale a per-locale file's folder names (`ja.lproj`, `values-ja`); `nil` for a kind
    /// that holds every locale, or a file a folder search passes over.
    static func locale(of path: String, shownAs file: String, source: String, explicit: Bool) throws(StringTableError) -> String? {
        let kind = extensionOf(path)
        let folder = PathText.lastComponent(PathText.parent(path))
        switch kind {
        case "strings", "stringsdict":
            guard folder.hasSuffix(".lproj") else {
                if explicit { throw StringTableError(file: file, "a .\(kind) file must sit in an xx.lproj folder, which says its locale") }
                return nil
            }
            let name = String(folder.dropLast(".lproj".count))
            if name == "Base" { return source }
            guard let locale = AppleLocaleFolder.locale(of: name) else {
                if explicit { throw StringTableError(file: file, "\(folder.quotedForDiagnostic) does not name a locale") }
                return nil
            }
            return locale
        case "xml":
            guard let values = AndroidQualifier.locale(ofFolder: folder, source: source) else {
                if explicit {
                    throw StringTableError(
                        file: file,
                        "an Android strings file must sit in a values folder of a locale (values, values-ja, values-pt-rBR, values-b+sr+Latn)")
                }
                return nil
            }
            return values
        default:
            return nil
        }
    }

    /// One file's tables; `nil` for a file a folder search passes over (an `.xml` that is not
    /// in a `values…` folder, a `.strings` outside an `.lproj`).
    static func read(_ path: String, shownAs file: String, source: String, explicit: Bool) throws(StringTableError) -> StringTableFile? {
        let kind = extensionOf(path)
        var locale: String?
        switch kind {
        case "strings", "stringsdict", "xml":
            guard let found = try Self.locale(of: path, shownAs: file, source: source, explicit: explicit) else { return nil }
            locale = found
        case "xcstrings", "xliff", "xlf":
            break
        default:
            return nil
        }
        let bytes = try contents(path, shownAs: file)
        let table = baseName(path)
        switch kind {
        case "xcstrings": return try XCStringsReader.read(bytes, file: file, table: table)
        case "strings": return try StringsFileReader.read(bytes, file: file, table: table, locale: locale!)
        case "stringsdict": return try StringsDictReader.read(XMLMarkup.parse(bytes, file: file), file: file, table: table, locale: locale!)
        case "xml":
            let root = try XMLMarkup.parse(bytes, file: file)
            // Other resource files (layouts) may sit beside strings in a folder search.
            if root.name != "resources", !explicit { return nil }
            return try AndroidStringsReader.read(root, file: file, table: table, locale: locale!)
        default: return try XLIFFReader.read(XMLMarkup.parse(bytes, file: file), file: file)
        }
    }

    /// Runs `bytes` through every reader, as each kind of table: for the fuzzer, which checks
    /// that no input crashes one.
    package static func readAsEveryKind(_ bytes: [UInt8]) {
        _ = try? XCStringsReader.read(bytes, file: "fuzz.xcstrings", table: "fuzz")
        _ = try? StringsFileReader.read(bytes, file: "fuzz.strings", table: "fuzz", locale: "en")
        guard let markup = try? XMLMarkup.parse(bytes, file: "fuzz.xml") else { return }
        _ = try? AndroidStringsReader.read(markup, file: "fuzz.xml", table: "fuzz", locale: "en")
        _ = try? XLIFFReader.read(markup, file: "fuzz.xliff")
        _ = try? StringsDictReader.read(markup, file: "fuzz.stringsdict", table: "fuzz", locale: "en")
    }

    static func contents(_ path: String, shownAs file: String) throws(StringTableError) -> [UInt8] {
        do {
            return try BoundedFile.read(path, atMost: maxFileSize, limitNote: "a string table may be at most 16 MiB")
        } catch {
            throw StringTableError(file: file, error.message)
        }
    }
}

import Foundation
import Testing

@testable import Fukidashi
@testable import FukidashiBackend
@testable import FukidashiLayout
@testable import FukidashiModel
@testable import FukidashiPlatform

/// The font catalog reads family, weight and slant from the tables itself; FreeType is the
/// judge of what those are, so every case is checked against the face FreeType opens.
@Suite("Font catalog from the font tables", .tags(.stage))
final class SFNTReaderTests {
    private let library = try! FreeTypeLibrary()
    /// The made-up fonts of one test, removed with it.
    private let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fukidashi-sfnt-\(UUID().uuidString)")

    deinit { try? FileManager.default.removeItem(at: folder) }

    private func readerFaces(_ path: String) -> [FontFaceDescription]? {
        MappedFile.withBytes(of: path) { SFNTReader.faces(in: BigEndianBytes(bytes: $0), path: path) } ?? nil
    }

    private func freeTypeFaces(_ path: String) throws -> [FontFaceDescription] {
        let count = try FreeTypeFace.faceCount(path: path, library: library)
        return try (0..<count).map { try FreeTypeFace(path: path, index: $0, library: library).description }
    }

    private func write(_ bytes: [UInt8], name: String = "font.ttf") throws -> String {
        let url = folder.appendingPathComponent(UUID().uuidString).appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url)
        return url.path
    }

    /// The reader's description of a made-up font, after checking FreeType agrees.
    private func agreed(_ font: SyntheticFont, sourceLocation: SourceLocation = #_sourceLocation) throws -> FontFaceDescription? {
        let path = try write(font.bytes())
        let read = readerFaces(path)
        let freeType = try freeTypeFaces(path)
        #expect(read == freeType, "reader \(read ?? []) FreeType \(freeType)", sourceLocation: sourceLocation)
        return read?.first
    }

    @Test("every bundled font reads as FreeType reads it")
    func bundledFonts() throws {
        let folder = FontsLocator.bundledFontsDirectory()!
        let files = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".ttf") || $0.hasSuffix(".otf") }
        #expect(files.count == 54)
        for file in files.sorted() {
            let path = folder + "/" + file
            let read = try #require(readerFaces(path), "\(file) was not read")
            #expect(read == (try freeTypeFaces(path)), "\(file)")
        }
    }

    @Test("English Windows names win; other languages only when nothing else is there")
    func nameChoice() throws {
        var font = SyntheticFont(family: "Plain")
        font.names = [SyntheticFont.Name(language: 0x411, id: 1, text: "Japanese Name"), SyntheticFont.Name(id: 1, text: "English Name")]
        #expect(try agreed(font)?.family == "English Name")
        font.names = [SyntheticFont.Name(language: 0x411, id: 1, text: "Japanese Name")]
        #expect(try agreed(font)?.family == "Japanese Name")
        font.names += [SyntheticFont.Name(platform: 1, encoding: 0, language: 0, id: 1, text: "Mac Name")]
        #expect(try agreed(font)?.family == "Mac Name")
        font.names = [SyntheticFont.Name(platform: 0, encoding: 3, language: 0, id: 1, text: "Unicode Name")]
        #expect(try agreed(font)?.family == "Unicode Name")
    }

    @Test("the typographic family (16) beats the family (1); a WWS family (21) beats both unless the face is WWS-only")
    func familyIDs() throws {
        var font = SyntheticFont(family: "Sans Bold", names: [SyntheticFont.Name(id: 16, text: "Sans")])
        #expect(try agreed(font)?.family == "Sans")
        font.names.append(SyntheticFont.Name(id: 21, text: "Sans WWS"))
        #expect(try agreed(font)?.family == "Sans WWS")
        font.selection |= 256
        #expect(try agreed(font)?.family == "Sans")
    }

    @Test("names are folded to ASCII, as FreeType folds them")
    func asciiNames() throws {
        #expect(try agreed(SyntheticFont(family: "Gothic ゴシック é"))?.family == "Gothic ???? ?")
    }

    @Test("weight and slant from OS/2; from head when there is no OS/2")
    func styles() throws {
        var font = SyntheticFont(family: "Styled")
        font.weightClass = 300
        #expect(try agreed(font)?.weight == 300)
        font.selection = 0x01
        #expect(try agreed(font)?.isItalic == true)
        font.selection = 0x200  // oblique
        #expect(try agreed(font)?.isItalic == true)
        font.hasOS2 = false
        font.macStyle = 3  // bold italic
        let fallback = try agreed(font)
        #expect(fallback?.weight == 700)
        #expect(fallback?.isItalic == true)
    }

    @Test("collections list each face")
    func collection() throws {
        var bold = SyntheticFont(family: "Pair")
        bold.weightClass = 700
        let path = try write(SyntheticFont.collection([SyntheticFont(family: "Pair"), bold]), name: "pair.ttc")
        let read = try #require(readerFaces(path))
        #expect(read.map(\.weight) == [400, 700])
        #expect(read.map(\.index) == [0, 1])
        #expect(read == (try freeTypeFaces(path)))
    }

    @Test("anything not fully understood is left to FreeType: truncated, out of bounds, not an sfnt")
    func declines() throws {
        let bytes = SyntheticFont(family: "Cut").bytes()
        for cut in [0, 3, 11, 40, bytes.count - 10] {
            #expect(readerFaces(try write(Array(bytes.prefix(cut)))) == nil, "cut at \(cut)")
        }
        #expect(readerFaces(try write(Array("wOFF".utf8) + bytes.dropFirst(4))) == nil)
        #expect(readerFaces(try write(Array("not a font at all".utf8))) == nil)
    }

    @Test("damaged fonts: never a crash, and whatever is read agrees with FreeType")
    func damagedFonts() throws {
        var generator = SplitMix64(seed: 0x5F0F_3CF5)
        var font = SyntheticFont(family: "Damaged", names: [SyntheticFont.Name(id: 16, text: "Damaged Family")])
        font.weightClass = 600
        let original = font.bytes()
        var read = 0
        for _ in 0..<1500 {
            var bytes = original
            for _ in 0..<Int(generator.next() % 4 + 1) {
                bytes[Int(generator.next() % UInt64(bytes.count))] = UInt8(truncatingIfNeeded: generator.next())
            }
            let path = try write(bytes)
            guard let faces = readerFaces(path) else { continue }
            read += 1
            // FreeType may refuse what the catalog lists (the registry then fails the spec);
            // where it opens the face, it must see what the catalog saw.
            if let opened = try? FreeTypeFace(path: path, index: 0, library: library) {
                #expect(faces.first == opened.description, "\(faces) vs \(opened.description)")
            }
        }
        #expect(read > 500)
    }

    @Test("the registry opens a face only when text needs it")
    func lazyFaces() throws {
        let registry = try FontRegistry(directory: FontsLocator.bundledFontsDirectory()!)
        let all = (0..<registry.catalog.count).map { FontFaceID(index: $0) }
        #expect(all.filter(registry.isOpen).isEmpty)
        let chain = registry.faceChain(family: "Noto Sans", weight: 400, locale: .english)
        _ = ParagraphAnalyzer(fonts: registry, analyzer: ICUTextAnalyzer(), chain: chain, locale: .english).analyze("Hello")
        #expect(all.filter(registry.isOpen).map { registry.catalog[$0.index].family } == ["Noto Sans"])
    }

    @Test("a listed face FreeType cannot open fails the specs that need it, and only those")
    func unopenableFace() throws {
        // Tables the catalog reads, but no horizontal header: FreeType refuses the face.
        var bytes = SyntheticFont(family: "Broken Face").bytes()
        let hhea = try #require(bytes.firstRange(of: Array("hhea".utf8)))
        bytes.replaceSubrange(hhea, with: Array("hxxa".utf8))
        let path = try write(bytes)
        #expect(readerFaces(path)?.first?.family == "Broken Face")
        let renderer = try Renderer(Renderer.Configuration(userFonts: [URL(fileURLWithPath: path).deletingLastPathComponent().path]))
        func spec(_ family: String) -> [UInt8] {
            Array(
                ##"{"version": 1, "canvas": {"width": 200, "height": 80}, "styles": {"s": {"font": {"family": "\##(family)"}}}, "elements": [{"type": "bubble", "text": "Hi", "style": "s", "tail": null, "at": [10, 10]}]}"##
                    .utf8)
        }
        for _ in 0..<2 {  // the second time from the registry's memory of the failure
            #expect {
                try renderer.render(specBytes: spec("Broken Face"))
            } throws: { error in
                "\(error)".contains(path)
            }
            #expect(throws: Never.self) { try renderer.render(specBytes: spec("Noto Sans")) }
        }
    }
}

/// A small seeded generator, so the damaged fonts are the same on every run.
private struct SplitMix64 {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

import Testing

@testable import Fukidashi
@testable import FukidashiBackend
@testable import FukidashiCompare
@testable import FukidashiModel

@Suite("Run-time components")
struct RuntimeComponentsTests {
    @Test("the fingerprint records every library that decides pixels, libxml2, libjpeg-turbo, cmark-gfm and libhyphen among them")
    func fingerprint() throws {
        let names = RuntimeComponents.fingerprint.map(\.name)
        #expect(names == ["cairo", "pixman", "freetype", "harfbuzz", "icu", "libxml2", "libjpeg-turbo", "cmark-gfm", "libhyphen"])
        #expect(!RuntimeComponents.fingerprint.contains { $0.version == "missing" || $0.version.isEmpty })
        let renderer = try Renderer()
        let scene = try renderer.layOut(
            try SpecDecoder().decode(Array(#"{"version": 1, "canvas": {"width": 40, "height": 20}, "elements": []}"#.utf8)).document
        ).scene
        #expect(renderer.sidecar(for: scene).fingerprint.components.map(\.name) == names)
    }

    @Test("a library opened on first use that is nowhere is said at start, with the package to install")
    func startUpCheck() {
        #expect(RuntimeComponents.missing().isEmpty, "this machine has every library: \(RuntimeComponents.missing().map(\.soname))")
        let absent = RuntimeComponent(
            name: "absent", soname: "libfukidashi-absent.so.9", debianPackage: "libfukidashi-absent9", loading: .onFirstUse,
            decidesPixels: false, purpose: "a test")
        let missing = RuntimeComponents.missing(in: RuntimeComponents.table + [absent])
        #expect(missing.map(\.soname) == ["libfukidashi-absent.so.9"])
        #expect(
            RuntimeComponents.missingMessage(missing)
                == "fukidashi needs libfukidashi-absent.so.9 (a test), which this machine lacks; on Debian: apt-get install libfukidashi-absent9")
    }

    @Test("every library the binary links is in the table, by soname")
    func linkedAreListed() throws {
        let linked = Set(RuntimeComponents.table.filter { $0.loading == .linked }.map(\.soname))
        #expect(linked.isSuperset(of: ["libcairo.so.2", "libharfbuzz.so.0", "libfreetype.so.6", "libpixman-1.so.0", "libdeflate.so.0", "libz.so.1"]))
        #expect(Set(RuntimeComponents.table.map(\.name)).count == RuntimeComponents.table.count)
    }
}

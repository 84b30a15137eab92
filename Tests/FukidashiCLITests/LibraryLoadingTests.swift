import Foundation
import Testing

/// libxml2, libicui18n, TurboJPEG, cmark-gfm and libhyphen are opened when a spec first needs them, not at every
/// start: a plain spec's call loads none of them, and a spec that needs one loads it and
/// renders. The dynamic loader's own log (LD_DEBUG=files) says which libraries a call opened.
@Suite("libraries opened on first use", .serialized)
struct LibraryLoadingTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures")
    static let deferred = ["libxml2.so", "libicui18n.so", "libturbojpeg.so", "libcmark-gfm.so", "libcmark-gfm-extensions.so", "libhyphen.so"]

    /// The libraries the loader opened while `fukidashi render SPEC` ran, by file name.
    func librariesOpened(rendering spec: String) throws -> (status: Int32, libraries: Set<String>) {
        let out = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: out) }
        let process = Process()
        process.executableURL = CLI.binary
        process.arguments = ["render", spec, "--out", out.path]
        process.environment = ProcessInfo.processInfo.environment.merging(["LD_DEBUG": "files"]) { $1 }
        let err = Pipe()
        process.standardError = err
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let log = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        // Lines like "  1234:	file=libxml2.so.2 [0];  dynamically loaded by ...".
        let names = log.split(separator: "\n").compactMap { line -> String? in
            guard let start = line.range(of: "file=") else { return nil }
            return String(line[start.upperBound...].prefix { $0 != " " && $0 != "[" })
        }
        return (process.terminationStatus, Set(names.map { ($0 as NSString).lastPathComponent }))
    }

    func opened(_ library: String, in libraries: Set<String>) -> Bool {
        libraries.contains { $0.hasPrefix(library) }
    }

    @Test("a plain spec's call opens none of them")
    func plainSpec() throws {
        let (status, libraries) = try librariesOpened(rendering: Self.fixtures.appendingPathComponent("bench/reference.json").path)
        #expect(status == 0)
        #expect(opened("libcairo.so", in: libraries), "the log should list what was loaded: \(libraries.sorted())")
        for library in Self.deferred {
            #expect(!opened(library, in: libraries), "\(library) was loaded for a spec that does not need it")
        }
    }

    @Test("Android string tables with plurals open libxml2 and libicui18n; a JPEG screenshot TurboJPEG; Markdown cmark-gfm; hyphens libhyphen")
    func specsThatNeedThem() throws {
        let android = try librariesOpened(rendering: Self.fixtures.appendingPathComponent("localization/onboarding-android.json").path)
        #expect(android.status == 0)
        #expect(opened("libxml2.so", in: android.libraries))
        #expect(opened("libicui18n.so", in: android.libraries))
        let jpeg = try librariesOpened(rendering: Self.fixtures.appendingPathComponent("overlay/background-jpeg.json").path)
        #expect(jpeg.status == 0)
        #expect(opened("libturbojpeg.so", in: jpeg.libraries))
        let markdown = try librariesOpened(rendering: Self.fixtures.appendingPathComponent("text/markdown-runs.json").path)
        #expect(markdown.status == 0)
        #expect(opened("libcmark-gfm.so", in: markdown.libraries) && opened("libcmark-gfm-extensions.so", in: markdown.libraries))
        let hyphens = try librariesOpened(rendering: Self.fixtures.appendingPathComponent("balloon/hyphens.json").path)
        #expect(hyphens.status == 0)
        #expect(opened("libhyphen.so", in: hyphens.libraries))
    }

    @Test("fukidashi components lists every library the binary links and every one it opens, and the bundled fonts")
    func componentsListsWhatTheBinaryNeeds() throws {
        let result = try CLI.runBinary(["components"], in: Self.fixtures)
        #expect(result.status == 0, "\(result.stderr)")
        let listed = Set(
            result.stdout.split(separator: "\n").compactMap { line in
                line.split(separator: ": ").dropFirst().first?.split(separator: " ").first.map(String.init)
            })
        // What the dynamic section names, but the Swift runtime's and libc's own (with the Swift
        // runtime linked statically, as `scripts/install.sh` builds it, its own are the C++
        // runtime's libstdc++ and libgcc_s, and libc's the loader).
        let needed = try CLI.runTool("/usr/bin/readelf", ["-d", CLI.binary.path]).split(separator: "\n")
            .compactMap { line in line.contains("(NEEDED)") ? line.split(separator: "[").last?.split(separator: "]").first.map(String.init) : nil }
            .filter {
                !$0.hasPrefix("libswift")
                    && ![
                        "libBlocksRuntime.so", "libdispatch.so", "libFoundationEssentials.so", "libc.so.6", "libm.so.6", "libstdc++.so.6",
                        "libgcc_s.so.1", "ld-linux-x86-64.so.2"
                    ].contains($0)
            }
        #expect(!needed.isEmpty)
        for library in needed { #expect(listed.contains(library), "\(library) is linked but not in the table: \(listed.sorted())") }
        for library in Self.deferred { #expect(listed.contains { $0.hasPrefix(library) }, "\(library) is opened but not in the table") }
        #expect(result.stdout.contains("fonts: ") && result.stdout.contains("  NotoSans-Regular.ttf\n"))
    }
}

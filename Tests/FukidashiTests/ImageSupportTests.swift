import Foundation
import Testing

@testable import Fukidashi
@testable import FukidashiBackend
@testable import FukidashiJSON
@testable import FukidashiLayout
@testable import FukidashiModel
@testable import FukidashiVariants

@Suite("Gaussian blur")
struct GaussianBlurTests {
    @Test("the kernel is symmetric, sums to 1 and reaches 3σ")
    func kernel() {
        let k = GaussianBlur.kernel(sigma: 2)
        #expect(k.count == 13)
        #expect(abs(k.reduce(0, +) - 1) < 1e-12)
        #expect(k == Array(k.reversed()))
        #expect(GaussianBlur.kernel(sigma: 0) == [1])
    }

    @Test("a flat area keeps its value; an impulse spreads with standard deviation σ")
    func spread() {
        var flat = [UInt8](repeating: 200, count: 41 * 41)
        GaussianBlur.blur(&flat, width: 41, height: 41, stride: 41, sigma: 3)
        #expect(flat[20 * 41 + 20] == 200)

        // The kernel's own spread is σ: its variance is σ² (to within the cut at 3σ).
        let kernel = GaussianBlur.kernel(sigma: 4)
        let radius = kernel.count / 2
        let variance = kernel.enumerated().reduce(0.0) { $0 + $1.element * Double(($1.offset - radius) * ($1.offset - radius)) }
        #expect(abs(variance - 16) < 0.5)

        // A vertical line comes out, across its middle row, as the kernel itself in bytes.
        var image = [UInt8](repeating: 0, count: 61 * 61)
        for y in 0..<61 { image[y * 61 + 30] = 255 }
        GaussianBlur.blur(&image, width: 61, height: 61, stride: 61, sigma: 4)
        let middle = image[(30 * 61 + 30 - radius)...(30 * 61 + 30 + radius)]
        #expect(middle.elementsEqual(kernel.map { UInt8((255 * $0).rounded()) }))
    }
}

@Suite("Image headers: size before decoding")
struct ImageHeaderTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures")

    @Test("PNG and JPEG sizes come from their headers")
    func sizes() throws {
        let png = try [UInt8](Data(contentsOf: Self.fixtures.appendingPathComponent("overlay/screens/home.png")))
        #expect(try ImageHeader.read(png) == ImageHeader(format: .png, width: 960, height: 1440))
        let jpeg = try [UInt8](Data(contentsOf: Self.fixtures.appendingPathComponent("overlay/screens/home.jpg")))
        #expect(try ImageHeader.read(jpeg) == ImageHeader(format: .jpeg, width: 960, height: 1440))
    }

    @Test("a huge image is known to be huge from 45 bytes")
    func huge() throws {
        let bytes = try [UInt8](Data(contentsOf: Self.fixtures.appendingPathComponent("errors/images/huge.png")))
        #expect(bytes.count == 45)
        #expect(try ImageHeader.read(bytes) == ImageHeader(format: .png, width: 100_000, height: 100_000))
    }

    @Test("text is not an image; a cut header is truncated")
    func problems() {
        #expect(throws: ImageProblem.notAnImage) { try ImageHeader.read(Array("hello".utf8)) }
        #expect(throws: ImageProblem.truncated(format: "PNG", reason: nil)) {
            try ImageHeader.read([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0])
        }
        #expect(throws: ImageProblem.truncated(format: "JPEG", reason: nil)) { try ImageHeader.read([0xFF, 0xD8, 0xFF]) }
    }
}

@Suite("Image paths stay in the spec's folder")
struct SpecFilePolicyTests {
    private func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("fukidashi-paths-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url.appendingPathComponent("specs/img"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: url.appendingPathComponent("shared"), withIntermediateDirectories: true)
        try Data("x".utf8).write(to: url.appendingPathComponent("specs/img/a.png"))
        try Data("x".utf8).write(to: url.appendingPathComponent("shared/b.png"))
        try FileManager.default.createSymbolicLink(
            atPath: url.appendingPathComponent("specs/img/out.png").path,
            withDestinationPath: "../../shared/b.png")
        try FileManager.default.createSymbolicLink(
            atPath: url.appendingPathComponent("specs/img/in.png").path,
            withDestinationPath: "a.png")
        return url
    }

    private func source(_ path: String) -> ImageSource { ImageSource(path: path, jsonPath: JSONPath.root / "src") }

    @Test("relative paths and links that stay inside resolve; everything leaving is refused")
    func policy() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let policy = SpecFilePolicy(specFolder: root.appendingPathComponent("specs").path)
        #expect(try policy.resolve(source("img/a.png")).hasSuffix("/specs/img/a.png"))
        #expect(try policy.resolve(source("img/in.png")).hasSuffix("/specs/img/a.png"))
        for path in ["../shared/b.png", "img/out.png", root.appendingPathComponent("shared/b.png").path, "img/none.png"] {
            #expect(throws: Diagnostic.self, "\(path)") { try policy.resolve(source(path)) }
        }
    }

    @Test("--allow-path lets a folder in, after symlinks too")
    func allowed() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let policy = SpecFilePolicy(
            specFolder: root.appendingPathComponent("specs").path,
            allowedFolders: [root.appendingPathComponent("shared").path])
        #expect(try policy.resolve(source("../shared/b.png")).hasSuffix("/shared/b.png"))
        #expect(try policy.resolve(source("img/out.png")).hasSuffix("/shared/b.png"))
    }

    @Test("a spec from memory may read no image")
    func memory() {
        #expect(throws: Diagnostic.self) { try SpecFilePolicy(specFolder: nil).resolve(source("a.png")) }
    }
}

@Suite("Overlays and images, pixel by pixel")
struct OverlayPixelTests {
    static let overlayFolder = ImageHeaderTests.fixtures.appendingPathComponent("overlay").path

    @Test("a 3× screenshot on a 3× canvas is copied pixel for pixel")
    func pixelExact() throws {
        let spec =
            ##"{"version": 1, "canvas": {"width": 320, "height": 480, "scale": 3, "background": {"image": "screens/home.png", "fit": "fill"}}, "elements": []}"##
        let output = try Renderer().render(specBytes: Array(spec.utf8), specFolder: Self.overlayFolder)
        let source = try RasterImage(png: [UInt8](Data(contentsOf: URL(fileURLWithPath: Self.overlayFolder + "/screens/home.png"))))
        #expect(try RasterImage(png: output.png) == source)
    }

    @Test("overlapping spotlights open one hole: the overlap is as bright as the rest")
    func overlap() throws {
        let spec =
            ##"{"version": 1, "canvas": {"width": 100, "height": 60, "background": "#FFFFFF"}, "overlay": {"color": "#00000080", "spotlights": [{"shape": "circle", "center": [40, 30], "radius": 20}, {"shape": "circle", "center": [60, 30], "radius": 20}]}, "elements": []}"##
        let image = try RasterImage(png: Renderer().render(specBytes: Array(spec.utf8)).png)
        #expect(image.pixel(x: 50, y: 30) == (255, 255, 255, 255))  // in both circles
        #expect(image.pixel(x: 30, y: 30) == (255, 255, 255, 255))  // in one
        #expect(image.pixel(x: 2, y: 2) == (127, 127, 127, 255))  // dimmed once
    }
}

import Testing

@testable import Fukidashi
@testable import FukidashiBackend
@testable import FukidashiGeometry
@testable import FukidashiLayout

/// A spec's variants share its shadows' blurred masks: a bubble is the same shape in light and
/// dark, and blurring is most of what drawing it costs.
@Suite("Shadow masks kept for one spec", .tags(.stage))
struct ShadowMaskTests {
    static let spec = Array(
        ##"""
        {"version": 1, "appearances": ["light", "dark"], "canvas": {"width": 300, "height": 160, "scale": 2},
         "elements": [
           {"type": "bubble", "text": "Shadowed", "focus": [150, 140], "placement": "above", "style": {"shadow": {"color": "#00000040", "radius": 6, "offset": [0, 2]}}},
           {"type": "bubble", "text": "Another", "at": [10, 10], "tail": null, "style": {"shadow": {"color": "#00000040", "radius": 12}}}
         ]}
        """##.utf8)

    /// `scene` drawn as the renderer draws it, with `masks` (`nil`: every shadow blurred).
    func png(_ scene: Scene, renderer: Renderer, masks: ShadowMasks?) throws -> [UInt8] {
        let surface = try CairoSurface(width: scene.pixelWidth, height: scene.pixelHeight)
        let canvas = try CairoCanvas(surface: surface, scale: scene.scale)
        canvas.shadowMasks = masks
        try canvas.draw(scene, fonts: renderer.fonts, images: ImageSession(library: renderer.imageLibrary))
        return try PNGEncoder.encode(surface, compression: .fast)
    }

    @Test("light and dark blur each shadow once, and draw the bytes they draw blurring their own")
    func lightAndDarkShareTheirMasks() throws {
        let renderer = try Renderer()
        let outputs = try renderer.renderAll(specBytes: Self.spec)
        #expect(outputs.map(\.variant.appearance) == ["light", "dark"])
        let masks = ShadowMasks()
        let shared = try outputs.map { try png($0.scene, renderer: renderer, masks: masks) }
        #expect(masks.blurred == 2, "two shapes, each blurred once for both appearances")
        let own = try outputs.map { try png($0.scene, renderer: renderer, masks: nil) }
        #expect(shared == own)
        #expect(shared[0] != shared[1], "light and dark are different pictures")
    }

    @Test("a shape moved by a fraction of a pixel, or blurred more, is blurred again")
    func otherShapesBlurAgain() throws {
        let renderer = try Renderer()
        let light = try #require(renderer.renderAll(specBytes: Self.spec).first)
        let moved = try #require(
            renderer.renderAll(
                specBytes: Array(String(decoding: Self.spec, as: UTF8.self).replacingOccurrences(of: "[10, 10]", with: "[10.25, 10]").utf8)
            ).first)
        let masks = ShadowMasks()
        _ = try png(light.scene, renderer: renderer, masks: masks)
        _ = try png(moved.scene, renderer: renderer, masks: masks)
        #expect(masks.blurred == 3, "the first bubble's mask is kept; the moved one is blurred anew")
    }

    @Test("a mask over the limit is not kept, so it is blurred each time")
    func overTheLimit() throws {
        let renderer = try Renderer()
        let light = try #require(renderer.renderAll(specBytes: Self.spec).first)
        let masks = ShadowMasks(limit: 1)
        _ = try png(light.scene, renderer: renderer, masks: masks)
        _ = try png(light.scene, renderer: renderer, masks: masks)
        #expect(masks.blurred == 4)
    }

    @Test("masks past the limit push out the oldest")
    func oldestGoFirst() {
        func key(_ sigma: Double) -> ShadowMasks.Key {
            ShadowMasks.Key(outline: Path(segments: []), matrix: [1, 0, 0, 1, 0, 0], origin: Point(x: 0, y: 0), width: 2, height: 3, sigma: sigma)
        }
        let masks = ShadowMasks(limit: 10)
        masks.keep([UInt8](repeating: 1, count: 6), for: key(1))
        masks.keep([UInt8](repeating: 2, count: 4), for: key(2))
        #expect(masks[key(1)] != nil && masks[key(2)] != nil)
        masks.keep([UInt8](repeating: 3, count: 6), for: key(3))
        #expect(masks[key(1)] == nil, "the oldest went to make room")
        #expect(masks[key(2)] == [2, 2, 2, 2] && masks[key(3)]?.count == 6)
    }
}

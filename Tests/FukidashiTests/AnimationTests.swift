import Foundation
import FukidashiTree
import Testing

@testable import Fukidashi
@testable import FukidashiBackend
@testable import FukidashiGeometry
@testable import FukidashiLayout
@testable import FukidashiModel
@testable import FukidashiPlatform

@Suite("Animation timing (SPEC animation)")
struct AnimationTimingTests {
    @Test("pop follows the seed's keyframes, linear between them")
    func pop() {
        #expect(EnterEffect.popScale(0) == 1)
        #expect(abs(EnterEffect.popScale(1.0 / 3) - 1.2) < 1e-12)
        #expect(abs(EnterEffect.popScale(2.0 / 3) - 0.8) < 1e-12)
        #expect(EnterEffect.popScale(1) == 1)
        #expect(abs(EnterEffect.popScale(0.5) - 1.0) < 1e-12)  // halfway from 1.2 to 0.8
    }

    @Test("an element is hidden before its delay and settles after its duration")
    func progress() {
        let fade = EnterEffect(kind: .fade, delay: 0.2, duration: 0.3)
        #expect(fade.progress(at: 0.1) == nil)
        #expect(fade.progress(at: 0.2) == 0)
        #expect(abs(fade.progress(at: 0.35)! - 0.5) < 1e-12)
        #expect(fade.progress(at: 2) == 1)
    }

    @Test("frames are sampled at exactly k / fps")
    func frames() {
        #expect(Animation(fps: 30, duration: 0.6).frameTimes.count == 19)
        #expect(Animation(fps: 30, duration: 0.6).frameTimes.last == 18.0 / 30)
        #expect(Animation(fps: 10, duration: 0.25).frameTimes == [0, 0.1, 0.2])
    }

    @Test("a swipe moves every card behind up one depth")
    func swipeDepth() {
        let frame = Rect(x: 0, y: 0, width: 100, height: 100)
        let half = CardStackLayout(frame: frame, count: 3, canvasWidth: 100, swipe: 0.5, swipeTo: 160)
        let behind = half.cards.first { $0.index == 1 }!
        #expect(abs(behind.transform.a - (1 - 0.018 * 0.5)) < 1e-12)
        let top = half.cards.first { $0.index == 0 }!
        #expect(abs(top.transform.apply(Point(x: 50, y: 50)).x - 130) < 1e-9)
    }

    @Test("the changed region is the bounding box of differing pixels")
    func changedRegion() {
        var a = [UInt8](repeating: 0, count: 4 * 4 * 4), b = a
        b[(1 * 4 + 2) * 4] = 9
        b[(3 * 4 + 1) * 4 + 3] = 9
        #expect(APNGEncoder.changedRegion(a, b, width: 4, height: 4)! == (1, 1, 2, 3))
        #expect(APNGEncoder.changedRegion(a, a, width: 4, height: 4) == nil)
        a[0] = 1
    }
}

@Suite("Animated PNGs, parsed back")
struct APNGTests {
    static let folder = Fixtures.root.appendingPathComponent("animation").path

    @Test(
        "every frame equals a still rendered at its time; the default image is the settled state",
        arguments: Fixtures.cases("animation") + ["cards/swipe-animated"])
    func frames(_ name: String) throws {
        let renderer = try Renderer.forAnimations()
        let folder = Fixtures.folder(of: name)
        let document = try SpecDecoder().decode(Fixtures.bytes(name, "json")).document
        let animation = try #require(document.animation?.value)
        let apng = try APNGDecoder(renderer.render(document, specFolder: folder).png)
        #expect(apng.frames.count == animation.frameTimes.count)
        #expect(apng.plays == 0)
        for (frame, time) in zip(apng.frames, animation.frameTimes) {
            let still = try RasterImage(png: renderer.renderFrame(document, time: time, specFolder: folder))
            #expect(frame.image == still, "\(name) at t = \(time)")
        }
        #expect(abs(apng.frames[0].delay - 1 / animation.fps) < 1e-9)
        #expect(apng.frames.last!.delay == APNGEncoder.finalHold)
        let settled = try RasterImage(png: renderer.renderFrame(document, time: nil, specFolder: folder))
        #expect(apng.defaultImage == settled)
        #expect(apng.frames.last!.image == settled)
    }

    @Test("pop goldens at its keyframe times: 1.2× at 1/3, 0.8× at 2/3, settled at the end", arguments: [(1, "1of3"), (2, "2of3"), (3, "3of3")])
    func popKeyframes(_ third: Int, _ label: String) throws {
        let renderer = try Renderer.forAnimations()
        let document = try SpecDecoder().decode(Fixtures.bytes("animation/pop", "json")).document
        let enter = try #require(document.enterEffects[0]?.value)
        let time = enter.delay + enter.duration * Double(third) / 3
        let png = try renderer.renderFrame(document, time: time, specFolder: Self.folder)
        let scene = try renderer.layOut(document, specFolder: Self.folder, time: time).scene
        try GoldenImage.assertMatches(
            png, sidecar: renderer.sidecar(for: scene), golden: "animation/pop.at-\(label)", tolerance: GoldenTests.tolerance)
    }
}

@Suite("Frames shared among renderers")
struct FrameSharingTests {
    static let spec = FileManager.default.contents(atPath: Fixtures.root.path + "/cards/swipe-animated.json")!

    @Test("an animation drawn by one, two or three renderers is the same file, frame for frame")
    func sameBytes() throws {
        let configuration = Renderer.Configuration(keepsFrames: true)
        let folder = Fixtures.root.path + "/cards"
        let alone = try Renderer(configuration).render(specBytes: [UInt8](Self.spec), specFolder: folder)
        for extra in [1, 2] {
            let renderer = try Renderer(configuration)
            let helpers = FrameHelpers(unmade: extra) { () throws(RenderError) in try Renderer(configuration) }
            renderer.frameHelpers = helpers
            let shared = try renderer.render(specBytes: [UInt8](Self.spec), specFolder: folder)
            #expect(shared.png == alone.png, "\(extra + 1) renderers")
            #expect(shared.frames == alone.frames)
            #expect(alone.frames.count > 8)
            // The helpers were given back: a second render borrows them again.
            #expect(try renderer.render(specBytes: [UInt8](Self.spec), specFolder: folder).png == alone.png)
        }
    }
}

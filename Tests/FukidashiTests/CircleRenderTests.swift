import Testing

@testable import Fukidashi
@testable import FukidashiGeometry
@testable import FukidashiLayout
@testable import FukidashiModel

@Suite("Badges on a circle, rendered")
struct CircleRenderTests {
    @Test("a badge's centre lands on the avatar's circumference, at scale 1 and 3", arguments: [1.0, 3.0])
    func badgeCentre(_ scale: Double) throws {
        for angle in [0.0, 90.0, -45.0, 180.0, 270.0] {
            let spec =
                ##"{"version": 1, "canvas": {"width": 200, "height": 200, "scale": \##(scale), "background": "#FFFFFF"}, "elements": [{"type": "circle", "id": "avatar", "center": [100, 100], "radius": 60, "fill": "#D1D1D6"}, {"type": "circle", "center": {"on": "avatar", "angle": \##(angle)}, "radius": 8, "fill": "#FF0000"}]}"##
            let output = try Renderer().render(specBytes: Array(spec.utf8))
            guard case .circle(let badge) = output.scene.items[1] else {
                Issue.record("no badge")
                return
            }
            let expected = Circle(center: Point(x: 100, y: 100), radius: 60).point(atDegrees: angle)
            #expect(abs(badge.circle.center.x - expected.x) < 1e-9 && abs(badge.circle.center.y - expected.y) < 1e-9)
            let image = try RasterImage(png: output.png)
            let px = Int(expected.x * scale), py = Int(expected.y * scale)
            #expect(image.pixel(x: min(px, image.width - 1), y: min(py, image.height - 1)) == (255, 0, 0, 255), "angle \(angle)")
        }
    }

    @Test("a bubble's focus can sit on a badge: its apex touches that point")
    func focusOnBadge() throws {
        let spec =
            ##"{"version": 1, "canvas": {"width": 300, "height": 300}, "elements": [{"type": "circle", "id": "avatar", "center": [150, 180], "radius": 80}, {"type": "circle", "id": "edit", "center": {"on": "avatar", "angle": -45}, "radius": 12}, {"type": "bubble", "text": "Edit", "focus": {"on": "edit", "angle": 90}, "placement": "above"}]}"##
        let scene = try Renderer().render(specBytes: Array(spec.utf8)).scene
        guard case .bubble(let bubble) = scene.items[2] else {
            Issue.record("no bubble")
            return
        }
        let badge = Circle(center: Circle(center: Point(x: 150, y: 180), radius: 80).point(atDegrees: -45), radius: 12)
        let apex = try #require(bubble.geometry.tail?.apex)
        #expect(apex == badge.point(atDegrees: 90))
    }
}

@Suite("Circle texts in several locales")
struct CircleLocaleTests {
    @Test("a circle whose text is a locale map renders one image per locale, like a bubble")
    func circleLocaleMap() throws {
        let spec =
            ##"{"version": 1, "canvas": {"width": 120, "height": 120}, "elements": [{"type": "circle", "center": [60, 60], "radius": 40, "text": {"en": "Hi", "ja": "やあ"}}]}"##
        let outputs = try Renderer().renderAll(specBytes: Array(spec.utf8))
        #expect(outputs.map(\.locale) == ["en", "ja"])
        #expect(outputs[0].png != outputs[1].png)
        #expect(outputs.flatMap(\.warnings).isEmpty)
    }

    @Test("a circle missing a locale falls back to English with a warning naming the locale")
    func circleFallback() throws {
        let spec =
            ##"{"version": 1, "canvas": {"width": 240, "height": 120}, "elements": [{"type": "circle", "center": [60, 60], "radius": 40, "text": {"en": "A"}}, {"type": "bubble", "text": {"en": "Hi", "ko": "안녕"}, "tail": null, "at": [120, 40]}]}"##
        let outputs = try Renderer().renderAll(specBytes: Array(spec.utf8))
        #expect(outputs.map(\.locale) == ["en", "ko"])
        #expect(outputs[1].warnings.map(\.description) == [##"warning: elements[0].text.ko: no "ko" text; using "en""##])
        #expect(outputs[1].warnings.first?.category == .fallback)
    }
}

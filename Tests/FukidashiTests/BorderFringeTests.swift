import Foundation
import Testing

@testable import Fukidashi
@testable import FukidashiLayout

/// An inside-aligned border must hide the fill completely: no pixel just outside a
/// dark-filled, light-bordered shape may lean toward the fill colour. Cairo's coverage
/// conflation puts a faint ring of the fill there when the fill is drawn to the outer edge
/// and the border over it.
///
/// Each shape is rendered twice: as given (a dark fill, or a dark photo) and with its fill made
/// the border's colour and no photo. The pixels the second render draws partly (the outer
/// antialiased edge) are the ones just outside; in the first render each must still be a mix
/// of only the background and the border.
@Suite("Inside borders leave no fill fringe")
struct BorderFringeTests {
    static let background = SIMD3<Double>(0, 160, 0)
    static let border = SIMD3<Double>(255, 255, 255)

    static func spec(_ element: String, scale: Double) -> String {
        ##"{"version": 1, "canvas": {"width": 160, "height": 160, "scale": \##(scale), "background": "#00A000"}, "elements": [\##(element)]}"##
    }

    /// Shape name, the element as rendered, the same with a border-coloured fill and no photo.
    static let shapes: [(String, String, String)] = [
        (
            "circle",
            ##"{"type": "circle", "center": [80.3, 79.6], "radius": 50.4, "fill": "#000078", "border": {"color": "#FFFFFF", "width": 3}}"##,
            ##"{"type": "circle", "center": [80.3, 79.6], "radius": 50.4, "fill": "#FFFFFF", "border": {"color": "#FFFFFF", "width": 3}}"##
        ),
        (
            "circle with a photo",
            ##"{"type": "circle", "center": [80.3, 79.6], "radius": 50.4, "image": "photos/me.png", "fill": "#000078", "border": {"color": "#FFFFFF", "width": 3}}"##,
            ##"{"type": "circle", "center": [80.3, 79.6], "radius": 50.4, "fill": "#FFFFFF", "border": {"color": "#FFFFFF", "width": 3}}"##
        ),
        (
            "bubble",
            ##"{"type": "bubble", "text": "", "focus": [80.3, 150.4], "placement": "above", "width": 120.6, "style": {"fill": "#000078", "cornerRadius": 14.2, "padding": 30.3, "border": {"color": "#FFFFFF", "width": 3}}}"##,
            ##"{"type": "bubble", "text": "", "focus": [80.3, 150.4], "placement": "above", "width": 120.6, "style": {"fill": "#FFFFFF", "cornerRadius": 14.2, "padding": 30.3, "border": {"color": "#FFFFFF", "width": 3}}}"##
        ),
        (
            "card with a photo",
            ##"{"type": "cardStack", "frame": [20.3, 10.6, 119.4, 140.2], "cards": [{"image": "../cards/photos/ramen.png"}], "style": {"fill": "#000078", "cornerRadius": 12.3, "border": {"color": "#FFFFFF", "width": 3}}}"##,
            ##"{"type": "cardStack", "frame": [20.3, 10.6, 119.4, 140.2], "cards": [{}], "style": {"fill": "#FFFFFF", "cornerRadius": 12.3, "border": {"color": "#FFFFFF", "width": 3}}}"##
        )
    ]

    static var circleFolder: String { Fixtures.root.appendingPathComponent("circle").path }

    static func render(_ element: String, scale: Double) throws -> RasterImage {
        let renderer = try Renderer(Renderer.Configuration(allowedImageFolders: [Fixtures.root.appendingPathComponent("cards").path]))
        return try RasterImage(png: renderer.render(specBytes: Array(spec(element, scale: scale).utf8), specFolder: circleFolder).png)
    }

    /// How far `p` lies from the segment between the background and the border colours.
    static func distanceFromEdgeColours(_ p: SIMD3<Double>) -> Double {
        let direction = border - background
        let t = min(1, max(0, ((p - background) * direction).sum() / (direction * direction).sum()))
        let nearest = background + t * direction
        return ((p - nearest) * (p - nearest)).sum().squareRoot()
    }

    @Test("the pixels just outside the border are background and border only", arguments: [0, 1, 2, 3], [1.0, 2.0])
    func noFringe(_ shape: Int, _ scale: Double) throws {
        let (name, element, plain) = Self.shapes[shape]
        let image = try Self.render(element, scale: scale)
        let reference = try Self.render(plain, scale: scale)
        var edgePixels = 0
        var worst = (distance: 0.0, x: 0, y: 0)
        for y in 0..<image.height {
            for x in 0..<image.width {
                let r = reference.pixel(x: x, y: y)
                let ref = SIMD3(Double(r.r), Double(r.g), Double(r.b))
                // Partly drawn in the reference: neither background nor solid border.
                guard ref != Self.background, ref != Self.border else { continue }
                edgePixels += 1
                let p = image.pixel(x: x, y: y)
                let distance = Self.distanceFromEdgeColours(SIMD3(Double(p.r), Double(p.g), Double(p.b)))
                if distance > worst.distance { worst = (distance, x, y) }
            }
        }
        #expect(edgePixels > 100, "\(name): the reference has too few edge pixels to judge")
        #expect(worst.distance <= 2, "\(name) at scale \(scale): pixel (\(worst.x), \(worst.y)) leans \(worst.distance) levels toward the fill")
    }
}

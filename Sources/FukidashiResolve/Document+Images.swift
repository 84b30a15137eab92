import FukidashiModel
import FukidashiTree

extension Document {
    /// The document with every image path it names (the background's screenshot and dump, and
    /// each element's: its kind's `mapImageSources`) replaced by `transform`'s: the one list of
    /// where image paths are, for each resolve step that picks a file.
    func imageSourcesMapped(_ transform: (ImageSource) -> ImageSource) -> Document {
        var document = self
        document.canvas = canvas.imageSourcesMapped(transform)
        document.elements = elements.map { $0.resolving { $0.mapImageSources(transform) } }
        return document
    }
}

extension Canvas {
    /// The canvas with its screenshot's and its dump's paths replaced by `transform`'s.
    func imageSourcesMapped(_ transform: (ImageSource) -> ImageSource) -> Canvas {
        var canvas = self
        canvas.backgrounds = backgrounds.map { background in
            guard case .image(let source, let fit) = background else { return background }
            return .image(transform(source), fit: fit)
        }
        canvas.hierarchies = hierarchies.map { $0.map(transform) }
        return canvas
    }
}

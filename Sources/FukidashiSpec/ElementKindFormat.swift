import FukidashiJSON
import FukidashiModel

/// A kind of element as the format declares it and the decoder reads it. Each kind gives its
/// own in the file that holds its keys and its decoding (`DocumentDecoding+Circle.swift` and its
/// siblings), as its member of `ElementFormats`; the schema's sections, the `"type"` names and
/// the decoder's choice of kind all read them from there.
struct ElementKindFormat: Sendable {
    /// Its `"type"`.
    let name: String
    /// Its sections of the schema, its own first, in the order the schema lists them.
    let definitions: [FormatDefinition]
    /// Whether it takes a `swipe` (a card stack's) where the others take an `enter`.
    let swipes: Bool
    /// The element, decoded as this kind; `nil` after an error, which is logged.
    let decode: @Sendable (DocumentDecoding, JSONValue, JSONPath, ElementDecodingContext) -> Element?

    /// A kind named `name`, whose keys are `object`, described in the schema by `summary`, with
    /// the sections of its parts (`more`) after its own.
    init(
        _ name: String, _ summary: String, _ object: FormatObject, more: [FormatDefinition] = [], swipes: Bool = false,
        decode: @escaping @Sendable (DocumentDecoding, JSONValue, JSONPath, ElementDecodingContext) -> Element?
    ) {
        (self.name, self.definitions) = (name, [FormatDefinition(name, summary, .object(object))] + more)
        (self.swipes, self.decode) = (swipes, decode)
    }
}

/// What a kind's decoding may need of the rest of the spec.
struct ElementDecodingContext {
    /// The spec's named styles.
    let styles: [String: StyleSpec]
    /// The ids declared in `elements`, for a point on another circle.
    let references: ReferenceContext
}

/// Every kind's `ElementKindFormat`, one member per kind, each in its kind's file.
struct ElementFormats: ElementKinds {}

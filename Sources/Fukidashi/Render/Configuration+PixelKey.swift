extension Renderer.Configuration {
    /// Each option as `name value`, read from the declaration by reflection: every stored
    /// option is listed, with no hand-kept list to forget one. Nested values (the limits)
    /// print their own fields.
    package var pixelKey: [String] {
        Mirror(reflecting: self).children.map { child in "\(child.label ?? "?") \(String(reflecting: child.value))" }
    }
}

/// The part of the `--incremental` key that options make: each stored property of a value
/// as `name value`, read from its declaration by reflection, so there is no hand-kept list to
/// forget a new option in. Nested values (the limits) print their own fields.
package enum PixelKey {
    package static func lines(of options: Any) -> [String] {
        Mirror(reflecting: options).children.map { child in "\(child.label ?? "?") \(String(reflecting: child.value))" }
    }
}

extension Renderer.Configuration {
    /// Every option of the renderer, as `PixelKey` lists them.
    /// The project's styles are left out: each spec's key has those it uses
    /// (`ProjectDefaults.stylesText(usedBy:)`), so a changed theme re-renders only its specs.
    package var pixelKey: [String] {
        PixelKey.lines(of: self).filter { !$0.hasPrefix("project ") }
            + ["project appearances \(project?.appearances ?? []) scales \(project?.scales ?? [])"]
    }
}

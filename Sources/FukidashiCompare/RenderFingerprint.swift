/// What made an image: the renderer's version, the C libraries that decide pixels, and a
/// hash of every font file drawn with. When a golden fails and its fingerprint differs, the
/// difference says which part changed, so a stale golden is told from a real regression.
package struct RenderFingerprint: Hashable, Sendable {
    package struct Component: Hashable, Sendable {
        package let name: String
        package let version: String

        package init(name: String, version: String) {
            self.name = name
            self.version = version
        }
    }

    var renderer: String
    /// The libraries that decide pixels, in `RuntimeComponents`' order: cairo, pixman,
    /// freetype, harfbuzz, icu, libxml2, libjpeg-turbo, cmark-gfm and libhyphen (its patterns' files are not counted).
    package var components: [Component]
    /// Font file name → SHA-256 of its bytes, for the fonts this image used.
    var fonts: [String: String]

    package init(renderer: String, components: [Component], fonts: [String: String]) {
        self.renderer = renderer
        self.components = components
        self.fonts = fonts
    }

    /// What differs from the fingerprint a golden was recorded with, in words:
    /// ["FreeType 2.12.1 → 2.13.2", "font NotoSans-Bold.ttf changed"].
    package func changes(since golden: RenderFingerprint) -> [String] {
        var changes: [String] = []
        if renderer != golden.renderer { changes.append("fukidashi \(golden.renderer) → \(renderer)") }
        for component in components {
            let old = golden.components.first { $0.name == component.name }?.version
            if let old, old != component.version {
                changes.append("\(Self.displayName(component.name)) \(old) → \(component.version)")
            }
        }
        for (file, hash) in fonts.sorted(by: { $0.key < $1.key }) {
            if let old = golden.fonts[file] {
                if old != hash { changes.append("font \(file) changed") }
            } else {
                changes.append("font \(file) is used now, not before")
            }
        }
        for file in golden.fonts.keys.sorted() where fonts[file] == nil {
            changes.append("font \(file) is no longer used")
        }
        return changes
    }

    static func displayName(_ component: String) -> String {
        ["cairo": "Cairo", "pixman": "pixman", "freetype": "FreeType", "harfbuzz": "HarfBuzz", "icu": "ICU"][component] ?? component
    }
}

/// A decoded image the backend holds; the scene names it by key, never by pointer.
package struct SceneImage: Hashable, Sendable {
    package let key: String
    package let pixelWidth: Int
    package let pixelHeight: Int

    package init(key: String, pixelWidth: Int, pixelHeight: Int) {
        self.key = key
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
    }
}

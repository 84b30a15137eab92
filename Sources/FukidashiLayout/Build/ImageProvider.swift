import FukidashiTree
import FukidashiVariants

/// Gives layout the images a spec names, checked and decoded, as plain values.
package protocol ImageProvider {
    func image(for file: ResolvedImageFile) throws(Diagnostic) -> SceneImage
}

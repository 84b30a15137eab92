import FukidashiGeometry

/// How a shrink factor is written for people: `0.82×`.
package enum ScaleText {
    package static func factor(_ scale: Double) -> String {
        ((scale * 100).rounded() / 100).shortDescription + "×"
    }
}

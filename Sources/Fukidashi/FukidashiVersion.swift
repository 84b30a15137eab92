/// The renderer's version: printed by `fukidashi --version` and recorded in golden
/// fingerprints. Bump it whenever a change moves pixels on purpose.
public enum FukidashiVersion {
    /// The version, "major.minor.patch".
    public static let current = "0.2.0"
}

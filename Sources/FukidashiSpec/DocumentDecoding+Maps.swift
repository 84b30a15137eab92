import FukidashiJSON
import FukidashiModel
import FukidashiVariants

/// What each point after the first (each appearance after the first) says of its own entries,
/// which the one decode read with the first's: what is wrong with them fails only that point's
/// variants, and what they warn of is said with them.
struct VariantDiagnostics {
    var errors = DiagnosticsByVariant()
    var warnings = DiagnosticsByVariant()
}

extension DocumentDecoding {
    /// How many anchors and points on circles the decode has recorded so far.
    var recordCounts: (anchors: Int, references: Int) { (anchorLog.anchors.count, referenceLog.references.count) }

    /// Where the records made since `start` (an earlier `recordCounts`) are in the decode's lists.
    func records(since start: (anchors: Int, references: Int)) -> PlacementRecords.Ranges {
        PlacementRecords.Ranges(anchors: start.anchors..<anchorLog.anchors.count, references: start.references..<referenceLog.references.count)
    }

    /// The records in `ranges` of this decode's lists.
    func records(in ranges: PlacementRecords.Ranges) -> PlacementRecords {
        PlacementRecords(
            anchors: Array(anchorLog.anchors[ranges.anchors]), references: Array(referenceLog.references[ranges.references]))
    }

    /// Whether every map the decode met was read whole where it is (`MapSites.readWhole`),
    /// once the spec has nothing else wrong: one that was not sits in another map's entry,
    /// which is that entry's variants' already, and is said so (as is, should a key's reader
    /// not take maps, the key).
    func checkEveryMapReadWhole() {
        guard !log.hasErrors else { return }
        let sites = reader.sites
        for path in sites.maps.keys.filter({ !sites.readWhole.contains($0) }).sorted(by: { $0.description < $1.description }) {
            let names = sites.maps[path]!.axis.mapNames!
            guard sites.isInsideMap(path), let outer = sites.enclosingMap(of: path)?.mapNames else {
                log.error(path, "cannot be \(names.withArticle) map")
                continue
            }
            let another = outer.noun == names.noun ? "another \(outer.noun)" : outer.withArticle
            log.error(
                path,
                "is \(names.withArticle) map inside \(another) map's entry, which is one \(outer.noun)'s already; give that entry its own value")
        }
    }

    /// For each point after the first, what its entries say that the first's did not: from
    /// each map read whole (`MapSites`). `said`: what the decode said, which is not said
    /// again.
    func variantDiagnostics(besides said: [Diagnostic]) -> VariantDiagnostics {
        // Only other parts than this pass's are kept there: this pass's are said in the log.
        VariantDiagnostics(
            errors: reader.sites.errors.mapLists { Self.unsaid($1, besides: said) },
            warnings: reader.sites.warnings.mapLists { Self.unsaid($1, besides: said) })
    }

    /// `diagnostics` in order, each once, but those in `said`.
    private static func unsaid(_ diagnostics: [Diagnostic], besides said: [Diagnostic]) -> [Diagnostic] {
        var kept: [Diagnostic] = []
        for diagnostic in diagnostics where !said.contains(diagnostic) && !kept.contains(diagnostic) { kept.append(diagnostic) }
        return kept
    }
}

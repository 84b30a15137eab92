import Fukidashi
import FukidashiModel
import FukidashiVariants

/// Images, warnings and failed variants counted per value of every axis (`ja`, `dark`, `AX3`,
/// `3`): what `--summary json` reports, so a script reads that dark mode or 3× is where the
/// failures are without parsing a line of text.
struct VariantTally: Sendable {
    struct Counts: Equatable, Sendable {
        var images = 0
        var warnings = 0
        var failures = 0
    }

    /// Each axis's values in the order the batch first met them, with their counts.
    private(set) var values: [VariantAxis: [(value: String, counts: Counts)]] = [:]
    /// Every image, whatever its axes (a spec without variants has one).
    private(set) var total = Counts()

    /// One spec's outputs, each with its warnings.
    static func of(outputs: [RenderOutput]) -> VariantTally {
        var tally = VariantTally()
        for output in outputs {
            let warnings = output.warnings.filter { $0.severity == .warning }.count
            tally.total.images += 1
            tally.total.warnings += warnings
            tally.update(output.variant) {
                $0.images += 1
                $0.warnings += warnings
            }
        }
        return tally
    }

    /// The variants a spec's errors name, each once.
    static func of(errors: [Diagnostic]) -> VariantTally {
        of(failed: errors.filter { $0.severity == .error }.map(\.variant))
    }

    /// Failed variants (a render error, a golden that differs), each counted once.
    static func of(failed variants: [Variant]) -> VariantTally {
        var tally = VariantTally()
        var seen = Set<Variant>()
        for variant in variants where variant != .plain && seen.insert(variant).inserted {
            tally.total.failures += 1
            tally.update(variant) { $0.failures += 1 }
        }
        return tally
    }

    mutating func add(_ other: VariantTally) {
        total.images += other.total.images
        total.warnings += other.total.warnings
        for axis in VariantAxis.allCases {
            for (value, more) in other.values[axis] ?? [] {
                update(axis, value) {
                    $0.images += more.images
                    $0.warnings += more.warnings
                    $0.failures += more.failures
                }
            }
        }
        total.failures += other.total.failures
    }

    private mutating func update(_ variant: Variant, _ change: (inout Counts) -> Void) {
        for (axis, value) in variant.values { update(axis, value, change) }
    }

    private mutating func update(_ axis: VariantAxis, _ value: String, _ change: (inout Counts) -> Void) {
        var list = values[axis, default: []]
        if let index = list.firstIndex(where: { $0.value == value }) {
            change(&list[index].counts)
        } else {
            var counts = Counts()
            change(&counts)
            list.append((value, counts))
        }
        values[axis] = list
    }
}

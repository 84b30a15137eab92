import Fukidashi
import FukidashiCommandLine
import FukidashiModel
import FukidashiVariants

/// Per-locale counts for the end of a batch over several locales: with 30 translations, a
/// team reads here which ones fell back or overflowed, without scrolling through every line.
struct LocaleSummary: CustomStringConvertible {
    struct Tally: Equatable {
        var images = 0
        var warnings = 0
        var fallbacks = 0
        var overflows = 0
        var needsReview = 0
        var failures = 0
    }

    /// Locales in the order the batch first met them.
    private(set) var order: [String] = []
    private(set) var tallies: [String: Tally] = [:]

    /// Counts one spec's outputs (one per locale) and its diagnostics.
    static func of(outputs: [RenderOutput]) -> LocaleSummary {
        var summary = LocaleSummary()
        for output in outputs {
            guard let locale = output.locale else { continue }
            summary.update(locale) { tally in
                tally.images += 1
                tally.warnings += output.warnings.filter { $0.severity == .warning }.count
                tally.fallbacks += output.warnings.filter { $0.category == .fallback }.count
                tally.overflows += output.warnings.filter { $0.category == .overflow }.count
                tally.needsReview += output.warnings.filter { $0.category == .needsReview }.count
            }
        }
        return summary
    }

    /// Counts the locales a failed spec's errors name.
    static func of(errors: [Diagnostic]) -> LocaleSummary {
        of(failed: errors.map(\.variant))
    }

    /// Counts the locales of failed variants (a render error, a golden that differs), once each.
    static func of(failed variants: [Variant]) -> LocaleSummary {
        var summary = LocaleSummary()
        for locale in Set(variants.compactMap(\.locale)).sorted() {
            summary.update(locale) { $0.failures += 1 }
        }
        return summary
    }

    mutating func add(_ other: LocaleSummary) {
        for locale in other.order {
            let more = other.tallies[locale]!
            update(locale) { tally in
                tally.images += more.images
                tally.warnings += more.warnings
                tally.fallbacks += more.fallbacks
                tally.overflows += more.overflows
                tally.needsReview += more.needsReview
                tally.failures += more.failures
            }
        }
    }

    private mutating func update(_ locale: String, _ change: (inout Tally) -> Void) {
        if tallies[locale] == nil { order.append(locale) }
        change(&tallies[locale, default: Tally()])
    }

    /// Worth printing only when a batch had more than one locale.
    var isWorthPrinting: Bool { order.count > 1 }

    /// `  ja: 12 images, 4 warnings (2 fallbacks, 1 overflow, 1 to review)`, one line per locale:
    /// every warning of its images counted, the kinds a team looks for named.
    var description: String {
        order.map { locale in
            let tally = tallies[locale]!
            var parts = [Self.count(tally.images, "image")]
            var kinds: [String] = []
            if tally.fallbacks > 0 { kinds.append(Self.count(tally.fallbacks, "fallback")) }
            if tally.overflows > 0 { kinds.append(Self.count(tally.overflows, "overflow")) }
            if tally.needsReview > 0 { kinds.append("\(tally.needsReview) to review") }
            if tally.warnings > 0 {
                parts.append(Self.count(tally.warnings, "warning") + (kinds.isEmpty ? "" : " (\(kinds.joined(separator: ", ")))"))
            }
            if tally.failures > 0 { parts.append("\(tally.failures) failed") }
            return "  \(locale): " + parts.joined(separator: ", ")
        }.joined(separator: "\n")
    }

    private static func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }
}

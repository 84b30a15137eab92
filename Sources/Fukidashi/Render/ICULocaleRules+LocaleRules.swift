import FukidashiBackend
import FukidashiModel
import FukidashiStrings

/// ICU answers what formatting localized strings asks of a locale.
extension ICULocaleRules: LocaleRules {
    package func format(_ number: Double, style: NumberStyle, locale: String) -> String {
        format(number, fractionDigits: style.fractionDigits, grouping: style.grouping, roundsHalfUp: style.roundsHalfUp, locale: locale)
    }
}

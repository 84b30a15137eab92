import FukidashiSpec

/// ICU answers what formatting localized strings asks of a locale.
extension ICULocaleRules: LocaleRules {}

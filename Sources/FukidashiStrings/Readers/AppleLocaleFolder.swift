import FukidashiLanguage

/// The locale an `.lproj` folder names: `ja.lproj`, `pt_BR.lproj`, `zh-Hans.lproj`, and the
/// English names of the first Mac OS X localizations (`English.lproj`, `Japanese.lproj`), which
/// older projects still carry and which Foundation still reads.
package enum AppleLocaleFolder {
    static let legacyNames = [
        "English": "en", "French": "fr", "German": "de", "Italian": "it", "Japanese": "ja", "Dutch": "nl", "Spanish": "es",
        "Portuguese": "pt", "Swedish": "sv", "Danish": "da", "Finnish": "fi", "Norwegian": "nb", "Korean": "ko", "Russian": "ru",
        "Polish": "pl", "Hebrew": "he", "Arabic": "ar", "Greek": "el", "Turkish": "tr"
    ]

    /// `nil` when the name is no locale.
    package static func locale(of name: String) -> String? {
        if let legacy = legacyNames[name] { return legacy }
        let tag = name.replacing("_", with: "-")
        return LanguageTag.isWellFormed(tag) ? AndroidQualifier.modern(LanguageTag.canonical(tag)) : nil
    }
}

import ArgumentParser
import Fukidashi
import FukidashiBackend
import FukidashiCompare
import FukidashiLanguage
import FukidashiModel
import FukidashiStrings

/// A word from a fixed set on the command line (`--png-compression`, `--record`, `--metric`):
/// an enum whose raw values are the words. Help lists them from the enum, and a word that is
/// none of them is answered with the closest one, as an unknown option is.
package protocol CommandChoice: CaseIterable, RawRepresentable where RawValue == String {}

extension CommandChoice {
    /// "fast, default, small or cairo".
    package static var choiceList: String {
        let names = allCases.map(\.rawValue)
        return names.count < 2 ? names.joined() : names.dropLast().joined(separator: ", ") + " or " + names.last!
    }

    /// For `@Option(transform:)`.
    package static func parse(_ word: String) throws -> Self {
        if let choice = Self(rawValue: word) { return choice }
        if let suggestion = Suggestion.closest(to: word, among: allCases.map(\.rawValue)) {
            throw ValidationError("did you mean '\(suggestion)'? (\(choiceList))")
        }
        throw ValidationError("expected \(choiceList)")
    }
}

extension PNGCompression: CommandChoice {}
extension GoldenRecordMode: CommandChoice {}
extension ColorMetric: CommandChoice {}

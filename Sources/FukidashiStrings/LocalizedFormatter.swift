import FukidashiJSON

/// How one number is written: the decimals, whether digits are grouped, and how a tie rounds.
package struct NumberStyle: Hashable, Sendable {
    /// Exactly this many decimals, or as many as the number has (up to 6) when `nil`.
    package var fractionDigits: Int?
    /// `1,234` rather than `1234`.
    package var grouping = true
    /// `java.util.Formatter` rounds a tie up (`%.0f` of 2.5 is `3`); Foundation, like C, to even.
    package var roundsHalfUp = false

    package init(fractionDigits: Int?, grouping: Bool = true, roundsHalfUp: Bool = false) {
        (self.fractionDigits, self.grouping, self.roundsHalfUp) = (fractionDigits, grouping, roundsHalfUp)
    }
}

/// What formatting localized strings needs from a locale's data: CLDR plural categories,
/// numbers as the locale writes them, its writing direction, and the locales it falls back
/// to. The backend answers with ICU; spec code stays free of C.
package protocol LocaleRules: Sendable {
    /// `zero`, `one`, `two`, `few`, `many` or `other`: CLDR's cardinal category of `number`
    /// shown with `fractionDigits` decimals.
    func pluralCategory(of number: Double, fractionDigits: Int, locale: String) -> String
    /// `number` in the locale's digits and decimal sign, grouped or not, as `style` says.
    func format(_ number: Double, style: NumberStyle, locale: String) -> String
    /// Whether the locale is written right to left (Arabic, Hebrew, Persian, Urdu …).
    func isRightToLeft(_ locale: String) -> Bool
    /// CLDR's parent of `tag` (`en-AU` → `en-001`, `zh-HK` → `zh-Hant`, `pt-BR` → `pt`), or
    /// `nil` where the next is the root (`zh-Hant`, `en`).
    func parentLocale(of tag: String) -> String?
    /// `tag` with its likely script and region added (`zh-TW` → `zh-Hant-TW`, `en` → `en-Latn-US`).
    func maximized(_ tag: String) -> String
}

extension LocaleRules {
    /// Grouped, as the locale writes a count on Apple's platforms.
    package func format(_ number: Double, fractionDigits: Int?, locale: String) -> String {
        format(number, style: NumberStyle(fractionDigits: fractionDigits), locale: locale)
    }
}

/// A translation filled in for one locale: the text, which of its forms was shown (`""`, or
/// the plural category) and every form a review state could come from (`one`, `files.few`).
package struct FormattedText: Hashable, Sendable {
    package let text: String
    package let form: String
    package let formsUsed: [String]
    /// Whether the arguments were put in (`false`: the text is shown as written).
    package let wasFormatted: Bool
    /// What was shown otherwise than the file says, as the platform would show it all the
    /// same (a plural variable given a string): said as warnings.
    package var notes: [String] = []
}

/// Fills a translation's format with a text's `args` for one locale, as its platform would:
/// chooses plural forms by CLDR's rules, writes numbers as the platform's formatter does
/// (`Foundation` for Apple's files, `java.util.Formatter` for Android's), and checks each
/// argument against its specifier. A text fetched without arguments is shown as written, as
/// `NSLocalizedString` and `Resources.getString` show it: `100%` and `%d` stay.
package struct LocalizedFormatter {
    let rules: LocaleRules
    package let locale: String

    package init(rules: LocaleRules, locale: String) {
        (self.rules, self.locale) = (rules, locale)
    }

    package func format(_ translation: Translation, arguments: [FormatArgument]) throws(TranslationProblem) -> String {
        try format(translation, arguments: arguments, count: nil).text
    }

    /// `count` chooses a plural form apart from the arguments (Android's
    /// `getQuantityString(id, quantity, args…)`); without it the quantity is the first number
    /// the `other` form's specifiers show.
    package func format(_ translation: Translation, arguments: [FormatArgument], count: Double?) throws(TranslationProblem) -> FormattedText {
        var state = State(arguments: arguments, platform: translation.platform)
        let text: String
        var form = ""
        switch translation.text {
        case .single(let s):
            text = s
        case .plural(let forms):
            guard let other = forms["other"] else { throw TranslationProblem("its plural forms have no \"other\"") }
            let quantity: (value: Double, digits: Int)
            if let count {
                quantity = (count, translation.platform == .android ? 0 : Self.decimals(of: count))
            } else {
                guard let chooser = try Self.firstNumber(in: FormatString(other), arguments: arguments) else {
                    throw TranslationProblem("its plural forms need a number to choose by: give \"count\", or a number among \"args\"")
                }
                quantity = chooser
            }
            form = try category(forms, for: quantity.value, digits: quantity.digits, zero: translation.zeroFormForZero)
            text = forms[form]!
        }
        guard !arguments.isEmpty else {
            return FormattedText(text: text, form: form, formsUsed: form.isEmpty ? [] : [form], wasFormatted: false)
        }
        if !form.isEmpty { state.formsUsed.append(form) }
        let out = try render(FormatString(text), translation: translation, state: &state, substitutionArgument: nil)
        return FormattedText(text: out, form: form, formsUsed: state.formsUsed, wasFormatted: true, notes: state.notes)
    }

    /// How many decimals a count shows: 0 for a whole number, else up to 6.
    static func decimals(of value: Double) -> Int {
        var digits = 0
        var scaled = value
        while digits < 6, scaled != scaled.rounded() {
            scaled *= 10
            digits += 1
        }
        return digits
    }

    /// The number the first numeric specifier of `format` shows, with its decimals.
    static func firstNumber(in format: FormatString, arguments: [FormatArgument]) -> (value: Double, digits: Int)? {
        var index = 1
        for case .specifier(let spec) in format.tokens {
            let position = spec.position ?? index
            if spec.position == nil { index += 1 }
            if spec.isNumeric, position <= arguments.count, case .number(let n) = arguments[position - 1] {
                return (n, spec.isDecimal ? spec.precision ?? 6 : 0)
            }
        }
        return nil
    }

    private struct State {
        let arguments: [FormatArgument]
        let platform: StringPlatform
        var next = 1
        var formsUsed: [String] = []
        var notes: [String] = []
    }

    private func render(_ format: FormatString, translation: Translation, state: inout State, substitutionArgument: (index: Int, specifier: String)?)
        throws(TranslationProblem) -> String
    {
        var out = ""
        for token in format.tokens {
            switch token {
            case .literal(let s):
                out += s
            case .specifier(let spec):
                let index: Int
                var conversionSpec = spec
                if let position = spec.position {
                    index = position
                } else if let (subIndex, subSpecifier) = substitutionArgument {
                    // Inside a substitution's form the value is the substitution's own argument.
                    index = subIndex
                    if spec.conversion == "arg" { conversionSpec = try Self.specifier(subSpecifier) }
                } else {
                    guard spec.conversion != "arg" else { throw TranslationProblem("\"%arg\" outside a substitution") }
                    index = state.next
                    state.next += 1
                }
                out += try value(index, for: conversionSpec, arguments: state.arguments, platform: state.platform)
            case .substitution(let name, let position):
                guard let substitution = translation.substitutions[name] else {
                    throw TranslationProblem(
                        "the format uses \"%#@\(name)@\" but the translation defines no substitution \(name.quotedForDiagnostic)")
                }
                // Each variable reads the argument its place among the format's specifiers
                // gives it, or its own `argNum`, with its `NSStringFormatValueTypeKey`'s type.
                let index: Int
                if let argument = substitution.argument ?? position {
                    index = argument
                } else {
                    index = state.next
                    state.next += 1
                }
                let spec = try Self.specifier(substitution.specifier)
                guard index <= state.arguments.count else { throw missing(index, spec.text, count: state.arguments.count) }
                let chosen: String
                switch state.arguments[index - 1] {
                case .number(let n):
                    chosen = try category(
                        substitution.forms, for: n, digits: spec.isDecimal ? spec.precision ?? 6 : 0, zero: translation.zeroFormForZero)
                case .string(let s):
                    // A string has no number to choose by: its `other` form shows, as
                    // Foundation shows it, whatever the variable's `NSStringFormatValueTypeKey`
                    // says (Foundation never checks it; Mastodon's `%#@names@` is `ld` with
                    // empty forms and given the names). A numeric type is said as a warning.
                    guard substitution.forms["other"] != nil else { throw TranslationProblem("\"%#@\(name)@\" has no \"other\" form") }
                    if spec.isNumeric {
                        state.notes.append(
                            "argument \(index) is the string \(s.quotedForDiagnostic), but \"%#@\(name)@\" chooses its plural form by a number (\(spec.text.quotedForDiagnostic)): its \"other\" form is shown, as on iOS"
                        )
                    }
                    chosen = "other"
                }
                state.formsUsed.append(name + "." + chosen)
                out += try render(
                    FormatString(substitution.forms[chosen]!), translation: translation, state: &state,
                    substitutionArgument: (index, substitution.specifier))
            }
        }
        return out
    }

    /// `lld` or `%lld` as a specifier.
    private static func specifier(_ text: String) throws(TranslationProblem) -> FormatString.Specifier {
        let format = try FormatString(text.hasPrefix("%") ? text : "%" + text)
        guard format.tokens.count == 1, case .specifier(let spec) = format.tokens[0] else {
            throw TranslationProblem("\(text.quotedForDiagnostic) is not a format specifier")
        }
        return spec
    }

    private func missing(_ index: Int, _ written: String, count: Int) -> TranslationProblem {
        TranslationProblem("\(written.quotedForDiagnostic) needs argument \(index), but \"args\" has \(count == 0 ? "none" : "only \(count)")")
    }

    /// One argument as its specifier shows it, on `platform`.
    private func value(_ index: Int, for spec: FormatString.Specifier, arguments: [FormatArgument], platform: StringPlatform)
        throws(TranslationProblem)
        -> String
    {
        guard index >= 1, index <= arguments.count else { throw missing(index, spec.text, count: arguments.count) }
        if platform == .android { try Self.checkJava(spec) }
        let argument = arguments[index - 1]
        switch (spec.conversion, argument) {
        case ("S", .string(let s)) where platform == .android:
            return s.uppercased()
        case ("@", .string(let s)), ("s", .string(let s)), ("S", .string(let s)):
            return s
        case ("s", .number(let n)) where platform == .android, ("S", .number(let n)) where platform == .android:
            // Java's `%s` of a number is its `toString()`: ASCII digits, never grouped.
            return n == n.rounded() && abs(n) < 9e15 ? String(Int64(n)) : String(n)
        case ("@", .number(let n)), ("s", .number(let n)), ("S", .number(let n)):
            return rules.format(n, fractionDigits: nil, locale: locale)
        case (_, .string(let s)):
            throw TranslationProblem("argument \(index) is the string \(s.quotedForDiagnostic), but \(spec.text.quotedForDiagnostic) needs a number")
        case ("f", .number(let n)), ("F", .number(let n)):
            return rules.format(n, style: numberStyle(spec, platform: platform, decimals: spec.precision ?? 6), locale: locale)
        case (let conversion, .number(let n)):
            guard n == n.rounded(), abs(n) < 9e15 else {
                throw TranslationProblem("argument \(index) is \(n.specDescription), but \(spec.text.quotedForDiagnostic) needs a whole number")
            }
            switch conversion {
            case "x": return String(Int64(n), radix: 16)
            case "X": return String(Int64(n), radix: 16).uppercased()
            case "o", "O": return String(Int64(n), radix: 8)
            default: return rules.format(n, style: numberStyle(spec, platform: platform, decimals: 0), locale: locale)
            }
        }
    }

    /// Foundation groups a localized number's digits; `java.util.Formatter` groups only with
    /// the `,` flag, and rounds a tie up.
    private func numberStyle(_ spec: FormatString.Specifier, platform: StringPlatform, decimals: Int) -> NumberStyle {
        switch platform {
        case .apple: NumberStyle(fractionDigits: decimals)
        case .android: NumberStyle(fractionDigits: decimals, grouping: spec.flags.contains(","), roundsHalfUp: true)
        }
    }

    /// What `java.util.Formatter` throws for, so Android would crash showing it.
    private static func checkJava(_ spec: FormatString.Specifier) throws(TranslationProblem) {
        if spec.conversion == "@" || spec.conversion == "arg" {
            throw TranslationProblem(
                "\(spec.text.quotedForDiagnostic) is Apple's; Android's formatter (java.util.Formatter) has no such conversion and throws")
        }
        if spec.hasLengthModifier {
            throw TranslationProblem(
                "\(spec.text.quotedForDiagnostic) has a C length modifier; Android's formatter (java.util.Formatter) throws on it")
        }
    }

    /// The category `value` falls in: Apple's explicit `zero` for 0, else CLDR's category,
    /// else `other`.
    private func category(_ forms: [String: String], for value: Double, digits: Int, zero: Bool) throws(TranslationProblem) -> String {
        if zero, value == 0, forms["zero"] != nil { return "zero" }
        let category = rules.pluralCategory(of: value, fractionDigits: digits, locale: locale)
        if forms[category] != nil { return category }
        if forms["other"] != nil { return "other" }
        let wanted = category == "other" ? "no \"other\" plural form" : "no \(category.quotedForDiagnostic) or \"other\" plural form"
        throw TranslationProblem("\(wanted) for \(value.specDescription)")
    }
}

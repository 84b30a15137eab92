/// What formatting localized strings needs from a locale's data: CLDR plural categories,
/// numbers as the locale writes them, and its writing direction. The backend answers with
/// ICU; spec code stays free of C.
package protocol LocaleRules: Sendable {
    /// `zero`, `one`, `two`, `few`, `many` or `other`: CLDR's cardinal category of `number`
    /// shown with `fractionDigits` decimals.
    func pluralCategory(of number: Double, fractionDigits: Int, locale: String) -> String
    /// `number` in the locale's digits, grouping and decimal sign, with exactly
    /// `fractionDigits` decimals, or as many as it has (up to 6) when `nil`.
    func format(_ number: Double, fractionDigits: Int?, locale: String) -> String
    /// Whether the locale is written right to left (Arabic, Hebrew, Persian, Urdu …).
    func isRightToLeft(_ locale: String) -> Bool
}

/// Fills a translation's format with a text's `args` for one locale: chooses plural forms by
/// CLDR's rules, formats numbers for the locale, and checks each argument against its
/// specifier.
package struct LocalizedFormatter {
    package let rules: LocaleRules
    package let locale: String

    package init(rules: LocaleRules, locale: String) {
        (self.rules, self.locale) = (rules, locale)
    }

    package func format(_ translation: Translation, arguments: [FormatArgument]) throws(FormatProblem) -> String {
        var state = State(arguments: arguments)
        let text: String
        switch translation.text {
        case .single(let s):
            text = s
        case .plural(let forms):
            // The form is chosen by the number its specifiers show: the first numeric one.
            guard let other = forms["other"] else { throw FormatProblem("its plural forms have no \"other\"") }
            let probe = try FormatString(other)
            var index = 1
            var chooser: (value: Double, digits: Int)?
            for case .specifier(let spec) in probe.tokens {
                let position = spec.position ?? index
                if spec.position == nil { index += 1 }
                if spec.isNumeric, position <= arguments.count, case .number(let n) = arguments[position - 1] {
                    chooser = (n, spec.conversion == "f" || spec.conversion == "F" ? spec.precision ?? 6 : 0)
                    break
                }
            }
            guard let chooser else { throw FormatProblem("its plural forms need a number among \"args\" to choose by") }
            text = try form(forms, for: chooser.value, digits: chooser.digits, zero: translation.zeroFormForZero)
        }
        return try render(FormatString(text), translation: translation, state: &state, substitutionArgument: nil)
    }

    private struct State {
        let arguments: [FormatArgument]
        var next = 1
    }

    private func render(_ format: FormatString, translation: Translation, state: inout State, substitutionArgument: (index: Int, specifier: String)?) throws(FormatProblem) -> String {
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
                    guard spec.conversion != "arg" else { throw FormatProblem("\"%arg\" outside a substitution") }
                    index = state.next
                    state.next += 1
                }
                out += try value(index, for: conversionSpec, arguments: state.arguments)
            case .substitution(let name):
                guard let substitution = translation.substitutions[name] else {
                    throw FormatProblem("the format uses \"%#@\(name)@\" but the translation defines no substitution \(name.quotedForDiagnostic)")
                }
                let index: Int
                if let argument = substitution.argument { index = argument } else { index = state.next; state.next += 1 }
                let spec = try Self.specifier(substitution.specifier)
                guard index <= state.arguments.count else { throw missing(index, spec.text, count: state.arguments.count) }
                guard case .number(let n) = state.arguments[index - 1] else {
                    throw FormatProblem("argument \(index) is a string, but \"%#@\(name)@\" chooses its plural form by a number")
                }
                let digits = spec.conversion == "f" ? spec.precision ?? 6 : 0
                let chosen = try form(substitution.forms, for: n, digits: digits, zero: translation.zeroFormForZero)
                out += try render(FormatString(chosen), translation: translation, state: &state, substitutionArgument: (index, substitution.specifier))
            }
        }
        return out
    }

    /// `lld` or `%lld` as a specifier.
    private static func specifier(_ text: String) throws(FormatProblem) -> FormatString.Specifier {
        let format = try FormatString(text.hasPrefix("%") ? text : "%" + text)
        guard format.tokens.count == 1, case .specifier(let spec) = format.tokens[0] else {
            throw FormatProblem("\(text.quotedForDiagnostic) is not a format specifier")
        }
        return spec
    }

    private func missing(_ index: Int, _ written: String, count: Int) -> FormatProblem {
        FormatProblem("\(written.quotedForDiagnostic) needs argument \(index), but \"args\" has \(count == 0 ? "none" : "only \(count)")")
    }

    /// One argument as its specifier shows it.
    private func value(_ index: Int, for spec: FormatString.Specifier, arguments: [FormatArgument]) throws(FormatProblem) -> String {
        guard index >= 1, index <= arguments.count else { throw missing(index, spec.text, count: arguments.count) }
        let argument = arguments[index - 1]
        switch (spec.conversion, argument) {
        case ("@", .string(let s)), ("s", .string(let s)), ("S", .string(let s)):
            return s
        case ("@", .number(let n)), ("s", .number(let n)), ("S", .number(let n)):
            return rules.format(n, fractionDigits: nil, locale: locale)
        case (_, .string(let s)):
            throw FormatProblem("argument \(index) is the string \(s.quotedForDiagnostic), but \(spec.text.quotedForDiagnostic) needs a number")
        case ("f", .number(let n)), ("F", .number(let n)):
            return rules.format(n, fractionDigits: spec.precision ?? 6, locale: locale)
        case (let conversion, .number(let n)):
            guard n == n.rounded(), abs(n) < 9e15 else {
                throw FormatProblem("argument \(index) is \(n.specDescription), but \(spec.text.quotedForDiagnostic) needs a whole number")
            }
            switch conversion {
            case "x": return String(Int64(n), radix: 16)
            case "X": return String(Int64(n), radix: 16).uppercased()
            case "o", "O": return String(Int64(n), radix: 8)
            default: return rules.format(n, fractionDigits: 0, locale: locale)
            }
        }
    }

    /// The form for `value`: Apple's explicit `zero` for 0, else CLDR's category, else `other`.
    private func form(_ forms: [String: String], for value: Double, digits: Int, zero: Bool) throws(FormatProblem) -> String {
        if zero, value == 0, let form = forms["zero"] { return form }
        let category = rules.pluralCategory(of: value, fractionDigits: digits, locale: locale)
        if let form = forms[category] ?? forms["other"] { return form }
        throw FormatProblem("no \(category.quotedForDiagnostic) or \"other\" plural form for \(value.specDescription)")
    }
}

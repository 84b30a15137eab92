/// Android's pseudo-locales as aapt2 writes them when a build asks (`aapt2 compile
/// --pseudo-localize`, Gradle's `pseudoLocalesEnabled`): `en-XA` accents and lengthens,
/// `ar-XB` wraps every word in right-to-left overrides. Written here because no library
/// outside the Android build tools does it; the rules are those of AOSP's
/// `tools/aapt2/compile/Pseudolocalizer.cpp`, quirks included, since a device shows what
/// aapt2 wrote. The tests hold it to Debian's `aapt` and `aapt2` on a real `res/`.
///
/// It works on UTF-8 bytes, as aapt2 does: lengths, and so the expansion, count them (a `…`
/// counts three; Debian's older `aapt`, which counts UTF-16 units, makes it one).
struct AndroidPseudolocalizer {
    enum Method { case accent, bidi }

    private let method: Method
    /// ICU message nesting: even depths are text, odd ones argument syntax (`{count, plural, …}`).
    private var lastDepth = 0
    /// The accent method's count of nested messages, characters and counted words.
    private var messageDepth = 0
    private var length = 0
    private var wordCount = 0

    init(_ method: Method) { self.method = method }

    /// What opens a message: `[` around the outermost one (accent only).
    mutating func start() -> [UInt8] {
        guard method == .accent else { return [] }
        defer { messageDepth += 1 }
        (wordCount, length) = (0, 0)
        return messageDepth == 0 ? [Self.unit("[")] : []
    }

    /// What closes a message: a space and counting words, then `]` (accent only).
    mutating func end() -> [UInt8] {
        guard method == .accent else { return [] }
        var out: [UInt8] = []
        if length > 0 {
            out.append(Self.unit(" "))
            out += Self.expansion(wordCount > 3 ? length : length / 2)
        }
        (wordCount, length) = (0, 0)
        messageDepth -= 1
        if messageDepth == 0 { out.append(Self.unit("]")) }
        return out
    }

    /// One stretch of a message's text. ICU arguments (`{name}`) are placeholders, the text of
    /// plural and select branches nested messages; an apostrophe escapes the unit after it.
    mutating func text(_ units: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        var depth = lastDepth
        var lastPosition = 0
        var escaped = false
        for position in units.indices {
            let c = units[position]
            if escaped {
                escaped = false
                continue
            }
            // aapt2's quirk, kept: the escaped unit is skipped before the end-of-text check, so
            // text ending in an apostrophe and one unit is never flushed.
            if c == Self.unit("'") {
                escaped = true
                continue
            }
            if c == Self.unit("{") {
                depth += 1
            } else if c == Self.unit("}"), depth > 0 {
                depth -= 1
            }
            guard lastDepth != depth || position == units.count - 1 else { continue }
            let pseudo = lastDepth % 2 == 0
            var next = position
            if !pseudo || depth == lastDepth { next += 1 }
            if next > lastPosition {
                let chunk = Array(units[lastPosition..<next])
                if pseudo {
                    out += localize(chunk)
                } else if chunk.first == Self.unit("{"), chunk.last == Self.unit("}") {
                    out += placeholder(chunk)
                } else {
                    out += chunk
                }
            }
            if pseudo, depth < lastDepth {
                out += end()
            } else if !pseudo, depth > lastDepth {
                out += start()
            }
            lastPosition = next
            lastDepth = depth
        }
        return out
    }

    private func placeholder(_ units: [UInt8]) -> [UInt8] {
        switch method {
        case .accent: return Self.bytes("\u{00BB}") + units + Self.bytes("\u{00AB}")
        case .bidi: return Self.rlmRLO + units + Self.pdfRLM
        }
    }

    private mutating func localize(_ units: [UInt8]) -> [UInt8] {
        method == .accent ? accent(units) : bidi(units)
    }

    // MARK: ar-XB

    private static let rlmRLO = bytes("\u{200F}\u{202E}")
    private static let pdfRLM = bytes("\u{202C}\u{200F}")

    private func bidi(_ units: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        var lastSpace = true
        for c in units {
            let space = Self.isSpace(c)
            if lastSpace, !space {
                out += Self.rlmRLO
            } else if !lastSpace, space {
                out += Self.pdfRLM
            }
            lastSpace = space
            out.append(c)
        }
        if !lastSpace { out += Self.pdfRLM }
        return out
    }

    // MARK: en-XA

    private mutating func accent(_ s: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        var lastSpace = true
        var i = 0
        while i < s.count {
            let c = s[i]
            if c == Self.unit("\\") {
                // An escape is copied, not accented (`\uXXXX` whole).
                out.append(c)
                if i + 1 < s.count {
                    i += 1
                    let take = s[i] == Self.unit("u") ? min(5, s.count - i) : 1
                    out += s[i..<(i + take)]
                    i += take - 1
                }
            } else if c == Self.unit("%") {
                // A printf placeholder runs to its conversion (or `t` and one more unit).
                var chunk: [UInt8] = [c]
                var last = c
                while i + 1 < s.count {
                    i += 1
                    last = s[i]
                    chunk.append(last)
                    if Self.placeholderEnds.contains(last) { break }
                    if last == Self.unit("t") {
                        if i + 1 < s.count {
                            i += 1
                            chunk.append(s[i])
                            last = s[i]
                        }
                        break
                    }
                }
                out += last == Self.unit("%") ? chunk : placeholder(chunk)
            } else if c == Self.unit("<") || c == Self.unit("&") {
                i = copyMarkup(s, from: i, into: &out)
            } else {
                if let mapped = Self.accents[c] {
                    out += mapped
                } else {
                    let space = Self.isSpace(c)
                    if lastSpace, !space { wordCount += 1 }
                    lastSpace = space
                    out.append(c)
                }
                length += 1
            }
            i += 1
        }
        return out
    }

    /// An HTML tag or entity, copied as it is and not counted. Returns the index of the last
    /// unit consumed. Kept as aapt2 has it: a `&` that starts no entity is copied with the
    /// unit after it, and that unit is then read again as text (`& x` gives `&  x`).
    private func copyMarkup(_ s: [UInt8], from start: Int, into out: inout [UInt8]) -> Int {
        var i = start
        var c = s[i]
        var closed = false
        while !closed, i < s.count {
            if c == Self.unit("&") {
                var entity: [UInt8] = [c]
                var position = i
                var ended = false
                while !ended, position + 1 < s.count {
                    position += 1
                    c = s[position]
                    entity.append(c)
                    if c == Self.unit(";") {
                        ended = true
                        i = position
                    } else if !(c == Self.unit("#") || Self.isASCIIAlphanumeric(c)) {
                        ended = true
                    }
                }
                out += entity
                if entity != Array("&lt;".utf8) { closed = true }
                continue
            }
            if c == Self.unit(">") {
                out.append(c)
                closed = true
                continue
            }
            out.append(c)
            i += 1
            if i < s.count { c = s[i] }
        }
        return min(i, s.count - 1)
    }

    /// Whole words of aapt2's basis, at least `target` units long; repeated past its end.
    static func expansion(_ target: Int) -> [UInt8] {
        let basis = Array(
            "one two three four five six seven eight nine ten eleven twelve thirteen fourteen fiveteen sixteen seventeen nineteen twenty".utf8)
        if basis.count < target {
            return basis + [unit(" ")] + expansion(target - basis.count - 1)
        }
        var extra = 0
        var i = target + 1
        while i < basis.count {
            extra += 1
            if basis[i] == unit(" ") { break }
            i += 1
        }
        return Array(basis.prefix(target + extra))
    }

    private static func isSpace(_ c: UInt8) -> Bool { c == unit(" ") || c == unit("\t") || c == unit("\n") }

    private static func isASCIIAlphanumeric(_ c: UInt8) -> Bool {
        (unit("a")...unit("z")).contains(c) || (unit("A")...unit("Z")).contains(c) || (unit("0")...unit("9")).contains(c)
    }

    private static func unit(_ c: Unicode.Scalar) -> UInt8 { UInt8(c.value) }

    private static func bytes(_ s: String) -> [UInt8] { Array(s.utf8) }

    private static let placeholderEnds = Set("sScCdoxXfeEgGaAbBhH%n".utf8)

    /// aapt2's accent table: note `q`→`Q`, `v`→`V`, `x`→Cyrillic `х`, `B`→Greek `β`, `V`→`ν`,
    /// and no `F`.
    private static let accents: [UInt8: [UInt8]] = {
        let pairs: [(Character, Character)] = [
            ("a", "å"), ("b", "ɓ"), ("c", "ç"), ("d", "ð"), ("e", "é"), ("f", "ƒ"), ("g", "ĝ"), ("h", "ĥ"), ("i", "î"), ("j", "ĵ"),
            ("k", "ķ"), ("l", "ļ"), ("m", "ḿ"), ("n", "ñ"), ("o", "ö"), ("p", "þ"), ("q", "Q"), ("r", "ŕ"), ("s", "š"), ("t", "ţ"),
            ("u", "û"), ("v", "V"), ("w", "ŵ"), ("x", "\u{0445}"), ("y", "ý"), ("z", "ž"),
            ("A", "Å"), ("B", "β"), ("C", "Ç"), ("D", "Ð"), ("E", "É"), ("G", "Ĝ"), ("H", "Ĥ"), ("I", "Î"), ("J", "Ĵ"), ("K", "Ķ"),
            ("L", "Ļ"), ("M", "Ḿ"), ("N", "Ñ"), ("O", "Ö"), ("P", "Þ"), ("Q", "q"), ("R", "Ŕ"), ("S", "Š"), ("T", "Ţ"), ("U", "Û"),
            ("V", "ν"), ("W", "Ŵ"), ("X", "×"), ("Y", "Ý"), ("Z", "Ž"),
            ("!", "¡"), ("?", "¿"), ("$", "€")
        ]
        return Dictionary(uniqueKeysWithValues: pairs.map { (Array(String($0).utf8)[0], Array(String($1).utf8)) })
    }()
}

import CCairo
import FukidashiPlatform

/// One FreeType library instance. FreeType libraries are not thread-safe, so every worker
/// owns one; faces it opens are freed with it.
final class FreeTypeLibrary {
    let handle: FT_Library

    init() throws(RenderError) {
        var library: FT_Library?
        try check(FT_Init_FreeType(&library), "FT_Init_FreeType")
        handle = library!
    }

    deinit {
        FT_Done_FreeType(handle)
    }
}

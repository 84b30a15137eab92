import CCairo
import FukidashiPlatform

/// Every Cairo and FreeType status goes through here, so a failure always names its call.
func check(_ status: cairo_status_t, _ call: String) throws(RenderError) {
    guard status == CAIRO_STATUS_SUCCESS else {
        throw .cairo(call: call, status: String(cString: cairo_status_to_string(status)))
    }
}

func check(_ error: FT_Error, _ call: String) throws(RenderError) {
    guard error == 0 else {
        throw .freeType(call: call, code: Int32(error))
    }
}

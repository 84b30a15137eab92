#include "fukidashi_jpeg.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <turbojpeg.h>

// The functions used, looked up by name once; `problem` says why they could not be.
static struct {
    __typeof__(&tjInitDecompress) init;
    __typeof__(&tjDecompressHeader3) header;
    __typeof__(&tjDecompress2) decompress;
    __typeof__(&tjGetErrorStr2) error;
    __typeof__(&tjDestroy) destroy;
    int loaded;
    char problem[200];
} tj;

static void load_turbojpeg(void) {
    void *library = dlopen("libturbojpeg.so.0", RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) {
        const char *reason = dlerror();
        snprintf(tj.problem, sizeof tj.problem, "libturbojpeg could not be loaded: %s", reason ? reason : "unknown reason");
        return;
    }
    tj.init = (__typeof__(tj.init))dlsym(library, "tjInitDecompress");
    tj.header = (__typeof__(tj.header))dlsym(library, "tjDecompressHeader3");
    tj.decompress = (__typeof__(tj.decompress))dlsym(library, "tjDecompress2");
    tj.error = (__typeof__(tj.error))dlsym(library, "tjGetErrorStr2");
    tj.destroy = (__typeof__(tj.destroy))dlsym(library, "tjDestroy");
    tj.loaded = tj.init && tj.header && tj.decompress && tj.error && tj.destroy;
    if (!tj.loaded) snprintf(tj.problem, sizeof tj.problem, "libturbojpeg.so.0 lacks a function Fukidashi calls");
}

// A decompressor, or NULL with the reason in `problem`.
static tjhandle open_decompressor(char problem[256]) {
    static pthread_once_t once = PTHREAD_ONCE_INIT;
    pthread_once(&once, load_turbojpeg);
    if (!tj.loaded) {
        snprintf(problem, 256, "%s", tj.problem);
        return NULL;
    }
    tjhandle handle = tj.init();
    if (handle == NULL) snprintf(problem, 256, "tjInitDecompress failed");
    return handle;
}

static int32_t fail(tjhandle handle, char problem[256]) {
    snprintf(problem, 256, "%s", tj.error(handle));
    tj.destroy(handle);
    return -1;
}

int32_t fk_jpeg_size(const uint8_t *bytes, unsigned long length, int32_t *width, int32_t *height, char problem[256]) {
    tjhandle handle = open_decompressor(problem);
    if (handle == NULL) return -1;
    int w = 0, h = 0, subsampling = 0, colorspace = 0;
    if (tj.header(handle, bytes, length, &w, &h, &subsampling, &colorspace) != 0) return fail(handle, problem);
    tj.destroy(handle);
    *width = w;
    *height = h;
    return 0;
}

int32_t fk_jpeg_decode_bgra(const uint8_t *bytes, unsigned long length, uint8_t *pixels,
                            int32_t width, int32_t stride, int32_t height, char problem[256]) {
    tjhandle handle = open_decompressor(problem);
    if (handle == NULL) return -1;
    if (tj.decompress(handle, bytes, length, pixels, width, stride, height, TJPF_BGRA, 0) != 0) return fail(handle, problem);
    tj.destroy(handle);
    return 0;
}

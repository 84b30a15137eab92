#include "fukidashi_hyphen.h"

#include <dlfcn.h>
#include <hyphen.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

// The functions used, looked up by name once; `problem` says why they could not be.
static struct {
    __typeof__(&hnj_hyphen_load) load;
    __typeof__(&hnj_hyphen_hyphenate3) hyphenate;
    int loaded;
    char problem[200];
} hnj;

static void load_hyphen(void) {
    void *library = dlopen("libhyphen.so.0", RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) {
        const char *reason = dlerror();
        snprintf(hnj.problem, sizeof hnj.problem, "libhyphen could not be loaded: %s", reason ? reason : "unknown reason");
        return;
    }
    hnj.load = (__typeof__(hnj.load))dlsym(library, "hnj_hyphen_load");
    hnj.hyphenate = (__typeof__(hnj.hyphenate))dlsym(library, "hnj_hyphen_hyphenate3");
    hnj.loaded = hnj.load && hnj.hyphenate;
    if (!hnj.loaded) snprintf(hnj.problem, sizeof hnj.problem, "libhyphen.so.0 lacks a function Fukidashi calls");
}

// Dictionaries loaded so far, by path: a few per run (one per language), kept for the
// process's life, as a dictionary is a pattern trie built once.
static struct dictionary {
    char *path;
    HyphenDict *dict;
} *dictionaries;
static int dictionary_count;
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;

// The dictionary at `path`, loaded if need be; the caller holds `lock`.
static HyphenDict *dictionary(const char *path, char problem[256]) {
    for (int i = 0; i < dictionary_count; i++) {
        if (strcmp(dictionaries[i].path, path) == 0) return dictionaries[i].dict;
    }
    HyphenDict *dict = hnj.load(path);
    if (dict == NULL) {
        snprintf(problem, 256, "libhyphen could not read %s", path);
        return NULL;
    }
    struct dictionary *grown = realloc(dictionaries, sizeof *dictionaries * (dictionary_count + 1));
    char *copy = strdup(path);
    if (grown == NULL || copy == NULL) {
        free(copy);
        if (grown) dictionaries = grown;
        snprintf(problem, 256, "out of memory");
        return NULL;
    }
    dictionaries = grown;
    dictionaries[dictionary_count++] = (struct dictionary){copy, dict};
    return dict;
}

static HyphenDict *opened(const char *path, char problem[256]) {
    static pthread_once_t once = PTHREAD_ONCE_INIT;
    pthread_once(&once, load_hyphen);
    if (!hnj.loaded) {
        snprintf(problem, 256, "%s", hnj.problem);
        return NULL;
    }
    return dictionary(path, problem);
}

int32_t fk_hyphen_charset(const char *path, char charset[64], char problem[256]) {
    pthread_mutex_lock(&lock);
    HyphenDict *dict = opened(path, problem);
    if (dict != NULL) snprintf(charset, 64, "%s", dict->cset);
    pthread_mutex_unlock(&lock);
    return dict == NULL ? -1 : 0;
}

int32_t fk_hyphen_points(const char *path, const char *word, int32_t length, char *points, int32_t left, int32_t right,
                         char problem[256]) {
    if (length <= 0) return 0;
    // libhyphen writes up to length + 5 marks, and reads the word as a C string too (strstr for
    // its no-hyphen list), so it gets a copy that ends in a NUL.
    char *marks = calloc((size_t)length + 5, 1);
    char *terminated = malloc((size_t)length + 1);
    if (marks == NULL || terminated == NULL) {
        free(marks);
        free(terminated);
        snprintf(problem, 256, "out of memory");
        return -1;
    }
    memcpy(terminated, word, (size_t)length);
    terminated[length] = 0;
    char **rep = NULL;
    int *pos = NULL, *cut = NULL;
    pthread_mutex_lock(&lock);
    HyphenDict *dict = opened(path, problem);
    int failed = dict == NULL || hnj.hyphenate(dict, terminated, length, marks, NULL, &rep, &pos, &cut, left, right, left, right) != 0;
    pthread_mutex_unlock(&lock);
    if (!failed) {
        for (int32_t i = 0; i < length; i++) points[i] = (marks[i] & 1) && !(rep && rep[i]);
    } else if (dict != NULL) {
        snprintf(problem, 256, "libhyphen could not hyphenate a word");
    }
    if (rep) {
        for (int32_t i = 0; i < length; i++) free(rep[i]);
        free(rep);
    }
    free(pos);
    free(cut);
    free(marks);
    free(terminated);
    return failed ? -1 : 0;
}

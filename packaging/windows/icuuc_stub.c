/*
 * A stand-in for Windows' icuuc.dll, FOR TESTS UNDER WINE ONLY.
 *
 * Qt6Core.dll (PySide6's Windows wheels) imports ICU's converter API from icuuc.dll, which
 * Windows 10 and later ship and Wine 8 lacks. scripts/build-windows-toolchain builds this with
 * mingw and puts it into its private Wine prefix's system32, never into the app or a build.
 *
 * Every converter "fails to open", so Qt uses only its own codecs (UTF-8/16/32, Latin-1,
 * System): opening another charset fails cleanly, as on a Windows without that ICU converter.
 * The signatures are ICU 4C's; the script checks that every function Qt6Core.dll imports from
 * icuuc.dll is exported here.
 */
#include <stddef.h>
#include <stdint.h>

#define EXPORT __declspec(dllexport)

typedef int32_t UErrorCode; /* an enum in ICU: 0 is success, > 0 failure, < 0 warnings */
typedef uint16_t UChar;
typedef int32_t UChar32;
typedef int8_t UBool;
typedef int32_t UConverterCallbackReason;
typedef struct UConverter UConverter;
typedef struct UConverterFromUnicodeArgs UConverterFromUnicodeArgs;
typedef struct UConverterToUnicodeArgs UConverterToUnicodeArgs;
typedef void (*UConverterFromUCallback)(const void *, UConverterFromUnicodeArgs *, const UChar *, int32_t, UChar32,
                                        UConverterCallbackReason, UErrorCode *);
typedef void (*UConverterToUCallback)(const void *, UConverterToUnicodeArgs *, const char *, int32_t,
                                      UConverterCallbackReason, UErrorCode *);

enum { U_ZERO_ERROR = 0, U_FILE_ACCESS_ERROR = 4, U_UNSUPPORTED_ERROR = 16 };

/* ICU's rule: a call given an error code that already holds a failure does nothing */
static int fail(UErrorCode *err, UErrorCode code)
{
    if (err == NULL || *err > U_ZERO_ERROR)
        return 0;
    *err = code;
    return 1;
}

EXPORT UConverter *ucnv_open(const char *name, UErrorCode *err)
{
    (void)name;
    fail(err, U_FILE_ACCESS_ERROR); /* what ICU says for a converter it has no data for */
    return NULL;
}

EXPORT void ucnv_close(UConverter *cnv) { (void)cnv; }
EXPORT void ucnv_reset(UConverter *cnv) { (void)cnv; }
EXPORT int32_t ucnv_countAvailable(void) { return 0; }
EXPORT const char *ucnv_getAvailableName(int32_t n) { (void)n; return NULL; }
EXPORT int8_t ucnv_getMaxCharSize(const UConverter *cnv) { (void)cnv; return 1; }

EXPORT const char *ucnv_getName(const UConverter *cnv, UErrorCode *err)
{
    (void)cnv;
    fail(err, U_UNSUPPORTED_ERROR);
    return NULL;
}

EXPORT const char *ucnv_getStandardName(const char *name, const char *standard, UErrorCode *err)
{
    (void)name; (void)standard;
    fail(err, U_UNSUPPORTED_ERROR);
    return NULL;
}

EXPORT void ucnv_fromUnicode(UConverter *cnv, char **target, const char *targetLimit, const UChar **source,
                             const UChar *sourceLimit, int32_t *offsets, UBool flush, UErrorCode *err)
{
    (void)cnv; (void)target; (void)targetLimit; (void)source; (void)sourceLimit; (void)offsets; (void)flush;
    fail(err, U_UNSUPPORTED_ERROR);
}

EXPORT void ucnv_toUnicode(UConverter *cnv, UChar **target, const UChar *targetLimit, const char **source,
                           const char *sourceLimit, int32_t *offsets, UBool flush, UErrorCode *err)
{
    (void)cnv; (void)target; (void)targetLimit; (void)source; (void)sourceLimit; (void)offsets; (void)flush;
    fail(err, U_UNSUPPORTED_ERROR);
}

EXPORT int32_t ucnv_fromUCountPending(const UConverter *cnv, UErrorCode *err)
{
    (void)cnv;
    fail(err, U_UNSUPPORTED_ERROR);
    return -1;
}

EXPORT int32_t ucnv_toUCountPending(const UConverter *cnv, UErrorCode *err)
{
    (void)cnv;
    fail(err, U_UNSUPPORTED_ERROR);
    return -1;
}

EXPORT void ucnv_getFromUCallBack(const UConverter *cnv, UConverterFromUCallback *action, const void **context)
{
    (void)cnv;
    if (action) *action = NULL;
    if (context) *context = NULL;
}

EXPORT void ucnv_getToUCallBack(const UConverter *cnv, UConverterToUCallback *action, const void **context)
{
    (void)cnv;
    if (action) *action = NULL;
    if (context) *context = NULL;
}

EXPORT void ucnv_setFromUCallBack(UConverter *cnv, UConverterFromUCallback action, const void *context,
                                  UConverterFromUCallback *oldAction, const void **oldContext, UErrorCode *err)
{
    (void)cnv; (void)action; (void)context;
    if (oldAction) *oldAction = NULL;
    if (oldContext) *oldContext = NULL;
    fail(err, U_UNSUPPORTED_ERROR);
}

EXPORT void ucnv_setToUCallBack(UConverter *cnv, UConverterToUCallback action, const void *context,
                                UConverterToUCallback *oldAction, const void **oldContext, UErrorCode *err)
{
    (void)cnv; (void)action; (void)context;
    if (oldAction) *oldAction = NULL;
    if (oldContext) *oldContext = NULL;
    fail(err, U_UNSUPPORTED_ERROR);
}

EXPORT void ucnv_cbFromUWriteUChars(UConverterFromUnicodeArgs *args, const UChar **source, const UChar *sourceLimit,
                                    int32_t offsetIndex, UErrorCode *err)
{
    (void)args; (void)source; (void)sourceLimit; (void)offsetIndex;
    fail(err, U_UNSUPPORTED_ERROR);
}

EXPORT void ucnv_cbToUWriteUChars(UConverterToUnicodeArgs *args, const UChar *source, int32_t length,
                                  int32_t offsetIndex, UErrorCode *err)
{
    (void)args; (void)source; (void)length; (void)offsetIndex;
    fail(err, U_UNSUPPORTED_ERROR);
}

EXPORT void UCNV_FROM_U_CALLBACK_SUBSTITUTE(const void *context, UConverterFromUnicodeArgs *args, const UChar *codeUnits,
                                            int32_t length, UChar32 codePoint, UConverterCallbackReason reason,
                                            UErrorCode *err)
{
    (void)context; (void)args; (void)codeUnits; (void)length; (void)codePoint; (void)reason;
    fail(err, U_UNSUPPORTED_ERROR);
}

EXPORT void UCNV_TO_U_CALLBACK_SUBSTITUTE(const void *context, UConverterToUnicodeArgs *args, const char *codeUnits,
                                          int32_t length, UConverterCallbackReason reason, UErrorCode *err)
{
    (void)context; (void)args; (void)codeUnits; (void)length; (void)reason;
    fail(err, U_UNSUPPORTED_ERROR);
}

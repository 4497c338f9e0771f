#include <png.h>
// PNG_FORMAT_RGBA and friends are macros built from other macros, which Swift cannot import.
static const png_uint_32 SV_PNG_FORMAT_RGBA = PNG_FORMAT_RGBA;
static const png_uint_32 SV_PNG_FORMAT_BGRA = PNG_FORMAT_BGRA;
static const png_uint_32 SV_PNG_IMAGE_VERSION = PNG_IMAGE_VERSION;

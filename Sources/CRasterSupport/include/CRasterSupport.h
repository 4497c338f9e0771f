// Conversions from floating point to integer for the rasterizer's innermost loops, without the
// range check Swift puts on every such conversion (a compare and a branch per value, which cost
// the coverage sweep about a tenth of its time once the library stopped building with
// -Ounchecked). Each is defined for every input: on x86 the SSE2 instructions return the
// "integer indefinite" value INT32_MIN for NaN and out-of-range values rather than trapping; other
// processors take a plain check. The callers pass values they have clamped to the canvas, so the
// out-of-range answer is a safety net, never a result they use.
#ifndef C_RASTER_SUPPORT_H
#define C_RASTER_SUPPORT_H

#include <stdint.h>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

typedef float raster_float4 __attribute__((ext_vector_type(4)));
typedef int32_t raster_int4 __attribute__((ext_vector_type(4)));

/// `x` rounded toward zero; INT32_MIN when `x` is NaN or outside the range of int32_t.
static inline __attribute__((always_inline)) int32_t raster_truncate(float x) {
#if defined(__SSE2__)
    return _mm_cvttss_si32(_mm_set_ss(x));
#else
    return (x > -2147483904.0f && x < 2147483648.0f) ? (int32_t)x : INT32_MIN;
#endif
}

/// ``raster_truncate`` of four lanes at once.
static inline __attribute__((always_inline)) raster_int4 raster_truncate4(raster_float4 v) {
#if defined(__SSE2__)
    return (raster_int4)_mm_cvttps_epi32((__m128)v);
#else
    raster_int4 r = { raster_truncate(v.x), raster_truncate(v.y), raster_truncate(v.z), raster_truncate(v.w) };
    return r;
#endif
}

#endif

// CRasterSupport is header-only (static inline functions, inlined into Swift); SwiftPM needs one
// C file to build the target.
#include "CRasterSupport.h"

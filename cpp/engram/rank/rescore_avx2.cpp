// The rescore kernel's inner loops for AVX2 (compiled with that target's flags and -ffp-contract=off; reached
// only through rescore.cpp's dispatch on the SIMD level).
#include <cstddef>
#include <cstdint>

#include "engram/rank/rescore_kernel.hpp"

namespace engram::rank::avx2 {
#include "engram/rank/rescore_block.inl"
}  // namespace engram::rank::avx2

// engram/simd/bits.hpp - the popcount kernel of one-bit codes (engram/quant/bits.hpp): for blocks of 8 rows,
// out[row] = sum_j 2^j * sum_w popcount(code[row][w] & plane[j][w]), the dot of a row's bits with a query
// rounded to `n_planes` bit planes.
//
// Layout (quant/bits.hpp): block b holds word w of its 8 rows at codes[b * 8 * words + w * 8 + lane];
// planes[j * words + w]. Results are integers, so every level returns the same values bit for bit.
// Levels (chosen with the float kernels' level, dot.hpp): scalar (the oracle); avx2 (a nibble lookup
// table and vpshufb, 4 rows per register); avx512 (VPOPCNTQ, 8 rows per register, when the CPU has
// AVX512_VPOPCNTDQ; the avx2 body otherwise). Pure functions, no allocation.
#pragma once

#include <cstddef>
#include <cstdint>

#include "engram/simd/dot.hpp"

namespace engram::simd {

struct BitKernels {
  Level level;
  const char* name;
  // n_planes in [1, 8]; out: [n_blocks * 8]; sums below 2^31 (words * 64 * 255 for 8 planes).
  void (*dot_bits)(const std::uint64_t* planes, int n_planes, const std::uint64_t* codes, std::size_t n_blocks,
                   std::size_t words, std::int32_t* out);
};

const BitKernels& bit_kernels_for(Level level);  // throws std::invalid_argument as kernels_for
const BitKernels& active_bit_kernels() noexcept;  // the level of active_kernels()

const BitKernels& serial_bit_kernels() noexcept;
#if defined(ENGRAM_X86)
const BitKernels& avx2_bit_kernels() noexcept;
const BitKernels& avx512_bit_kernels() noexcept;
#endif

}  // namespace engram::simd

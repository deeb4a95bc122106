// AVX-512 popcount kernel of one-bit codes: VPOPCNTQ on 8 rows per register (one block), 8 plane
// accumulators. Compiled with -mavx512f/bw/vl/vpopcntdq; used only when the CPU has AVX512_VPOPCNTDQ
// (Ice Lake and later), else the AVX2 body. Dispatch-only.
#include <immintrin.h>

#include "engram/simd/bits.hpp"

namespace engram::simd {

void dot_bits_avx2(const std::uint64_t* planes, int n_planes, const std::uint64_t* codes, std::size_t n_blocks,
                   std::size_t words, std::int32_t* out);

namespace {

// Words and planes known at compile time: fully unrolled, the plane words broadcast from memory into the AND.
template <std::size_t W, int B>
void blocks_fixed(const std::uint64_t* planes, const std::uint64_t* codes, std::size_t n_blocks, std::int32_t* out) {
  for (std::size_t b = 0; b < n_blocks; ++b) {
    const std::uint64_t* block = codes + b * 8 * W;
    __m512i acc[B];
    for (int j = 0; j < B; ++j) acc[j] = _mm512_setzero_si512();
    for (std::size_t w = 0; w < W; ++w) {
      const __m512i x = _mm512_loadu_si512(block + w * 8);
      for (int j = 0; j < B; ++j)
        acc[j] = _mm512_add_epi64(acc[j], _mm512_popcnt_epi64(_mm512_and_si512(
                                              x, _mm512_set1_epi64(static_cast<long long>(planes[static_cast<std::size_t>(j) * W + w])))));
    }
    __m512i total = acc[0];
    for (int j = 1; j < B; ++j) total = _mm512_add_epi64(total, _mm512_slli_epi64(acc[j], static_cast<unsigned>(j)));
    _mm256_storeu_si256(reinterpret_cast<__m256i*>(out + b * 8), _mm512_cvtepi64_epi32(total));
  }
}

void dot_bits_vpopcnt(const std::uint64_t* planes, int n_planes, const std::uint64_t* codes, std::size_t n_blocks,
                      std::size_t words, std::int32_t* out) {
  if (words == 8 && n_planes == 4) return blocks_fixed<8, 4>(planes, codes, n_blocks, out);
  if (words == 4 && n_planes == 4) return blocks_fixed<4, 4>(planes, codes, n_blocks, out);
  if (words == 16 && n_planes == 4) return blocks_fixed<16, 4>(planes, codes, n_blocks, out);
  for (std::size_t b = 0; b < n_blocks; ++b) {
    const std::uint64_t* block = codes + b * 8 * words;
    __m512i acc[8];
    for (int j = 0; j < 8; ++j) acc[j] = _mm512_setzero_si512();
    for (std::size_t w = 0; w < words; ++w) {
      const __m512i x = _mm512_loadu_si512(block + w * 8);
      for (int j = 0; j < n_planes; ++j) {
        const __m512i q = _mm512_set1_epi64(static_cast<long long>(planes[static_cast<std::size_t>(j) * words + w]));
        acc[j] = _mm512_add_epi64(acc[j], _mm512_popcnt_epi64(_mm512_and_si512(x, q)));
      }
    }
    __m512i total = _mm512_setzero_si512();
    for (int j = 0; j < n_planes; ++j) total = _mm512_add_epi64(total, _mm512_slli_epi64(acc[j], static_cast<unsigned>(j)));
    _mm256_storeu_si256(reinterpret_cast<__m256i*>(out + b * 8), _mm512_cvtepi64_epi32(total));
  }
}

}  // namespace

const BitKernels& avx512_bit_kernels() noexcept {
  static const BitKernels table = [] {
    __builtin_cpu_init();
    if (__builtin_cpu_supports("avx512vpopcntdq")) return BitKernels{Level::avx512, "avx512", &dot_bits_vpopcnt};
    return BitKernels{Level::avx512, "avx512 (avx2 popcount)", &dot_bits_avx2};
  }();
  return table;
}

}  // namespace engram::simd

// AVX2 popcount kernel of one-bit codes: a nibble lookup table (vpshufb) per byte, summed per 64-bit lane with
// vpsadbw; 4 rows per register, two registers per block of 8. Compiled with -mavx2; dispatch-only.
#include <immintrin.h>

#include "engram/simd/bits.hpp"

namespace engram::simd {

// Shared with the avx512 level on CPUs without AVX512_VPOPCNTDQ.
void dot_bits_avx2(const std::uint64_t* planes, int n_planes, const std::uint64_t* codes, std::size_t n_blocks,
                   std::size_t words, std::int32_t* out) {
  const __m256i lut = _mm256_setr_epi8(0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4,
                                       0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4);
  const __m256i low = _mm256_set1_epi8(0x0f);
  for (std::size_t b = 0; b < n_blocks; ++b) {
    const std::uint64_t* block = codes + b * 8 * words;
    for (int half = 0; half < 2; ++half) {
      __m256i total = _mm256_setzero_si256();
      for (int j = 0; j < n_planes; ++j) {
        __m256i total_j = _mm256_setzero_si256();
        // Byte counts are at most 8 per word: 16 words fit a byte lane before they are summed.
        for (std::size_t w0 = 0; w0 < words; w0 += 16) {
          __m256i bytes = _mm256_setzero_si256();
          for (std::size_t w = w0; w < words && w < w0 + 16; ++w) {
            const __m256i x = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(block + w * 8 + 4 * half));
            const __m256i v = _mm256_and_si256(x, _mm256_set1_epi64x(static_cast<long long>(planes[static_cast<std::size_t>(j) * words + w])));
            const __m256i lo = _mm256_shuffle_epi8(lut, _mm256_and_si256(v, low));
            const __m256i hi = _mm256_shuffle_epi8(lut, _mm256_and_si256(_mm256_srli_epi16(v, 4), low));
            bytes = _mm256_add_epi8(bytes, _mm256_add_epi8(lo, hi));
          }
          total_j = _mm256_add_epi64(total_j, _mm256_sad_epu8(bytes, _mm256_setzero_si256()));
        }
        total = _mm256_add_epi64(total, _mm256_slli_epi64(total_j, j));
      }
      alignas(32) std::int64_t lanes[4];
      _mm256_store_si256(reinterpret_cast<__m256i*>(lanes), total);
      for (int k = 0; k < 4; ++k) out[b * 8 + static_cast<std::size_t>(4 * half + k)] = static_cast<std::int32_t>(lanes[k]);
    }
  }
}

const BitKernels& avx2_bit_kernels() noexcept {
  static const BitKernels table{Level::avx2, "avx2", &dot_bits_avx2};
  return table;
}

}  // namespace engram::simd

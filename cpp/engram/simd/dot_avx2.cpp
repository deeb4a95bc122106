// AVX2 + FMA kernels (8 float lanes). Compiled with -mavx2 -mfma; reached only through the dispatch table.
#include <immintrin.h>

#include "engram/simd/dot_simd.inl"

namespace engram::simd {
namespace {

struct Avx2 {
  using reg = __m256;
  static constexpr std::size_t width = 8;
  static reg zero() { return _mm256_setzero_ps(); }
  static reg load(const float* p) { return _mm256_loadu_ps(p); }
  // Masked load of n < 8 lanes: masked-off lanes are neither read nor faulted on.
  static reg load_tail(const float* p, std::size_t n) {
    alignas(32) static const std::int32_t kMaskWindow[16] = {-1, -1, -1, -1, -1, -1, -1, -1,
                                                             0,  0,  0,  0,  0,  0,  0,  0};
    const __m256i mask = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(kMaskWindow + 8 - n));
    return _mm256_maskload_ps(p, mask);
  }
  static reg fma(reg a, reg b, reg acc) { return _mm256_fmadd_ps(a, b, acc); }
  static reg add(reg a, reg b) { return _mm256_add_ps(a, b); }
  static float sum(reg v) {
    __m128 s = _mm_add_ps(_mm256_castps256_ps128(v), _mm256_extractf128_ps(v, 1));
    s = _mm_add_ps(s, _mm_movehl_ps(s, s));
    s = _mm_add_ss(s, _mm_movehdup_ps(s));
    return _mm_cvtss_f32(s);
  }

  using ireg = __m256i;
  static constexpr std::size_t ibytes = 32;
  static ireg izero() { return _mm256_setzero_si256(); }
  static ireg iload(const std::int8_t* p) { return _mm256_loadu_si256(reinterpret_cast<const __m256i*>(p)); }
  static ireg iabs(ireg q) { return _mm256_abs_epi8(q); }
  // maddubs multiplies unsigned |q| by signed x*sign(q) and adds byte pairs into int16 (no saturation:
  // |pair| <= 2 * 127 * 127 < 32767); madd with ones widens pairs of those into int32.
  static ireg imul_add(ireg abs_q, ireg q, ireg x, ireg acc) {
    const __m256i pairs = _mm256_maddubs_epi16(abs_q, _mm256_sign_epi8(x, q));
    return _mm256_add_epi32(acc, _mm256_madd_epi16(pairs, _mm256_set1_epi16(1)));
  }
  static ireg iadd(ireg a, ireg b) { return _mm256_add_epi32(a, b); }
  static std::int32_t isum(ireg v) {
    __m128i s = _mm_add_epi32(_mm256_castsi256_si128(v), _mm256_extracti128_si256(v, 1));
    s = _mm_add_epi32(s, _mm_shuffle_epi32(s, 0x4e));
    s = _mm_add_epi32(s, _mm_shuffle_epi32(s, 0xb1));
    return _mm_cvtsi128_si32(s);
  }
};

}  // namespace

const Kernels& avx2_kernels() noexcept {
  static const Kernels table = make_table<Avx2>(Level::avx2, "avx2");
  return table;
}

}  // namespace engram::simd

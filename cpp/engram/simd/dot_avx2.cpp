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
};

}  // namespace

const Kernels& avx2_kernels() noexcept {
  static const Kernels table = make_table<Avx2>(Level::avx2, "avx2");
  return table;
}

}  // namespace engram::simd

// AVX-512 kernels (16 float lanes, masked tails). Compiled with -mavx512f/dq/bw/vl; dispatch-only.
#include <immintrin.h>

#include "engram/simd/dot_simd.inl"

namespace engram::simd {
namespace {

struct Avx512 {
  using reg = __m512;
  static constexpr std::size_t width = 16;
  static reg zero() { return _mm512_setzero_ps(); }
  static reg load(const float* p) { return _mm512_loadu_ps(p); }
  static reg load_tail(const float* p, std::size_t n) {
    return _mm512_maskz_loadu_ps(static_cast<__mmask16>((1u << n) - 1u), p);
  }
  static reg fma(reg a, reg b, reg acc) { return _mm512_fmadd_ps(a, b, acc); }
  static reg add(reg a, reg b) { return _mm512_add_ps(a, b); }
  static float sum(reg v) { return _mm512_reduce_add_ps(v); }
};

}  // namespace

const Kernels& avx512_kernels() noexcept {
  static const Kernels table = make_table<Avx512>(Level::avx512, "avx512");
  return table;
}

}  // namespace engram::simd

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

  using ireg = __m512i;
  static constexpr std::size_t ibytes = 64;
  static ireg izero() { return _mm512_setzero_si512(); }
  static ireg iload(const std::int8_t* p) { return _mm512_loadu_si512(p); }
  static ireg iabs(ireg q) { return _mm512_abs_epi8(q); }
  // As the AVX2 body; AVX-512 has no sign_epi8, so x is negated under q's sign-bit mask (where q is 0,
  // |q| is 0 and the product vanishes either way).
  static ireg imul_add(ireg abs_q, ireg q, ireg x, ireg acc) {
    const __m512i signed_x = _mm512_mask_sub_epi8(x, _mm512_movepi8_mask(q), _mm512_setzero_si512(), x);
    const __m512i pairs = _mm512_maddubs_epi16(abs_q, signed_x);
    return _mm512_add_epi32(acc, _mm512_madd_epi16(pairs, _mm512_set1_epi16(1)));
  }
  static ireg iadd(ireg a, ireg b) { return _mm512_add_epi32(a, b); }
  static std::int32_t isum(ireg v) { return _mm512_reduce_add_epi32(v); }
};

}  // namespace

std::int32_t dot_i8_vnni(const std::int8_t* a, const std::int8_t* b, std::size_t dim);
void dot_i8_rows_vnni(const std::int8_t* q, const std::int8_t* rows, std::size_t count, std::size_t dim,
                      std::size_t stride, std::int32_t* out);

const Kernels& avx512_kernels_without_vnni() noexcept {
  static const Kernels table = make_table<Avx512>(Level::avx512, "avx512");
  return table;
}

const Kernels& avx512_kernels() noexcept {
  static const Kernels table = [] {
    Kernels k = avx512_kernels_without_vnni();
    __builtin_cpu_init();
    if (__builtin_cpu_supports("avx512vnni")) {  // same results bit for bit (integer sums), one instruction
      k.dot_i8 = &dot_i8_vnni;
      k.dot_i8_rows = &dot_i8_rows_vnni;
    }
    return k;
  }();
  return table;
}

}  // namespace engram::simd

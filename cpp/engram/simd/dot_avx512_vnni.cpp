// AVX-512 VNNI int8 kernels: VPDPBUSD multiplies 64 unsigned by 64 signed bytes and adds each group of four
// products into an int32 lane, in one instruction where the plain AVX-512 body needs four (sign the row by the
// query, maddubs, madd, add). Compiled with -mavx512f/bw/vl/vnni; used by the avx512 table only when the CPU
// has AVX512_VNNI (Cascade Lake, Ice Lake and later), else dot_avx512.cpp's bodies. Dispatch-only.
//
// VPDPBUSD wants one unsigned operand: the row's bytes are flipped to x + 128 (XOR 0x80, in [1, 255] for codes
// in [-127, 127]) and the query stays signed, so a lane gathers sum (x + 128) * q = sum x * q + 128 * sum q; the
// query's part, 128 * sum q over the bytes the vector loop read, is subtracted once per row. Every operation
// wraps modulo 2^32 (no saturating form is used), and the true dot fits in int32 for dim <= 133,000 (dot.hpp),
// so the result is the exact dot bit for bit, whatever the intermediate sums: the same value as every level.
// Rows are read as four streams, four rows sharing each query load, as dot_simd.inl's dot_i8_rows_body.
#include <immintrin.h>

#include <cstddef>
#include <cstdint>

namespace engram::simd {
namespace {

constexpr std::size_t kBytes = 64;

inline std::int32_t tail(const std::int8_t* a, const std::int8_t* b, std::size_t from, std::size_t dim) {
  std::int32_t s = 0;
  for (std::size_t i = from; i < dim; ++i) s += static_cast<std::int32_t>(a[i]) * static_cast<std::int32_t>(b[i]);
  return s;
}

// 128 * the sum of q over the bytes [0, dim - dim % 64) that the vector loop reads, modulo 2^32.
inline std::uint32_t query_offset(const std::int8_t* q, std::size_t dim) {
  std::int64_t s = 0;
  for (std::size_t i = 0; i < dim - dim % kBytes; ++i) s += q[i];
  return static_cast<std::uint32_t>(static_cast<std::uint64_t>(s) * 128u);
}

inline std::int32_t finish(__m512i acc, std::uint32_t offset) {
  const auto total = static_cast<std::uint32_t>(_mm512_reduce_add_epi32(acc)) - offset;
  return static_cast<std::int32_t>(total);
}

}  // namespace

// One row (bound 3b's second dot, a few hundred calls per recall): the query's part 128 * sum a is gathered in
// the same loop by a VPDPBUSD of 0x80 bytes (unsigned 128) with a, not by a scalar pass over the query.
std::int32_t dot_i8_vnni(const std::int8_t* a, const std::int8_t* b, std::size_t dim) {
  const __m512i flip = _mm512_set1_epi8(static_cast<char>(0x80));
  __m512i s0 = _mm512_setzero_si512(), s1 = _mm512_setzero_si512(), off = _mm512_setzero_si512();
  std::size_t i = 0;
  for (; i + 2 * kBytes <= dim; i += 2 * kBytes) {
    const __m512i a0 = _mm512_loadu_si512(a + i), a1 = _mm512_loadu_si512(a + i + kBytes);
    s0 = _mm512_dpbusd_epi32(s0, _mm512_xor_si512(_mm512_loadu_si512(b + i), flip), a0);
    s1 = _mm512_dpbusd_epi32(s1, _mm512_xor_si512(_mm512_loadu_si512(b + i + kBytes), flip), a1);
    off = _mm512_dpbusd_epi32(_mm512_dpbusd_epi32(off, flip, a0), flip, a1);
  }
  for (; i + kBytes <= dim; i += kBytes) {
    const __m512i a0 = _mm512_loadu_si512(a + i);
    s0 = _mm512_dpbusd_epi32(s0, _mm512_xor_si512(_mm512_loadu_si512(b + i), flip), a0);
    off = _mm512_dpbusd_epi32(off, flip, a0);
  }
  const auto offset = static_cast<std::uint32_t>(_mm512_reduce_add_epi32(off));
  return static_cast<std::int32_t>(static_cast<std::uint32_t>(finish(_mm512_add_epi32(s0, s1), offset)) +
                                   static_cast<std::uint32_t>(tail(a, b, i, dim)));
}

void dot_i8_rows_vnni(const std::int8_t* q, const std::int8_t* rows, std::size_t count, std::size_t dim,
                      std::size_t stride, std::int32_t* out) {
  const __m512i flip = _mm512_set1_epi8(static_cast<char>(0x80));
  const std::uint32_t offset = query_offset(q, dim);
  const std::size_t body = dim - dim % kBytes;
  const std::size_t part = count / 4;
  for (std::size_t k = 0; k < part; ++k) {
    const std::size_t at[4] = {k, k + part, k + 2 * part, k + 3 * part};
    const std::int8_t* r[4] = {rows + at[0] * stride, rows + at[1] * stride, rows + at[2] * stride,
                               rows + at[3] * stride};
    __m512i acc[4] = {_mm512_setzero_si512(), _mm512_setzero_si512(), _mm512_setzero_si512(),
                      _mm512_setzero_si512()};
    for (std::size_t i = 0; i < body; i += kBytes) {
      const __m512i q0 = _mm512_loadu_si512(q + i);
      for (int t = 0; t < 4; ++t)
        acc[t] = _mm512_dpbusd_epi32(acc[t], _mm512_xor_si512(_mm512_loadu_si512(r[t] + i), flip), q0);
    }
    for (int t = 0; t < 4; ++t)
      out[at[t]] = static_cast<std::int32_t>(static_cast<std::uint32_t>(finish(acc[t], offset)) +
                                             static_cast<std::uint32_t>(tail(q, r[t], body, dim)));
  }
  for (std::size_t j = 4 * part; j < count; ++j) out[j] = dot_i8_vnni(q, rows + j * stride, dim);
}

}  // namespace engram::simd

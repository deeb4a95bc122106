// Kernel bodies shared by the SIMD targets, written once over a vector-traits type V.
//
// Included only by the per-target sources (dot_avx2.cpp, dot_avx512.cpp), each compiled with its own
// instruction-set flags; everything here has internal linkage so the two instantiations can never be
// merged by the linker (an AVX-512 body must not end up behind the AVX2 table).
//
// V provides: `reg`, `width`, zero(), load(p), load_tail(p, n) (n < width lanes, the rest zero, no read
// past p + n), fma(a, b, acc), add(a, b), sum(reg) -> float.
//
// Rows are processed four at a time so one load of the query feeds four FMAs (see accumulate_rows); a
// contiguous range is read as four streams (see many_body).
//
// The int8 kernels use V's integer side: `ireg`, `ibytes` (bytes per register), izero(), iload(p),
// iabs(q) (|q| per byte), imul_add(abs_q, q, x, acc) (acc += the int32 sums of |q| * (x with q's sign),
// which is q * x, per 4-byte group), iadd(a, b), isum(reg) -> int32. Tails shorter than a register are summed
// in scalar code.
#include <cmath>

#include "engram/simd/dot.hpp"

namespace engram::simd {
namespace {

template <class V>
float dot_body(const float* a, const float* b, std::size_t dim) {
  constexpr std::size_t W = V::width;
  auto s0 = V::zero(), s1 = V::zero();
  std::size_t i = 0;
  for (; i + 2 * W <= dim; i += 2 * W) {
    s0 = V::fma(V::load(a + i), V::load(b + i), s0);
    s1 = V::fma(V::load(a + i + W), V::load(b + i + W), s1);
  }
  for (; i + W <= dim; i += W) s0 = V::fma(V::load(a + i), V::load(b + i), s0);
  if (i < dim) s1 = V::fma(V::load_tail(a + i, dim - i), V::load_tail(b + i, dim - i), s1);
  return V::sum(V::add(s0, s1));
}

// Accumulates one row the way every row is accumulated (block or not), so a row's result never depends on
// its position in a call: even chunks of W lanes into `even`, odd chunks into `odd`, a last full chunk into
// `even`, the masked tail into `odd`; the dot is sum(even + odd). Two accumulators per row give the block
// of four rows eight independent FMA chains, enough to hide FMA latency (4 cycles, 2 per cycle on current
// cores); with one per row the scan ran at half of numpy's sgemv.
template <class V, bool kWithNorms, int kRows>
inline void accumulate_rows(const float* q, const float* const* r, std::size_t dim, float* dots,
                            float* norms) {
  constexpr std::size_t W = V::width;
  typename V::reg even[kRows], odd[kRows], sq[kRows];
  for (int j = 0; j < kRows; ++j) even[j] = odd[j] = sq[j] = V::zero();
  std::size_t i = 0;
  for (; i + 2 * W <= dim; i += 2 * W) {
    const auto q0 = V::load(q + i), q1 = V::load(q + i + W);
    for (int j = 0; j < kRows; ++j) {
      const auto x0 = V::load(r[j] + i), x1 = V::load(r[j] + i + W);
      even[j] = V::fma(q0, x0, even[j]);
      odd[j] = V::fma(q1, x1, odd[j]);
      if (kWithNorms) sq[j] = V::fma(x1, x1, V::fma(x0, x0, sq[j]));
    }
  }
  if (i + W <= dim) {
    const auto q0 = V::load(q + i);
    for (int j = 0; j < kRows; ++j) {
      const auto x0 = V::load(r[j] + i);
      even[j] = V::fma(q0, x0, even[j]);
      if (kWithNorms) sq[j] = V::fma(x0, x0, sq[j]);
    }
    i += W;
  }
  if (i < dim) {
    const auto q0 = V::load_tail(q + i, dim - i);
    for (int j = 0; j < kRows; ++j) {
      const auto x0 = V::load_tail(r[j] + i, dim - i);
      odd[j] = V::fma(q0, x0, odd[j]);
      if (kWithNorms) sq[j] = V::fma(x0, x0, sq[j]);
    }
  }
  for (int j = 0; j < kRows; ++j) {
    dots[j] = V::sum(V::add(even[j], odd[j]));
    if (kWithNorms) norms[j] = V::sum(sq[j]);
  }
}

// Asks for every cache line of a row ahead of its use. Gathered rows are scattered, so the hardware's
// stream prefetchers only start inside a row; fetching the next four rows while four are summed overlaps
// their memory latency (a shortlist's rows are usually not in cache).
inline void prefetch_row(const float* row, std::size_t dim) {
  for (std::size_t i = 0; i < dim; i += 64 / sizeof(float)) __builtin_prefetch(row + i);
}

// out[j] = dot(q, row_at(j)) (kWithNorms: out[j] = cosine) for j in [0, count), four rows at a time;
// kGathered: the rows are scattered (prefetch_row).
//
// kStreams (contiguous rows): the four rows of a pass are not neighbours but the k-th rows of four equal
// parts of the range (k, k + part, k + 2 part, k + 3 part), so one core reads four sequential streams at
// once. One stream is limited by how many lines the hardware prefetcher keeps in flight for it (it starts
// over at every 4 KB page); four streams keep more misses outstanding, and the scan of 1M x 384 rows from
// DRAM read 1.6-2.0x the bytes per second on one core (benchmarks/scan_bandwidth.py, RESULTS.md "The exact
// float scan's limit"; rows per pass, accumulators, software prefetch and non-temporal hints changed nothing
// there). Each row is still accumulated by accumulate_rows alone, so its result is the same whichever pass
// reads it.
template <class V, bool kWithNorms, bool kGathered = false, bool kStreams = false, class RowAt>
void many_body(const float* q, std::size_t count, std::size_t dim, RowAt row_at, float* out) {
  const float query_norm = kWithNorms ? std::sqrt(dot_body<V>(q, q, dim)) : 1.f;
  auto finish = [query_norm](float dot, float norm_sq) {
    if (!kWithNorms) return dot;
    return (query_norm == 0.f || norm_sq == 0.f) ? 0.f : dot / (query_norm * std::sqrt(norm_sq));
  };
  float dots[4], norms[4] = {0.f, 0.f, 0.f, 0.f};
  std::size_t j = 0;
  if constexpr (kStreams) {
    const std::size_t part = count / 4;
    for (std::size_t k = 0; k < part; ++k) {
      const std::size_t at[4] = {k, k + part, k + 2 * part, k + 3 * part};
      const float* rows[4] = {row_at(at[0]), row_at(at[1]), row_at(at[2]), row_at(at[3])};
      accumulate_rows<V, kWithNorms, 4>(q, rows, dim, dots, norms);
      for (int t = 0; t < 4; ++t) out[at[t]] = finish(dots[t], norms[t]);
    }
    j = 4 * part;
  } else {
    for (; j + 4 <= count; j += 4) {
      const float* rows[4] = {row_at(j), row_at(j + 1), row_at(j + 2), row_at(j + 3)};
      if (kGathered)
        for (std::size_t ahead = j + 4; ahead < j + 8 && ahead < count; ++ahead) prefetch_row(row_at(ahead), dim);
      accumulate_rows<V, kWithNorms, 4>(q, rows, dim, dots, norms);
      for (int t = 0; t < 4; ++t) out[j + t] = finish(dots[t], norms[t]);
    }
  }
  for (; j < count; ++j) {
    const float* rows[1] = {row_at(j)};
    accumulate_rows<V, kWithNorms, 1>(q, rows, dim, dots, norms);
    out[j] = finish(dots[0], norms[0]);
  }
}

template <class V>
void dot_rows_body(const float* q, const float* rows, std::size_t count, std::size_t dim, std::size_t stride,
                   float* out) {
  many_body<V, false, false, true>(q, count, dim, [=](std::size_t j) { return rows + j * stride; }, out);
}

template <class V>
void dot_gather_body(const float* q, const float* base, const std::int64_t* ids, std::size_t count,
                     std::size_t dim, std::size_t stride, float* out) {
  many_body<V, false, true>(q, count, dim,
                            [=](std::size_t j) { return base + static_cast<std::size_t>(ids[j]) * stride; }, out);
}

template <class V>
void cosine_rows_body(const float* q, const float* rows, std::size_t count, std::size_t dim,
                      std::size_t stride, float* out) {
  many_body<V, true, false, true>(q, count, dim, [=](std::size_t j) { return rows + j * stride; }, out);
}

template <class V>
void cosine_gather_body(const float* q, const float* base, const std::int64_t* ids, std::size_t count,
                        std::size_t dim, std::size_t stride, float* out) {
  many_body<V, true, true>(q, count, dim,
                           [=](std::size_t j) { return base + static_cast<std::size_t>(ids[j]) * stride; }, out);
}

template <class V>
void cosine_ptrs_body(const float* q, const float* const* rows, std::size_t count, std::size_t dim, float* out) {
  many_body<V, true, true>(q, count, dim, [=](std::size_t j) { return rows[j]; }, out);
}

inline std::int32_t dot_i8_tail(const std::int8_t* a, const std::int8_t* b, std::size_t from, std::size_t dim) {
  std::int32_t s = 0;
  for (std::size_t i = from; i < dim; ++i) s += static_cast<std::int32_t>(a[i]) * static_cast<std::int32_t>(b[i]);
  return s;
}

template <class V>
std::int32_t dot_i8_body(const std::int8_t* a, const std::int8_t* b, std::size_t dim) {
  constexpr std::size_t W = V::ibytes;
  auto s0 = V::izero(), s1 = V::izero();
  std::size_t i = 0;
  for (; i + 2 * W <= dim; i += 2 * W) {
    const auto a0 = V::iload(a + i), a1 = V::iload(a + i + W);
    s0 = V::imul_add(V::iabs(a0), a0, V::iload(b + i), s0);
    s1 = V::imul_add(V::iabs(a1), a1, V::iload(b + i + W), s1);
  }
  for (; i + W <= dim; i += W) {
    const auto a0 = V::iload(a + i);
    s0 = V::imul_add(V::iabs(a0), a0, V::iload(b + i), s0);
  }
  return V::isum(V::iadd(s0, s1)) + dot_i8_tail(a, b, i, dim);
}

// Four rows per pass share the query's loads and |q|, as accumulate_rows does for floats; the four are the
// k-th rows of four equal parts of the range, so the core reads four sequential streams (as many_body's
// kStreams: one stream is capped by the prefetcher's lines in flight). Integer sums are exact, so the order
// changes nothing in the result.
template <class V>
void dot_i8_rows_body(const std::int8_t* q, const std::int8_t* rows, std::size_t count, std::size_t dim,
                      std::size_t stride, std::int32_t* out) {
  constexpr std::size_t W = V::ibytes;
  const std::size_t part = count / 4;
  for (std::size_t k = 0; k < part; ++k) {
    const std::size_t at[4] = {k, k + part, k + 2 * part, k + 3 * part};
    const std::int8_t* r[4] = {rows + at[0] * stride, rows + at[1] * stride, rows + at[2] * stride,
                               rows + at[3] * stride};
    typename V::ireg acc[4] = {V::izero(), V::izero(), V::izero(), V::izero()};
    std::size_t i = 0;
    for (; i + W <= dim; i += W) {
      const auto q0 = V::iload(q + i);
      const auto abs_q = V::iabs(q0);
      for (int t = 0; t < 4; ++t) acc[t] = V::imul_add(abs_q, q0, V::iload(r[t] + i), acc[t]);
    }
    for (int t = 0; t < 4; ++t) out[at[t]] = V::isum(acc[t]) + dot_i8_tail(q, r[t], i, dim);
  }
  for (std::size_t j = 4 * part; j < count; ++j) out[j] = dot_i8_body<V>(q, rows + j * stride, dim);
}

template <class V>
Kernels make_table(Level level, const char* name) {
  return Kernels{level, name, dot_body<V>, dot_rows_body<V>, dot_gather_body<V>, cosine_rows_body<V>,
                 cosine_gather_body<V>, dot_i8_body<V>, dot_i8_rows_body<V>, cosine_ptrs_body<V>};
}

}  // namespace
}  // namespace engram::simd

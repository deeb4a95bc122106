// Kernel bodies shared by the SIMD targets, written once over a vector-traits type V.
//
// Included only by the per-target sources (dot_avx2.cpp, dot_avx512.cpp), each compiled with its own
// instruction-set flags; everything here has internal linkage so the two instantiations can never be
// merged by the linker (an AVX-512 body must not end up behind the AVX2 table).
//
// V provides: `reg`, `width`, zero(), load(p), load_tail(p, n) (n < width lanes, the rest zero, no read
// past p + n), fma(a, b, acc), add(a, b), sum(reg) -> float.
//
// Rows are processed four at a time so one load of the query feeds four FMAs; with the norms of cosine
// that is eight independent accumulators, enough to hide FMA latency on current cores.
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

// out[j] = dot(q, row_at(j)) (kWithNorms: out[j] = cosine) for j in [0, count).
template <class V, bool kWithNorms, class RowAt>
void many_body(const float* q, std::size_t count, std::size_t dim, RowAt row_at, float* out) {
  constexpr std::size_t W = V::width;
  const float query_norm = kWithNorms ? std::sqrt(dot_body<V>(q, q, dim)) : 1.f;
  auto finish = [query_norm](float dot, float norm_sq) {
    if (!kWithNorms) return dot;
    return (query_norm == 0.f || norm_sq == 0.f) ? 0.f : dot / (query_norm * std::sqrt(norm_sq));
  };
  std::size_t j = 0;
  for (; j + 4 <= count; j += 4) {
    const float* r0 = row_at(j);
    const float* r1 = row_at(j + 1);
    const float* r2 = row_at(j + 2);
    const float* r3 = row_at(j + 3);
    auto d0 = V::zero(), d1 = V::zero(), d2 = V::zero(), d3 = V::zero();
    auto n0 = V::zero(), n1 = V::zero(), n2 = V::zero(), n3 = V::zero();
    auto step = [&](typename V::reg qv, typename V::reg x0, typename V::reg x1, typename V::reg x2,
                    typename V::reg x3) {
      d0 = V::fma(qv, x0, d0);
      d1 = V::fma(qv, x1, d1);
      d2 = V::fma(qv, x2, d2);
      d3 = V::fma(qv, x3, d3);
      if (kWithNorms) {
        n0 = V::fma(x0, x0, n0);
        n1 = V::fma(x1, x1, n1);
        n2 = V::fma(x2, x2, n2);
        n3 = V::fma(x3, x3, n3);
      }
    };
    std::size_t i = 0;
    for (; i + W <= dim; i += W)
      step(V::load(q + i), V::load(r0 + i), V::load(r1 + i), V::load(r2 + i), V::load(r3 + i));
    if (i < dim) {
      const std::size_t n = dim - i;
      step(V::load_tail(q + i, n), V::load_tail(r0 + i, n), V::load_tail(r1 + i, n),
           V::load_tail(r2 + i, n), V::load_tail(r3 + i, n));
    }
    out[j] = finish(V::sum(d0), V::sum(n0));
    out[j + 1] = finish(V::sum(d1), V::sum(n1));
    out[j + 2] = finish(V::sum(d2), V::sum(n2));
    out[j + 3] = finish(V::sum(d3), V::sum(n3));
  }
  // The last rows use the same per-row accumulation as the blocks above, so a row's result does not
  // depend on its position in the call (the same memory scores identically in any selection).
  for (; j < count; ++j) {
    const float* r = row_at(j);
    auto d = V::zero(), n = V::zero();
    std::size_t i = 0;
    for (; i + W <= dim; i += W) {
      const auto x = V::load(r + i);
      d = V::fma(V::load(q + i), x, d);
      if (kWithNorms) n = V::fma(x, x, n);
    }
    if (i < dim) {
      const auto x = V::load_tail(r + i, dim - i);
      d = V::fma(V::load_tail(q + i, dim - i), x, d);
      if (kWithNorms) n = V::fma(x, x, n);
    }
    out[j] = finish(V::sum(d), V::sum(n));
  }
}

template <class V>
void dot_rows_body(const float* q, const float* rows, std::size_t count, std::size_t dim, std::size_t stride,
                   float* out) {
  many_body<V, false>(q, count, dim, [=](std::size_t j) { return rows + j * stride; }, out);
}

template <class V>
void dot_gather_body(const float* q, const float* base, const std::int64_t* ids, std::size_t count,
                     std::size_t dim, std::size_t stride, float* out) {
  many_body<V, false>(q, count, dim,
                      [=](std::size_t j) { return base + static_cast<std::size_t>(ids[j]) * stride; }, out);
}

template <class V>
void cosine_rows_body(const float* q, const float* rows, std::size_t count, std::size_t dim,
                      std::size_t stride, float* out) {
  many_body<V, true>(q, count, dim, [=](std::size_t j) { return rows + j * stride; }, out);
}

template <class V>
void cosine_gather_body(const float* q, const float* base, const std::int64_t* ids, std::size_t count,
                        std::size_t dim, std::size_t stride, float* out) {
  many_body<V, true>(q, count, dim,
                     [=](std::size_t j) { return base + static_cast<std::size_t>(ids[j]) * stride; }, out);
}

template <class V>
Kernels make_table(Level level, const char* name) {
  return Kernels{level, name, dot_body<V>, dot_rows_body<V>, dot_gather_body<V>, cosine_rows_body<V>,
                 cosine_gather_body<V>};
}

}  // namespace
}  // namespace engram::simd

// engram/quant/bits.hpp - one-bit codes of rows relative to a centroid (RaBitQ-style), and a per-query estimate
// of every row's dot with the query with an error bound that holds with high probability.
//
// Encoding a row x (unit norm or zero) of a list with centroid c (ivf/lists.hpp):
//   r = |x - c|, o = (x - c) / r (the residual's direction), zero-padded to P dimensions (the next power of two
//   >= dim, at least 64), o' = R o with R a fixed random orthogonal map (three rounds of random signs and a
//   normalised Walsh-Hadamard transform, seeded), bits s_d = [o'_d > 0], and a = <o_bar, o> with
//   o_bar = (2s - 1) / sqrt(P) (the unit vector the bits stand for): a = sum_d |o'_d| / sqrt(P).
// For a query q, <q, x> = <q, c> + r <q, o>, and <q, o> = <R q, o'> is estimated by <o_bar, q'> / a (q' = R q).
// RaBitQ's analysis (Gao & Long, SIGMOD 2024): o_bar = a o + sqrt(1 - a^2) e with e a unit vector orthogonal
// to o, uniformly distributed over that sphere when R is a uniformly random rotation, so
//   |<o_bar, q'> / a - <o, q>|  =  sqrt(1 - a^2) / a * |<e, q>|,  <e, q> ~ |q_perp| * (a coordinate of a random
//   unit vector in P - 1 dimensions), and
//   P( |error| > eps0 * |q| * sqrt(1 - a^2) / (a sqrt(P - 1)) )  <=  about 2 exp(-eps0^2 / 2).
// The query is rounded to u_d = round((q'_d - lo) / delta) in [0, 15] (q'_d = lo + delta u_d + err_d) and split
// into 4 bit planes, so that K = sum_{d: s_d = 1} u_d is 4 popcounts per 64 dims (simd/bits.hpp). With
// 2 [s_d = 1] = s_d + 1 (s_d = +-1 here):
//   <o_bar, q'> sqrt(P) = 2 (lo * popcount(s) + delta * K) + sum_d err_d - sum_d q'_d + sum_d s_d err_d,
// where the first three terms are known and the last, the query's rounding seen through the row's signs, is
// modelled as RaBitQ does (the rotation makes the signs look random to it): ~ |err| * N(0, 1). Both error
// terms are folded into one interval of eps0 standard deviations:
//   half-width = eps0 * sqrt((|q| * spread)^2 + (factor * |err|)^2) + a float margin.
// The bound is statistical: it holds per row with probability about 1 - 2 exp(-eps0^2 / 2) over the rotation
// (the structured rotation is not uniformly random, and the terms are upper estimates of the deviations), so
// the miss rate is measured, not proven (tests/test_bits.py, benchmarks/RESULTS.md "One-bit codes").
//
// Layout: rows in blocks of 8 (position i in block i / 8), a block's word w of its 8 rows contiguous:
// codes[(i / 8) * 8 * W + w * 8 + i % 8], W = P / 64 words per row; the last block is zero-padded.
// Per row: factor = r / (a sqrt(P)), spread = r sqrt(1 - a^2) / (a sqrt(P - 1)), ones = popcount(s).
//
// Thread-safety: pure functions; BitCodes is immutable once built.
#pragma once

#include <cstddef>
#include <cmath>
#include <cstdint>
#include <vector>

namespace engram::quant {

struct BitCodes {
  std::size_t dim = 0, padded = 0, words = 0, n = 0;
  std::vector<std::uint64_t> codes;  // [blocks * 8 * words], layout above
  std::vector<float> factor;         // [n]
  std::vector<float> spread;         // [n]
  std::vector<std::int32_t> ones;    // [n]
  std::size_t memory_bytes() const;
};

// The padded dimension P for `dim`: the next power of two >= dim, at least 64.
std::size_t bits_padded_dim(std::size_t dim);

// Applies R (seeded, the same for every BitCodes of the process) to v [padded] in place.
void bits_rotate(float* v, std::size_t padded);

// Encodes rows [n x dim] (row i at rows + row_of[i] * stride floats, or rows + i * stride when row_of is null),
// row i against centroids + centre_of[i] * dim. `n_threads` 0 = the hardware's count.
BitCodes bits_encode(const float* rows, const std::int32_t* row_of, std::size_t n, std::size_t dim,
                     std::size_t stride, const float* centroids, const std::int32_t* centre_of, unsigned n_threads);

struct BitQuery {
  static constexpr int kPlanes = 4;
  std::vector<std::uint64_t> planes;  // [kPlanes * words]: plane j's word w at j * words + w
  float lo = 0.f, delta = 0.f;        // q'_d ~= lo + delta * u_d
  float offset = 0.f;                 // sum_d err_d - sum_d q'_d
  float err_norm = 0.f;               // |err|
  float norm = 0.f;                   // |q|

  // <q, x> ~= centroid_dot + estimate(...); `k` is the kernel's sum for the row.
  float estimate(float factor, std::int32_t ones, std::int32_t k) const {
    return factor * (2.f * (lo * static_cast<float>(ones) + delta * static_cast<float>(k)) + offset);
  }
  // The half-width of the row's interval at eps0 (above).
  float bound(float factor, float spread, float eps0) const {
    const float a = norm * spread, b = factor * err_norm;
    return eps0 * std::sqrt(a * a + b * b) + 1e-4f;
  }
};

BitQuery bits_prepare_query(const float* query, std::size_t dim);

}  // namespace engram::quant

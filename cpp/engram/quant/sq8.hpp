// engram/quant/sq8.hpp - int8 scalar quantisation of a segment's rows, and a per-query error bound.
//
// Codes: one scale per dimension, s[d] = max_i |x[i][d]| / 127 over the rows encoded together (a segment),
// and c[i][d] = round(x[i][d] / s[d]) in [-127, 127] (0 where s[d] is 0). So |x - s * c| <= s / 2 per value.
//
// A query q is prepared against those scales: w[d] = q[d] * s[d] is quantised with one scale t = max|w| / 127
// into u[d] = round(w[d] / t), and dot(q, x_i) ~= t * sum_d u[d] * c[i][d] (an int8 x int8 dot, 4x fewer bytes
// than the float rows). The approximation error is bounded, for every row i, by
//
//   |dot(q, x_i) - t * sum u c_i|  <=  sum_d |q[d]| s[d] / 2   (the rows' rounding)
//                                    + t / 2 * sum_d |c[i][d]| (the query's rounding)
//                                  <=  data_error + t / 2 * l1_max  =: bound
//
// with l1_max the largest sum |c| of any encoded row. The planner uses `bound` to make its int8 scan exact:
// it keeps every row whose best case could still rank, then rescores those in float (query/plan_codes.cpp).
//
// Thread-safety: pure functions; encode() runs on its own worker threads.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

namespace engram::quant {

struct Sq8Codes {
  std::vector<float> scale;  // [dim]
  std::int32_t l1_max = 0;   // max over rows of sum |code|
};

// Encodes rows [n x dim] (row i at rows + i * stride floats) into codes [n x dim] (row-major, no padding),
// returning the per-dimension scales and l1_max. Rows must be finite. `n_threads` 0 = the hardware's count.
Sq8Codes encode(const float* rows, std::size_t n, std::size_t dim, std::size_t stride, std::int8_t* codes,
                unsigned n_threads);

struct Sq8Query {
  std::vector<std::int8_t> codes;  // u, [dim]
  float scale = 0.f;               // t: dot(q, x) ~= scale * dot_i8(codes, c)
  float data_error = 0.f;          // sum_d |q[d]| s[d] / 2
  // The bound above for rows whose l1 is at most l1_max, with a margin for float rounding.
  float bound(std::int32_t l1_max) const;
};

Sq8Query prepare_query(const float* query, const float* scale, std::size_t dim);

// The query's rounding, quantised again: with w[d] = q[d] * s[d] and e[d] = w[d] - t * u[d] (what Sq8Query
// rounded away), e is coded as f[d] = round(e[d] / t2), t2 = max|e| / 127, so that
//
//   dot(q, s * c_i) = t * sum u c_i + t2 * sum f c_i + sum (e - t2 f) c_i,   |e[d] - t2 f[d]| <= `step`
//
// and a second int8 dot of a row's codes gives its similarity to within data_error + step * l1_max: the
// float query against the int8 codes (only the rows' own rounding is left, ~a third of Sq8Query::bound at
// 384-d), for a few hundred rows that the first bound could not dismiss.
struct Sq8Fine {
  std::vector<std::int8_t> codes;  // f, [dim]
  float scale = 0.f;               // t2
  float step = 0.f;                // max_d |e[d] - t2 f[d]|, computed exactly (in double)
  std::size_t dim = 0;
  // The bound on |dot(q, x_i) - (coarse.scale * sum u c_i + scale * sum f c_i)| for rows whose l1 is at most
  // l1_max, with margins for float rounding: relative, as Sq8Query::bound, and dim ulps of 1 absolute (a
  // float dot of dim terms, summed in any order, is that close to the true one; the bound is small enough
  // that this matters).
  float bound(const Sq8Query& coarse, std::int32_t l1_max) const;
};

Sq8Fine prepare_fine(const float* query, const float* scale, const Sq8Query& coarse, std::size_t dim);

}  // namespace engram::quant

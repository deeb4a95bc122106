// int8 scalar quantisation: encoding and query preparation (contracts in sq8.hpp).
#include "engram/quant/sq8.hpp"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <thread>

#include "engram/util/parallel.hpp"

namespace engram::quant {
namespace {

constexpr float kLevels = 127.f;
// Rows per job: large enough that the per-job bookkeeping vanishes, small enough to balance two cores.
constexpr std::size_t kChunk = 4096;

// Rounds half away from zero, in plain arithmetic so that the row loops vectorise (nearbyint is a libm call
// at the x86-64 baseline). |value * inverse_scale| <= 127 up to float rounding, so the conversion is safe.
std::int8_t to_code(float value, float inverse_scale) {
  const float scaled = value * inverse_scale;
  const int code = static_cast<int>(scaled + (scaled >= 0.f ? 0.5f : -0.5f));
  return static_cast<std::int8_t>(std::clamp(code, -127, 127));
}

// One row's codes, and the sum of their magnitudes. Restrict-qualified so that the compiler vectorises the
// loops (an int8 store may otherwise alias the inputs).
std::int32_t encode_row(const float* __restrict row, const float* __restrict inverse, std::int8_t* __restrict code,
                        std::size_t dim) {
  for (std::size_t d = 0; d < dim; ++d) code[d] = to_code(row[d], inverse[d]);
  std::int32_t l1 = 0;
  for (std::size_t d = 0; d < dim; ++d) l1 += code[d] < 0 ? -code[d] : code[d];
  return l1;
}

void max_magnitudes(const float* __restrict row, float* __restrict max_abs, std::size_t dim) {
  for (std::size_t d = 0; d < dim; ++d) {
    const float magnitude = std::fabs(row[d]);
    max_abs[d] = magnitude > max_abs[d] ? magnitude : max_abs[d];
  }
}

unsigned workers(unsigned requested, std::size_t n) {
  if (requested == 0) requested = util::hardware_threads();
  const std::size_t jobs = (n + kChunk - 1) / kChunk;
  return static_cast<unsigned>(std::max<std::size_t>(1, std::min<std::size_t>(requested, jobs)));
}

// Runs fn(slot, begin, end) over [0, n) in chunks of kChunk rows on `threads` threads; slot (< threads)
// names the worker, for per-thread state.
template <class Fn>
void for_chunks(std::size_t n, unsigned threads, Fn&& fn) {
  std::atomic<std::size_t> next{0};
  std::atomic<unsigned> slots{0};
  util::run_on_threads(threads, [&](const std::atomic<bool>& stop) {
    const unsigned slot = slots.fetch_add(1);
    for (std::size_t begin = next.fetch_add(kChunk); begin < n && !stop; begin = next.fetch_add(kChunk))
      fn(slot, begin, std::min(n, begin + kChunk));
  });
}

}  // namespace

Sq8Codes encode(const float* rows, std::size_t n, std::size_t dim, std::size_t stride, std::int8_t* codes,
                unsigned n_threads) {
  Sq8Codes out;
  out.scale.assign(dim, 0.f);
  if (n == 0 || dim == 0) return out;
  const unsigned threads = workers(n_threads, n);

  // Pass 1: the largest |value| of each dimension; each thread keeps its own maxima, merged after.
  std::vector<std::vector<float>> partial(threads, std::vector<float>(dim, 0.f));
  for_chunks(n, threads, [&](unsigned slot, std::size_t begin, std::size_t end) {
    for (std::size_t i = begin; i < end; ++i) max_magnitudes(rows + i * stride, partial[slot].data(), dim);
  });
  std::vector<float> inverse(dim, 0.f);
  for (std::size_t d = 0; d < dim; ++d) {
    float m = 0.f;
    for (const auto& p : partial) m = std::max(m, p[d]);
    out.scale[d] = m / kLevels;
    inverse[d] = m > 0.f ? kLevels / m : 0.f;
  }

  // Pass 2: the codes, and the largest l1 of a row's codes.
  std::atomic<std::int32_t> l1_max{0};
  for_chunks(n, threads, [&](unsigned, std::size_t begin, std::size_t end) {
    std::int32_t local = 0;
    for (std::size_t i = begin; i < end; ++i)
      local = std::max(local, encode_row(rows + i * stride, inverse.data(), codes + i * dim, dim));
    for (std::int32_t seen = l1_max.load(); local > seen && !l1_max.compare_exchange_weak(seen, local);) {
    }
  });
  out.l1_max = l1_max.load();
  return out;
}

Sq8Query prepare_query(const float* query, const float* scale, std::size_t dim) {
  Sq8Query q;
  q.codes.assign(dim, 0);
  // Lanes of partial maxima and sums, so that the loop vectorises (one serial chain of double additions
  // made this ~3 % of a lists-planned recall in perf). Each term is the one the bound's derivation names;
  // only the order of the additions differs, which the bound's margin for rounding covers.
  constexpr std::size_t kLanes = 8;
  float max_lane[kLanes] = {};
  double error_lane[kLanes] = {};
  std::size_t d = 0;
  for (; d + kLanes <= dim; d += kLanes) {
    for (std::size_t l = 0; l < kLanes; ++l) {
      const float weighted = std::fabs(query[d + l] * scale[d + l]);
      max_lane[l] = weighted > max_lane[l] ? weighted : max_lane[l];
      error_lane[l] += 0.5 * std::fabs(static_cast<double>(query[d + l])) * scale[d + l];
    }
  }
  for (; d < dim; ++d) {
    max_lane[0] = std::max(max_lane[0], std::fabs(query[d] * scale[d]));
    error_lane[0] += 0.5 * std::fabs(static_cast<double>(query[d])) * scale[d];
  }
  float max_w = 0.f;
  double data_error = 0.0;
  for (std::size_t l = 0; l < kLanes; ++l) {
    max_w = std::max(max_w, max_lane[l]);
    data_error += error_lane[l];
  }
  q.data_error = static_cast<float>(data_error);
  if (max_w == 0.f) return q;  // every approximate dot is 0, within data_error of the truth
  q.scale = max_w / kLevels;
  const float inverse = kLevels / max_w;
  std::int8_t* codes = q.codes.data();
  for (std::size_t i = 0; i < dim; ++i) codes[i] = to_code(query[i] * scale[i], inverse);
  return q;
}

float Sq8Query::bound(std::int32_t l1_max) const {
  const double bound = static_cast<double>(data_error) + 0.5 * static_cast<double>(scale) * l1_max;
  // Float rounding of the true dot (~dim ulps of 1), of t * sum, and of the terms above: a small relative
  // and absolute margin covers it.
  return static_cast<float>(bound * 1.001 + 1e-5);
}

Sq8Fine prepare_fine(const float* query, const float* scale, const Sq8Query& coarse, std::size_t dim) {
  Sq8Fine f;
  f.dim = dim;
  f.codes.assign(dim, 0);
  // e[d] as Sq8Query rounded it: w[d] is the float product prepare_query coded, t and u its scale and codes.
  std::vector<double> e(dim);
  double max_e = 0.0;
  for (std::size_t d = 0; d < dim; ++d) {
    const float w = query[d] * scale[d];
    e[d] = static_cast<double>(w) - static_cast<double>(coarse.scale) * coarse.codes[d];
    max_e = std::max(max_e, std::fabs(e[d]));
  }
  if (max_e == 0.0) return f;  // the coarse codes are exact: step 0
  f.scale = static_cast<float>(max_e / kLevels);
  const double t2 = f.scale;
  double step = 0.0;
  for (std::size_t d = 0; d < dim; ++d) {
    const double scaled = e[d] / t2;
    const int code = std::clamp(static_cast<int>(scaled + (scaled >= 0.0 ? 0.5 : -0.5)), -127, 127);
    f.codes[d] = static_cast<std::int8_t>(code);
    step = std::max(step, std::fabs(e[d] - t2 * code));
  }
  f.step = static_cast<float>(step);
  return f;
}

float Sq8Fine::bound(const Sq8Query& coarse, std::int32_t l1_max) const {
  // w[d] = query[d] * scale[d] is rounded in float (relative 2^-24), which the relative margin covers with the
  // rest: the terms of the true dot sum to at most |q| |x| (1 for unit rows).
  const double bound = static_cast<double>(coarse.data_error) + static_cast<double>(step) * l1_max;
  return static_cast<float>(bound * 1.001 + 1e-5 + static_cast<double>(dim) * 0x1p-23);
}

}  // namespace engram::quant

// One-bit codes relative to a centroid and their query-side estimate (contracts in bits.hpp).
#include "engram/quant/bits.hpp"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <limits>
#include <stdexcept>

#include "engram/util/parallel.hpp"

namespace engram::quant {
namespace {

constexpr int kRounds = 3;
constexpr std::uint64_t kSeed = 0x5eed'b175'0f0e'ca11ull;

// The random signs of round `round` for dimension d (a fixed hash: the same map in every process).
float sign_of(int round, std::size_t d) {
  std::uint64_t z = kSeed + 0x9e3779b97f4a7c15ull * (static_cast<std::uint64_t>(round) * 1'000'003ull + d + 1);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  z ^= z >> 31;
  return (z & 1u) != 0 ? -1.f : 1.f;
}

// Normalised fast Walsh-Hadamard transform of v [p], p a power of two.
void fwht(float* v, std::size_t p) {
  for (std::size_t h = 1; h < p; h *= 2)
    for (std::size_t i = 0; i < p; i += 2 * h)
      for (std::size_t j = i; j < i + h; ++j) {
        const float a = v[j], b = v[j + h];
        v[j] = a + b;
        v[j + h] = a - b;
      }
  const float scale = 1.f / std::sqrt(static_cast<float>(p));
  for (std::size_t i = 0; i < p; ++i) v[i] *= scale;
}

}  // namespace

std::size_t BitCodes::memory_bytes() const {
  return codes.size() * sizeof(std::uint64_t) + (factor.size() + spread.size()) * sizeof(float) +
         ones.size() * sizeof(std::int32_t);
}

std::size_t bits_padded_dim(std::size_t dim) {
  std::size_t p = 64;
  while (p < dim) p *= 2;
  return p;
}

void bits_rotate(float* v, std::size_t padded) {
  constexpr std::size_t kTable = 4096;  // the signs of dimensions below this, computed once
  static const std::vector<float> table = [] {
    std::vector<float> t(kRounds * kTable);
    for (int round = 0; round < kRounds; ++round)
      for (std::size_t d = 0; d < kTable; ++d) t[static_cast<std::size_t>(round) * kTable + d] = sign_of(round, d);
    return t;
  }();
  for (int round = 0; round < kRounds; ++round) {
    if (padded <= kTable) {
      const float* signs = table.data() + static_cast<std::size_t>(round) * kTable;
      for (std::size_t d = 0; d < padded; ++d) v[d] *= signs[d];
    } else {
      for (std::size_t d = 0; d < padded; ++d) v[d] *= sign_of(round, d);
    }
    fwht(v, padded);
  }
}

BitCodes bits_encode(const float* rows, const std::int32_t* row_of, std::size_t n, std::size_t dim,
                     std::size_t stride, const float* centroids, const std::int32_t* centre_of, unsigned n_threads) {
  if (dim == 0) throw std::invalid_argument("bit codes need at least one dimension");
  BitCodes out;
  out.dim = dim;
  out.padded = bits_padded_dim(dim);
  out.words = out.padded / 64;
  out.n = n;
  const std::size_t blocks = (n + 7) / 8;
  out.codes.assign(blocks * 8 * out.words, 0);
  out.factor.assign(n, 0.f);
  out.spread.assign(n, 0.f);
  out.ones.assign(n, 0);
  if (n == 0) return out;
  const std::size_t p = out.padded, words = out.words;
  const unsigned threads =
      static_cast<unsigned>(std::max<std::size_t>(1, std::min<std::size_t>(n_threads == 0 ? util::hardware_threads() : n_threads, blocks / 64 + 1)));
  std::atomic<std::size_t> next{0};
  util::run_on_threads(threads, [&](const std::atomic<bool>& stop) {
    std::vector<float> v(p);
    for (;;) {
      const std::size_t block = next.fetch_add(1);
      if (block >= blocks || stop.load()) return;
      for (std::size_t i = block * 8; i < std::min(n, block * 8 + 8); ++i) {
        const float* x = rows + (row_of != nullptr ? static_cast<std::size_t>(row_of[i]) : i) * stride;
        const float* c = centroids + static_cast<std::size_t>(centre_of[i]) * dim;
        double r2 = 0.0;
        for (std::size_t d = 0; d < dim; ++d) {
          v[d] = x[d] - c[d];
          r2 += static_cast<double>(v[d]) * v[d];
        }
        std::fill(v.begin() + static_cast<std::ptrdiff_t>(dim), v.end(), 0.f);
        const double r = std::sqrt(r2);
        if (!(r > 0.0)) continue;  // the row is its centroid: factor 0, spread 0, the estimate is exact
        for (std::size_t d = 0; d < dim; ++d) v[d] = static_cast<float>(v[d] / r);
        bits_rotate(v.data(), p);
        double l1 = 0.0;
        std::int32_t ones = 0;
        std::uint64_t* base = out.codes.data() + block * 8 * words + (i % 8);
        for (std::size_t d = 0; d < p; ++d) {
          l1 += std::abs(static_cast<double>(v[d]));
          if (v[d] > 0.f) {
            base[(d / 64) * 8] |= std::uint64_t{1} << (d % 64);
            ++ones;
          }
        }
        const double a = std::clamp(l1 / std::sqrt(static_cast<double>(p)), 1e-6, 1.0);
        out.factor[i] = static_cast<float>(r / (a * std::sqrt(static_cast<double>(p))));
        out.spread[i] = static_cast<float>(r * std::sqrt(std::max(0.0, 1.0 - a * a)) / (a * std::sqrt(static_cast<double>(p - 1))));
        out.ones[i] = ones;
      }
    }
  });
  return out;
}

BitQuery bits_prepare_query(const float* query, std::size_t dim) {
  BitQuery q;
  const std::size_t p = bits_padded_dim(dim), words = p / 64;
  thread_local std::vector<float> v;
  v.assign(p, 0.f);
  double norm = 0.0;
  for (std::size_t d = 0; d < dim; ++d) {
    v[d] = query[d];
    norm += static_cast<double>(query[d]) * query[d];
  }
  q.norm = static_cast<float>(std::sqrt(norm)) * (1.f + 1e-6f);
  bits_rotate(v.data(), p);
  const auto [lo_it, hi_it] = std::minmax_element(v.begin(), v.end());
  constexpr int kTop = (1 << BitQuery::kPlanes) - 1;
  q.lo = *lo_it;
  q.delta = (*hi_it - *lo_it) / static_cast<float>(kTop);
  const float inverse = q.delta > 0.f ? 1.f / q.delta : 0.f;
  q.planes.assign(static_cast<std::size_t>(BitQuery::kPlanes) * words, 0);
  double sum = 0.0, err_sum = 0.0, err_sq = 0.0;
  for (std::size_t d = 0; d < p; ++d) {
    sum += v[d];
    const int u = std::clamp(static_cast<int>((v[d] - q.lo) * inverse + 0.5f), 0, kTop);
    const double err = static_cast<double>(v[d]) - (static_cast<double>(q.lo) + static_cast<double>(q.delta) * u);
    err_sum += err;
    err_sq += err * err;
    for (int j = 0; j < BitQuery::kPlanes; ++j)
      q.planes[static_cast<std::size_t>(j) * words + d / 64] |= static_cast<std::uint64_t>((u >> j) & 1) << (d % 64);
  }
  q.offset = static_cast<float>(err_sum - sum);
  q.err_norm = static_cast<float>(std::sqrt(err_sq));
  return q;
}

}  // namespace engram::quant

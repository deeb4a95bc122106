#include "engram/rank/rescore.hpp"

#include <algorithm>
#include <atomic>
#include <cmath>

#include "engram/util/parallel.hpp"

namespace engram::rank {
namespace {

constexpr std::size_t kBlock = 4096;         // rows a thread claims at a time
constexpr std::size_t kRowsPerThread = 1 << 16;  // fewer rows than this per thread: not worth a thread

struct Block {
  double stamps[kBlock];
  double per_second[kBlock];
  float exponent[kBlock];
  float importance[kBlock];
};

void rescore_block(const RescoreColumns& c, const std::int64_t* rows, std::size_t first, std::size_t n,
                   const RescoreParams& p, const double* per_second, float* recency, float* score,
                   double* strength, Block& b) {
  const double* stamps = p.recency_from_last_used ? c.last_used : c.created_at;
  auto row = [&](std::size_t i) -> std::size_t {
    return rows ? static_cast<std::size_t>(rows[first + i]) : first + i;
  };
  if (recency || score) {
    // Exactly recency_at's arithmetic, split in two loops (as recency_block): the exponents, then 2^x.
    for (std::size_t i = 0; i < n; ++i) {
      const std::size_t r = row(i);
      b.stamps[i] = stamps[r];
      b.per_second[i] = per_second[c.layer[r]];
    }
    for (std::size_t i = 0; i < n; ++i) {
      const double age = p.now - b.stamps[i];
      b.exponent[i] = static_cast<float>(-(age > 0.0 ? age : 0.0) * b.per_second[i]);
    }
    for (std::size_t i = 0; i < n; ++i) b.exponent[i] = exp2_nonpositive(b.exponent[i]);
    if (recency) std::copy(b.exponent, b.exponent + n, recency + first);
    if (score) {
      const Weights& w = p.weights;
      for (std::size_t i = 0; i < n; ++i) {
        const std::size_t r = row(i);
        const float base = w.importance * c.importance[r] + w.confidence * c.confidence[r];
        score[first + i] = base + w.recency * b.exponent[i];
      }
    }
  }
  if (strength) {
    // The same three loops: gather (a no-op copy for whole columns), exponents, then 2^x by the vectorised
    // exp2_nonpositive (relative error < 3e-7) and the importance factor. A libm exp2 per row kept the loop
    // scalar: ~90 ns a row against ~5 here.
    for (std::size_t i = 0; i < n; ++i) {
      const std::size_t r = row(i);
      b.stamps[i] = c.last_used[r];
      b.per_second[i] = 1.0 / (p.strength_half_life_days[c.layer[r]] * kSecondsPerDay);
      b.importance[i] = c.importance[r];
    }
    for (std::size_t i = 0; i < n; ++i) {
      const double age = p.now - b.stamps[i];
      b.exponent[i] = static_cast<float>(-(age > 0.0 ? age : 0.0) * b.per_second[i]);
    }
    for (std::size_t i = 0; i < n; ++i)
      strength[first + i] = static_cast<double>(exp2_nonpositive(b.exponent[i]) * (0.5f + 0.5f * b.importance[i]));
  }
}

}  // namespace

void rescore(const RescoreColumns& columns, const std::int64_t* rows, std::size_t n, const RescoreParams& params,
             unsigned n_threads, float* recency, float* score, double* strength) {
  double per_second[kLayers];
  for (int l = 0; l < kLayers; ++l) per_second[l] = decay_per_second(params.half_life_days[l]);
  if (n_threads == 0) n_threads = util::hardware_threads();
  const std::size_t useful = std::max<std::size_t>(1, n / kRowsPerThread);
  n_threads = static_cast<unsigned>(std::min<std::size_t>(n_threads, useful));
  const std::size_t n_blocks = (n + kBlock - 1) / kBlock;
  std::atomic<std::size_t> next{0};
  util::run_on_threads(n_threads, [&](const std::atomic<bool>& stop) {
    Block block;  // per thread, on its stack: ~80 KB
    for (std::size_t b = next++; b < n_blocks && !stop.load(std::memory_order_relaxed); b = next++) {
      const std::size_t first = b * kBlock;
      rescore_block(columns, rows, first, std::min(kBlock, n - first), params, per_second, recency, score,
                    strength, block);
    }
  });
}

}  // namespace engram::rank

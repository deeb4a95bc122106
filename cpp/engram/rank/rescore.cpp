#include "engram/rank/rescore.hpp"

#include <algorithm>
#include <atomic>
#include <cstddef>
#include <cstdint>

#include "engram/rank/rescore_kernel.hpp"
#include "engram/util/parallel.hpp"

namespace engram::rank {

namespace serial {
#include "engram/rank/rescore_block.inl"
}  // namespace serial

namespace {

constexpr std::size_t kBlock = 4096;             // rows a thread claims at a time
constexpr std::size_t kRowsPerThread = 1 << 16;  // fewer rows than this per thread: not worth a thread

RescoreDense dense_for(simd::Level level) {
  switch (level) {
#if defined(ENGRAM_X86)
    case simd::Level::avx512: return avx512::rescore_dense;
    case simd::Level::avx2: return avx2::rescore_dense;
#endif
    default: return serial::rescore_dense;
  }
}

// Picked rows' columns copied into contiguous buffers (per thread, on its stack: ~100 KB), so that the inner
// loops read every row the same way.
struct Gathered {
  double recency_stamps[kBlock];
  double last_used[kBlock];
  std::uint8_t layer[kBlock];
  float importance[kBlock];
  float confidence[kBlock];
};

void rescore_block(const RescoreColumns& c, const std::int64_t* rows, std::size_t first, std::size_t n,
                   RescoreInputs in, const RescoreOutputs& out_all, RescoreDense dense, Gathered& g) {
  const double* stamps = in.recency_stamps;
  if (rows) {
    const std::int64_t* picked = rows + first;
    for (std::size_t i = 0; i < n; ++i) {
      const auto r = static_cast<std::size_t>(picked[i]);
      g.recency_stamps[i] = stamps[r];
      g.last_used[i] = c.last_used[r];
      g.layer[i] = c.layer[r];
      g.importance[i] = c.importance[r];
      g.confidence[i] = c.confidence[r];
    }
    in.recency_stamps = g.recency_stamps;
    in.last_used = g.last_used;
    in.layer = g.layer;
    in.importance = g.importance;
    in.confidence = g.confidence;
  } else {
    in.recency_stamps = stamps + first;
    in.last_used = c.last_used + first;
    in.layer = c.layer + first;
    in.importance = c.importance + first;
    in.confidence = c.confidence + first;
  }
  const RescoreOutputs out{out_all.recency ? out_all.recency + first : nullptr,
                           out_all.score ? out_all.score + first : nullptr,
                           out_all.strength ? out_all.strength + first : nullptr};
  dense(in, n, out);
}

}  // namespace

void rescore(const RescoreColumns& columns, const std::int64_t* rows, std::size_t n, const RescoreParams& params,
             unsigned n_threads, float* recency, float* score, double* strength) {
  rescore(columns, rows, n, params, n_threads, recency, score, strength, simd::active_kernels().level);
}

void rescore(const RescoreColumns& columns, const std::int64_t* rows, std::size_t n, const RescoreParams& params,
             unsigned n_threads, float* recency, float* score, double* strength, simd::Level level) {
  const RescoreDense dense = dense_for(simd::kernels_for(level).level);  // throws for a level the CPU lacks
  RescoreInputs in{};
  in.recency_stamps = params.recency_from_last_used ? columns.last_used : columns.created_at;
  in.now = params.now;
  in.recency_peak = params.now - params.recency_offset;
  in.recency_after = params.recency_offset > 0.0 ? 1.0 : 0.0;
  for (int l = 0; l < kLayers; ++l) {
    in.recency_rate[l] = decay_per_second(params.half_life_days[l]);
    in.strength_rate[l] = decay_per_second(params.strength_half_life_days[l]);  // once a layer, not a row
  }
  in.w_recency = params.weights.recency;
  in.w_importance = params.weights.importance;
  in.w_confidence = params.weights.confidence;
  const RescoreOutputs out{recency, score, strength};
  if (n_threads == 0) n_threads = util::hardware_threads();
  const std::size_t useful = std::max<std::size_t>(1, n / kRowsPerThread);
  n_threads = static_cast<unsigned>(std::min<std::size_t>(n_threads, useful));
  const std::size_t n_blocks = (n + kBlock - 1) / kBlock;
  std::atomic<std::size_t> next{0};
  util::run_on_threads(n_threads, [&](const std::atomic<bool>& stop) {
    Gathered gathered;
    for (std::size_t b = next++; b < n_blocks && !stop.load(std::memory_order_relaxed); b = next++) {
      const std::size_t first = b * kBlock;
      rescore_block(columns, rows, first, std::min(kBlock, n - first), in, out, dense, gathered);
    }
  });
}

}  // namespace engram::rank

// engram/rank/rescore.hpp - the query-independent part of the fused score, and strength, for many rows.
//
// For each row r (every row, or the rows of a list), at one time `now`:
//
//   recency[r]  = recency_at(t, now - recency_offset, decay_per_second(half_life_days[layer]), after)
//                 (after = recency_offset > 0; fused.hpp, bit for bit
//                 what recall computes; t = created_at, or last_used when recency_from_last_used)
//   score[r]    = (w_imp * importance + w_conf * confidence) + w_rec * recency  (float, in the order recall's
//                 scorer adds them: with w_sim = 0, recall's fused score is exactly this)
//   strength[r] = 2^(-(max(0, now - last_used) / 86400) / strength_half_life_days[layer])
//                 * (0.5 + 0.5 * importance)             (2^x by exp2_nonpositive, in float; maintenance.py)
//
// Column by column: the exponents of a chunk of rows in one loop, 2^x in another (both vectorise), then the
// scores and strengths (rescore_block.inl), compiled per SIMD target and chosen at run time like the dot
// products; every level gives the same bits. Blocks are claimed by threads from a shared counter.
#pragma once

#include <cstddef>
#include <cstdint>

#include "engram/rank/fused.hpp"
#include "engram/simd/dot.hpp"

namespace engram::rank {

struct RescoreColumns {
  const double* created_at;
  const double* last_used;
  const std::uint8_t* layer;  // layer codes, each < kLayers (the caller checks)
  const float* importance;
  const float* confidence;
};

struct RescoreParams {
  Weights weights;
  double half_life_days[kLayers] = {60.0, 60.0, 60.0, 60.0};           // recency's, by layer (> 0, may be inf)
  double strength_half_life_days[kLayers] = {14.0, 60.0, 365.0, 1e300};  // strength's, by layer (may be inf)
  bool recency_from_last_used = false;
  double now = 0.0;
  double recency_offset = 0.0;  // recency peaks this many seconds before now (ScoreParams::recency_offset)
};

// Fills recency[i], score[i] and strength[i] for i in [0, n): of row rows[i] when rows is not null, else of
// row i. Any output may be null (not computed). Runs on up to n_threads threads (0: one per CPU).
void rescore(const RescoreColumns& columns, const std::int64_t* rows, std::size_t n, const RescoreParams& params,
             unsigned n_threads, float* recency, float* score, double* strength);
// The same at one SIMD level (the tests run every level; throws std::invalid_argument for a level this CPU
// lacks). The overload above uses the process's level (simd::active_kernels()).
void rescore(const RescoreColumns& columns, const std::int64_t* rows, std::size_t n, const RescoreParams& params,
             unsigned n_threads, float* recency, float* score, double* strength, simd::Level level);

}  // namespace engram::rank

// engram/rank/rescore_kernel.hpp - what rescore.cpp hands to the per-target inner loops (rescore_block.inl).
// Internal to engram/rank: callers use rescore.hpp.
#pragma once

#include <cstddef>
#include <cstdint>

#include "engram/rank/fused.hpp"

namespace engram::rank {

// Contiguous columns of a run of rows (a block, or a gathered copy of picked rows), and what the formula needs.
struct RescoreInputs {
  const double* recency_stamps;  // created_at, or last_used when recency runs from last use
  const double* last_used;
  const std::uint8_t* layer;
  const float* importance;
  const float* confidence;
  double now;
  double recency_peak, recency_after;  // rank::recency_peak / recency_after of the recall's ScoreParams
  double recency_rate[kLayers];   // decay_per_second of recency's half-life, by layer
  double strength_rate[kLayers];  // the same for strength's half-life
  float w_recency, w_importance, w_confidence;
};

// Where the run's outputs go; any may be null (not computed).
struct RescoreOutputs {
  float* recency;
  float* score;
  double* strength;
};

using RescoreDense = void (*)(const RescoreInputs& in, std::size_t n, const RescoreOutputs& out);

namespace serial {
void rescore_dense(const RescoreInputs& in, std::size_t n, const RescoreOutputs& out);
}
namespace avx2 {
void rescore_dense(const RescoreInputs& in, std::size_t n, const RescoreOutputs& out);
}
namespace avx512 {
void rescore_dense(const RescoreInputs& in, std::size_t n, const RescoreOutputs& out);
}

}  // namespace engram::rank

// engram/rank/fused.hpp - the fused score, and greedy MMR under a token budget.
//
// The fused score of a memory for a query (all terms in [0, 1] when the weights sum to 1):
//
//   recency = 0.5 ^ (age_days / half_life_days[layer]),   age_days = max(0, now - t) / 86400 s
//             (|now - recency_offset - t| / 86400 s when ScoreParams::recency_offset > 0: a peak in the past),
//             t = created_at, or last_used when recency_from_last_used; each memory layer (event,
//             memory, knowledge, identity) may have its own half-life (an infinite one never fades)
//   relevance = y / (1 + relevance_knee * y),   y = max(0, (cosine - relevance_floor) * relevance_scale)
//   fused   = w_sim * relevance + w_rec * recency + w_imp * importance + w_conf * confidence
//
// Hybrid recall (RecallParams::hybrid = a > 0, engram/query/hybrid.hpp) replaces relevance in `fused` by
// (1 - a) * relevance + a * lexical, lexical in [0, 1] a BM25 score of the memory's text for the query's.
//
// `relevance` is the cosine of query and memory through a fixed nondecreasing map per store and embedder
// (ScoreParams; the store fits it, engramdb/calibration.py): embedding models place unrelated texts at very
// different cosines (hashing near 0, E5 near 0.75), and the map puts "unrelated" at 0 and "a paraphrase" near 1
// for every model, so one set of weights serves them all; a knee > 0 saturates it (below 1 / knee) while
// keeping it strictly increasing above the floor. The default map (floor 0, scale 1, knee 0) is the cosine
// clamped below at 0: an anti-correlated memory is as irrelevant as an orthogonal one. Plans bound the score
// through the same map (it is monotone, so a bound on the cosine is a bound on the relevance). A candidate
// keeps its cosine (clamped at 0) for display; the relevance is derived from it.
//
// Selection, after rows that are hidden, expired (expires_at <= now), of an unwanted kind, or below
// min_confidence / min_similarity / min_score are dropped:
// - without MMR: by fused score, descending;
// - with MMR (lambda in [0, 1]): greedily the candidate maximising
//       lambda * fused - (1 - lambda) * max cosine(candidate, already chosen),
//   over the `k_wide` best candidates by fused score.
// Either way a candidate whose tokens exceed the budget left is skipped (not truncated), so the chosen
// tokens never exceed budget_tokens. Ties keep the order of (fused descending, segment, row ascending).
#pragma once

#include <cmath>
#include <cstdint>
#include <cstring>
#include <vector>

namespace engram::rank {

struct Weights {
  float similarity = 0.7f;
  float recency = 0.15f;
  float importance = 0.15f;
  float confidence = 0.0f;
};

constexpr int kLayers = 4;

struct ScoreParams {
  Weights weights;
  double half_life_days[kLayers] = {60.0, 60.0, 60.0, 60.0};  // by layer code; > 0, may be +inf
  double now = 0.0;  // seconds since the Unix epoch
  // Seconds before `now` at which the recency term peaks (>= 0; expiry still reads `now`): a question naming a
  // past day ("on Tuesday", "three days ago") centres its window there, so that a memory of that day is not
  // outranked by a newer one for being newer. 0: the term is monotone in age, as it always was. A memory newer
  // than the peak then decays by its distance from it, as an older one does (recency_after = 1).
  double recency_offset = 0.0;
  float relevance_floor = 0.f;  // >= 0: cosines at or below it are irrelevant
  float relevance_scale = 1.f;  // > 0: 1 / (the cosine of a typical paraphrase - floor)
  float relevance_knee = 0.f;   // >= 0: 0 = linear
};

// The similarity term of the fused score for a cosine (see the formula above). With the default map it is
// bit for bit max(cosine, 0).
inline float relevance(float cosine, const ScoreParams& p) {
  const float y = (cosine - p.relevance_floor) * p.relevance_scale;
  return y > 0.f ? y / (1.f + p.relevance_knee * y) : 0.f;
}

constexpr double kSecondsPerDay = 86400.0;

// 1 / (seconds in a half-life): what recency_at multiplies an age by (0 for an infinite half-life).
inline double decay_per_second(double half_life_days) { return 1.0 / (half_life_days * kSecondsPerDay); }

// 2^x for x <= 0 (relative error < 3e-7; 0 below 2^-126), in plain arithmetic that the compiler
// vectorises over a block of rows, where a libm exp2f call per row does not vectorise: 2^x = 2^i * 2^f with
// i = trunc(x) and f in (-1, 0], and 2^f = sqrt(1/2) * e^(g ln 2), g = f + 1/2, by its Taylor series to g^7.
// Always inlined: the per-target kernels (rank/rescore_block.inl) call it, and an out-of-line copy compiled for
// AVX2 could be the one the linker keeps for every caller.
__attribute__((always_inline)) inline float exp2_nonpositive(float x) {
  const float clamped = x < -126.f ? -126.f : x;
  const int i = static_cast<int>(clamped);  // toward zero: clamped - i is in (-1, 0]
  const float t = (clamped - static_cast<float>(i) + 0.5f) * 0.693147180559945f;
  const float series =
      1.f + t * (1.f + t * (0.5f + t * (1.f / 6 + t * (1.f / 24 + t * (1.f / 120 + t * (1.f / 720 + t * (1.f / 5040)))))));
  const std::int32_t bits = (i + 127) << 23;  // 2^i as a float's bits, i in [-126, 0]
  float power;
  std::memcpy(&power, &bits, sizeof power);
  // 0 below 2^-126 by masking the bits, not by a select: a select after the arithmetic is control flow to the
  // vectoriser (it may not speculate the multiplies), a mask is not. The same value as `x < -126 ? 0 : v`.
  const float value = power * 0.707106781186548f * series;
  std::int32_t value_bits;
  std::memcpy(&value_bits, &value, sizeof value_bits);
  value_bits &= -static_cast<std::int32_t>(!(x < -126.f));
  float out;
  std::memcpy(&out, &value_bits, sizeof out);
  return out;
}

// The time the recency term peaks at, and how a memory newer than it counts (0: as age 0; 1: by its distance).
inline double recency_peak(const ScoreParams& p) { return p.now - p.recency_offset; }
inline double recency_after(const ScoreParams& p) { return p.recency_offset > 0.0 ? 1.0 : 0.0; }

// The recency term for an age given in seconds (negative ages count as -age * after: 0 with after = 0, the
// default, or their distance from the peak with after = 1, ScoreParams::recency_offset); the hot loops hoist
// decay_per_second out of the row loop, so a row costs a multiply and a polynomial. With after = 0 the value is
// bit for bit the one before recency_offset existed (-age * 0 is a zero, and 2^(+-0) is the same float).
inline float recency_at(double timestamp, double now, double per_second, double after = 0.0) {
  const double age = now - timestamp;
  return exp2_nonpositive(static_cast<float>(-(age > 0.0 ? age : -age * after) * per_second));
}

// out[j] = recency_at(stamps[j], now, per_second) for j in [0, n), bit for bit: the exponents in one
// loop of doubles, then 2^x in one loop of floats, two loops simple enough for the compiler to vectorise
// (one loop doing both stayed scalar: ~10 ns a row, a sixth of a lists-planned recall).
inline void recency_block(const double* stamps, std::size_t n, double now, double per_second, float* out,
                          double after = 0.0) {
  for (std::size_t j = 0; j < n; ++j) {
    const double age = now - stamps[j];
    out[j] = static_cast<float>(-(age > 0.0 ? age : -age * after) * per_second);
  }
  for (std::size_t j = 0; j < n; ++j) out[j] = exp2_nonpositive(out[j]);
}

inline float recency_weight(double timestamp, double half_life_days, double now) {
  return recency_at(timestamp, now, decay_per_second(half_life_days));
}

inline float fused_score(float similarity, float recency, float importance, float confidence,
                         const Weights& w) {
  return w.similarity * similarity + w.recency * recency + w.importance * importance +
         w.confidence * confidence;
}

// One scored candidate, the unit ranking works on.
struct Candidate {
  std::int32_t segment;
  std::int64_t row;
  float score, similarity, recency, importance, confidence;
  std::int32_t tokens;
  const float* vector;  // the memory's embedding (borrowed), for MMR
  float lexical = 0.f;  // the lexical term of hybrid recall (query/hybrid.hpp), 0 without it
};

// Orders by score descending, then (segment, row) ascending: a strict weak ordering with no ties.
inline bool better(const Candidate& a, const Candidate& b) {
  if (a.score != b.score) return a.score > b.score;
  if (a.segment != b.segment) return a.segment < b.segment;
  return a.row < b.row;
}

struct SelectParams {
  int k = 5;
  float mmr_lambda = -1.f;         // < 0: no MMR
  std::int64_t budget_tokens = -1;  // < 0: no budget
  std::int32_t dim = 0;
};

// Chooses up to k of `pool` (sorted with `better`, best first) as documented above; returns indices into
// pool in the order chosen.
std::vector<std::size_t> select(const std::vector<Candidate>& pool, const SelectParams& p);

}  // namespace engram::rank

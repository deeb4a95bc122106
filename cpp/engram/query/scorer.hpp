// engram/query/scorer.hpp - what every plan of recall shares: the candidate pool and the one fused scorer.
//
// Internal to engram/query (recall.cpp and the plan_*.cpp files); not part of the core's API. Each plan
// (plans.hpp) decides which rows to read and how to get their similarities; all of them hand rows and
// similarities to Scorer::score_block, so every plan ranks by the same score, filters and tie order
// (rank/fused.hpp). Everything here is defined in the header: the plans call these helpers per row, and
// they must inline into each plan's loops.
#pragma once

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <deque>
#include <utility>
#include <vector>

#include "engram/quant/sq8.hpp"
#include "engram/query/hybrid.hpp"
#include "engram/query/recall.hpp"
#include "engram/rank/fused.hpp"
#include "engram/simd/dot.hpp"

namespace engram::query {

// Rows are scored in blocks: one kernel call per block keeps the similarity buffer in L1/L2.
constexpr std::int64_t kBlockRows = 1024;

// A bounded pool of the best candidates: a heap whose top is the worst kept candidate.
class Pool {
 public:
  explicit Pool(std::size_t capacity) : capacity_(capacity) { heap_.reserve(capacity); }

  bool full() const { return heap_.size() >= capacity_; }
  // Candidates scoring below this can never enter (valid only when full()).
  float threshold() const { return heap_.front().score; }

  // Until the pool is full its candidates are only appended (nothing reads its order then: threshold() is read only
  // when full, and sorted() sorts): the heap is made once, when the last place is taken. A default recall's pool
  // (k_wide = 100) over a scope of fewer rows never fills, and was kept a heap row by row for nothing.
  void offer(const rank::Candidate& c) {
    auto worse_on_top = [](const rank::Candidate& a, const rank::Candidate& b) { return rank::better(a, b); };
    if (!full()) {
      heap_.push_back(c);
      if (full()) std::make_heap(heap_.begin(), heap_.end(), worse_on_top);
    } else if (rank::better(c, heap_.front())) {
      std::pop_heap(heap_.begin(), heap_.end(), worse_on_top);
      heap_.back() = c;
      std::push_heap(heap_.begin(), heap_.end(), worse_on_top);
    }
  }

  std::size_t size() const { return heap_.size(); }
  std::size_t capacity() const { return capacity_; }
  const std::vector<rank::Candidate>& items() const { return heap_; }

  // Offers every candidate of `other` (a pool of no larger capacity); an empty pool takes other's heap
  // as it is: the same set either way, the best `capacity` by the total order of rank::better. The common
  // case: one run read through its lists or graph.
  void merge(Pool&& other) {
    if (heap_.empty() && other.capacity_ <= capacity_) {
      heap_.swap(other.heap_);
      return;
    }
    for (const rank::Candidate& c : other.heap_) offer(c);
  }

  // The candidates best first (rank::better). A pool of a few dozen (a default recall's pool, up to k_wide, over a
  // small scope) is placed by counting ranks, a larger one by sorting one 64-bit key per candidate (its score's bits
  // in descending order, then its place), not the 56-byte candidates, which std::sort moved about (~5 % of a default
  // vector recall's CPU in a perf profile, branch hits115); equal scores are then put in (segment, row) order, so
  // the order is rank::better's exactly. A NaN score (never made by the scorer) falls back to sorting the
  // candidates themselves.
  std::vector<rank::Candidate> sorted() && {
    auto in_order = [](const rank::Candidate& a, const rank::Candidate& b) { return rank::better(a, b); };
    std::vector<rank::Candidate> out;
    if (heap_.size() >= 4 && heap_.size() <= kRankedAtMost) {
      if (sorted_by_rank(heap_, out)) return out;
    } else if (heap_.size() > kRankedAtMost && heap_.size() <= UINT32_MAX) {
      if (sorted_by_keys(heap_, out)) return out;
    }
    std::sort(heap_.begin(), heap_.end(), in_order);
    return std::move(heap_);
  }

 private:
  // Up to this many candidates are placed by counting (sorted_by_rank), more through sorted keys (sorted_by_keys).
  static constexpr std::size_t kRankedAtMost = 128;

  // The score's bits as an int32 of the same order (-0 as +0; false for NaN).
  static bool ordered_bits(float score, std::int32_t& key) {
    if (score == 0.f) score = 0.f;
    if (score != score) return false;
    std::int32_t bits = 0;
    std::memcpy(&bits, &score, sizeof bits);
    key = bits < 0 ? bits ^ 0x7FFFFFFF : bits;  // a negative float's magnitude bits reversed
    return true;
  }

  // `items` (at most kRankedAtMost) best first into `out`: each candidate goes to its rank, the number of candidates
  // with a higher score plus those before it with the same score, counted without a branch (a sort of a few dozen
  // keys mispredicts about every other comparison); then equal scores in (segment, row) order. False, `out`
  // untouched, when a score is NaN.
  static bool sorted_by_rank(const std::vector<rank::Candidate>& items, std::vector<rank::Candidate>& out) {
    const std::size_t n = items.size();
    std::int32_t keys[kRankedAtMost];
    for (std::size_t i = 0; i < n; ++i)
      if (!ordered_bits(items[i].score, keys[i])) return false;
    out.resize(n);
    for (std::size_t i = 0; i < n; ++i) {
      const std::int32_t key = keys[i];
      std::int32_t before = 0;
      for (std::size_t j = 0; j < n; ++j) before += keys[j] > key ? 1 : 0;
      for (std::size_t j = 0; j < i; ++j) before += keys[j] == key ? 1 : 0;
      out[static_cast<std::size_t>(before)] = items[i];
    }
    order_ties(out);
    return true;
  }

  // A run of equal scores in (segment, row) order, as rank::better orders it.
  static void order_ties(std::vector<rank::Candidate>& out) {
    const std::size_t n = out.size();
    for (std::size_t i = 0; i < n;) {
      std::size_t j = i + 1;
      while (j < n && out[j].score == out[i].score) ++j;
      if (j - i > 1)
        std::sort(out.begin() + static_cast<std::ptrdiff_t>(i), out.begin() + static_cast<std::ptrdiff_t>(j),
                  [](const rank::Candidate& a, const rank::Candidate& b) { return rank::better(a, b); });
      i = j;
    }
  }

  // `items` best first into `out` through one key each (see sorted); false, `out` untouched, when a score is NaN.
  static bool sorted_by_keys(const std::vector<rank::Candidate>& items, std::vector<rank::Candidate>& out) {
    const std::size_t n = items.size();
    std::vector<std::uint64_t> keys(n);
    for (std::size_t i = 0; i < n; ++i) {
      std::int32_t ordered = 0;
      if (!ordered_bits(items[i].score, ordered)) return false;
      const auto descending = static_cast<std::uint32_t>(~(static_cast<std::uint32_t>(ordered) ^ 0x80000000u));
      keys[i] = static_cast<std::uint64_t>(descending) << 32 | static_cast<std::uint64_t>(i);
    }
    std::sort(keys.begin(), keys.end());
    out.reserve(n);
    for (const std::uint64_t key : keys) out.push_back(items[static_cast<std::size_t>(key & 0xFFFFFFFFu)]);
    order_ties(out);
    return true;
  }

  std::size_t capacity_;
  std::vector<rank::Candidate> heap_;
};

// The per-block arrays of a Scorer, one set per thread and kept between calls: a recall is ~100 µs, and
// making them anew (four 1024-row blocks zeroed, the survivors grown again) cost a few µs of it. A thread
// runs one Scorer at a time (recall, a batch worker, a share of a split scan), so the set is never shared.
struct ScanBuffers {
  std::vector<float> recs = std::vector<float>(kBlockRows);              // recency of each row of the block
  std::vector<float> sims = std::vector<float>(kBlockRows);              // similarity of each row of the block
  std::vector<std::int64_t> block_rows = std::vector<std::int64_t>(kBlockRows);  // row ids of the block
  std::vector<std::int32_t> approx = std::vector<std::int32_t>(kBlockRows);      // int8 dots of the block
  // Rows kept by an int8 plan for rescoring in float, with their upper bound (codes) or recency (lists).
  std::vector<std::int64_t> survivors;
  std::vector<float> uppers;
  std::vector<float> survivor_recency;

  static ScanBuffers& of_this_thread() {
    thread_local ScanBuffers buffers;
    return buffers;
  }
  // Gives back what an unusually large scan grew (an exact scan's survivors can reach millions of rows).
  void trim() {
    constexpr std::size_t kKeep = 1 << 16;
    if (survivors.capacity() > kKeep) std::vector<std::int64_t>().swap(survivors);
    if (uppers.capacity() > kKeep) std::vector<float>().swap(uppers);
    if (survivor_recency.capacity() > kKeep) std::vector<float>().swap(survivor_recency);
  }
};

// One query's scoring state: its parameters, the kernels, the decay of each layer, the query prepared for
// each segment's codes, and this thread's block buffers. score_block() is the fused score of recall.hpp,
// with its filters, applied the same way whichever plan found the rows. Not thread-safe: one per thread.
class Scorer {
 public:
  // lexical: the query's lexical terms when params.hybrid > 0 (null otherwise).
  Scorer(const RecallParams& params, const float* query, const LexicalScores* lexical = nullptr)
      : p_(params), kernels_(simd::active_kernels()), query_(query), lexical_(lexical),
        dense_share_(1.f - params.hybrid) {
    for (int layer = 0; layer < rank::kLayers; ++layer)
      per_second_[layer] = rank::decay_per_second(p_.score.half_life_days[layer]);
    one_half_life_ =
        std::all_of(per_second_, per_second_ + rank::kLayers, [&](double v) { return v == per_second_[0]; });
  }
  ~Scorer() { buffers_.trim(); }
  Scorer(const Scorer&) = delete;
  Scorer& operator=(const Scorer&) = delete;

  const RecallParams& params() const { return p_; }
  const simd::Kernels& kernels() const { return kernels_; }
  const float* query() const { return query_; }
  ScanBuffers& buffers() { return buffers_; }
  // rank::decay_per_second of the half-life of `layer` (a layer code, < 4).
  double per_second(std::uint8_t layer) const { return per_second_[layer & 3]; }
  // Every layer decays alike: a run's recency is one vectorised loop.
  bool one_half_life() const { return one_half_life_; }

  bool use_codes(const SegmentView& seg) const { return p_.use_codes && seg.codes != nullptr; }

  // The query prepared for the codes of segment `seg_index`, made on first use (the scales are per segment).
  const quant::Sq8Query& prepared_for(std::int32_t seg_index, const SegmentView& seg) {
    for (const auto& [index, q] : prepared_)
      if (index == seg_index) return q;
    const auto dim = static_cast<std::size_t>(seg.dim);
    prepared_.emplace_back(seg_index, quant::prepare_query(query_, seg.code_scale, dim));
    return prepared_.back().second;
  }

  // The filters that do not depend on the query: hidden, expired, an unwanted kind, too little confidence.
  bool admissible(const SegmentView& seg, std::int64_t row) const {
    if (seg.hidden[row]) return false;
    const double expires = seg.expires_at[row];
    if (!std::isnan(expires) && expires <= p_.score.now) return false;
    if (p_.kinds_mask && !((p_.kinds_mask >> seg.kind[row]) & 1u)) return false;
    return seg.confidence[row] >= p_.min_confidence;
  }

  // The similarity term for a cosine (rank::relevance), scaled by 1 - hybrid in a hybrid recall: the term of
  // a row without lexical term, nondecreasing, so plans map cosine bounds through it (hybrid.hpp).
  float relevance(float cosine) const {
    const float r = rank::relevance(cosine, p_.score);
    return lexical_ != nullptr ? dense_share_ * r : r;
  }
  const LexicalScores* lexical() const { return lexical_; }

  // w_sim * relevance + w_imp * importance + w_conf * confidence: the fused score without its recency term,
  // in one fixed order of operations (the codes' bounds and the float score must round alike).
  float partial(const SegmentView& seg, std::int64_t row, float relevance) const {
    const rank::Weights& w = p_.score.weights;
    return w.similarity * relevance + w.importance * seg.importance[row] + w.confidence * seg.confidence[row];
  }

  float recency(const SegmentView& seg, std::int64_t row) const {
    if (p_.score.weights.recency == 0.f) return 0.f;
    const double* stamps = p_.recency_from_last_used ? seg.last_used : seg.created_at;
    return rank::recency_at(stamps[row], rank::recency_peak(p_.score), per_second(seg.layer[row]),
                            rank::recency_after(p_.score));
  }

  // recs[j] = recency of row first + j of seg for j in [0, n): the values recency() gives row by row, in
  // one loop the compiler vectorises (when every layer decays alike).
  void recency_run(const SegmentView& seg, std::int64_t first, std::int64_t n) {
    float* out = buffers_.recs.data();
    if (p_.score.weights.recency == 0.f) return std::fill(out, out + n, 0.f);
    const double* stamps = (p_.recency_from_last_used ? seg.last_used : seg.created_at) + first;
    const double now = rank::recency_peak(p_.score), after = rank::recency_after(p_.score);
    if (one_half_life_) {
      rank::recency_block(stamps, static_cast<std::size_t>(n), now, per_second_[0], out, after);
    } else {
      const std::uint8_t* layer = seg.layer + first;
      for (std::int64_t j = 0; j < n; ++j) out[j] = rank::recency_at(stamps[j], now, per_second(layer[j]), after);
    }
  }

  // Scores rows[0..n) of seg (row ids), whose similarities are in sims[0..n), into pool. `block_recency`
  // holds the rows' recency when the caller computed it for a run (recency_run), else it is null.
  // In a hybrid recall a lexical row (hybrid.hpp) is scored only by the lexical pass (`lexical_pass`, all
  // its rows lexical) and skipped by every plan, so no row enters the pool twice.
  void score_block(std::int32_t seg_index, const SegmentView& seg, const std::int64_t* rows, std::int64_t n,
                   Pool& pool, const float* block_recency = nullptr, bool lexical_pass = false) const {
    const rank::Weights& w = p_.score.weights;
    const float* sims = buffers_.sims.data();
    for (std::int64_t j = 0; j < n; ++j) {
      const std::int64_t row = rows[j];
      float lex = 0.f;
      if (lexical_ != nullptr) {
        lex = lexical_->of(seg_index, row);
        if ((lex > 0.f) != lexical_pass) continue;
      }
      const float raw = sims[j];
      if (raw < p_.min_similarity) continue;
      const float sim = std::max(raw, 0.f);
      const float base = partial(seg, row, lexical_ != nullptr ? relevance(raw) + p_.hybrid * lex : relevance(raw));
      // Cheap bound first (recency <= 1, or the run's recency): most rows of a large scope stop here once
      // the pool is full, so the filters (and a gathered row's recency) are paid only by plausible ones.
      const float rec_bound = block_recency ? block_recency[j] : 1.f;
      if (pool.full() && base + w.recency * rec_bound < pool.threshold()) continue;
      if (!admissible(seg, row)) continue;
      const float rec = block_recency ? block_recency[j] : recency(seg, row);
      const float score = base + w.recency * rec;
      if (score < p_.min_score) continue;
      pool.offer(rank::Candidate{seg_index, row, score, sim, rec, seg.importance[row], seg.confidence[row],
                                 seg.tokens[row],
                                 seg.embeddings + static_cast<std::size_t>(row) * static_cast<std::size_t>(seg.dim), lex});
    }
  }

 private:
  const RecallParams& p_;
  const simd::Kernels& kernels_;
  const float* query_;
  const LexicalScores* lexical_;
  float dense_share_;  // 1 - hybrid
  double per_second_[rank::kLayers];
  bool one_half_life_ = true;
  ScanBuffers& buffers_ = ScanBuffers::of_this_thread();
  // A deque, so a reference handed out stays valid when another segment's query is added.
  std::deque<std::pair<std::int32_t, quant::Sq8Query>> prepared_;
};

}  // namespace engram::query

// engram/query/plan_codes.cpp - the exact scan of a run read through its int8 codes (engram/quant/sq8.hpp).
//
// Pass 1 bounds each row's fused score from its approximate similarity (+- the query's bound, sq8.hpp) and
// keeps the rows whose upper bound reaches the threshold: the capacity-th best lower bound so far (rows sure
// to pass every filter), or the pool's own threshold. Pass 2 rescores the survivors in float through
// Scorer::score_block. Every row of the exact top `capacity` survives (its score >= the capacity-th best
// score >= the capacity-th best lower bound), and the float similarities are those the float scan computes,
// so the result is the float scan's (plan_exact.cpp) for a quarter of the bytes read.
#include <algorithm>
#include <functional>
#include <limits>

#include "engram/query/plans.hpp"

namespace engram::query {
namespace {

// The best `capacity` lower bounds seen (a min-heap): the scan keeps a row only while its upper bound
// reaches the smallest of them.
class LowerBounds {
 public:
  explicit LowerBounds(std::size_t capacity) : capacity_(capacity) { heap_.reserve(capacity); }
  float threshold() const {
    return heap_.size() < capacity_ ? -std::numeric_limits<float>::infinity() : heap_.front();
  }
  void offer(float value) {
    if (heap_.size() < capacity_) {
      heap_.push_back(value);
      std::push_heap(heap_.begin(), heap_.end(), std::greater<float>());
    } else if (value > heap_.front()) {
      std::pop_heap(heap_.begin(), heap_.end(), std::greater<float>());
      heap_.back() = value;
      std::push_heap(heap_.begin(), heap_.end(), std::greater<float>());
    }
  }

 private:
  std::size_t capacity_;
  std::vector<float> heap_;
};

}  // namespace

void scan_codes(Scorer& scorer, const SegmentView& seg, const RowSelection& sel, Pool& pool) {
  const RecallParams& p = scorer.params();
  const simd::Kernels& kern = scorer.kernels();
  ScanBuffers& buffers = scorer.buffers();
  const quant::Sq8Query& q = scorer.prepared_for(sel.segment, seg);
  const float bound = q.bound(seg.code_l1_max);
  const float w_recency = p.score.weights.recency;
  const auto dim = static_cast<std::size_t>(seg.dim);
  const float* recs = buffers.recs.data();
  const std::int32_t* approx = buffers.approx.data();
  std::vector<std::int64_t>& survivors = buffers.survivors;
  std::vector<float>& uppers = buffers.uppers;
  LowerBounds lows(pool.capacity());
  survivors.clear();
  uppers.clear();
  auto threshold = [&] { return pool.full() ? std::max(lows.threshold(), pool.threshold()) : lows.threshold(); };
  // Pass 1: bounds from the codes.
  for (std::int64_t first = sel.begin; first < sel.end; first += kBlockRows) {
    const std::int64_t n = std::min(kBlockRows, sel.end - first);
    kern.dot_i8_rows(q.codes.data(), seg.codes + static_cast<std::size_t>(first) * dim, static_cast<std::size_t>(n),
                     dim, dim, buffers.approx.data());
    scorer.recency_run(seg, first, n);
    for (std::int64_t j = 0; j < n; ++j) {
      const std::int64_t row = first + j;
      const float sim = q.scale * static_cast<float>(approx[j]);
      const float sim_high = sim + bound, sim_low = sim - bound;
      if (sim_high < p.min_similarity) continue;
      const float rec = recs[j];
      const float high = scorer.partial(seg, row, scorer.relevance(sim_high)) + w_recency * rec;
      const float bar = threshold();
      if (high < bar) continue;
      if (!scorer.admissible(seg, row)) continue;
      if (high < p.min_score) continue;
      survivors.push_back(row);
      uppers.push_back(high);
      const float low = scorer.partial(seg, row, scorer.relevance(sim_low)) + w_recency * rec;
      if (sim_low >= p.min_similarity && low >= p.min_score) lows.offer(low);
    }
  }
  // Pass 2: the survivors still above the final threshold, rescored in float.
  const float bar = threshold();
  std::size_t kept = 0;
  for (std::size_t i = 0; i < survivors.size(); ++i)
    if (uppers[i] >= bar) survivors[kept++] = survivors[i];
  for (std::size_t start = 0; start < kept; start += kBlockRows) {
    const std::size_t n = std::min<std::size_t>(kBlockRows, kept - start);
    const std::int64_t* rows = survivors.data() + start;
    kern.dot_gather(scorer.query(), seg.embeddings, rows, n, dim, dim, buffers.sims.data());
    scorer.score_block(sel.segment, seg, rows, static_cast<std::int64_t>(n), pool);
  }
}

}  // namespace engram::query

#include "engram/query/recall.hpp"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <deque>
#include <functional>
#include <limits>
#include <thread>
#include <utility>

#include "engram/hnsw/graph.hpp"
#include "engram/ivf/lists.hpp"
#include "engram/quant/sq8.hpp"
#include "engram/simd/dot.hpp"
#include "engram/util/parallel.hpp"

namespace engram::query {
namespace {

using rank::Candidate;

// Rows are scored in blocks: one kernel call per block keeps the similarity buffer in L1/L2.
constexpr std::int64_t kBlockRows = 1024;
// A run's inverted lists are read, by default, until they cover total / kProbeShare rows, and at least
// kProbeShortlists shortlists (k_wide rows each).
constexpr std::int64_t kProbeShare = 20;
constexpr std::int64_t kProbeShortlists = 4;
// Rows read through the lists that are rescored in float: the shortlist and 1 / kRescoreMargin more.
constexpr std::size_t kRescoreMargin = 4;

// A bounded pool of the best candidates: a heap whose top is the worst kept candidate.
class Pool {
 public:
  explicit Pool(std::size_t capacity) : capacity_(capacity) { heap_.reserve(capacity); }

  bool full() const { return heap_.size() >= capacity_; }
  // Candidates scoring below this can never enter (valid only when full()).
  float threshold() const { return heap_.front().score; }

  void offer(const Candidate& c) {
    auto worse_on_top = [](const Candidate& a, const Candidate& b) { return rank::better(a, b); };
    if (!full()) {
      heap_.push_back(c);
      std::push_heap(heap_.begin(), heap_.end(), worse_on_top);
    } else if (rank::better(c, heap_.front())) {
      std::pop_heap(heap_.begin(), heap_.end(), worse_on_top);
      heap_.back() = c;
      std::push_heap(heap_.begin(), heap_.end(), worse_on_top);
    }
  }

  std::size_t size() const { return heap_.size(); }
  std::size_t capacity() const { return capacity_; }
  const std::vector<Candidate>& items() const { return heap_; }

  // Offers every candidate of `other` (a pool of no larger capacity); an empty pool takes other's heap
  // as it is: the same set either way, the best `capacity` by the total order of rank::better. The common
  // case: one run read through its lists or graph.
  void merge(Pool&& other) {
    if (heap_.empty() && other.capacity_ <= capacity_) {
      heap_.swap(other.heap_);
      return;
    }
    for (const Candidate& c : other.heap_) offer(c);
  }

  std::vector<Candidate> sorted() && {
    std::sort(heap_.begin(), heap_.end(), rank::better);
    return std::move(heap_);
  }

 private:
  std::size_t capacity_;
  std::vector<Candidate> heap_;
};

// The best `capacity` lower bounds seen (a min-heap): the scan of codes keeps a row only while its upper
// bound reaches the smallest of them.
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

// One row read through a run's inverted lists: its estimated fused score, its recency, its int8 dot and its
// position in the lists.
struct Estimate {
  float score, recency;
  std::int32_t dot, position;
};

// A Scanner's working arrays, one set per thread and kept between calls: a recall is ~100 µs, and making
// them anew (four 1024-row blocks zeroed, the lists grown again) cost a few µs of it. A thread runs one
// Scanner at a time (recall, a batch worker, a share of a split scan), so the set is never shared.
struct ScanBuffers {
  std::vector<float> recs = std::vector<float>(kBlockRows);
  std::vector<float> sims = std::vector<float>(kBlockRows);
  std::vector<std::int64_t> block_rows = std::vector<std::int64_t>(kBlockRows);
  std::vector<std::int32_t> approx = std::vector<std::int32_t>(kBlockRows);
  std::vector<std::int64_t> survivors;
  std::vector<float> uppers;
  std::vector<float> survivor_recency;
  std::vector<std::int32_t> ranked_lists;
  std::vector<float> list_dots;
  std::vector<Estimate> estimates;

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
    if (estimates.capacity() > kKeep) std::vector<Estimate>().swap(estimates);
  }
};

struct Scanner {
  Scanner(const RecallParams& params, const float* q) : p(params), kern(simd::active_kernels()), query(q) {
    for (int layer = 0; layer < rank::kLayers; ++layer)
      per_second[layer] = rank::decay_per_second(p.score.half_life_days[layer]);
    one_half_life = std::all_of(per_second, per_second + rank::kLayers, [&](double v) { return v == per_second[0]; });
  }

  ~Scanner() { buffers.trim(); }

  const RecallParams& p;
  const simd::Kernels& kern;
  const float* query;
  double per_second[rank::kLayers];  // rank::decay_per_second of each layer's half-life
  bool one_half_life = true;         // every layer decays alike: a run's recency is one vectorised loop
  ScanBuffers& buffers = ScanBuffers::of_this_thread();
  std::vector<float>& recs = buffers.recs;
  std::vector<float>& sims = buffers.sims;
  std::vector<std::int64_t>& block_rows = buffers.block_rows;
  std::vector<std::int32_t>& approx = buffers.approx;
  std::vector<std::int64_t>& survivors = buffers.survivors;
  std::vector<float>& uppers = buffers.uppers;
  std::vector<float>& survivor_recency = buffers.survivor_recency;
  std::vector<std::int32_t>& ranked_lists = buffers.ranked_lists;
  std::vector<float>& list_dots = buffers.list_dots;
  std::vector<Estimate>& estimates = buffers.estimates;
  // The query prepared for each segment's codes (their scales are per segment), on first use; a deque, so
  // a reference handed out stays valid when another segment's is added.
  std::deque<std::pair<std::int32_t, quant::Sq8Query>> prepared;

  bool use_codes(const SegmentView& seg) const { return p.use_codes && seg.codes != nullptr; }

  const quant::Sq8Query& prepared_for(std::int32_t seg_index, const SegmentView& seg) {
    for (const auto& [index, q] : prepared)
      if (index == seg_index) return q;
    const auto dim = static_cast<std::size_t>(seg.dim);
    prepared.emplace_back(seg_index, quant::prepare_query(query, seg.code_scale, dim));
    return prepared.back().second;
  }

  // The filters that do not depend on the query: hidden, expired, an unwanted kind, too little confidence.
  bool admissible(const SegmentView& seg, std::int64_t row) const {
    if (seg.hidden[row]) return false;
    const double expires = seg.expires_at[row];
    if (!std::isnan(expires) && expires <= p.score.now) return false;
    if (p.kinds_mask && !((p.kinds_mask >> seg.kind[row]) & 1u)) return false;
    return seg.confidence[row] >= p.min_confidence;
  }

  // w_sim * sim + w_imp * importance + w_conf * confidence: the fused score without its recency term, in
  // one fixed order of operations (the codes' bounds and the float score must round alike).
  float partial(const SegmentView& seg, std::int64_t row, float sim) const {
    const rank::Weights& w = p.score.weights;
    return w.similarity * sim + w.importance * seg.importance[row] + w.confidence * seg.confidence[row];
  }

  float recency(const SegmentView& seg, std::int64_t row) const {
    if (p.score.weights.recency == 0.f) return 0.f;
    const double* stamps = p.recency_from_last_used ? seg.last_used : seg.created_at;
    return rank::recency_at(stamps[row], p.score.now, per_second[seg.layer[row] & 3]);
  }

  // recs[j] = recency of row first + j of seg for j in [0, n): the values recency() gives row by row, in
  // one loop the compiler vectorises (when every layer decays alike).
  void recency_run(const SegmentView& seg, std::int64_t first, std::int64_t n) {
    float* out = recs.data();
    if (p.score.weights.recency == 0.f) return std::fill(out, out + n, 0.f);
    const double* stamps = (p.recency_from_last_used ? seg.last_used : seg.created_at) + first;
    const double now = p.score.now;
    if (one_half_life) {
      rank::recency_block(stamps, static_cast<std::size_t>(n), now, per_second[0], out);
    } else {
      const std::uint8_t* layer = seg.layer + first;
      for (std::int64_t j = 0; j < n; ++j) out[j] = rank::recency_at(stamps[j], now, per_second[layer[j] & 3]);
    }
  }

  // Scores rows[0..n) of seg (row ids), whose similarities are in sims[0..n), into pool. `block_recency`
  // holds the rows' recency when the caller computed it for a run (recency_run), else it is null.
  void score_block(std::int32_t seg_index, const SegmentView& seg, const std::int64_t* rows, std::int64_t n,
                   Pool& pool, const float* block_recency = nullptr) const {
    const rank::Weights& w = p.score.weights;
    for (std::int64_t j = 0; j < n; ++j) {
      const std::int64_t row = rows[j];
      const float raw = sims[static_cast<std::size_t>(j)];
      if (raw < p.min_similarity) continue;
      const float sim = std::max(raw, 0.f);
      const float base = partial(seg, row, sim);
      // Cheap bound first (recency <= 1, or the run's recency): most rows of a large scope stop here once
      // the pool is full, so the filters (and a gathered row's recency) are paid only by plausible ones.
      const float rec_bound = block_recency ? block_recency[j] : 1.f;
      if (pool.full() && base + w.recency * rec_bound < pool.threshold()) continue;
      if (!admissible(seg, row)) continue;
      const float rec = block_recency ? block_recency[j] : recency(seg, row);
      const float score = base + w.recency * rec;
      if (score < p.min_score) continue;
      pool.offer(Candidate{seg_index, row, score, sim, rec, seg.importance[row], seg.confidence[row],
                           seg.tokens[row],
                           seg.embeddings + static_cast<std::size_t>(row) * static_cast<std::size_t>(seg.dim)});
    }
  }

  // Plans one selection: its graph's shortlist when it has one (falling back to the exact scan when the
  // filters leave fewer than k of a full shortlist), else the exact scan.
  void plan(const std::vector<SegmentView>& segments, const RowSelection& sel, Pool& pool) {
    if (sel.lists != nullptr && sel.graph == nullptr && sel.rows == nullptr && !p.exact)
      return plan_lists(segments, sel, pool);
    if (sel.graph == nullptr || sel.rows != nullptr || p.exact) return scan(segments, sel, pool);
    const SegmentView& seg = segments[static_cast<std::size_t>(sel.segment)];
    const int shortlist = std::max<int>(static_cast<int>(pool.capacity()), p.k_wide);
    // ef_search = 0: max(64, shortlist); else the caller's ef, raised to the shortlist size (recall.hpp).
    const int ef = p.ef_search > 0 ? std::max(p.ef_search, shortlist) : std::max(shortlist, 64);
    const hnsw::SearchParams search{shortlist, ef};
    std::vector<hnsw::Neighbor> found(static_cast<std::size_t>(shortlist));
    const std::uint8_t* hidden = seg.hidden + sel.begin;
    if (use_codes(seg)) {
      const quant::Sq8Query& q = prepared_for(sel.segment, seg);
      const auto dim = static_cast<std::size_t>(seg.dim);
      const hnsw::Int8Rows codes{seg.codes + static_cast<std::size_t>(sel.begin) * dim, dim, q.codes.data(),
                                 q.scale};
      found.resize(sel.graph->search_approx(query, codes, search, hidden, found.data()));
    } else {
      found.resize(sel.graph->search(query, search, hidden, found.data()));
    }
    Pool local(pool.capacity());
    for (std::size_t start = 0; start < found.size(); start += kBlockRows) {
      const std::size_t n = std::min<std::size_t>(kBlockRows, found.size() - start);
      for (std::size_t j = 0; j < n; ++j) {
        block_rows[j] = sel.begin + found[start + j].node;
        sims[j] = 1.f - found[start + j].distance;
      }
      score_block(sel.segment, seg, block_rows.data(), static_cast<std::int64_t>(n), local);
    }
    const bool filtered_out = local.size() < static_cast<std::size_t>(p.k) &&
                              found.size() == static_cast<std::size_t>(shortlist);
    if (filtered_out) return scan(segments, sel, pool);
    pool.merge(std::move(local));
  }

  void scan(const std::vector<SegmentView>& segments, const RowSelection& sel, Pool& pool) {
    const SegmentView& seg = segments[static_cast<std::size_t>(sel.segment)];
    if (sel.rows == nullptr && use_codes(seg)) return scan_codes(seg, sel, pool);
    const auto dim = static_cast<std::size_t>(seg.dim);
    const std::int64_t total = sel.size();
    for (std::int64_t start = 0; start < total; start += kBlockRows) {
      const std::int64_t n = std::min(kBlockRows, total - start);
      const std::int64_t* rows;
      if (sel.rows) {
        rows = sel.rows + start;
        kern.dot_gather(query, seg.embeddings, rows, static_cast<std::size_t>(n), dim, dim, sims.data());
      } else {
        const std::int64_t first = sel.begin + start;
        for (std::int64_t j = 0; j < n; ++j) block_rows[static_cast<std::size_t>(j)] = first + j;
        rows = block_rows.data();
        kern.dot_rows(query, seg.embeddings + static_cast<std::size_t>(first) * dim, static_cast<std::size_t>(n),
                      dim, dim, sims.data());
        recency_run(seg, first, n);
      }
      score_block(sel.segment, seg, rows, n, pool, sel.rows ? nullptr : recs.data());
    }
  }

  // The exact scan of a run, read through its int8 codes. Pass 1 bounds each row's fused score from its
  // approximate similarity (+- the query's bound, sq8.hpp) and keeps the rows whose upper bound reaches
  // the threshold: the capacity-th best lower bound so far (rows sure to pass every filter), or the pool's
  // own threshold. Pass 2 rescores the survivors in float through score_block. Every row of the exact top
  // `capacity` survives (its score >= the capacity-th best score >= the capacity-th best lower bound), and
  // the float similarities are those the float scan computes, so the result is the float scan's.
  void scan_codes(const SegmentView& seg, const RowSelection& sel, Pool& pool) {
    const quant::Sq8Query& q = prepared_for(sel.segment, seg);
    const float bound = q.bound(seg.code_l1_max);
    const float w_recency = p.score.weights.recency;
    const auto dim = static_cast<std::size_t>(seg.dim);
    LowerBounds lows(pool.capacity());
    survivors.clear();
    uppers.clear();
    auto threshold = [&] { return pool.full() ? std::max(lows.threshold(), pool.threshold()) : lows.threshold(); };
    for (std::int64_t first = sel.begin; first < sel.end; first += kBlockRows) {
      const std::int64_t n = std::min(kBlockRows, sel.end - first);
      kern.dot_i8_rows(q.codes.data(), seg.codes + static_cast<std::size_t>(first) * dim,
                       static_cast<std::size_t>(n), dim, dim, approx.data());
      recency_run(seg, first, n);
      for (std::int64_t j = 0; j < n; ++j) {
        const std::int64_t row = first + j;
        const float sim = q.scale * static_cast<float>(approx[static_cast<std::size_t>(j)]);
        const float sim_high = sim + bound, sim_low = sim - bound;
        if (sim_high < p.min_similarity) continue;
        const float rec = recs[static_cast<std::size_t>(j)];
        const float high = partial(seg, row, std::max(sim_high, 0.f)) + w_recency * rec;
        const float bar = threshold();
        if (high < bar) continue;
        if (!admissible(seg, row)) continue;
        if (high < p.min_score) continue;
        survivors.push_back(row);
        uppers.push_back(high);
        const float low = partial(seg, row, std::max(sim_low, 0.f)) + w_recency * rec;
        if (sim_low >= p.min_similarity && low >= p.min_score) lows.offer(low);
      }
    }
    const float bar = threshold();
    std::size_t kept = 0;
    for (std::size_t i = 0; i < survivors.size(); ++i)
      if (uppers[i] >= bar) survivors[kept++] = survivors[i];
    for (std::size_t start = 0; start < kept; start += kBlockRows) {
      const std::size_t n = std::min<std::size_t>(kBlockRows, kept - start);
      const std::int64_t* rows = survivors.data() + start;
      kern.dot_gather(query, seg.embeddings, rows, n, dim, dim, sims.data());
      score_block(sel.segment, seg, rows, static_cast<std::int64_t>(n), pool);
    }
  }

  // A run with inverted lists: its lists ranked by centroid, the nearest read (nprobe of them, or until
  // probe_rows rows are covered). Pass 1 estimates every row read: the fused score from its int8
  // similarity, in one loop over the run's columns in list order (or gathered, without them). Pass 2
  // takes rows by estimate, best first (a partial selection, not a sort), checks only those against the
  // filters, and keeps the first shortlist-and-margin (kRescoreMargin) that pass: those are rescored in
  // float (the estimate's error is ~0.002 in similarity; a shortlist spans ~0.1) into a pool of the run's
  // own, so that a fallback to the exact scan (the filters left fewer than k) does not count rows twice.
  // Rows whose best case fails min_similarity or min_score are dropped on the proven bound (sq8.hpp),
  // never on the estimate.
  void plan_lists(const std::vector<SegmentView>& segments, const RowSelection& sel, Pool& pool) {
    const SegmentView& seg = segments[static_cast<std::size_t>(sel.segment)];
    const ivf::Lists& lists = *sel.lists;
    const auto dim = static_cast<std::size_t>(seg.dim);
    const auto n_lists = static_cast<std::size_t>(lists.n_lists());
    ranked_lists.resize(n_lists);
    list_dots.resize(n_lists);
    const quant::Sq8Query q = quant::prepare_query(query, lists.code_scale(), dim);
    const float bound = q.bound(lists.code_l1_max());
    const std::size_t shortlist = std::max<std::size_t>(pool.capacity(), static_cast<std::size_t>(p.k_wide));
    const std::int64_t total = sel.size(), wanted = probe_rows(total, shortlist);
    // Rank only the lists likely to be read (twice the average count, and a few), more if they fall short.
    std::size_t ranked = p.nprobe > 0 ? static_cast<std::size_t>(p.nprobe)
                                      : static_cast<std::size_t>(2 * wanted * lists.n_lists() / std::max<std::int64_t>(1, total)) + 4;
    lists.rank_lists(query, ranked_lists.data(), list_dots.data(), ranked);
    const std::int64_t* offsets = lists.offsets();
    const std::int32_t* order = lists.order();
    const float w_recency = p.score.weights.recency;
    // The run's columns in list order serve the estimates when recency counts from creation (last_used
    // changes after a seal, so it is never copied).
    const bool listed = sel.listed.importance != nullptr && !p.recency_from_last_used;
    estimates.clear();
    std::int64_t covered = 0;
    for (std::size_t i = 0; i < n_lists; ++i) {
      if (p.nprobe > 0 ? i >= static_cast<std::size_t>(p.nprobe) : covered >= wanted) break;
      if (i == ranked) {  // the guess fell short: rank as many again
        lists.rank_more(ranked_lists.data(), list_dots.data(), ranked, 2 * ranked);
        ranked *= 2;
      }
      const auto list = static_cast<std::size_t>(ranked_lists[i]);
      if (i + 1 < std::min(ranked, n_lists)) prefetch_list_head(lists, static_cast<std::size_t>(ranked_lists[i + 1]));
      for (std::int64_t first = offsets[list]; first < offsets[list + 1]; first += kBlockRows) {
        const std::int64_t n = std::min(kBlockRows, offsets[list + 1] - first);
        kern.dot_i8_rows(q.codes.data(), lists.codes() + static_cast<std::size_t>(first) * dim,
                         static_cast<std::size_t>(n), dim, dim, approx.data());
        if (listed) {
          estimate_listed(sel.listed, first, n, q.scale);
        } else {
          for (std::int64_t j = 0; j < n; ++j) {
            const auto at = static_cast<std::size_t>(j);
            const std::int64_t row = sel.begin + order[first + j];
            recs[at] = recency(seg, row);
            sims[at] = partial(seg, row, std::max(q.scale * static_cast<float>(approx[at]), 0.f)) + w_recency * recs[at];
          }
        }
        for (std::int64_t j = 0; j < n; ++j) {
          const auto at = static_cast<std::size_t>(j);
          if (q.scale * static_cast<float>(approx[at]) + bound < p.min_similarity) continue;
          estimates.push_back(Estimate{sims[at], recs[at], approx[at], static_cast<std::int32_t>(first + j)});
        }
      }
      covered += offsets[list + 1] - offsets[list];
    }
    // Pass 2: the best estimates first, in rounds of what is still missing.
    const std::size_t wanted_rows = shortlist + shortlist / kRescoreMargin;
    auto before = [](const Estimate& a, const Estimate& b) {  // a total order: the result needs no tie luck
      return a.score != b.score ? a.score > b.score : a.position < b.position;
    };
    survivors.clear();
    survivor_recency.clear();
    for (std::size_t done = 0; survivors.size() < wanted_rows && done < estimates.size();) {
      const std::size_t upto = std::min(estimates.size(), done + (wanted_rows - survivors.size()));
      if (upto < estimates.size())
        std::nth_element(estimates.begin() + static_cast<std::ptrdiff_t>(done),
                         estimates.begin() + static_cast<std::ptrdiff_t>(upto), estimates.end(), before);
      for (; done < upto; ++done) {
        if (done + kColumnsAhead < upto)
          prefetch_columns(seg, sel.begin + order[estimates[done + kColumnsAhead].position]);
        const Estimate& e = estimates[done];
        const std::int64_t row = sel.begin + order[e.position];
        if (!admissible(seg, row)) continue;
        const float sim_high = q.scale * static_cast<float>(e.dot) + bound;
        if (partial(seg, row, std::max(sim_high, 0.f)) + w_recency * e.recency < p.min_score) continue;
        survivors.push_back(row);
        survivor_recency.push_back(e.recency);
      }
    }
    Pool local(pool.capacity());
    for (std::size_t start = 0; start < survivors.size(); start += kBlockRows) {
      const std::size_t n = std::min<std::size_t>(kBlockRows, survivors.size() - start);
      kern.dot_gather(query, seg.embeddings, survivors.data() + start, n, dim, dim, sims.data());
      score_block(sel.segment, seg, survivors.data() + start, static_cast<std::int64_t>(n), local,
                  survivor_recency.data() + start);
    }
    if (local.size() < static_cast<std::size_t>(p.k) && covered < total) return scan(segments, sel, pool);
    pool.merge(std::move(local));
  }

  // The first rows of a list's codes, fetched while the list before it is read: the kernel fetches rows
  // ahead within a list, and a list starts at an unrelated address.
  static void prefetch_list_head(const ivf::Lists& lists, std::size_t list) {
    const auto dim = static_cast<std::size_t>(lists.dim());
    const std::int8_t* head = lists.codes() + static_cast<std::size_t>(lists.offsets()[list]) * dim;
    const auto rows = static_cast<std::size_t>(lists.offsets()[list + 1] - lists.offsets()[list]);
    const std::size_t bytes = std::min<std::size_t>(4, rows) * dim;
    for (std::size_t b = 0; b < bytes; b += 64) __builtin_prefetch(head + b);
  }

  // The columns that admissible(), partial() and score_block() read of a row: one scattered line each,
  // fetched kColumnsAhead rows before they are read.
  static constexpr std::size_t kColumnsAhead = 8;
  void prefetch_columns(const SegmentView& seg, std::int64_t row) const {
    __builtin_prefetch(seg.hidden + row);
    __builtin_prefetch(seg.expires_at + row);
    __builtin_prefetch(seg.kind + row);
    __builtin_prefetch(seg.importance + row);
    __builtin_prefetch(seg.confidence + row);
    __builtin_prefetch(seg.tokens + row);
  }

  // sims[j] = the estimated fused score of list position first + j (its int8 similarity in approx[j]) and
  // recs[j] its recency, from the run's columns in list order: loops over contiguous arrays that the
  // compiler vectorises. recs[j] is the value recency() gives the row (same inputs, same function).
  void estimate_listed(const ListedColumns& listed, std::int64_t first, std::int64_t n, float code_scale) {
    const rank::Weights& w = p.score.weights;
    const float* importance = listed.importance + first;
    const float* confidence = listed.confidence + first;
    const double* created = listed.created_at + first;
    const std::uint8_t* layer = listed.layer + first;
    const std::int32_t* dots = approx.data();
    float* out = sims.data();
    float* rec = recs.data();
    if (w.recency == 0.f) {
      std::fill(rec, rec + n, 0.f);
    } else if (one_half_life) {
      rank::recency_block(created, static_cast<std::size_t>(n), p.score.now, per_second[0], rec);
    } else {
      const double now = p.score.now;
      for (std::int64_t j = 0; j < n; ++j) rec[j] = rank::recency_at(created[j], now, per_second[layer[j] & 3]);
    }
    for (std::int64_t j = 0; j < n; ++j) {
      const float sim = std::max(code_scale * static_cast<float>(dots[j]), 0.f);
      out[j] = w.similarity * sim + w.importance * importance[j] + w.confidence * confidence[j] + w.recency * rec[j];
    }
  }

  // Rows the lists of a run are read for by default: a fixed share of the run, and never fewer than a few
  // shortlists (calibrated in benchmarks/RESULTS.md: recall of the shortlist against the exact plan).
  static std::int64_t probe_rows(std::int64_t total, std::size_t shortlist) {
    return std::max<std::int64_t>(kProbeShortlists * static_cast<std::int64_t>(shortlist), total / kProbeShare);
  }
};


// Shares the rows of exact scans out among scan threads when there are enough of them to repay starting
// threads (kParallelRows per thread: starting one costs tens of microseconds, and below ~16k rows of 384
// floats the scan is served from L3, where a second core adds little on a 2-core machine).
// A run is cut into contiguous sub-runs and a row list into sub-lists; a run read through its graph or lists stays whole.
constexpr std::int64_t kParallelRows = 16384;

std::vector<std::vector<RowSelection>> split_for_threads(const std::vector<RowSelection>& selections,
                                                         const RecallParams& p) {
  std::int64_t total = 0;
  auto indexed = [&](const RowSelection& sel) { return (sel.graph != nullptr || sel.lists != nullptr) && !p.exact; };
  for (const RowSelection& sel : selections)
    if (!indexed(sel)) total += sel.size();
  unsigned threads = p.scan_threads != 0 ? static_cast<unsigned>(p.scan_threads)
                                         : util::hardware_threads();
  threads = static_cast<unsigned>(std::min<std::int64_t>(threads, std::max<std::int64_t>(1, total / kParallelRows)));
  if (threads <= 1) return {selections};
  std::vector<std::vector<RowSelection>> shares(threads);
  const std::int64_t per_thread = (total + threads - 1) / threads;
  std::size_t t = 0;
  std::int64_t filled = 0;
  for (const RowSelection& sel : selections) {
    if (indexed(sel)) {
      shares[0].push_back(sel);
      continue;
    }
    for (std::int64_t start = 0; start < sel.size();) {
      const std::int64_t take = std::min(sel.size() - start, per_thread - filled);
      RowSelection part = sel;
      part.graph = nullptr;
      part.lists = nullptr;
      if (sel.rows) {
        part.rows = sel.rows + start;
        part.n_listed = take;
      } else {
        part.begin = sel.begin + start;
        part.end = part.begin + take;
      }
      shares[t].push_back(part);
      start += take;
      filled += take;
      if (filled == per_thread && t + 1 < shares.size()) {
        ++t;
        filled = 0;
      }
    }
  }
  return shares;
}

}  // namespace

std::vector<Candidate> recall(const std::vector<SegmentView>& segments, const std::vector<RowSelection>& selections,
                              const float* query, const RecallParams& p, std::vector<Candidate>* pool_out) {
  if (p.k <= 0 || segments.empty()) return {};
  // Without MMR or a budget the k best by score are the answer; otherwise keep a wider pool to choose from.
  const bool wide = p.mmr_lambda >= 0.f || p.budget_tokens >= 0 || p.keep_pool;
  const std::size_t capacity = static_cast<std::size_t>(wide ? std::max(p.k, p.k_wide) : p.k);
  Pool pool(capacity);
  const std::vector<std::vector<RowSelection>> shares = split_for_threads(selections, p);
  if (shares.size() <= 1) {
    Scanner scanner(p, query);
    for (const RowSelection& sel : selections) scanner.plan(segments, sel, pool);
  } else {
    // One pool per thread, merged after: the pool's order is total, so the result does not depend on
    // how the rows were shared out.
    std::vector<Pool> partial(shares.size(), Pool(capacity));
    std::atomic<std::size_t> next_share{0};
    util::run_on_threads(static_cast<unsigned>(shares.size()), [&](const std::atomic<bool>& stop) {
      Scanner scanner(p, query);
      for (std::size_t t = next_share.fetch_add(1); t < shares.size() && !stop; t = next_share.fetch_add(1))
        for (const RowSelection& sel : shares[t]) scanner.plan(segments, sel, partial[t]);
    });
    for (const Pool& part : partial)
      for (const Candidate& c : part.items()) pool.offer(c);
  }
  std::vector<Candidate> ranked = std::move(pool).sorted();
  rank::SelectParams sp{p.k, p.mmr_lambda, p.budget_tokens, segments.front().dim};
  std::vector<std::size_t> chosen = rank::select(ranked, sp);
  std::vector<Candidate> hits;
  hits.reserve(chosen.size());
  for (std::size_t i : chosen) hits.push_back(ranked[i]);
  if (p.keep_pool && pool_out != nullptr) *pool_out = std::move(ranked);
  return hits;
}

std::vector<std::vector<Candidate>> recall_batch(const std::vector<SegmentView>& segments,
                                                 const std::vector<std::vector<RowSelection>>& selections,
                                                 const float* queries, std::size_t n_queries,
                                                 const RecallParams& p, unsigned n_threads,
                                                 std::vector<std::vector<Candidate>>* pools) {
  std::vector<std::vector<Candidate>> out(n_queries);
  if (pools != nullptr) pools->assign(n_queries, {});
  if (n_queries == 0) return out;
  const std::size_t dim = segments.empty() ? 0 : static_cast<std::size_t>(segments.front().dim);
  RecallParams one_thread = p;  // queries already run in parallel: no threads inside each
  one_thread.scan_threads = 1;
  std::atomic<std::size_t> next{0};
  n_threads = std::max(1u, std::min<unsigned>(n_threads, static_cast<unsigned>(n_queries)));
  util::run_on_threads(n_threads, [&](const std::atomic<bool>& stop) {
    for (std::size_t i = next.fetch_add(1); i < n_queries && !stop; i = next.fetch_add(1)) {
      const auto& sel = selections.size() == 1 ? selections.front() : selections[i];
      out[i] = recall(segments, sel, queries + i * dim, one_thread, pools ? &(*pools)[i] : nullptr);
    }
  });
  return out;
}

}  // namespace engram::query

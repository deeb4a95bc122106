// engram/query/plan_bounded.cpp - a run with inverted lists, read until no unread row can rank: the exact
// plan's pool (the max(k, k_wide) best by fused score, filters applied) for a fraction of the reads.
//
// The fused score (rank/fused.hpp) splits into w_sim * relevance(sim) and a prior that needs no vector:
//   prior(x) = w_rec * recency(x) + w_imp * importance(x) + w_conf * confidence(x).
// Every row is skipped only on a proof that it cannot enter the pool: an upper bound on its score below
// the bar (T_low, the pool's threshold once it is full, or min_score; see below) or a similarity bound below
// min_similarity. Four bounds, cheapest first:
//   1. per list: w_sim * list_similarity_bound (the list's centroid and angular radius, ivf/lists.hpp) +
//      the largest prior of the list's rows;
//   1b. per sub-list of a list bound 1 keeps (lists built with sub-lists): the same from the sub-list's centroid
//      (its dot bounded from int8 codes) and radius, and the largest prior of its rows;
//   2. per row: the list's similarity bound + the row's own prior (one pass over the prior column);
//   3. per row: its int8 code's similarity + the codes' proven error bound (quant/sq8.hpp) + its prior;
//   3b. per row that bound 3 keeps: a second int8 dot with the query's rounding coded again (quant::Sq8Fine),
//      which leaves only the rows' own rounding in the error (~0.009 instead of ~0.03 at 384-d).
// Bound 3b also gives each row a LOWER bound on its score; T_low, the capacity-th best lower bound of rows
// known to enter the pool (admissible, similar enough, min_score met), is a lower bound on the pool's final
// threshold, so the bar rises while only codes are read. The rows that pass every bound wait, and are read
// in float (by the Scorer: the same similarity kernel, filters and order as every plan) at the end, best
// upper bound first, until the bar passes the next one's bound. To raise T_low early, the rows with the best
// priors (a sampled threshold) are bounded first, then the lists nearest the query (by centroid). Nothing is
// estimated (unless the caller opts into the one-bit codes' statistical bound 3a, params.bits_epsilon > 0):
// the pool is the exact scan's, for any weights, filters and data; what the bounds save depends on the data
// (benchmarks/RESULTS.md, "Plan accuracy" and "The bounded plan, float reads last").
//
// Cost: one pass over the run's prior columns (contiguous when the lists carry them in list order: recency
// from created_at), the centroid dots, the codes of the rows bound 2 cannot dismiss (in practice 85-100 % of
// a 384-d scope's rows: the floor of this plan), a second code dot for the few hundred bound 3 keeps, and
// the float rows bound 3b cannot dismiss (about 1.5 % of a 10k-row scope). Float rounding: bounds carry
// margins (the prior is summed in another order than the score; see kScoreMargin), so a row is never
// dismissed by a rounding difference.
#include <algorithm>
#include <cmath>
#include <functional>
#include <limits>
#include <numeric>
#include <utility>

#include "engram/ivf/lists.hpp"
#include "engram/quant/bits.hpp"
#include "engram/rank/rescore.hpp"
#include "engram/query/plans.hpp"
#include "engram/simd/bits.hpp"

namespace engram::query {
namespace {

constexpr float kInfinity = std::numeric_limits<float>::infinity();
// Relative margin for comparing a bound with a score: the bound's terms are summed in another order than
// Scorer::score_block sums them (a few ulps of the largest term).
constexpr float kScoreMargin = 1e-5f;
// Rows sampled to place the prior threshold of the first rows scored.
constexpr std::size_t kPriorSample = 2048;
// Pools' worth of best-prior rows the sampled threshold aims at. One pool's worth found fewer rows than the pool
// holds in most recalls (82 of 100 on a 10k-row anisotropic scope: the sample's quantile is noisy), so T_low
// was not set before the first lists were read, which then ran with no bar (benchmarks/RESULTS.md, "Prior
// bounds per sub-list"); three pools' worth (capped at four by the seed loop) set it in every recall measured.
constexpr std::size_t kSeedPools = 3;
// A chunk of a list whose candidates are at least 1 / kWholeChunk of it reads all its codes in one
// streaming call; fewer candidates are read one by one.
constexpr std::size_t kWholeChunk = 4;
// Seeds whose codes are requested ahead of the one being bounded (a few rows' latency in flight): 24 rather than 8
// took the seeds' pass after a cache-evicting recall from ~60-70 to ~53-55 µs (10k-row scope, fused_phase_loop.py ab).
constexpr std::size_t kSeedsAhead = 24;
// Candidates of bound 3b whose admissible columns (offer_low) are requested ahead of the one being bounded: with the
// seeds' codes (scattered rows) it took a seeds pass after a cache-evicting recall from ~90 to ~60 µs (10k-row scope).
constexpr std::size_t kFineAhead = 4;

// This plan's working arrays, one set per thread and kept between calls (as ScanBuffers, scorer.hpp).
struct BoundedBuffers {
  std::vector<float> prior;         // [n] by list position
  std::vector<float> prior_by_row;  // [n] by run offset, when the run's columns are not copied in list order
  std::vector<std::uint8_t> seen;   // [n] 1 = scored already; all 0 between calls
  std::vector<float> centroid_dots, list_sim, list_bound, list_prior;  // [n_lists]
  std::vector<float> sub_dots;                                         // [sub-lists of one list]
  std::vector<std::int32_t> sub_approx;                                // [sub-lists of one list]
  std::vector<std::int32_t> list_order;                      // [n_lists]
  std::vector<std::int32_t> seeds, candidates;               // list positions
  std::vector<std::int64_t> rescore;                         // rows
  std::vector<std::int32_t> coarse;                          // the candidates' int8 dots (bound 3)
  std::vector<float> lows;                                   // min-heap: the best lower bounds (T_low)
  std::vector<std::pair<float, std::int32_t>> pending;       // rows to read in float: (upper bound, position)
  std::vector<float> sample;
  std::vector<std::int32_t> bit_sums = std::vector<std::int32_t>(kBlockRows + 16);  // the bit kernel's sums
  std::vector<float> bit_high = std::vector<float>(kBlockRows);                     // the rows' similarity bounds
  std::vector<float> bit_score = std::vector<float>(kBlockRows);                    // and fused score bounds
  std::vector<float> sample_prior = std::vector<float>(kBlockRows);                 // priors of screened rows
  std::vector<std::uint8_t> use_bits;                                               // [n_lists]

  static BoundedBuffers& of_this_thread() {
    thread_local BoundedBuffers buffers;
    return buffers;
  }
  void trim() {
    constexpr std::size_t kKeep = 1 << 16;
    if (prior.capacity() > kKeep) {
      std::vector<float>().swap(prior);
      std::vector<float>().swap(prior_by_row);
      std::vector<std::uint8_t>().swap(seen);
    }
    if (pending.capacity() > kKeep) std::vector<std::pair<float, std::int32_t>>().swap(pending);
    if (coarse.capacity() > kKeep) std::vector<std::int32_t>().swap(coarse);
    if (seeds.capacity() > kKeep) std::vector<std::int32_t>().swap(seeds);  // sized to the run to pack the seeds
  }
};

// prior[pos] for every list position of the run: from the run's columns copied in list order when they
// serve (recency from created_at), else computed in run order and permuted. Both by the rescore kernel
// (rank/rescore.hpp) at the recall's SIMD level: recency as Scorer::recency() gives it and the prior summed in
// the scorer's order, the same bits at every level, with 2^x at the level's width (the plan's own sources are
// compiled for the x86-64 baseline: the loops it replaces ran at SSE2's width, ~1/10 of a 10k-row recall).
void compute_prior(Scorer& scorer, const SegmentView& seg, const RowSelection& sel, const ivf::Lists& lists,
                   BoundedBuffers& own) {
  const RecallParams& p = scorer.params();
  const auto n = static_cast<std::size_t>(lists.size());
  own.prior.resize(n);
  rank::RescoreParams rp;
  rp.weights = p.score.weights;
  std::copy(p.score.half_life_days, p.score.half_life_days + rank::kLayers, rp.half_life_days);
  rp.recency_from_last_used = p.recency_from_last_used;
  rp.now = p.score.now;
  rp.recency_offset = p.score.recency_offset;
  const simd::Level level = scorer.kernels().level;
  if (sel.listed.importance != nullptr && !p.recency_from_last_used) {
    const ListedColumns& c = sel.listed;
    const rank::RescoreColumns columns{c.created_at, c.created_at, c.layer, c.importance, c.confidence};
    rank::rescore(columns, nullptr, n, rp, 1, nullptr, own.prior.data(), nullptr, level);
    return;
  }
  own.prior_by_row.resize(n);
  const auto row0 = static_cast<std::size_t>(sel.begin);
  const double* last_used = p.recency_from_last_used ? seg.last_used : seg.created_at;  // read only then
  const rank::RescoreColumns columns{seg.created_at + row0, last_used + row0, seg.layer + row0, seg.importance + row0,
                                     seg.confidence + row0};
  rank::rescore(columns, nullptr, n, rp, 1, nullptr, own.prior_by_row.data(), nullptr, level);
  const std::int32_t* order = lists.order();
  for (std::size_t pos = 0; pos < n; ++pos) own.prior[pos] = own.prior_by_row[static_cast<std::size_t>(order[pos])];
}

// The largest of a[0, n) (n >= 1), in lanes so that the loop vectorises (a max_element is a serial chain).
float max_of(const float* a, std::int64_t n) {
  constexpr int kLanes = 8;
  float lane[kLanes];
  std::fill(lane, lane + kLanes, a[0]);
  std::int64_t i = 0;
  for (; i + kLanes <= n; i += kLanes)
    for (int l = 0; l < kLanes; ++l) lane[l] = a[i + l] > lane[l] ? a[i + l] : lane[l];
  for (; i < n; ++i) lane[0] = a[i] > lane[0] ? a[i] : lane[0];
  return *std::max_element(lane, lane + kLanes);
}

// The smallest int8 dot `a` that bound 3 can keep in a list chunk, conservatively: a row whose dot is below it
// has sim_high = min(code_scale * a + code_bound, limit) below min_similarity, or w_sim * relevance(sim_high) +
// its prior below `floor` for any prior up to `max_prior`. Found by inverting relevance in double, with margins
// far above float rounding (in score and in similarity), so it only ever keeps MORE rows than the exact test,
// which still decides every row it keeps (same expressions as before, so the same rows). This replaces the
// per-row float bound of every row of a chunk by one integer compare: on weakly clustered rows (every code
// read) most rows are dismissed by it. Returns INT32_MIN (keep every row) where it cannot invert (a lexical
// term, a non-positive similarity weight or code scale, a bar that no relevance reaches).
std::int32_t code_floor(const rank::ScoreParams& sp, float w_sim, bool lexical, float min_similarity, float floor,
                        float max_prior, float code_scale, float code_bound) {
  constexpr std::int32_t kKeepAll = std::numeric_limits<std::int32_t>::min();
  if (lexical || !(w_sim > 0.f) || !(code_scale > 0.f) || !(sp.relevance_scale > 0.f) || !std::isfinite(floor))
    return kKeepAll;
  double sim = -std::numeric_limits<double>::infinity();  // the smallest similarity a kept row can have
  const double need = (static_cast<double>(floor) - max_prior - 1e-4 * (1.0 + std::abs(floor) + std::abs(max_prior))) / w_sim;
  if (need > 0.0) {  // relevance(sim) >= need: y / (1 + knee y) >= need, y = (sim - floor_sim) * scale
    const double knee = sp.relevance_knee;
    if (knee * need >= 1.0) return kKeepAll;  // no similarity reaches it; left to the exact test
    const double y = need / (1.0 - knee * need);
    sim = sp.relevance_floor + y / sp.relevance_scale;
  }
  if (std::isfinite(min_similarity)) sim = std::max(sim, static_cast<double>(min_similarity));
  if (!std::isfinite(sim)) return kKeepAll;
  const double a = std::floor((sim - 1e-4 * (1.0 + std::abs(sim)) - code_bound) / code_scale);
  if (!(a > static_cast<double>(kKeepAll))) return kKeepAll;
  return a >= static_cast<double>(std::numeric_limits<std::int32_t>::max()) ? std::numeric_limits<std::int32_t>::max()
                                                                          : static_cast<std::int32_t>(a);
}

}  // namespace

void plan_lists_exact(Scorer& scorer, const std::vector<SegmentView>& segments, const RowSelection& sel,
                      Pool& pool) {
  const RecallParams& p = scorer.params();
  const rank::Weights& w = p.score.weights;
  const simd::Kernels& kern = scorer.kernels();
  ScanBuffers& buffers = scorer.buffers();
  BoundedBuffers& own = BoundedBuffers::of_this_thread();
  const SegmentView& seg = segments[static_cast<std::size_t>(sel.segment)];
  const ivf::Lists& lists = *sel.lists;
  const auto dim = static_cast<std::size_t>(seg.dim);
  const auto n = static_cast<std::int64_t>(lists.size());
  const auto n_lists = static_cast<std::size_t>(lists.n_lists());
  const std::int64_t* offsets = lists.offsets();
  const std::int32_t* order = lists.order();
  const float w_sim = std::max(w.similarity, 0.f);
  const float margin = kScoreMargin * (1.f + std::abs(w.similarity) + std::abs(w.recency) +
                                       std::abs(w.importance) + std::abs(w.confidence));
  const bool has_prior = w.recency != 0.f || w.importance != 0.f || w.confidence != 0.f;

  // Bound 2's inputs: the prior of every row, the similarity bound and the largest prior of every list.
  if (has_prior) {
    compute_prior(scorer, seg, sel, lists, own);
  } else {
    own.prior.assign(static_cast<std::size_t>(n), 0.f);
  }
  const float* prior = own.prior.data();
  own.seen.resize(static_cast<std::size_t>(n), 0);
  std::uint8_t* seen = own.seen.data();
  own.centroid_dots.resize(n_lists);
  own.list_sim.resize(n_lists);
  own.list_bound.resize(n_lists);
  own.list_prior.resize(n_lists);
  own.list_order.resize(n_lists);
  kern.dot_rows(scorer.query(), lists.centroids(), n_lists, dim, dim, own.centroid_dots.data());
  const float query_norm = std::sqrt(std::max(kern.dot(scorer.query(), scorer.query(), dim), 0.f));
  // A list's bound 1 (its similarity bound, trigonometric) is computed when the list is first looked at
  // (bound_list); NaN marks "not yet".
  own.list_sim.assign(n_lists, std::numeric_limits<float>::quiet_NaN());
  for (std::size_t l = 0; l < n_lists; ++l)
    own.list_prior[l] = has_prior && offsets[l + 1] > offsets[l] ? max_of(prior + offsets[l], offsets[l + 1] - offsets[l]) : 0.f;
  auto bound_list = [&](std::size_t l) {
    if (!std::isnan(own.list_sim[l])) return;
    const float sim_high = ivf::list_similarity_bound(own.centroid_dots[l], query_norm, lists.min_cosine()[l]);
    own.list_sim[l] = sim_high;
    own.list_bound[l] = sim_high < p.min_similarity ? -kInfinity : w_sim * scorer.relevance(sim_high);
  };
  std::iota(own.list_order.begin(), own.list_order.end(), 0);
  auto nearer = [&](std::int32_t a, std::int32_t b) {
    const float da = own.centroid_dots[static_cast<std::size_t>(a)], db = own.centroid_dots[static_cast<std::size_t>(b)];
    return da > db || (da == db && a < b);
  };

  // Bound 3's inputs: the query against the lists' codes; bound 3b's: the query's rounding coded again, so
  // that a second int8 dot bounds a row's similarity by the rows' rounding alone (sq8.hpp, Sq8Fine).
  const quant::Sq8Query q = quant::prepare_query(scorer.query(), lists.code_scale(), dim);
  const float code_bound = q.bound(lists.code_l1_max());
  const quant::Sq8Fine fine = quant::prepare_fine(scorer.query(), lists.code_scale(), q, dim);
  const float fine_bound = fine.bound(q, lists.code_l1_max());
  const std::int8_t* codes = lists.codes();
  std::int32_t* approx = buffers.approx.data();

  // T_low: a lower bound on the pool's final threshold, from the codes alone. Once `capacity` rows are known
  // to enter the pool (admissible, similarity at least min_similarity, score at least min_score) with scores
  // at least their lower bounds (bound 3b's estimate - its width), no row whose upper bound is below the
  // capacity-th best of those lower bounds can rank. So the rows are bounded by their codes first and read in
  // float last, best upper bound first (the pool's threshold then rises at once): far fewer float reads than
  // reading each chunk's survivors as they come, with the threshold of the rows read so far.
  const std::size_t capacity = pool.capacity();
  float t_low = -kInfinity;
  own.lows.clear();
  const bool track_low = w.similarity >= 0.f && capacity > 0;
  auto offer_low = [&](std::int32_t pos, float sim_low) {
    if (!track_low || sim_low < p.min_similarity) return;
    const float low = w_sim * scorer.relevance(sim_low) + prior[pos];
    if (low < p.min_score || (own.lows.size() == capacity && low <= own.lows.front())) return;
    const std::int64_t row = sel.begin + order[pos];
    if (!scorer.admissible(seg, row)) return;
    if (scorer.lexical() != nullptr && scorer.lexical()->of(sel.segment, row) > 0.f) return;  // scored elsewhere
    auto greater = std::greater<float>();
    own.lows.push_back(low);
    std::push_heap(own.lows.begin(), own.lows.end(), greater);
    if (own.lows.size() > capacity) {
      std::pop_heap(own.lows.begin(), own.lows.end(), greater);
      own.lows.pop_back();
    }
    if (own.lows.size() == capacity) t_low = own.lows.front();
  };
  // The bar a row's upper bound must reach: T_low, the pool's threshold once it is full, and min_score.
  auto bar = [&] {
    float floor = std::max(p.min_score, t_low);
    if (pool.full()) floor = std::max(floor, pool.threshold());
    return floor - margin;
  };
  // The columns a row's admissible check reads (Scorer::admissible), requested ahead of it: the rows offered to T_low
  // are scattered over the run, and after work that evicts the caches (a recall of another scope, another process)
  // each of these reads is a miss to memory that the loop would otherwise wait for in turn.
  auto prefetch_admissible = [&](std::int64_t row) {
    __builtin_prefetch(seg.hidden + row, 0, 3);
    __builtin_prefetch(seg.expires_at + row, 0, 3);
    __builtin_prefetch(seg.kind + row, 0, 3);
    __builtin_prefetch(seg.confidence + row, 0, 3);
  };
  // Scores the rows of `positions` in float into the pool (they passed the bounds).
  auto rescore = [&](const std::vector<std::int32_t>& positions) {
    own.rescore.resize(positions.size());
    for (std::size_t i = 0; i < positions.size(); ++i)
      own.rescore[i] = sel.begin + order[positions[i]];
    for (std::size_t start = 0; start < positions.size(); start += kBlockRows) {
      const std::size_t m = std::min<std::size_t>(kBlockRows, positions.size() - start);
      kern.dot_gather(scorer.query(), seg.embeddings, own.rescore.data() + start, m, dim, dim, buffers.sims.data());
      scorer.score_block(sel.segment, seg, own.rescore.data() + start, static_cast<std::int64_t>(m), pool);
    }
  };
  // Whether a row whose similarity is at most sim_high and whose prior is `row_prior` can reach `floor`.
  auto may_rank = [&](float sim_high, float row_prior, float floor) {
    return sim_high >= p.min_similarity && w_sim * scorer.relevance(sim_high) + row_prior >= floor;
  };
  // score[j] = w_sim * relevance(high[j]) + prior_run[j] for j in [0, rows), vectorised where the recall has
  // no lexical term (rank::relevance inlined with its parameters held in registers).
  auto relevance_bounds = [&](const float* high, const float* prior_run, std::int64_t rows, float* score) {
    if (scorer.lexical() == nullptr) {
      const float floor_sim = p.score.relevance_floor, scale = p.score.relevance_scale, knee = p.score.relevance_knee;
      for (std::int64_t j = 0; j < rows; ++j) {
        const float y = std::max((high[j] - floor_sim) * scale, 0.f);
        score[j] = w_sim * (y / (1.f + knee * y)) + prior_run[j];
      }
    } else {
      for (std::int64_t j = 0; j < rows; ++j) score[j] = w_sim * scorer.relevance(high[j]) + prior_run[j];
    }
  };
  // Bound 3b over the candidates bound 3 kept (coarse(i) is candidate i's int8 dot with the query's codes):
  // each one's estimate offers a lower bound to T_low, and the rows whose upper bound reaches the bar wait
  // in `pending` to be read in float.
  auto keep_by_fine = [&](const std::vector<std::int32_t>& cand, float list_limit, auto coarse) {
    for (std::size_t i = 0; i < cand.size(); ++i) {
      if (track_low && i + kFineAhead < cand.size()) prefetch_admissible(sel.begin + order[cand[i + kFineAhead]]);
      const std::int32_t pos = cand[i];
      const std::int32_t f = kern.dot_i8(fine.codes.data(), codes + static_cast<std::size_t>(pos) * dim, dim);
      const float estimate = q.scale * static_cast<float>(coarse(i)) + fine.scale * static_cast<float>(f);
      offer_low(pos, estimate - fine_bound);
      const float sim_high = std::min(estimate + fine_bound, list_limit);
      if (sim_high < p.min_similarity) continue;
      const float high = w_sim * scorer.relevance(sim_high) + prior[pos];
      if (high >= bar()) own.pending.emplace_back(high, pos);
    }
  };
  // Keeps the candidates whose code bounds (3, then 3b) reach the bar; approx_of(i) is candidate i's int8 dot.
  auto keep_by_codes = [&](std::vector<std::int32_t>& cand, float list_limit, auto approx_of) {
    const float floor = bar();
    std::size_t kept = 0;
    own.coarse.resize(cand.size());
    for (std::size_t i = 0; i < cand.size(); ++i) {
      const std::int32_t a = approx_of(i);
      const float sim_high = std::min(q.scale * static_cast<float>(a) + code_bound, list_limit);
      if (!may_rank(sim_high, prior[cand[i]], floor)) continue;
      own.coarse[kept] = a;
      cand[kept++] = cand[i];
    }
    cand.resize(kept);
    keep_by_fine(cand, list_limit, [&](std::size_t i) { return own.coarse[i]; });
  };
  auto one_code = [&](std::int32_t pos) {
    return kern.dot_i8(q.codes.data(), codes + static_cast<std::size_t>(pos) * dim, dim);
  };
  auto prefetch_code = [&](std::int32_t pos) {
    const std::int8_t* row = codes + static_cast<std::size_t>(pos) * dim;
    for (std::size_t line = 0; line < dim; line += 64) __builtin_prefetch(row + line, 0, 3);
  };
  const float no_limit = kInfinity;

  // Bound 3a (params.bits_epsilon > 0, an option, not the default): the rows' one-bit codes against their
  // list's centroid (quant/bits.hpp; 64 bytes a row at 384-d against 384, read with popcounts), in place of
  // bound 2 over every row of a list chunk. It is STATISTICAL: a row's similarity lies below estimate + bound
  // with probability ~1 - 2 exp(-eps^2 / 2) (RaBitQ), so a row of the exact pool can be dismissed; the miss
  // rate is measured (benchmarks/RESULTS.md, "One-bit codes"). The rows it keeps still pass bound 3 (proven)
  // before they are read in float, so the pool holds no row the exact pool would not.
  const float bits_epsilon = p.bits_epsilon;
  const quant::BitCodes* bits =
      bits_epsilon > 0.f ? &lists.bit_codes(seg.embeddings + static_cast<std::size_t>(sel.begin) * dim, dim) : nullptr;
  quant::BitQuery bq;
  if (bits != nullptr) bq = quant::bits_prepare_query(scorer.query(), dim);
  const simd::BitKernels& bit_kernels = simd::active_bit_kernels();
  // A list's one-bit bound must be narrow enough to dismiss more than the int8 bound would leave: where its
  // rows' typical half-width exceeds kBitsWidthOverCodes x the int8 bound, the list is read by its int8 codes
  // alone (rows far from their centroid: wide residuals).
  constexpr float kBitsWidthOverCodes = 2.f;
  own.use_bits.assign(n_lists, 0);
  if (bits != nullptr) {
    const float* spread = lists.bit_list_spread();
    for (std::size_t l = 0; l < n_lists; ++l)
      own.use_bits[l] = bits_epsilon * bq.norm * spread[l] <= kBitsWidthOverCodes * code_bound ? 1 : 0;
  }
  const std::uint8_t* use_bits = own.use_bits.data();
  // Bounds 2 and 3a together over a chunk of list l: every unseen row whose upper bound reaches the bar.
  auto bits_candidates = [&](std::vector<std::int32_t>& cand, std::size_t l, std::int64_t first, std::int64_t rows,
                             float floor) {
    const float cdot = own.centroid_dots[l], limit = own.list_sim[l];
    const std::size_t words = bits->words;
    const auto b0 = static_cast<std::size_t>(first) / 8, b1 = static_cast<std::size_t>(first + rows + 7) / 8;
    bit_kernels.dot_bits(bq.planes.data(), quant::BitQuery::kPlanes, bits->codes.data() + b0 * 8 * words, b1 - b0, words,
                         own.bit_sums.data());
    const std::int32_t* sums = own.bit_sums.data() + (static_cast<std::size_t>(first) - b0 * 8);
    const float* factor = bits->factor.data() + first;
    const float* spread = bits->spread.data() + first;
    const std::int32_t* ones = bits->ones.data() + first;
    float* high = own.bit_high.data();
    float* score = own.bit_score.data();
    const float* prior_run = prior + first;
    const float lo2 = 2.f * bq.lo, delta2 = 2.f * bq.delta, offset = bq.offset, norm = bq.norm, err = bq.err_norm;
    const float eps = bits_epsilon;
    for (std::int64_t j = 0; j < rows; ++j) {  // vectorised: no branch, sqrt without errno (CMakeLists.txt)
      const float a = norm * spread[j], b = factor[j] * err;
      const float est = cdot + factor[j] * (lo2 * static_cast<float>(ones[j]) + delta2 * static_cast<float>(sums[j]) + offset);
      high[j] = std::min(est + eps * std::sqrt(a * a + b * b) + 1e-4f, limit);
    }
    relevance_bounds(high, prior_run, rows, score);
    cand.clear();
    for (std::int64_t j = 0; j < rows; ++j)
      if (score[j] >= floor && high[j] >= p.min_similarity && !seen[first + j])
        cand.push_back(static_cast<std::int32_t>(first + j));
  };

  // Bound 3a for a few candidates: the kernel over each one's block of 8 rows.
  auto keep_by_bits = [&](std::vector<std::int32_t>& cand, std::size_t l, float floor) {
    const float cdot = own.centroid_dots[l], limit = own.list_sim[l];
    const std::size_t words = bits->words;
    std::int32_t* sums = own.bit_sums.data();
    std::size_t last = static_cast<std::size_t>(-1), kept = 0;
    for (std::size_t i = 0; i < cand.size(); ++i) {
      const auto pos = static_cast<std::size_t>(cand[i]);
      if (pos / 8 != last) {
        last = pos / 8;
        bit_kernels.dot_bits(bq.planes.data(), quant::BitQuery::kPlanes, bits->codes.data() + last * 8 * words, 1, words, sums);
      }
      const float factor = bits->factor[pos];
      const float high = std::min(cdot + bq.estimate(factor, bits->ones[pos], sums[pos % 8]) +
                                      bq.bound(factor, bits->spread[pos], bits_epsilon), limit);
      if (high < p.min_similarity || w_sim * scorer.relevance(high) + prior[pos] < floor) continue;
      cand[kept++] = cand[i];
    }
    cand.resize(kept);
  };

  // Seeds: the rows with the best priors (a few pools' worth, found from a sample), bounded by their codes
  // first, so that T_low is high before the lists are read.
  own.seeds.clear();
  own.pending.clear();
  if (has_prior && static_cast<std::size_t>(n) > 2 * capacity) {
    const std::size_t m = std::min<std::size_t>(kPriorSample, static_cast<std::size_t>(n));
    const std::size_t stride = static_cast<std::size_t>(n) / m;
    own.sample.resize(m);
    for (std::size_t i = 0; i < m; ++i) own.sample[i] = prior[i * stride];
    const std::size_t rank = std::min(m - 1, kSeedPools * capacity * m / static_cast<std::size_t>(n));
    std::nth_element(own.sample.begin(), own.sample.begin() + static_cast<std::ptrdiff_t>(rank), own.sample.end(),
                     std::greater<float>());
    const float at_least = own.sample[rank];
    // The first 4 * capacity positions whose prior reaches at_least, packed branch-free a block at a time (every
    // position is written, the count advances on a pass): the same seeds as a push_back loop, which, with ~3 % of
    // rows passing at random, cost ~1/3 of this function's own time (a reload of the vector's end every row).
    const std::size_t most = 4 * capacity;
    own.seeds.resize(static_cast<std::size_t>(n));
    std::int32_t* packed = own.seeds.data();
    std::size_t found = 0;
    for (std::int64_t first = 0; first < n && found < most; first += kBlockRows) {
      const std::int64_t end = std::min(n, first + kBlockRows);
      for (std::int64_t pos = first; pos < end; ++pos) {  // found <= pos: the write stays inside [0, n)
        packed[found] = static_cast<std::int32_t>(pos);
        found += static_cast<std::size_t>(prior[pos] >= at_least);
      }
    }
    own.seeds.resize(std::min(found, most));
    for (std::int32_t pos : own.seeds) seen[pos] = 1;
    std::vector<std::int32_t>& cand = own.candidates;
    cand.assign(own.seeds.begin(), own.seeds.end());
    // The seeds are scattered over the run (a few % of its rows): their codes come from memory, not from a
    // stream the hardware prefetcher follows, so each row's lines are requested a few seeds ahead.
    keep_by_codes(cand, no_limit, [&](std::size_t i) {
      if (i + kSeedsAhead < cand.size()) {
        prefetch_code(cand[i + kSeedsAhead]);
        __builtin_prefetch(order + cand[i + kSeedsAhead], 0, 3);  // its row, for bound 3b's admissible check
      }
      return one_code(cand[i]);
    });
  }

  // The lists, nearest first; in each, the rows no bound dismisses. read_range reads positions [begin, end)
  // of list l whose rows' similarity is at most `limit` (the list's bound, or its sub-list's) and whose priors
  // are at most `range_prior`; range_bound = w_sim * relevance(limit), or -inf below min_similarity.
  std::vector<std::int32_t>& cand = own.candidates;
  auto read_range = [&](std::size_t l, std::int64_t begin, std::int64_t end, float range_bound, float limit,
                        float range_prior) {
    const float list_bound = range_bound;
    for (std::int64_t first = begin; first < end; first += kBlockRows) {
      const std::int64_t rows = std::min(kBlockRows, end - first);
      const float floor = bar();
      const float need = floor - list_bound;  // bound 2: prior >= need
      std::int64_t count = 0;                 // (branch-free: about half the rows pass, unpredictably)
      for (std::int64_t pos = first; pos < first + rows; ++pos)
        count += static_cast<std::int64_t>((prior[pos] >= need) & (seen[pos] == 0));
      if (count == 0) continue;
      if (count * static_cast<std::int64_t>(kWholeChunk) >= rows && !(bits != nullptr && use_bits[l])) {
        // Bounds 2 and 3 over the whole chunk in vectorised passes: the codes of every row, each row's bound,
        // then the rows that pass both, then bound 3b on those.
        kern.dot_i8_rows(q.codes.data(), codes + static_cast<std::size_t>(first) * dim, static_cast<std::size_t>(rows),
                         dim, dim, approx);
        // First the integer screen (code_floor) with bound 2 and the seen mark: the rows that pass all three,
        // packed with their dots and priors in one pass over the chunk's contiguous columns; then the exact
        // bounds on those rows only.
        const std::int32_t a_min = code_floor(p.score, w_sim, scorer.lexical() != nullptr, p.min_similarity, floor,
                                              range_prior, q.scale, code_bound);
        cand.resize(static_cast<std::size_t>(rows));
        own.coarse.resize(static_cast<std::size_t>(rows));
        std::int32_t* out = cand.data();
        std::int32_t* out_coarse = own.coarse.data();
        float* prior_run = own.sample_prior.data();
        const float* prior_chunk = prior + first;
        const std::uint8_t* seen_chunk = seen + first;
        std::size_t screened = 0;
        for (std::int64_t j = 0; j < rows; ++j) {  // branch-free: the share that passes depends on the data
          out[screened] = static_cast<std::int32_t>(first + j);
          out_coarse[screened] = approx[j];
          prior_run[screened] = prior_chunk[j];
          screened += static_cast<std::size_t>((approx[j] >= a_min) & (prior_chunk[j] >= need) & (seen_chunk[j] == 0));
        }
        float* high = own.bit_high.data();
        float* score = own.bit_score.data();
        const float scale = q.scale;
        for (std::size_t i = 0; i < screened; ++i)
          high[i] = std::min(scale * static_cast<float>(out_coarse[i]) + code_bound, limit);
        relevance_bounds(high, prior_run, static_cast<std::int64_t>(screened), score);
        std::size_t kept = 0;
        const float min_sim = p.min_similarity;
        for (std::size_t i = 0; i < screened; ++i) {
          const std::int32_t pos = out[i];
          const std::int32_t a = out_coarse[i];
          out[kept] = pos;
          out_coarse[kept] = a;
          kept += static_cast<std::size_t>((score[i] >= floor) & (high[i] >= min_sim));
        }
        cand.resize(kept);
        keep_by_fine(cand, limit, [&](std::size_t i) { return own.coarse[i]; });
        continue;
      }
      cand.resize(static_cast<std::size_t>(count));
      {
        std::int32_t* out = cand.data();
        std::size_t kept = 0;
        for (std::int64_t pos = first; pos < first + rows && kept < static_cast<std::size_t>(count); ++pos) {
          out[kept] = static_cast<std::int32_t>(pos);
          kept += static_cast<std::size_t>((prior[pos] >= need) & (seen[pos] == 0));
        }
      }
      if (bits != nullptr && floor > -kInfinity && use_bits[l]) {  // bound 3a: the whole chunk, or by candidate
        if (cand.size() * kWholeChunk >= static_cast<std::size_t>(rows)) {
          bits_candidates(cand, l, first, rows, floor);
        } else {
          keep_by_bits(cand, l, floor);
        }
        if (cand.empty()) continue;
      }
      // bound 3, then 3b (with no bar yet every row is kept, and its lower bound builds T_low)
      if (cand.size() * kWholeChunk >= static_cast<std::size_t>(rows)) {
        kern.dot_i8_rows(q.codes.data(), codes + static_cast<std::size_t>(first) * dim, static_cast<std::size_t>(rows),
                         dim, dim, approx);
        keep_by_codes(cand, limit, [&](std::size_t i) { return approx[cand[i] - first]; });
      } else {
        keep_by_codes(cand, limit, [&](std::size_t i) { return one_code(cand[i]); });
      }
    }
  };
  // A list its bound 1 does not dismiss is read whole, or, when it is split into sub-lists (ivf/lists.hpp),
  // sub-list by sub-list: each one's own bound (its centroid and radius, screened by the ceiling first, as the
  // lists are below) and the largest prior of its rows, capped by the list's, decide whether its rows are read;
  // consecutive sub-lists that are read are read as one range (with the larger bounds: rows are still decided
  // one by one). The check costs one int8 centroid per sub-list and splits the list's reads into smaller
  // ranges; it is skipped (the list read whole, which is always exact) while there is no bar yet, and for the
  // rest of the recall once, after its first kSubTrial rows, it has dismissed fewer than 1 / kSubWorth of the
  // rows it checked (a low bar: a wide pool, priors; rows with no structure finer than the sub-lists).
  constexpr std::size_t kSubTrial = 256, kSubWorth = 2;
  std::size_t sub_checked = 0, sub_dismissed = 0;
  const bool sub_lists = lists.has_sub_lists();
  const std::int32_t* sub_first = lists.sub_first();
  const std::int64_t* sub_offsets = lists.sub_offsets();
  const float* sub_min_cosine = lists.sub_min_cosine();
  // The centroids' dots are bounded from their int8 codes (sq8.hpp): estimate + the proven error.
  const quant::Sq8Query sub_query =
      sub_lists ? quant::prepare_query(scorer.query(), lists.sub_code_scale(), dim) : quant::Sq8Query{};
  const float sub_bound = sub_lists ? sub_query.bound(lists.sub_code_l1_max()) : 0.f;
  auto read_list = [&](std::size_t l) {
    bound_list(l);
    const float list_bound = own.list_bound[l];
    if (list_bound == -kInfinity || list_bound + own.list_prior[l] < bar()) return;  // bound 1
    const std::int32_t s0 = sub_lists ? sub_first[l] : 0, s1 = sub_lists ? sub_first[l + 1] : 0;
    const bool worth = sub_checked < kSubTrial || sub_dismissed * kSubWorth >= sub_checked;
    if (s1 - s0 <= 1 || !worth || (t_low == -kInfinity && !pool.full())) {
      read_range(l, offsets[l], offsets[l + 1], list_bound, own.list_sim[l], own.list_prior[l]);
      return;
    }
    const auto subs = static_cast<std::size_t>(s1 - s0);
    own.sub_dots.resize(subs);
    own.sub_approx.resize(subs);
    kern.dot_i8_rows(sub_query.codes.data(), lists.sub_codes() + static_cast<std::size_t>(s0) * dim, subs, dim, dim,
                     own.sub_approx.data());
    for (std::size_t i = 0; i < subs; ++i)  // an upper bound on the centroid's dot (the bounds grow with it)
      own.sub_dots[i] = sub_query.scale * static_cast<float>(own.sub_approx[i]) + sub_bound;
    // the pending range of sub-lists to read: [run_begin, run_end), its largest similarity bound and prior
    std::int64_t run_begin = 0, run_end = 0;
    float run_sim = -kInfinity, run_prior = -kInfinity;
    auto flush = [&] {
      if (run_end > run_begin) read_range(l, run_begin, run_end, w_sim * scorer.relevance(run_sim), run_sim, run_prior);
      run_begin = run_end = 0;
      run_sim = run_prior = -kInfinity;
    };
    for (std::size_t i = 0; i < subs; ++i) {
      const std::size_t s = static_cast<std::size_t>(s0) + i;
      const std::int64_t begin = sub_offsets[s], end = sub_offsets[s + 1];
      if (end <= begin) continue;
      const float floor = bar();
      const float sub_prior = has_prior ? std::min(max_of(prior + begin, end - begin), own.list_prior[l]) : 0.f;
      const float ceiling = std::min(ivf::list_similarity_ceiling(own.sub_dots[i], query_norm, sub_min_cosine[s]),
                                     own.list_sim[l]);
      // the ceiling alone (never below the trigonometric bound, 1e-3 looser): an acos and a cos per sub-list
      // cost more than the few rows the tighter bound would spare
      const float sim_high = ceiling;
      sub_checked += static_cast<std::size_t>(end - begin);
      if (!may_rank(sim_high, sub_prior, floor)) {
        sub_dismissed += static_cast<std::size_t>(end - begin);
        flush();
        continue;
      }
      if (run_end != begin) {
        flush();
        run_begin = begin;
      }
      run_end = end;
      run_sim = std::max(run_sim, sim_high);
      run_prior = std::max(run_prior, sub_prior);
    }
    flush();
  };
  // The nearest lists first, a few at a time (partial sorts), until T_low stands; then every other list whose
  // bound 1 could still reach the bar, by a ceiling of its bound without trigonometry (ivf::
  // list_similarity_ceiling, never below list_similarity_bound, so no list the bound keeps is dropped), in
  // order. With many small lists (tight bounds) most lists are dismissed here, before any sort or acos.
  constexpr std::size_t kBatchLists = 8, kBatches = 4;
  std::int32_t* order_of = own.list_order.data();
  std::size_t next = 0;
  for (std::size_t batch = 0; batch < kBatches && next < n_lists && t_low == -kInfinity; ++batch) {
    const std::size_t to = std::min(n_lists, next + kBatchLists);
    std::partial_sort(order_of + next, order_of + to, order_of + n_lists, nearer);
    for (; next < to; ++next) read_list(static_cast<std::size_t>(order_of[next]));
  }
  {
    const float floor = bar();
    const float* min_cosine = lists.min_cosine();
    std::size_t kept = next;
    for (std::size_t i = next; i < n_lists; ++i) {
      const auto l = static_cast<std::size_t>(order_of[i]);
      const float ceiling = ivf::list_similarity_ceiling(own.centroid_dots[l], query_norm, min_cosine[l]);
      order_of[kept] = order_of[i];
      kept += static_cast<std::size_t>(ceiling >= p.min_similarity &&
                                       w_sim * scorer.relevance(ceiling) + own.list_prior[l] >= floor);
    }
    std::sort(order_of + next, order_of + kept, nearer);
    for (std::size_t i = next; i < kept; ++i) read_list(static_cast<std::size_t>(order_of[i]));
  }

  // The float reads: the pending rows, best upper bound first, until the bar (the pool's threshold once full,
  // or T_low) passes the next one's bound; ties by position, so the order is fixed.
  std::vector<std::pair<float, std::int32_t>>& pending = own.pending;
  const float final_bar = bar();
  pending.erase(std::remove_if(pending.begin(), pending.end(), [&](const auto& e) { return e.first < final_bar; }),
                pending.end());
  std::sort(pending.begin(), pending.end(), [](const auto& a, const auto& b) {
    return a.first > b.first || (a.first == b.first && a.second < b.second);
  });
  constexpr std::size_t kReadBlock = 32;  // rows read between two looks at the bar
  for (std::size_t start = 0; start < pending.size(); start += kReadBlock) {
    const float floor = bar();
    cand.clear();
    for (std::size_t i = start; i < std::min(pending.size(), start + kReadBlock) && pending[i].first >= floor; ++i)
      cand.push_back(pending[i].second);
    if (cand.empty()) break;
    rescore(cand);
  }
  for (std::int32_t pos : own.seeds) seen[pos] = 0;
  own.trim();
}

}  // namespace engram::query

// engram/query/plan_lists.cpp - a run with inverted lists (engram/ivf/lists.hpp), its nearest lists read.
//
// Used only when the caller sets params.nprobe (an approximation it asks for); the default for a run with
// lists is plan_bounded.cpp, which is exact. The run's lists are ranked by centroid and the nearest nprobe
// read (probe_rows is the share the default read before it was made exact: nprobe = 0 here). Pass 1 estimates every row read: the fused score from its int8 similarity, in one loop over the
// run's columns in list order (or gathered, without them). Pass 2 takes rows by estimate, best first (a
// partial selection, not a sort), checks only those against the filters, and keeps the first
// shortlist-and-margin (kRescoreMargin) that pass: those are rescored in float by the Scorer (the estimate's
// error is ~0.002 in similarity; a shortlist spans ~0.1) into a pool of the run's own, so that a fallback to
// the exact scan (the filters left fewer than k) does not count rows twice. Rows whose best case fails
// min_similarity or min_score are dropped on the proven bound (sq8.hpp), never on the estimate.
#include <algorithm>

#include "engram/ivf/lists.hpp"
#include "engram/query/plans.hpp"

namespace engram::query {
namespace {

// A run's inverted lists are read, by default, until they cover total / kProbeShare rows, and at least
// kProbeShortlists shortlists (k_wide rows each).
constexpr std::int64_t kProbeShare = 20;
constexpr std::int64_t kProbeShortlists = 4;
// Rows read through the lists that are rescored in float: the shortlist and 1 / kRescoreMargin more.
constexpr std::size_t kRescoreMargin = 4;
// The columns that admissible(), partial() and score_block() read of a row: one scattered line each,
// fetched kColumnsAhead rows before they are read.
constexpr std::size_t kColumnsAhead = 8;

// One row read through the lists: its estimated fused score, its recency, its int8 dot and its position in
// the lists.
struct Estimate {
  float score, recency;
  std::int32_t dot, position;
};

// This plan's working arrays, one set per thread and kept between calls (as ScanBuffers, scorer.hpp).
struct ListBuffers {
  std::vector<std::int32_t> ranked_lists;
  std::vector<float> list_dots;
  std::vector<Estimate> estimates;

  static ListBuffers& of_this_thread() {
    thread_local ListBuffers buffers;
    return buffers;
  }
  // Gives back what an unusually large probe grew.
  void trim() {
    constexpr std::size_t kKeep = 1 << 16;
    if (estimates.capacity() > kKeep) std::vector<Estimate>().swap(estimates);
  }
};

// Rows the lists of a run are read for by default: a fixed share of the run, and never fewer than a few
// shortlists (calibrated in benchmarks/RESULTS.md: recall of the shortlist against the exact plan).
std::int64_t probe_rows(std::int64_t total, std::size_t shortlist) {
  return std::max<std::int64_t>(kProbeShortlists * static_cast<std::int64_t>(shortlist), total / kProbeShare);
}

// The first rows of a list's codes, fetched while the list before it is read: the kernel fetches rows
// ahead within a list, and a list starts at an unrelated address.
void prefetch_list_head(const ivf::Lists& lists, std::size_t list) {
  const auto dim = static_cast<std::size_t>(lists.dim());
  const std::int8_t* head = lists.codes() + static_cast<std::size_t>(lists.offsets()[list]) * dim;
  const auto rows = static_cast<std::size_t>(lists.offsets()[list + 1] - lists.offsets()[list]);
  const std::size_t bytes = std::min<std::size_t>(4, rows) * dim;
  for (std::size_t b = 0; b < bytes; b += 64) __builtin_prefetch(head + b);
}

void prefetch_columns(const SegmentView& seg, std::int64_t row) {
  __builtin_prefetch(seg.hidden + row);
  __builtin_prefetch(seg.expires_at + row);
  __builtin_prefetch(seg.kind + row);
  __builtin_prefetch(seg.importance + row);
  __builtin_prefetch(seg.confidence + row);
  __builtin_prefetch(seg.tokens + row);
}

// sims[j] = the estimated fused score of list position first + j (its int8 similarity in approx[j]) and
// recs[j] its recency, from the run's columns in list order: loops over contiguous arrays that the
// compiler vectorises. recs[j] is the value Scorer::recency() gives the row (same inputs, same function).
void estimate_listed(Scorer& scorer, const ListedColumns& listed, std::int64_t first, std::int64_t n,
                     float code_scale) {
  const RecallParams& p = scorer.params();
  const rank::Weights& w = p.score.weights;
  const float* importance = listed.importance + first;
  const float* confidence = listed.confidence + first;
  const double* created = listed.created_at + first;
  const std::uint8_t* layer = listed.layer + first;
  const std::int32_t* dots = scorer.buffers().approx.data();
  float* out = scorer.buffers().sims.data();
  float* rec = scorer.buffers().recs.data();
  if (w.recency == 0.f) {
    std::fill(rec, rec + n, 0.f);
  } else if (scorer.one_half_life()) {
    rank::recency_block(created, static_cast<std::size_t>(n), rank::recency_peak(p.score), scorer.per_second(0), rec,
                        rank::recency_after(p.score));
  } else {
    const double now = rank::recency_peak(p.score), after = rank::recency_after(p.score);
    for (std::int64_t j = 0; j < n; ++j)
      rec[j] = rank::recency_at(created[j], now, scorer.per_second(layer[j]), after);
  }
  for (std::int64_t j = 0; j < n; ++j) {
    const float sim = scorer.relevance(code_scale * static_cast<float>(dots[j]));
    out[j] = w.similarity * sim + w.importance * importance[j] + w.confidence * confidence[j] + w.recency * rec[j];
  }
}

}  // namespace

void plan_lists(Scorer& scorer, const std::vector<SegmentView>& segments, const RowSelection& sel, Pool& pool) {
  const RecallParams& p = scorer.params();
  const simd::Kernels& kern = scorer.kernels();
  ScanBuffers& buffers = scorer.buffers();
  ListBuffers& own = ListBuffers::of_this_thread();
  std::vector<std::int32_t>& ranked_lists = own.ranked_lists;
  std::vector<float>& list_dots = own.list_dots;
  std::vector<Estimate>& estimates = own.estimates;
  std::vector<std::int64_t>& survivors = buffers.survivors;
  std::vector<float>& survivor_recency = buffers.survivor_recency;
  float* sims = buffers.sims.data();
  float* recs = buffers.recs.data();
  const std::int32_t* approx = buffers.approx.data();

  const SegmentView& seg = segments[static_cast<std::size_t>(sel.segment)];
  const ivf::Lists& lists = *sel.lists;
  const auto dim = static_cast<std::size_t>(seg.dim);
  const auto n_lists = static_cast<std::size_t>(lists.n_lists());
  ranked_lists.resize(n_lists);
  list_dots.resize(n_lists);
  const quant::Sq8Query q = quant::prepare_query(scorer.query(), lists.code_scale(), dim);
  const float bound = q.bound(lists.code_l1_max());
  const std::size_t shortlist = std::max<std::size_t>(pool.capacity(), static_cast<std::size_t>(p.k_wide));
  const std::int64_t total = sel.size(), wanted = probe_rows(total, shortlist);
  // Rank only the lists likely to be read (twice the average count, and a few), more if they fall short.
  std::size_t ranked =
      p.nprobe > 0 ? static_cast<std::size_t>(p.nprobe)
                   : static_cast<std::size_t>(2 * wanted * lists.n_lists() / std::max<std::int64_t>(1, total)) + 4;
  lists.rank_lists(scorer.query(), ranked_lists.data(), list_dots.data(), ranked);
  const std::int64_t* offsets = lists.offsets();
  const std::int32_t* order = lists.order();
  const float w_recency = p.score.weights.recency;
  // The run's columns in list order serve the estimates when recency counts from creation (last_used
  // changes after a seal, so it is never copied).
  const bool listed = sel.listed.importance != nullptr && !p.recency_from_last_used;
  // Pass 1: an estimate for every row of the lists read.
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
                       static_cast<std::size_t>(n), dim, dim, buffers.approx.data());
      if (listed) {
        estimate_listed(scorer, sel.listed, first, n, q.scale);
      } else {
        for (std::int64_t j = 0; j < n; ++j) {
          const std::int64_t row = sel.begin + order[first + j];
          recs[j] = scorer.recency(seg, row);
          sims[j] = scorer.partial(seg, row, scorer.relevance(q.scale * static_cast<float>(approx[j]))) +
                    w_recency * recs[j];
        }
      }
      for (std::int64_t j = 0; j < n; ++j) {
        if (q.scale * static_cast<float>(approx[j]) + bound < p.min_similarity) continue;
        estimates.push_back(Estimate{sims[j], recs[j], approx[j], static_cast<std::int32_t>(first + j)});
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
      if (!scorer.admissible(seg, row)) continue;
      const float sim_high = q.scale * static_cast<float>(e.dot) + bound;
      if (scorer.partial(seg, row, scorer.relevance(sim_high)) + w_recency * e.recency < p.min_score) continue;
      survivors.push_back(row);
      survivor_recency.push_back(e.recency);
    }
  }
  own.trim();
  // Pass 3: the survivors rescored in float, into the run's own pool.
  Pool local(pool.capacity());
  for (std::size_t start = 0; start < survivors.size(); start += kBlockRows) {
    const std::size_t n = std::min<std::size_t>(kBlockRows, survivors.size() - start);
    kern.dot_gather(scorer.query(), seg.embeddings, survivors.data() + start, n, dim, dim, sims);
    scorer.score_block(sel.segment, seg, survivors.data() + start, static_cast<std::int64_t>(n), local,
                       survivor_recency.data() + start);
  }
  if (local.size() < static_cast<std::size_t>(p.k) && covered < total) return scan_exact(scorer, segments, sel, pool);
  pool.merge(std::move(local));
}

}  // namespace engram::query

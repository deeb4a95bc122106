// engram/query/recall.cpp - the planner: a plan per selection (plans.hpp), the pools merged, MMR / budget.
//
// Which plan reads a selection (recall.hpp): a run with a graph -> plan_graph; a run with inverted lists ->
// plan_lists; anything else, or params.exact -> scan_exact (in float, or through int8 codes). Large exact
// scans are shared out among threads, each with its own Scorer and pool.
#include "engram/query/recall.hpp"

#include <algorithm>
#include <atomic>
#include <memory>
#include <utility>

#include "engram/query/plans.hpp"
#include "engram/util/parallel.hpp"

namespace engram::query {
namespace {

using rank::Candidate;

void plan(Scorer& scorer, const std::vector<SegmentView>& segments, const RowSelection& sel, Pool& pool) {
  const bool indexed_run = sel.rows == nullptr && !scorer.params().exact;
  if (indexed_run && sel.graph != nullptr) return plan_graph(scorer, segments, sel, pool);
  if (indexed_run && sel.lists != nullptr)
    return scorer.params().nprobe > 0 ? plan_lists(scorer, segments, sel, pool)
                                      : plan_lists_exact(scorer, segments, sel, pool);
  scan_exact(scorer, segments, sel, pool);
}

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

// The lexical pass of a hybrid recall (hybrid.hpp): every lexical row scored in float into the pool, before
// the plans (which skip those rows) run; it also raises the pool's threshold early.
void score_lexical_rows(Scorer& scorer, const std::vector<SegmentView>& segments, const LexicalScores& lexical,
                        Pool& pool) {
  const simd::Kernels& kern = scorer.kernels();
  ScanBuffers& buffers = scorer.buffers();
  for (std::size_t s = 0; s < lexical.n_segments(); ++s) {
    const std::vector<std::int64_t>& rows = lexical.rows(static_cast<std::int32_t>(s));
    const SegmentView& seg = segments[s];
    const auto dim = static_cast<std::size_t>(seg.dim);
    for (std::size_t start = 0; start < rows.size(); start += kBlockRows) {
      const std::size_t n = std::min<std::size_t>(kBlockRows, rows.size() - start);
      kern.dot_gather(scorer.query(), seg.embeddings, rows.data() + start, n, dim, dim, buffers.sims.data());
      scorer.score_block(static_cast<std::int32_t>(s), seg, rows.data() + start, static_cast<std::int64_t>(n), pool,
                         nullptr, true);
    }
  }
}

}  // namespace

std::vector<Candidate> recall(const std::vector<SegmentView>& segments, const std::vector<RowSelection>& selections,
                              const float* query, const RecallParams& p, std::vector<Candidate>* pool_out,
                              const QueryTokens* tokens) {
  if (p.k <= 0 || segments.empty()) return {};
  std::unique_ptr<LexicalScores> lexical;
  if (p.hybrid > 0.f)
    lexical = std::make_unique<LexicalScores>(segments, selections, tokens ? *tokens : QueryTokens{});
  // Without MMR or a budget the k best by score are the answer; otherwise keep a wider pool to choose from.
  const bool wide = p.mmr_lambda >= 0.f || p.budget_tokens >= 0 || p.keep_pool;
  const std::size_t capacity = static_cast<std::size_t>(wide ? std::max(p.k, p.k_wide) : p.k);
  Pool pool(capacity);
  const std::vector<std::vector<RowSelection>> shares = split_for_threads(selections, p);
  if (lexical) {
    Scorer scorer(p, query, lexical.get());
    score_lexical_rows(scorer, segments, *lexical, pool);
  }
  if (shares.size() <= 1) {
    Scorer scorer(p, query, lexical.get());
    for (const RowSelection& sel : selections) plan(scorer, segments, sel, pool);
  } else {
    // One pool per thread, merged after: the pool's order is total, so the result does not depend on
    // how the rows were shared out.
    std::vector<Pool> partial(shares.size(), Pool(capacity));
    std::atomic<std::size_t> next_share{0};
    util::run_on_threads(static_cast<unsigned>(shares.size()), [&](const std::atomic<bool>& stop) {
      Scorer scorer(p, query, lexical.get());
      for (std::size_t t = next_share.fetch_add(1); t < shares.size() && !stop; t = next_share.fetch_add(1))
        for (const RowSelection& sel : shares[t]) plan(scorer, segments, sel, partial[t]);
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
                                                 std::vector<std::vector<Candidate>>* pools,
                                                 const std::vector<QueryTokens>* tokens) {
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
      out[i] = recall(segments, sel, queries + i * dim, one_thread, pools ? &(*pools)[i] : nullptr,
                      tokens ? &(*tokens)[i] : nullptr);
    }
  });
  return out;
}

}  // namespace engram::query

// engram/query/recall.cpp - the planner: a plan per selection (plans.hpp), the pools merged, MMR / budget.
//
// Which plan reads a selection (recall.hpp): a run with a graph -> plan_graph; a run with inverted lists ->
// plan_lists; anything else, or params.exact -> scan_exact (in float, or through int8 codes). Large exact
// scans are shared out among threads, each with its own Scorer and pool.
#include "engram/query/recall.hpp"

#include <algorithm>
#include <atomic>
#include <deque>
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

// Without MMR or a budget the k best by score are the answer; otherwise keep a wider pool to choose from.
std::size_t pool_capacity(const RecallParams& p) {
  const bool wide = p.mmr_lambda >= 0.f || p.budget_tokens >= 0 || p.keep_pool;
  return static_cast<std::size_t>(wide ? std::max(p.k, p.k_wide) : p.k);
}

// The hits chosen from a full pool (MMR, budget), and the pool itself when kept.
std::vector<Candidate> finish(Pool&& pool, const std::vector<SegmentView>& segments, const RecallParams& p,
                              std::vector<Candidate>* pool_out) {
  std::vector<Candidate> ranked = std::move(pool).sorted();
  rank::SelectParams sp{p.k, p.mmr_lambda, p.budget_tokens, segments.front().dim};
  std::vector<std::size_t> chosen = rank::select(ranked, sp);
  std::vector<Candidate> hits;
  hits.reserve(chosen.size());
  for (std::size_t i : chosen) hits.push_back(ranked[i]);
  if (p.keep_pool && pool_out != nullptr) *pool_out = std::move(ranked);
  return hits;
}

// Queries of one group run together at most this many at a time: enough to read a block from memory once for
// many queries, few enough that the threads share the groups out evenly.
constexpr std::size_t kQueriesTogether = 16;

}  // namespace

std::vector<Candidate> recall(const std::vector<SegmentView>& segments, const std::vector<RowSelection>& selections,
                              const float* query, const RecallParams& p, std::vector<Candidate>* pool_out,
                              const QueryTokens* tokens) {
  if (p.k <= 0 || segments.empty()) return {};
  std::unique_ptr<LexicalScores> lexical;
  if (p.hybrid > 0.f)
    lexical = tokens ? std::make_unique<LexicalScores>(segments, selections, tokens->tokens, tokens->weights,
                                                     tokens->sources)
                     : std::make_unique<LexicalScores>(segments, selections, std::vector<std::uint64_t>{});
  const std::size_t capacity = pool_capacity(p);
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
  return finish(std::move(pool), segments, p, pool_out);
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

std::vector<std::vector<Candidate>> recall_grouped(const std::vector<SegmentView>& segments,
                                                   const std::vector<std::vector<RowSelection>>& selections,
                                                   const std::vector<std::int32_t>& groups, const float* queries,
                                                   std::size_t n_queries, const RecallParams& p, unsigned n_threads,
                                                   std::vector<std::vector<Candidate>>* pools,
                                                   const std::vector<QueryTokens>* tokens) {
  std::vector<std::vector<Candidate>> out(n_queries);
  if (pools != nullptr) pools->assign(n_queries, {});
  if (n_queries == 0 || p.k <= 0 || segments.empty()) return out;
  if (n_threads == 0) n_threads = util::hardware_threads();
  const auto dim = static_cast<std::size_t>(segments.front().dim);
  RecallParams one_thread = p;  // groups already run in parallel: no threads inside each
  one_thread.scan_threads = 1;
  if (p.hybrid > 0.f) {
    // A hybrid query scores its own lexical rows first (its words, its postings): each runs alone, as recall().
    std::atomic<std::size_t> next_query{0};
    n_threads = std::max(1u, std::min<unsigned>(n_threads, static_cast<unsigned>(n_queries)));
    util::run_on_threads(n_threads, [&](const std::atomic<bool>& stop) {
      for (std::size_t i = next_query.fetch_add(1); i < n_queries && !stop; i = next_query.fetch_add(1))
        out[i] = recall(segments, selections[static_cast<std::size_t>(groups[i])], queries + i * dim, one_thread,
                        pools ? &(*pools)[i] : nullptr, tokens ? &(*tokens)[i] : nullptr);
    });
    return out;
  }
  // Work items: up to kQueriesTogether queries of one group, groups in order of first appearance.
  std::vector<std::vector<std::size_t>> members(selections.size());
  std::vector<std::int32_t> order;
  for (std::size_t i = 0; i < n_queries; ++i) {
    const auto g = static_cast<std::size_t>(groups[i]);
    if (members[g].empty()) order.push_back(groups[i]);
    members[g].push_back(i);
  }
  struct Item {
    std::size_t group, begin, end;
  };
  // Fewer groups than threads (a batch over one or two scopes): each group's queries are shared out among the
  // threads instead, so that a small batch still runs on every core.
  const std::size_t spread = order.size() >= n_threads ? 1 : n_threads;
  std::vector<Item> items;
  for (const std::int32_t g : order) {
    const std::size_t count = members[static_cast<std::size_t>(g)].size();
    const std::size_t together = std::max<std::size_t>(1, std::min(kQueriesTogether, (count + spread - 1) / spread));
    for (std::size_t b = 0; b < count; b += together)
      items.push_back({static_cast<std::size_t>(g), b, std::min(count, b + together)});
  }
  const std::size_t capacity = pool_capacity(one_thread);
  std::atomic<std::size_t> next{0};
  n_threads = std::max(1u, std::min<unsigned>(n_threads, static_cast<unsigned>(items.size())));
  util::run_on_threads(n_threads, [&](const std::atomic<bool>& stop) {
    for (std::size_t t = next.fetch_add(1); t < items.size() && !stop; t = next.fetch_add(1)) {
      const Item& item = items[t];
      const std::vector<std::size_t>& who = members[item.group];
      std::deque<Scorer> scorers;  // not movable: made in place (no lexical scores: hybrid runs alone, above)
      std::deque<Pool> pools_of;
      std::vector<Scorer*> scorer_ptrs;
      std::vector<Pool*> pool_ptrs;
      for (std::size_t m = item.begin; m < item.end; ++m) {
        scorer_ptrs.push_back(&scorers.emplace_back(one_thread, queries + who[m] * dim));
        pool_ptrs.push_back(&pools_of.emplace_back(capacity));
      }
      for (const RowSelection& sel : selections[item.group]) {
        const bool indexed = sel.rows == nullptr && !p.exact && (sel.graph != nullptr || sel.lists != nullptr);
        if (indexed) {
          for (std::size_t q = 0; q < scorer_ptrs.size(); ++q) plan(*scorer_ptrs[q], segments, sel, *pool_ptrs[q]);
        } else {
          scan_exact_many(scorer_ptrs, pool_ptrs, segments, sel);
        }
      }
      for (std::size_t q = 0; q < pool_ptrs.size(); ++q) {
        const std::size_t i = who[item.begin + q];
        out[i] = finish(std::move(*pool_ptrs[q]), segments, one_thread, pools ? &(*pools)[i] : nullptr);
      }
    }
  });
  return out;
}

}  // namespace engram::query

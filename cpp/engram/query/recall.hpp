// engram/query/recall.hpp - scoped recall in one call: scan -> fused score -> filters -> MMR/budget -> top k.
//
// The caller (the store) resolves a scope into RowSelections before calling: rows outside the selections
// are never read, so isolation is decided before any ranking happens. A selection is either a contiguous
// run (exact scan, one streaming pass) or a row list (the active segment).
//
// The plan per selection: a run that carries its scope's HNSW graph is searched through the graph for a
// shortlist of k_wide rows (ef_search candidates), which the same fused score, filters and MMR then rank
// ("retrieve wide, rank hard"); everything else is scanned exactly. When filters (expiry, kinds, minimum
// confidence or score) leave fewer than k of a full shortlist, that run is scanned exactly instead, so a
// query never returns fewer results because of the shortlist. A run that carries inverted lists
// (engram/ivf/lists.hpp) is read, by default, until bounds prove that no unread row can enter the pool
// (plan_bounded.cpp): unlike the graph plan, it returns exactly the exact scan's pool, picks and order for
// any weights and filters. With `nprobe` set, the `nprobe` lists nearest the query are read instead and
// their best rows ranked (plan_lists.cpp): an approximation the caller asks for, with the same fallback to
// the exact scan. The graph plan is always an approximation (a similarity shortlist), so the store builds
// no graph unless asked (engine/planner.py). `exact` forces exact scans everywhere.
//
// A segment with int8 codes (SegmentView::codes, engram/quant/sq8.hpp) is read through them, a quarter of
// the bytes: an exact scan bounds each row's fused score from its approximate similarity and rescores in
// float only the rows whose best case could rank, so it returns exactly what the float scan returns; a
// graph walk compares codes and rescores its ef candidates in float before the shortlist is cut.
//
// Thread-safety: recall() only reads its arguments; any number of threads may call it concurrently on the
// same segments. recall_batch() runs queries on its own worker threads and rethrows the first error once.
#pragma once

#include <cstdint>
#include <limits>
#include <vector>

#include "engram/query/selection.hpp"
#include "engram/rank/fused.hpp"
#include "engram/segment/view.hpp"

namespace engram::query {

struct RecallParams {
  int k = 5;
  int k_wide = 100;  // candidates kept for MMR / budget packing (at least k)
  rank::ScoreParams score;
  bool recency_from_last_used = false;
  float min_score = -std::numeric_limits<float>::infinity();
  float min_similarity = -std::numeric_limits<float>::infinity();
  float min_confidence = -std::numeric_limits<float>::infinity();
  float mmr_lambda = -1.f;          // < 0: off
  std::int64_t budget_tokens = -1;  // < 0: no budget
  std::uint32_t kinds_mask = 0;     // bit (1 << kind) set = wanted; 0 = every kind
  int ef_search = 0;                // HNSW candidate list; 0 = max(64, shortlist size)
  int nprobe = 0;                   // inverted lists read per run (approximate); 0 = until proven (exact)
  bool exact = false;               // ignore graphs and lists: exact scans only
  bool use_codes = true;            // scan and walk on a segment's int8 codes when it has them
  bool keep_pool = false;           // also hand back the wide pool (k_wide best by fused score)
  int scan_threads = 0;             // threads for one query's exact scans; 0 = all cores when worth it
  float bits_epsilon = 0.f;         // > 0: the bounded lists plan also bounds rows by one-bit codes (statistical, plan_bounded.cpp)
  float hybrid = 0.f;               // a in [0, 1]: relevance' = (1 - a) relevance + a lexical (hybrid.hpp); 0 = off
};

// A query's distinct lexical tokens (text::query_tokens), for hybrid recall, and the weight of each in BM25
// (query/hybrid.hpp): empty weights = every token weighs 1 (a text as asked); a token of weight 0 scores as if the
// query did not hold it (text::weighted_query_tokens: a question's words at 1, other forms of them below).
// sources: a light token's (weight below 1) source, the token of the written word it is a form of (0: none), which
// sets its share of the divisor (hybrid.hpp, form_source_shares).
struct QueryTokens {
  std::vector<std::uint64_t> tokens;   // ascending, distinct
  std::vector<float> weights;          // one per token, or empty
  std::vector<std::uint64_t> sources;  // one per token, or empty
};

// With params.hybrid > 0 the similarity term mixes in the lexical term of `tokens` (null: no tokens) over the
// selections' lexical indexes (query/hybrid.hpp); with hybrid == 0 tokens and indexes are ignored and the
// result is bit for bit what it was without them.
// Hits in the order chosen (best first). With params.keep_pool and a non-null `pool`, the candidates the
// hits were chosen from (the max(k, k_wide) best by fused score, best first) are copied there too: the
// store looks for contradictions among them without scanning again.
std::vector<rank::Candidate> recall(const std::vector<SegmentView>& segments,
                                    const std::vector<RowSelection>& selections, const float* query,
                                    const RecallParams& params, std::vector<rank::Candidate>* pool = nullptr,
                                    const QueryTokens* tokens = nullptr);

// queries: [n_queries, dim] row-major; selections[i] belongs to query i (or selections.size() == 1: shared);
// tokens, when given, holds one QueryTokens per query.
std::vector<std::vector<rank::Candidate>> recall_batch(const std::vector<SegmentView>& segments,
                                                       const std::vector<std::vector<RowSelection>>& selections,
                                                       const float* queries, std::size_t n_queries,
                                                       const RecallParams& params, unsigned n_threads,
                                                       std::vector<std::vector<rank::Candidate>>* pools = nullptr,
                                                       const std::vector<QueryTokens>* tokens = nullptr);

// As recall_batch, query i reading selections[groups[i]] (each < selections.size()). The queries of one group
// (one scope) are run together: a block of an exactly scanned run is read from memory once for all of them
// (its similarities taken for each query while the block is in cache, its recency once), every other plan
// per query; a hybrid recall (params.hybrid > 0, `tokens` one QueryTokens per query) runs each query alone.
// Each query's hits and pool are exactly recall()'s.
std::vector<std::vector<rank::Candidate>> recall_grouped(const std::vector<SegmentView>& segments,
                                                         const std::vector<std::vector<RowSelection>>& selections,
                                                         const std::vector<std::int32_t>& groups,
                                                         const float* queries, std::size_t n_queries,
                                                         const RecallParams& params, unsigned n_threads,
                                                         std::vector<std::vector<rank::Candidate>>* pools = nullptr,
                                                         const std::vector<QueryTokens>* tokens = nullptr);

}  // namespace engram::query

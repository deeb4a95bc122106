// engram/query/hybrid.hpp - the lexical term of hybrid recall (RecallParams::hybrid > 0).
//
// With hybrid = a in (0, 1], the similarity term of the fused score (rank/fused.hpp) becomes
//   relevance' = (1 - a) * relevance(cosine) + a * lexical,
// and `lexical` in [0, 1] is a BM25 score over the scope's texts mapped by a fixed function of the query:
//   bm25(q, d)  = sum over query tokens t in d of  w(t) idf(t) * tf (k1 + 1) / (tf + k1 (1 - b + b |d| / avgdl))
//   idf(t)      = ln(1 + (N - df(t) + 0.5) / (df(t) + 0.5))           (k1 = 1.2, b = 0.75)
//   lexical(d)  = min(1, bm25(q, d) / (W + shared L + held L(d)))
//   W           = sum over query tokens t with df(t) > 0 and w(t) >= 1 of w(t) idf(t)    (the words written)
//   L, L(d)     = the same sum over the light tokens, 0 < w(t) < 1: all of them / those d holds
// w(t) >= 0 is the token's weight (QueryTokens::weights; 1 when none are given, the plain BM25): a token of weight
// 0 is the token's absence (no term, nothing in the divisor), and a weight below 1 lets a token count less than the
// words the user wrote (the other inflected forms of a question's words, store.py's lexical side). (shared, held)
// are kLightShare* (light_token_shares): a light token adds its term to the rows holding it and `shared` of its
// w idf to every row's divisor, so that at shared < 1 the forms dilute less a row that matches the written words
// (lookups170). With no written token in the scope (W = 0) the divisor is L. No light token: W, the plain BM25.
// A light token may name its source (QueryTokens::sources: the token of the written word it is a form of); then
// its share of every row's divisor is kFormShare* (form_source_shares) by whether the scope holds that word:
// `source_held` when df(source) > 0 (the written word already stands in the divisor: its form would only dilute the
// rows matching it), `source_missing` when df(source) = 0 (no note writes the word: its form stands in for it, so a
// note holding only the scope's other words does not reach the cap on them alone; lookups181). A light token with
// no source keeps `shared`. `held` is every light token's, sourced or not.
// N, df and avgdl are counted per call over the servable rows (hidden == 0: not forgotten, superseded,
// pending or archived) of the call's selections that carry a lexical index (the scope's rows), tokens as
// text/lexical.hpp makes them: the statistics of what the scope holds now, the same whether the rows sit in
// the active segment or in sealed ones, or in an exported and imported copy. Hidden rows have no term. The divisor is what a text holding each token once at the average length
// scores: a property of the query and the scope, never of the candidate pool, so the map is fixed for the
// call and the plans may bound through it. A row holding no query token has lexical 0.
//
// Plans: every row with a positive lexical term ("lexical row") is scored exactly, in float, by the
// lexical pass (recall.cpp) before the plans run; the plans skip lexical rows (Scorer::score_block) and
// bound every other row with lexical = 0, i.e. through (1 - a) * relevance: the bounds stay proofs, so each
// exact plan (scan, codes, bounded lists) returns the exact scan's pool, and the approximate ones (graph,
// nprobe lists) never miss a lexical row.
#pragma once

#include <cstdint>
#include <utility>
#include <vector>

#include "engram/query/selection.hpp"
#include "engram/segment/view.hpp"

namespace engram::query {

constexpr float kBm25K1 = 1.2f;
constexpr float kBm25B = 0.75f;

// The divisor's share of the light tokens (weight in (0, 1): the forms a user did not write): `shared` of their
// w idf counts in every row's divisor, `held` of the w idf of those a row holds in that row's only (above).
// lookups170, hashing, the 38 tunable sets against shared = 1 (lookups164): shared 0.25 rank 1 +7 / -4, 0 +9 / -6,
// 0.5 +5 / -2; held > 0 loses more (0.5: +6 / -11). A form counts less in the divisor than in a row's term, so the
// words written weigh more in every row; the losses are forms standing in for a word no note writes (benchmarks/
// RESULTS.md "lookups170").
constexpr double kLightShareShared = 0.25;
constexpr double kLightShareHeld = 0.0;
// The shares in force (process-wide; kLightShare* unless set): for measuring. set_light_token_shares returns the
// previous pair; std::invalid_argument unless each is in [0, 1].
std::pair<double, double> light_token_shares();
std::pair<double, double> set_light_token_shares(double shared, double held);

// The divisor's share of a light token given a source (above): `source_held` of its w idf in every row's divisor
// when the scope holds its source word, `source_missing` when it does not. lookups181 (hashing, the 39 tunable sets,
// against every form at shared 0.25): (0.25, 0.75) rank 1 +3 / -2, (0, 1) +4 / -5, (0, 0.25) +1 / -2, (0.25, 1)
// +3 / -3 (benchmarks/RESULTS.md "lookups181"); store.FORM_SOURCES (off) gives the sources.
constexpr double kFormShareSourceHeld = 0.25;
constexpr double kFormShareSourceMissing = 0.75;
// The pair in force (process-wide; kFormShare* unless set): for measuring. set_form_source_shares returns the
// previous pair; std::invalid_argument unless each is in [0, 1].
std::pair<double, double> form_source_shares();
std::pair<double, double> set_form_source_shares(double source_held, double source_missing);

class LexicalScores {
 public:
  // tokens: the query's distinct tokens (text::query_tokens); weights: one per token (w(t) above, each >= 0), or
  // empty for 1 each; sources: one per token (a light token's source word's token, 0 for none; ignored for a token
  // of weight >= 1), or empty for none. A segment may have several selections with lexical indexes (the active
  // segment's row list in parts); std::invalid_argument when a row holding a query token is in two of them, or when
  // weights or sources is neither empty nor one per token.
  LexicalScores(const std::vector<SegmentView>& segments, const std::vector<RowSelection>& selections,
                const std::vector<std::uint64_t>& tokens, const std::vector<float>& weights = {},
                const std::vector<std::uint64_t>& sources = {});

  // The lexical term of `row` of segment `segment` (0 when it holds no query token or is not selected).
  float of(std::int32_t segment, std::int64_t row) const {
    const Span& s = spans_[static_cast<std::size_t>(segment)];
    const std::int64_t at = row - s.first;
    return at >= 0 && at < static_cast<std::int64_t>(s.values.size()) ? s.values[static_cast<std::size_t>(at)] : 0.f;
  }
  // The lexical rows of `segment`, ascending.
  const std::vector<std::int64_t>& rows(std::int32_t segment) const { return spans_[static_cast<std::size_t>(segment)].rows; }
  std::size_t n_segments() const { return spans_.size(); }

 private:
  struct Span {
    std::int64_t first = 0;      // row of values[0]
    std::vector<float> values;   // by row - first
    std::vector<std::int64_t> rows;
  };
  std::vector<Span> spans_;
};

}  // namespace engram::query

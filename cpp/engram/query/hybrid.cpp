#include "engram/query/hybrid.hpp"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <stdexcept>
#include <utility>

#include "engram/text/lexical.hpp"

namespace engram::query {

namespace {

std::int64_t row_of(const RowSelection& sel, std::int32_t doc) { return sel.rows ? sel.rows[doc] : sel.begin + doc; }

std::atomic<double> g_light_shared{kLightShareShared};
std::atomic<double> g_light_held{kLightShareHeld};
std::atomic<double> g_source_held{kFormShareSourceHeld};
std::atomic<double> g_source_missing{kFormShareSourceMissing};

}  // namespace

std::pair<double, double> light_token_shares() {
  return {g_light_shared.load(std::memory_order_relaxed), g_light_held.load(std::memory_order_relaxed)};
}

std::pair<double, double> set_light_token_shares(double shared, double held) {
  if (!(shared >= 0 && shared <= 1) || !(held >= 0 && held <= 1))
    throw std::invalid_argument("light token shares must be in [0, 1]");
  return {g_light_shared.exchange(shared), g_light_held.exchange(held)};
}

std::pair<double, double> form_source_shares() {
  return {g_source_held.load(std::memory_order_relaxed), g_source_missing.load(std::memory_order_relaxed)};
}

std::pair<double, double> set_form_source_shares(double source_held, double source_missing) {
  if (!(source_held >= 0 && source_held <= 1) || !(source_missing >= 0 && source_missing <= 1))
    throw std::invalid_argument("form source shares must be in [0, 1]");
  return {g_source_held.exchange(source_held), g_source_missing.exchange(source_missing)};
}

LexicalScores::LexicalScores(const std::vector<SegmentView>& segments, const std::vector<RowSelection>& selections,
                             const std::vector<std::uint64_t>& tokens, const std::vector<float>& weights,
                             const std::vector<std::uint64_t>& sources)
    : spans_(segments.size()) {
  if (!weights.empty() && weights.size() != tokens.size())
    throw std::invalid_argument("hybrid recall: give one weight per query token, or none");
  if (!sources.empty() && sources.size() != tokens.size())
    throw std::invalid_argument("hybrid recall: give one source per query token, or none");
  // the light tokens' source words that are no query token of their own: their df is counted too
  std::vector<std::uint64_t> extra;
  for (std::size_t t = 0; t < sources.size(); ++t)
    if (sources[t] != 0 && !std::binary_search(tokens.begin(), tokens.end(), sources[t])) extra.push_back(sources[t]);
  std::sort(extra.begin(), extra.end());
  extra.erase(std::unique(extra.begin(), extra.end()), extra.end());
  double n_docs = 0, total_length = 0;
  std::vector<double> df(tokens.size(), 0.0), df_extra(extra.size(), 0.0);
  for (const RowSelection& sel : selections) {
    if (sel.lexical == nullptr) continue;
    const std::uint8_t* hidden = segments[static_cast<std::size_t>(sel.segment)].hidden;
    const std::int32_t* lengths = sel.lexical->lengths();
    const auto n = static_cast<std::int32_t>(sel.lexical->size());
    for (std::int32_t doc = 0; doc < n; ++doc) {  // the servable rows only: one byte and one length a row
      if (hidden[row_of(sel, doc)]) continue;
      n_docs += 1;
      total_length += lengths[doc];
    }
    for (std::size_t t = 0; t < tokens.size(); ++t) {
      const text::LexicalIndex::Postings p = sel.lexical->find(tokens[t]);
      for (std::size_t i = 0; i < p.n; ++i) df[t] += hidden[row_of(sel, p.docs[i])] ? 0.0 : 1.0;
    }
    for (std::size_t t = 0; t < extra.size(); ++t) {
      const text::LexicalIndex::Postings p = sel.lexical->find(extra[t]);
      for (std::size_t i = 0; i < p.n; ++i) df_extra[t] += hidden[row_of(sel, p.docs[i])] ? 0.0 : 1.0;
    }
  }
  if (n_docs == 0) return;
  // whether the scope holds light token t's source word (false when it has none)
  const auto source_in_scope = [&](std::size_t t) {
    const std::uint64_t s = sources[t];
    const auto at = std::lower_bound(tokens.begin(), tokens.end(), s);
    if (at != tokens.end() && *at == s) return df[static_cast<std::size_t>(at - tokens.begin())] > 0;
    return df_extra[static_cast<std::size_t>(std::lower_bound(extra.begin(), extra.end(), s) - extra.begin())] > 0;
  };
  std::vector<float> idf(tokens.size(), 0.f);
  std::vector<std::uint8_t> light(tokens.size(), 0);  // weight in (0, 1): a form the user did not write
  double norm = 0, norm_light = 0;
  double source_held_light = 0, source_missing_light = 0;  // the light tokens with a source, by df(source) > 0
  for (std::size_t t = 0; t < tokens.size(); ++t) {
    if (df[t] == 0) continue;
    // w(t) idf(t): times 1 exactly when unweighted, so the plain call is bit for bit what it was
    const double w = weights.empty() ? 1.0 : static_cast<double>(weights[t]);
    const double v = std::log(1.0 + (n_docs - df[t] + 0.5) / (df[t] + 0.5)) * w;
    idf[t] = static_cast<float>(v);
    if (w < 1.0) {
      light[t] = 1;
      if (sources.empty() || sources[t] == 0)
        norm_light += v;
      else
        (source_in_scope(t) ? source_held_light : source_missing_light) += v;
    } else {
      norm += v;
    }
  }
  // The divisor: the written tokens' w idf, plus `shared` of the light tokens' (every row), plus `held` of the light
  // tokens' a row holds (that row only). With no written token in the scope the light ones are the divisor.
  // A light token with a source counts by whether the scope holds its source word instead (form_source_shares).
  auto [shared, held] = light_token_shares();
  if (norm <= 0) {
    norm = norm_light + source_held_light + source_missing_light;
    held = 0;
  } else {
    norm += shared * norm_light;
    if (source_held_light > 0 || source_missing_light > 0) {
      const auto [source_held, source_missing] = form_source_shares();
      norm += source_held * source_held_light + source_missing * source_missing_light;
    }
  }
  if (norm <= 0) return;
  const float inv_norm = static_cast<float>(1.0 / norm);
  const bool per_row = held > 0 && norm_light + source_held_light + source_missing_light > 0;
  std::vector<float> acc_light;
  const float avg_length = total_length > 0 ? static_cast<float>(total_length / n_docs) : 1.f;
  std::vector<float> acc;
  std::vector<std::int32_t> touched;
  // (row, term) of each segment's lexical rows, from all its selections (the active segment's row list may be
  // cut into several, each with the postings of its part), then laid out per segment.
  std::vector<std::vector<std::pair<std::int64_t, float>>> found(segments.size());
  for (const RowSelection& sel : selections) {
    const text::LexicalIndex* index = sel.lexical;
    if (index == nullptr) continue;
    acc.assign(index->size(), 0.f);
    if (per_row) acc_light.assign(index->size(), 0.f);
    touched.clear();
    const std::int32_t* lengths = index->lengths();
    const std::uint8_t* hidden = segments[static_cast<std::size_t>(sel.segment)].hidden;
    for (std::size_t t = 0; t < tokens.size(); ++t) {
      if (idf[t] == 0.f) continue;
      const text::LexicalIndex::Postings p = index->find(tokens[t]);
      for (std::size_t i = 0; i < p.n; ++i) {
        if (hidden[row_of(sel, p.docs[i])]) continue;  // never served: no lexical term (the plans skip it)
        const auto doc = static_cast<std::size_t>(p.docs[i]);
        const auto tf = static_cast<float>(p.counts[i]);
        const float norm_length = kBm25K1 * (1.f - kBm25B + kBm25B * static_cast<float>(lengths[doc]) / avg_length);
        if (acc[doc] == 0.f) touched.push_back(p.docs[i]);
        acc[doc] += idf[t] * tf * (kBm25K1 + 1.f) / (tf + norm_length);
        if (per_row && light[t]) acc_light[doc] += idf[t];
      }
    }
    auto& out = found[static_cast<std::size_t>(sel.segment)];
    for (const std::int32_t doc : touched) {
      const auto d = static_cast<std::size_t>(doc);
      // a row holding no light token keeps the shared divisor's float product, bit for bit
      const float value = per_row && acc_light[d] > 0.f ? static_cast<float>(acc[d] / (norm + held * acc_light[d]))
                                                        : acc[d] * inv_norm;
      out.emplace_back(row_of(sel, doc), std::min(1.f, value));
    }
  }
  for (std::size_t s = 0; s < segments.size(); ++s) {
    auto& pairs = found[s];
    if (pairs.empty()) continue;
    std::sort(pairs.begin(), pairs.end());
    for (std::size_t i = 1; i < pairs.size(); ++i)  // a row in two selections would be scored twice
      if (pairs[i].first == pairs[i - 1].first)
        throw std::invalid_argument("hybrid recall: a row is in two selections with lexical indexes");
    Span& span = spans_[s];
    span.first = pairs.front().first;
    span.values.assign(static_cast<std::size_t>(pairs.back().first - span.first + 1), 0.f);
    span.rows.reserve(pairs.size());
    for (const auto& [row, value] : pairs) {
      span.values[static_cast<std::size_t>(row - span.first)] = value;
      span.rows.push_back(row);
    }
  }
}

}  // namespace engram::query

#include "engram/text/lexical.hpp"

#include <algorithm>
#include <limits>
#include <stdexcept>
#include <utility>

namespace engram::text {

std::vector<std::uint64_t> query_tokens(std::string_view text) {
  std::vector<std::uint64_t> out;
  for_each_token(text, [&](std::uint64_t token, bool) { out.push_back(token); });
  std::sort(out.begin(), out.end());
  out.erase(std::unique(out.begin(), out.end()), out.end());
  return out;
}

void weighted_query_tokens(const std::string_view* texts, const float* weights, std::size_t n,
                           std::vector<std::uint64_t>& tokens, std::vector<float>& token_weights) {
  std::vector<std::pair<std::uint64_t, float>> all;  // (token, weight) of every text's tokens
  for (std::size_t i = 0; i < n; ++i)
    for_each_token(texts[i], [&](std::uint64_t token, bool) { all.emplace_back(token, weights[i]); });
  // by token, the largest weight first: the first of each token's run is kept
  std::sort(all.begin(), all.end(), [](const auto& a, const auto& b) {
    return a.first != b.first ? a.first < b.first : a.second > b.second;
  });
  tokens.clear();
  token_weights.clear();
  for (const auto& [token, weight] : all) {
    if (!tokens.empty() && tokens.back() == token) continue;
    tokens.push_back(token);
    token_weights.push_back(weight);
  }
}

TokenHolders token_holders(std::string_view question, const std::string_view* texts, std::size_t n_texts,
                           const std::uint64_t* skip, std::size_t n_skip) {
  TokenHolders out;
  for (const std::uint64_t token : query_tokens(question))
    if (!std::binary_search(skip, skip + n_skip, token)) out.tokens.push_back(token);
  const std::size_t m = out.tokens.size();
  out.held_by.assign(m, 0);
  out.in_first.assign(m, 0);
  std::vector<std::size_t> seen_in(m, n_texts);  // the last text that held token i: each text counts once
  for (std::size_t d = 0; d < n_texts && m > 0; ++d) {
    for_each_token(texts[d], [&](std::uint64_t token, bool) {
      const auto it = std::lower_bound(out.tokens.begin(), out.tokens.end(), token);
      if (it == out.tokens.end() || *it != token) return;
      const auto i = static_cast<std::size_t>(it - out.tokens.begin());
      if (seen_in[i] == d) return;
      seen_in[i] = d;
      ++out.held_by[i];
      if (d == 0) out.in_first[i] = 1;
    });
  }
  return out;
}

LexicalIndex::LexicalIndex(const std::string_view* texts, std::size_t n) {
  if (n > static_cast<std::size_t>(std::numeric_limits<std::int32_t>::max()))
    throw std::length_error("a lexical index holds at most 2^31 - 1 texts");
  // (token, document) of every token occurrence, then sorted: equal pairs are one posting with a count.
  struct Occurrence {
    std::uint64_t token;
    std::int32_t doc;
  };
  std::vector<Occurrence> all;
  lengths_.resize(n);
  for (std::size_t d = 0; d < n; ++d) {
    std::int32_t words = 0;
    for_each_token(texts[d], [&](std::uint64_t token, bool counts) {
      all.push_back({token, static_cast<std::int32_t>(d)});
      words += counts ? 1 : 0;
    });
    lengths_[d] = words;
    total_length_ += words;
  }
  std::sort(all.begin(), all.end(), [](const Occurrence& a, const Occurrence& b) {
    return a.token != b.token ? a.token < b.token : a.doc < b.doc;
  });
  for (std::size_t i = 0; i < all.size();) {
    std::size_t j = i;
    while (j < all.size() && all[j].token == all[i].token && all[j].doc == all[i].doc) ++j;
    if (tokens_.empty() || tokens_.back() != all[i].token) {
      tokens_.push_back(all[i].token);
      starts_.push_back(static_cast<std::int64_t>(docs_.size()));
    }
    docs_.push_back(all[i].doc);
    counts_.push_back(static_cast<std::int32_t>(j - i));
    i = j;
  }
  starts_.push_back(static_cast<std::int64_t>(docs_.size()));
  tokens_.shrink_to_fit();
  starts_.shrink_to_fit();
}

LexicalIndex::Postings LexicalIndex::find(std::uint64_t token) const {
  const auto it = std::lower_bound(tokens_.begin(), tokens_.end(), token);
  if (it == tokens_.end() || *it != token) return {};
  const auto t = static_cast<std::size_t>(it - tokens_.begin());
  const auto first = static_cast<std::size_t>(starts_[t]);
  return {docs_.data() + first, counts_.data() + first, static_cast<std::size_t>(starts_[t + 1]) - first};
}

std::size_t LexicalIndex::memory_bytes() const {
  return tokens_.capacity() * sizeof(std::uint64_t) + starts_.capacity() * sizeof(std::int64_t) +
         (docs_.capacity() + counts_.capacity() + lengths_.capacity()) * sizeof(std::int32_t);
}

}  // namespace engram::text

#include "engram/text/lexical.hpp"

#include <algorithm>
#include <limits>
#include <stdexcept>
#include <string>
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
  std::vector<std::uint64_t> unused;
  weighted_query_tokens(texts, weights, nullptr, n, tokens, token_weights, unused);
}

void weighted_query_tokens(const std::string_view* texts, const float* weights, const std::string_view* sources,
                           std::size_t n, std::vector<std::uint64_t>& tokens, std::vector<float>& token_weights,
                           std::vector<std::uint64_t>& token_sources) {
  struct Entry {
    std::uint64_t token;
    float weight;
    std::size_t text;
  };
  std::vector<Entry> all;  // (token, weight, text) of every text's tokens
  for (std::size_t i = 0; i < n; ++i)
    for_each_token(texts[i], [&](std::uint64_t token, bool) { all.push_back({token, weights[i], i}); });
  // by token, the largest weight first (the earlier text among equal ones): the first of each token's run is kept
  std::sort(all.begin(), all.end(), [](const Entry& a, const Entry& b) {
    if (a.token != b.token) return a.token < b.token;
    return a.weight != b.weight ? a.weight > b.weight : a.text < b.text;
  });
  std::vector<std::uint64_t> source_of(sources ? n : 0, 0);
  for (std::size_t i = 0; i < source_of.size(); ++i) {
    bool first = true;
    for_each_token(sources[i], [&](std::uint64_t token, bool) {
      if (first) source_of[i] = token;
      first = false;
    });
  }
  tokens.clear();
  token_weights.clear();
  token_sources.clear();
  bool any_source = false;
  for (const Entry& e : all) {
    if (!tokens.empty() && tokens.back() == e.token) continue;
    tokens.push_back(e.token);
    token_weights.push_back(e.weight);
    const std::uint64_t source = source_of.empty() ? 0 : source_of[e.text];
    token_sources.push_back(source);
    any_source = any_source || source != 0;
  }
  if (!any_source) token_sources.clear();
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

namespace {

// English's regular inflection rules, letter for letter as tests/reference.py's plain-Python oracle writes them
// (tests/test_inflections.py compares the two; python/engramdb/inflections.py calls inflected_extra).
using Words = std::vector<std::string>;

bool vowel(char c) { return c == 'a' || c == 'e' || c == 'i' || c == 'o' || c == 'u'; }

bool ends(std::string_view w, std::string_view e) {
  return w.size() >= e.size() && w.compare(w.size() - e.size(), e.size(), e) == 0;
}

// reference.inflection_stem: the stem the native token of a lower-case word of ASCII letters hashes
std::string_view form_stem(std::string_view w) {
  std::size_t n = w.size();
  if (n >= 6 && ends(w, "ing"))
    n -= 3;
  else if (n >= 5 && ends(w, "ed"))
    n -= 2;
  else if (n >= 4 && w[n - 1] == 's' && w[n - 2] != 's' && w[n - 2] != 'u')
    n -= 1;
  return w.substr(0, std::min<std::size_t>(n, 6));
}

void add(Words& out, std::string w) {
  if (std::find(out.begin(), out.end(), w) == out.end()) out.push_back(std::move(w));
}

// reference._inflection_bases
Words bases_of(const std::string& word) {
  Words out{word};
  const std::size_t n = word.size();
  if (ends(word, "ies") && n > 4) {
    add(out, word.substr(0, n - 3) + "y");
  } else if (ends(word, "es")) {
    add(out, word.substr(0, n - 2));
    add(out, word.substr(0, n - 1));
  } else if (ends(word, "s") && !ends(word, "ss") && !ends(word, "us") && !ends(word, "is")) {
    add(out, word.substr(0, n - 1));
  }
  for (const std::string_view ending : {std::string_view("ing"), std::string_view("ed")}) {
    if (!ends(word, ending) || n - ending.size() < 3) continue;
    const std::string stem = word.substr(0, n - ending.size());
    add(out, stem);
    add(out, stem + "e");
    const std::size_t m = stem.size();
    if (m >= 4 && stem[m - 1] == stem[m - 2] && !vowel(stem[m - 1])) add(out, stem.substr(0, m - 1));
    if (ending == "ed" && stem.back() == 'i') add(out, stem.substr(0, m - 1) + "y");
  }
  out.erase(std::remove_if(out.begin(), out.end(), [](const std::string& b) { return b.size() < 3; }), out.end());
  return out;
}

// reference._inflection_forms
void forms_of(const std::string& base, Words& out) {
  const std::size_t n = base.size();
  add(out, base);
  if (base.back() == 'y' && !vowel(base[n - 2])) {
    add(out, base.substr(0, n - 1) + "ies");
    add(out, base.substr(0, n - 1) + "ied");
    add(out, base + "ing");
    return;
  }
  const bool sibilant = ends(base, "s") || ends(base, "x") || ends(base, "z") || ends(base, "ch") || ends(base, "sh");
  add(out, base + (sibilant ? "es" : "s"));
  if (base.back() == 'e') {
    add(out, base + "d");
    add(out, base.substr(0, n - 1) + "ing");
    return;
  }
  add(out, base + "ed");
  add(out, base + "ing");
  const char last = base[n - 1];
  const bool short_cvc = n <= 5 && vowel(base[n - 2]) && !vowel(base[n - 3]);  // trim -> trimmed, trimming
  if (short_cvc && !vowel(last) && last != 'w' && last != 'x' && last != 'y') {
    add(out, base + last + "ed");
    add(out, base + last + "ing");
  }
}

// reference.other_forms: the regular forms of `word` whose stem its own is not, the first (sorted) form of each
// stem, sorted
Words other_forms_of(const std::string& word) {
  if (word.size() < 4) return {};
  for (const char c : word)
    if (c < 'a' || c > 'z') return {};
  Words bases = bases_of(word);
  const std::size_t n_first = bases.size();
  for (std::size_t i = 0; i < n_first; ++i) {  // a plural of a participle: bookings -> booking -> book
    const std::string base = bases[i];
    if (base != word && (ends(base, "ing") || ends(base, "ed")))
      for (std::string& b : bases_of(base)) add(bases, std::move(b));
  }
  const bool inflected = bases.size() > 1;
  Words forms;
  if (!ends(word, "s") && !ends(word, "ed"))
    forms.push_back(word + (ends(word, "x") || ends(word, "z") || ends(word, "ch") || ends(word, "sh") ? "es" : "s"));
  for (const std::string& base : bases)
    if (base != word || !inflected) forms_of(base, forms);  // an inflected word's own forms are no words
  add(forms, word);
  std::sort(forms.begin(), forms.end());
  const std::string_view own = form_stem(word);
  Words out;
  std::vector<std::string_view> seen;
  for (const std::string& form : forms) {
    const std::string_view stem = form_stem(form);
    if (stem == own || std::find(seen.begin(), seen.end(), stem) != seen.end()) continue;
    seen.push_back(stem);
    out.push_back(form);
  }
  std::sort(out.begin(), out.end());
  return out;
}

}  // namespace

std::vector<std::pair<std::size_t, std::string>> inflected_extra_by_word(const std::string_view* words, std::size_t n) {
  std::vector<std::string> have;  // the stems met so far: the words' own (of 4+ letters), then the forms kept
  for (std::size_t i = 0; i < n; ++i)
    if (words[i].size() >= 4) have.emplace_back(form_stem(words[i]));
  std::vector<std::pair<std::size_t, std::string>> out;
  std::vector<std::string_view> done;
  for (std::size_t i = 0; i < n; ++i) {
    if (std::find(done.begin(), done.end(), words[i]) != done.end()) continue;
    done.push_back(words[i]);
    std::string forms;
    for (const std::string& form : other_forms_of(std::string(words[i]))) {
      std::string stem(form_stem(form));
      if (std::find(have.begin(), have.end(), stem) != have.end()) continue;
      have.push_back(std::move(stem));
      if (!forms.empty()) forms += ' ';
      forms += form;
    }
    if (!forms.empty()) out.emplace_back(i, std::move(forms));
  }
  return out;
}

std::string inflected_extra(const std::string_view* words, std::size_t n) {
  std::string out;
  for (const auto& [i, forms] : inflected_extra_by_word(words, n)) {
    if (!out.empty()) out += ' ';
    out += forms;
  }
  return out;
}

}  // namespace engram::text

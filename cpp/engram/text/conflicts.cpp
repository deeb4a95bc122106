#include "engram/text/conflicts.hpp"

#include <algorithm>
#include <atomic>
#include <iterator>
#include <stdexcept>

#include "engram/simd/dot.hpp"
#include "engram/text/lexical.hpp"

namespace engram::text {
namespace {

std::atomic<std::uint64_t> next_serial{1};

using Set = std::vector<std::uint64_t>;  // sorted, distinct

Set hashes_of(const std::vector<std::string>& words) {
  Set out;
  out.reserve(words.size());
  for (const std::string& w : words) out.push_back(word_hash(w));
  std::sort(out.begin(), out.end());
  out.erase(std::unique(out.begin(), out.end()), out.end());
  return out;
}

bool has(const Set& set, std::uint64_t h) { return std::binary_search(set.begin(), set.end(), h); }

std::size_t common_count(const Set& a, const Set& b) {
  std::size_t n = 0;
  for (auto i = a.begin(), j = b.begin(); i != a.end() && j != b.end();) {
    if (*i < *j) {
      ++i;
    } else if (*j < *i) {
      ++j;
    } else {
      ++n, ++i, ++j;
    }
  }
  return n;
}

bool intersects(const Set& a, const Set& b) {
  for (auto i = a.begin(), j = b.begin(); i != a.end() && j != b.end();) {
    if (*i < *j) {
      ++i;
    } else if (*j < *i) {
      ++j;
    } else {
      return true;
    }
  }
  return false;
}

bool subset(const Set& a, const Set& b) { return std::includes(b.begin(), b.end(), a.begin(), a.end()); }

void sort_unique(Set& s) {
  std::sort(s.begin(), s.end());
  s.erase(std::unique(s.begin(), s.end()), s.end());
}

// One word: hashes of it and of its first four and five code points, its length in code points, digits.
struct Word {
  std::uint64_t hash, prefix4, prefix5;
  std::uint32_t length;
  bool has_digit, all_digits;
};

// The distinct words of a text (see "Words" in the header), by hash.
std::vector<Word> words_of(std::string_view text) {
  std::vector<Word> out;
  const auto* s = reinterpret_cast<const unsigned char*>(text.data());
  const std::size_t n = text.size();
  for (std::size_t i = 0; i < n;) {
    if (!detail::word_byte(s[i])) {
      ++i;
      continue;
    }
    std::uint64_t state = detail::kFnvOffset, state4 = 0, state5 = 0;
    std::uint32_t points = 0;
    bool got4 = false, got5 = false, has_digit = false, all_digits = true;
    for (; i < n && detail::word_byte(s[i]); ++i) {
      const unsigned char c = s[i];
      if ((c & 0xC0) != 0x80) {  // the first byte of a code point
        if (points == 4) state4 = state, got4 = true;
        if (points == 5) state5 = state, got5 = true;
        ++points;
      }
      const bool digit = c >= '0' && c <= '9';
      has_digit |= digit;
      all_digits &= digit;
      state = (state ^ detail::lower(c)) * detail::kFnvPrime;
    }
    if (!got4) state4 = state;
    if (!got5) state5 = state;
    out.push_back({detail::finish(state), detail::finish(state4), detail::finish(state5), points, has_digit,
                   all_digits});
  }
  std::sort(out.begin(), out.end(), [](const Word& a, const Word& b) { return a.hash < b.hash; });
  out.erase(std::unique(out.begin(), out.end(), [](const Word& a, const Word& b) { return a.hash == b.hash; }),
            out.end());
  return out;
}

TextAnalysis analyse_text(const ConflictRules& r, std::string_view text) {
  TextAnalysis a;
  const std::vector<Word> words = words_of(text);
  a.words.reserve(words.size());
  for (const Word& w : words) {
    a.words.push_back(w.hash);  // ascending: words_of sorts by hash
    if (w.has_digit && (!w.all_digits || w.length >= 4)) a.identifiers.push_back(w.hash);
    const bool stopword = has(r.stopwords, w.hash);
    if (!stopword) {
      if (has(r.negations, w.hash)) {
        a.negations.push_back(w.hash);
      } else {
        a.core.push_back(w.hash);
        if (w.has_digit) a.ids.push_back(w.hash);
      }
      if (w.length >= 3) a.stems4.push_back(w.prefix4);
    }
    if ((w.length >= 2 || w.all_digits) && !has(r.stem_stopwords, w.hash)) a.stems.push_back(w.prefix5);
  }
  sort_unique(a.stems);
  sort_unique(a.stems4);
  for (const std::uint64_t s : a.stems) (has(r.change_cues, s) ? a.cues : a.other).push_back(s);
  return a;
}

// _statements_conflict
bool statements_conflict(const TextAnalysis& a, const TextAnalysis& b) {
  const bool same_negations = a.negations == b.negations, same_ids = a.ids == b.ids;
  if (same_negations && (a.core == b.core || !same_ids)) return false;
  const std::size_t shared = common_count(a.core, b.core);
  if (shared < 3) return false;
  const double frame = static_cast<double>(shared) / static_cast<double>(a.core.size() + b.core.size() - shared);
  if (!same_negations && frame >= 0.6) return true;
  if (!same_ids) return false;
  const std::size_t only_a = a.core.size() - shared, only_b = b.core.size() - shared;
  return only_a > 0 && only_b > 0 && only_a <= 2 && only_b <= 2 && frame >= 0.5;
}

// _change_between(new_cues, a, old_stems, b): a and b are each text's other stems less the pool's common ones.
// _opposite_flips(a, b): the stems of `a` whose opposite state (ConflictRules::opposites) is in `b`, neither
// stem being on both sides.
std::size_t opposite_flips(const ConflictRules& r, const Set& a, const Set& b) {
  if (r.opposites.empty()) return 0;
  std::size_t flips = 0;
  for (const std::uint64_t x : a) {
    const auto it = std::lower_bound(r.opposites.begin(), r.opposites.end(), std::pair<std::uint64_t, std::uint64_t>{x, 0});
    if (it == r.opposites.end() || it->first != x) continue;
    const std::uint64_t y = it->second;
    if (has(b, y) && !has(b, x) && !has(a, y)) ++flips;
  }
  return flips;
}

bool change_between(const ConflictRules& r, const TextAnalysis& newer, const Set& a, const TextAnalysis& older,
                    const Set& b) {
  const std::size_t common = common_count(a, b);
  const std::size_t flips = common == 0 ? 0 : opposite_flips(r, a, b);
  const std::size_t shared = common + flips;  // a stem and its opposite state are one subject slot
  if (common == 0 || shared < 2 || common == a.size()) return false;  // too little in common, or nothing new
  const bool cued = flips > 0 || (!newer.cues.empty() && !subset(newer.cues, older.stems));
  if (!cued && !subset(newer.identifiers, older.identifiers) && !subset(older.identifiers, newer.identifiers))
    return false;  // each names an identifier the other does not: other things of one kind (invoices, tickets)
  const double union_size = static_cast<double>(a.size() + b.size() - shared);
  return static_cast<double>(shared) >= (cued ? r.change_overlap : r.state_overlap) * union_size;
}

// keyed_conflict(key, value, text) given the analyses of the key, the value and the text.
bool keyed_conflict(const ConflictRules& r, const TextAnalysis& key, const TextAnalysis& value, const TextAnalysis& text) {
  if (key.stems4.empty() || !intersects(key.stems4, text.stems4)) return false;
  if (value.words.empty()) return false;
  if (subset(value.words, text.words)) return intersects(text.words, r.negations) && !intersects(value.words, r.negations);
  for (const Set& values : r.value_classes) {
    if (!intersects(value.words, values)) continue;
    for (const std::uint64_t w : text.words)
      if (has(values, w) && !has(value.words, w)) return true;
  }
  return false;
}

}  // namespace

std::uint64_t word_hash(std::string_view word) {
  std::uint64_t state = detail::kFnvOffset;
  for (const char c : word) state = (state ^ detail::lower(static_cast<unsigned char>(c))) * detail::kFnvPrime;
  return detail::finish(state);
}

ConflictRules::ConflictRules(const std::vector<std::string>& stopwords_, const std::vector<std::string>& negations_,
                             const std::vector<std::string>& stem_stopwords_,
                             const std::vector<std::string>& change_cues_,
                             const std::vector<std::vector<std::string>>& value_classes_, float similarity_,
                             std::size_t change_pool_, double common_share_, double change_overlap_,
                             double state_overlap_,
                             const std::vector<std::vector<std::string>>& opposite_states_)
    : stopwords(hashes_of(stopwords_)),
      negations(hashes_of(negations_)),
      stem_stopwords(hashes_of(stem_stopwords_)),
      change_cues(hashes_of(change_cues_)),
      similarity(similarity_),
      change_pool(change_pool_),
      common_share(common_share_),
      change_overlap(change_overlap_),
      state_overlap(state_overlap_),
      serial(next_serial.fetch_add(1)) {
  for (const auto& values : value_classes_) value_classes.push_back(hashes_of(values));
  for (const auto& pair : opposite_states_) {
    if (pair.size() != 2) throw std::invalid_argument("opposite_states holds pairs of stems");
    const std::uint64_t x = word_hash(pair[0]), y = word_hash(pair[1]);
    opposites.emplace_back(x, y);
    opposites.emplace_back(y, x);
  }
  std::sort(opposites.begin(), opposites.end());
}

PoolAnalysis analyse(const ConflictRules& rules, const PoolText& candidate) {
  PoolAnalysis out;
  out.text = analyse_text(rules, candidate.text);
  out.keyed = candidate.keyed;
  if (candidate.keyed) {
    out.key = analyse_text(rules, candidate.key);
    out.value = analyse_text(rules, candidate.value);
  }
  out.created_at = candidate.created_at;
  return out;
}

ConflictMarks find_conflicts(const ConflictRules& rules, const PoolAnalysis* const* pool, const PoolVectors& vectors,
                             std::size_t n, std::size_t dim, const std::int32_t* hits, std::size_t n_hits) {
  ConflictMarks out;
  if (n < 2 || n_hits == 0) return out;
  for (std::size_t h = 0; h < n_hits; ++h)
    if (hits[h] < 0 || static_cast<std::size_t>(hits[h]) >= n) throw std::out_of_range("a hit outside the pool");
  std::vector<const TextAnalysis*> texts_(n);
  for (std::size_t i = 0; i < n; ++i) texts_[i] = &pool[i]->text;
  auto texts = [&](std::size_t i) -> const TextAnalysis& { return *texts_[i]; };
  auto mark = [&](std::int32_t a, std::int32_t b) { out.marked.emplace_back(std::min(a, b), std::max(a, b)); };

  // Statements that disagree, among the candidates similar to a hit. The word test comes first (it is cheaper and
  // most pairs fail it); the similarity is _core.dot_many's value bit for bit: a row's dot never depends on the
  // rows beside it in a call (simd/dot_simd.inl), so one row per call gives it.
  const simd::Kernels& kernels = simd::active_kernels();
  auto vector_of = [&](std::size_t i) {
    const auto s = static_cast<std::size_t>(vectors.segments[i]);
    if (s >= vectors.n_bases || vectors.bases[s] == nullptr) throw std::out_of_range("a candidate without vectors");
    return vectors.bases[s] + static_cast<std::size_t>(vectors.rows[i]) * dim;
  };
  for (std::size_t h = 0; h < n_hits; ++h) {
    const std::int32_t a = hits[h];
    const auto ha = static_cast<std::size_t>(a);
    for (std::size_t j = 0; j < n; ++j) {
      if (ha == j || !statements_conflict(texts(ha), texts(j))) continue;
      float similarity = 0.f;
      kernels.dot_rows(vector_of(ha), vector_of(j), 1, dim, dim, &similarity);
      if (similarity >= rules.similarity) mark(a, static_cast<std::int32_t>(j));
    }
  }

  // Changed values among the change_pool best candidates and the hits: each text's other stems less the common ones
  // (those in more than max(3, common_share * near) of the near candidates' stems), then every (newer, older) pair.
  const std::size_t near = std::min(n, rules.change_pool);
  Set common;
  {
    Set all;
    for (std::size_t i = 0; i < near; ++i) all.insert(all.end(), texts(i).stems.begin(), texts(i).stems.end());
    std::sort(all.begin(), all.end());
    const double at_least = std::max(3.0, rules.common_share * static_cast<double>(near));
    for (std::size_t i = 0; i < all.size();) {
      std::size_t j = i;
      while (j < all.size() && all[j] == all[i]) ++j;
      if (static_cast<double>(j - i) > at_least) common.push_back(all[i]);
      i = j;
    }
  }
  // The subjects of the near candidates and the hits, each with a 64-bit mask of its stems' low bits: two subjects
  // whose masks share no bit share no stem, and most pairs are dismissed by that test alone.
  const std::vector<std::int32_t> hit_rows(hits, hits + n_hits);
  std::vector<Set> subjects(n);
  std::vector<std::uint64_t> masks(n, 0);
  auto make = [&](std::size_t i) {
    const Set& other = texts(i).other;
    Set& subject = subjects[i];
    if (!subject.empty() || masks[i] != 0) return;
    subject.reserve(other.size());
    std::set_difference(other.begin(), other.end(), common.begin(), common.end(), std::back_inserter(subject));
    for (const std::uint64_t stem : subject) masks[i] |= std::uint64_t{1} << (stem & 63);
  };
  for (std::size_t i = 0; i < near; ++i) make(i);
  for (const std::int32_t h : hit_rows) make(static_cast<std::size_t>(h));
  std::vector<bool> is_hit(n, false);
  for (const std::int32_t h : hit_rows) is_hit[static_cast<std::size_t>(h)] = true;
  for (std::size_t newer = 0; newer < near; ++newer) {
    const Set& a = subjects[newer];
    if (a.size() < 2) continue;  // shares fewer than two stems with anything
    const double when = pool[newer]->created_at;
    auto compare = [&](std::size_t o) {
      if (when > pool[o]->created_at && (masks[newer] & masks[o]) != 0 &&
          change_between(rules, texts(newer), a, texts(o), subjects[o])) {
        mark(static_cast<std::int32_t>(newer), static_cast<std::int32_t>(o));
        out.changes.emplace_back(static_cast<std::int32_t>(newer), static_cast<std::int32_t>(o));
      }
    };
    if (is_hit[newer]) {
      for (std::size_t o = 0; o < near; ++o) compare(o);
    } else {
      for (const std::int32_t o : hit_rows) compare(static_cast<std::size_t>(o));
    }
  }

  // Keyed facts against free text, whatever their similarity.
  std::vector<std::int32_t> keyed, free;
  for (std::size_t i = 0; i < n; ++i) (pool[i]->keyed ? keyed : free).push_back(static_cast<std::int32_t>(i));
  if (!keyed.empty()) {
    for (std::size_t h = 0; h < n_hits; ++h) {
      const std::int32_t a = hits[h];
      for (const std::int32_t b : pool[static_cast<std::size_t>(a)]->keyed ? free : keyed) {
        const auto [fact, other] = pool[static_cast<std::size_t>(a)]->keyed ? std::pair(a, b) : std::pair(b, a);
        const auto f = static_cast<std::size_t>(fact);
        if (keyed_conflict(rules, pool[f]->key, pool[f]->value, texts(static_cast<std::size_t>(other)))) mark(a, b);
      }
    }
  }
  std::sort(out.marked.begin(), out.marked.end());
  out.marked.erase(std::unique(out.marked.begin(), out.marked.end()), out.marked.end());
  std::sort(out.changes.begin(), out.changes.end());
  out.changes.erase(std::unique(out.changes.begin(), out.changes.end()), out.changes.end());
  return out;
}

}  // namespace engram::text

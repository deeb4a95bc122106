#include "engram/text/conflicts.hpp"

#include <algorithm>
#include <cmath>
#include <atomic>
#include <cctype>
#include <iterator>
#include <stdexcept>

#include "engram/simd/dot.hpp"
#include "engram/text/digits.hpp"
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

// Bits set in x, without a branch (the module is built for baseline x86-64, which has no popcnt).
std::uint32_t bit_count(std::uint64_t x) {
  x = x - ((x >> 1) & 0x5555555555555555ull);
  x = (x & 0x3333333333333333ull) + ((x >> 2) & 0x3333333333333333ull);
  x = (x + (x >> 4)) & 0x0f0f0f0f0f0f0f0full;
  return static_cast<std::uint32_t>((x * 0x0101010101010101ull) >> 56);
}

std::uint32_t bit_count(const WordBits& a) {
  return bit_count(a.w[0]) + bit_count(a.w[1]) + bit_count(a.w[2]) + bit_count(a.w[3]);
}

// At most how many elements a set of signature `a` and slack `slack` shares with a set of signature `b`.
std::uint32_t most_shared(const WordBits& a, std::uint32_t slack, const WordBits& b) {
  return bit_count(a.w[0] & b.w[0]) + bit_count(a.w[1] & b.w[1]) + bit_count(a.w[2] & b.w[2]) +
         bit_count(a.w[3] & b.w[3]) + slack;
}

// Whether the bit of `hash` is clear in `a`.
bool disjoint_bit(const WordBits& a, std::uint64_t hash) { return (a.w[(hash >> 6) & 3] >> (hash & 63) & 1) == 0; }

bool disjoint(const WordBits& a, const WordBits& b) {
  return ((a.w[0] & b.w[0]) | (a.w[1] & b.w[1]) | (a.w[2] & b.w[2]) | (a.w[3] & b.w[3])) == 0;
}

// The signature of `set` into `bits`; returns its slack (elements whose bit was already set).
std::uint32_t signature(const std::vector<std::uint64_t>& set, WordBits& bits) {
  for (const std::uint64_t h : set) bits.add(h);
  return static_cast<std::uint32_t>(set.size()) - bit_count(bits);
}

// One word: hashes of it and of its first four and five code points, its length in code points, digits.
struct Word {
  std::uint64_t hash, prefix4, prefix5;
  std::uint32_t length;
  bool has_digit, all_digits;
  bool capital = false;     // its first byte is an ASCII capital
  bool after_stop = false;  // the last byte before it that is no (Python) white space is one of ".;:!?"
  bool digit5 = false;      // a digit among its first five code points (its stem has one)
};

// The distinct words of a text (see "Words" in the header), by hash; `opening` gets its first three words, in order.
// `sequence` (when given) gets every word in order, repeats kept.
std::vector<Word> words_of(std::string_view text, std::vector<Word>* opening = nullptr,
                           std::vector<Word>* sequence = nullptr) {
  std::vector<Word> out;
  const auto* s = reinterpret_cast<const unsigned char*>(text.data());
  const std::size_t n = text.size();
  unsigned char last = 0;  // the last byte since the previous word that is not white space (str.strip's, in ASCII)
  for (std::size_t i = 0; i < n;) {
    if (!detail::word_byte(s[i])) {
      const unsigned char c = s[i];
      if (c != ' ' && !(c >= '\t' && c <= '\r') && !(c >= 0x1c && c <= 0x1f)) last = c;
      ++i;
      continue;
    }
    const bool capital = s[i] >= 'A' && s[i] <= 'Z';
    const bool after_stop = last == '.' || last == ';' || last == ':' || last == '!' || last == '?';
    last = 0;
    std::uint64_t state = detail::kFnvOffset, state4 = 0, state5 = 0;
    std::uint32_t points = 0;
    bool got4 = false, got5 = false, has_digit = false, all_digits = true, digit5 = false;
    for (; i < n && detail::word_byte(s[i]); ++i) {
      const unsigned char c = s[i];
      if ((c & 0xC0) != 0x80) {  // the first byte of a code point: its digit is read once (str.isdigit)
        if (points == 4) state4 = state, got4 = true;
        if (points == 5) state5 = state, got5 = true;
        ++points;
        const bool digit = c < 0x80 ? c >= '0' && c <= '9' : digit_point(code_point_at(s, i, n));
        has_digit |= digit;
        digit5 |= digit && points <= 5;
        all_digits &= digit;
      }
      state = (state ^ detail::lower(c)) * detail::kFnvPrime;
    }
    if (!got4) state4 = state;
    if (!got5) state5 = state;
    out.push_back({detail::finish(state), detail::finish(state4), detail::finish(state5), points, has_digit,
                   all_digits, capital, after_stop, digit5});
    if (opening != nullptr && opening->size() < 3) opening->push_back(out.back());
    if (sequence != nullptr) sequence->push_back(out.back());
  }
  std::sort(out.begin(), out.end(), [](const Word& a, const Word& b) { return a.hash < b.hash; });
  out.erase(std::unique(out.begin(), out.end(), [](const Word& a, const Word& b) { return a.hash == b.hash; }),
            out.end());
  return out;
}

// The hashes of the space-separated stems of `part` (a prepared text's names), sorted.
std::vector<std::uint64_t> stems_listed(std::string_view part) {
  std::vector<std::uint64_t> out;
  for (std::size_t i = 0; i < part.size();) {
    const std::size_t end = std::min(part.find(' ', i), part.size());
    if (end > i) out.push_back(word_hash(part.substr(i, end - i)));
    i = end + 1;
  }
  sort_unique(out);
  return out;
}

// The value slot (ConflictRules::slot_values) a stem names a value of, or -1.
int slot_of(const ConflictRules& r, std::uint64_t stem) {
  const auto it = std::lower_bound(r.slot_values.begin(), r.slot_values.end(),
                                   std::pair<std::uint64_t, std::uint32_t>{stem, 0});
  return it != r.slot_values.end() && it->first == stem ? static_cast<int>(it->second) : -1;
}

// semantics.names on an ASCII text's words in order: a name is a capitalised word of two letters or more without a
// digit, not the first word nor the first after one of ".;:!?", no stem stopword and no slot's value; near: within r.name_window
// words of a word whose stem is a name cue.
void read_names(const ConflictRules& r, const std::vector<Word>& sequence, TextAnalysis& a) {
  std::vector<std::size_t> cue_at;
  for (std::size_t i = 0; i < sequence.size(); ++i)
    if (has(r.name_cues, sequence[i].prefix5)) cue_at.push_back(i);
  for (std::size_t i = 1; i < sequence.size(); ++i) {
    const Word& w = sequence[i];
    if (!w.capital || w.after_stop || w.length < 2 || w.has_digit || has(r.stem_stopwords, w.hash)) continue;
    if (slot_of(r, w.prefix5) >= 0) continue;  // a day or month: a value, no name
    a.names.push_back(w.prefix5);
    const bool near = std::any_of(cue_at.begin(), cue_at.end(), [&](std::size_t c) {
      return (c > i ? c - i : i - c) <= r.name_window;
    });
    if (near) a.near_names.push_back(w.prefix5);
  }
  sort_unique(a.names);
  sort_unique(a.near_names);
}

// semantics.label on an ASCII text: its first `most` words or fewer when the first gap between two words whose last
// byte that is no (Python) white space is one of ".;:!?" holds a colon there, white space after it, and follows them.
std::vector<std::string_view> read_label(std::size_t most, std::string_view text) {
  const auto* s = reinterpret_cast<const unsigned char*>(text.data());
  const std::size_t n = text.size();
  auto space = [](unsigned char c) { return c == ' ' || (c >= '\t' && c <= '\r') || (c >= 0x1c && c <= 0x1f); };
  std::vector<std::string_view> out;
  std::size_t i = 0;
  while (i < n && !detail::word_byte(s[i])) ++i;
  while (i < n) {
    const std::size_t start = i;
    while (i < n && detail::word_byte(s[i])) ++i;
    out.push_back(text.substr(start, i - start));
    unsigned char last = 0;
    bool trailing_space = false;
    for (; i < n && !detail::word_byte(s[i]); ++i) {
      trailing_space = space(s[i]);
      if (!trailing_space) last = s[i];
    }
    if (i == n) break;  // no word after this gap: Python's label reads only the gaps between words
    if (last == '.' || last == ';' || last == ':' || last == '!' || last == '?') {
      if (last == ':' && trailing_space) return out;
      break;
    }
    if (out.size() >= most) break;
  }
  return {};
}

// semantics.label_stem of a word (lower-cased but for ASCII capitals, which the hashes lower): false for a word of one
// code point that is no number, or a stem stopword; else the hash of its first four code points, or of its first
// three when it has four and ends in "s".
bool label_stem_of(const ConflictRules& r, std::string_view word, std::uint64_t& stem) {
  std::size_t points = 0, cut4 = word.size();
  bool digits = true;
  const auto* s = reinterpret_cast<const unsigned char*>(word.data());
  for (std::size_t i = 0; i < word.size(); ++i) {
    const auto c = s[i];
    if ((c & 0xC0) != 0x80) {  // the first byte of a code point (str.isdigit of each)
      digits = digits && (c < 0x80 ? c >= '0' && c <= '9' : digit_point(code_point_at(s, i, word.size())));
      if (points == 4) cut4 = i;
      ++points;
    }
  }
  if ((points < 2 && !digits) || has(r.stem_stopwords, word_hash(word))) return false;
  const char end = word.back();
  stem = word_hash(points == 4 && (end == 's' || end == 'S') ? word.substr(0, word.size() - 1) : word.substr(0, cut4));
  return true;
}

// The byte offset of `word`'s code point `n` (counted from 0), or its size when it has no more than n.
std::size_t code_point_cut(std::string_view word, std::size_t n) {
  std::size_t points = 0;
  for (std::size_t i = 0; i < word.size(); ++i) {
    if ((static_cast<unsigned char>(word[i]) & 0xC0) != 0x80 && points++ == n) return i;
  }
  return word.size();
}

// The label's stems (TextAnalysis::label, label_stems, label_head) from its words (lower-cased but for ASCII capitals,
// which the hashes lower): a word label_stem_of takes has the stem of its first five code points (stems()) and its
// label stem.
void label_of(const ConflictRules& r, const std::vector<std::string_view>& label, TextAnalysis& a) {
  for (const std::string_view word : label) {
    std::uint64_t stem = 0;
    if (!label_stem_of(r, word, stem)) continue;
    a.label_stems.push_back(word_hash(word.substr(0, code_point_cut(word, 5))));
    if (a.label.empty()) a.label_head = stem;
    a.label.push_back(stem);
  }
  sort_unique(a.label);
  sort_unique(a.label_stems);
}

// The words of a prepared text's label section (space-separated).
std::vector<std::string_view> words_listed(std::string_view part) {
  std::vector<std::string_view> out;
  for (std::size_t i = 0; i < part.size();) {
    const std::size_t end = std::min(part.find(' ', i), part.size());
    if (end > i) out.push_back(part.substr(i, end - i));
    i = end + 1;
  }
  return out;
}

// semantics.clauses' split of an ASCII text (without its test for a word): after one of ".;!?" followed by white space
// (Python's \s in ASCII: " ", "\t".."\r", 0x1c..0x1f), and at "\n" (dropped).
std::vector<std::string_view> clauses_of(std::string_view text) {
  std::vector<std::string_view> out;
  auto space = [](char c) { return c == ' ' || (c >= '\t' && c <= '\r') || (c >= 0x1c && c <= 0x1f); };
  std::size_t start = 0;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (c == '\n') {
      out.push_back(text.substr(start, i - start));
      start = i + 1;
    } else if ((c == '.' || c == ';' || c == '!' || c == '?') && i + 1 < text.size() && space(text[i + 1])) {
      out.push_back(text.substr(start, i + 1 - start));
      start = i + 1;
    }
  }
  out.push_back(text.substr(start));
  return out;
}

// A prepared text's clauses: its last section split at "\x01".
std::vector<std::string_view> clauses_listed(std::string_view part) {
  std::vector<std::string_view> out;
  if (part.empty()) return out;
  for (std::size_t i = 0;;) {
    const std::size_t end = std::min(part.find('\x01', i), part.size());
    out.push_back(part.substr(i, end - i));
    if (end == part.size()) break;
    i = end + 1;
  }
  return out;
}

// Whether a clause may restate a fact with another value (clause_restates): it holds a word with a digit or a slot's
// value (ConflictRules::slot_values) among its stems.
bool may_name_value(const ConflictRules& r, const TextAnalysis& c) {
  if (!c.ids.empty()) return true;
  return std::any_of(c.stems.begin(), c.stems.end(), [&](std::uint64_t stem) { return slot_of(r, stem) >= 0; });
}

// quantities.quantities (python/engramdb/quantities.py: the grammar, the specification): the quantities of a text,
// read from its words in order. Words are views of the text (no copies: a memory text is analysed once, but every
// one is); they are compared lower-cased (ASCII, as words_of; a prepared text's words are lower-cased already).
std::vector<std::string_view> word_views(std::string_view text) {
  std::vector<std::string_view> out;
  const auto* s = reinterpret_cast<const unsigned char*>(text.data());
  for (std::size_t i = 0, n = text.size(); i < n;) {
    if (!detail::word_byte(s[i])) {
      ++i;
      continue;
    }
    const std::size_t start = i;
    while (i < n && detail::word_byte(s[i])) ++i;
    out.push_back(text.substr(start, i - start));
  }
  return out;
}

// Whether `word` is `lower` (an ASCII lower-case word) once lower-cased.
bool is_word(std::string_view word, std::string_view lower) {
  if (word.size() != lower.size()) return false;
  for (std::size_t k = 0; k < word.size(); ++k)
    if (detail::lower(static_cast<unsigned char>(word[k])) != static_cast<unsigned char>(lower[k])) return false;
  return true;
}

template <class Value>
const Value* look_up(const std::vector<std::pair<std::uint64_t, Value>>& sorted, std::uint64_t hash) {
  const auto it = std::lower_bound(sorted.begin(), sorted.end(), hash,
                                   [](const auto& entry, std::uint64_t h) { return entry.first < h; });
  return it != sorted.end() && it->first == hash ? &it->second : nullptr;
}

bool starts_with_digit(std::string_view word) { return !word.empty() && word[0] >= '0' && word[0] <= '9'; }

// A word of 1-15 ASCII digits then ASCII letters (quantities._digits: the letters lower-cased, digits capped as
// there): its value and suffix; false otherwise.
bool digits_word(std::string_view word, double& value, std::string_view& suffix) {
  std::size_t k = 0;
  while (k < word.size() && word[k] >= '0' && word[k] <= '9') ++k;
  if (k == 0 || k > 15) return false;
  for (std::size_t j = k; j < word.size(); ++j) {
    const auto c = static_cast<unsigned char>(detail::lower(static_cast<unsigned char>(word[j])));
    if (c < 'a' || c > 'z') return false;
  }
  value = 0.0;
  for (std::size_t j = 0; j < k; ++j) value = value * 10.0 + static_cast<double>(word[j] - '0');
  suffix = word.substr(k);
  return true;
}

std::vector<std::pair<std::uint32_t, double>> read_quantities(const ConflictRules& r, std::string_view text) {
  std::vector<std::pair<std::uint32_t, double>> out;
  const std::vector<std::string_view> seq = word_views(text);
  const std::size_t n = seq.size();
  auto listed = [&](std::uint64_t hash) { return !disjoint_bit(r.quantity_bits, hash); };
  auto unit_of = [&](std::size_t j) -> const std::pair<std::uint32_t, double>* {
    if (j >= n) return nullptr;
    const std::uint64_t hash = word_hash(seq[j]);
    return listed(hash) ? look_up(r.quantity_units, hash) : nullptr;
  };
  auto number_of = [&](std::string_view word) -> const double* {
    const std::uint64_t hash = word_hash(word);
    return listed(hash) ? look_up(r.quantity_numbers, hash) : nullptr;
  };
  auto suffix_ok = [&](std::string_view suffix) {
    return suffix.empty() || has(r.quantity_suffixes, word_hash(suffix));
  };
  auto half_at = [&](std::size_t j) {
    return j + 2 < n && is_word(seq[j], "and") && is_word(seq[j + 1], "a") && is_word(seq[j + 2], "half");
  };
  auto dimensioned = [&](std::size_t j) {
    const auto* unit = unit_of(j);
    return unit != nullptr && unit->first > 0;
  };
  std::size_t i = 0;
  while (i < n) {
    const std::string_view word = seq[i];
    bool found = false;
    double value = 0.0;
    std::string_view suffix;
    std::size_t j = i;
    const double* number = starts_with_digit(word) ? nullptr : number_of(word);
    if (starts_with_digit(word)) {
      double first = 0.0;
      std::string_view first_suffix;
      if (digits_word(word, first, first_suffix) && suffix_ok(first_suffix)) {
        found = true;
        value = first, suffix = first_suffix, j = i + 1;
        while (suffix.empty() && j < n) {  // groups of thousands, or a decimal part
          double group = 0.0;
          std::string_view group_suffix;
          if (!starts_with_digit(seq[j]) || !digits_word(seq[j], group, group_suffix) || !suffix_ok(group_suffix))
            break;
          const std::size_t digits = seq[j].size() - group_suffix.size();
          ++j;
          suffix = group_suffix;
          if (digits == 3 && value == std::floor(value)) {
            value = value * 1000.0 + group;
            continue;
          }
          double scale = 1.0;
          for (std::size_t k = 0; k < digits; ++k) scale *= 10.0;
          value = value + group / scale;
          break;
        }
      }
    } else if (number != nullptr) {
      double total = 0.0, current = 0.0;
      for (j = i; j < n; ++j) {
        const double* v = j == i ? number : number_of(seq[j]);
        if (v == nullptr) break;
        if (is_word(seq[j], "hundred")) {
          current = (current != 0.0 ? current : 1.0) * 100.0;
        } else if (is_word(seq[j], "thousand") || is_word(seq[j], "million")) {
          total += (current != 0.0 ? current : 1.0) * *v;
          current = 0.0;
        } else {
          current += *v;
        }
      }
      found = true;
      value = total + current;
    } else if ((is_word(word, "a") || is_word(word, "an")) && dimensioned(i + 1)) {
      found = true, value = 1.0, j = i + 1;
    } else if (is_word(word, "half") && i + 2 < n && (is_word(seq[i + 1], "a") || is_word(seq[i + 1], "an")) &&
               dimensioned(i + 2)) {
      found = true, value = 0.5, j = i + 2;
    } else if (is_word(word, "half")) {  // quantities._half_hour: "half nine", "half past nine" (9:30)
      std::size_t k = i + 1;
      if (k < n && is_word(seq[k], "past")) ++k;
      double hour = 0.0;
      bool got = false;
      if (k < n && starts_with_digit(seq[k])) {
        std::string_view hour_suffix;
        got = seq[k].size() <= 2 && digits_word(seq[k], hour, hour_suffix) && hour_suffix.empty();
      } else if (k < n && !is_word(seq[k], "dozen")) {
        const double* v = number_of(seq[k]);
        got = v != nullptr;
        if (got) hour = *v;
      }
      if (got && hour >= 1.0 && hour <= 12.0 && hour == std::floor(hour) && unit_of(k + 1) == nullptr) {
        out.emplace_back(5, hour + 0.3);
        i = k + 1;
        continue;
      }
    }
    if (!found) {
      ++i;
      continue;
    }
    if (suffix.empty() && half_at(j)) value += 0.5, j += 3;
    std::uint32_t dimension = 0;
    double factor = 1.0;
    if (!suffix.empty()) {
      const auto* unit = look_up(r.quantity_units, word_hash(suffix));
      if (unit != nullptr) dimension = unit->first, factor = unit->second;
    } else if (const auto* unit = unit_of(j)) {
      dimension = unit->first, factor = unit->second;
      ++j;
    }
    if (dimension == 0 && dimensioned(j)) {  // "1.5k euros"
      const auto* unit = unit_of(j);
      value = value * factor;
      dimension = unit->first, factor = unit->second;
      ++j;
    }
    if (dimension > 0 && half_at(j)) value += 0.5, j += 3;
    if (dimension == 5 && is_word(suffix.empty() ? seq[j - 1] : suffix, "pm") && value < 12.0)
      value += 12.0;  // a clock time: "3pm", "3 pm"
    out.emplace_back(dimension, value * factor);
    i = std::max(j, i + 1);
  }
  return out;
}

// quantities.same_quantities and the rest of semantics.same_quantity: the newer states the older's quantities in
// another unit or format and differs from it in nothing else
bool same_quantity(const TextAnalysis& newer, const TextAnalysis& older) {
  const auto& a = newer.quantities;
  const auto& b = older.quantities;
  if (a.empty() || a.size() != b.size() || newer.rest != older.rest) return false;
  for (std::size_t k = 0; k < a.size(); ++k) {
    if (a[k].first != b[k].first && a[k].first != 0 && b[k].first != 0) return false;
    const double x = a[k].second, y = b[k].second;
    if (std::fabs(x - y) > 1e-9 * std::max({1.0, std::fabs(x), std::fabs(y)})) return false;
  }
  return true;
}

// Whether every word of `phrase` (ConflictRules::change_phrase_words) is among a text's words (sorted by hash).
bool holds_words(const std::vector<std::uint64_t>& words, const std::vector<std::uint64_t>& phrase) {
  return std::all_of(phrase.begin(), phrase.end(), [&](std::uint64_t h) { return has(words, h); });
}

// semantics.stems' phrase cues: the cue of each of r.change_phrases whose words stand in a row in the text's order (a
// prepared text's words are listed in order, a repeat once: its phrases are read there as semantics._native_words
// lists them) added to a.stems. a.words (the text's words, sorted) is searched for each phrase's words first, its
// rarest first; only a text holding all of some phrase's words has its words put in order (from `sequence` when the
// text's words were read in order already): most texts cost a binary search a phrase and no allocation. (A
// thread_local buffer instead of the rare vector made the whole cold pass ~6 % slower, phrases on or off: cpp228.) Since a run of a phrase's words in order holds each of them, the cues are those of a
// search of every phrase in the whole order.
void phrase_cues(const ConflictRules& r, std::string_view text, bool prepared, const std::vector<Word>* sequence,
                 TextAnalysis& a) {
  std::size_t first = 0;  // the first phrase whose words the text holds
  while (first < r.change_phrase_words.size() && !holds_words(a.words, r.change_phrase_words[first])) ++first;
  if (first == r.change_phrase_words.size()) return;
  std::vector<std::uint64_t> order;  // made only for a text that may hold a phrase (a few in a thousand)
  if (prepared) {
    for (std::size_t i = 0; i < text.size();) {  // words_listed's split, without its list
      const std::size_t end = std::min(text.find(' ', i), text.size());
      if (end > i) order.push_back(word_hash(text.substr(i, end - i)));
      i = end + 1;
    }
  } else if (sequence != nullptr) {
    for (const Word& w : *sequence) order.push_back(w.hash);
  } else {  // words_of's words in order, their hashes only
    const auto* s = reinterpret_cast<const unsigned char*>(text.data());
    for (std::size_t i = 0, n = text.size(); i < n;) {
      if (!detail::word_byte(s[i])) {
        ++i;
        continue;
      }
      std::uint64_t state = detail::kFnvOffset;
      for (; i < n && detail::word_byte(s[i]); ++i) state = (state ^ detail::lower(s[i])) * detail::kFnvPrime;
      order.push_back(detail::finish(state));
    }
  }
  for (std::size_t k = first; k < r.change_phrases.size(); ++k) {
    const auto& [run, cue] = r.change_phrases[k];
    if ((k == first || holds_words(a.words, r.change_phrase_words[k])) &&
        std::search(order.begin(), order.end(), run.begin(), run.end()) != order.end())
      a.stems.push_back(cue);
  }
}

// `names`: read the text's names too (a memory's text; not a key or a value), from its prepared sections when
// `prepared` (PoolText::prepared).
TextAnalysis analyse_text(const ConflictRules& r, std::string_view text, bool names = false, bool prepared = false) {
  TextAnalysis a;
  std::vector<Word> opening, sequence;
  std::string_view listed;
  if (prepared) {
    const std::size_t end = text.find('\0');
    if (end != std::string_view::npos) listed = text.substr(end + 1), text = text.substr(0, end);
  }
  const bool read = names && r.name_window > 0;
  const std::vector<Word> words = words_of(text, &opening, read && !prepared ? &sequence : nullptr);
  // a prepared text's sections after its words: names, names near a cue, label words, clauses, language, clause labels
  std::string_view sections[6];
  for (std::size_t k = 0, at = 0; k < 6 && prepared && at <= listed.size(); ++k) {
    const std::size_t end = std::min(listed.find('\0', at), listed.size());
    sections[k] = listed.substr(at, end - at);
    at = end + 1;
  }
  if (read) {
    if (prepared) {
      a.names = stems_listed(sections[0]);
      a.near_names = stems_listed(sections[1]);
    } else {
      read_names(r, sequence, a);
    }
  }
  if (names && r.label_words > 0)
    label_of(r, prepared ? words_listed(sections[2]) : read_label(r.label_words, text), a);
  // _opening: an article first, then the subject's stem unless that word is a stem stopword or a word of change,
  // and the next word's on the same terms
  a.article = !opening.empty() && has(r.articles, opening[0].hash);
  auto head_word = [&](const Word& w) {
    return (w.length >= 2 || w.all_digits) && !has(r.stem_stopwords, w.hash) && !has(r.change_cues, w.prefix5);
  };
  if (a.article && opening.size() >= 2) {
    a.has_head = head_word(opening[1]);
    a.head = opening[1].prefix5;
    if (a.has_head && opening.size() == 3) {
      a.has_head2 = head_word(opening[2]);
      a.head2 = opening[2].prefix5;
    }
  }
  a.words.reserve(words.size());
  for (const Word& w : words) {
    a.words.push_back(w.hash);  // ascending: words_of sorts by hash
    a.adds = a.adds || has(r.addition_words, w.hash);
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
  phrase_cues(r, text, prepared, read && !prepared ? &sequence : nullptr, a);
  sort_unique(a.stems);
  sort_unique(a.stems4);
  // a text with no word of digits and none a number word or unit states no quantity (most words miss the bits)
  const bool may_quantify = !r.quantity_units.empty() &&
                            std::any_of(words.begin(), words.end(), [&](const Word& w) {
                              return w.has_digit || !disjoint_bit(r.quantity_bits, w.hash);
                            });
  if (names && may_quantify) {
    a.quantities = read_quantities(r, text);
    if (!a.quantities.empty()) {
      for (const Word& w : words)
        if ((w.length >= 2 || w.all_digits) && !has(r.stem_stopwords, w.hash) && !w.digit5 &&
            !has(r.quantity_stems, w.prefix5))
          a.rest.push_back(w.prefix5);
      sort_unique(a.rest);
    }
  }
  for (const std::uint64_t s : a.stems) (has(r.change_cues, s) ? a.cues : a.other).push_back(s);
  const bool labelled_clauses = !r.clause_cues.empty() && r.label_words > 0 && r.attribute_label_stems > 0;
  // _label_named: every word's label stem, of a text (or clause) that may name a clause's label with a change (a word
  // of clause_cues, no addition: label_named reads no other)
  if (labelled_clauses && !a.adds && intersects(a.cues, r.clause_cues)) {
    for (const std::string_view word : word_views(text))
      if (std::uint64_t stem = 0; label_stem_of(r, word, stem)) a.label_words.push_back(stem);
    sort_unique(a.label_words);
  }
  if (read)
    for (const std::uint64_t s : a.stems)
      if (has(r.name_cues, s)) a.name_cues.push_back(s);
  if (names && !r.clause_cues.empty()) {
    for (const std::string_view piece : prepared ? clauses_listed(sections[3]) : clauses_of(text)) {
      TextAnalysis c = analyse_text(r, piece, false, prepared);
      c.article = false;  // a clause's opening names no subject of the text (_clause_change reads no _opening)
      if (!c.words.empty()) a.clauses.push_back(std::move(c));
    }
    if (a.clauses.size() < 2) a.clauses.clear();
    a.split = !a.clauses.empty();
    if (labelled_clauses) {  // semantics.clause_labels: each clause's label (the text's when it has one clause)
      std::vector<std::vector<std::string_view>> labels;
      if (prepared) {
        for (const std::string_view part : clauses_listed(sections[5])) labels.push_back(words_listed(part));
      } else if (a.split) {
        for (const std::string_view piece : clauses_of(text)) labels.push_back(read_label(r.label_words, piece));
      } else {
        labels.push_back(read_label(r.label_words, text));
      }
      for (const auto& label : labels) {
        std::vector<std::uint64_t> found;
        for (const std::string_view word : label)
          if (std::uint64_t stem = 0; !has(r.foreign_words, word_hash(word)) && label_stem_of(r, word, stem))
            found.push_back(stem);
        sort_unique(found);
        if (found.size() >= r.attribute_label_stems) a.clause_labels.push_back(std::move(found));
      }
    }
    // only a clause with no addition word and a word of clause_cues, or one that may name a value (clause_restates: a
    // word with a digit or a slot's value), can state a change (clause_change): the others are dropped here, so that a
    // text none of whose clauses can costs the pair tests nothing
    a.clauses.erase(std::remove_if(a.clauses.begin(), a.clauses.end(),
                                   [&](const TextAnalysis& c) {
                                     return c.adds || !(intersects(c.cues, r.clause_cues) ||
                                                        (r.clause_cover > 0 && may_name_value(r, c)));
                                   }),
                    a.clauses.end());
  }
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

// _value_swaps(a, b): the value slots (ConflictRules::slot_values) in which `a` names a value `b` lacks and `b` one
// that `a` lacks.
std::size_t value_swaps(const ConflictRules& r, const Set& a, const Set& b) {
  if (r.n_slots == 0) return 0;
  std::uint64_t in_a = 0, in_b = 0;  // bit k: the side names a value of slot k that the other lacks (slots < 64)
  for (const std::uint64_t x : a)
    if (const int k = slot_of(r, x); k >= 0 && !has(b, x)) in_a |= std::uint64_t{1} << k;
  if (in_a == 0) return 0;
  for (const std::uint64_t y : b)
    if (const int k = slot_of(r, y); k >= 0 && !has(a, y)) in_b |= std::uint64_t{1} << k;
  return bit_count(in_a & in_b);
}

// _restates(shared, older_size): `shared` subject stems are enough of the older's `older_size` for a newer text with a
// cue of ConflictRules::restate_cues to state a change whatever the overlap (change_shared, change_cover).
bool restates(const ConflictRules& r, std::size_t shared, std::size_t older_size) {
  return r.change_shared > 0 && shared >= r.change_shared &&
         static_cast<double>(shared) >= r.change_cover * static_cast<double>(older_size);
}

bool change_between(const ConflictRules& r, const TextAnalysis& newer, const Set& a, const TextAnalysis& older,
                    const Set& b) {
  if (newer.adds) return false;  // an addition ("now also", "too") replaces nothing
  // _other_subjects: both open with an article and the newer's subject holds no stem of the older
  if (newer.article && newer.has_head && older.article && !has(older.stems, newer.head) &&
      !(newer.has_head2 && has(older.stems, newer.head2)))
    return false;
  const std::size_t common = common_count(a, b);
  const std::size_t flips = common == 0 ? 0 : opposite_flips(r, a, b);
  const std::size_t swaps = common == 0 ? 0 : value_swaps(r, a, b);
  const std::size_t shared = common + flips + swaps;  // a stem and its opposite state, or two values, are one slot
  if (common == 0 || shared < 2 || common == a.size()) return false;  // too little in common, or nothing new
  const bool cued = flips > 0 || (!newer.cues.empty() && !subset(newer.cues, older.stems));
  if (!cued && !subset(newer.identifiers, older.identifiers) && !subset(older.identifiers, newer.identifiers))
    return false;  // each names an identifier the other does not: other things of one kind (invoices, tickets)
  if (restates(r, shared, b.size()) &&
      std::any_of(newer.cues.begin(), newer.cues.end(),
                  [&](std::uint64_t cue) { return has(r.restate_cues, cue) && !has(older.stems, cue); }))
    return true;
  const double union_size = static_cast<double>(a.size() + b.size() - shared);
  return static_cast<double>(shared) >= (cued ? r.change_overlap : r.state_overlap) * union_size;
}

// _clause_restates(a, b, values, old_values): clause c (subject stems a) holds rules.clause_cover of the older's subject
// stems b or more, and each side names a value the other lacks (a word with a digit: TextAnalysis::ids) or the two
// swap a slot's value.
bool clause_restates(const ConflictRules& r, const TextAnalysis& c, const Set& a, const TextAnalysis& older,
                     const Set& b) {
  if (r.clause_cover <= 0) return false;
  if (static_cast<double>(common_count(a, b)) < r.clause_cover * static_cast<double>(b.size())) return false;
  return (!subset(c.ids, older.ids) && !subset(older.ids, c.ids)) || value_swaps(r, a, b) > 0;
}

// _clause_change(newer, older, common, older's stems, b, older's kind): one clause of a longer newer text (with a word
// of rules.clause_cues of its own that the older lacks, no addition word, and rules.clause_shared shared subject
// stems or more that are no name of either text) states a change of an older fact by change_between's rule on that
// clause's stems alone. common: the pool's common stems (sorted); b: the older's other stems less them.
bool clause_change(const ConflictRules& r, const TextAnalysis& newer, const Set& common, const PoolAnalysis& older,
                   const Set& b) {
  if (older.valueless) return false;
  const TextAnalysis& o = older.text;
  thread_local Set a;
  for (const TextAnalysis& c : newer.clauses) {
    if (c.adds || !intersects(c.other, b)) continue;
    const bool cued = std::any_of(c.cues.begin(), c.cues.end(),
                                  [&](std::uint64_t cue) { return has(r.clause_cues, cue) && !has(o.stems, cue); });
    if (!cued && !(r.clause_cover > 0 && may_name_value(r, c))) continue;
    a.clear();
    std::set_difference(c.other.begin(), c.other.end(), common.begin(), common.end(), std::back_inserter(a));
    std::size_t unnamed = 0;  // shared subject stems that name no one in either text
    for (const std::uint64_t x : a) unnamed += has(b, x) && !has(newer.names, x) && !has(o.names, x);
    if (unnamed < r.clause_shared) continue;
    if ((cued && change_between(r, c, a, o, b)) || clause_restates(r, c, a, o, b)) return true;
  }
  return false;
}

// _label_named(newer, older, older's stems, newer's kind, older's kind): a clause of a newer fact (or the fact itself,
// when it has one clause) holds every stem of a label one of the older fact's clauses opens with (TextAnalysis::
// clause_labels) among its words' label stems, a word of rules.clause_cues the older lacks, and no addition word; both
// read as English (PoolAnalysis::english).
bool label_named(const ConflictRules& r, const PoolAnalysis& newer, const PoolAnalysis& older) {
  const TextAnalysis &n = newer.text, &o = older.text;
  if (newer.valueless || older.valueless || o.clause_labels.empty() || !newer.english || !older.english) return false;
  auto names_label = [&](const TextAnalysis& c) {
    if (c.adds || !std::any_of(c.cues.begin(), c.cues.end(), [&](std::uint64_t cue) {
          return has(r.clause_cues, cue) && !has(o.stems, cue);
        }))
      return false;
    return std::any_of(o.clause_labels.begin(), o.clause_labels.end(),
                       [&](const std::vector<std::uint64_t>& label) { return subset(label, c.label_words); });
  };
  if (!n.split) return names_label(n);
  return std::any_of(n.clauses.begin(), n.clauses.end(), names_label);
}

// _names_change(newer, older, a, b, older's kind): a change written in another language, the two sharing only names.
// a and b: each text's other stems less the pool's common ones. The caller has tested _other_subjects (as
// change_between does).
bool names_change(const PoolAnalysis& newer, const Set& a, const PoolAnalysis& older, const Set& b) {
  const TextAnalysis &n = newer.text, &o = older.text;
  if (older.valueless || n.near_names.empty() || n.adds) return false;
  bool shared = false, near = false;
  for (const std::uint64_t x : a) {
    if (!has(b, x)) continue;
    if (!has(n.names, x) || !has(o.names, x)) return false;  // a shared stem that is no name in both
    shared = true;
    near = near || has(n.near_names, x);
  }
  return shared && near &&
         std::any_of(n.name_cues.begin(), n.name_cues.end(), [&](std::uint64_t cue) { return !has(o.stems, cue); });
}

// _attribute_label: two labels (one's stems hold the other's) that share attribute_label_stems label stems or more, the
// texts sharing a subject stem, name one attribute in words enough to need neither the same first stem nor another
// shared stem.
bool attribute_label(const ConflictRules& r, const TextAnalysis& n, const TextAnalysis& o, bool shared) {
  return r.attribute_label_stems > 0 && shared &&
         std::min(n.label.size(), o.label.size()) >= r.attribute_label_stems;  // the smaller label is the shared part
}

// Whether two labelled texts' signatures may meet attribute_label (both labels of attribute_label_stems stems or more).
bool attribute_labels(const ConflictRules& r, const PoolSignature& a, const PoolSignature& b) {
  return r.attribute_label_stems > 0 && std::min(a.label_size, b.label_size) >= r.attribute_label_stems;
}

// _label_change(newer, older, a, b, older's kind): a fact restated under its label with other values. a and b: each
// text's other stems less the pool's common ones. The caller has tested _other_subjects (as change_between does).
bool label_change(const ConflictRules& r, const PoolAnalysis& newer, const Set& a, const PoolAnalysis& older,
                  const Set& b) {
  const TextAnalysis &n = newer.text, &o = older.text;
  if (older.valueless || n.adds || n.label.empty() || o.label.empty() ||
      !(subset(n.label, o.label) || subset(o.label, n.label)))
    return false;
  // a shared stem besides the labels'; any shared stem; a stem of the newer the older lacks
  bool beyond = false, shared = false, fresh = false;
  for (const std::uint64_t x : a) {
    if (!has(b, x)) {
      fresh = true;
    } else {
      shared = true;
      if (!has(n.label_stems, x) && !has(o.label_stems, x)) beyond = true;
    }
  }
  return fresh && (attribute_label(r, n, o, shared) || (n.label_head == o.label_head && beyond));
}

// _other_subjects: both open with an article and the newer's subject holds no stem of the older.
bool other_subjects(const TextAnalysis& newer, const TextAnalysis& older) {
  return newer.article && newer.has_head && older.article && !has(older.stems, newer.head) &&
         !(newer.has_head2 && has(older.stems, newer.head2));
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

// semantics.reads_as_english of an ASCII text: its lower-case words (a run of letters, digits, "_", "'" and "-" that
// opens with a lower-case letter and follows none of those characters), its first word too when that opens with a
// capital; under two (and under a quarter) of them short words of another language (foreign_words), and an English
// function word (english_words) among them when there are four or more.
bool ascii_reads_as_english(const ConflictRules& r, std::string_view text) {
  auto is_word = [](unsigned char c) { return std::isalnum(c) != 0 || c == '_'; };
  auto goes_on = [&](unsigned char c) { return is_word(c) || c == '\'' || c == '-'; };
  std::size_t found = 0, foreign = 0;
  bool english = false;
  auto count = [&](std::string_view word) {  // word_hash lower-cases
    const std::uint64_t h = word_hash(word);
    ++found;
    foreign += has(r.foreign_words, h) ? 1 : 0;
    english = english || has(r.english_words, h);
  };
  for (std::size_t i = 0; i < text.size();) {
    const auto c = static_cast<unsigned char>(text[i]);
    const bool opens = c >= 'a' && c <= 'z' && (i == 0 || !goes_on(static_cast<unsigned char>(text[i - 1])));
    if (!opens) {
      ++i;
      continue;
    }
    std::size_t j = i + 1;
    while (j < text.size() && goes_on(static_cast<unsigned char>(text[j]))) ++j;
    count(text.substr(i, j - i));
    i = j;
  }
  std::size_t first = 0;  // ^\W*([^\W\d_][\w'-]*) with a capital first
  while (first < text.size() && !is_word(static_cast<unsigned char>(text[first]))) ++first;
  if (first < text.size() && text[first] >= 'A' && text[first] <= 'Z') {
    std::size_t j = first + 1;
    while (j < text.size() && goes_on(static_cast<unsigned char>(text[j]))) ++j;
    count(text.substr(first, j - first));
  }
  if (foreign >= 2 || (found > 0 && static_cast<double>(foreign) >= 0.25 * static_cast<double>(found))) return false;
  return found < 4 || english;
}

// A prepared text's language section (its sixth, PoolText::prepared): "0" reads as another language than English.
bool prepared_reads_as_english(std::string_view text) {
  std::size_t at = 0;
  for (int k = 0; k < 5; ++k) {
    at = text.find('\0', at);
    if (at == std::string_view::npos) return true;
    ++at;
  }
  return text.substr(at, std::min(text.find('\0', at), text.size()) - at) != "0";
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
                             const std::vector<std::vector<std::string>>& opposite_states_,
                             const std::vector<std::string>& addition_words_,
                             const std::vector<std::string>& articles_,
                             const std::vector<std::vector<std::string>>& value_slots_,
                             std::size_t change_shared_, double change_cover_,
                             const std::vector<std::string>& restate_cues_,
                             const std::vector<std::string>& name_cues_, std::size_t name_window_,
                             std::uint32_t valueless_kinds_, std::size_t label_words_,
                             std::size_t attribute_label_stems_, const std::vector<std::string>& clause_cues_,
                             std::size_t clause_shared_, const std::vector<std::string>& english_words_,
                             const std::vector<std::string>& foreign_words_, double clause_cover_,
                             const std::vector<std::pair<std::string, double>>& quantity_numbers_,
                             const std::vector<std::tuple<std::string, std::uint32_t, double>>& quantity_units_,
                             const std::vector<std::string>& quantity_suffixes_,
                             const std::vector<std::string>& quantity_stems_,
                             const std::vector<std::pair<std::string, std::string>>& change_phrases_)
    : stopwords(hashes_of(stopwords_)),
      negations(hashes_of(negations_)),
      stem_stopwords(hashes_of(stem_stopwords_)),
      change_cues(hashes_of(change_cues_)),
      addition_words(hashes_of(addition_words_)),
      articles(hashes_of(articles_)),
      similarity(similarity_),
      change_pool(change_pool_),
      common_share(common_share_),
      change_overlap(change_overlap_),
      state_overlap(state_overlap_),
      change_shared(change_shared_),
      change_cover(change_cover_),
      restate_cues(hashes_of(restate_cues_)),
      name_cues(hashes_of(name_cues_)),
      name_window(name_window_),
      valueless_kinds(valueless_kinds_),
      label_words(label_words_),
      attribute_label_stems(attribute_label_stems_),
      clause_cues(hashes_of(clause_cues_)),
      clause_shared(clause_shared_),
      english_words(hashes_of(english_words_)),
      foreign_words(hashes_of(foreign_words_)),
      clause_cover(clause_cover_),
      quantity_suffixes(hashes_of(quantity_suffixes_)),
      quantity_stems(hashes_of(quantity_stems_)),
      serial(next_serial.fetch_add(1)) {
  for (const auto& [word, value] : quantity_numbers_) quantity_numbers.emplace_back(word_hash(word), value);
  for (const auto& [phrase, cue] : change_phrases_) {
    std::vector<Word> in_order;
    words_of(phrase, nullptr, &in_order);
    std::vector<std::uint64_t> run;
    for (const Word& w : in_order) run.push_back(w.hash);
    if (run.empty()) continue;
    // the phrase's distinct words, its longest (in code points; the rarest) first, the rest by hash
    std::vector<std::uint64_t> distinct(run);
    std::size_t longest = 0;
    for (std::size_t k = 1; k < in_order.size(); ++k)
      if (in_order[k].length > in_order[longest].length) longest = k;
    sort_unique(distinct);
    const auto rarest = std::find(distinct.begin(), distinct.end(), run[longest]);
    std::rotate(distinct.begin(), rarest, rarest + 1);
    change_phrase_words.push_back(std::move(distinct));
    change_phrases.emplace_back(std::move(run), word_hash(cue));
  }
  for (const auto& unit : quantity_units_) quantity_bits.add(word_hash(std::get<0>(unit)));
  for (const auto& number : quantity_numbers) quantity_bits.add(number.first);
  std::sort(quantity_numbers.begin(), quantity_numbers.end());
  for (const auto& [word, dimension, size] : quantity_units_)
    quantity_units.emplace_back(word_hash(word), std::make_pair(dimension, size));
  std::sort(quantity_units.begin(), quantity_units.end());
  for (const auto& values : value_classes_) value_classes.push_back(hashes_of(values));
  for (const auto& pair : opposite_states_) {
    if (pair.size() != 2) throw std::invalid_argument("opposite_states holds pairs of stems");
    const std::uint64_t x = word_hash(pair[0]), y = word_hash(pair[1]);
    opposites.emplace_back(x, y);
    opposites.emplace_back(y, x);
  }
  std::sort(opposites.begin(), opposites.end());
  if (value_slots_.size() > 64) throw std::invalid_argument("at most 64 value slots");
  for (const auto& values : value_slots_) {
    for (const std::uint64_t h : hashes_of(values)) slot_values.emplace_back(h, n_slots);
    ++n_slots;
  }
  std::sort(slot_values.begin(), slot_values.end());
}

PoolAnalysis analyse(const ConflictRules& rules, const PoolText& candidate) {
  PoolAnalysis out;
  out.text = analyse_text(rules, candidate.text, true, candidate.prepared);
  out.keyed = candidate.keyed;
  out.valueless = candidate.kind < 32 && (rules.valueless_kinds >> candidate.kind & 1U) != 0;
  out.english = candidate.prepared ? prepared_reads_as_english(candidate.text)
                                   : ascii_reads_as_english(rules, candidate.text);
  if (candidate.keyed) {
    out.key = analyse_text(rules, candidate.key);
    out.value = analyse_text(rules, candidate.value);
  }
  out.created_at = candidate.created_at;
  PoolSignature& sig = out.signature;
  const TextAnalysis& t = out.text;
  sig.core_size = static_cast<std::uint32_t>(t.core.size());
  sig.negations_size = static_cast<std::uint32_t>(t.negations.size());
  sig.ids_size = static_cast<std::uint32_t>(t.ids.size());
  for (const std::uint64_t id : t.ids) sig.ids_xor ^= id;
  sig.core_slack = signature(t.core, sig.core);
  sig.other_size = static_cast<std::uint32_t>(t.other.size());
  sig.other_slack = signature(t.other, sig.other);
  signature(t.stems4, sig.stems4);
  signature(out.key.stems4, sig.key_stems4);
  for (const std::uint64_t stem : t.other) {
    const auto it = std::lower_bound(rules.opposites.begin(), rules.opposites.end(),
                                     std::pair<std::uint64_t, std::uint64_t>{stem, 0});
    if (it != rules.opposites.end() && it->first == stem) ++sig.other_opposites;
    if (slot_of(rules, stem) >= 0) ++sig.other_values;
  }
  sig.n_stems = static_cast<std::uint32_t>(t.stems.size());
  std::copy_n(t.stems.begin(), std::min<std::size_t>(t.stems.size(), PoolSignature::kInlineStems), sig.stems);
  for (std::size_t k = 0; k < std::min<std::size_t>(t.stems.size(), PoolSignature::kInlineStems); ++k)
    if (!has(rules.change_cues, t.stems[k])) sig.other_stems |= static_cast<std::uint16_t>(1U << k);
  sig.created_at = out.created_at;
  sig.keyed = out.keyed;
  sig.near_names = !t.near_names.empty();
  sig.labelled = !t.label.empty();
  // _label_named: an older side needs a clause label, a newer side a clause (or itself) that may name one (its label
  // words, read only for an analysis with a word of clause_cues and no addition)
  sig.clause_labelled = !t.clause_labels.empty();
  sig.names_labels = !t.label_words.empty() ||
                     std::any_of(t.clauses.begin(), t.clauses.end(),
                                 [](const TextAnalysis& c) { return !c.label_words.empty(); });
  sig.label_size = static_cast<std::uint8_t>(std::min<std::size_t>(t.label.size(), 255));
  sig.label_head = t.label_head;
  return out;
}

ConflictMarks find_conflicts_exhaustive(const ConflictRules& rules, const PoolAnalysis* const* pool, const PoolVectors& vectors,
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
    const bool by_names = !texts(newer).near_names.empty();  // may state a change sharing one name (names_change)
    if (a.size() < 2 && !by_names) continue;  // shares fewer than two stems with anything
    const double when = pool[newer]->created_at;
    auto compare = [&](std::size_t o) {
      if (when > pool[o]->created_at && (masks[newer] & masks[o]) != 0 &&
          (change_between(rules, texts(newer), a, texts(o), subjects[o]) ||
           (!other_subjects(texts(newer), texts(o)) &&
            ((by_names && names_change(*pool[newer], a, *pool[o], subjects[o])) ||
             label_change(rules, *pool[newer], a, *pool[o], subjects[o]))) ||
           (!texts(newer).clauses.empty() && clause_change(rules, texts(newer), common, *pool[o], subjects[o])) ||
           (a.size() >= 2 && intersects(a, subjects[o]) && label_named(rules, *pool[newer], *pool[o]))) &&
          !same_quantity(texts(newer), texts(o))) {
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

namespace {

// Whether statements_conflict(a, b) can hold, from the two signatures alone: every way it returns true needs three
// shared core words or more and a frame (shared / union) of 0.5 or more; with no negation on either side it also
// needs the same content words with digits and at most two core words of each side not shared.
// Without a branch: most pairs fail, in no predictable order.
bool statements_may_conflict(const PoolSignature& a, const PoolSignature& b) {
  const std::uint32_t most = most_shared(a.core, a.core_slack, b.core);
  const bool enough = (most >= 3) & (3 * most >= a.core_size + b.core_size);
  const bool negated = (a.negations_size | b.negations_size) != 0;  // the negations may differ
  const bool same_ids = (a.ids_size == b.ids_size) & (a.ids_xor == b.ids_xor);
  const bool close = (most + 2 >= a.core_size) & (most + 2 >= b.core_size);
  return enough & (negated | (same_ids & close));
}

// Per-thread scratch of find_conflicts (no allocation per call once warm).
struct Scratch {
  // The near candidates' stems by bucket (hash % kBuckets): how many, the first stem seen, and whether another stem
  // fell in too (`mixed`). All zero between calls: a call resets the buckets it touched.
  struct Bucket {
    std::uint64_t stem = 0;
    std::uint32_t count = 0, mixed = 0;
  };
  std::vector<Bucket> buckets;
  std::vector<std::uint32_t> touched, hot;  // the buckets a call counted in, and those whose count passed the limit
  Set heavy, common;
  std::vector<Set> own;               // each near candidate's and hit's subject,
  std::vector<WordBits> bits;         // its signature,
  std::vector<std::uint32_t> slack;   // its slack,
  std::vector<double> when;           // and the candidate's created_at
  std::vector<std::int32_t> list;     // the candidates a pair test lets through
  std::vector<char> is_hit, made;
};

constexpr std::size_t kBuckets = 1024;

// Not inlined: inlined, GCC propagated the thread-local's address into add_changes as a constant and computed it
// again (a __tls_get_addr call) at each use in its loops, ~1 µs a recall in a perf profile.
[[gnu::noinline]] Scratch& thread_scratch() {
  thread_local Scratch scratch;
  return scratch;
}

// The change test of find_conflicts (the only one that depends on the pool): appended to out.marked and out.changes.
void add_changes(const ConflictRules& rules, const PoolAnalysis* const* pool, std::size_t n, const std::int32_t* hits,
                 std::size_t n_hits, Scratch& s, ConflictMarks& out) {
  auto sig = [&](std::size_t i) -> const PoolSignature& { return pool[i]->signature; };
  auto texts = [&](std::size_t i) -> const TextAnalysis& { return pool[i]->text; };
  auto mark = [&](std::int32_t a, std::int32_t b) { out.marked.emplace_back(std::min(a, b), std::max(a, b)); };
  s.list.resize(n);
  // Changed values among the change_pool best candidates and the hits: each text's other stems less the common ones
  // (those in more than max(3, common_share * near) of the near candidates' stems), then every (newer, older) pair.
  const std::size_t near = std::min(n, rules.change_pool);
  const double at_least = std::max(3.0, rules.common_share * static_cast<double>(near));
  // A count (an integer) exceeds at_least exactly when it exceeds its floor: the tests below compare integers.
  const auto limit = static_cast<std::size_t>(std::floor(at_least));
  auto each_stem = [&](std::size_t i, auto&& f) {
    const PoolSignature& si = sig(i);
    if (si.n_stems <= PoolSignature::kInlineStems) {
      for (std::uint32_t k = 0; k < si.n_stems; ++k) f(si.stems[k]);
    } else {
      for (const std::uint64_t stem : texts(i).stems) f(stem);
    }
  };
  // One pass counts the stems by bucket. A bucket that only one stem fell in counts that stem exactly, so a stem
  // alone in a bucket past the limit is common without a second look; only the stems of a bucket past the limit
  // that several stems share (rare: ~10-20 % of pools) are counted again exactly, sorted. (A second pass over every
  // near stem to collect those of heavy buckets was a sixth of this function's time.)
  if (s.buckets.size() != kBuckets) s.buckets.assign(kBuckets, Scratch::Bucket{});
  s.touched.clear();
  s.hot.clear();
  s.heavy.clear();
  s.common.clear();
  for (std::size_t i = 0; i < near; ++i)
    each_stem(i, [&](std::uint64_t stem) {
      const auto b = static_cast<std::uint32_t>(stem % kBuckets);
      Scratch::Bucket& bucket = s.buckets[b];
      if (bucket.count == 0) {
        bucket.stem = stem;
        s.touched.push_back(b);
      }
      bucket.mixed |= static_cast<std::uint32_t>(bucket.stem != stem);
      if (++bucket.count == limit + 1) s.hot.push_back(b);
    });
  bool any_mixed = false;
  for (const std::uint32_t b : s.hot) {
    if (s.buckets[b].mixed != 0) {
      any_mixed = true;
    } else {
      s.common.push_back(s.buckets[b].stem);
    }
  }
  if (any_mixed) {
    for (std::size_t i = 0; i < near; ++i)
      each_stem(i, [&](std::uint64_t stem) {
        const Scratch::Bucket& bucket = s.buckets[stem % kBuckets];
        if (bucket.mixed != 0 && bucket.count > limit) s.heavy.push_back(stem);
      });
    std::sort(s.heavy.begin(), s.heavy.end());
    for (std::size_t i = 0; i < s.heavy.size();) {
      std::size_t j = i;
      while (j < s.heavy.size() && s.heavy[j] == s.heavy[i]) ++j;
      if (j - i > limit) s.common.push_back(s.heavy[i]);
      i = j;
    }
  }
  for (const std::uint32_t b : s.touched) s.buckets[b] = Scratch::Bucket{};
  std::sort(s.common.begin(), s.common.end());  // distinct: a stem falls in one bucket
  WordBits common_bits;
  for (const std::uint64_t stem : s.common) common_bits.add(stem);
  if (s.own.size() < n) s.own.resize(n);
  s.bits.resize(n);
  s.slack.resize(n);
  s.when.resize(n);
  s.made.assign(n, 0);
  s.is_hit.assign(n, 0);
  for (std::size_t h = 0; h < n_hits; ++h) s.is_hit[static_cast<std::size_t>(hits[h])] = 1;
  // A subject is copied into the scratch (from the signature's stems when it holds them all), so that the pair
  // tests below read contiguous memory; its signature is made here.
  auto is_common = [&](std::uint64_t stem) {
    return !s.common.empty() && !disjoint_bit(common_bits, stem) &&
           std::binary_search(s.common.begin(), s.common.end(), stem);
  };
  auto make = [&](std::size_t i) {
    if (s.made[i]) return;
    s.made[i] = 1;
    const PoolSignature& si = sig(i);
    Set& subject = s.own[i];
    subject.clear();
    if (si.n_stems <= PoolSignature::kInlineStems) {
      for (std::uint32_t k = 0; k < si.n_stems; ++k)
        if ((si.other_stems >> k & 1U) != 0 && !is_common(si.stems[k])) subject.push_back(si.stems[k]);
    } else {
      for (const std::uint64_t stem : texts(i).other)
        if (!is_common(stem)) subject.push_back(stem);
    }
    s.bits[i] = WordBits{};
    s.slack[i] = signature(subject, s.bits[i]);
    s.when[i] = si.created_at;
  };
  for (std::size_t i = 0; i < near; ++i) make(i);
  for (std::size_t h = 0; h < n_hits; ++h) make(static_cast<std::size_t>(hits[h]));
  const double least_overlap = std::min(rules.change_overlap, rules.state_overlap);
  for (std::size_t newer = 0; newer < near; ++newer) {
    const Set& a = s.own[newer];
    const bool by_names = sig(newer).near_names;  // may state a change sharing one name (names_change)
    const bool labelled = sig(newer).labelled;    // may restate a labelled fact (label_change)
    const bool by_clauses = !texts(newer).clauses.empty();  // one of its clauses may state a change (clause_change)
    const bool names_labels = sig(newer).names_labels;      // it may name an older clause's label (label_named)
    const std::uint64_t head = sig(newer).label_head;
    if (a.size() < 2 && !by_names) continue;  // shares fewer than two stems with anything (label_change needs two)
    const double when = s.when[newer];
    const WordBits& bits = s.bits[newer];
    // at most these flip or swap a value
    const std::uint32_t slack = s.slack[newer], opposites = sig(newer).other_opposites + sig(newer).other_values;
    const bool may_flip = sig(newer).other_opposites != 0, may_swap = sig(newer).other_values != 0;
    // change_between's tests of sizes, first with at most the shared signature bits (plus slack) in common
    // and every stem that may flip counted as shared too, then exactly
    auto sized = [&](const Set& b, const WordBits& b_bits) {
      const std::size_t most = most_shared(bits, slack, b_bits) + opposites, sizes = a.size() + b.size();
      if (most < 2 || !(static_cast<double>(most) >= least_overlap * static_cast<double>(sizes - std::min(most, sizes)) ||
                        restates(rules, most, b.size())))
        return false;
      const std::size_t common = common_count(a, b);
      if (common == 0 || common == a.size()) return false;
      const std::size_t shared = common + (may_flip ? opposite_flips(rules, a, b) : 0) +
                                 (may_swap ? value_swaps(rules, a, b) : 0);
      return shared >= 2 && (static_cast<double>(shared) >= least_overlap * static_cast<double>(a.size() + b.size() - shared) ||
                             restates(rules, shared, b.size()));
    };
    auto compare = [&](std::size_t o) {
      // then (for the few pairs left) the rule; or the rule of names_change, which one shared name may meet; or that
      // of label_change, for an older text with a label of the same first stem (from the signatures, so that the
      // analyses of the other pairs are not read)
      const Set& b = s.own[o];
      const bool same_label = labelled && sig(o).labelled &&
                              (sig(o).label_head == head || attribute_labels(rules, sig(newer), sig(o)));
      if ((sized(b, s.bits[o]) && change_between(rules, texts(newer), a, texts(o), b)) ||
          ((by_names || same_label) && !pool[o]->valueless && !other_subjects(texts(newer), texts(o)) &&
           ((by_names && names_change(*pool[newer], a, *pool[o], b)) ||
            (same_label && label_change(rules, *pool[newer], a, *pool[o], b)))) ||
          (by_clauses && clause_change(rules, texts(newer), s.common, *pool[o], b)) ||
          (names_labels && sig(o).clause_labelled && a.size() >= 2 && intersects(a, b) &&
           label_named(rules, *pool[newer], *pool[o]))) {
        if (same_quantity(texts(newer), texts(o))) return;  // the same value in another unit (semantics.same_quantity)
        mark(static_cast<std::int32_t>(newer), static_cast<std::int32_t>(o));
        out.changes.emplace_back(static_cast<std::int32_t>(newer), static_cast<std::int32_t>(o));
      }
    };
    // the older candidates whose subject shares a signature bit with this one, listed without a branch
    std::size_t left = 0;
    auto consider = [&](std::size_t o) {
      s.list[left] = static_cast<std::int32_t>(o);
      left += static_cast<std::size_t>((when > s.when[o]) & !disjoint(bits, s.bits[o]));
    };
    if (s.is_hit[newer]) {
      for (std::size_t o = 0; o < near; ++o) consider(o);
    } else {
      for (std::size_t h = 0; h < n_hits; ++h) consider(static_cast<std::size_t>(hits[h]));
    }
    for (std::size_t k = 0; k < left; ++k) compare(static_cast<std::size_t>(s.list[k]));
  }

}

void finish(ConflictMarks& out) {
  std::sort(out.marked.begin(), out.marked.end());
  out.marked.erase(std::unique(out.marked.begin(), out.marked.end()), out.marked.end());
  std::sort(out.changes.begin(), out.changes.end());
  out.changes.erase(std::unique(out.changes.begin(), out.changes.end()), out.changes.end());
}

}  // namespace

// The same marks as find_conflicts_exhaustive (the pairwise loops, kept as the reference the tests compare with),
// with each pair's word test preceded by a sound first test on 256-bit signatures: a statement pair needs three
// shared core words, and a change pair enough shared subject stems for change_between's sizes and overlap, and
// two sets share at most the bits their signatures share plus the first one's slack. Most pairs end there.
ConflictMarks find_conflicts(const ConflictRules& rules, const PoolAnalysis* const* pool, const PoolVectors& vectors,
                             std::size_t n, std::size_t dim, const std::int32_t* hits, std::size_t n_hits) {
  ConflictMarks out;
  if (n < 2 || n_hits == 0) return out;
  for (std::size_t h = 0; h < n_hits; ++h)
    if (hits[h] < 0 || static_cast<std::size_t>(hits[h]) >= n) throw std::out_of_range("a hit outside the pool");
  // Every candidate's signature is read below, and the analyses are scattered on the heap: ask for all of them
  // at once, so that their cache misses overlap instead of coming one by one.
  for (std::size_t i = 0; i < n; ++i) {
    const char* at = reinterpret_cast<const char*>(&pool[i]->signature);
    for (std::size_t line = 0; line < sizeof(PoolSignature); line += 64) __builtin_prefetch(at + line);
  }
  Scratch& s = thread_scratch();
  s.list.resize(n);
  auto sig = [&](std::size_t i) -> const PoolSignature& { return pool[i]->signature; };
  auto texts = [&](std::size_t i) -> const TextAnalysis& { return pool[i]->text; };
  auto mark = [&](std::int32_t a, std::int32_t b) { out.marked.emplace_back(std::min(a, b), std::max(a, b)); };

  // Statements that disagree, among the candidates similar to a hit; the similarity is _core.dot_many's value bit
  // for bit (a row's dot never depends on the rows beside it in a call: simd/dot_simd.inl).
  const simd::Kernels& kernels = simd::active_kernels();
  auto vector_of = [&](std::size_t i) {
    const auto seg = static_cast<std::size_t>(vectors.segments[i]);
    if (seg >= vectors.n_bases || vectors.bases[seg] == nullptr) throw std::out_of_range("a candidate without vectors");
    return vectors.bases[seg] + static_cast<std::size_t>(vectors.rows[i]) * dim;
  };
  for (std::size_t h = 0; h < n_hits; ++h) {
    const std::int32_t a = hits[h];
    const auto ha = static_cast<std::size_t>(a);
    const PoolSignature& sa = sig(ha);
    if (sa.core_size < 3) continue;  // statements_conflict needs three shared core words
    std::size_t left = 0;  // the candidates that may conflict with the hit, listed without a branch
    for (std::size_t j = 0; j < n; ++j) {
      s.list[left] = static_cast<std::int32_t>(j);
      left += static_cast<std::size_t>((ha != j) & statements_may_conflict(sa, sig(j)));
    }
    for (std::size_t k = 0; k < left; ++k) {
      const auto j = static_cast<std::size_t>(s.list[k]);
      if (!statements_conflict(texts(ha), texts(j))) continue;
      float similarity = 0.f;
      kernels.dot_rows(vector_of(ha), vector_of(j), 1, dim, dim, &similarity);
      if (similarity >= rules.similarity) mark(a, static_cast<std::int32_t>(j));
    }
  }

  add_changes(rules, pool, n, hits, n_hits, s, out);

  // Keyed facts against free text, whatever their similarity (keyed_conflict's first test: the key's stems4 meet
  // the text's).
  bool any_keyed = false;
  for (std::size_t i = 0; i < n && !any_keyed; ++i) any_keyed = sig(i).keyed;
  if (any_keyed) {
    for (std::size_t h = 0; h < n_hits; ++h) {
      const std::int32_t a = hits[h];
      const bool a_keyed = sig(static_cast<std::size_t>(a)).keyed;
      for (std::size_t j = 0; j < n; ++j) {
        if (sig(j).keyed == a_keyed) continue;
        const auto b = static_cast<std::int32_t>(j);
        const auto f = static_cast<std::size_t>(a_keyed ? a : b), other = static_cast<std::size_t>(a_keyed ? b : a);
        if (disjoint(sig(f).key_stems4, sig(other).stems4)) continue;
        if (keyed_conflict(rules, pool[f]->key, pool[f]->value, texts(other))) mark(a, b);
      }
    }
  }
  std::sort(out.marked.begin(), out.marked.end());
  out.marked.erase(std::unique(out.marked.begin(), out.marked.end()), out.marked.end());
  std::sort(out.changes.begin(), out.changes.end());
  out.changes.erase(std::unique(out.changes.begin(), out.changes.end()), out.changes.end());
  return out;
}


ConflictMarks find_changes(const ConflictRules& rules, const PoolAnalysis* const* pool, std::size_t n,
                           const std::int32_t* hits, std::size_t n_hits) {
  ConflictMarks out;
  if (n < 2 || n_hits == 0) return out;
  for (std::size_t h = 0; h < n_hits; ++h)
    if (hits[h] < 0 || static_cast<std::size_t>(hits[h]) >= n) throw std::out_of_range("a hit outside the pool");
  // The change test reads the near candidates' and the hits' signatures: ask for them at once.
  const std::size_t near = std::min(n, rules.change_pool);
  auto fetch = [&](std::size_t i) {
    const char* at = reinterpret_cast<const char*>(&pool[i]->signature);
    for (std::size_t line = 0; line < sizeof(PoolSignature); line += 64) __builtin_prefetch(at + line);
  };
  for (std::size_t i = 0; i < near; ++i) fetch(i);
  for (std::size_t h = 0; h < n_hits; ++h) fetch(static_cast<std::size_t>(hits[h]));
  add_changes(rules, pool, n, hits, n_hits, thread_scratch(), out);
  finish(out);
  return out;
}

ConflictMarks with_related(ConflictMarks changes, std::size_t n, const std::pair<std::int32_t, std::int32_t>* related,
                           std::size_t n_related) {
  changes.marked.reserve(changes.marked.size() + n_related);
  for (std::size_t r = 0; r < n_related; ++r) {
    const auto [a, b] = related[r];
    if (a < 0 || b < 0 || static_cast<std::size_t>(a) >= n || static_cast<std::size_t>(b) >= n)
      throw std::out_of_range("a related pair outside the pool");
    changes.marked.emplace_back(std::min(a, b), std::max(a, b));
  }
  finish(changes);
  return changes;
}

ConflictMarks find_conflicts_related(const ConflictRules& rules, const PoolAnalysis* const* pool, std::size_t n,
                                     const std::int32_t* hits, std::size_t n_hits,
                                     const std::pair<std::int32_t, std::int32_t>* related, std::size_t n_related) {
  if (n < 2 || n_hits == 0) return {};
  return with_related(find_changes(rules, pool, n, hits, n_hits), n, related, n_related);
}

void add_cross_language_changes(const ConflictRules& rules, const PoolAnalysis* const* pool, const PoolVectors& vectors,
                                std::size_t n, std::size_t dim, const std::int32_t* hits, std::size_t n_hits,
                                double margin, ConflictMarks& out) {
  if (margin < 0.0 || n < 2 || n_hits == 0 || dim == 0) return;
  std::vector<char> is_hit(n, 0);
  for (std::size_t h = 0; h < n_hits; ++h) {
    if (hits[h] < 0 || static_cast<std::size_t>(hits[h]) >= n) throw std::out_of_range("a hit outside the pool");
    is_hit[static_cast<std::size_t>(hits[h])] = 1;
  }
  const std::size_t near = std::min(n, rules.change_pool);
  std::vector<std::size_t> english, other;  // the facts of each language, in pool order
  for (std::size_t i = 0; i < n; ++i)
    if ((i < near || is_hit[i]) && !pool[i]->valueless) (pool[i]->english ? english : other).push_back(i);
  if (english.empty() || other.empty()) return;
  const simd::Kernels& kernels = simd::active_kernels();
  auto vector_of = [&](std::size_t i) {
    const auto seg = static_cast<std::size_t>(vectors.segments[i]);
    if (seg >= vectors.n_bases || vectors.bases[seg] == nullptr) throw std::out_of_range("a candidate without vectors");
    return vectors.bases[seg] + static_cast<std::size_t>(vectors.rows[i]) * dim;
  };
  auto dot = [&](std::size_t a, std::size_t b) {  // _core.dot_many's value for one row
    float d = 0.f;
    kernels.dot_rows(vector_of(a), vector_of(b), 1, dim, dim, &d);
    return static_cast<double>(d);
  };
  std::vector<double> norm(n, 0.0);
  for (const auto* side : {&english, &other})
    for (const std::size_t i : *side) norm[i] = std::sqrt(std::max(dot(i, i), 0.0));
  const std::size_t ne = english.size(), no = other.size();
  // the other language's rows side by side, so that each English row meets them in one kernel call (a row's dot does
  // not depend on the rows beside it in a call: the same values as one call per pair)
  std::vector<float> side_by_side(no * dim);
  for (std::size_t b = 0; b < no; ++b) std::copy_n(vector_of(other[b]), dim, side_by_side.data() + b * dim);
  std::vector<float> dots(no);
  std::vector<double> cosine(ne * no);
  for (std::size_t a = 0; a < ne; ++a) {
    kernels.dot_rows(vector_of(english[a]), side_by_side.data(), no, dim, dim, dots.data());
    for (std::size_t b = 0; b < no; ++b) {
      const double d = norm[english[a]] * norm[other[b]];
      cosine[a * no + b] = d > 0.0 ? static_cast<double>(dots[b]) / d : 0.0;
    }
  }
  struct Nearest {
    std::size_t at = 0;  // position in the other language's list
    double best = -2.0, second = -1.0;
  };
  auto nearest = [](auto&& cos_to, std::size_t m) {
    Nearest out;
    for (std::size_t k = 0; k < m; ++k) {
      const double c = cos_to(k);
      if (c > out.best) {
        out.second = std::max(out.best, -1.0);
        out.best = c;
        out.at = k;
      } else if (c > out.second) {
        out.second = c;
      }
    }
    return out;
  };
  std::vector<Nearest> of_english(ne), of_other(no);
  for (std::size_t a = 0; a < ne; ++a) of_english[a] = nearest([&](std::size_t b) { return cosine[a * no + b]; }, no);
  for (std::size_t b = 0; b < no; ++b) of_other[b] = nearest([&](std::size_t a) { return cosine[a * no + b]; }, ne);
  bool added = false;
  for (std::size_t a = 0; a < ne; ++a) {
    const std::size_t b = of_english[a].at;
    if (of_other[b].at != a) continue;
    if (std::min(of_english[a].best - of_english[a].second, of_other[b].best - of_other[b].second) < margin) continue;
    const std::size_t i = english[a], j = other[b];
    if (!is_hit[i] && !is_hit[j]) continue;
    if (pool[i]->created_at == pool[j]->created_at) continue;
    const auto newer = static_cast<std::int32_t>(pool[i]->created_at > pool[j]->created_at ? i : j);
    const auto older = static_cast<std::int32_t>(pool[i]->created_at > pool[j]->created_at ? j : i);
    out.marked.emplace_back(std::min(newer, older), std::max(newer, older));
    out.changes.emplace_back(newer, older);
    added = true;
  }
  if (added) finish(out);
}

namespace {

// Whether a relates to b and b to a (ConflictRelations), at once: the keyed test and the statement test are
// symmetric (one test per pair), only the two dot products are made each way (a rare pair's: the statement test
// fails first for most).
std::pair<bool, bool> relates_both(const ConflictRules& rules, const PoolAnalysis& a, const PoolAnalysis& b,
                                   const float* va, const float* vb, std::size_t dim) {
  const PoolSignature &sa = a.signature, &sb = b.signature;
  if (sa.keyed != sb.keyed) {  // find_conflicts' keyed test: the fact's key against the free text
    const PoolAnalysis& fact = sa.keyed ? a : b;
    const PoolAnalysis& other = sa.keyed ? b : a;
    if (!disjoint(fact.signature.key_stems4, other.signature.stems4) &&
        keyed_conflict(rules, fact.key, fact.value, other.text))
      return {true, true};
  }
  if (sa.core_size < 3 || sb.core_size < 3 || !statements_may_conflict(sa, sb) || !statements_conflict(a.text, b.text))
    return {false, false};
  float ab = 0.f, ba = 0.f;
  simd::active_kernels().dot_rows(va, vb, 1, dim, dim, &ab);
  simd::active_kernels().dot_rows(vb, va, 1, dim, dim, &ba);
  return {ab >= rules.similarity, ba >= rules.similarity};
}

}  // namespace

void ConflictRelations::add(const ConflictRules& rules, const std::vector<Row>& held, const std::vector<Row>& fresh,
                            std::size_t dim) {
  if (rules_serial != rules.serial) {
    partners_.clear();
    rules_serial = rules.serial;
  }
  std::vector<std::int64_t> touched;  // the rows whose list got a partner
  auto link = [&](const Row& x, const Row& y) {
    const auto [xy, yx] = relates_both(rules, *x.analysis, *y.analysis, x.vector, y.vector, dim);
    if (xy) partners_[x.seq].push_back(y.seq), touched.push_back(x.seq);
    if (yx) partners_[y.seq].push_back(x.seq), touched.push_back(y.seq);
  };
  for (std::size_t i = 0; i < fresh.size(); ++i) {
    const Row& x = fresh[i];
    if (partners_.count(x.seq) != 0) continue;  // added already (a row listed twice)
    for (const Row& y : held)
      if (y.seq != x.seq) link(x, y);
    for (std::size_t j = 0; j < i; ++j)
      if (fresh[j].seq != x.seq) link(x, fresh[j]);
    partners_.try_emplace(x.seq);
  }
  std::sort(touched.begin(), touched.end());
  touched.erase(std::unique(touched.begin(), touched.end()), touched.end());
  for (const std::int64_t seq : touched) {  // sorted, distinct
    std::vector<std::int64_t>& list = partners_[seq];
    std::sort(list.begin(), list.end());
    list.erase(std::unique(list.begin(), list.end()), list.end());
  }
}

void ConflictRelations::forget(const std::int64_t* seqs, std::size_t n) {
  if (n == 0) return;
  std::vector<std::int64_t> gone(seqs, seqs + n);
  std::sort(gone.begin(), gone.end());
  gone.erase(std::unique(gone.begin(), gone.end()), gone.end());
  for (const std::int64_t seq : gone) partners_.erase(seq);
  for (auto& [seq, list] : partners_)
    list.erase(std::remove_if(list.begin(), list.end(),
                              [&](std::int64_t p) { return std::binary_search(gone.begin(), gone.end(), p); }),
               list.end());
  ++generation;
}

void ConflictRelations::clear() {
  partners_.clear();
  rules_serial = 0;
  usable = true;
  ++generation;
}

std::size_t ConflictRelations::n_pairs() const {
  std::size_t total = 0;
  for (const auto& [seq, list] : partners_) total += list.size();
  return total;
}

std::size_t ConflictRelations::bytes() const {
  // an unordered_map node (key, vector, next pointer, cached hash) and its bucket, plus the lists' elements
  const std::size_t node = sizeof(std::int64_t) + sizeof(std::vector<std::int64_t>) + 2 * sizeof(void*);
  std::size_t total = partners_.bucket_count() * sizeof(void*) + partners_.size() * node;
  for (const auto& [seq, list] : partners_) total += list.capacity() * sizeof(std::int64_t);
  return total;
}

}  // namespace engram::text

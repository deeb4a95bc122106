// engram/text/lexical.hpp - the lexical side of hybrid recall: word tokens, and a BM25 postings index over
// the texts of one selection of a segment (query/hybrid.hpp scores with it).
//
// Tokens (the same rules for memories and queries; tests/reference.py, `lexical_tokens`, is the plain-Python
// oracle the tests compare against):
//   - a word is a maximal run of ASCII letters/digits or bytes >= 0x80 (UTF-8 words stay whole); every other
//     byte (ASCII space and punctuation) separates words; ASCII letters are lowercased, nothing else changes;
//   - an apostrophe separates words, ASCII or typographic (U+2019, U+2018), and an English clitic right after one
//     ("Henrik's", "don't", "we’ll": s, t, d, m, ll, re, ve) is no token and not counted in the length, so a
//     possessive finds the name and the lone "s" does not become a rare, heavy term of a small scope;
//   - words joined by single hyphens ("INV-2291", "55-2291") also give their joined form ("inv2291"), so an
//     identifier written with or without its hyphen is found; the joined form is not counted in the text's
//     length (BM25's document length is the number of words);
//   - a word of ASCII letters only is reduced to a stem (detail::stem_length), so that forms of one word meet:
//     an "ing" (of a word of 6+ letters), "ed" (5+) or plural "s" (4+, not after "s" or "u": "class", "bus") is
//     dropped, then the word is cut to its first kStemChars letters ("allergic" and "allergy" give "allerg",
//     "cancelled" and "cancellation" "cancel", "owns" and "owned" "own"); a word holding a digit or a byte >= 0x80
//     (identifiers, other scripts) stays whole, and so does the joined form of hyphenated words;
//   - an acronym's plural of three letters, two capitals and a lower-case "s" ("VMs", "PCs", "IDs"), drops its "s"
//     too (kAcronymPlurals, acronym_plurals()): the plural "s" of a longer word is cut from 4 letters, so "VMs" gave
//     "vms" and missed the note or question saying "VM" (lookups181);
//   - a token is the 64-bit FNV-1a hash of its bytes, finished by wyhash's mixer (not the store's file
//     checksum, util/hash64, which hashes 1 MiB chunks: a token is a few bytes). Two tokens sharing a hash
//     count as one (probability ~ n^2 / 2^65).
//
// The index is derived from the text column in memory, never written: nothing new for erasure to find, and
// a rewritten segment gets a fresh one. It is immutable once built (any number of threads may read it).
#pragma once

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace engram::text {

// Calls emit(token, counts_in_length) for every token of `text` in order (see above): counts_in_length is
// false for the joined form of hyphenated words.
template <class Emit>
void for_each_token(std::string_view text, Emit&& emit);

// The distinct tokens of a query text, ascending.
std::vector<std::uint64_t> query_tokens(std::string_view text);

// The distinct tokens of n query texts, texts[i]'s tokens weighing weights[i] (a token of several texts takes the
// largest of their weights): `tokens` ascending and `token_weights` alongside (both replaced). What hybrid recall
// scores for a question read at two weights (query/hybrid.hpp: the words asked at 1, other forms of them below).
void weighted_query_tokens(const std::string_view* texts, const float* weights, std::size_t n,
                           std::vector<std::uint64_t>& tokens, std::vector<float>& token_weights);
// The same, each text naming its source word (sources[i]: the written word texts[i]'s words are forms of, empty for
// none): token_sources[j] is the first token of the source of the text tokens[j]'s weight came from (0: none).
void weighted_query_tokens(const std::string_view* texts, const float* weights, const std::string_view* sources,
                           std::size_t n, std::vector<std::uint64_t>& tokens, std::vector<float>& token_weights,
                           std::vector<std::uint64_t>& token_sources);


// The other regular English forms of n lower-case words (python/engramdb/inflections.py's rules: a plural, past or
// participle ending read off to its bases, each base's forms written), one form per lexical stem that none of the
// words and no earlier form gives, space-joined in the words' order: what hybrid recall also reads of a question at a
// lighter weight (store.INFLECTED_FORMS). A word under four letters or holding anything but a-z gives none.
std::string inflected_extra(const std::string_view* words, std::size_t n);
// inflected_extra by word: (i, forms) for each of the words that gives a form, in order: words[i]'s forms,
// space-joined (the same forms, each under the word that first gave it).
std::vector<std::pair<std::size_t, std::string>> inflected_extra_by_word(const std::string_view* words, std::size_t n);

// Which of `texts` hold each distinct token of `question` that is not in `skip` (ascending; e.g. the tokens of
// function words), for the answer support (python/engramdb/support.py: how much of a question a recall's top hit
// covers, each token weighted by how few of the hits hold it). Returns the question's kept tokens, ascending;
// held_by[i] = how many texts hold tokens[i], in_first[i] = whether texts[0] does (0 when n_texts is 0).
// Cost: one tokenising pass over each text and a binary search per token; no allocation per text.
struct TokenHolders {
  std::vector<std::uint64_t> tokens;
  std::vector<std::int32_t> held_by;
  std::vector<std::uint8_t> in_first;
};
TokenHolders token_holders(std::string_view question, const std::string_view* texts, std::size_t n_texts,
                           const std::uint64_t* skip, std::size_t n_skip);

// CSR postings over n documents (a selection's texts, in its order): token -> documents ascending, with
// the token's count in each; and each document's length in words.
class LexicalIndex {
 public:
  struct Postings {
    const std::int32_t* docs = nullptr;
    const std::int32_t* counts = nullptr;
    std::size_t n = 0;
  };

  // texts[i]: document i's UTF-8 bytes (borrowed for the call only).
  LexicalIndex(const std::string_view* texts, std::size_t n);

  std::size_t size() const { return lengths_.size(); }
  std::int64_t total_length() const { return total_length_; }
  const std::int32_t* lengths() const { return lengths_.data(); }
  std::size_t n_tokens() const { return tokens_.size(); }
  // The postings of `token` (empty when no document holds it): a binary search over the sorted tokens.
  Postings find(std::uint64_t token) const;
  // Bytes held, for diagnostics.
  std::size_t memory_bytes() const;

 private:
  std::vector<std::uint64_t> tokens_;  // distinct tokens, ascending
  std::vector<std::int64_t> starts_;   // [n_tokens + 1] into docs_ / counts_
  std::vector<std::int32_t> docs_, counts_;
  std::vector<std::int32_t> lengths_;
  std::int64_t total_length_ = 0;
};

// ---------------------------------------------------------------------------------------------- inline

// The letters a stem keeps (see above): long enough to keep "contract" and "contrary" apart less often than not,
// short enough for "cancelled" to meet "cancellation". Chosen on the v2 and holdout sets (benchmarks/RESULTS.md).
constexpr std::size_t kStemChars = 6;

// Whether a three-letter acronym's plural ("VMs") loses its "s" (above). Process-wide, read by every tokenising
// call: set it (set_acronym_plurals, for measuring) before any store builds a lexical index, never while one is
// built or read; an index built under the other value keeps its tokens.
constexpr bool kAcronymPlurals = true;
inline std::atomic<bool>& acronym_plurals_flag() {
  static std::atomic<bool> flag{kAcronymPlurals};
  return flag;
}
inline bool acronym_plurals() { return acronym_plurals_flag().load(std::memory_order_relaxed); }
inline bool set_acronym_plurals(bool on) { return acronym_plurals_flag().exchange(on); }

namespace detail {
constexpr std::uint64_t kFnvOffset = 0xcbf29ce484222325ull;
constexpr std::uint64_t kFnvPrime = 0x100000001b3ull;
inline std::uint64_t mum(std::uint64_t a, std::uint64_t b) {
  const unsigned __int128 r = static_cast<unsigned __int128>(a) * b;
  return static_cast<std::uint64_t>(r) ^ static_cast<std::uint64_t>(r >> 64);
}
inline std::uint64_t finish(std::uint64_t state) {
  return mum(mum(state ^ 0x2d358dccaa6c78a5ull, 0xa0761d6478bd642full), 0xe7037ed1a0b428dbull);
}
inline bool word_byte(unsigned char c) {
  return c >= 0x80 || (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}
inline unsigned char lower(unsigned char c) { return c >= 'A' && c <= 'Z' ? static_cast<unsigned char>(c + 32) : c; }
// The typographic apostrophes U+2019 and U+2018 (UTF-8 E2 80 99 / E2 80 98) at s[i]: they separate words.
inline bool curly_apostrophe(const unsigned char* s, std::size_t i, std::size_t n) {
  return i + 2 < n && s[i] == 0xE2 && s[i + 1] == 0x80 && (s[i + 2] == 0x99 || s[i + 2] == 0x98);
}
// The word s[start, end) is an English clitic (s, t, d, m, ll, re, ve; any case) right after an apostrophe (any of
// the three) that follows a word.
inline bool clitic(const unsigned char* s, std::size_t start, std::size_t end) {
  std::size_t before;
  if (start >= 2 && s[start - 1] == '\'') {
    before = start - 2;
  } else if (start >= 4 && curly_apostrophe(s, start - 3, start)) {
    before = start - 4;
  } else {
    return false;
  }
  if (!word_byte(s[before]) || (before >= 2 && curly_apostrophe(s, before - 2, before + 1))) return false;
  const std::size_t len = end - start;
  const unsigned char a = lower(s[start]), b = len == 2 ? lower(s[start + 1]) : 0;
  if (len == 1) return a == 's' || a == 't' || a == 'd' || a == 'm';
  return len == 2 && ((a == 'l' && b == 'l') || (a == 'r' && b == 'e') || (a == 'v' && b == 'e'));
}
// The length of the stem of the word s[start, end) (above): the word's own length unless it is ASCII letters only.
inline std::size_t stem_length(const unsigned char* s, std::size_t start, std::size_t end) {
  for (std::size_t j = start; j < end; ++j)
    if (!((s[j] >= 'a' && s[j] <= 'z') || (s[j] >= 'A' && s[j] <= 'Z'))) return end - start;
  std::size_t len = end - start;
  const auto at = [&](std::size_t back) { return lower(s[end - back]); };  // the back-th letter from the end
  if (len >= 6 && at(3) == 'i' && at(2) == 'n' && at(1) == 'g') {
    len -= 3;
  } else if (len >= 5 && at(2) == 'e' && at(1) == 'd') {
    len -= 2;
  } else if (len >= 4 && at(1) == 's' && at(2) != 's' && at(2) != 'u') {
    len -= 1;
  } else if (len == 3 && s[end - 1] == 's' && s[start] >= 'A' && s[start] <= 'Z' && s[start + 1] >= 'A' &&
             s[start + 1] <= 'Z' && acronym_plurals()) {
    len -= 1;  // "VMs" -> "vm"
  }
  return len < kStemChars ? len : kStemChars;
}
}  // namespace detail

template <class Emit>
void for_each_token(std::string_view text, Emit&& emit) {
  const auto* s = reinterpret_cast<const unsigned char*>(text.data());
  const std::size_t n = text.size();
  std::size_t i = 0;
  std::uint64_t chain = detail::kFnvOffset;  // FNV state over the words of the current hyphen chain
  int chain_words = 0;
  std::size_t chain_end = 0;  // where the chain's last word ended
  while (i < n) {
    if (!detail::word_byte(s[i]) || detail::curly_apostrophe(s, i, n)) {
      i += detail::word_byte(s[i]) ? 3 : 1;
      continue;
    }
    const std::size_t start = i;
    for (; i < n && detail::word_byte(s[i]) && !detail::curly_apostrophe(s, i, n); ++i) {
    }
    if (detail::clitic(s, start, i)) continue;
    std::uint64_t state = detail::kFnvOffset;
    const std::size_t stem_end = start + detail::stem_length(s, start, i);
    for (std::size_t j = start; j < stem_end; ++j) state = (state ^ detail::lower(s[j])) * detail::kFnvPrime;
    const bool continues = chain_words > 0 && start == chain_end + 1 && s[chain_end] == '-';
    if (!continues) {
      if (chain_words >= 2) emit(detail::finish(chain), false);
      chain = detail::kFnvOffset;
      chain_words = 0;
    }
    for (std::size_t j = start; j < i; ++j) chain = (chain ^ detail::lower(s[j])) * detail::kFnvPrime;
    ++chain_words;
    chain_end = i;
    emit(detail::finish(state), true);
  }
  if (chain_words >= 2) emit(detail::finish(chain), false);
}

}  // namespace engram::text

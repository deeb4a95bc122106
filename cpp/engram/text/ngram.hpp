// engram/text/ngram.hpp - hashed character n-gram scores: a linear model over the l2-normalised counts of a
// sequence's n-grams, each hashed into 2^bits buckets (the secret guard's language-independent signal,
// python/engramdb/guard/ngram.py, whose numpy `features` is the definition the tests compare against).
//
// A sequence is uint32 code points (what the caller made of its text: lowercased characters, character classes).
// For each family (codes, sizes lo..hi, salt) the hash of an n-gram starting at i extends that of its (n-1)-gram:
// h1 = c[i], hn = h(n-1) * 0x100000001B3 + c[i+n-1] (uint64, wrapping), and its bucket is
// ((hn + salt * 1000 + n) * 0x9E3779B97F4A7C15) >> (64 - bits). A text's n-grams of every family are counted by
// bucket; its score is bias + sum(w[b] * count[b]) / sqrt(sum(count[b]^2)) over its distinct buckets in
// ascending order (bias alone without n-grams), in double, summed in that order as numpy's bincount does.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string_view>
#include <vector>

namespace engram::text {

struct NgramFamily {
  const std::uint32_t* codes;    // every text's codes, one after the other
  const std::int64_t* offsets;   // text t is codes[offsets[t], offsets[t + 1]); n_texts + 1 entries
  int lo, hi;                    // n-gram sizes lo..hi (2 <= lo <= hi)
  std::uint64_t salt;
};

// scores[t] for t < n_texts over the given families (each with n_texts texts). weights has 2^bits entries.
void ngram_scores(const NgramFamily* families, std::size_t n_families, std::size_t n_texts, const float* weights,
                  int bits, double bias, double* scores);

}  // namespace engram::text

namespace engram::text {

// The n-gram signal's shape gate (python/engramdb/guard/ngram.py GATE, a Python regex) decided natively for
// texts of ASCII characters. GATE matches a whole whitespace-delimited token (a maximal run of characters that
// are not Python whitespace: for ASCII, 0x09-0x0D, 0x1C-0x20) of 6 to 40 characters that holds an ASCII letter
// and either an ASCII digit or a letter followed by one or more ASCII punctuation marks ([!-/:-@[-`{-~]) and then a
// letter or digit. A text holding any byte >= 0x80 (a non-ASCII character, whose Unicode classes only Python
// knows) is not decided here: it is reported `undecided` and the caller runs the regex on it.
struct GateResult {
  std::vector<std::int64_t> gated;      // indexes of the ASCII texts the gate lets through, ascending
  std::vector<std::int64_t> undecided;  // indexes of the texts holding a non-ASCII byte, ascending
};

GateResult shape_gate(const std::string_view* texts, std::size_t count);

// Whether the ASCII text `text` passes the gate (every byte < 0x80; see shape_gate).
bool gate_ascii(std::string_view text) noexcept;

}  // namespace engram::text

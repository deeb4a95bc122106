// engram/text/ngram.cpp - see ngram.hpp.
#include "engram/text/ngram.hpp"

#include <algorithm>
#include <cmath>
#include <vector>

namespace engram::text {

void ngram_scores(const NgramFamily* families, std::size_t n_families, std::size_t n_texts, const float* weights,
                  int bits, double bias, double* scores) {
  constexpr std::uint64_t kMul = 0x100000001B3ULL;
  constexpr std::uint64_t kMix = 0x9E3779B97F4A7C15ULL;
  const unsigned shift = 64U - static_cast<unsigned>(bits);
  std::vector<std::uint32_t> buckets;
  for (std::size_t t = 0; t < n_texts; ++t) {
    buckets.clear();
    for (std::size_t f = 0; f < n_families; ++f) {
      const NgramFamily& fam = families[f];
      const std::uint32_t* c = fam.codes + fam.offsets[t];
      const auto len = static_cast<std::int64_t>(fam.offsets[t + 1] - fam.offsets[t]);
      for (std::int64_t i = 0; i + fam.lo <= len; ++i) {
        std::uint64_t h = c[i];
        for (int n = 2; n <= fam.hi && i + n <= len; ++n) {
          h = h * kMul + c[i + n - 1];
          if (n >= fam.lo)
            buckets.push_back(static_cast<std::uint32_t>(((h + fam.salt * 1000U + static_cast<std::uint64_t>(n)) * kMix) >> shift));
        }
      }
    }
    std::sort(buckets.begin(), buckets.end());
    double dot = 0.0, norm2 = 0.0;
    for (std::size_t i = 0; i < buckets.size();) {
      std::size_t j = i + 1;
      while (j < buckets.size() && buckets[j] == buckets[i]) ++j;
      const auto count = static_cast<double>(j - i);
      dot += static_cast<double>(weights[buckets[i]]) * count;
      norm2 += count * count;
      i = j;
    }
    scores[t] = bias + (norm2 > 0.0 ? dot / std::sqrt(norm2) : 0.0);
  }
}

}  // namespace engram::text

namespace engram::text {
namespace {

// Character classes of ASCII for the gate, as Python's re sees them in a str pattern.
constexpr unsigned char kSpace = 1, kLetter = 2, kDigit = 4, kPunct = 8;

constexpr unsigned char ascii_class(unsigned char c) noexcept {
  if ((c >= 0x09 && c <= 0x0D) || (c >= 0x1C && c <= 0x20)) return kSpace;  // str.isspace() below 128
  if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')) return kLetter;      // [^\W\d_]
  if (c >= '0' && c <= '9') return kDigit;                                      // \d
  if ((c >= 0x21 && c <= 0x2F) || (c >= 0x3A && c <= 0x40) || (c >= 0x5B && c <= 0x60) || (c >= 0x7B && c <= 0x7E))
    return kPunct;  // [!-/:-@\[-`{-~] ('_' included)
  return 0;         // other control characters: part of a token, no class
}

struct ClassTable {
  unsigned char c[128];
  constexpr ClassTable() : c() {
    for (int i = 0; i < 128; ++i) c[i] = ascii_class(static_cast<unsigned char>(i));
  }
};
constexpr ClassTable kClasses{};

}  // namespace

bool gate_ascii(std::string_view text) noexcept {
  const auto* p = reinterpret_cast<const unsigned char*>(text.data());
  const std::size_t n = text.size();
  std::size_t i = 0;
  while (i < n) {
    if (kClasses.c[p[i] & 0x7F] == kSpace) {
      ++i;
      continue;
    }
    // A token: its length, whether it holds a letter, a digit, and letter, punctuation+, letter-or-digit.
    const std::size_t start = i;
    bool letter = false, digit = false, joined = false;
    int state = 0;  // 0: nothing pending, 1: just after a letter, 2: in a punctuation run after a letter
    for (; i < n; ++i) {
      const unsigned char k = kClasses.c[p[i] & 0x7F];
      if (k == kSpace) break;
      if (k == kLetter) {
        letter = true;
        if (state == 2) joined = true;
        state = 1;
      } else if (k == kDigit) {
        digit = true;
        if (state == 2) joined = true;
        state = 0;
      } else if (k == kPunct) {
        if (state >= 1) state = 2;
      } else {
        state = 0;
      }
    }
    const std::size_t length = i - start;
    if (length >= 6 && length <= 40 && letter && (digit || joined)) return true;
  }
  return false;
}

GateResult shape_gate(const std::string_view* texts, std::size_t count) {
  GateResult out;
  for (std::size_t t = 0; t < count; ++t) {
    const std::string_view text = texts[t];
    bool ascii = true;
    for (const char ch : text) {
      if (static_cast<unsigned char>(ch) >= 0x80) {
        ascii = false;
        break;
      }
    }
    if (!ascii)
      out.undecided.push_back(static_cast<std::int64_t>(t));
    else if (gate_ascii(text))
      out.gated.push_back(static_cast<std::int64_t>(t));
  }
  return out;
}

}  // namespace engram::text

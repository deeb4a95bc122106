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

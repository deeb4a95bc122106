// engram/embed/hashing.cpp - the hashing embedder; the format is specified in hashing.hpp.
#include "engram/embed/hashing.hpp"

#include "engram/util/parallel.hpp"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <thread>

namespace engram::embed {
namespace {

// Part of the format (hashing.hpp, "Hash"): never change these without a new format version.
constexpr std::uint64_t kFnvOffsetBasis = 0xcbf29ce484222325ULL;
constexpr std::uint64_t kFnvPrime = 0x100000001b3ULL;
constexpr std::uint64_t kFinishMul1 = 0xa0761d6478bd642fULL;
constexpr std::uint64_t kFinishMul2 = 0xe7037ed1a0b428dbULL;
constexpr std::uint64_t kPairFirst = 0x8bb84b93962eacc9ULL;
constexpr std::uint64_t kPairSecond = 0x4b33a62ed433d4a3ULL;
constexpr std::uint64_t kSeedWord = 0x9e3779b97f4a7c15ULL;
constexpr std::uint64_t kSeedPair = 0xbf58476d1ce4e5b9ULL;
constexpr std::uint64_t kSeedNgram = 0x94d049bb133111ebULL;
// Class weights (hashing.hpp, "Features").
constexpr double kWeightWord = 1.0;
constexpr double kWeightWordWithDigit = 1.5;
constexpr double kWeightPair = 0.5;
constexpr double kWeightNgram = 0.15;
constexpr std::size_t kNgramMin = 3;
constexpr std::size_t kNgramMax = 5;

__extension__ typedef unsigned __int128 u128;

inline std::uint64_t mum(std::uint64_t a, std::uint64_t b) noexcept {
  const u128 product = static_cast<u128>(a) * b;
  return static_cast<std::uint64_t>(product) ^ static_cast<std::uint64_t>(product >> 64);
}
inline std::uint64_t absorb(std::uint64_t state, unsigned char byte) noexcept {
  return (state ^ byte) * kFnvPrime;
}
inline std::uint64_t finish(std::uint64_t state, std::uint64_t seed) noexcept {
  return mum(mum(state ^ seed, kFinishMul1), kFinishMul2);
}

inline bool is_word_byte(unsigned char b) noexcept {
  return b >= 0x80 || (b >= '0' && b <= '9') || (b >= 'a' && b <= 'z') || (b >= 'A' && b <= 'Z');
}
inline unsigned char lower(unsigned char b) noexcept {
  return (b >= 'A' && b <= 'Z') ? static_cast<unsigned char>(b + ('a' - 'A')) : b;
}

// x mod d for 32-bit x and 1 <= d < 2^32 without a division (Lemire, Kaser, Kurz 2019, "Faster remainder
// by direct computation"); exact for every input, so the format is plain `mod`. m = fastmod_multiplier(d).
inline std::uint64_t fastmod_multiplier(std::uint32_t d) noexcept { return ~std::uint64_t{0} / d + 1; }
inline std::uint32_t fastmod(std::uint32_t x, std::uint64_t m, std::uint32_t d) noexcept {
  return static_cast<std::uint32_t>((static_cast<u128>(m * x) * d) >> 64);
}

// Counts the distinct features of one text in the scratch's table, then writes the row.
class TextAccumulator {
 public:
  TextAccumulator(HashingScratch& scratch, std::size_t text_size) : s_(scratch) {
    // At most 5 features per byte; start at a load factor <= 1/2 for typical texts, grow when needed.
    const std::size_t bound = std::min<std::size_t>(5 * text_size + 2, 4096);
    std::size_t capacity = 16;
    while (capacity < 2 * bound) capacity *= 2;
    reserve_table(capacity);
    mask_ = static_cast<std::uint32_t>(capacity - 1);
  }

  void add(std::uint64_t hash, double class_weight) {
    std::uint32_t slot = static_cast<std::uint32_t>(hash >> 32) & mask_;  // low bits pick the bucket
    for (;;) {
      const std::uint32_t entry = s_.table[slot];
      if (entry == 0) break;
      HashingScratch::Feature& f = s_.features[entry - 1];
      if (f.hash == hash) {
        ++f.count;
        return;
      }
      slot = (slot + 1) & mask_;
    }
    if (2 * (s_.features.size() + 1) > std::size_t{mask_} + 1) {
      grow();
      add(hash, class_weight);  // one level deep: after grow() the load is <= 1/4
      return;
    }
    // Fields stored one by one: pushing a braced temporary made GCC build it on the stack and reload it
    // with wider loads (a store-forwarding stall measured at ~20% of the run time).
    HashingScratch::Feature& f = s_.features.emplace_back();
    f.hash = hash;
    f.class_weight = class_weight;
    f.count = 1;
    f.slot = slot;
    s_.table[slot] = static_cast<std::uint32_t>(s_.features.size());
  }

  // Writes the normalised row into out[0, dim) and leaves the scratch empty for the next text.
  void finish_row(std::size_t dim, float* out) {
    std::fill(out, out + dim, 0.0f);
    const auto d32 = static_cast<std::uint32_t>(dim);
    const std::uint64_t m = fastmod_multiplier(d32);
    for (const HashingScratch::Feature& f : s_.features) {
      const double tf_weight = f.count == 1 ? 1.0 : 1.0 + std::log(static_cast<double>(f.count));
      const auto value = static_cast<float>(f.class_weight * tf_weight);
      const std::uint32_t bucket = fastmod(static_cast<std::uint32_t>(f.hash), m, d32);
      out[bucket] += (f.hash >> 63) ? -value : value;
      s_.table[f.slot] = 0;
    }
    s_.features.clear();
    // Eight interleaved partial sums (bucket i into lane i % 8) instead of one serial chain: 4x faster at
    // dim 384, and still one fixed order (part of the format, mirrored by the Python reference).
    double lanes[8] = {0, 0, 0, 0, 0, 0, 0, 0};
    std::size_t i = 0;
    for (; i + 8 <= dim; i += 8)
      for (std::size_t lane = 0; lane < 8; ++lane)
        lanes[lane] += static_cast<double>(out[i + lane]) * out[i + lane];
    for (std::size_t lane = 0; i < dim; ++i, ++lane) lanes[lane] += static_cast<double>(out[i]) * out[i];
    const double sum_of_squares =
        ((lanes[0] + lanes[1]) + (lanes[2] + lanes[3])) + ((lanes[4] + lanes[5]) + (lanes[6] + lanes[7]));
    if (sum_of_squares > 0.0) {  // words whose features cancel exactly also give the zero vector
      const auto scale = static_cast<float>(1.0 / std::sqrt(sum_of_squares));
      for (std::size_t k = 0; k < dim; ++k) out[k] *= scale;
    }
  }

 private:
  void reserve_table(std::size_t capacity) {
    if (s_.table.size() < capacity) s_.table.resize(capacity, 0);  // only beyond the largest text so far
  }

  void grow() {
    const std::size_t capacity = 2 * (std::size_t{mask_} + 1);
    reserve_table(capacity);
    for (const HashingScratch::Feature& f : s_.features) s_.table[f.slot] = 0;
    mask_ = static_cast<std::uint32_t>(capacity - 1);
    for (std::size_t i = 0; i < s_.features.size(); ++i) {
      HashingScratch::Feature& f = s_.features[i];
      std::uint32_t slot = static_cast<std::uint32_t>(f.hash >> 32) & mask_;
      while (s_.table[slot] != 0) slot = (slot + 1) & mask_;
      f.slot = slot;
      s_.table[slot] = static_cast<std::uint32_t>(i + 1);
    }
  }

  HashingScratch& s_;
  std::uint32_t mask_ = 0;
};

// The n-grams of "<" word ">", hashed incrementally: the 3-, 4- and 5-gram at one start share a prefix.
void add_ngrams(const unsigned char* word, std::size_t length, TextAccumulator& acc) {
  const std::size_t padded = length + 2;
  auto byte_at = [&](std::size_t p) -> unsigned char {
    if (p == 0) return '<';
    if (p == padded - 1) return '>';
    return lower(word[p - 1]);
  };
  for (std::size_t start = 0; start + kNgramMin <= padded; ++start) {
    std::uint64_t state = kFnvOffsetBasis;
    const std::size_t end = std::min(padded, start + kNgramMax);
    for (std::size_t p = start; p < end; ++p) {
      state = absorb(state, byte_at(p));
      if (p - start + 1 >= kNgramMin) acc.add(finish(state, kSeedNgram), kWeightNgram);
    }
  }
}

}  // namespace

void hash_embed_text(const char* text, std::size_t size, std::size_t dim, float* out,
                     HashingScratch& scratch) {
  const auto* bytes = reinterpret_cast<const unsigned char*>(text);
  TextAccumulator acc(scratch, size);
  std::uint64_t previous_word_state = 0;
  bool have_previous = false;
  std::size_t i = 0;
  while (i < size) {
    while (i < size && !is_word_byte(bytes[i])) ++i;
    if (i == size) break;
    const std::size_t start = i;
    std::uint64_t state = kFnvOffsetBasis;
    bool has_digit = false;
    for (; i < size && is_word_byte(bytes[i]); ++i) {
      has_digit |= (bytes[i] >= '0' && bytes[i] <= '9');
      state = absorb(state, lower(bytes[i]));
    }
    acc.add(finish(state, kSeedWord), has_digit ? kWeightWordWithDigit : kWeightWord);
    if (have_previous)
      acc.add(finish(mum(previous_word_state ^ kPairFirst, state ^ kPairSecond), kSeedPair), kWeightPair);
    add_ngrams(bytes + start, i - start, acc);
    previous_word_state = state;
    have_previous = true;
  }
  acc.finish_row(dim, out);
}

void hash_embed_batch(const TextView* texts, std::size_t count, std::size_t dim, float* out,
                      unsigned threads) {
  // Below ~1k texts a thread costs more to start than it saves (a text takes ~1 us).
  constexpr std::size_t kMinTextsPerThread = 1024;
  constexpr std::size_t kChunk = 256;  // texts claimed at a time: balances long and short texts
  if (threads == 0) threads = util::hardware_threads();
  const std::size_t useful = (count + kMinTextsPerThread - 1) / kMinTextsPerThread;
  const auto n_threads =
      static_cast<unsigned>(std::max<std::size_t>(1, std::min<std::size_t>(threads, useful)));

  std::atomic<std::size_t> next{0};
  util::run_on_threads(n_threads, [&](const std::atomic<bool>& stop) {
    HashingScratch scratch;
    for (;;) {
      const std::size_t begin = next.fetch_add(kChunk, std::memory_order_relaxed);
      if (begin >= count || stop.load(std::memory_order_relaxed)) return;
      const std::size_t end = std::min(count, begin + kChunk);
      for (std::size_t t = begin; t < end; ++t)
        hash_embed_text(texts[t].data, texts[t].size, dim, out + t * dim, scratch);
    }
  });
}

}  // namespace engram::embed

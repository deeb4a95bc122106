// engram/embed/hashing.hpp - the default embedder: deterministic feature hashing of text, no model.
//
// FORMAT (version "hashing-v1"). Every stored vector depends on each detail below; changing any of them
// (tokeniser, features, hash, seeds, weights) is a new format version, and python/engramdb/embedders.py
// carries the same recipe in plain Python (`reference_hash_embed`), the oracle the tests compare against.
//
// 1. Tokens. The text is UTF-8 bytes. A word is a maximal run of ASCII letters/digits or bytes >= 0x80
//    (so accents, Devanagari, CJK stay inside words; codepoints are never split from their word).
//    ASCII letters are lowercased; nothing else is normalised. Every other byte separates words.
// 2. Features, each with a class weight:
//      word        the word itself                               1.0, or 1.5 if it contains an ASCII digit
//                                                                (so identifiers like "8841" and "E12" count)
//      word pair   two adjacent words, in order                   0.5
//      n-gram      byte n-grams, n = 3, 4, 5, of "<" word ">"     0.15 each
//    Words dominate: a 7-letter word's 18 n-grams weigh sqrt(18) * 0.15 = 0.64 in L2 against its 1.0.
//    A 1-letter word has the single n-gram "<a>"; n-grams may split a multi-byte codepoint (harmless).
// 3. Hash (64-bit). Bytes are absorbed FNV-1a style: state = 0xcbf29ce484222325, then for each byte
//    state = (state ^ byte) * 0x100000001b3 (mod 2^64). The feature hash is
//      finish(state, seed) = mum(mum(state ^ seed, 0xa0761d6478bd642f), 0xe7037ed1a0b428db)
//    where mum(a, b) = low64(a * b) ^ high64(a * b) of the 128-bit product (wyhash's mixer).
//    A word's state is over its lowercased bytes; an n-gram's over its bytes (markers included); a pair's
//    state is mum(state(first) ^ 0x8bb84b93962eacc9, state(second) ^ 0x4b33a62ed433d4a3) (order matters).
//    Seeds per class: word 0x9e3779b97f4a7c15, pair 0xbf58476d1ce4e5b9, n-gram 0x94d049bb133111eb.
// 4. Buckets. bucket = (hash mod 2^32) mod dim; sign = -1 if bit 63 of hash is set, else +1.
// 5. Weights. Equal hashes within one text are one feature occurring tf times (the first occurrence's class
//    weight is kept); it adds sign * float(class_weight * (1 + ln tf)) to its bucket, features taken in
//    order of first occurrence, summed in float32.
// 6. The row is divided by its L2 norm: squares summed in double into 8 lanes (bucket i into lane i % 8, in
//    bucket order), total = ((l0 + l1) + (l2 + l3)) + ((l4 + l5) + (l6 + l7));
//    then each value *= float(1 / sqrt(total)).
//    A text with no words (empty, punctuation only) is the zero vector, never NaN.
// Results are bit-identical across thread counts and runs; across machines they are bit-identical where
// the compiler does not fuse multiply-adds (x86-64 baseline builds), and within float rounding elsewhere.
//
// Cost: about 2.5 features per input byte of English (at most 5), each one probe of a small per-thread
// open-addressing table that is cleared by its used slots only, plus three passes over the dim-float row.
// Measured on a busy 2-core VM at dim 384: ~2.2 us per 57-byte text per core (~450k texts/s per core);
// 100k texts through engramdb._core.hash_embed in ~0.3 s CPU, including the output's page faults.
//
// Thread-safety: hash_embed_text uses only the scratch it is given (one per thread); hash_embed_batch
// creates its own scratch per worker thread and is safe to call concurrently.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

namespace engram::embed {

// One input text: UTF-8 bytes, not NUL-terminated, owned by the caller for the duration of the call.
struct TextView {
  const char* data;
  std::size_t size;
};

// Per-thread working memory, reused across texts so that the hot loop allocates nothing once it has seen
// its longest text. Contents between calls are an implementation detail (all table slots are empty).
class HashingScratch {
 public:
  struct Feature {
    std::uint64_t hash;
    double class_weight;
    std::uint32_t count;
    std::uint32_t slot;  // where it sits in `table`, so clearing touches used slots only
  };
  std::vector<Feature> features;     // distinct features of the current text, in order of first occurrence
  std::vector<std::uint32_t> table;  // open addressing, linear probing: index + 1 into `features`, 0 = empty
};

// Largest dim accepted (buckets are 32-bit).
constexpr std::size_t kMaxHashingDim = std::size_t{1} << 31;

// Embeds one text into out[0, dim) (overwritten). 1 <= dim <= kMaxHashingDim.
void hash_embed_text(const char* text, std::size_t size, std::size_t dim, float* out,
                     HashingScratch& scratch);

// Embeds texts[0, count) into out, a caller-provided row-major float32 [count, dim] buffer. `threads` = 0
// means std::thread::hardware_concurrency(); fewer threads are used for small batches. Each row depends on
// its text alone, so the result is identical for every thread count. An exception in a worker (only
// std::bad_alloc is possible) stops the others and is rethrown once, here.
void hash_embed_batch(const TextView* texts, std::size_t count, std::size_t dim, float* out,
                      unsigned threads);

}  // namespace engram::embed

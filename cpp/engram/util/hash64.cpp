#include "engram/util/hash64.hpp"

#include <algorithm>
#include <atomic>
#include <cstring>
#include <vector>

#include "engram/util/parallel.hpp"

namespace engram::util {
namespace {

constexpr std::uint64_t P1 = 0x9E3779B185EBCA87ULL;
constexpr std::uint64_t P2 = 0xC2B2AE3D27D4EB4FULL;
constexpr std::uint64_t P3 = 0x165667B19E3779F9ULL;
constexpr std::size_t kChunk = std::size_t{1} << 20;

inline std::uint64_t rotl(std::uint64_t x, int r) { return (x << r) | (x >> (64 - r)); }

inline std::uint64_t load64(const unsigned char* p) {
  std::uint64_t v;
  std::memcpy(&v, p, 8);  // x86-64 is little-endian, as the format says
  return v;
}

inline std::uint64_t avalanche(std::uint64_t h) {
  h ^= h >> 33;
  h *= P2;
  h ^= h >> 29;
  h *= P3;
  h ^= h >> 32;
  return h;
}

std::uint64_t hash_chunk(const unsigned char* p, std::size_t n) {
  std::uint64_t lane[4] = {P1 + P2, P2, 0, 0 - P1};
  std::size_t i = 0;
  for (; i + 32 <= n; i += 32)
    for (int l = 0; l < 4; ++l) lane[l] = rotl(lane[l] + load64(p + i + 8 * l) * P2, 31) * P1;
  std::uint64_t h = rotl(lane[0], 1) + rotl(lane[1], 7) + rotl(lane[2], 12) + rotl(lane[3], 18);
  for (; i < n; ++i) h = rotl(h ^ (p[i] * P3), 11) * P1;
  return avalanche(h + n);
}

// Hashes the n_chunks whole chunks at `bytes` into out[0..n_chunks) on up to `threads` threads.
void hash_chunks(const unsigned char* bytes, std::size_t n_chunks, std::size_t size, std::uint64_t* out,
                 unsigned threads) noexcept {
  std::atomic<std::size_t> next{0};
  auto work = [&](const std::atomic<bool>&) {
    for (std::size_t c = next.fetch_add(1); c < n_chunks; c = next.fetch_add(1))
      out[c] = hash_chunk(bytes + c * kChunk, std::min(kChunk, size - c * kChunk));
  };
  try {
    util::run_on_threads(std::max(1u, std::min<unsigned>(threads, static_cast<unsigned>(n_chunks))), work);
  } catch (...) {  // hashing cannot throw; only starting a thread can, and then this thread did the work
  }
}

std::uint64_t fold(const std::vector<std::uint64_t>& chunk_hash) noexcept {
  std::uint64_t h = P3;
  for (std::uint64_t c : chunk_hash) h = avalanche((h ^ c) * P1 + chunk_hash.size());
  return h;
}

}  // namespace

std::uint64_t hash64(const void* data, std::size_t size, unsigned threads) noexcept {
  const auto* bytes = static_cast<const unsigned char*>(data);
  std::vector<std::uint64_t> chunk_hash((size + kChunk - 1) / kChunk);
  hash_chunks(bytes, chunk_hash.size(), size, chunk_hash.data(), threads);
  return fold(chunk_hash);
}

void Hash64Stream::update(const void* data, std::size_t size) noexcept {
  const auto* bytes = static_cast<const unsigned char*>(data);
  bytes_ += size;
  if (!pending_.empty()) {  // complete the chunk a previous piece began
    const std::size_t take = std::min(size, kChunk - pending_.size());
    pending_.insert(pending_.end(), bytes, bytes + take);
    bytes += take;
    size -= take;
    if (pending_.size() < kChunk) return;
    chunk_hash_.push_back(hash_chunk(pending_.data(), kChunk));
    pending_.clear();
  }
  const std::size_t whole = size / kChunk;
  if (whole) {
    chunk_hash_.resize(chunk_hash_.size() + whole);
    hash_chunks(bytes, whole, whole * kChunk, chunk_hash_.data() + chunk_hash_.size() - whole, threads_);
  }
  pending_.assign(bytes + whole * kChunk, bytes + size);
}

std::uint64_t Hash64Stream::digest() const noexcept {
  if (pending_.empty()) return fold(chunk_hash_);
  std::vector<std::uint64_t> all = chunk_hash_;  // a few hundred words: a 310 MB segment has 296 chunks
  all.push_back(hash_chunk(pending_.data(), pending_.size()));
  return fold(all);
}

}  // namespace engram::util

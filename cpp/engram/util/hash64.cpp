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

}  // namespace

std::uint64_t hash64(const void* data, std::size_t size, unsigned threads) noexcept {
  const auto* bytes = static_cast<const unsigned char*>(data);
  const std::size_t n_chunks = (size + kChunk - 1) / kChunk;
  std::vector<std::uint64_t> chunk_hash(n_chunks);
  std::atomic<std::size_t> next{0};
  try {
    util::run_on_threads(std::max(1u, std::min<unsigned>(threads, static_cast<unsigned>(n_chunks))),
                         [&](const std::atomic<bool>&) {
                           for (std::size_t c = next.fetch_add(1); c < n_chunks; c = next.fetch_add(1))
                             chunk_hash[c] = hash_chunk(bytes + c * kChunk, std::min(kChunk, size - c * kChunk));
                         });
  } catch (...) {  // hashing cannot throw; only starting a thread can, and then this thread did the work
  }
  std::uint64_t h = P3;
  for (std::uint64_t c : chunk_hash) h = avalanche((h ^ c) * P1 + n_chunks);
  return h;
}

}  // namespace engram::util

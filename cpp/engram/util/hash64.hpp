// engram/util/hash64.hpp - a fast 64-bit checksum of a byte buffer, for verifying files at open.
//
// Not cryptographic: it detects accidental damage (a flipped bit, a torn or truncated write), as CRC-32
// does, at memory speed. Part of the store format ("hash64 v1", recorded per segment in the manifest):
//   - the buffer is cut into chunks of 1 MiB (the last may be shorter);
//   - a chunk is hashed with four 64-bit lanes over 32-byte stripes (lane = rotl(lane + word * P2, 31) * P1,
//     words little-endian), the lanes merged, the chunk's tail bytes (< 32) folded in one at a time, then
//     the chunk length, and a final avalanche (xor-shift-multiply);
//   - the buffer's hash folds the chunk hashes in order: h = avalanche((h ^ chunk) * P1 + n_chunks).
// Chunks are hashed on several threads; the result does not depend on how many.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

namespace engram::util {

std::uint64_t hash64(const void* data, std::size_t size, unsigned threads) noexcept;

// hash64 of a byte stream given in pieces of any size: digest() equals hash64 of the pieces concatenated.
// A writer feeds it the bytes it writes, so that a file's hash needs no second read of the file. Bytes
// short of a whole chunk wait in a buffer (< 1 MiB); whole chunks inside one piece are hashed on threads.
class Hash64Stream {
 public:
  explicit Hash64Stream(unsigned threads) : threads_(threads) {}
  void update(const void* data, std::size_t size) noexcept;
  std::uint64_t digest() const noexcept;  // of every byte so far; more may follow
  std::uint64_t bytes() const noexcept { return bytes_; }

 private:
  unsigned threads_;
  std::uint64_t bytes_ = 0;
  std::vector<std::uint64_t> chunk_hash_;  // of each whole chunk so far, in order
  std::vector<unsigned char> pending_;     // the bytes after the last whole chunk
};

}  // namespace engram::util

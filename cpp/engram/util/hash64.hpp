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

namespace engram::util {

std::uint64_t hash64(const void* data, std::size_t size, unsigned threads) noexcept;

}  // namespace engram::util

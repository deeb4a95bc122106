// engram/util/crc32.hpp - CRC-32 (IEEE 802.3, reflected polynomial 0xEDB88320): the same value as zlib's
// crc32(), so files checksummed with it read back with zlib and the other way round (the WAL's frame CRC).
//
// crc32(value, data, size) continues a running CRC as zlib.crc32(data, value) does (value 0 to start).
// On x86-64 with PCLMULQDQ and SSE4.1 (chosen at run time) the bulk of a buffer is folded with carry-less
// multiplies, 64 bytes a step (Gopal et al., "Fast CRC Computation for Generic Polynomials Using PCLMULQDQ",
// Intel 2009); elsewhere, and for the last < 16 bytes, an 8-table slicing loop.
#pragma once

#include <cstddef>
#include <cstdint>

namespace engram::util {

std::uint32_t crc32(std::uint32_t value, const void* data, std::size_t size) noexcept;

// "clmul" when the carry-less multiply path is used on this CPU, else "table".
const char* crc32_level() noexcept;

namespace detail {
// The raw register (pre- and post-inverted by the caller) over a multiple of 16 bytes, at least 64.
std::uint32_t crc32_clmul_fold(std::uint32_t state, const unsigned char* data, std::size_t size) noexcept;
}  // namespace detail

}  // namespace engram::util

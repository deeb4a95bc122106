#include "engram/util/crc32.hpp"

#include <array>
#include <cstring>

namespace engram::util {
namespace {

constexpr std::uint32_t kPoly = 0xEDB88320u;

struct Tables {
  std::uint32_t t[8][256];
};

constexpr Tables make_tables() {
  Tables out{};
  for (std::uint32_t i = 0; i < 256; ++i) {
    std::uint32_t c = i;
    for (int k = 0; k < 8; ++k) c = (c & 1u) ? (c >> 1) ^ kPoly : c >> 1;
    out.t[0][i] = c;
  }
  for (std::uint32_t i = 0; i < 256; ++i)
    for (int s = 1; s < 8; ++s) out.t[s][i] = (out.t[s - 1][i] >> 8) ^ out.t[0][out.t[s - 1][i] & 0xFFu];
  return out;
}

constexpr Tables kTables = make_tables();

// The raw register over any number of bytes, 8 at a time (little-endian loads, as on x86-64 and arm64).
std::uint32_t table_fold(std::uint32_t c, const unsigned char* p, std::size_t n) noexcept {
  const auto& t = kTables.t;
  while (n >= 8) {
    std::uint32_t lo, hi;
    std::memcpy(&lo, p, 4);
    std::memcpy(&hi, p + 4, 4);
    lo ^= c;
    c = t[7][lo & 0xFFu] ^ t[6][(lo >> 8) & 0xFFu] ^ t[5][(lo >> 16) & 0xFFu] ^ t[4][lo >> 24] ^
        t[3][hi & 0xFFu] ^ t[2][(hi >> 8) & 0xFFu] ^ t[1][(hi >> 16) & 0xFFu] ^ t[0][hi >> 24];
    p += 8;
    n -= 8;
  }
  while (n--) c = t[0][(c ^ *p++) & 0xFFu] ^ (c >> 8);
  return c;
}

bool clmul_supported() noexcept {
#if defined(ENGRAM_X86)
  __builtin_cpu_init();
  return __builtin_cpu_supports("pclmul") && __builtin_cpu_supports("sse4.1");
#else
  return false;
#endif
}

const bool kClmul = clmul_supported();

}  // namespace

std::uint32_t crc32(std::uint32_t value, const void* data, std::size_t size) noexcept {
  auto p = static_cast<const unsigned char*>(data);
  std::uint32_t c = ~value;
#if defined(ENGRAM_X86)
  if (kClmul && size >= 64) {
    const std::size_t bulk = size & ~std::size_t{15};
    c = detail::crc32_clmul_fold(c, p, bulk);
    p += bulk;
    size -= bulk;
  }
#endif
  return ~table_fold(c, p, size);
}

const char* crc32_level() noexcept { return kClmul ? "clmul" : "table"; }

}  // namespace engram::util

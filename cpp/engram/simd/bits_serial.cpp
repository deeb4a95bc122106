// Serial popcount kernel of one-bit codes (the oracle; contracts in bits.hpp) and the level dispatch.
#include <bitset>
#include <stdexcept>

#include "engram/simd/bits.hpp"

namespace engram::simd {
namespace {

void dot_bits_serial(const std::uint64_t* planes, int n_planes, const std::uint64_t* codes, std::size_t n_blocks,
                     std::size_t words, std::int32_t* out) {
  for (std::size_t b = 0; b < n_blocks; ++b) {
    const std::uint64_t* block = codes + b * 8 * words;
    for (std::size_t lane = 0; lane < 8; ++lane) {
      std::int64_t total = 0;
      for (int j = 0; j < n_planes; ++j) {
        std::int64_t count = 0;
        for (std::size_t w = 0; w < words; ++w)
          count += static_cast<std::int64_t>(std::bitset<64>(block[w * 8 + lane] & planes[static_cast<std::size_t>(j) * words + w]).count());
        total += count << j;
      }
      out[b * 8 + lane] = static_cast<std::int32_t>(total);
    }
  }
}

}  // namespace

const BitKernels& serial_bit_kernels() noexcept {
  static const BitKernels table{Level::scalar, "scalar", &dot_bits_serial};
  return table;
}

const BitKernels& bit_kernels_for(Level level) {
  (void)kernels_for(level);  // the same support check and error
  switch (level) {
#if defined(ENGRAM_X86)
    case Level::avx512: return avx512_bit_kernels();
    case Level::avx2: return avx2_bit_kernels();
#endif
    default: return serial_bit_kernels();
  }
}

const BitKernels& active_bit_kernels() noexcept {
  static const BitKernels& chosen = bit_kernels_for(active_kernels().level);
  return chosen;
}

}  // namespace engram::simd

// Runtime choice of the kernel target: probed once, cached, never reassigned afterwards.
#include "engram/simd/dot.hpp"

#include <cstdlib>
#include <cstring>
#include <stdexcept>
#include <string>

namespace engram::simd {

const char* level_name(Level level) noexcept {
  switch (level) {
    case Level::scalar: return "scalar";
    case Level::avx2: return "avx2";
    case Level::avx512: return "avx512";
  }
  return "unknown";
}

Level parse_level(const char* name) {
  if (std::strcmp(name, "scalar") == 0) return Level::scalar;
  if (std::strcmp(name, "avx2") == 0) return Level::avx2;
  if (std::strcmp(name, "avx512") == 0) return Level::avx512;
  throw std::invalid_argument(std::string("unknown SIMD level '") + name +
                              "' (expected scalar, avx2 or avx512)");
}

Level best_supported_level() noexcept {
#if defined(ENGRAM_X86)
  // __builtin_cpu_supports also checks that the OS saves the wider registers (XGETBV).
  __builtin_cpu_init();
  if (__builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512dq") &&
      __builtin_cpu_supports("avx512bw") && __builtin_cpu_supports("avx512vl"))
    return Level::avx512;
  if (__builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma")) return Level::avx2;
#endif
  return Level::scalar;
}

const Kernels& kernels_for(Level level) {
  if (static_cast<int>(level) > static_cast<int>(best_supported_level()))
    throw std::invalid_argument(std::string("this CPU does not support SIMD level ") + level_name(level));
  switch (level) {
#if defined(ENGRAM_X86)
    case Level::avx512: return avx512_kernels();
    case Level::avx2: return avx2_kernels();
#endif
    default: return serial_kernels();
  }
}

namespace {
Level choose_level() noexcept {
  Level best = best_supported_level();
  const char* forced = std::getenv("ENGRAMDB_SIMD");
  if (forced == nullptr || *forced == '\0') return best;
  Level wanted = best;
  try {
    wanted = parse_level(forced);
  } catch (const std::invalid_argument&) {
    return best;  // an unknown value is reported by the Python layer at import; the core stays usable
  }
  return static_cast<int>(wanted) < static_cast<int>(best) ? wanted : best;
}
}  // namespace

const Kernels& active_kernels() noexcept {
  static const Kernels& chosen = kernels_for(choose_level());  // thread-safe static init, once
  return chosen;
}

}  // namespace engram::simd

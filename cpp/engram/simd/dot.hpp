// engram/simd/dot.hpp - dot product and cosine of one query against many float32 rows.
//
// One kernel family, one source per CPU target (dot_serial.cpp, dot_avx2.cpp, dot_avx512.cpp); only the
// per-target sources are compiled with that target's instruction-set flags. The target is chosen once, at
// first use, from what the CPU supports and the ENGRAMDB_SIMD environment variable (which can only force a
// lower level: "scalar", "avx2", "avx512"). The serial kernels are the oracle the others are tested against.
//
// Contracts, for every kernel and every level:
// - `dim` may be any value >= 1 (tails are handled; no padding is assumed).
// - `stride` is the distance between two rows in floats (>= dim), so column views with padding work.
// - cosine of a zero vector (query or row) is 0, never NaN. Inputs with NaN/inf are the caller's problem
//   (the store refuses them on write).
// - Summation order differs between levels, so results agree to float rounding (~1e-6 relative), not bits.
// - Kernels are pure functions of their arguments: thread-safe, no allocation.
#pragma once

#include <cstddef>
#include <cstdint>

namespace engram::simd {

enum class Level : int { scalar = 0, avx2 = 1, avx512 = 2 };

struct Kernels {
  Level level;
  const char* name;
  // Returns sum_i a[i] * b[i].
  float (*dot)(const float* a, const float* b, std::size_t dim);
  // out[i] = dot(query, rows + i * stride) for i in [0, count).
  void (*dot_rows)(const float* query, const float* rows, std::size_t count, std::size_t dim,
                   std::size_t stride, float* out);
  // out[i] = dot(query, base + row_ids[i] * stride): the rows are gathered by id.
  void (*dot_gather)(const float* query, const float* base, const std::int64_t* row_ids, std::size_t count,
                     std::size_t dim, std::size_t stride, float* out);
  // As dot_rows / dot_gather, divided by both norms (0 where either norm is 0).
  void (*cosine_rows)(const float* query, const float* rows, std::size_t count, std::size_t dim,
                      std::size_t stride, float* out);
  void (*cosine_gather)(const float* query, const float* base, const std::int64_t* row_ids,
                        std::size_t count, std::size_t dim, std::size_t stride, float* out);
  // Integer dot products of int8 codes (engram/quant/sq8.hpp): every code must be in [-127, 127] (the SIMD
  // levels multiply |a| by b with a's sign, and -128 has no positive twin). Exact in int32 for
  // dim <= 133,000, so every level returns the same value bit for bit.
  std::int32_t (*dot_i8)(const std::int8_t* a, const std::int8_t* b, std::size_t dim);
  // out[i] = dot_i8(query, rows + i * stride) for i in [0, count); stride in bytes (>= dim).
  void (*dot_i8_rows)(const std::int8_t* query, const std::int8_t* rows, std::size_t count, std::size_t dim,
                      std::size_t stride, std::int32_t* out);
  // out[i] = cosine(query, rows[i]): rows given by address (candidates from several segments, MMR).
  void (*cosine_ptrs)(const float* query, const float* const* rows, std::size_t count, std::size_t dim,
                      float* out);
};

// The best level this CPU (and OS) supports.
Level best_supported_level() noexcept;
// The kernels of one level; throws std::invalid_argument if the CPU does not support it.
const Kernels& kernels_for(Level level);
// The kernels chosen once for this process: best supported, lowered by ENGRAMDB_SIMD if set.
const Kernels& active_kernels() noexcept;
// "scalar" | "avx2" | "avx512"; parse_level throws std::invalid_argument on anything else.
const char* level_name(Level level) noexcept;
Level parse_level(const char* name);

// Per-target tables, defined in the per-target sources (declared here so dispatch.cpp can reach them).
const Kernels& serial_kernels() noexcept;
#if defined(ENGRAM_X86)
const Kernels& avx2_kernels() noexcept;
// The avx512 table uses the AVX512_VNNI int8 bodies (dot_avx512_vnni.cpp) where the CPU has them; the table
// without them is kept so that tests can compare both bodies on such a CPU (bindings: level "avx512-novnni").
const Kernels& avx512_kernels() noexcept;
const Kernels& avx512_kernels_without_vnni() noexcept;
#endif

}  // namespace engram::simd

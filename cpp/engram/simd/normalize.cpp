#include "engram/simd/normalize.hpp"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <vector>

#include "engram/simd/dot.hpp"

namespace engram::simd {

namespace {

// The factor that scales a row to unit length (0 for a zero row); false when the row holds a NaN or an infinity.
inline bool unit_scale(const Kernels& k, const float* row, std::size_t dim, float& scale) noexcept {
  double norm = std::sqrt(static_cast<double>(k.dot(row, row, dim)));
  if (!std::isfinite(norm)) {  // a NaN/inf, or finite values too large to square in float
    double sum = 0.0;
    for (std::size_t j = 0; j < dim; ++j) {
      if (!std::isfinite(row[j])) return false;
      sum += static_cast<double>(row[j]) * row[j];
    }
    norm = std::sqrt(sum);
  }
  scale = norm > 0.0 ? static_cast<float>(1.0 / norm) : 0.f;
  return true;
}

inline void scaled_row(const float* row, float scale, float* dst, std::size_t dim) noexcept {
  for (std::size_t j = 0; j < dim; ++j) dst[j] = row[j] * scale;
}

// One row scaled to unit length into dst; false (dst unwritten) when it holds a NaN or an infinity.
inline bool scale_row(const Kernels& k, const float* row, float* dst, std::size_t dim) noexcept {
  float scale = 0.f;
  if (!unit_scale(k, row, dim, scale)) return false;
  scaled_row(row, scale, dst, dim);
  return true;
}

}  // namespace

std::int64_t normalize_rows(const float* in, float* out, std::size_t n, std::size_t dim) noexcept {
  const Kernels& k = active_kernels();
  for (std::size_t i = 0; i < n; ++i)
    if (!scale_row(k, in + i * dim, out + i * dim, dim)) return static_cast<std::int64_t>(i);
  return -1;
}

std::int64_t gather_rows(const float* const* rows, const std::uint8_t* scale, float* out, std::size_t n,
                         std::size_t dim) noexcept {
  const Kernels& k = active_kernels();
  for (std::size_t i = 0; i < n; ++i) {
    float* dst = out + i * dim;
    if (scale[i] == 0)
      std::memcpy(dst, rows[i], dim * sizeof(float));
    else if (!scale_row(k, rows[i], dst, dim))
      return static_cast<std::int64_t>(i);
  }
  return -1;
}

std::int64_t row_scales(const float* const* rows, const std::uint8_t* scale, float* scales, std::size_t n,
                        std::size_t dim) noexcept {
  const Kernels& k = active_kernels();
  for (std::size_t i = 0; i < n; ++i)
    if (scale[i] != 0 && !unit_scale(k, rows[i], dim, scales[i])) return static_cast<std::int64_t>(i);
  return -1;
}

void gather_rows_bytes(const float* const* rows, const std::uint8_t* scale, const float* scales, std::size_t dim,
                       std::size_t byte_offset, unsigned char* out, std::size_t nbytes) noexcept {
  const std::size_t row_bytes = dim * sizeof(float);
  if (row_bytes == 0) return;
  std::vector<float> partial;  // a row cut by the range's ends (at most two), made whole here first
  std::size_t i = byte_offset / row_bytes, skip = byte_offset % row_bytes;
  while (nbytes > 0) {
    const std::size_t take = std::min(row_bytes - skip, nbytes);
    const bool whole = skip == 0 && take == row_bytes;
    const bool aligned = reinterpret_cast<std::uintptr_t>(out) % alignof(float) == 0;
    if (scale[i] == 0) {
      std::memcpy(out, reinterpret_cast<const unsigned char*>(rows[i]) + skip, take);
    } else if (whole && aligned) {
      scaled_row(rows[i], scales[i], reinterpret_cast<float*>(out), dim);
    } else {
      partial.resize(dim);
      scaled_row(rows[i], scales[i], partial.data(), dim);
      std::memcpy(out, reinterpret_cast<const unsigned char*>(partial.data()) + skip, take);
    }
    out += take;
    nbytes -= take;
    skip = 0;
    ++i;
  }
}

}  // namespace engram::simd

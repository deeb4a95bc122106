#include "engram/simd/normalize.hpp"

#include <cmath>
#include <cstring>

#include "engram/simd/dot.hpp"

namespace engram::simd {

namespace {

// One row scaled to unit length into dst; false (dst unwritten) when it holds a NaN or an infinity.
inline bool scale_row(const Kernels& k, const float* row, float* dst, std::size_t dim) noexcept {
  double norm = std::sqrt(static_cast<double>(k.dot(row, row, dim)));
  if (!std::isfinite(norm)) {  // a NaN/inf, or finite values too large to square in float
    double sum = 0.0;
    for (std::size_t j = 0; j < dim; ++j) {
      if (!std::isfinite(row[j])) return false;
      sum += static_cast<double>(row[j]) * row[j];
    }
    norm = std::sqrt(sum);
  }
  const float scale = norm > 0.0 ? static_cast<float>(1.0 / norm) : 0.f;
  for (std::size_t j = 0; j < dim; ++j) dst[j] = row[j] * scale;
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

}  // namespace engram::simd

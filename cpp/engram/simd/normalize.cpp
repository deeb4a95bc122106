#include "engram/simd/normalize.hpp"

#include <cmath>

#include "engram/simd/dot.hpp"

namespace engram::simd {

std::int64_t normalize_rows(const float* in, float* out, std::size_t n, std::size_t dim) noexcept {
  const Kernels& k = active_kernels();
  for (std::size_t i = 0; i < n; ++i) {
    const float* row = in + i * dim;
    float* dst = out + i * dim;
    double norm = std::sqrt(static_cast<double>(k.dot(row, row, dim)));
    if (!std::isfinite(norm)) {  // a NaN/inf, or finite values too large to square in float
      double sum = 0.0;
      for (std::size_t j = 0; j < dim; ++j) {
        if (!std::isfinite(row[j])) return static_cast<std::int64_t>(i);
        sum += static_cast<double>(row[j]) * row[j];
      }
      norm = std::sqrt(sum);
    }
    const float scale = norm > 0.0 ? static_cast<float>(1.0 / norm) : 0.f;
    for (std::size_t j = 0; j < dim; ++j) dst[j] = row[j] * scale;
  }
  return -1;
}

}  // namespace engram::simd

// Serial kernels: the portable fallback and the oracle for the SIMD targets. Built at the baseline ISA.
// Four independent partial sums per row keep the FMA/ADD pipeline busy without reassociation flags.
#include <cmath>

#include "engram/simd/dot.hpp"

namespace engram::simd {
namespace {

struct DotNorm {
  float dot, norm_sq;
};

float dot_serial(const float* a, const float* b, std::size_t dim) {
  float s0 = 0.f, s1 = 0.f, s2 = 0.f, s3 = 0.f;
  std::size_t i = 0;
  for (; i + 4 <= dim; i += 4) {
    s0 += a[i] * b[i];
    s1 += a[i + 1] * b[i + 1];
    s2 += a[i + 2] * b[i + 2];
    s3 += a[i + 3] * b[i + 3];
  }
  for (; i < dim; ++i) s0 += a[i] * b[i];
  return (s0 + s1) + (s2 + s3);
}

DotNorm dot_norm_serial(const float* q, const float* r, std::size_t dim) {
  float d0 = 0.f, d1 = 0.f, n0 = 0.f, n1 = 0.f;
  std::size_t i = 0;
  for (; i + 2 <= dim; i += 2) {
    d0 += q[i] * r[i];
    d1 += q[i + 1] * r[i + 1];
    n0 += r[i] * r[i];
    n1 += r[i + 1] * r[i + 1];
  }
  for (; i < dim; ++i) {
    d0 += q[i] * r[i];
    n0 += r[i] * r[i];
  }
  return {d0 + d1, n0 + n1};
}

float cosine_from(DotNorm dn, float query_norm) {
  if (query_norm == 0.f || dn.norm_sq == 0.f) return 0.f;
  return dn.dot / (query_norm * std::sqrt(dn.norm_sq));
}

void dot_rows_serial(const float* q, const float* rows, std::size_t count, std::size_t dim,
                     std::size_t stride, float* out) {
  for (std::size_t i = 0; i < count; ++i) out[i] = dot_serial(q, rows + i * stride, dim);
}

void dot_gather_serial(const float* q, const float* base, const std::int64_t* ids, std::size_t count,
                       std::size_t dim, std::size_t stride, float* out) {
  for (std::size_t i = 0; i < count; ++i)
    out[i] = dot_serial(q, base + static_cast<std::size_t>(ids[i]) * stride, dim);
}

void cosine_rows_serial(const float* q, const float* rows, std::size_t count, std::size_t dim,
                        std::size_t stride, float* out) {
  const float qn = std::sqrt(dot_serial(q, q, dim));
  for (std::size_t i = 0; i < count; ++i) out[i] = cosine_from(dot_norm_serial(q, rows + i * stride, dim), qn);
}

void cosine_gather_serial(const float* q, const float* base, const std::int64_t* ids, std::size_t count,
                          std::size_t dim, std::size_t stride, float* out) {
  const float qn = std::sqrt(dot_serial(q, q, dim));
  for (std::size_t i = 0; i < count; ++i)
    out[i] = cosine_from(dot_norm_serial(q, base + static_cast<std::size_t>(ids[i]) * stride, dim), qn);
}

void cosine_ptrs_serial(const float* q, const float* const* rows, std::size_t count, std::size_t dim, float* out) {
  const float qn = std::sqrt(dot_serial(q, q, dim));
  for (std::size_t i = 0; i < count; ++i) out[i] = cosine_from(dot_norm_serial(q, rows[i], dim), qn);
}

std::int32_t dot_i8_serial(const std::int8_t* a, const std::int8_t* b, std::size_t dim) {
  std::int32_t s = 0;
  for (std::size_t i = 0; i < dim; ++i) s += static_cast<std::int32_t>(a[i]) * static_cast<std::int32_t>(b[i]);
  return s;
}

void dot_i8_rows_serial(const std::int8_t* q, const std::int8_t* rows, std::size_t count, std::size_t dim,
                        std::size_t stride, std::int32_t* out) {
  for (std::size_t i = 0; i < count; ++i) out[i] = dot_i8_serial(q, rows + i * stride, dim);
}

}  // namespace

const Kernels& serial_kernels() noexcept {
  static const Kernels table{Level::scalar,      "scalar",          dot_serial, dot_rows_serial,
                             dot_gather_serial,  cosine_rows_serial, cosine_gather_serial,
                             dot_i8_serial,      dot_i8_rows_serial, cosine_ptrs_serial};
  return table;
}

}  // namespace engram::simd

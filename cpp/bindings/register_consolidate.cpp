// Bindings for engram/consolidate: clusters of near-duplicate vectors (the store's consolidate() uses them).
#include <pybind11/stl.h>

#include <algorithm>
#include <cmath>
#include <optional>
#include <stdexcept>
#include <string>
#include <thread>

#include "engram/consolidate/clusters.hpp"
#include "engram/simd/dot.hpp"
#include "engram/util/parallel.hpp"
#include "register.hpp"

namespace engram::bindings {
namespace {

// Rows must be unit-norm (the kernel takes the dot product as the cosine) or exactly zero.
constexpr double kNormTolerance = 1e-3;

py::array_t<std::int64_t> near_duplicate_clusters(FloatArray vectors, double threshold, int threads,
                                                  const std::optional<std::string>& level) {
  require_ndim(vectors, 2, "vectors");
  if (!(threshold > 0.0 && threshold <= 1.0)) throw py::value_error("threshold must be in (0, 1]");
  if (threads < 0) throw py::value_error("threads must be >= 0 (0: one per CPU)");
  const auto n = static_cast<std::size_t>(vectors.shape(0));
  const auto dim = static_cast<std::size_t>(vectors.shape(1));
  if (dim == 0 && n > 0) throw py::value_error("vectors must have at least one column");
  const float* data = vectors.data();
  for (std::size_t i = 0; i < n; ++i) {
    double norm2 = 0.0;
    for (std::size_t d = 0; d < dim; ++d) norm2 += static_cast<double>(data[i * dim + d]) * data[i * dim + d];
    if (!std::isfinite(norm2)) throw py::value_error("vectors must not contain NaN or infinity");
    if (norm2 != 0.0 && std::abs(norm2 - 1.0) > kNormTolerance)
      throw py::value_error("row " + std::to_string(i) + " is neither unit-norm nor zero (norm^2 = " +
                            std::to_string(norm2) + ")");
  }
  const simd::Kernels* kernels = &kernels_named(level);
  const unsigned n_threads =
      threads > 0 ? static_cast<unsigned>(threads) : util::hardware_threads();
  py::array_t<std::int64_t> labels(static_cast<py::ssize_t>(n));
  std::int64_t* out = labels.mutable_data();
  {
    py::gil_scoped_release release;  // safe: raw buffers only, validated above; the arrays outlive the call
    consolidate::near_duplicate_clusters(data, n, dim, static_cast<float>(threshold), n_threads, *kernels,
                                         out);
  }
  return labels;
}

}  // namespace

void register_consolidate(py::module_& m) {
  m.def("near_duplicate_clusters", &near_duplicate_clusters, py::arg("vectors"), py::arg("threshold"),
        py::arg("threads") = 0, py::arg("level") = py::none(),
        "Single-linkage clusters of rows whose cosine is >= threshold (rows unit-norm or zero; a zero row "
        "is always alone). Returns int64 labels: the smallest row index of each row's cluster.");
}

}  // namespace engram::bindings

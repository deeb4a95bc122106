// Bindings for engram/rank/rescore: recency, the query-independent score and strength of many rows at once
// (engramdb.batch.rescore and the store's strength use it). Checked here with the GIL held; the kernel runs
// with the GIL released over the raw buffers.
#include <pybind11/stl.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <optional>
#include <string>
#include <tuple>

#include "engram/rank/rescore.hpp"
#include "register.hpp"

namespace engram::bindings {
namespace {

template <class T>
using Column = py::array_t<T, py::array::c_style | py::array::forcecast>;

void require_rows(const py::array& a, py::ssize_t n, const char* name) {
  require_ndim(a, 1, name);
  if (a.shape(0) != n)
    throw py::value_error(std::string(name) + " has " + std::to_string(a.shape(0)) + " rows, created_at " +
                          std::to_string(n));
}

std::array<double, rank::kLayers> half_lives(const std::array<double, rank::kLayers>& days, const char* name) {
  for (double d : days)
    if (!(d > 0.0)) throw py::value_error(std::string(name) + " must all be > 0 (inf: never fades)");
  return days;
}

std::tuple<py::array_t<float>, py::array_t<float>, py::array_t<double>> rescore(
    Column<double> created_at, Column<double> last_used, Column<std::uint8_t> layer, Column<float> importance,
    Column<float> confidence, std::optional<Column<std::int64_t>> rows, const rank::Weights& weights,
    const std::array<double, rank::kLayers>& half_life_days, bool recency_from_last_used,
    const std::array<double, rank::kLayers>& strength_half_life_days, double now, int threads,
    const std::optional<std::string>& level) {
  require_ndim(created_at, 1, "created_at");
  const py::ssize_t n_rows = created_at.shape(0);
  require_rows(last_used, n_rows, "last_used");
  require_rows(layer, n_rows, "layer");
  require_rows(importance, n_rows, "importance");
  require_rows(confidence, n_rows, "confidence");
  if (!std::isfinite(now)) throw py::value_error("now must be finite");
  if (threads < 0) throw py::value_error("threads must be >= 0 (0: one per CPU)");
  rank::RescoreParams params;
  params.weights = weights;
  const auto recency_days = half_lives(half_life_days, "half_life_days");
  const auto strength_days = half_lives(strength_half_life_days, "strength_half_life_days");
  for (int l = 0; l < rank::kLayers; ++l) {
    params.half_life_days[l] = recency_days[l];
    params.strength_half_life_days[l] = strength_days[l];
  }
  params.recency_from_last_used = recency_from_last_used;
  params.now = now;
  const simd::Level kernel_level = kernels_named(level).level;  // std::invalid_argument -> ValueError
  const std::uint8_t* layers = layer.data();
  std::uint8_t highest = 0;  // a reduction the compiler vectorises; the failing row is looked for only on failure
  for (py::ssize_t r = 0; r < n_rows; ++r) highest = std::max(highest, layers[r]);
  if (highest >= rank::kLayers)
    for (py::ssize_t r = 0; r < n_rows; ++r)
      if (layers[r] >= rank::kLayers) throw py::value_error("layer codes must be < 4, row " + std::to_string(r));
  const std::int64_t* picked = nullptr;
  py::ssize_t n = n_rows;
  if (rows) {
    require_ndim(*rows, 1, "rows");
    picked = rows->data();
    n = rows->shape(0);
    for (py::ssize_t i = 0; i < n; ++i)
      if (picked[i] < 0 || picked[i] >= n_rows)
        throw py::index_error("rows[" + std::to_string(i) + "] = " + std::to_string(picked[i]) +
                              " is outside the columns' " + std::to_string(n_rows) + " rows");
  }
  py::array_t<float> recency(n), score(n);
  py::array_t<double> strength(n);
  const rank::RescoreColumns columns{created_at.data(), last_used.data(), layers, importance.data(),
                                     confidence.data()};
  float* recency_out = recency.mutable_data();
  float* score_out = score.mutable_data();
  double* strength_out = strength.mutable_data();
  {
    py::gil_scoped_release release;  // raw buffers only, checked above; the arrays outlive the call
    rank::rescore(columns, picked, static_cast<std::size_t>(n), params, static_cast<unsigned>(threads),
                  recency_out, score_out, strength_out, kernel_level);
  }
  return {recency, score, strength};
}

}  // namespace

void register_rescore(py::module_& m) {
  m.def("rescore", &rescore, py::arg("created_at"), py::arg("last_used"), py::arg("layer"), py::arg("importance"),
        py::arg("confidence"), py::arg("rows"), py::arg("weights"), py::arg("half_life_days"),
        py::arg("recency_from_last_used"), py::arg("strength_half_life_days"), py::arg("now"),
        py::arg("threads") = 0, py::arg("level") = py::none(),
        "(recency float32, score float32, strength float64) of the rows (every row when rows is None) at `now`: "
        "recall's recency term, the query-independent part of the fused score (w_imp*importance + "
        "w_conf*confidence) + w_rec*recency, and strength (maintenance.py). `level` names a SIMD level (\"scalar\", "
        "\"avx2\", \"avx512\"; default: the process's); every level gives the same bits. The GIL is released.");
}

}  // namespace engram::bindings

// Bindings for engram/quant: int8 codes of a segment's rows, and a query prepared for them (the int8 kernel
// itself is bound with the other kernels, register_simd.cpp).
#include <pybind11/stl.h>

#include "engram/quant/sq8.hpp"
#include "register.hpp"

namespace engram::bindings {
namespace {

// (codes int8 [n, dim], scale float32 [dim], l1_max) of rows [n, dim].
py::tuple sq8_encode(FloatArray rows, unsigned threads) {
  require_ndim(rows, 2, "rows");
  const auto n = static_cast<std::size_t>(rows.shape(0));
  const auto dim = static_cast<std::size_t>(rows.shape(1));
  py::array_t<std::int8_t> codes({rows.shape(0), rows.shape(1)});
  quant::Sq8Codes made;
  {
    py::gil_scoped_release release;  // safe: two raw buffers owned by arrays this call holds
    made = quant::encode(rows.data(), n, dim, dim, codes.mutable_data(), threads);
  }
  py::array_t<float> scale(static_cast<py::ssize_t>(dim));
  std::copy(made.scale.begin(), made.scale.end(), scale.mutable_data());
  return py::make_tuple(codes, scale, made.l1_max);
}

// (codes int8 [dim], scale, bound) of a query for rows encoded with `scale` and `l1_max`.
py::tuple sq8_query(FloatArray query, FloatArray scale, std::int32_t l1_max) {
  require_ndim(query, 1, "query");
  require_ndim(scale, 1, "scale");
  if (query.shape(0) != scale.shape(0)) throw py::value_error("query and scale must have the same length");
  const quant::Sq8Query q = quant::prepare_query(query.data(), scale.data(), static_cast<std::size_t>(query.shape(0)));
  py::array_t<std::int8_t> codes(query.shape(0));
  std::copy(q.codes.begin(), q.codes.end(), codes.mutable_data());
  return py::make_tuple(codes, q.scale, q.bound(l1_max));
}

// (codes, scale, fine codes, fine scale, bound) of a query for rows encoded with `scale` and `l1_max`: the query's
// rounding coded again (quant::Sq8Fine), so dot ~= scale * (codes . c) + fine_scale * (fine codes . c) within bound.
py::tuple sq8_fine_query(FloatArray query, FloatArray scale, std::int32_t l1_max) {
  require_ndim(query, 1, "query");
  require_ndim(scale, 1, "scale");
  if (query.shape(0) != scale.shape(0)) throw py::value_error("query and scale must have the same length");
  const auto dim = static_cast<std::size_t>(query.shape(0));
  const quant::Sq8Query q = quant::prepare_query(query.data(), scale.data(), dim);
  const quant::Sq8Fine f = quant::prepare_fine(query.data(), scale.data(), q, dim);
  py::array_t<std::int8_t> codes(query.shape(0)), fine(query.shape(0));
  std::copy(q.codes.begin(), q.codes.end(), codes.mutable_data());
  std::copy(f.codes.begin(), f.codes.end(), fine.mutable_data());
  return py::make_tuple(codes, q.scale, fine, f.scale, f.bound(q, l1_max));
}

}  // namespace

void register_quant(py::module_& m) {
  m.def("sq8_encode", &sq8_encode, py::arg("rows"), py::arg("threads") = 0,
        "int8 codes of rows with one scale per dimension: (codes [n, dim] int8, scale [dim] float32, l1_max).");
  m.def("sq8_query", &sq8_query, py::arg("query"), py::arg("scale"), py::arg("l1_max"),
        "A query prepared for codes made with `scale`: (codes [dim] int8, scale, error bound on the dot).");
  m.def("sq8_fine_query", &sq8_fine_query, py::arg("query"), py::arg("scale"), py::arg("l1_max"),
        "As sq8_query, with the query's rounding coded again: (codes, scale, fine codes, fine scale, error bound).");
}

}  // namespace engram::bindings

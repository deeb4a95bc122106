// Bindings for engram/hnsw: _core.HnswIndex, a graph over a numpy array it borrows (never copies).
//
// The index holds a reference to the vectors array, so the buffer outlives every search; changing the array in
// place changes what the index finds (the graph is not rebuilt). Arguments are checked here with the GIL held
// (wrong type -> TypeError, bad shape or value -> ValueError); the GIL is released only around core calls.
#include <pybind11/stl.h>

#include <memory>
#include <string>
#include <tuple>

#include "engram/hnsw/graph.hpp"
#include "register.hpp"

namespace engram::bindings {
namespace {

using Uint8Span = const std::uint8_t*;

// The rows a graph borrows (borrow_rows: float32, 2-D, C-contiguous, never converted).
hnsw::VectorView borrow_vectors(const py::object& vectors) {
  const BorrowedRows rows = borrow_rows(vectors);
  return hnsw::VectorView{rows.data, rows.rows, rows.dim, rows.dim};
}

// A per-node mask (uint8 or bool, 1-D, C-contiguous, n entries), read in place; None -> null.
Uint8Span borrow_hidden(const py::object& hidden, std::size_t n) {
  if (hidden.is_none()) return nullptr;
  if (!py::isinstance<py::array>(hidden))
    throw py::type_error("hidden must be a numpy.ndarray of uint8 or bool");
  const auto array = py::reinterpret_borrow<py::array>(hidden);
  if (!array.dtype().is(py::dtype::of<std::uint8_t>()) && !array.dtype().is(py::dtype::of<bool>()))
    throw py::type_error("hidden must have dtype uint8 or bool, got " + std::string(py::str(array.dtype())));
  require_ndim(array, 1, "hidden");
  if (!(array.flags() & py::array::c_style)) throw py::value_error("hidden must be C-contiguous");
  if (static_cast<std::size_t>(array.shape(0)) != n)
    throw py::value_error("hidden must have one entry per node (" + std::to_string(n) + "), got " +
                          std::to_string(array.shape(0)));
  return static_cast<Uint8Span>(array.data());
}

hnsw::SearchParams search_params(int k, int ef) {
  if (k < 1) throw py::value_error("k must be >= 1");
  if (ef < 1) throw py::value_error("ef must be >= 1");
  return hnsw::SearchParams{k, ef};
}

std::string fspath(const py::object& path) {
  return py::module_::import("os").attr("fspath")(path).cast<std::string>();
}

// Runs a core file operation without the GIL. Its errors (std::system_error, hnsw::CorruptFileError) reach
// Python as OSError and engramdb.errors.CorruptStoreError through the translator of register_errors.cpp.
template <class Operation>
auto file_operation(Operation&& operation) {
  py::gil_scoped_release release;  // safe: the operation touches only the file and raw buffers we keep alive
  return operation();
}

class HnswIndex {
 public:
  HnswIndex(const py::object& vectors, int M, int ef_construction, std::uint64_t seed, int threads) {
    const hnsw::VectorView view = borrow_vectors(vectors);
    if (M < 2 || M > 1024) throw py::value_error("M must be in [2, 1024]");
    if (ef_construction < 1) throw py::value_error("ef_construction must be >= 1");
    if (threads < 0) throw py::value_error("threads must be >= 0 (0 = all cores)");
    vectors_ = vectors;
    base_ = view.base;
    {
      py::gil_scoped_release release;  // safe: the build reads only the vectors' buffer, which we keep alive
      const hnsw::BuildParams params{M, ef_construction, seed};
      graph_ = std::make_unique<hnsw::Graph>(hnsw::Graph::build(view, params, static_cast<unsigned>(threads)));
    }
  }

  static HnswIndex load(const py::object& path, const py::object& vectors) {
    const hnsw::VectorView view = borrow_vectors(vectors);
    const std::string file = fspath(path);
    HnswIndex index;
    index.vectors_ = vectors;
    index.base_ = view.base;
    index.graph_ = std::make_unique<hnsw::Graph>(file_operation([&] { return hnsw::Graph::load(file, view); }));
    return index;
  }

  void save(const py::object& path) const {
    const std::string file = fspath(path);
    file_operation([&] {
      graph_->save(file);
      return 0;
    });
  }

  std::tuple<py::array_t<std::int64_t>, py::array_t<float>> search(FloatArray query, int k, int ef,
                                                                   const py::object& hidden) const {
    const hnsw::SearchParams params = search_params(k, ef);
    require_ndim(query, 1, "query");
    check_dim(query.shape(0), "query");
    const Uint8Span mask = borrow_hidden(hidden, graph_->size());
    std::vector<hnsw::Neighbor> found;
    {
      py::gil_scoped_release release;  // safe: raw buffers only, all kept alive by this call's arguments
      found = graph_->search(query.data(), params, mask);
    }
    py::array_t<std::int64_t> nodes(static_cast<py::ssize_t>(found.size()));
    py::array_t<float> distances(static_cast<py::ssize_t>(found.size()));
    auto* node_out = nodes.mutable_data();
    auto* distance_out = distances.mutable_data();
    for (std::size_t i = 0; i < found.size(); ++i) {
      node_out[i] = found[i].node;
      distance_out[i] = found[i].distance;
    }
    return {nodes, distances};
  }

  std::tuple<py::array_t<std::int64_t>, py::array_t<float>> search_batch(FloatArray queries, int k, int ef,
                                                                         const py::object& hidden,
                                                                         int threads) const {
    const hnsw::SearchParams params = search_params(k, ef);
    require_ndim(queries, 2, "queries");
    check_dim(queries.shape(1), "queries");
    if (threads < 0) throw py::value_error("threads must be >= 0 (0 = all cores)");
    const Uint8Span mask = borrow_hidden(hidden, graph_->size());
    const py::ssize_t n_queries = queries.shape(0);
    py::array_t<std::int64_t> nodes({n_queries, static_cast<py::ssize_t>(k)});
    py::array_t<float> distances({n_queries, static_cast<py::ssize_t>(k)});
    std::int64_t* node_out = nodes.mutable_data();
    float* distance_out = distances.mutable_data();
    {
      py::gil_scoped_release release;  // safe: raw buffers only, outputs are fresh arrays no one else sees yet
      graph_->search_batch(queries.data(), static_cast<std::size_t>(n_queries), params, mask,
                           static_cast<unsigned>(threads), node_out, distance_out);
    }
    return {nodes, distances};
  }

  const hnsw::Graph& graph() const { return *graph_; }
  const py::object& vectors() const { return vectors_; }
  const float* base() const { return base_; }

 private:
  HnswIndex() = default;

  void check_dim(py::ssize_t length, const char* what) const {
    if (static_cast<std::size_t>(length) != graph_->dim())
      throw py::value_error(std::string(what) + " must have " + std::to_string(graph_->dim()) +
                            " columns (the index's dim), got " + std::to_string(length));
  }

  py::object vectors_;  // keeps the borrowed buffer alive
  const float* base_ = nullptr;  // row 0 of the borrowed buffer (rows are C-contiguous)
  std::unique_ptr<hnsw::Graph> graph_;
};

}  // namespace

BorrowedRows borrow_rows(const py::object& vectors) {
  if (!py::isinstance<py::array>(vectors))
    throw py::type_error("vectors must be a numpy.ndarray, got " + std::string(py::str(py::type::of(vectors))));
  const auto array = py::reinterpret_borrow<py::array>(vectors);
  if (!array.dtype().is(py::dtype::of<float>()))
    throw py::type_error("vectors must have dtype float32, got " + std::string(py::str(array.dtype())));
  require_ndim(array, 2, "vectors");
  if (!(array.flags() & py::array::c_style)) throw py::value_error("vectors must be C-contiguous");
  if (array.shape(1) < 1) throw py::value_error("vectors must have at least one column");
  return BorrowedRows{static_cast<const float*>(array.data()), static_cast<std::size_t>(array.shape(0)),
                      static_cast<std::size_t>(array.shape(1))};
}

GraphRef graph_ref(const py::handle& index) {
  if (!py::isinstance<HnswIndex>(index))
    throw py::type_error("a selection's index must be a _core.HnswIndex, a _core.IvfLists or None, got " +
                         std::string(py::str(py::type::of(index))));
  const auto& self = index.cast<const HnswIndex&>();
  return GraphRef{&self.graph(), self.base()};
}

void register_hnsw(py::module_& m) {
  py::class_<HnswIndex>(m, "HnswIndex",
                        "HNSW graph (distance 1 - dot) over a float32 [n, dim] C-contiguous array that it "
                        "borrows: the array is referenced, never copied, and must hold unit-norm or zero rows.")
      .def(py::init<const py::object&, int, int, std::uint64_t, int>(), py::arg("vectors"), py::arg("M") = 16,
           py::arg("ef_construction") = 200, py::arg("seed") = 100, py::arg("threads") = 0,
           "Builds the graph (threads=0: all cores; with threads=1 the graph is a function of the seed).")
      .def_static("load", &HnswIndex::load, py::arg("path"), py::arg("vectors"),
                  "Memory-maps a graph written by save() over the same vectors (checksum verified).")
      .def("save", &HnswIndex::save, py::arg("path"), "Writes the graph (links only, no vectors) to path.")
      .def("search", &HnswIndex::search, py::arg("query"), py::arg("k") = 10, py::arg("ef") = 64,
           py::arg("hidden") = py::none(),
           "(nodes int64[<=k], distances float32[<=k]) nearest first; nodes with hidden[node] != 0 are never "
           "returned. Returns min(k, live nodes) results.")
      .def("search_batch", &HnswIndex::search_batch, py::arg("queries"), py::arg("k") = 10, py::arg("ef") = 64,
           py::arg("hidden") = py::none(), py::arg("threads") = 0,
           "(nodes int64[m, k], distances float32[m, k]) for queries [m, dim], padded with -1 / inf.")
      .def_property_readonly("n", [](const HnswIndex& self) { return self.graph().size(); })
      .def_property_readonly("dim", [](const HnswIndex& self) { return self.graph().dim(); })
      .def_property_readonly("M", [](const HnswIndex& self) { return self.graph().M(); })
      .def_property_readonly("ef_construction",
                             [](const HnswIndex& self) { return self.graph().ef_construction(); })
      .def_property_readonly("max_level", [](const HnswIndex& self) { return self.graph().max_level(); })
      .def_property_readonly("memory_bytes", [](const HnswIndex& self) { return self.graph().memory_bytes(); },
                             "Bytes of the graph (links, levels, offsets), not of the borrowed vectors.")
      .def_property_readonly("vectors", [](const HnswIndex& self) { return self.vectors(); },
                             "The borrowed array.");
}

}  // namespace engram::bindings

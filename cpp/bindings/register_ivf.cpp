// Bindings for engram/ivf: _core.IvfLists, the inverted lists of one run of rows (lists.hpp).
//
// The lists copy what they need (centroids, codes, order) while they are built; the object also keeps a
// reference to the rows it was built from, so that a recall selection can check that it pairs the lists
// with exactly those rows (an address that cannot be reused while the reference lives).
#include <memory>
#include <string>
#include <vector>

#include "engram/ivf/lists.hpp"
#include "register.hpp"

namespace engram::bindings {
namespace {

class IvfLists {
 public:
  IvfLists(const py::object& vectors, int n_lists, int iterations, std::uint64_t seed, unsigned threads, int sub_rows)
      : vectors_(vectors) {
    const BorrowedRows rows = borrow_rows(vectors);
    if (rows.rows < 1) throw py::value_error("vectors must have at least one row");
    if (n_lists < 0) throw py::value_error("n_lists must be >= 0 (0: about sqrt(n))");
    if (iterations < 0) throw py::value_error("iterations must be >= 0");
    if (sub_rows < 0) throw py::value_error("sub_rows must be >= 0 (0: no sub-lists)");
    ivf::BuildParams params{n_lists, iterations, 0, seed, threads};
    params.sub_rows = sub_rows;
    py::gil_scoped_release release;  // safe: reads a buffer `vectors_` keeps alive, writes only the new index
    lists_ = std::make_unique<ivf::Lists>(rows.data, rows.rows, rows.dim, rows.dim, params);
  }

  // Lists read back from stored parts over the same rows (no k-means): see ivf::Lists(rows, dim, stride, Parts).
  static IvfLists from_parts(const py::object& vectors, const FloatArray& centroids,
                             const py::array_t<std::int64_t, py::array::c_style | py::array::forcecast>& offsets,
                             const py::array_t<std::int32_t, py::array::c_style | py::array::forcecast>& order,
                             const py::array_t<std::int8_t, py::array::c_style | py::array::forcecast>& codes,
                             const FloatArray& scale, std::int32_t l1_max, const FloatArray& min_cosine,
                             const py::object& sub_lists, bool borrow) {
    const BorrowedRows rows = borrow_rows(vectors);
    if (static_cast<std::size_t>(order.size()) != rows.rows)
      throw py::value_error("the lists hold " + std::to_string(order.size()) + " rows, the vectors " +
                            std::to_string(rows.rows));
    ivf::Parts parts;
    parts.centroids.assign(centroids.data(), centroids.data() + centroids.size());
    parts.offsets.assign(offsets.data(), offsets.data() + offsets.size());
    if (borrow) {  // the Lists read the arrays in place; the object keeps them referenced (and what they view)
      parts.order_view = order.data();
      parts.codes_view = codes.data();
      parts.rows = static_cast<std::size_t>(order.size());
      if (static_cast<std::size_t>(codes.size()) != parts.rows * rows.dim)
        throw py::value_error("codes do not match the rows");
    } else {
      parts.order.assign(order.data(), order.data() + order.size());
      parts.codes.assign(codes.data(), codes.data() + codes.size());
    }
    parts.scale.assign(scale.data(), scale.data() + scale.size());
    parts.l1_max = l1_max;
    parts.min_cosine.assign(min_cosine.data(), min_cosine.data() + min_cosine.size());
    if (!sub_lists.is_none()) {
      const auto sub = sub_lists.cast<py::tuple>();
      if (sub.size() != 4) throw py::value_error("sub_lists: (sub_first, sub_offsets, sub_centroids, sub_min_cosine)");
      const auto first = sub[0].cast<py::array_t<std::int32_t, py::array::c_style | py::array::forcecast>>();
      const auto offs = sub[1].cast<py::array_t<std::int64_t, py::array::c_style | py::array::forcecast>>();
      const auto cents = sub[2].cast<FloatArray>();
      const auto radii = sub[3].cast<FloatArray>();
      parts.sub_first.assign(first.data(), first.data() + first.size());
      parts.sub_offsets.assign(offs.data(), offs.data() + offs.size());
      parts.sub_centroids.assign(cents.data(), cents.data() + cents.size());
      parts.sub_min_cosine.assign(radii.data(), radii.data() + radii.size());
    }
    IvfLists out(vectors);
    if (borrow) out.borrowed_ = py::make_tuple(order, codes);
    std::string refused;
    {
      // the checks (a permutation of n rows) and the sub-list codes take milliseconds at 10k rows: the store's
      // indexer reads lists back on its own thread while recalls run. Safe: `parts` are copies, `vectors`
      // stays referenced by the caller and by `out`.
      py::gil_scoped_release release;
      try {
        out.lists_ = std::make_unique<ivf::Lists>(rows.data, rows.dim, rows.dim, std::move(parts));
      } catch (const std::invalid_argument& exc) {
        refused = exc.what();
      }
    }
    if (!refused.empty()) throw py::value_error(refused);
    return out;
  }

  // (centroids [n_lists, dim] float32, offsets [n_lists + 1] int64, order [n] int32, codes [n, dim] int8,
  // scale [dim] float32, l1_max, min_cosine [n_lists] float32): copies of what from_parts takes.
  py::tuple parts() const {
    const auto lists = static_cast<py::ssize_t>(lists_->n_lists());
    const auto n = static_cast<py::ssize_t>(lists_->size());
    const auto dim = static_cast<py::ssize_t>(lists_->dim());
    py::array_t<float> centroids({lists, dim});
    std::copy_n(lists_->centroids(), lists * dim, centroids.mutable_data());
    py::array_t<std::int8_t> codes({n, dim});
    std::copy_n(lists_->codes(), n * dim, codes.mutable_data());
    py::array_t<float> scale(dim);
    std::copy_n(lists_->code_scale(), dim, scale.mutable_data());
    py::array_t<float> min_cosine(lists);
    std::copy_n(lists_->min_cosine(), lists, min_cosine.mutable_data());
    const py::tuple layout_ = layout();
    return py::make_tuple(centroids, layout_[0], layout_[1], codes, scale, lists_->code_l1_max(), min_cosine);
  }

  // (sub_first [n_lists + 1] int32, sub_offsets [n_sub + 1] int64, sub_centroids [n_sub, dim] float32,
  // sub_min_cosine [n_sub] float32): copies of the sub-lists' arrays (ivf/lists.hpp), or None without them.
  py::object sub_parts() const {
    if (!lists_->has_sub_lists()) return py::none();
    const auto lists = static_cast<py::ssize_t>(lists_->n_lists());
    const auto subs = static_cast<py::ssize_t>(lists_->n_sub_lists());
    const auto dim = static_cast<py::ssize_t>(lists_->dim());
    py::array_t<std::int32_t> first(lists + 1);
    std::copy_n(lists_->sub_first(), lists + 1, first.mutable_data());
    py::array_t<std::int64_t> offsets(subs + 1);
    std::copy_n(lists_->sub_offsets(), subs + 1, offsets.mutable_data());
    py::array_t<float> centroids({subs, dim});
    std::copy_n(lists_->sub_centroids(), subs * dim, centroids.mutable_data());
    py::array_t<float> min_cosine(subs);
    std::copy_n(lists_->sub_min_cosine(), subs, min_cosine.mutable_data());
    return py::make_tuple(first, offsets, centroids, min_cosine);
  }

  const ivf::Lists& lists() const { return *lists_; }
  const query::ListedColumns& listed() const { return listed_; }

 private:
  explicit IvfLists(const py::object& vectors) : vectors_(vectors) {}

 public:

  // Copies the run's never-changing ranking columns in list order (recall reads them contiguously while
  // it probes a list); each has one value per row of the run, as the segment holds them.
  void attach_columns(const py::array_t<float, py::array::c_style>& importance,
                      const py::array_t<float, py::array::c_style>& confidence,
                      const py::array_t<double, py::array::c_style>& created_at,
                      const py::array_t<std::uint8_t, py::array::c_style>& layer) {
    const auto n = static_cast<py::ssize_t>(lists_->size());
    for (const py::array* column : {static_cast<const py::array*>(&importance), static_cast<const py::array*>(&confidence),
                                    static_cast<const py::array*>(&created_at), static_cast<const py::array*>(&layer)}) {
      require_ndim(*column, 1, "column");
      if (column->shape(0) != n)
        throw py::value_error("a column has " + std::to_string(column->shape(0)) + " values for " +
                              std::to_string(n) + " rows");
    }
    const std::int32_t* order = lists_->order();
    auto permute = [&](auto& out, const auto* by_row) {
      out.resize(static_cast<std::size_t>(n));
      for (py::ssize_t i = 0; i < n; ++i) out[static_cast<std::size_t>(i)] = by_row[order[i]];
    };
    permute(importance_, importance.data());
    permute(confidence_, confidence.data());
    permute(created_at_, created_at.data());
    permute(layer_, layer.data());
    listed_ = query::ListedColumns{importance_.data(), confidence_.data(), created_at_.data(), layer_.data()};
  }

  // Positions of each list's rows: (offsets [n_lists + 1], order [n]) as numpy copies, for tests and tools.
  py::tuple layout() const {
    const auto lists = static_cast<py::ssize_t>(lists_->n_lists());
    const auto n = static_cast<py::ssize_t>(lists_->size());
    py::array_t<std::int64_t> offsets(lists + 1);
    std::copy_n(lists_->offsets(), lists + 1, offsets.mutable_data());
    py::array_t<std::int32_t> order(n);
    std::copy_n(lists_->order(), n, order.mutable_data());
    return py::make_tuple(offsets, order);
  }

  py::array_t<std::int32_t> rank_lists(const FloatArray& query) const {
    require_ndim(query, 1, "query");
    if (static_cast<std::size_t>(query.shape(0)) != lists_->dim())
      throw py::value_error("query has " + std::to_string(query.shape(0)) + " dimensions, the lists " +
                            std::to_string(lists_->dim()));
    py::array_t<std::int32_t> out(lists_->n_lists());
    std::vector<float> sims(static_cast<std::size_t>(lists_->n_lists()));
    lists_->rank_lists(query.data(), out.mutable_data(), sims.data(), sims.size());
    return out;
  }

 private:
  py::object vectors_;
  py::object borrowed_;  // from_parts(borrow=True): the order and codes arrays the lists read in place
  std::unique_ptr<ivf::Lists> lists_;
  std::vector<float> importance_, confidence_;
  std::vector<double> created_at_;
  std::vector<std::uint8_t> layer_;
  query::ListedColumns listed_;
};

}  // namespace

ListsRef lists_of(const py::handle& index) {
  if (!py::isinstance<IvfLists>(index)) return ListsRef{nullptr, {}};
  const auto& self = index.cast<const IvfLists&>();
  return ListsRef{&self.lists(), self.listed()};
}

void register_ivf(py::module_& m) {
  py::class_<IvfLists>(m, "IvfLists",
                       "Inverted lists over a float32 [n, dim] C-contiguous array of unit-norm or zero rows: "
                       "spherical k-means into n_lists lists, each list's int8 codes contiguous (in memory).")
      .def(py::init<const py::object&, int, int, std::uint64_t, unsigned, int>(), py::arg("vectors"),
           py::arg("n_lists") = 0, py::arg("iterations") = 10, py::arg("seed") = 1, py::arg("threads") = 0,
           py::arg("sub_rows") = 0,
           "Builds the lists (n_lists=0: round(sqrt(n)); threads=0: all cores; a function of the seed); "
           "sub_rows > 0 also splits each list of at least 2 * sub_rows rows into sub-lists of ~sub_rows rows.")
      .def_static("from_parts", &IvfLists::from_parts, py::arg("vectors"), py::arg("centroids"), py::arg("offsets"),
                  py::arg("order"), py::arg("codes"), py::arg("scale"), py::arg("l1_max"), py::arg("min_cosine"),
                  py::arg("sub_lists") = py::none(), py::arg("borrow") = false,
                  "Lists over `vectors` from the arrays parts() and sub_parts() gave for the same rows (no "
                  "k-means); ValueError when an index is out of range or a size does not match. borrow=True: "
                  "the order and codes are read in place (kept referenced, never written: a read-only memory map "
                  "of a lists file), not copied.")
      .def("sub_parts", &IvfLists::sub_parts, "(sub_first, sub_offsets, sub_centroids, sub_min_cosine): copies of "
                                              "the sub-lists' arrays, or None when the lists have none.")
      .def("parts", &IvfLists::parts, "(centroids, offsets, order, codes, scale, l1_max, min_cosine): copies "
                                      "of the lists' arrays, what from_parts takes.")
      .def_property_readonly("size", [](const IvfLists& s) { return s.lists().size(); })
      .def_property_readonly("dim", [](const IvfLists& s) { return s.lists().dim(); })
      .def_property_readonly("n_lists", [](const IvfLists& s) { return s.lists().n_lists(); })
      .def_property_readonly("memory_bytes", [](const IvfLists& s) { return s.lists().memory_bytes(); })
      .def("layout", &IvfLists::layout, "(offsets [n_lists + 1] int64, order [n] int32): list l holds the rows "
                                        "order[offsets[l]:offsets[l + 1]]")
      .def("attach_columns", &IvfLists::attach_columns, py::arg("importance"), py::arg("confidence"),
           py::arg("created_at"), py::arg("layer"),
           "Copies the run's importance, confidence, created_at and layer columns in list order (recall then "
           "reads them contiguously); each must hold one value per row.")
      .def_property_readonly("has_columns", [](const IvfLists& s) { return s.listed().importance != nullptr; })
      .def("rank_lists", &IvfLists::rank_lists, py::arg("query"),
           "Every list, nearest centroid (largest dot with the query) first.");
  m.def(
      "list_similarity_bounds",
      [](float centroid_dot, float query_norm, float min_cosine) {
        return std::make_pair(ivf::list_similarity_bound(centroid_dot, query_norm, min_cosine),
                              ivf::list_similarity_ceiling(centroid_dot, query_norm, min_cosine));
      },
      py::arg("centroid_dot"), py::arg("query_norm"), py::arg("min_cosine"),
      "(bound, ceiling): a list's bound on its rows' similarity to a query (ivf/lists.hpp) and the ceiling the "
      "bounded plan screens lists with (never below the bound).");
}

}  // namespace engram::bindings

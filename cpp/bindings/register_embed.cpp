// Bindings for engram/embed: the hashing embedder over a batch of Python strings.
//
// The UTF-8 bytes are borrowed, not copied (utf8.hpp).
#include <algorithm>
#include <string>
#include <vector>

#include "engram/embed/hashing.hpp"
#include "register.hpp"
#include "utf8.hpp"

namespace engram::bindings {
namespace {

py::array_t<float> hash_embed(const py::object& texts, py::ssize_t dim, py::ssize_t threads) {
  if (dim < 1 || static_cast<std::size_t>(dim) > embed::kMaxHashingDim)
    throw py::value_error("dim must be between 1 and 2**31, got " + std::to_string(dim));
  if (threads < 0)
    throw py::value_error("threads must be >= 0 (0 = all cores), got " + std::to_string(threads));
  const Utf8Batch batch = borrow_utf8(texts, Surrogates::refuse);
  const std::size_t count = batch.views.size();
  std::vector<embed::TextView> views(count);
  for (std::size_t i = 0; i < count; ++i) views[i] = {batch.views[i].data(), batch.views[i].size()};

  py::array_t<float> out({static_cast<py::ssize_t>(count), dim});
  float* rows = out.mutable_data();
  {
    // safe: the workers read only the borrowed UTF-8 buffers (kept alive by `batch`) and write `out`;
    // no Python object is touched or refcounted until the GIL is back.
    py::gil_scoped_release release;
    embed::hash_embed_batch(views.data(), count, static_cast<std::size_t>(dim), rows,
                            static_cast<unsigned>(std::min<py::ssize_t>(threads, 4096)));
  }
  return out;
}

}  // namespace

void register_embed(py::module_& m) {
  m.def("hash_embed", &hash_embed, py::arg("texts"), py::arg("dim"), py::arg("threads") = 0,
        "Embeds a list of str with the hashing-v1 recipe (cpp/engram/embed/hashing.hpp): float32 [n, dim], "
        "rows L2-normalised (zero for texts without words). threads=0 uses every core; the result does "
        "not depend on the thread count.");
}

}  // namespace engram::bindings

// Bindings for engram/embed: the hashing embedder over a batch of Python strings.
//
// The UTF-8 bytes are borrowed, not copied: PyUnicode_AsUTF8AndSize returns a buffer owned by (and cached
// in) the str object, valid while the str lives. A private tuple holds a reference to every str, so the
// buffers stay valid with the GIL released even if the caller's list is changed by another thread.
#include <algorithm>
#include <string>
#include <vector>

#include "engram/embed/hashing.hpp"
#include "register.hpp"

namespace engram::bindings {
namespace {

py::array_t<float> hash_embed(const py::object& texts, py::ssize_t dim, py::ssize_t threads) {
  if (PyUnicode_Check(texts.ptr()) || PyBytes_Check(texts.ptr()) || PyByteArray_Check(texts.ptr()))
    throw py::type_error(std::string("texts must be a list of str, not a single ") +
                         Py_TYPE(texts.ptr())->tp_name);
  if (dim < 1 || static_cast<std::size_t>(dim) > embed::kMaxHashingDim)
    throw py::value_error("dim must be between 1 and 2**31, got " + std::to_string(dim));
  if (threads < 0)
    throw py::value_error("threads must be >= 0 (0 = all cores), got " + std::to_string(threads));

  const py::tuple items = py::reinterpret_steal<py::tuple>(PySequence_Tuple(texts.ptr()));
  if (!items) throw py::error_already_set();  // not iterable: Python's own TypeError
  const auto count = static_cast<std::size_t>(PyTuple_GET_SIZE(items.ptr()));
  std::vector<embed::TextView> views(count);
  for (std::size_t i = 0; i < count; ++i) {
    PyObject* item = PyTuple_GET_ITEM(items.ptr(), static_cast<py::ssize_t>(i));
    if (!PyUnicode_Check(item))
      throw py::type_error("texts[" + std::to_string(i) + "] must be str, got " +
                           std::string(Py_TYPE(item)->tp_name));
    Py_ssize_t size = 0;
    const char* data = PyUnicode_AsUTF8AndSize(item, &size);
    if (data == nullptr) {
      PyErr_Clear();
      throw py::value_error("texts[" + std::to_string(i) +
                            "] cannot be encoded as UTF-8 (a lone surrogate?)");
    }
    views[i] = {data, static_cast<std::size_t>(size)};
  }

  py::array_t<float> out({static_cast<py::ssize_t>(count), dim});
  float* rows = out.mutable_data();
  {
    // safe: the workers read only the borrowed UTF-8 buffers (kept alive by `items`) and write `out`;
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

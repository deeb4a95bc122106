// A batch of Python str borrowed as UTF-8 byte views, shared by the bindings that read texts.
//
// PyUnicode_AsUTF8AndSize returns a buffer owned by (and cached in) each str, valid while the str lives;
// the batch holds a private tuple of the strs, so the views stay valid with the GIL released even if the
// caller's list is changed by another thread.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "register.hpp"

namespace engram::bindings {

// What to do with a str holding lone surrogates (it has no UTF-8 form): refuse it (ValueError) or read
// the bytes of its "surrogatepass" encoding, which the batch then owns.
enum class Surrogates { refuse, pass };

struct Utf8Batch {
  py::tuple items;
  std::vector<std::string_view> views;
  std::vector<py::object> encoded;  // bytes of texts read through "surrogatepass"
  std::size_t bytes = 0;            // the views' total size
};

// Below this many bytes a text kernel keeps the GIL: its work (~1-2 ns a byte, well under a millisecond) costs
// less than getting the GIL back beside a busy Python thread (the store's background seal), which waits up to a
// switch interval, 5 ms (measured: find_secrets_many of 10k short texts 3.5 -> 20.6 ms beside a spinning thread
// when each of its kernels released it).
constexpr std::size_t kReleaseGilBytes = std::size_t{1} << 20;

// `texts`: any iterable of str, but not a single str or bytes (TypeError); an item that is not a str is
// a TypeError naming its index. Call with the GIL held.
inline Utf8Batch borrow_utf8(const py::object& texts, Surrogates surrogates) {
  if (PyUnicode_Check(texts.ptr()) || PyBytes_Check(texts.ptr()) || PyByteArray_Check(texts.ptr()))
    throw py::type_error(std::string("texts must be a list of str, not a single ") +
                         Py_TYPE(texts.ptr())->tp_name);
  Utf8Batch batch;
  batch.items = py::reinterpret_steal<py::tuple>(PySequence_Tuple(texts.ptr()));
  if (!batch.items) throw py::error_already_set();  // not iterable: Python's own TypeError
  const auto count = static_cast<std::size_t>(PyTuple_GET_SIZE(batch.items.ptr()));
  batch.views.resize(count);
  for (std::size_t i = 0; i < count; ++i) {
    PyObject* item = PyTuple_GET_ITEM(batch.items.ptr(), static_cast<py::ssize_t>(i));
    if (!PyUnicode_Check(item))
      throw py::type_error("texts[" + std::to_string(i) + "] must be str, got " +
                           std::string(Py_TYPE(item)->tp_name));
    Py_ssize_t size = 0;
    const char* data = PyUnicode_AsUTF8AndSize(item, &size);
    if (data == nullptr) {
      PyErr_Clear();
      if (surrogates == Surrogates::refuse)
        throw py::value_error("texts[" + std::to_string(i) +
                              "] cannot be encoded as UTF-8 (a lone surrogate?)");
      auto encoded =
          py::reinterpret_steal<py::object>(PyUnicode_AsEncodedString(item, "utf-8", "surrogatepass"));
      if (!encoded) throw py::error_already_set();
      data = PyBytes_AS_STRING(encoded.ptr());
      size = PyBytes_GET_SIZE(encoded.ptr());
      batch.encoded.push_back(std::move(encoded));
    }
    batch.views[i] = std::string_view(data, static_cast<std::size_t>(size));
    batch.bytes += static_cast<std::size_t>(size);
  }
  return batch;
}

}  // namespace engram::bindings

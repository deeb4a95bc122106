// The columns of one segment that Memory objects (register_rows.cpp) and the conflict pass
// (register_conflicts.cpp) read, borrowed from python/engramdb/segment.py's buffers (memory_columns).
// Everything here runs with the GIL held unless a comment says otherwise.
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "engram/text/conflicts.hpp"
#include "register.hpp"

namespace engram::bindings {

// The text columns a Memory reads, by name; TextIndex names their positions.
constexpr std::array<const char*, 11> kTextColumns = {"scope",      "key",           "text",        "trigger",
                                                      "guidance",   "source",        "supersedes",  "superseded_by",
                                                      "merged_from", "meta",         "flags"};
enum TextIndex {
  kScope, kKey, kText, kTrigger, kGuidance, kSource, kSupersedes, kSupersededBy, kMergedFrom, kMeta, kFlags
};

inline py::object steal(PyObject* made) {
  if (made == nullptr) throw py::error_already_set();
  return py::reinterpret_steal<py::object>(made);
}

// A numeric column borrowed from a numpy array of dtype T (C-contiguous, at least n_rows values).
template <class T>
const T* borrow_column(const py::dict& numeric, const char* name, py::ssize_t n_rows, std::vector<py::object>& keep) {
  if (!numeric.contains(name)) throw py::value_error(std::string("numeric column '") + name + "' is missing");
  const py::object value = numeric[name];
  if (!py::isinstance<py::array>(value)) throw py::type_error(std::string(name) + ": expected a numpy array");
  const auto array = py::reinterpret_borrow<py::array>(value);
  if (!array.dtype().is(py::dtype::of<T>()))
    throw py::type_error(std::string(name) + ": expected dtype " + std::string(py::str(py::dtype::of<T>())) +
                         ", got " + std::string(py::str(array.dtype())));
  if (array.ndim() != 1 || !(array.flags() & py::array::c_style) || array.shape(0) < n_rows)
    throw py::value_error(std::string(name) + ": expected a 1-D C-contiguous array of at least n_rows values");
  keep.push_back(array);
  return static_cast<const T*>(array.data());
}

// The bytes of a buffer-protocol object (the buffer stays valid while `keep` holds the object).
inline py::buffer_info borrow_buffer(const py::handle& value, py::ssize_t itemsize, const char* what) {
  if (!PyObject_CheckBuffer(value.ptr())) throw py::type_error(std::string(what) + ": expected a buffer");
  py::buffer_info info = py::reinterpret_borrow<py::buffer>(value).request();
  if (info.itemsize != itemsize || info.ndim != 1 || info.strides[0] != itemsize)
    throw py::value_error(std::string(what) + ": expected a contiguous buffer of " + std::to_string(itemsize) +
                          "-byte items");
  return info;
}

// One text column: a Python list of str or None (the active segment), or an Arrow string array's buffers as
// segment._TextColumn holds them (int32 offsets from the array's first row, UTF-8 bytes, validity bits).
class TextColumn {
 public:
  TextColumn() = default;
  TextColumn(const py::handle& value, py::ssize_t n_rows, const char* name) {
    keep_ = py::reinterpret_borrow<py::object>(value);
    if (PyList_Check(value.ptr())) {
      // A list may hold fewer values than n_rows: the active segment's columns are borrowed with their spare
      // capacity (python/engramdb/segment.py, ActiveSegment.native) while its text lists grow by appends; at()
      // checks every row against the list's size as it is then.
      list_ = value.ptr();
      return;
    }
    if (!PyTuple_Check(value.ptr()) || PyTuple_GET_SIZE(value.ptr()) != 5)
      throw py::type_error(std::string(name) + ": expected a list or (offsets, data, validity, first, all_null)");
    const auto parts = py::reinterpret_borrow<py::tuple>(value);
    all_null_ = parts[4].cast<bool>();
    if (all_null_) return;
    const py::buffer_info offsets = borrow_buffer(parts[0], 4, "offsets");
    const py::buffer_info data = borrow_buffer(parts[1], 1, "data");
    if (offsets.shape[0] < n_rows + 1) throw py::value_error(std::string(name) + ": fewer offsets than rows");
    offsets_ = static_cast<const std::int32_t*>(offsets.ptr);
    data_ = static_cast<const char*>(data.ptr);
    data_size_ = data.shape[0];
    first_ = parts[3].cast<std::int64_t>();
    if (!parts[2].is_none()) {
      const py::buffer_info validity = borrow_buffer(parts[2], 1, "validity");
      if (first_ < 0 || validity.shape[0] * 8 < first_ + n_rows)
        throw py::value_error(std::string(name) + ": validity bitmap shorter than its rows");
      validity_ = static_cast<const std::uint8_t*>(validity.ptr);
    }
  }

  // str or None at `row` (< n_rows: the caller checked).
  py::object at(std::int64_t row) const {
    if (list_ != nullptr) {
      if (row >= PyList_GET_SIZE(list_)) throw py::index_error("text row out of range");
      return py::reinterpret_borrow<py::object>(PyList_GET_ITEM(list_, static_cast<py::ssize_t>(row)));
    }
    if (all_null_) return py::none();
    if (validity_ != nullptr && !(validity_[(first_ + row) >> 3] >> ((first_ + row) & 7) & 1)) return py::none();
    const std::int32_t begin = offsets_[row], end = offsets_[row + 1];
    if (begin < 0 || end < begin || end > data_size_) throw py::value_error("text offsets out of range (corrupt segment)");
    return steal(PyUnicode_DecodeUTF8(data_ + begin, end - begin, nullptr));
  }

  // The str or None at `row` of a list-backed column (the active segment), borrowed; nullptr for a column read
  // from Arrow buffers (read it with read()).
  PyObject* list_item(std::int64_t row) const {
    if (list_ == nullptr) return nullptr;
    if (row >= PyList_GET_SIZE(list_)) throw py::index_error("text row out of range");
    return PyList_GET_ITEM(list_, static_cast<py::ssize_t>(row));
  }

  // The value at `row` without making a str: null (None), bytes (its UTF-8 bytes in *out, borrowed from the
  // column), or str (a str of the list that is not ASCII-only: read it with at(row)). The conflict pass reads
  // its texts this way (register_conflicts.cpp).
  enum class Read { null, bytes, str };
  Read read(std::int64_t row, std::string_view* out) const {
    if (list_ != nullptr) {
      if (row >= PyList_GET_SIZE(list_)) throw py::index_error("text row out of range");
      PyObject* item = PyList_GET_ITEM(list_, static_cast<py::ssize_t>(row));
      if (item == Py_None) return Read::null;
      if (!PyUnicode_Check(item) || !PyUnicode_IS_ASCII(item)) return Read::str;
      *out = std::string_view(static_cast<const char*>(PyUnicode_DATA(item)),
                              static_cast<std::size_t>(PyUnicode_GET_LENGTH(item)));
      return Read::bytes;
    }
    if (all_null_) return Read::null;
    if (validity_ != nullptr && !(validity_[(first_ + row) >> 3] >> ((first_ + row) & 7) & 1)) return Read::null;
    const std::int32_t begin = offsets_[row], end = offsets_[row + 1];
    if (begin < 0 || end < begin || end > data_size_) throw py::value_error("text offsets out of range (corrupt segment)");
    *out = std::string_view(data_ + begin, static_cast<std::size_t>(end - begin));
    return Read::bytes;
  }

 private:
  py::object keep_;
  PyObject* list_ = nullptr;  // borrowed from keep_
  bool all_null_ = false;
  const std::int32_t* offsets_ = nullptr;
  const char* data_ = nullptr;
  py::ssize_t data_size_ = 0;
  const std::uint8_t* validity_ = nullptr;  // null when no value is null
  std::int64_t first_ = 0;
};

// The columns a Memory is read from, borrowed from one segment (kept alive with this object). Rows < n_rows.
class MemoryColumns {
 public:
  MemoryColumns(py::ssize_t n_rows, const py::dict& numeric, const py::dict& text) : n_rows_(n_rows) {
    if (n_rows < 0) throw py::value_error("n_rows must be >= 0");
    seq = borrow_column<std::int64_t>(numeric, "seq", n_rows, keep_);
    importance = borrow_column<float>(numeric, "importance", n_rows, keep_);
    confidence = borrow_column<float>(numeric, "confidence", n_rows, keep_);
    created_at = borrow_column<double>(numeric, "created_at", n_rows, keep_);
    updated_at = borrow_column<double>(numeric, "updated_at", n_rows, keep_);
    last_used = borrow_column<double>(numeric, "last_used", n_rows, keep_);
    expires_at = borrow_column<double>(numeric, "expires_at", n_rows, keep_);
    use_count = borrow_column<std::int32_t>(numeric, "use_count", n_rows, keep_);
    tokens = borrow_column<std::int32_t>(numeric, "tokens", n_rows, keep_);
    kind = borrow_column<std::uint8_t>(numeric, "kind", n_rows, keep_);
    layer = borrow_column<std::uint8_t>(numeric, "layer", n_rows, keep_);
    trusted = reinterpret_cast<const std::uint8_t*>(borrow_column<bool>(numeric, "trusted", n_rows, keep_));
    hidden = borrow_column<std::uint8_t>(numeric, "hidden", n_rows, keep_);
    for (std::size_t i = 0; i < kTextColumns.size(); ++i) {
      if (!text.contains(kTextColumns[i]))
        throw py::value_error(std::string("text column '") + kTextColumns[i] + "' is missing");
      texts[i] = TextColumn(text[kTextColumns[i]], n_rows, kTextColumns[i]);
    }
  }

  void check_row(std::int64_t row) const {
    if (row < 0 || row >= n_rows_) throw py::index_error("row " + std::to_string(row) + " out of range");
  }
  py::ssize_t n_rows() const { return n_rows_; }

  const std::int64_t* seq;
  const float *importance, *confidence;
  const double *created_at, *updated_at, *last_used, *expires_at;
  const std::int32_t *use_count, *tokens;
  const std::uint8_t *kind, *layer, *trusted;  // trusted: numpy bool bytes
  const std::uint8_t* hidden;                  // the status bits (schema.HIDDEN_*)
  std::array<TextColumn, kTextColumns.size()> texts;

  // The conflict pass's analyses of rows (register_conflicts.cpp): a row's text never changes, so each is made
  // once and read by every recall that pools the row. Made by the rules whose serial is analyses_rules; indexed by
  // row (sized n_rows on the first one kept: a recall reads a row's by index, not through a hash); at most
  // kMaxAnalyses rows are kept (the others are analysed on each call; n_analyses counts those kept). Read and
  // written with the GIL held; an analysis is immutable and shared, so a call that releases the GIL holds its own
  // references.
  static constexpr std::size_t kMaxAnalyses = 1 << 16;
  mutable std::vector<std::shared_ptr<const text::PoolAnalysis>> analyses;
  mutable std::size_t n_analyses = 0;
  mutable std::uint64_t analyses_rules = 0;

 private:
  py::ssize_t n_rows_;
  std::vector<py::object> keep_;
};

// schema.memory_id: "m" and the decimal digits of seq, written backwards ending at `end`; returns the first
// character. At most 21 characters ("m", a sign, 19 digits).
inline char* write_id(std::int64_t seq, char* end) {
  char* p = end;
  auto magnitude = seq < 0 ? 0 - static_cast<std::uint64_t>(seq) : static_cast<std::uint64_t>(seq);
  do {
    *--p = static_cast<char>('0' + magnitude % 10);
    magnitude /= 10;
  } while (magnitude != 0);
  if (seq < 0) *--p = '-';
  *--p = 'm';
  return p;
}

}  // namespace engram::bindings

// Bindings that turn rows of a segment into the API's objects: the Memory and Hit instances that recall and
// get return, built in one call from the segment's column buffers (MemoryColumns, made once per segment by
// python/engramdb/segment.py memory_columns) instead of a gather, a list and a conversion per column in Python.
//
// A Hit is what schema.build_all makes: object.__new__(Hit), then every field in field order through
// object.__setattr__ (a frozen dataclass without __post_init__ or init=False fields). Its Memory is lazy: a new
// instance whose only entry is `_row`, a RowValues (the row's values copied from the segment: a snapshot), from
// which schema.Memory's fields make each Python object when it is first read. Each value is the one the Python
// conversion gives: the id "m<seq>" (schema.memory_id), kind and layer names by code, float32 columns as the
// Python float of the float32, timestamps as datetime.fromtimestamp(seconds, timezone.utc) or None for NaN
// (schema.datetimes), meta through json.loads, flags split at commas. Everything runs with the GIL held: it makes
// Python objects.
#include <algorithm>
#include <array>
#include <climits>
#include <cmath>
#include <cstring>
#include <memory>
#include <new>
#include <utility>
#include <optional>
#include <string>
#include <vector>

#include "columns.hpp"  // Python.h first: datetime.h needs it
// clang-format off
#include <datetime.h>
// clang-format on

#include "engram/rank/fused.hpp"
#include "engram/util/civil_time.hpp"

namespace engram::bindings {
namespace {

// Memory's fields in order, and how each is read (checked against schema.Memory when the builder is made).
constexpr std::array<const char*, 25> kMemoryFields = {
    "id",         "scope",      "kind",      "layer",      "text",     "importance",    "confidence", "source",
    "trusted",    "created_at", "updated_at", "last_used", "expires_at", "use_count",   "tokens",     "key",
    "trigger",    "guidance",   "supersedes", "superseded_by", "merged_from", "status", "meta", "flags",
    "conflicts_with"};
constexpr std::array<const char*, 8> kHitFields = {"memory", "final", "similarity", "recency", "importance",
                                                   "confidence", "relevance", "lexical"};


// The Python value of datetime.fromtimestamp(seconds, timezone.utc), or None for NaN. For years 1..9999 the
// fields come from util::civil_from_epoch (CPython's own arithmetic, ~4x cheaper than the call); anything
// else goes through datetime.fromtimestamp itself, so it raises what Python raises. tests/test_hits_fast.py
// and tests/test_civil_time.py check the two agree.
py::object utc_datetime(double seconds) {
  if (std::isnan(seconds)) return py::none();
  PyObject* utc = PyDateTime_TimeZone_UTC;
  const std::optional<util::CivilTime> civil = util::civil_from_epoch(seconds);
  if (!civil) {
    const py::tuple args = py::make_tuple(seconds, py::handle(utc));
    return steal(PyDateTimeAPI->DateTime_FromTimestamp(reinterpret_cast<PyObject*>(PyDateTimeAPI->DateTimeType),
                                                       args.ptr(), nullptr));
  }
  const util::CivilTime& t = *civil;
  return steal(PyDateTimeAPI->DateTime_FromDateAndTime(t.year, t.month, t.day, t.hour, t.minute, t.second,
                                                       t.microsecond, utc, PyDateTimeAPI->DateTimeType));
}

// schema.EPOCH_MIN and EPOCH_MAX: the times (seconds) a datetime shows, years 1-9999.
constexpr double kEpochMin = -62135596800.0, kEpochMax = 253402300799.0;

// One id as a str (formatted here: PyUnicode_FromFormat is ~3x slower).
py::object id_of(std::int64_t seq) {
  char text[24];
  char* end = text + sizeof text;
  char* p = write_id(seq, end);
  return steal(PyUnicode_FromStringAndSize(p, end - p));
}

using SeqArray = py::array_t<std::int64_t, py::array::c_style | py::array::forcecast>;

// The ids of many seqs as an Arrow string array's buffers: (offsets int32, n + 1 of them; UTF-8 data).
std::pair<py::array_t<std::int32_t>, py::array_t<std::uint8_t>> id_buffers(const SeqArray& seqs) {
  require_ndim(seqs, 1, "seqs");
  const py::ssize_t n = seqs.shape(0);
  const std::int64_t* seq = seqs.data();
  py::array_t<std::int32_t> offsets(n + 1);
  std::int32_t* off = offsets.mutable_data();
  if (n > INT32_MAX / 21) throw py::value_error("too many seqs for one Arrow string array");
  std::vector<char> data(static_cast<std::size_t>(n) * 21);  // the longest id is 21 characters
  std::size_t size = 0;
  {
    py::gil_scoped_release release;
    char text[24];
    char* end = text + sizeof text;
    off[0] = 0;
    for (py::ssize_t i = 0; i < n; ++i) {
      const char* p = write_id(seq[i], end);
      const auto length = static_cast<std::size_t>(end - p);
      std::memcpy(data.data() + size, p, length);
      size += length;
      off[i + 1] = static_cast<std::int32_t>(size);
    }
  }
  py::array_t<std::uint8_t> bytes(static_cast<py::ssize_t>(size));
  std::memcpy(bytes.mutable_data(), data.data(), size);
  return {offsets, bytes};
}

// The ids of many seqs as a list of str.
py::list id_list(const SeqArray& seqs) {
  require_ndim(seqs, 1, "seqs");
  const py::ssize_t n = seqs.shape(0);
  const std::int64_t* seq = seqs.data();
  py::list out(n);
  for (py::ssize_t i = 0; i < n; ++i) PyList_SET_ITEM(out.ptr(), i, id_of(seq[i]).release().ptr());
  return out;
}

// ---- take_columns: the columns of a bulk load's segment put in (scope, seq) order in one call (compaction.py
// taken_columns). Every input is borrowed and checked with the GIL held; the gathers run with it released, into
// buffers this call allocates (handed to numpy without a copy).

// A byte buffer that becomes a 1-D numpy array of `dtype` without a copy (the array owns it).
struct Bytes {
  std::unique_ptr<std::vector<unsigned char>> bytes = std::make_unique<std::vector<unsigned char>>();
  py::array as_array(const py::dtype& dtype) {
    std::vector<unsigned char>* raw = bytes.release();
    const py::capsule owner(raw, [](void* p) { delete static_cast<std::vector<unsigned char>*>(p); });
    const auto itemsize = static_cast<py::ssize_t>(dtype.itemsize());
    return py::array(dtype, {static_cast<py::ssize_t>(raw->size()) / itemsize}, {itemsize}, raw->data(), owner);
  }
};

// One column given in chunks (the rows of the chunks concatenated): chunk c holds rows [starts[c], starts[c+1]).
struct Chunked {
  std::vector<std::int64_t> starts{0};
  std::size_t chunk_of(std::int64_t row) const {
    return static_cast<std::size_t>(std::upper_bound(starts.begin(), starts.end(), row) - starts.begin()) - 1;
  }
};

// Where each row of `order` is in a chunking: its chunk and its row there (worked out once per distinct chunking:
// every numeric column of a bulk load has its batches' chunks).
struct Located {
  std::vector<std::uint32_t> chunk;
  std::vector<std::int64_t> row;
};

class Locations {
 public:
  Locations(const std::int64_t* order, std::size_t n) : order_(order), n_(n) {}
  const Located& of(const Chunked& column) {
    for (const auto& [starts, located] : made_)
      if (starts == column.starts) return *located;
    auto located = std::make_unique<Located>();
    located->chunk.resize(n_);
    located->row.resize(n_);
    for (std::size_t i = 0; i < n_; ++i) {
      const std::size_t c = column.chunk_of(order_[i]);
      located->chunk[i] = static_cast<std::uint32_t>(c);
      located->row[i] = order_[i] - column.starts[c];
    }
    made_.emplace_back(column.starts, std::move(located));
    return *made_.back().second;
  }

 private:
  const std::int64_t* order_;
  std::size_t n_;
  std::vector<std::pair<std::vector<std::int64_t>, std::unique_ptr<Located>>> made_;
};

struct NumericIn : Chunked {
  std::vector<const unsigned char*> bases;
  std::size_t itemsize = 0;
  py::dtype dtype;
};

// One Arrow string array (utf8: int32 offsets), as its buffers and its slice of them.
// The rows `order` of a numeric column of T-sized items into `to` (bytes copied as they are).
template <class T>
void gather_items(const NumericIn& in, const std::int64_t* order, std::size_t n, Locations& locations,
                  unsigned char* to) {
  T* out = reinterpret_cast<T*>(to);
  // A column holding one value (a bulk load's times, scores, counts, codes: most of them) is filled, not gathered:
  // a sequential compare instead of a read at every row's random position. Bytewise, so NaN's bits are kept too.
  T first;
  bool same = n > 0;
  if (same) std::memcpy(&first, in.bases[0], sizeof(T));
  for (std::size_t c = 0; c < in.bases.size() && same; ++c) {
    const T* from = reinterpret_cast<const T*>(in.bases[c]);
    const auto rows = static_cast<std::size_t>(in.starts[c + 1] - in.starts[c]);
    T differ = 0;
    for (std::size_t r = 0; r < rows; ++r) {
      T value;
      std::memcpy(&value, from + r, sizeof(T));
      differ |= static_cast<T>(value ^ first);
    }
    same = differ == 0;
  }
  if (same) {
    std::fill(out, out + n, first);
    return;
  }
  if (in.bases.size() == 1) {
    const T* from = reinterpret_cast<const T*>(in.bases[0]);
    for (std::size_t i = 0; i < n; ++i) std::memcpy(out + i, from + order[i], sizeof(T));
    return;
  }
  const Located& at = locations.of(in);
  for (std::size_t i = 0; i < n; ++i)
    std::memcpy(out + i, in.bases[at.chunk[i]] + static_cast<std::size_t>(at.row[i]) * sizeof(T), sizeof(T));
}

struct StringChunk {
  const std::int32_t* offsets = nullptr;
  const unsigned char* data = nullptr;
  std::size_t data_size = 0;
  const std::uint8_t* validity = nullptr;  // null: no null
  std::int64_t offset = 0;
};

struct StringsIn : Chunked {
  std::vector<StringChunk> chunks;
};

struct StringsOut {
  Bytes offsets, data, validity;
  std::int64_t nulls = 0;
  std::string error;  // set (without the GIL) when a chunk's offsets are not within its data
};

const unsigned char* buffer_bytes(const py::handle& value, std::size_t& size, std::vector<py::object>& keep,
                                  const char* what) {
  if (value.is_none()) {
    size = 0;
    return nullptr;
  }
  if (!PyObject_CheckBuffer(value.ptr())) throw py::type_error(std::string(what) + ": expected a buffer or None");
  const py::buffer_info info = py::reinterpret_borrow<py::buffer>(value).request();
  if (info.ndim != 1 || info.strides[0] != info.itemsize)
    throw py::value_error(std::string(what) + ": expected a contiguous buffer");
  keep.push_back(py::reinterpret_borrow<py::object>(value));  // the object keeps its memory alive
  size = static_cast<std::size_t>(info.size * info.itemsize);
  return static_cast<const unsigned char*>(info.ptr);
}

// The column's rows in `order` into fresh buffers; out.error set (nothing more done) for an offset outside its
// data or more than 2 GiB of strings.
void take_strings(const StringsIn& in, std::size_t n, Locations& locations, StringsOut& out) {
  const Located& located = locations.of(in);
  out.offsets.bytes->resize((n + 1) * sizeof(std::int32_t));
  auto* off = reinterpret_cast<std::int32_t*>(out.offsets.bytes->data());
  const bool any_validity = std::any_of(in.chunks.begin(), in.chunks.end(),
                                        [](const StringChunk& c) { return c.validity != nullptr; });
  std::uint8_t* valid = nullptr;
  if (any_validity) {
    out.validity.bytes->assign((n + 7) / 8, 0);
    valid = out.validity.bytes->data();
  }
  std::int64_t size = 0;
  off[0] = 0;
  for (std::size_t i = 0; i < n; ++i) {  // pass 1: the offsets (each chunk's checked against its data)
    const StringChunk& chunk = in.chunks[located.chunk[i]];
    const std::int64_t at = chunk.offset + located.row[i];
    bool is_valid = true;
    if (chunk.validity != nullptr) is_valid = (chunk.validity[at >> 3] >> (at & 7)) & 1;
    if (is_valid) {
      const std::int32_t begin = chunk.offsets[at], end = chunk.offsets[at + 1];
      if (begin < 0 || end < begin || static_cast<std::size_t>(end) > chunk.data_size) {
        out.error = "a string's offsets are outside its data";
        return;
      }
      size += end - begin;
      if (size > INT32_MAX) {
        out.error = "the column's strings exceed 2 GiB";
        return;
      }
      if (valid != nullptr) valid[i >> 3] = static_cast<std::uint8_t>(valid[i >> 3] | (1u << (i & 7)));
    } else {
      ++out.nulls;
    }
    off[i + 1] = static_cast<std::int32_t>(size);
  }
  out.data.bytes->resize(static_cast<std::size_t>(size));
  unsigned char* data = out.data.bytes->data();
  for (std::size_t i = 0; i < n; ++i) {  // pass 2: the bytes
    const std::int32_t length = off[i + 1] - off[i];
    if (length == 0) continue;
    const StringChunk& chunk = in.chunks[located.chunk[i]];
    const std::int64_t at = chunk.offset + located.row[i];
    std::memcpy(data + off[i], chunk.data + chunk.offsets[at], static_cast<std::size_t>(length));
  }
}

// compaction.taken_columns' columns in one call: see the binding's docstring.
py::tuple take_columns(const Int64Array& order_array, const py::list& numeric, const py::list& strings,
                       const py::list& coded, py::ssize_t seq_column) {
  require_ndim(order_array, 1, "order");
  const auto n = static_cast<std::size_t>(order_array.shape(0));
  const std::int64_t* order = order_array.data();
  std::vector<py::object> keep;
  std::int64_t rows = -1;  // every column's rows, concatenated
  auto add_rows = [&rows](const Chunked& column, const char* what) {
    if (rows >= 0 && column.starts.back() != rows)
      throw py::value_error(std::string(what) + " columns do not all hold the same rows");
    rows = column.starts.back();
  };
  auto numeric_of = [&](const py::handle& chunks, const char* what) {
    NumericIn column;
    for (const py::handle chunk : py::reinterpret_borrow<py::list>(chunks)) {
      if (!py::isinstance<py::array>(chunk)) throw py::type_error(std::string(what) + ": expected numpy arrays");
      const auto array = py::reinterpret_borrow<py::array>(chunk);
      if (array.ndim() != 1 || !(array.flags() & py::array::c_style))
        throw py::value_error(std::string(what) + ": expected 1-D C-contiguous arrays");
      if (column.bases.empty()) {
        column.dtype = array.dtype();
        column.itemsize = static_cast<std::size_t>(array.itemsize());
      } else if (!array.dtype().is(column.dtype)) {
        throw py::type_error(std::string(what) + ": every chunk of a column needs the same dtype");
      }
      keep.push_back(array);
      column.bases.push_back(static_cast<const unsigned char*>(array.data()));
      column.starts.push_back(column.starts.back() + array.shape(0));
    }
    if (column.bases.empty()) throw py::value_error(std::string(what) + ": a column needs at least one chunk");
    if (column.itemsize != 1 && column.itemsize != 4 && column.itemsize != 8)
      throw py::type_error(std::string(what) + ": items of 1, 4 or 8 bytes only");
    add_rows(column, what);
    return column;
  };
  std::vector<NumericIn> numbers;
  for (const py::handle chunks : numeric) numbers.push_back(numeric_of(chunks, "numeric"));
  if (seq_column >= 0 && (static_cast<std::size_t>(seq_column) >= numbers.size() ||
                          !numbers[static_cast<std::size_t>(seq_column)].dtype.is(py::dtype::of<std::int64_t>())))
    throw py::value_error("seq_column must name an int64 numeric column");
  std::vector<StringsIn> texts;
  for (const py::handle chunks : strings) {
    StringsIn column;
    for (const py::handle item : py::reinterpret_borrow<py::list>(chunks)) {
      const auto parts = py::reinterpret_borrow<py::tuple>(item);
      if (parts.size() != 5) throw py::type_error("a string chunk is (validity, offsets, data, offset, length)");
      const auto offset = parts[3].cast<std::int64_t>(), length = parts[4].cast<std::int64_t>();
      if (offset < 0 || length < 0) throw py::value_error("a string chunk's offset and length must be >= 0");
      StringChunk chunk;
      chunk.offset = offset;
      std::size_t size = 0;
      const unsigned char* offsets = buffer_bytes(parts[1], size, keep, "offsets");
      if (length > 0 && (offsets == nullptr || size / sizeof(std::int32_t) < static_cast<std::size_t>(offset + length + 1)))
        throw py::value_error("a string chunk's offsets buffer is shorter than its rows");
      if (reinterpret_cast<std::uintptr_t>(offsets) % alignof(std::int32_t) != 0)
        throw py::value_error("a string chunk's offsets buffer is not aligned");
      chunk.offsets = reinterpret_cast<const std::int32_t*>(offsets);
      chunk.data = buffer_bytes(parts[2], chunk.data_size, keep, "data");
      chunk.validity = buffer_bytes(parts[0], size, keep, "validity");
      if (chunk.validity != nullptr && size * 8 < static_cast<std::size_t>(offset + length))
        throw py::value_error("a string chunk's validity buffer is shorter than its rows");
      column.chunks.push_back(chunk);
      column.starts.push_back(column.starts.back() + length);
    }
    if (column.chunks.empty()) throw py::value_error("strings: a column needs at least one chunk");
    add_rows(column, "string");
    texts.push_back(std::move(column));
  }
  std::vector<NumericIn> codes;
  std::vector<std::vector<std::string>> names;
  for (const py::handle item : coded) {
    const auto pair = py::reinterpret_borrow<py::tuple>(item);
    if (pair.size() != 2) throw py::type_error("a coded column is (chunks of uint8 codes, names)");
    codes.push_back(numeric_of(pair[0], "coded"));
    if (!codes.back().dtype.is(py::dtype::of<std::uint8_t>())) throw py::type_error("coded: expected uint8 codes");
    names.emplace_back();
    for (const py::handle name : py::reinterpret_borrow<py::sequence>(pair[1])) names.back().push_back(name.cast<std::string>());
  }
  for (std::size_t i = 0; i < n; ++i)
    if (order[i] < 0 || order[i] >= std::max<std::int64_t>(rows, 0))
      throw py::index_error("row index " + std::to_string(order[i]) + " out of range");

  std::vector<Bytes> numbers_out(numbers.size());
  std::vector<StringsOut> texts_out(texts.size());
  std::vector<StringsOut> codes_out(codes.size());
  StringsOut ids;
  std::string bad_code;
  {
    py::gil_scoped_release release;  // safe: raw buffers of objects `keep` holds, and this call's own vectors
    Locations locations(order, n);
    auto gather = [&](const NumericIn& in, Bytes& out) {
      out.bytes->resize(n * in.itemsize);
      switch (in.itemsize) {
        case 1: gather_items<std::uint8_t>(in, order, n, locations, out.bytes->data()); break;
        case 4: gather_items<std::uint32_t>(in, order, n, locations, out.bytes->data()); break;
        default: gather_items<std::uint64_t>(in, order, n, locations, out.bytes->data()); break;
      }
    };
    for (std::size_t k = 0; k < numbers.size(); ++k) gather(numbers[k], numbers_out[k]);
    for (std::size_t k = 0; k < texts.size(); ++k) take_strings(texts[k], n, locations, texts_out[k]);
    for (std::size_t k = 0; k < codes.size() && bad_code.empty(); ++k) {
      Bytes taken;
      gather(codes[k], taken);
      const std::vector<std::string>& by_code = names[k];
      StringsOut& out = codes_out[k];
      out.offsets.bytes->resize((n + 1) * sizeof(std::int32_t));
      auto* off = reinterpret_cast<std::int32_t*>(out.offsets.bytes->data());
      std::size_t size = 0;
      off[0] = 0;
      for (std::size_t i = 0; i < n; ++i) {
        const unsigned char code = (*taken.bytes)[i];
        if (code >= by_code.size()) {
          bad_code = "a code (" + std::to_string(code) + ") has no name";
          break;
        }
        size += by_code[code].size();
        if (size > INT32_MAX) {
          bad_code = "a coded column's names exceed 2 GiB";
          break;
        }
        off[i + 1] = static_cast<std::int32_t>(size);
      }
      if (!bad_code.empty()) break;
      out.data.bytes->resize(size);
      for (std::size_t i = 0; i < n; ++i) {
        const std::string& name = by_code[(*taken.bytes)[i]];
        std::memcpy(out.data.bytes->data() + off[i], name.data(), name.size());
      }
    }
    if (seq_column >= 0 && bad_code.empty()) {  // the ids of the seqs in order (id_buffers)
      const auto* seq = reinterpret_cast<const std::int64_t*>(numbers_out[static_cast<std::size_t>(seq_column)].bytes->data());
      if (n <= static_cast<std::size_t>(INT32_MAX / 21)) {
        ids.offsets.bytes->resize((n + 1) * sizeof(std::int32_t));
        auto* off = reinterpret_cast<std::int32_t*>(ids.offsets.bytes->data());
        ids.data.bytes->resize(n * 21);  // the longest id is 21 characters
        char text[24];
        char* end = text + sizeof text;
        std::size_t size = 0;
        off[0] = 0;
        for (std::size_t i = 0; i < n; ++i) {
          const char* p = write_id(seq[i], end);
          const auto length = static_cast<std::size_t>(end - p);
          std::memcpy(ids.data.bytes->data() + size, p, length);
          size += length;
          off[i + 1] = static_cast<std::int32_t>(size);
        }
        ids.data.bytes->resize(size);
      } else {
        ids.error = "too many seqs for one Arrow string array";
      }
    }
  }
  if (!bad_code.empty()) throw py::value_error(bad_code);
  if (!ids.error.empty()) throw py::value_error(ids.error);
  for (const StringsOut& out : texts_out)
    if (!out.error.empty()) throw py::value_error(out.error);
  const py::dtype i32 = py::dtype::of<std::int32_t>(), u8 = py::dtype::of<std::uint8_t>();
  py::list numbers_list, texts_list, codes_list;
  for (std::size_t k = 0; k < numbers.size(); ++k) numbers_list.append(numbers_out[k].as_array(numbers[k].dtype));
  for (StringsOut& out : texts_out) {
    const py::object validity = out.validity.bytes->empty() ? py::none() : py::object(out.validity.as_array(u8));
    texts_list.append(py::make_tuple(out.offsets.as_array(i32), out.data.as_array(u8), validity, out.nulls));
  }
  for (StringsOut& out : codes_out) codes_list.append(py::make_tuple(out.offsets.as_array(i32), out.data.as_array(u8)));
  const py::object id_buffers =
      seq_column >= 0 ? py::object(py::make_tuple(ids.offsets.as_array(i32), ids.data.as_array(u8))) : py::none();
  return py::make_tuple(numbers_list, texts_list, codes_list, id_buffers);
}

py::object float_of(double value) { return steal(PyFloat_FromDouble(value)); }
py::object int_of(long value) { return steal(PyLong_FromLong(value)); }

// Names of the fields of `cls` (a tuple of str from the Python side), checked against the layout read here.
template <std::size_t N>
std::vector<py::object> field_names(const py::tuple& names, const std::array<const char*, N>& expected,
                                    const char* what) {
  if (names.size() != N) throw py::value_error(std::string(what) + " has fields this builder does not know");
  std::vector<py::object> out;
  for (std::size_t i = 0; i < N; ++i) {
    if (names[i].cast<std::string>() != expected[i])
      throw py::value_error(std::string(what) + " field " + std::to_string(i) + " is '" +
                            names[i].cast<std::string>() + "', expected '" + expected[i] + "'");
    PyObject* name = PyUnicode_InternFromString(expected[i]);
    out.push_back(steal(name));
  }
  return out;
}

// What a RowValues makes its fields' objects with, shared by every row one builder made.
struct RowNames {
  py::tuple kinds, layers, statuses;  // statuses: the status name of each hidden value
  py::object json_loads;
  py::str comma{","};
};

// tuple(text.split(",")) if text else (): "a,b" -> ("a", "b"), None or "" -> ().
py::object split_commas(const py::object& text, const py::str& comma) {
  const int truth = PyObject_IsTrue(text.ptr());
  if (truth < 0) throw py::error_already_set();
  if (truth == 0) return py::tuple();
  return steal(PySequence_Tuple(steal(PyUnicode_Split(text.ptr(), comma.ptr(), -1)).ptr()));
}

py::object name_of(const py::tuple& names, std::uint8_t code, const char* what) {
  if (code >= names.size()) throw py::index_error(std::string(what) + " code out of range");
  return names[code];
}

// One memory's values, copied from its segment when recall or get made its Memory: a snapshot, so the Memory
// reads what the row held then (a later write, reinforce, forget or erase changes neither it nor what it gives,
// exactly as when every field was made at once) and keeps no segment or buffer alive. The Python objects (the id's
// str, texts, datetimes, meta's dict) are made from it when a field is first read (schema.Memory's lazy fields).
// Copying is a few numbers and the non-null texts' bytes (one buffer); making all 25 objects cost ~1.3 µs a memory.
class RowValues {
 public:
  RowValues(const MemoryColumns& c, std::int64_t row, std::shared_ptr<const RowNames> names)
      : names_(std::move(names)),
        seq_(c.seq[row]),
        importance_(c.importance[row]),
        confidence_(c.confidence[row]),
        created_(c.created_at[row]),
        updated_(c.updated_at[row]),
        used_(c.last_used[row]),
        expires_(c.expires_at[row]),
        use_count_(c.use_count[row]),
        tokens_(c.tokens[row]),
        kind_(c.kind[row]),
        layer_(c.layer[row]),
        trusted_(c.trusted[row]),
        hidden_(c.hidden[row]) {
    for (std::size_t i = 0; i < kTextColumns.size(); ++i) {
      offsets_[i] = static_cast<std::int32_t>(bytes_.size());
      if (PyObject* item = c.texts[i].list_item(row)) {  // a str of the active segment's list: immutable, kept
        objects_[i] = py::reinterpret_borrow<py::object>(item);
        continue;
      }
      std::string_view text;
      if (c.texts[i].read(row, &text) == TextColumn::Read::null)
        null_ |= static_cast<std::uint16_t>(1u << i);
      else
        bytes_.append(text);
    }
    offsets_[kTextColumns.size()] = static_cast<std::int32_t>(bytes_.size());
  }

  std::int64_t seq() const { return seq_; }

  // The Python value of Memory field `index` (kMemoryFields' order).
  py::object field(std::size_t index) const {
    const RowNames& n = *names_;
    switch (index) {
      case 0: return id_of(seq_);
      case 1: return text(kScope);
      case 2: return name_of(n.kinds, kind_, "kind");
      case 3: return name_of(n.layers, layer_, "layer");
      case 4: return text(kText);
      case 5: return float_of(static_cast<double>(importance_));
      case 6: return float_of(static_cast<double>(confidence_));
      case 7: return text(kSource);
      case 8: return py::bool_(trusted_ != 0);
      case 9: return utc_datetime(created_);
      case 10: return utc_datetime(updated_);
      case 11: return utc_datetime(used_);
      case 12: return utc_datetime(expires_);
      case 13: return int_of(use_count_);
      case 14: return int_of(tokens_);
      case 15: return text(kKey);
      case 16: return text(kTrigger);
      case 17: return text(kGuidance);
      case 18: return text(kSupersedes);
      case 19: return text(kSupersededBy);
      case 20: return split_commas(text(kMergedFrom), n.comma);  // ids joined by commas, like flags
      case 21: return name_of(n.statuses, hidden_, "status");
      case 22: {
        py::object meta = text(kMeta);
        return meta.is_none() ? meta : n.json_loads(meta);
      }
      case 23: return split_commas(text(kFlags), n.comma);
      case 24: return py::tuple();  // conflicts_with: set by recall's conflict pass (a copy of the Memory)
      default: throw py::index_error("Memory has no field " + std::to_string(index));
    }
  }

  // Every field's value, in field order (updated_at and last_used are mostly created_at: the same datetime then).
  py::tuple values() const {
    py::tuple out(kMemoryFields.size());
    for (std::size_t i = 0; i < kMemoryFields.size(); ++i) {
      py::object value;
      if (i == 10 && updated_ == created_) value = out[9];
      else if (i == 11 && used_ == updated_) value = out[10];
      else if (i == 11 && used_ == created_) value = out[9];
      else value = field(i);
      PyTuple_SET_ITEM(out.ptr(), static_cast<py::ssize_t>(i), value.release().ptr());
    }
    return out;
  }

 private:
  // Text column i's value: the kept str, None, or a str decoded from the copied bytes.
  py::object text(std::size_t i) const {
    if (objects_[i]) return objects_[i];
    if (null_ >> i & 1u) return py::none();
    return steal(PyUnicode_DecodeUTF8(bytes_.data() + offsets_[i], offsets_[i + 1] - offsets_[i], nullptr));
  }

  std::shared_ptr<const RowNames> names_;
  std::int64_t seq_;
  float importance_, confidence_;
  double created_, updated_, used_, expires_;
  std::int32_t use_count_, tokens_;
  std::uint8_t kind_, layer_, trusted_, hidden_;
  std::string bytes_;  // the UTF-8 bytes of the texts read from Arrow buffers, one after another
  std::array<std::int32_t, kTextColumns.size() + 1> offsets_{};  // text i: bytes_[offsets_[i], offsets_[i + 1])
  std::uint16_t null_ = 0;                                        // bit i: text i is None
  std::array<py::object, kTextColumns.size()> objects_;           // text i of a list column (the active segment)
};

// _core.RowValues is a plain CPython type, not a pybind11 class: one is made for every Memory that recall and get
// return, and pybind11's instance registry made that ~0.4 µs of the ~0.5 µs a lazy Memory cost. Not instantiable
// from Python (only RowBuilder makes them).
struct RowValuesObject {
  PyObject_HEAD
  RowValues values;
};
PyTypeObject* row_values_type = nullptr;

// A C-API function body: its result, or nullptr with the Python error its exception stands for.
template <class Body>
PyObject* guarded(Body&& body) noexcept {
  try {
    return body().release().ptr();
  } catch (py::error_already_set& e) {
    e.restore();
  } catch (const py::builtin_exception& e) {
    e.set_error();
  } catch (const std::exception& e) {
    PyErr_SetString(PyExc_RuntimeError, e.what());
  }
  return nullptr;
}

const RowValues& values_of(PyObject* self) { return reinterpret_cast<RowValuesObject*>(self)->values; }

void row_values_dealloc(PyObject* self) {
  PyTypeObject* type = Py_TYPE(self);
  reinterpret_cast<RowValuesObject*>(self)->values.~RowValues();
  type->tp_free(self);
  Py_DECREF(type);  // a heap type: each instance holds a reference to it
}

PyObject* row_values_field(PyObject* self, PyObject* index) {
  return guarded([&] {
    const Py_ssize_t i = PyLong_AsSsize_t(index);
    if (i == -1 && PyErr_Occurred()) throw py::error_already_set();
    if (i < 0) throw py::index_error("Memory has no field " + std::to_string(i));
    return values_of(self).field(static_cast<std::size_t>(i));
  });
}

PyObject* row_values_values(PyObject* self, PyObject* /*unused*/) {
  return guarded([&] { return py::object(values_of(self).values()); });
}

PyObject* row_values_seq(PyObject* self, void* /*unused*/) { return PyLong_FromLongLong(values_of(self).seq()); }

PyMethodDef row_values_methods[] = {
    {"field", row_values_field, METH_O,
     "field(self: engramdb._core.RowValues, index: int) -> object\n\nThe value of Memory's field number `index`."},
    {"values", row_values_values, METH_NOARGS,
     "values(self: engramdb._core.RowValues) -> tuple\n\nEvery field's value, in Memory's field order."},
    {nullptr, nullptr, 0, nullptr}};

PyGetSetDef row_values_getset[] = {
    {"seq", row_values_seq, nullptr, "The memory's sequence number (its id is 'm' and its digits).", nullptr},
    {nullptr, nullptr, nullptr, nullptr, nullptr}};

PyType_Slot row_values_slots[] = {
    {Py_tp_dealloc, reinterpret_cast<void*>(row_values_dealloc)},
    {Py_tp_methods, row_values_methods},
    {Py_tp_getset, row_values_getset},
    {Py_tp_doc, const_cast<char*>("One memory's values copied from its segment (a snapshot) when recall or get made "
                                  "its Memory; schema.Memory makes each field's object from it when the field is "
                                  "first read.")},
    {0, nullptr}};

PyType_Spec row_values_spec = {"engramdb._core.RowValues", static_cast<int>(sizeof(RowValuesObject)), 0,
                               Py_TPFLAGS_DEFAULT | Py_TPFLAGS_DISALLOW_INSTANTIATION, row_values_slots};

py::object make_row_values(const MemoryColumns& c, std::int64_t row, const std::shared_ptr<const RowNames>& names) {
  PyObject* made = row_values_type->tp_alloc(row_values_type, 0);  // references the type
  if (made == nullptr) throw py::error_already_set();
  try {
    new (&reinterpret_cast<RowValuesObject*>(made)->values) RowValues(c, row, names);
  } catch (...) {  // nothing constructed: free the memory only
    row_values_type->tp_free(made);
    Py_DECREF(row_values_type);
    throw;
  }
  return steal(made);
}

// _core.LazyField: a field of schema.Memory on the class, a non-data descriptor (a field already in the instance
// dict is read as any attribute is, without it). On a lazy memory's first read of the field it makes the value
// from the memory's RowValues (its dict's `_row`) and keeps it in the dict; on the class it gives the field's
// default, or AttributeError when it has none. Native because a Python __get__ made reading hit.id cost ~1 µs.
struct LazyFieldObject {
  PyObject_HEAD
  PyObject* name;           // the field's name (str)
  Py_ssize_t index;         // its position in Memory's fields
  PyObject* default_value;  // nullptr: no default
};

PyObject* row_key = nullptr;  // "_row", interned

void lazy_field_dealloc(PyObject* self) {
  auto* field = reinterpret_cast<LazyFieldObject*>(self);
  PyTypeObject* type = Py_TYPE(self);
  Py_XDECREF(field->name);
  Py_XDECREF(field->default_value);
  type->tp_free(self);
  Py_DECREF(type);
}

PyTypeObject* lazy_field_type = nullptr;

// _core.lazy_field(name, index, has_default, default): a LazyField (made here: the type has no constructor).
py::object make_lazy_field(const py::str& name, Py_ssize_t index, bool has_default, const py::object& default_value) {
  if (index < 0 || static_cast<std::size_t>(index) >= kMemoryFields.size())
    throw py::index_error("Memory has no field " + std::to_string(index));
  PyObject* made = lazy_field_type->tp_alloc(lazy_field_type, 0);  // references the type
  if (made == nullptr) throw py::error_already_set();
  auto* field = reinterpret_cast<LazyFieldObject*>(made);
  field->name = py::object(name).release().ptr();
  field->index = index;
  field->default_value = has_default ? py::object(default_value).release().ptr() : nullptr;
  return steal(made);
}

PyObject* lazy_field_get(PyObject* self, PyObject* instance, PyObject* /*owner*/) {
  const auto* field = reinterpret_cast<LazyFieldObject*>(self);
  if (instance == nullptr || instance == Py_None) {
    if (field->default_value != nullptr) return Py_NewRef(field->default_value);
    PyErr_Format(PyExc_AttributeError, "type object 'Memory' has no attribute '%U'", field->name);
    return nullptr;
  }
  // Read and set through the generic attribute functions, not the instance dict: a fresh instance keeps its
  // attributes inline (CPython 3.11+) and asking for its dict would make one (~0.2 µs a memory).
  PyObject* row = PyObject_GenericGetAttr(instance, row_key);  // no class attribute "_row": the instance's
  if (row == nullptr || Py_TYPE(row) != row_values_type) {
    Py_XDECREF(row);
    if (PyErr_Occurred() && !PyErr_ExceptionMatches(PyExc_AttributeError)) return nullptr;
    PyErr_Clear();
    PyErr_Format(PyExc_AttributeError, "'%.100s' object has no attribute '%U'", Py_TYPE(instance)->tp_name,
                 field->name);
    return nullptr;
  }
  PyObject* value = guarded([&] { return values_of(row).field(static_cast<std::size_t>(field->index)); });
  Py_DECREF(row);
  // object.__setattr__: the frozen dataclass's own refuses; this descriptor has no __set__, so the value goes
  // to the instance
  if (value != nullptr && PyObject_GenericSetAttr(instance, field->name, value) != 0) Py_CLEAR(value);
  return value;
}

PyType_Slot lazy_field_slots[] = {
    {Py_tp_dealloc, reinterpret_cast<void*>(lazy_field_dealloc)},
    {Py_tp_descr_get, reinterpret_cast<void*>(lazy_field_get)},
    {Py_tp_doc, const_cast<char*>("A field of Memory on the class: made on its first read from a lazy memory's "
                                  "RowValues (its '_row' attribute) and kept in the instance (see lazy_field).")},
    {0, nullptr}};

PyType_Spec lazy_field_spec = {"engramdb._core.LazyField", static_cast<int>(sizeof(LazyFieldObject)), 0,
                               Py_TPFLAGS_DEFAULT | Py_TPFLAGS_DISALLOW_INSTANTIATION, lazy_field_slots};

// The _core.RowBuilder: makes Memory and Hit instances from MemoryColumns.
class RowBuilder {
 public:
  RowBuilder(const py::type& memory, const py::tuple& memory_fields, const py::type& hit, const py::tuple& hit_fields,
             const py::tuple& kinds, const py::tuple& layers, const py::tuple& statuses, const py::object& json_loads)
      : memory_(memory), hit_(hit) {
    if (statuses.size() != 256) throw py::value_error("statuses must name the status of each of the 256 hidden values");
    auto names = std::make_shared<RowNames>();
    names->kinds = kinds;
    names->layers = layers;
    names->statuses = statuses;
    names->json_loads = json_loads;
    names_ = std::move(names);
    field_names(memory_fields, kMemoryFields, "Memory");
    hit_names_ = field_names(hit_fields, kHitFields, "Hit");
    row_name_ = steal(PyUnicode_InternFromString("_row"));
    id_name_ = steal(PyUnicode_InternFromString("id"));
    conflicts_name_ = steal(PyUnicode_InternFromString("conflicts_with"));
  }

  py::list memories(const MemoryColumns& columns, const Int64Array& rows) const {
    require_ndim(rows, 1, "rows");
    const py::ssize_t n = rows.shape(0);
    py::list out(n);
    for (py::ssize_t i = 0; i < n; ++i) {
      py::object made = memory(columns, rows.data()[i]);
      PyList_SET_ITEM(out.ptr(), i, made.release().ptr());
    }
    return out;
  }

  // result: _core.recall's (segment, row, final, similarity, recency, importance, confidence[, ...]) arrays;
  // columns_of(segments[s]): the MemoryColumns of segment s, asked once per segment that has a hit.
  // relevance_floor/scale: the recall's relevance map (rank::relevance), which gives each hit's relevance from
  // its similarity (a cosine clamped at 0: the same relevance as from the cosine, since the floor is >= 0).
  py::list hits(const py::list& segments, const py::tuple& result, const py::object& columns_of,
                float relevance_floor, float relevance_scale, float relevance_knee) const {
    rank::ScoreParams map;
    map.relevance_floor = relevance_floor;
    map.relevance_scale = relevance_scale;
    map.relevance_knee = relevance_knee;
    if (result.size() < 7) throw py::value_error("result must hold at least 7 arrays");
    const auto segment = array_of<std::int32_t>(result[0], "segment");
    const auto row = array_of<std::int64_t>(result[1], "row");
    const py::ssize_t n = segment.shape(0);
    std::array<const float*, 5> scores{};
    std::array<py::array, 5> keep;
    for (std::size_t j = 0; j < scores.size(); ++j) {
      keep[j] = array_of<float>(result[j + 2], "score");
      if (keep[j].shape(0) != n) throw py::value_error("result arrays must have one value per hit");
      scores[j] = static_cast<const float*>(keep[j].data());
    }
    if (row.shape(0) != n) throw py::value_error("result arrays must have one value per hit");
    py::array lexical_array;  // the eighth array when the result has one (hybrid recall's lexical terms)
    const float* lexical = nullptr;
    if (result.size() >= 8) {
      lexical_array = array_of<float>(result[7], "lexical");
      if (lexical_array.shape(0) != n) throw py::value_error("result arrays must have one value per hit");
      lexical = static_cast<const float*>(lexical_array.data());
    }
    const auto* hit_segments = static_cast<const std::int32_t*>(segment.data());
    const auto* rows = static_cast<const std::int64_t*>(row.data());
    std::vector<py::object> columns(segments.size());  // by segment, fetched on its first hit
    std::vector<const MemoryColumns*> sources(static_cast<std::size_t>(n));
    for (py::ssize_t i = 0; i < n; ++i) {
      const std::int32_t s = hit_segments[i];
      if (s < 0 || static_cast<std::size_t>(s) >= columns.size()) throw py::index_error("hit segment out of range");
      py::object& of_segment = columns[static_cast<std::size_t>(s)];
      if (!of_segment) of_segment = columns_of(segments[static_cast<std::size_t>(s)]);
      sources[static_cast<std::size_t>(i)] = &of_segment.cast<const MemoryColumns&>();
    }
    py::list out(n);
    for (py::ssize_t i = 0; i < n; ++i) {
      py::object made = new_instance(hit_);
      set(made, hit_names_[0], memory(*sources[static_cast<std::size_t>(i)], rows[i]));
      for (std::size_t j = 0; j < scores.size(); ++j)
        set(made, hit_names_[j + 1], float_of(static_cast<double>(scores[j][i])));
      set(made, hit_names_[6], float_of(static_cast<double>(rank::relevance(scores[1][i], map))));
      set(made, hit_names_[7], float_of(lexical ? static_cast<double>(lexical[i]) : 0.0));
      PyList_SET_ITEM(out.ptr(), i, made.release().ptr());
    }
    return out;
  }

  // The Hit of each chosen candidate, in order; columns[s]: the MemoryColumns of segment s (None where no
  // candidate comes from it). What RecallPlan.hits returns (register_recall.cpp).
  // With `order` (and `conflicts`, one entry per chosen candidate): the candidates order[0], order[1], ..., each
  // memory's conflicts_with set to conflicts[i] where that is not null (schema.with_conflicts on a fresh memory).
  py::list chosen_hits(const py::list& columns, const std::vector<rank::Candidate>& chosen,
                       const rank::ScoreParams& map, const std::vector<std::size_t>* order = nullptr,
                       const std::vector<py::object>* conflicts = nullptr) const {
    const auto n = static_cast<py::ssize_t>(order ? order->size() : chosen.size());
    if (conflicts && conflicts->size() != chosen.size()) throw py::value_error("give one conflicts entry per hit");
    py::list out(n);
    std::int32_t cast_segment = -1;  // the segment whose columns were cast last (most hits share a segment)
    const MemoryColumns* cast_columns = nullptr;
    for (py::ssize_t i = 0; i < n; ++i) {
      const std::size_t at = order ? (*order)[static_cast<std::size_t>(i)] : static_cast<std::size_t>(i);
      if (at >= chosen.size()) throw py::index_error("hit order out of range");
      const rank::Candidate& c = chosen[at];
      if (c.segment < 0 || static_cast<py::ssize_t>(c.segment) >= static_cast<py::ssize_t>(columns.size()))
        throw py::index_error("hit segment out of range");
      if (c.segment != cast_segment) {
        cast_columns = &py::handle(columns[static_cast<std::size_t>(c.segment)]).cast<const MemoryColumns&>();
        cast_segment = c.segment;
      }
      const MemoryColumns& source = *cast_columns;
      py::object made = new_instance(hit_);
      const py::object memory_of = memory(source, c.row);
      if (conflicts && (*conflicts)[at]) set_item(memory_of, conflicts_name_, (*conflicts)[at].ptr());
      set(made, hit_names_[0], memory_of);
      const float scores[5] = {c.score, c.similarity, c.recency, c.importance, c.confidence};
      for (std::size_t j = 0; j < 5; ++j) set(made, hit_names_[j + 1], float_of(static_cast<double>(scores[j])));
      set(made, hit_names_[6], float_of(static_cast<double>(rank::relevance(c.similarity, map))));
      set(made, hit_names_[7], float_of(static_cast<double>(c.lexical)));
      PyList_SET_ITEM(out.ptr(), i, made.release().ptr());
    }
    return out;
  }

  // `hits` with each hit whose id (ids[i]) is a key of `partners` replaced by a copy whose memory's conflicts_with
  // is partners[id]: schema.with_conflicts for every hit in one call (the copies' instance dicts are the
  // originals' as they are, so a lazy memory's copy stays lazy; the rest are the same objects).
  py::list marked(const py::list& hits, const py::list& ids, const py::dict& partners) const {
    const auto n = static_cast<py::ssize_t>(hits.size());
    if (static_cast<py::ssize_t>(ids.size()) != n) throw py::value_error("give one id per hit");
    py::list out(n);
    for (py::ssize_t i = 0; i < n; ++i) {
      PyObject* hit = PyList_GET_ITEM(hits.ptr(), i);
      PyObject* conflicts = PyDict_GetItemWithError(partners.ptr(), PyList_GET_ITEM(ids.ptr(), i));  // borrowed
      if (conflicts == nullptr) {
        if (PyErr_Occurred() != nullptr) throw py::error_already_set();
        PyList_SET_ITEM(out.ptr(), i, py::reinterpret_borrow<py::object>(hit).release().ptr());
        continue;
      }
      const py::object memory = steal(PyObject_GetAttr(hit, hit_names_[0].ptr()));
      const py::object copy = new_instance(memory_);
      update_dict(copy, memory);
      set_item(copy, conflicts_name_, conflicts);
      const py::object hit_copy = new_instance(hit_);
      update_dict(hit_copy, hit);
      set_item(hit_copy, hit_names_[0], copy.ptr());
      PyList_SET_ITEM(out.ptr(), i, hit_copy.inc_ref().ptr());
    }
    return out;
  }

  // The id of each hit's memory, in order (a lazy memory makes it and keeps it, as reading hit.id does), without
  // a Python frame per hit: what recall's conflict pass matches hits by.
  py::list ids(const py::list& hits) const {
    const auto n = static_cast<py::ssize_t>(hits.size());
    py::list out(n);
    for (py::ssize_t i = 0; i < n; ++i) {
      const py::object memory = steal(PyObject_GetAttr(PyList_GET_ITEM(hits.ptr(), i), hit_names_[0].ptr()));
      PyList_SET_ITEM(out.ptr(), i, steal(PyObject_GetAttr(memory.ptr(), id_name_.ptr())).release().ptr());
    }
    return out;
  }

 private:
  template <class T>
  static py::array array_of(const py::handle& value, const char* what) {
    if (!py::isinstance<py::array>(value)) throw py::type_error(std::string(what) + " must be a numpy array");
    auto array = py::reinterpret_borrow<py::array>(value);
    if (!array.dtype().is(py::dtype::of<T>()) || array.ndim() != 1 || !(array.flags() & py::array::c_style))
      throw py::type_error(std::string(what) + ": expected a 1-D C-contiguous array of " +
                           std::string(py::str(py::dtype::of<T>())));
    return array;
  }

  static py::object new_instance(const py::type& cls) {
    // object.__new__(cls): what build_all does before filling the instance
    const py::tuple no_args;
    return steal(PyBaseObject_Type.tp_new(reinterpret_cast<PyTypeObject*>(cls.ptr()), no_args.ptr(), nullptr));
  }

  // The instance dict of `to` (schema._raw_dict: as it is, not a lazy memory's made fields) updated from `from`'s.
  static void update_dict(const py::object& to, const py::handle& from) {
    const py::object target = steal(PyObject_GenericGetDict(to.ptr(), nullptr));
    const py::object source = steal(PyObject_GenericGetDict(from.ptr(), nullptr));
    if (PyDict_Update(target.ptr(), source.ptr()) != 0) throw py::error_already_set();
  }

  // instance.__dict__[name] = value, in the instance dict as it is.
  static void set_item(const py::object& instance, const py::object& name, PyObject* value) {
    const py::object target = steal(PyObject_GenericGetDict(instance.ptr(), nullptr));
    if (PyDict_SetItem(target.ptr(), name.ptr(), value) != 0) throw py::error_already_set();
  }

  // object.__setattr__(instance, name, value): a frozen dataclass's own __setattr__ refuses every field.
  static void set(const py::object& instance, const py::object& name, const py::object& value) {
    if (PyObject_GenericSetAttr(instance.ptr(), name.ptr(), value.ptr()) != 0) throw py::error_already_set();
  }

  // A lazy Memory: a new instance whose __dict__ holds only `_row` (schema.Memory makes the fields from it).
  py::object memory(const MemoryColumns& c, std::int64_t row) const {
    c.check_row(row);
    // A time a datetime cannot show (only a damaged segment holds one: writes refuse it) raises here, as when
    // every field was made at once, not when the field is read. Inside the band no check is needed.
    for (const double seconds : {c.created_at[row], c.updated_at[row], c.last_used[row], c.expires_at[row]})
      if (!(seconds > kEpochMin + 1.0 && seconds < kEpochMax)) utc_datetime(seconds);
    name_of(names_->kinds, c.kind[row], "kind");  // so are codes without a name
    name_of(names_->layers, c.layer[row], "layer");
    py::object values = make_row_values(c, row, names_);
    py::object made = new_instance(memory_);
    set(made, row_name_, values);
    return made;
  }

  py::type memory_, hit_;
  std::shared_ptr<const RowNames> names_;
  std::vector<py::object> hit_names_;
  py::object row_name_;  // "_row": where a lazy Memory keeps its RowValues
  py::object id_name_;
  py::object conflicts_name_;  // "conflicts_with"
};

}  // namespace

py::list hits_of(const py::handle& builder, const py::list& columns, const std::vector<rank::Candidate>& chosen,
                 const rank::ScoreParams& map) {
  return builder.cast<const RowBuilder&>().chosen_hits(columns, chosen, map);
}

py::list marked_hits_of(const py::handle& builder, const py::list& columns, const std::vector<rank::Candidate>& chosen,
                        const rank::ScoreParams& map, const std::vector<std::size_t>& order,
                        const std::vector<py::object>& conflicts) {
  return builder.cast<const RowBuilder&>().chosen_hits(columns, chosen, map, &order, &conflicts);
}

void register_rows(py::module_& m) {
  PyDateTime_IMPORT;
  if (PyDateTimeAPI == nullptr) throw py::error_already_set();

  py::class_<MemoryColumns>(m, "MemoryColumns")
      .def(py::init<py::ssize_t, const py::dict&, const py::dict&>(), py::arg("n_rows"), py::arg("numeric"),
           py::arg("text"),
           "A segment's memory columns, borrowed: numeric name -> 1-D array; text name -> list of str/None or "
           "(offsets int32 buffer, data buffer, validity buffer or None, first, all_null) of an Arrow array.")
      .def_property_readonly("n_rows", &MemoryColumns::n_rows);

  row_values_type = reinterpret_cast<PyTypeObject*>(PyType_FromSpec(&row_values_spec));
  if (row_values_type == nullptr) throw py::error_already_set();
  m.add_object("RowValues", py::reinterpret_borrow<py::object>(reinterpret_cast<PyObject*>(row_values_type)));
  row_key = PyUnicode_InternFromString("_row");
  if (row_key == nullptr) throw py::error_already_set();
  lazy_field_type = reinterpret_cast<PyTypeObject*>(PyType_FromSpec(&lazy_field_spec));
  if (lazy_field_type == nullptr) throw py::error_already_set();
  m.add_object("LazyField", py::reinterpret_borrow<py::object>(reinterpret_cast<PyObject*>(lazy_field_type)));
  m.def("lazy_field", &make_lazy_field, py::arg("name"), py::arg("index"), py::arg("has_default"),
        py::arg("default"),
        "The LazyField of Memory's field number `index` named `name` (on the class it gives `default` when "
        "has_default, else AttributeError).");

  py::class_<RowBuilder>(m, "RowBuilder")
      .def(py::init<const py::type&, const py::tuple&, const py::type&, const py::tuple&, const py::tuple&,
                    const py::tuple&, const py::tuple&, const py::object&>(),
           py::arg("memory"), py::arg("memory_fields"), py::arg("hit"), py::arg("hit_fields"), py::arg("kinds"),
           py::arg("layers"), py::arg("statuses"), py::arg("json_loads"),
           "Makes Memory and Hit instances (the dataclasses and their field names, checked against what this "
           "builder reads; kinds and layers: names by code; statuses: the status name of each of the 256 values "
           "of the hidden column; json_loads: what reads meta).")
      .def("memories", &RowBuilder::memories, py::arg("columns"), py::arg("rows"),
           "The Memory at each row of the columns' segment.")
      .def("marked", &RowBuilder::marked, py::arg("hits"), py::arg("ids"), py::arg("partners"),
           "schema.with_conflicts(hit, partners[id]) for each hit whose id is in partners, the others as they are.")
      .def("ids", &RowBuilder::ids, py::arg("hits"),
           "The id of each hit's memory (made once and kept in the memory, as reading hit.id does).")
      .def("hits", &RowBuilder::hits, py::arg("segments"), py::arg("result"), py::arg("columns_of"),
           py::arg("relevance_floor") = 0.f, py::arg("relevance_scale") = 1.f, py::arg("relevance_knee") = 0.f,
           "The Hit of each hit of a _core.recall result over `segments`; columns_of(segment) gives a segment's "
           "MemoryColumns (asked once per segment that has a hit); the relevance map is the recall's.");

  m.def("id_buffers", &id_buffers, py::arg("seqs"),
        "The public ids (schema.memory_id: 'm' and seq's digits) of many seqs as an Arrow string array's "
        "buffers: (int32 offsets, n + 1 of them; UTF-8 bytes). The GIL is released while formatting.");
  m.def("take_columns", &take_columns, py::arg("order"), py::arg("numeric"), py::arg("strings"), py::arg("coded"),
        py::arg("seq_column") = -1,
        "compaction.taken_columns' gather: the rows `order` (positions in the rows of each column's chunks "
        "concatenated; IndexError outside them) of every column, made with the GIL released. numeric: per column, "
        "its chunks (1-D C-contiguous arrays of one dtype of 1, 4 or 8 bytes); strings: per column, its chunks as "
        "Arrow utf8 arrays' (validity buffer or None, offsets buffer, data buffer, offset, length) (ValueError for "
        "offsets outside the data); coded: per column, (its chunks of uint8 codes, the name of each code). Every "
        "column must hold the same rows. Returns (the numeric columns as arrays; the string columns as (int32 "
        "offsets, data, validity bits or None, null count); the coded columns' names as (offsets, data); and "
        "when seq_column >= 0 the ids (schema.memory_id) of that int64 column's values in order as (offsets, "
        "data), else None).");
  m.def("id_list", &id_list, py::arg("seqs"), "The public ids of many seqs as a list of str.");

  // For tests/test_civil_time.py only: the fields Memory timestamps are built from.
  m.def(
      "_civil_from_epoch",
      [](double seconds) -> py::object {
        const std::optional<util::CivilTime> t = util::civil_from_epoch(seconds);
        if (!t) return py::none();
        return py::make_tuple(t->year, t->month, t->day, t->hour, t->minute, t->second, t->microsecond);
      },
      py::arg("seconds"),
      "(year, month, day, hour, minute, second, microsecond) of datetime.fromtimestamp(seconds, timezone.utc), "
      "or None outside years 1..9999 (and for NaN or infinity). Private: for tests.");
}

}  // namespace engram::bindings

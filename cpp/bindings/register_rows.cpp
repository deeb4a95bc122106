// Bindings that turn rows of a segment into the API's objects: the Memory and Hit instances that recall and
// get return, built in one call from the segment's column buffers (MemoryColumns, made once per segment by
// python/engramdb/segment.py memory_columns) instead of a gather, a list and a conversion per column in Python.
//
// Each object is what schema.build_all makes: object.__new__(cls), then every field in field order through
// object.__setattr__ (both classes are frozen dataclasses without __post_init__ or init=False fields), each
// value the one the Python conversion gives: the id "m<seq>" (schema.memory_id), kind and layer names by code,
// float32 columns as the Python float of the float32, timestamps as datetime.fromtimestamp(seconds,
// timezone.utc) or None for NaN (schema.datetimes), meta through json.loads, flags split at commas. Measured
// right after a recall scan (cold caches), five hits cost ~13 µs here against ~100 µs in Python (~6 µs and
// ~50 µs warm). Everything runs with the GIL held: it makes Python objects.
#include <array>
#include <climits>
#include <cmath>
#include <cstring>
#include <utility>
#include <optional>
#include <string>
#include <vector>

#include "register.hpp"  // Python.h first: datetime.h needs it
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
// The text columns a Memory reads, by name; TextIndex names their positions.
constexpr std::array<const char*, 11> kTextColumns = {"scope",      "key",           "text",        "trigger",
                                                      "guidance",   "source",        "supersedes",  "superseded_by",
                                                      "merged_from", "meta",         "flags"};
enum TextIndex {
  kScope, kKey, kText, kTrigger, kGuidance, kSource, kSupersedes, kSupersededBy, kMergedFrom, kMeta, kFlags
};

py::object steal(PyObject* made) {
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
py::buffer_info borrow_buffer(const py::handle& value, py::ssize_t itemsize, const char* what) {
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

 private:
  py::ssize_t n_rows_;
  std::vector<py::object> keep_;
};

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

// schema.memory_id: "m" and the decimal digits of seq, written backwards ending at `end`; returns the first
// character. At most 21 characters ("m", a sign, 19 digits).
char* write_id(std::int64_t seq, char* end) {
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

// The _core.RowBuilder: makes Memory and Hit instances from MemoryColumns.
class RowBuilder {
 public:
  RowBuilder(const py::type& memory, const py::tuple& memory_fields, const py::type& hit, const py::tuple& hit_fields,
             const py::tuple& kinds, const py::tuple& layers, const py::tuple& statuses, const py::object& json_loads)
      : memory_(memory), hit_(hit), kinds_(kinds), layers_(layers), statuses_(statuses), json_loads_(json_loads) {
    if (statuses_.size() != 256) throw py::value_error("statuses must name the status of each of the 256 hidden values");
    memory_names_ = field_names(memory_fields, kMemoryFields, "Memory");
    hit_names_ = field_names(hit_fields, kHitFields, "Hit");
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
  py::list chosen_hits(const py::list& columns, const std::vector<rank::Candidate>& chosen,
                       const rank::ScoreParams& map) const {
    const auto n = static_cast<py::ssize_t>(chosen.size());
    py::list out(n);
    for (py::ssize_t i = 0; i < n; ++i) {
      const rank::Candidate& c = chosen[static_cast<std::size_t>(i)];
      if (c.segment < 0 || static_cast<py::ssize_t>(c.segment) >= static_cast<py::ssize_t>(columns.size()))
        throw py::index_error("hit segment out of range");
      const auto& source = py::handle(columns[static_cast<std::size_t>(c.segment)]).cast<const MemoryColumns&>();
      py::object made = new_instance(hit_);
      set(made, hit_names_[0], memory(source, c.row));
      const float scores[5] = {c.score, c.similarity, c.recency, c.importance, c.confidence};
      for (std::size_t j = 0; j < 5; ++j) set(made, hit_names_[j + 1], float_of(static_cast<double>(scores[j])));
      set(made, hit_names_[6], float_of(static_cast<double>(rank::relevance(c.similarity, map))));
      set(made, hit_names_[7], float_of(static_cast<double>(c.lexical)));
      PyList_SET_ITEM(out.ptr(), i, made.release().ptr());
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

  // object.__setattr__(instance, name, value): a frozen dataclass's own __setattr__ refuses every field.
  static void set(const py::object& instance, const py::object& name, const py::object& value) {
    if (PyObject_GenericSetAttr(instance.ptr(), name.ptr(), value.ptr()) != 0) throw py::error_already_set();
  }

  static py::object name_of(const py::tuple& names, std::uint8_t code, const char* what) {
    if (code >= names.size()) throw py::index_error(std::string(what) + " code out of range");
    return names[code];
  }

  // tuple(flags.split(",")) if flags else (): "a,b" -> ("a", "b"), None or "" -> ().
  py::object flags_of(const py::object& flags) const {
    const int truth = PyObject_IsTrue(flags.ptr());
    if (truth < 0) throw py::error_already_set();
    if (truth == 0) return py::tuple();
    return steal(PySequence_Tuple(steal(PyUnicode_Split(flags.ptr(), comma_.ptr(), -1)).ptr()));
  }

  py::object memory(const MemoryColumns& c, std::int64_t row) const {
    c.check_row(row);
    const auto& t = c.texts;
    std::array<py::object, kMemoryFields.size()> v;
    v[0] = id_of(c.seq[row]);
    v[1] = t[kScope].at(row);
    v[2] = name_of(kinds_, c.kind[row], "kind");
    v[3] = name_of(layers_, c.layer[row], "layer");
    v[4] = t[kText].at(row);
    v[5] = float_of(static_cast<double>(c.importance[row]));
    v[6] = float_of(static_cast<double>(c.confidence[row]));
    v[7] = t[kSource].at(row);
    v[8] = py::bool_(c.trusted[row] != 0);
    // updated_at and last_used are mostly created_at: the same (immutable) datetime then, made once
    const double created = c.created_at[row], updated = c.updated_at[row], used = c.last_used[row];
    v[9] = utc_datetime(created);
    v[10] = updated == created ? v[9] : utc_datetime(updated);
    v[11] = used == updated ? v[10] : used == created ? v[9] : utc_datetime(used);
    v[12] = utc_datetime(c.expires_at[row]);
    v[13] = int_of(c.use_count[row]);
    v[14] = int_of(c.tokens[row]);
    v[15] = t[kKey].at(row);
    v[16] = t[kTrigger].at(row);
    v[17] = t[kGuidance].at(row);
    v[18] = t[kSupersedes].at(row);
    v[19] = t[kSupersededBy].at(row);
    v[20] = flags_of(t[kMergedFrom].at(row));  // ids joined by commas, like flags
    v[21] = statuses_[c.hidden[row]];
    v[22] = t[kMeta].at(row);
    if (!v[22].is_none()) v[22] = json_loads_(v[22]);
    v[23] = flags_of(t[kFlags].at(row));
    v[24] = py::tuple();
    py::object made = new_instance(memory_);
    for (std::size_t i = 0; i < v.size(); ++i) set(made, memory_names_[i], v[i]);
    return made;
  }

  py::type memory_, hit_;
  py::tuple kinds_, layers_, statuses_;  // statuses_: the status name of each hidden value
  py::object json_loads_;
  py::str comma_{","};
  std::vector<py::object> memory_names_, hit_names_;
};

}  // namespace

py::list hits_of(const py::handle& builder, const py::list& columns, const std::vector<rank::Candidate>& chosen,
                 const rank::ScoreParams& map) {
  return builder.cast<const RowBuilder&>().chosen_hits(columns, chosen, map);
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
      .def("hits", &RowBuilder::hits, py::arg("segments"), py::arg("result"), py::arg("columns_of"),
           py::arg("relevance_floor") = 0.f, py::arg("relevance_scale") = 1.f, py::arg("relevance_knee") = 0.f,
           "The Hit of each hit of a _core.recall result over `segments`; columns_of(segment) gives a segment's "
           "MemoryColumns (asked once per segment that has a hit); the relevance map is the recall's.");

  m.def("id_buffers", &id_buffers, py::arg("seqs"),
        "The public ids (schema.memory_id: 'm' and seq's digits) of many seqs as an Arrow string array's "
        "buffers: (int32 offsets, n + 1 of them; UTF-8 bytes). The GIL is released while formatting.");
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

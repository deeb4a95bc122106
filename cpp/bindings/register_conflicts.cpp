// Binding of engram/text/conflicts.hpp: the conflict pass of a recall (python/engramdb/semantics.py,
// Semantics.mark_conflicts). The pool's texts, keys, created_at, seqs and vectors are read here straight from
// the segments' MemoryColumns and _core.Segments (no Python object per pooled row for ASCII text); a text
// with a non-ASCII character is given to the pass as its Python words (the `words_of` callback), so the
// Python tokeniser stays the one definition of a word. The pass itself runs without the GIL.
#include <pybind11/stl.h>

#include <algorithm>
#include <cmath>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "columns.hpp"
#include "engram/text/conflicts.hpp"

namespace engram::bindings {
namespace {

using Int32Array = py::array_t<std::int32_t, py::array::c_style | py::array::forcecast>;

bool is_ascii(std::string_view s) {
  for (const char c : s)
    if (static_cast<unsigned char>(c) >= 0x80) return false;
  return true;
}

// semantics.fact_value: what follows "key: " in a keyed memory's text, else the whole text. Byte-wise, as
// str.startswith is for UTF-8.
std::string_view fact_value(std::string_view key, std::string_view text) {
  if (text.size() >= key.size() + 2 && text.compare(0, key.size(), key) == 0 && text[key.size()] == ':' &&
      text[key.size() + 1] == ' ')
    return text.substr(key.size() + 2);
  return text;
}

// The seq that write_id writes as `id`, or none (a string that is not an id write_id gives for any seq).
std::optional<std::int64_t> seq_of_id(std::string_view id) {
  if (id.size() < 2 || id.size() > 21 || id[0] != 'm') return std::nullopt;
  const bool negative = id[1] == '-';
  const std::size_t first = negative ? 2 : 1;
  if (first >= id.size() || (id[first] == '0' && id.size() > first + 1)) return std::nullopt;  // no leading zero
  std::uint64_t magnitude = 0;
  for (std::size_t i = first; i < id.size(); ++i) {
    if (id[i] < '0' || id[i] > '9') return std::nullopt;
    const auto digit = static_cast<std::uint64_t>(id[i] - '0');
    if (magnitude > (~std::uint64_t{0} - digit) / 10) return std::nullopt;
    magnitude = magnitude * 10 + digit;
  }
  const std::uint64_t limit = negative ? std::uint64_t{1} << 63 : (std::uint64_t{1} << 63) - 1;
  if (magnitude > limit || (negative && magnitude == 0)) return std::nullopt;
  const auto seq = negative ? static_cast<std::int64_t>(0 - magnitude) : static_cast<std::int64_t>(magnitude);
  char buffer[24];
  char* end = buffer + sizeof buffer;
  const char* start = write_id(seq, end);
  if (std::string_view(start, static_cast<std::size_t>(end - start)) != id) return std::nullopt;  // belt and braces
  return seq;
}

// The UTF-8 bytes of a str (kept alive by `keep`).
std::string_view utf8_of(const py::handle& value, std::vector<py::object>& keep) {
  Py_ssize_t size = 0;
  const char* data = PyUnicode_AsUTF8AndSize(value.ptr(), &size);
  if (data == nullptr) throw py::error_already_set();
  keep.push_back(py::reinterpret_borrow<py::object>(value));
  return {data, static_cast<std::size_t>(size)};
}

// The pass over one recall's pool. segments: the plan's segments (Python objects); sources_of(segment) gives
// (its _core.Segment, its MemoryColumns), asked once per segment that has a pooled row; pool_segments and
// pool_rows: the pool, best first; hit_ids: the hits' ids in order; words_of(text, key): for a row whose text
// or key is not ASCII-only, (text's words, key's words, value's words) as strings of words joined by spaces
// (key and value None for an unkeyed row), or None when the native pass cannot read it (then this returns
// None and the caller runs the Python pass). Returns (partners: id -> ids it conflicts with, sorted; changes:
// (newer id, older id, newer's pool position)).
py::object find_conflicts(const text::ConflictRules& rules, const py::list& segments, const py::object& sources_of,
                          const Int32Array& pool_segments, const Int64Array& pool_rows, const py::list& hit_ids,
                          const py::object& words_of, bool exhaustive, const py::object& query) {
  require_ndim(pool_segments, 1, "pool_segments");
  require_ndim(pool_rows, 1, "pool_rows");
  const auto n = static_cast<std::size_t>(pool_rows.shape(0));
  if (static_cast<std::size_t>(pool_segments.shape(0)) != n)
    throw py::value_error("pool_segments and pool_rows must have one value per candidate");
  std::vector<py::object> sources(segments.size());  // (Segment, MemoryColumns) by segment, fetched on first use
  std::vector<const SegmentView*> views(segments.size(), nullptr);
  std::vector<const MemoryColumns*> columns(segments.size(), nullptr);
  std::vector<std::shared_ptr<const text::PoolAnalysis>> analyses(n);  // each candidate's, cached or made here
  std::vector<std::pair<std::size_t, text::PoolText>> missing;          // candidates not analysed yet
  std::vector<std::pair<const MemoryColumns*, std::int64_t>> places(n);
  std::vector<const float*> bases(segments.size(), nullptr);  // each segment's embeddings
  std::vector<std::int64_t> seqs(n);  // each candidate's seq (its id is made only when a mark names it)
  std::vector<py::object> keep;  // strs whose bytes the missing candidates borrow
  std::int32_t dim = -1;
  for (std::size_t i = 0; i < n; ++i) {
    const std::int32_t s = pool_segments.data()[i];
    if (s < 0 || static_cast<std::size_t>(s) >= segments.size()) throw py::index_error("pool segment out of range");
    const auto si = static_cast<std::size_t>(s);
    if (!sources[si]) {
      sources[si] = sources_of(segments[si]);
      const auto pair = py::reinterpret_borrow<py::tuple>(sources[si]);
      if (pair.size() != 2) throw py::type_error("sources_of must return (Segment, MemoryColumns)");
      views[si] = &segment_view(pair[0]);
      columns[si] = &pair[1].cast<const MemoryColumns&>();
      if (dim >= 0 && views[si]->dim != dim) throw py::value_error("the pool's segments differ in dimension");
      dim = views[si]->dim;
    }
    const std::int64_t row = pool_rows.data()[i];
    if (row < 0 || row >= views[si]->n_rows) throw py::index_error("pool row out of range");
    const MemoryColumns& c = *columns[si];
    c.check_row(row);
    bases[si] = views[si]->embeddings;
    places[i] = {&c, row};
    seqs[i] = c.seq[row];
    if (c.analyses_rules == rules.serial) {
      const auto found = c.analyses.find(row);
      if (found != c.analyses.end()) {
        analyses[i] = found->second;
        continue;
      }
    }
    text::PoolText candidate;
    candidate.created_at = c.created_at[row];
    std::string_view text, key;
    const auto text_read = c.texts[kText].read(row, &text), key_read = c.texts[kKey].read(row, &key);
    const bool keyed = key_read != TextColumn::Read::null;
    if (text_read == TextColumn::Read::str || key_read == TextColumn::Read::str || !is_ascii(text) ||
        (keyed && !is_ascii(key))) {
      const py::object words = words_of(c.texts[kText].at(row), c.texts[kKey].at(row));
      if (words.is_none()) return py::none();
      const auto parts = py::reinterpret_borrow<py::tuple>(words);
      if (parts.size() != 3) throw py::type_error("words_of must return (text words, key words, value words)");
      candidate.text = utf8_of(parts[0], keep);
      if (keyed) {
        candidate.keyed = true;
        candidate.key = utf8_of(parts[1], keep);
        candidate.value = utf8_of(parts[2], keep);
      }
    } else {
      candidate.text = text;  // null text (never written by the store) reads as ""
      if (keyed) {
        candidate.keyed = true;
        candidate.key = key;
        candidate.value = fact_value(key, text);
      }
    }
    missing.emplace_back(i, candidate);
  }
  // The hits' positions in the pool (a hit that is not pooled is left out, as the Python pass does): an id is
  // matched by the seq it names (only an id that write_id gives for that seq names one).
  std::vector<std::int32_t> hits;
  for (const py::handle id : hit_ids) {
    std::vector<py::object> unused;
    const std::optional<std::int64_t> wanted = seq_of_id(utf8_of(id, unused));
    if (!wanted) continue;
    for (std::size_t i = 0; i < n; ++i)
      if (seqs[i] == *wanted) {
        hits.push_back(static_cast<std::int32_t>(i));
        break;
      }
  }
  text::ConflictMarks marks;
  {
    // safe: the views point into buffers held by the segments' objects (sources) and the strs in `keep`; the
    // analyses are immutable and this call holds a reference to each
    py::gil_scoped_release release;
    for (auto& [i, candidate] : missing) analyses[i] = std::make_shared<const text::PoolAnalysis>(text::analyse(rules, candidate));
    std::vector<const text::PoolAnalysis*> pool(n);
    for (std::size_t i = 0; i < n; ++i) pool[i] = analyses[i].get();
    const text::PoolVectors vectors{bases.data(), bases.size(), pool_segments.data(), pool_rows.data()};
    marks = (exhaustive ? text::find_conflicts_exhaustive : text::find_conflicts)(
        rules, pool.data(), vectors, n, static_cast<std::size_t>(std::max(dim, 0)), hits.data(), hits.size());
  }
  for (const auto& [i, candidate] : missing) {  // kept for the next recalls that pool these rows
    const auto& [c, row] = places[i];
    if (c->analyses_rules != rules.serial) {
      c->analyses.clear();
      c->analyses_rules = rules.serial;
    }
    if (c->analyses.size() < MemoryColumns::kMaxAnalyses) c->analyses.emplace(row, analyses[i]);
  }
  py::dict by_id;
  py::list changes;
  if (marks.marked.empty()) {
    if (query.is_none()) return py::make_tuple(by_id, changes);
    return py::make_tuple(by_id, changes, py::dict());
  }
  // The ids of the marked candidates only, each one str made once.
  std::vector<std::string> ids(n);
  std::vector<py::object> names(n);
  auto id_of = [&](std::size_t i) -> const std::string& {
    if (ids[i].empty()) {
      char buffer[24];
      char* end = buffer + sizeof buffer;
      const char* first = write_id(seqs[i], end);
      ids[i].assign(first, static_cast<std::size_t>(end - first));
    }
    return ids[i];
  };
  auto name_of = [&](std::size_t i) -> const py::object& {
    if (!names[i]) names[i] = py::str(id_of(i));
    return names[i];
  };
  std::vector<std::vector<std::int32_t>> partners(n);
  for (const auto& [a, b] : marks.marked) {
    partners[static_cast<std::size_t>(a)].push_back(b);
    partners[static_cast<std::size_t>(b)].push_back(a);
  }
  for (std::size_t i = 0; i < n; ++i) {
    auto& others = partners[i];
    if (others.empty()) continue;
    std::sort(others.begin(), others.end(), [&](std::int32_t x, std::int32_t y) {
      return id_of(static_cast<std::size_t>(x)) < id_of(static_cast<std::size_t>(y));
    });
    py::tuple named(others.size());
    for (std::size_t j = 0; j < others.size(); ++j) named[j] = name_of(static_cast<std::size_t>(others[j]));
    by_id[name_of(i)] = named;
  }
  for (const auto& [newer, older] : marks.changes)
    changes.append(py::make_tuple(name_of(static_cast<std::size_t>(newer)), name_of(static_cast<std::size_t>(older)), newer));
  if (query.is_none()) return py::make_tuple(by_id, changes);
  // With the recall's query: for each newer side of a change, a number its cosine with the unit query cannot
  // exceed, however float32 rounds it (semantics._pool_relevance's numpy product): the cosine in double plus
  // 1e-4 of the row's norm, several times the float32 error of a 384-term product of unit vectors (~2.5e-5).
  const auto q = py::cast<FloatArray>(query);
  require_ndim(q, 1, "query");
  py::dict bounds;
  if (q.shape(0) != dim || dim <= 0) return py::make_tuple(by_id, changes, bounds);
  double norm = 0.0;
  for (py::ssize_t k = 0; k < dim; ++k) norm += static_cast<double>(q.data()[k]) * q.data()[k];
  norm = std::sqrt(norm);
  for (const auto& [newer, older] : marks.changes) {
    const auto i = static_cast<std::size_t>(newer);
    const auto si = static_cast<std::size_t>(pool_segments.data()[i]);
    const float* v = bases[si] + static_cast<std::size_t>(pool_rows.data()[i]) * static_cast<std::size_t>(dim);
    double dot = 0.0, length = 0.0;
    for (py::ssize_t k = 0; k < dim; ++k) {
      dot += static_cast<double>(q.data()[k]) * v[k];
      length += static_cast<double>(v[k]) * v[k];
    }
    const double cosine = norm > 0.0 ? dot / norm : dot;
    bounds[name_of(i)] = py::float_(cosine + 1e-4 * std::max(1.0, std::sqrt(length)));
  }
  return py::make_tuple(by_id, changes, bounds);
}

}  // namespace

void register_conflicts(py::module_& m) {
  py::class_<text::ConflictRules>(m, "ConflictRules")
      .def(py::init<const std::vector<std::string>&, const std::vector<std::string>&, const std::vector<std::string>&,
                    const std::vector<std::string>&, const std::vector<std::vector<std::string>>&, float, std::size_t,
                    double, double, double, const std::vector<std::vector<std::string>>&>(),
           py::arg("stopwords"), py::arg("negations"), py::arg("stem_stopwords"), py::arg("change_cues"),
           py::arg("value_classes"), py::arg("similarity"), py::arg("change_pool"), py::arg("common_share"),
           py::arg("change_overlap"), py::arg("state_overlap"),
           py::arg("opposite_states") = std::vector<std::vector<std::string>>{},
           "The word lists and thresholds of recall's conflict pass (python/engramdb/semantics.py's).");
  m.def("find_conflicts", &find_conflicts, py::arg("rules"), py::arg("segments"), py::arg("sources_of"),
        py::arg("pool_segments"), py::arg("pool_rows"), py::arg("hit_ids"), py::arg("words_of"),
        py::arg("exhaustive") = false, py::arg("query") = py::none(),
        "The conflict pass over one recall's pool (semantics.Semantics.mark_conflicts): (partners: id -> sorted "
        "ids it conflicts with, changes: [(newer id, older id, newer's pool position)]), or None when a text "
        "needs the Python pass (words_of returned None). The pass runs without the GIL. `exhaustive`: compare "
        "every pair the rules name instead of finding them through signatures (the reference; same marks). With "
        "`query` (the recall's query vector) a third item: {newer id: a bound its cosine with the unit query cannot "
        "exceed} for the newer side of each change.");
}

}  // namespace engram::bindings

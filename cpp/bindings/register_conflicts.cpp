// Binding of engram/text/conflicts.hpp: the conflict pass of a recall (python/engramdb/semantics.py,
// Semantics.mark_conflicts). The pool's texts, keys, created_at, seqs and vectors are read here straight from
// the segments' MemoryColumns and _core.Segments (no Python object per pooled row for ASCII text); a text
// with a non-ASCII character is given to the pass as its Python words (the `words_of` callback), so the
// Python tokeniser stays the one definition of a word. The pass itself runs without the GIL. plan_conflicts runs
// the same pass inside a RecallPlan call (register_recall.cpp, RecallPlan.marked_hits) over the plan's own pool and
// segments, and finishes it there (marks, newer_first's order) unless a step needs Python. There the statement and
// keyed tests are looked up in the scope's ConflictRelations (sync_relations keeps them up to the plan's rows), so
// only the change test, whose common stems depend on the pool, runs per recall.
#include <pybind11/stl.h>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <tuple>
#include <utility>
#include <vector>

#include "columns.hpp"
#include "engram/rank/fused.hpp"
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

// What the pass found over one pool, with what its result is made from.
struct PassResult {
  bool declined = false;  // a text needs the Python pass (words_of returned None)
  text::ConflictMarks marks;
  std::vector<std::int64_t> seqs;     // each candidate's seq (its id is made only when a mark names it)
  std::vector<const float*> bases;    // each segment's embeddings (null where no candidate comes from it)
  std::int32_t dim = -1;
};

// What the pass reads of row `row` of `c`, its views borrowed from the columns or from strs kept in `keep`; nullopt
// when only the Python rules can read it (words_of returned None). See run_pass for words_of.
std::optional<text::PoolText> pool_text(const MemoryColumns& c, std::int64_t row, const py::object& words_of,
                                        std::vector<py::object>& keep) {
  text::PoolText candidate;
  candidate.created_at = c.created_at[row];
  candidate.kind = c.kind[row];
  std::string_view text, key;
  const auto text_read = c.texts[kText].read(row, &text), key_read = c.texts[kKey].read(row, &key);
  const bool keyed = key_read != TextColumn::Read::null;
  if (text_read == TextColumn::Read::str || key_read == TextColumn::Read::str || !is_ascii(text) ||
      (keyed && !is_ascii(key))) {
    const py::object words = words_of(c.texts[kText].at(row), c.texts[kKey].at(row));
    if (words.is_none()) return std::nullopt;
    const auto parts = py::reinterpret_borrow<py::tuple>(words);
    if (parts.size() != 3) throw py::type_error("words_of must return (text words, key words, value words)");
    candidate.text = utf8_of(parts[0], keep);
    candidate.prepared = true;
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
  return candidate;
}

// The cached analysis of a row under `rules`, or null.
const std::shared_ptr<const text::PoolAnalysis>* cached(const text::ConflictRules& rules, const MemoryColumns& c,
                                                        std::int64_t row) {
  if (c.analyses_rules != rules.serial || static_cast<std::size_t>(row) >= c.analyses.size()) return nullptr;
  const auto& found = c.analyses[static_cast<std::size_t>(row)];
  return found ? &found : nullptr;
}

void keep_analysis(const text::ConflictRules& rules, const MemoryColumns& c, std::int64_t row,
                   std::shared_ptr<const text::PoolAnalysis> analysis) {
  if (c.analyses_rules != rules.serial) {
    c.analyses.clear();
    c.n_analyses = 0;
    c.analyses_rules = rules.serial;
  }
  if (c.n_analyses >= MemoryColumns::kMaxAnalyses) return;
  if (c.analyses.empty()) c.analyses.resize(static_cast<std::size_t>(c.n_rows()));
  auto& slot = c.analyses[static_cast<std::size_t>(row)];
  if (!slot) ++c.n_analyses;
  slot = std::move(analysis);
}

// The pass over one recall's pool: n candidates, candidate i row pool_rows[i] of segment pool_segments[i], best
// first; source_of(s) gives segment s's (SegmentView*, MemoryColumns*), asked once per segment that has a pooled
// row; hit_seqs: the seqs of the hits in order (a hit is matched to the first pooled row with its seq; one that is
// not pooled is left out, as the Python pass does); words_of(text, key): for a row whose text or key is not
// ASCII-only, (text's words, key's words, value's words) as strings of words joined by spaces (key and value None
// for an unkeyed row), or None when the native pass cannot read it (then `declined`). `relations`: the scope's
// pool-independent relations holding every pooled row (sync_relations), or null: with them the statement and keyed
// tests are looked up (find_conflicts_related) and only the near candidates and the hits are analysed.
template <class SourceOf>
PassResult run_pass(const text::ConflictRules& rules, std::size_t n_segments, SourceOf&& source_of,
                    const std::int32_t* pool_segments, const std::int64_t* pool_rows, std::size_t n,
                    const std::vector<std::int64_t>& hit_seqs, const py::object& words_of, bool exhaustive,
                    const text::ConflictRelations* relations = nullptr, double cross_language = -1.0,
                    ChangeMemo* memo = nullptr) {
  PassResult out;
  std::vector<const SegmentView*> views(n_segments, nullptr);
  std::vector<const MemoryColumns*> columns(n_segments, nullptr);
  std::vector<std::shared_ptr<const text::PoolAnalysis>> analyses(n);  // each candidate's, cached or made here
  std::vector<std::pair<std::size_t, text::PoolText>> missing;          // candidates not analysed yet
  std::vector<std::pair<const MemoryColumns*, std::int64_t>> places(n);
  out.bases.assign(n_segments, nullptr);
  out.seqs.resize(n);
  std::vector<py::object> keep;  // strs whose bytes the missing candidates borrow
  for (std::size_t i = 0; i < n; ++i) {
    const std::int32_t s = pool_segments[i];
    if (s < 0 || static_cast<std::size_t>(s) >= n_segments) throw py::index_error("pool segment out of range");
    const auto si = static_cast<std::size_t>(s);
    if (views[si] == nullptr) {
      std::tie(views[si], columns[si]) = source_of(si);
      if (out.dim >= 0 && views[si]->dim != out.dim) throw py::value_error("the pool's segments differ in dimension");
      out.dim = views[si]->dim;
    }
    const std::int64_t row = pool_rows[i];
    if (row < 0 || row >= views[si]->n_rows) throw py::index_error("pool row out of range");
    const MemoryColumns& c = *columns[si];
    c.check_row(row);
    out.bases[si] = views[si]->embeddings;
    places[i] = {&c, row};
    out.seqs[i] = c.seq[row];
  }
  std::vector<std::int32_t> hits;  // the hits' positions in the pool
  for (const std::int64_t wanted : hit_seqs)
    for (std::size_t i = 0; i < n; ++i)
      if (out.seqs[i] == wanted) {
        hits.push_back(static_cast<std::int32_t>(i));
        break;
      }
  // With the relations: each hit's partners that are pooled (every pooled row with a partner's seq), unless a hit
  // is not held (then the whole pass runs).
  std::vector<std::pair<std::int32_t, std::int32_t>> related;
  for (std::size_t h = 0; relations != nullptr && h < hits.size(); ++h) {
    const std::vector<std::int64_t>* partners = relations->partners(out.seqs[static_cast<std::size_t>(hits[h])]);
    if (partners == nullptr) {
      relations = nullptr;
      related.clear();
      break;
    }
    for (const std::int64_t partner : *partners)
      for (std::size_t i = 0; i < n; ++i)
        if (out.seqs[i] == partner) related.emplace_back(hits[h], static_cast<std::int32_t>(i));
  }
  // With the relations, the change test's result for this pool may be kept already (a pool that comes back).
  std::vector<std::uint64_t> key;
  const bool keyed = relations != nullptr && memo != nullptr &&
                     ChangeMemo::key_of(rules.change_pool, pool_segments, pool_rows, n, hits, key);
  if (keyed) {  // the cross-language margin is part of what the kept marks depend on
    std::uint64_t margin_bits = 0;
    std::memcpy(&margin_bits, &cross_language, sizeof margin_bits);
    key.push_back(margin_bits);
  }
  if (keyed)
    if (const text::ConflictMarks* kept = memo->find(rules.serial, key)) {
      out.marks = text::with_related(*kept, n, related.data(), related.size());
      return out;
    }
  std::vector<char> needed(n, 1);  // the candidates the pass reads
  if (relations != nullptr) {
    for (std::size_t i = std::min(n, rules.change_pool); i < n; ++i) needed[i] = 0;
    for (const std::int32_t h : hits) needed[static_cast<std::size_t>(h)] = 1;
  }
  std::vector<const text::PoolAnalysis*> pool(n, nullptr);  // null where not needed
  for (std::size_t i = 0; i < n; ++i) {
    if (!needed[i]) continue;
    const auto& [c, row] = places[i];
    if (const auto* found = cached(rules, *c, row)) {
      pool[i] = found->get();
      if (relations == nullptr) analyses[i] = *found;  // held while the GIL is released below
      continue;
    }
    std::optional<text::PoolText> candidate = pool_text(*c, row, words_of, keep);
    if (!candidate) {
      out.declined = true;
      return out;
    }
    missing.emplace_back(i, *candidate);
  }
  if (relations != nullptr) {
    // Only the change test of the near candidates is left (a few µs): run with the GIL held, which also keeps the
    // cached analyses alive without a reference each (nothing else changes the cache meanwhile).
    for (auto& [i, candidate] : missing) {
      analyses[i] = std::make_shared<const text::PoolAnalysis>(text::analyse(rules, candidate));
      pool[i] = analyses[i].get();
    }
    // the change test and the cross-language test read the same near candidates and hits (and fixed rows' vectors),
    // so both are kept for a pool that comes back
    text::ConflictMarks changes = text::find_changes(rules, pool.data(), n, hits.data(), hits.size());
    const text::PoolVectors vectors{out.bases.data(), out.bases.size(), pool_segments, pool_rows};
    text::add_cross_language_changes(rules, pool.data(), vectors, n, static_cast<std::size_t>(std::max(out.dim, 0)),
                                     hits.data(), hits.size(), cross_language, changes);
    if (keyed) memo->keep(rules.serial, std::move(key), changes);
    out.marks = text::with_related(std::move(changes), n, related.data(), related.size());  // find_conflicts_related
  } else {
    // safe: the views point into buffers held by the segments' objects (the caller's) and the strs in `keep`;
    // the analyses are immutable and this call holds a reference to each
    py::gil_scoped_release release;
    for (auto& [i, candidate] : missing) {
      analyses[i] = std::make_shared<const text::PoolAnalysis>(text::analyse(rules, candidate));
      pool[i] = analyses[i].get();
    }
    const text::PoolVectors vectors{out.bases.data(), out.bases.size(), pool_segments, pool_rows};
    out.marks = (exhaustive ? text::find_conflicts_exhaustive : text::find_conflicts)(
        rules, pool.data(), vectors, n, static_cast<std::size_t>(std::max(out.dim, 0)), hits.data(), hits.size());
    text::add_cross_language_changes(rules, pool.data(), vectors, n, static_cast<std::size_t>(std::max(out.dim, 0)),
                                     hits.data(), hits.size(), cross_language, out.marks);
  }
  for (const auto& [i, candidate] : missing)  // kept for the next recalls that pool these rows
    keep_analysis(rules, *places[i].first, places[i].second, analyses[i]);
  return out;
}

// The id of each candidate, each str made once and only when asked for.
class PoolIds {
 public:
  explicit PoolIds(const std::vector<std::int64_t>& seqs) : seqs_(seqs), ids_(seqs.size()), names_(seqs.size()) {}
  const std::string& id(std::size_t i) {
    if (ids_[i].empty()) {
      char buffer[24];
      char* end = buffer + sizeof buffer;
      const char* first = write_id(seqs_[i], end);
      ids_[i].assign(first, static_cast<std::size_t>(end - first));
    }
    return ids_[i];
  }
  const py::object& name(std::size_t i) {
    if (!names_[i]) names_[i] = py::str(id(i));
    return names_[i];
  }

 private:
  const std::vector<std::int64_t>& seqs_;
  std::vector<std::string> ids_;
  std::vector<py::object> names_;
};

// Each marked candidate's partners as the tuple of their ids, sorted (semantics.conflict_marks' partners): calls
// emit(i, tuple) for each candidate i with a partner, in pool order; with `wanted`, only for the candidates i with
// wanted[i] (a plan's call names the hits' partners only: the others' tuples and ids were made for nothing).
template <class Emit>
void each_partners(const PassResult& r, PoolIds& ids, Emit&& emit, const std::vector<char>* wanted = nullptr) {
  const std::size_t n = r.seqs.size();
  std::vector<std::vector<std::int32_t>> partners(n);
  auto named_for = [&](std::int32_t i) { return wanted == nullptr || (*wanted)[static_cast<std::size_t>(i)] != 0; };
  for (const auto& [a, b] : r.marks.marked) {
    if (named_for(a)) partners[static_cast<std::size_t>(a)].push_back(b);
    if (named_for(b)) partners[static_cast<std::size_t>(b)].push_back(a);
  }
  for (std::size_t i = 0; i < n; ++i) {
    auto& others = partners[i];
    if (others.empty()) continue;
    std::sort(others.begin(), others.end(), [&](std::int32_t x, std::int32_t y) {
      return ids.id(static_cast<std::size_t>(x)) < ids.id(static_cast<std::size_t>(y));
    });
    py::tuple named(others.size());
    for (std::size_t j = 0; j < others.size(); ++j) named[j] = ids.name(static_cast<std::size_t>(others[j]));
    emit(i, named);
  }
}

// A number that the cosine of the unit query (query / norm) and the row `v` cannot exceed, however float32 rounds
// it (semantics._pool_relevance's numpy product): the cosine in double plus 1e-4 of the row's norm, several times
// the float32 error of a 384-term product of unit vectors (~2.5e-5).
double cosine_bound(const float* query, double norm, const float* v, std::int32_t dim) {
  double dot = 0.0, length = 0.0;
  for (std::int32_t k = 0; k < dim; ++k) {
    dot += static_cast<double>(query[k]) * v[k];
    length += static_cast<double>(v[k]) * v[k];
  }
  const double cosine = norm > 0.0 ? dot / norm : dot;
  return cosine + 1e-4 * std::max(1.0, std::sqrt(length));
}

double norm_of(const float* query, std::int32_t dim) {
  double norm = 0.0;
  for (std::int32_t k = 0; k < dim; ++k) norm += static_cast<double>(query[k]) * query[k];
  return std::sqrt(norm);
}

const float* row_of(const PassResult& r, const std::int32_t* pool_segments, const std::int64_t* pool_rows,
                    std::size_t i) {
  return r.bases[static_cast<std::size_t>(pool_segments[i])] +
         static_cast<std::size_t>(pool_rows[i]) * static_cast<std::size_t>(r.dim);
}

// find_conflicts's result: (partners: id -> the ids it conflicts with, sorted; changes: [(newer id, older id,
// newer's pool position)]), and with `with_query` a third item: {newer id: cosine_bound} for the newer side of each
// change (empty when `query` is null: a query of another dimension).
py::tuple result_of(const PassResult& r, const std::int32_t* pool_segments, const std::int64_t* pool_rows,
                    bool with_query, const float* query) {
  py::dict by_id;
  py::list changes;
  if (r.marks.marked.empty()) {
    if (!with_query) return py::make_tuple(by_id, changes);
    return py::make_tuple(by_id, changes, py::dict());
  }
  PoolIds ids(r.seqs);
  each_partners(r, ids, [&](std::size_t i, const py::tuple& named) { by_id[ids.name(i)] = named; });
  for (const auto& [newer, older] : r.marks.changes)
    changes.append(py::make_tuple(ids.name(static_cast<std::size_t>(newer)), ids.name(static_cast<std::size_t>(older)),
                                  newer));
  if (!with_query) return py::make_tuple(by_id, changes);
  py::dict bounds;
  if (query == nullptr || r.dim <= 0) return py::make_tuple(by_id, changes, bounds);
  const double norm = norm_of(query, r.dim);
  for (const auto& [newer, older] : r.marks.changes) {
    const auto i = static_cast<std::size_t>(newer);
    bounds[ids.name(i)] = py::float_(cosine_bound(query, norm, row_of(r, pool_segments, pool_rows, i), r.dim));
  }
  return py::make_tuple(by_id, changes, bounds);
}

// The pass over one recall's pool (semantics.Semantics.mark_conflicts). segments: the plan's segments (Python
// objects); sources_of(segment) gives (its _core.Segment, its MemoryColumns), asked once per segment that has a
// pooled row; pool_segments and pool_rows: the pool, best first; hit_ids: the hits' ids in order (an id is matched
// by the seq it names: only an id that write_id gives for that seq names one); words_of: see run_pass. Returns
// result_of's tuple, or None when a text needs the Python pass.
py::object find_conflicts(const text::ConflictRules& rules, const py::list& segments, const py::object& sources_of,
                          const Int32Array& pool_segments, const Int64Array& pool_rows, const py::list& hit_ids,
                          const py::object& words_of, bool exhaustive, const py::object& query,
                          double cross_language) {
  require_ndim(pool_segments, 1, "pool_segments");
  require_ndim(pool_rows, 1, "pool_rows");
  const auto n = static_cast<std::size_t>(pool_rows.shape(0));
  if (static_cast<std::size_t>(pool_segments.shape(0)) != n)
    throw py::value_error("pool_segments and pool_rows must have one value per candidate");
  std::vector<py::object> sources(segments.size());  // (Segment, MemoryColumns) by segment, kept for the call
  auto source_of = [&](std::size_t si) -> std::pair<const SegmentView*, const MemoryColumns*> {
    sources[si] = sources_of(segments[si]);
    const auto pair = py::reinterpret_borrow<py::tuple>(sources[si]);
    if (pair.size() != 2) throw py::type_error("sources_of must return (Segment, MemoryColumns)");
    return {&segment_view(pair[0]), &pair[1].cast<const MemoryColumns&>()};
  };
  std::vector<std::int64_t> hit_seqs;
  for (const py::handle id : hit_ids) {
    std::vector<py::object> unused;
    if (const std::optional<std::int64_t> wanted = seq_of_id(utf8_of(id, unused))) hit_seqs.push_back(*wanted);
  }
  const PassResult r = run_pass(rules, segments.size(), source_of, pool_segments.data(), pool_rows.data(), n,
                                hit_seqs, words_of, exhaustive, nullptr, cross_language);
  if (r.declined) return py::none();
  if (query.is_none()) return result_of(r, pool_segments.data(), pool_rows.data(), false, nullptr);
  const auto q = py::cast<FloatArray>(query);
  require_ndim(q, 1, "query");
  const bool fits = q.shape(0) == r.dim && r.dim > 0;
  return result_of(r, pool_segments.data(), pool_rows.data(), true, fits ? q.data() : nullptr);
}

// What a RecallPlan call needs to run the pass and finish it: the rules, the words of non-ASCII texts, and the
// shares of semantics.py (NEWER_RELEVANCE, NEWER_IN_PLACE_RELEVANCE), and the margin of the cross-language change
// test (semantics.XL_CHANGE_MARGIN under a dense embedder; negative: off).
struct ConflictPass {
  py::object rules;  // a ConflictRules
  py::object words_of;
  double newer_relevance, in_place_relevance;
  double cross_language = -1.0;
  // The kind codes (schema.KIND_CODE) of a fact and an episode for clause_gate; negative: the gate is off.
  int clause_fact = -1, clause_episode = -1;
};

}  // namespace

bool ChangeMemo::key_of(std::size_t change_pool, const std::int32_t* pool_segments, const std::int64_t* pool_rows,
                        std::size_t n, const std::vector<std::int32_t>& hits, std::vector<std::uint64_t>& key) {
  const std::size_t near = std::min(n, change_pool);
  auto place = [&](std::size_t i, std::uint64_t& packed) {
    const std::int32_t s = pool_segments[i];
    const std::int64_t row = pool_rows[i];
    if (s < 0 || s >= (1 << 23) || row < 0 || row >= (std::int64_t{1} << 40)) return false;
    packed = static_cast<std::uint64_t>(s) << 40 | static_cast<std::uint64_t>(row);
    return true;
  };
  key.clear();
  key.reserve(near + 2 * hits.size() + 2);
  key.push_back(near);
  for (std::size_t i = 0; i < near; ++i)
    if (!place(i, key.emplace_back())) return false;
  key.push_back(hits.size());
  for (const std::int32_t h : hits) {
    key.push_back(static_cast<std::uint64_t>(h));
    if (static_cast<std::size_t>(h) >= near && !place(static_cast<std::size_t>(h), key.emplace_back())) return false;
  }
  return true;
}

std::uint64_t ChangeMemo::hash_of(const std::vector<std::uint64_t>& key) {
  std::uint64_t hash = 0x9E3779B97F4A7C15ULL ^ key.size();
  for (const std::uint64_t value : key) hash = (hash ^ value) * 0x100000001B3ULL + (hash >> 29);
  return hash;
}

const text::ConflictMarks* ChangeMemo::find(std::uint64_t rules, const std::vector<std::uint64_t>& key) const {
  if (rules != rules_) return nullptr;
  const std::uint64_t hash = hash_of(key);
  for (const Entry& e : entries_)
    if (e.hash == hash && e.key == key) return &e.changes;
  return nullptr;
}

void ChangeMemo::keep(std::uint64_t rules, std::vector<std::uint64_t> key, const text::ConflictMarks& changes) {
  if (rules != rules_) {
    entries_.clear();
    next_ = 0;
    rules_ = rules;
  }
  Entry entry{hash_of(key), std::move(key), changes};
  if (entries_.size() < kEntries) {
    entries_.push_back(std::move(entry));
  } else {
    entries_[next_] = std::move(entry);
    next_ = (next_ + 1) % kEntries;
  }
}

PlanConflicts plan_conflicts(const py::handle& pass, const std::vector<const SegmentView*>& views,
                             const std::vector<const MemoryColumns*>& columns, const std::vector<rank::Candidate>& pool,
                             const std::vector<rank::Candidate>& chosen, const float* query,
                             const rank::ScoreParams& map, const text::ConflictRelations* relations,
                             ChangeMemo* changes) {
  const auto& how = pass.cast<const ConflictPass&>();
  const auto& rules = how.rules.cast<const text::ConflictRules&>();
  PlanConflicts out;
  out.order.resize(chosen.size());
  for (std::size_t i = 0; i < chosen.size(); ++i) out.order[i] = i;
  out.conflicts.resize(chosen.size());
  const std::size_t n = pool.size();
  if (chosen.empty() || n < 2) return out;  // mark_conflicts' own first test
  std::vector<std::int32_t> pool_segments(n);
  std::vector<std::int64_t> pool_rows(n);
  for (std::size_t i = 0; i < n; ++i) {
    pool_segments[i] = pool[i].segment;
    pool_rows[i] = pool[i].row;
  }
  // The hits' seqs (their ids), and the relevance each Hit shows (a Python float of the float32).
  std::vector<std::int64_t> hit_seqs(chosen.size());
  std::vector<double> relevance(chosen.size());
  for (std::size_t i = 0; i < chosen.size(); ++i) {
    const auto s = static_cast<std::size_t>(chosen[i].segment);
    if (s >= columns.size() || columns[s] == nullptr) throw py::index_error("hit segment out of range");
    columns[s]->check_row(chosen[i].row);
    hit_seqs[i] = columns[s]->seq[chosen[i].row];
    relevance[i] = static_cast<double>(rank::relevance(chosen[i].similarity, map));
  }
  auto source_of = [&](std::size_t si) -> std::pair<const SegmentView*, const MemoryColumns*> {
    if (si >= views.size() || columns[si] == nullptr) throw py::index_error("pool segment out of range");
    return {views[si], columns[si]};
  };
  if (relations != nullptr && (relations->rules_serial != rules.serial || !relations->usable)) relations = nullptr;
  const PassResult r = run_pass(rules, views.size(), source_of, pool_segments.data(), pool_rows.data(), n, hit_seqs,
                                how.words_of, false, relations, how.cross_language, changes);
  auto finish_in_python = [&] {
    out.done = false;
    out.found = r.declined ? py::object(py::none())
                           : py::object(result_of(r, pool_segments.data(), pool_rows.data(), true, query));
    return out;
  };
  if (r.declined) return finish_in_python();
  if (r.marks.marked.empty()) return out;
  auto served = [&](std::int64_t seq) {  // a loop, not std::find (a call per pooled row in a profile)
    for (const std::int64_t hit : hit_seqs)
      if (hit == seq) return true;
    return false;
  };
  // _newer_in_place: an older hit whose newer statement is pooled but not served may give the newer its place. It
  // is left to Python (its pool_hit) unless every such newer one's cosine bound shows its relevance cannot reach
  // in_place_relevance of the older's (the test _newer_in_place makes first, here with a margin so that the
  // rounding of this arithmetic cannot pass over one that Python would score).
  const bool monotone = map.relevance_scale >= 0.f && map.relevance_knee >= 0.f;
  const double floor = map.relevance_floor, scale = map.relevance_scale, knee = map.relevance_knee;
  double norm = -1.0;
  for (const auto& [newer, older] : r.marks.changes) {
    const std::int64_t older_seq = r.seqs[static_cast<std::size_t>(older)];
    const std::int64_t newer_seq = r.seqs[static_cast<std::size_t>(newer)];
    if (!served(older_seq) || served(newer_seq)) continue;
    if (!monotone || r.dim <= 0) return finish_in_python();
    if (norm < 0.0) norm = norm_of(query, r.dim);
    const double bound =
        cosine_bound(query, norm, row_of(r, pool_segments.data(), pool_rows.data(), static_cast<std::size_t>(newer)),
                     r.dim);
    const double y = std::max(0.0, (bound - floor) * scale);
    const double reach = y / (1.0 + knee * y);
    for (std::size_t i = 0; i < chosen.size(); ++i)
      if (hit_seqs[i] == older_seq && reach >= how.in_place_relevance * relevance[i] - 1e-9) return finish_in_python();
  }
  // The marks (schema.with_conflicts: the partners of the hit's id; the last pooled row of that seq names them).
  PoolIds ids(r.seqs);
  std::vector<char> hit_rows(n);
  for (std::size_t i = 0; i < n; ++i) hit_rows[i] = static_cast<char>(served(r.seqs[i]));
  each_partners(
      r, ids,
      [&](std::size_t i, const py::tuple& named) {
        for (std::size_t j = 0; j < chosen.size(); ++j)
          if (hit_seqs[j] == r.seqs[i]) out.conflicts[j] = named;
      },
      &hit_rows);
  // newer_first: a newer hit stating a change of an older, higher-ranked hit goes right before it when its relevance
  // is at least newer_relevance of the older's.
  std::vector<std::pair<std::int64_t, std::int64_t>> changed;  // (newer seq, older seq), both served
  for (const auto& [newer, older] : r.marks.changes) {
    const std::int64_t newer_seq = r.seqs[static_cast<std::size_t>(newer)];
    const std::int64_t older_seq = r.seqs[static_cast<std::size_t>(older)];
    if (served(newer_seq) && served(older_seq)) changed.emplace_back(newer_seq, older_seq);
  }
  if (changed.empty()) return out;
  auto is_change = [&](std::int64_t newer_seq, std::int64_t older_seq) {
    return std::find(changed.begin(), changed.end(), std::make_pair(newer_seq, older_seq)) != changed.end();
  };
  auto is_older = [&](std::int64_t seq) {
    return std::any_of(changed.begin(), changed.end(), [&](const auto& c) { return c.second == seq; });
  };
  // A fact changed twice is served newest first (semantics.newer_first): the newer hits moved before one older hit go
  // newest (created_at) first, ties in rank order, and each is placed after the unplaced hits that state a change of it
  // by the same test (the recursion of newer_first's place, here with an explicit stack of (hit, its newer hits in
  // that order, the next of them to look at)).
  std::vector<double> created(chosen.size());
  for (std::size_t i = 0; i < chosen.size(); ++i)
    created[i] = columns[static_cast<std::size_t>(chosen[i].segment)]->created_at[chosen[i].row];
  std::vector<std::int64_t> placed;
  auto was_placed = [&](std::int64_t seq) { return std::find(placed.begin(), placed.end(), seq) != placed.end(); };
  struct Frame {
    std::size_t hit;
    std::vector<std::size_t> newer;
    std::size_t next = 0;
  };
  auto frame_of = [&](std::size_t i) {
    Frame f{i, {}, 0};
    if (is_older(hit_seqs[i]))
      for (std::size_t j = 0; j < chosen.size(); ++j)
        if (is_change(hit_seqs[j], hit_seqs[i]) && relevance[j] >= how.newer_relevance * relevance[i])
          f.newer.push_back(j);
    std::stable_sort(f.newer.begin(), f.newer.end(),
                     [&](std::size_t a, std::size_t b) { return created[a] > created[b]; });
    return f;
  };
  out.order.clear();
  std::vector<Frame> stack;
  for (std::size_t top = 0; top < chosen.size(); ++top) {
    if (was_placed(hit_seqs[top])) continue;
    placed.push_back(hit_seqs[top]);
    stack.clear();
    stack.push_back(frame_of(top));
    while (!stack.empty()) {
      Frame& f = stack.back();
      while (f.next < f.newer.size() && was_placed(hit_seqs[f.newer[f.next]])) ++f.next;
      if (f.next < f.newer.size()) {
        const std::size_t j = f.newer[f.next++];
        placed.push_back(hit_seqs[j]);
        stack.push_back(frame_of(j));  // invalidates f: not read again in this turn
        continue;
      }
      out.order.push_back(f.hit);
      stack.pop_back();
    }
  }
  return out;
}

int clause_gate(const py::handle& pass, const std::vector<const MemoryColumns*>& columns,
                const std::vector<rank::Candidate>& chosen, const rank::ScoreParams& map, const PlanConflicts& found) {
  const auto& how = pass.cast<const ConflictPass&>();
  if (how.clause_fact < 0) return -1;
  if (found.order.size() < 2) return 0;
  auto row_of = [&](std::size_t i) {
    const rank::Candidate& c = chosen[i];
    return std::pair<const MemoryColumns*, std::int64_t>{columns[static_cast<std::size_t>(c.segment)], c.row};
  };
  const std::size_t first = found.order[0];
  const auto [top, top_row] = row_of(first);
  const bool fact = top->kind[top_row] == how.clause_fact;
  const py::object& partners = found.conflicts[first];  // the first hit's conflicts_with, or null
  if (!fact && !partners) return 0;
  // whether the first hit's partners name `seq` (its conflicts_with holds the id write_id gives it)
  auto partner = [&](std::int64_t seq) {
    for (const py::handle id : py::reinterpret_borrow<py::tuple>(partners)) {
      Py_ssize_t size = 0;
      const char* data = PyUnicode_AsUTF8AndSize(id.ptr(), &size);
      if (data == nullptr) throw py::error_already_set();
      if (seq_of_id(std::string_view(data, static_cast<std::size_t>(size))) == seq) return true;
    }
    return false;
  };
  // the share as semantics computes it (NEWER_RELEVANCE times the first hit's relevance, in double), with a margin so
  // that the gate opens for any hit Python's test could pass
  const double share = how.newer_relevance * static_cast<double>(rank::relevance(chosen[first].similarity, map));
  const double created = top->created_at[top_row];
  int gate = 0;
  for (std::size_t k = 1; k < found.order.size() && gate != 3; ++k) {
    const std::size_t j = found.order[k];
    const auto [below, row] = row_of(j);
    if (!(below->created_at[row] > created) ||
        !(static_cast<double>(rank::relevance(chosen[j].similarity, map)) < share + 1e-9))
      continue;
    if (fact && below->kind[row] == how.clause_episode) gate |= 1;
    if (partners && !(gate & 2) && found.conflicts[j] && partner(below->seq[row])) gate |= 2;
  }
  return gate;
}

const text::ConflictRelations* sync_relations(const py::handle& pass, const py::handle& relations_object,
                                              const std::vector<const SegmentView*>& views,
                                              const std::vector<const MemoryColumns*>& columns,
                                              const std::vector<query::RowSelection>& selections,
                                              std::uint64_t& synced_generation, std::uint64_t& synced_rules) {
  const auto& how = pass.cast<const ConflictPass&>();
  const auto& rules = how.rules.cast<const text::ConflictRules&>();
  auto& relations = relations_object.cast<text::ConflictRelations&>();
  if (relations.rules_serial != rules.serial) relations.clear();
  if (!relations.usable) return nullptr;
  if (synced_rules == rules.serial && synced_generation == relations.generation) return &relations;
  synced_rules = rules.serial;  // set before the work: an exception below leaves a state that syncs again
  synced_generation = relations.generation;
  struct Undo {  // an exception (a bad selection) makes the next call look again
    std::uint64_t& rules;
    bool done = false;
    ~Undo() {
      if (!done) rules = 0;
    }
  } undo{synced_rules};
  struct Place {
    const SegmentView* view;
    const MemoryColumns* columns;
    std::int64_t row, seq;
    bool held;
  };
  std::vector<Place> places;
  std::size_t n_fresh = 0;
  std::int32_t dim = -1;
  for (const query::RowSelection& sel : selections) {
    const auto si = static_cast<std::size_t>(sel.segment);
    if (si >= views.size() || si >= columns.size() || columns[si] == nullptr)
      throw py::index_error("selection segment without columns");
    if (dim >= 0 && views[si]->dim != dim) throw py::value_error("the plan's segments differ in dimension");
    dim = views[si]->dim;
    const std::int64_t count = sel.size();
    for (std::int64_t k = 0; k < count; ++k) {
      const std::int64_t row = sel.rows != nullptr ? sel.rows[k] : sel.begin + k;
      columns[si]->check_row(row);
      const std::int64_t seq = columns[si]->seq[row];
      const bool held = relations.holds(seq);
      n_fresh += held ? 0 : 1;
      places.push_back({views[si], columns[si], row, seq, held});
    }
  }
  if (places.size() > text::ConflictRelations::kMaxRows) {  // too large a scope: none kept (see kMaxRows)
    if (relations.size() != 0) relations.clear();
    synced_rules = rules.serial;
    synced_generation = relations.generation;
    undo.done = true;
    return nullptr;
  }
  if (n_fresh == 0) {  // every row compared already (a plan remade by a seal, or after a write to another scope)
    undo.done = true;
    return &relations;
  }
  // A budget of pair comparisons per call: the rows not held yet are compared in chunks, one per default recall, and
  // until the last chunk those recalls run the whole pass (the same marks), so the first recalls after an open
  // never pay the whole build at once (2,000 rows: ~31 ms).
  const std::size_t n_held = places.size() - n_fresh;
  std::size_t take = 0;
  for (std::size_t cost = 0; take < n_fresh; ++take) {
    cost += n_held + take;  // the next fresh row against the held rows and the fresh ones taken before it
    if (take > 0 && cost > text::ConflictRelations::sync_pairs) break;
  }
  const bool complete = take == n_fresh;
  std::vector<text::ConflictRelations::Row> held, fresh;
  std::vector<std::shared_ptr<const text::PoolAnalysis>> owned;  // the analyses, held for the call
  owned.reserve(places.size());
  std::vector<py::object> keep;
  std::size_t taken = 0;
  for (const Place& p : places) {
    if (!p.held && taken++ >= take) continue;  // a later chunk
    const auto* found = cached(rules, *p.columns, p.row);
    std::shared_ptr<const text::PoolAnalysis> analysis = found ? *found : nullptr;
    if (!analysis) {
      std::optional<text::PoolText> candidate = pool_text(*p.columns, p.row, how.words_of, keep);
      if (!candidate) {  // only the Python rules read this row: the scope's recalls run the whole pass
        relations.usable = false;
        undo.done = true;
        return nullptr;
      }
      analysis = std::make_shared<const text::PoolAnalysis>(text::analyse(rules, *candidate));
      keep_analysis(rules, *p.columns, p.row, analysis);
    }
    const float* vector = p.view->embeddings + static_cast<std::size_t>(p.row) * static_cast<std::size_t>(p.view->dim);
    (p.held ? held : fresh).push_back({p.seq, analysis.get(), vector});
    owned.push_back(std::move(analysis));
  }
  relations.add(rules, held, fresh, static_cast<std::size_t>(std::max(dim, 0)));
  relations.rules_serial = rules.serial;
  undo.done = true;
  if (!complete) {
    synced_rules = 0;  // not synced yet: the next call takes the next chunk
    return nullptr;
  }
  return &relations;
}

void register_conflicts(py::module_& m) {
  py::class_<text::ConflictRelations, std::shared_ptr<text::ConflictRelations>>(m, "ConflictRelations")
      .def(py::init<>())
      .def("__len__", &text::ConflictRelations::size)
      .def_property_readonly("n_pairs", &text::ConflictRelations::n_pairs)
      .def_property_readonly("nbytes", &text::ConflictRelations::bytes)
      .def_property_readonly("usable", [](const text::ConflictRelations& r) { return r.usable; })
      .def_property_readonly("generation", [](const text::ConflictRelations& r) { return r.generation; })
      .def("partners", [](const text::ConflictRelations& r, std::int64_t seq) -> py::object {
             const std::vector<std::int64_t>* list = r.partners(seq);
             if (list == nullptr) return py::none();
             return py::cast(*list);
           }, py::arg("seq"), "The seqs row `seq` marks whenever both are pooled (sorted), or None if not held.")
      .def("forget", [](text::ConflictRelations& r, const Int64Array& seqs) {
             require_ndim(seqs, 1, "seqs");
             r.forget(seqs.data(), static_cast<std::size_t>(seqs.shape(0)));
           }, py::arg("seqs"), "Removes these rows and every mention of them (erasure).")
      .def("clear", &text::ConflictRelations::clear, "Removes every row (they are compared again when next synced).")
      .def_property_static(
          "sync_pairs", [](const py::object&) { return text::ConflictRelations::sync_pairs; },
          [](const py::object&, std::size_t pairs) { text::ConflictRelations::sync_pairs = pairs; },
          "Pair comparisons one default recall may spend bringing the relations up to its plan's rows (the rest "
          "waits for the next recalls, which run the whole pass meanwhile); a process-wide setting.")
      .doc() = "The pool-independent relations of recall's conflict pass among one scope's rows, by seq (the "
               "statement conflicts of similar rows and keyed-fact conflicts): held by the store per scope, brought "
               "up to a plan's rows on its first default recall (RecallPlan.marked_hits), read for the hits.";

  py::class_<text::ConflictRules>(m, "ConflictRules")
      .def(py::init<const std::vector<std::string>&, const std::vector<std::string>&, const std::vector<std::string>&,
                    const std::vector<std::string>&, const std::vector<std::vector<std::string>>&, float, std::size_t,
                    double, double, double, const std::vector<std::vector<std::string>>&,
                    const std::vector<std::string>&, const std::vector<std::string>&,
                    const std::vector<std::vector<std::string>>&, std::size_t, double,
                    const std::vector<std::string>&, const std::vector<std::string>&, std::size_t,
                    std::uint32_t, std::size_t, std::size_t, const std::vector<std::string>&, std::size_t,
                    const std::vector<std::string>&, const std::vector<std::string>&, double,
                    const std::vector<std::pair<std::string, double>>&,
                    const std::vector<std::tuple<std::string, std::uint32_t, double>>&,
                    const std::vector<std::string>&, const std::vector<std::string>&,
                    const std::vector<std::pair<std::string, std::string>>&>(),
           py::arg("stopwords"), py::arg("negations"), py::arg("stem_stopwords"), py::arg("change_cues"),
           py::arg("value_classes"), py::arg("similarity"), py::arg("change_pool"), py::arg("common_share"),
           py::arg("change_overlap"), py::arg("state_overlap"),
           py::arg("opposite_states") = std::vector<std::vector<std::string>>{},
           py::arg("addition_words") = std::vector<std::string>{}, py::arg("articles") = std::vector<std::string>{},
           py::arg("value_slots") = std::vector<std::vector<std::string>>{}, py::arg("change_shared") = 0,
           py::arg("change_cover") = 1.0, py::arg("restate_cues") = std::vector<std::string>{},
           py::arg("name_cues") = std::vector<std::string>{}, py::arg("name_window") = 0,
           py::arg("valueless_kinds") = 0, py::arg("label_words") = 0,
           py::arg("attribute_label_stems") = 0, py::arg("clause_cues") = std::vector<std::string>{},
           py::arg("clause_shared") = 0, py::arg("english_words") = std::vector<std::string>{},
           py::arg("foreign_words") = std::vector<std::string>{}, py::arg("clause_cover") = 0.0,
           py::arg("quantity_numbers") = std::vector<std::pair<std::string, double>>{},
           py::arg("quantity_units") = std::vector<std::tuple<std::string, std::uint32_t, double>>{},
           py::arg("quantity_suffixes") = std::vector<std::string>{},
           py::arg("quantity_stems") = std::vector<std::string>{},
           py::arg("change_phrases") = std::vector<std::pair<std::string, std::string>>{},
           "The word lists and thresholds of recall's conflict pass (python/engramdb/semantics.py's).");
  m.def("find_conflicts", &find_conflicts, py::arg("rules"), py::arg("segments"), py::arg("sources_of"),
        py::arg("pool_segments"), py::arg("pool_rows"), py::arg("hit_ids"), py::arg("words_of"),
        py::arg("exhaustive") = false, py::arg("query") = py::none(), py::arg("cross_language") = -1.0,
        "The conflict pass over one recall's pool (semantics.Semantics.mark_conflicts): (partners: id -> sorted "
        "ids it conflicts with, changes: [(newer id, older id, newer's pool position)]), or None when a text "
        "needs the Python pass (words_of returned None). The pass runs without the GIL. `exhaustive`: compare "
        "every pair the rules name instead of finding them through signatures (the reference; same marks). With "
        "`query` (the recall's query vector) a third item: {newer id: a bound its cosine with the unit query cannot "
        "exceed} for the newer side of each change. `cross_language`: the margin of the cross-language change test "
        "(semantics._cross_language_changes; negative: off).");
  py::class_<ConflictPass>(m, "ConflictPass")
      .def(py::init([](const py::object& rules, const py::object& words_of, double newer_relevance,
                       double in_place_relevance, double cross_language, const py::object& clause_kinds) {
             rules.cast<const text::ConflictRules&>();  // TypeError for anything else
             ConflictPass how{rules, words_of, newer_relevance, in_place_relevance, cross_language};
             if (!clause_kinds.is_none()) {
               const auto kinds = clause_kinds.cast<std::pair<int, int>>();
               if (kinds.first < 0 || kinds.first > 255 || kinds.second < 0 || kinds.second > 255)
                 throw py::value_error("clause_kinds must be two kind codes in [0, 255]");
               how.clause_fact = kinds.first;
               how.clause_episode = kinds.second;
             }
             return how;
           }),
           py::arg("rules"), py::arg("words_of"), py::arg("newer_relevance"), py::arg("in_place_relevance"),
           py::arg("cross_language") = -1.0, py::arg("clause_kinds") = py::none(),
           "How a RecallPlan call runs recall's conflict pass (RecallPlan.marked_hits): the rules, the words of a "
           "non-ASCII text (as find_conflicts' words_of) and semantics' NEWER_RELEVANCE and "
           "NEWER_IN_PLACE_RELEVANCE; `cross_language`: the margin of the cross-language change test (negative: off); "
           "`clause_kinds`: (fact, episode) kind codes for the clause gate of a finished pass's answer "
           "(semantics.clause_gate), None: off (the answer's gate is then None).");
}

}  // namespace engram::bindings

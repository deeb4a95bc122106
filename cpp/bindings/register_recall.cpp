// Bindings for engram/query: native segment handles and the one-call recall (single and batch).
//
// A Segment borrows the numpy/Arrow buffers it is built from and holds a reference to each, so the
// buffers outlive every recall that reads them. Dtypes and shapes are checked here with the GIL held;
// the GIL is released only around the core call, which touches raw buffers alone.
#include <pybind11/stl.h>

#include <cmath>
#include <thread>
#include <tuple>
#include <utility>
#include <vector>

#include "columns.hpp"  // Python.h first
#include "engram/hnsw/graph.hpp"
#include "engram/ivf/lists.hpp"
#include "engram/query/recall.hpp"
#include "engram/simd/normalize.hpp"
#include "engram/text/conflicts.hpp"
#include "engram/text/lexical.hpp"
#include "engram/util/parallel.hpp"
#include "register.hpp"

namespace engram::bindings {
namespace {

template <class T>
const T* borrow(const py::array& a, const char* name, py::ssize_t rows, std::vector<py::object>& keep) {
  if (!a.dtype().is(py::dtype::of<T>()))
    throw py::type_error(std::string(name) + ": expected dtype " + std::string(py::str(py::dtype::of<T>())) +
                         ", got " + std::string(py::str(a.dtype())));
  if (!(a.flags() & py::array::c_style)) throw py::value_error(std::string(name) + ": must be C-contiguous");
  if (a.ndim() < 1 || a.shape(0) != rows)
    throw py::value_error(std::string(name) + ": expected " + std::to_string(rows) + " rows");
  keep.push_back(a);
  return static_cast<const T*>(a.data());
}

class Segment {
 public:
  Segment(const py::array& embeddings, const py::array& created_at, const py::array& last_used,
          const py::array& expires_at, const py::array& importance, const py::array& confidence,
          const py::array& tokens, const py::array& kind, const py::array& layer, const py::array& hidden,
          py::ssize_t n_rows) {
    if (embeddings.ndim() != 2) throw py::value_error("embeddings must be 2-D [rows, dim]");
    if (n_rows < 0 || n_rows > embeddings.shape(0))
      throw py::value_error("n_rows must be within the embeddings' rows");
    // Arrays may be longer than n_rows (the active segment grows with spare capacity); only the first
    // n_rows rows are ever read, so check each column against its own length, then against n_rows.
    const py::ssize_t cap = embeddings.shape(0);
    auto len = [&](const py::array& a) { return a.ndim() >= 1 ? a.shape(0) : -1; };
    for (const py::array* a : {&created_at, &last_used, &expires_at, &importance, &confidence, &tokens, &kind, &layer,
                                 &hidden})
      if (len(*a) < n_rows) throw py::value_error("every column must have at least n_rows rows");
    view_.embeddings = borrow<float>(embeddings, "embeddings", cap, keep_);
    view_.dim = static_cast<std::int32_t>(embeddings.shape(1));
    view_.n_rows = n_rows;
    view_.created_at = borrow<double>(created_at, "created_at", len(created_at), keep_);
    view_.last_used = borrow<double>(last_used, "last_used", len(last_used), keep_);
    view_.expires_at = borrow<double>(expires_at, "expires_at", len(expires_at), keep_);
    view_.importance = borrow<float>(importance, "importance", len(importance), keep_);
    view_.confidence = borrow<float>(confidence, "confidence", len(confidence), keep_);
    view_.tokens = borrow<std::int32_t>(tokens, "tokens", len(tokens), keep_);
    view_.kind = borrow<std::uint8_t>(kind, "kind", len(kind), keep_);
    view_.layer = borrow<std::uint8_t>(layer, "layer", len(layer), keep_);
    view_.hidden = borrow<std::uint8_t>(hidden, "hidden", len(hidden), keep_);
  }

  // Attaches int8 codes of the embeddings (engram/quant/sq8.hpp; _core.sq8_encode makes them): the planner
  // then reads the segment through them. The arrays are kept alive with the segment.
  void set_codes(const py::array& codes, const py::array& scale, std::int32_t l1_max) {
    if (codes.ndim() != 2 || codes.shape(1) != view_.dim) throw py::value_error("codes must be [rows, dim]");
    if (codes.shape(0) < view_.n_rows) throw py::value_error("codes must have a row for every row");
    if (scale.ndim() != 1 || scale.shape(0) != view_.dim) throw py::value_error("scale must have dim values");
    if (l1_max < 0) throw py::value_error("l1_max must be >= 0");
    view_.codes = borrow<std::int8_t>(codes, "codes", codes.shape(0), keep_);
    view_.code_scale = borrow<float>(scale, "scale", view_.dim, keep_);
    view_.code_l1_max = l1_max;
  }
  bool has_codes() const { return view_.codes != nullptr; }

  const SegmentView& view() const { return view_; }
  py::ssize_t n_rows() const { return view_.n_rows; }
  int dim() const { return view_.dim; }

 private:
  SegmentView view_;
  std::vector<py::object> keep_;
};

// (segment index, begin, end, row ids or None[, index or None[, lexical or None]]), as the store builds them:
// a 4-tuple, or a 5-tuple whose fifth item is the _core.HnswIndex or _core.IvfLists built over exactly the
// run [begin, end) of that segment, or a 6-tuple whose sixth is the _core.LexicalIndex of exactly the
// selection's texts (hybrid recall).
using PySelection = py::tuple;

// Refuses a graph that is not over exactly this run of this segment's embeddings, so that a graph can never
// lead the planner to another scope's rows (its node i must be row begin + i).
const hnsw::Graph* checked_graph(const py::handle& item, const query::RowSelection& s, const SegmentView& segment) {
  if (item.is_none()) return nullptr;
  const GraphRef ref = graph_ref(item);
  if (s.rows != nullptr) throw py::value_error("a selection with a graph must be a contiguous run, not a row list");
  const auto n = static_cast<std::int64_t>(ref.graph->size());
  if (n != s.end - s.begin)
    throw py::value_error("selection graph has " + std::to_string(n) + " nodes for a run of " +
                          std::to_string(s.end - s.begin) + " rows");
  if (static_cast<std::int64_t>(ref.graph->dim()) != segment.dim)
    throw py::value_error("selection graph's dim differs from the segment's");
  if (ref.base != segment.embeddings + static_cast<std::size_t>(s.begin) * static_cast<std::size_t>(segment.dim))
    throw py::value_error("selection graph is not built over this segment's rows [begin, end)");
  return ref.graph;
}

// As checked_graph, for inverted lists: built over exactly this run (its size and its source rows).
const ivf::Lists* checked_lists(const ivf::Lists* lists, const query::RowSelection& s, const SegmentView& segment) {
  if (s.rows != nullptr) throw py::value_error("a selection with lists must be a contiguous run, not a row list");
  if (static_cast<std::int64_t>(lists->size()) != s.end - s.begin)
    throw py::value_error("selection lists hold " + std::to_string(lists->size()) + " rows for a run of " +
                          std::to_string(s.end - s.begin) + " rows");
  if (static_cast<std::int64_t>(lists->dim()) != segment.dim)
    throw py::value_error("selection lists' dim differs from the segment's");
  if (lists->source() != segment.embeddings + static_cast<std::size_t>(s.begin) * static_cast<std::size_t>(segment.dim))
    throw py::value_error("selection lists are not built over this segment's rows [begin, end)");
  return lists;
}

std::vector<query::RowSelection> to_selections(const std::vector<PySelection>& items,
                                        const std::vector<SegmentView>& segments) {
  std::vector<query::RowSelection> out;
  out.reserve(items.size());
  for (const PySelection& item : items) {
    if (item.size() < 4 || item.size() > 6)
      throw py::type_error("a selection is (segment, begin, end, rows_or_None[, index_or_None[, lexical_or_None]])");
    const int seg = item[0].cast<int>();
    const auto begin = item[1].cast<std::int64_t>();
    const auto end = item[2].cast<std::int64_t>();
    if (seg < 0 || static_cast<std::size_t>(seg) >= segments.size())
      throw py::index_error("selection names a segment that is not in the call");
    const SegmentView& segment = segments[static_cast<std::size_t>(seg)];
    const std::int64_t n_rows = segment.n_rows;
    query::RowSelection s;
    s.segment = seg;
    if (!item[3].is_none()) {
      if (!py::isinstance<py::array>(item[3])) throw py::type_error("selection rows must be a numpy array or None");
      const auto rows = py::reinterpret_borrow<py::array>(item[3]);
      if (!rows.dtype().is(py::dtype::of<std::int64_t>()) || rows.ndim() != 1 ||
          !(rows.flags() & py::array::c_style))
        throw py::type_error("selection rows must be a 1-D C-contiguous int64 array");
      s.rows = static_cast<const std::int64_t*>(rows.data());
      s.n_listed = rows.shape(0);
      for (std::int64_t i = 0; i < s.n_listed; ++i)  // a wrong row id would read another scope's row
        if (s.rows[i] < 0 || s.rows[i] >= n_rows) throw py::index_error("selection row out of range");
    } else {
      if (begin < 0 || end < begin || end > n_rows) throw py::index_error("selection range out of bounds");
      s.begin = begin;
      s.end = end;
    }
    if (item.size() == 6 && !item[5].is_none()) {
      if (!py::isinstance<text::LexicalIndex>(item[5]))
        throw py::type_error("a selection's sixth item must be a LexicalIndex or None");
      s.lexical = item[5].cast<const text::LexicalIndex*>();
      if (static_cast<std::int64_t>(s.lexical->size()) != s.size())  // document i must be the selection's row i
        throw py::value_error("selection lexical index holds " + std::to_string(s.lexical->size()) +
                              " texts for a selection of " + std::to_string(s.size()) + " rows");
    }
    if (item.size() >= 5) {
      const ListsRef ref = lists_of(item[4]);
      if (ref.lists != nullptr) {
        s.lists = checked_lists(ref.lists, s, segment);
        s.listed = ref.listed;
      } else {
        s.graph = checked_graph(item[4], s, segment);
      }
    }
    out.push_back(s);
  }
  return out;
}

std::vector<SegmentView> to_views(const std::vector<const Segment*>& segments, py::ssize_t query_dim) {
  std::vector<SegmentView> views;
  views.reserve(segments.size());
  for (const Segment* s : segments) {
    if (s->dim() != query_dim) throw py::value_error("query dimension differs from a segment's dimension");
    views.push_back(s->view());
  }
  return views;
}

// (segment, row) of the pool, as two arrays.
std::pair<py::array_t<std::int32_t>, py::array_t<std::int64_t>> pool_arrays(const std::vector<rank::Candidate>& pool) {
  const auto n = static_cast<py::ssize_t>(pool.size());
  py::array_t<std::int32_t> segment(n);
  py::array_t<std::int64_t> row(n);
  for (py::ssize_t i = 0; i < n; ++i) {
    segment.mutable_at(i) = pool[static_cast<std::size_t>(i)].segment;
    row.mutable_at(i) = pool[static_cast<std::size_t>(i)].row;
  }
  return {segment, row};
}

// The hit arrays with the pool's two appended, when the pool was kept.
py::tuple with_pool(py::tuple hits, const std::vector<rank::Candidate>& pool) {
  auto [segment, row] = pool_arrays(pool);
  py::list items(hits);
  items.append(segment);
  items.append(row);
  return py::tuple(items);
}

py::tuple to_arrays(const std::vector<rank::Candidate>& hits) {
  const auto n = static_cast<py::ssize_t>(hits.size());
  py::array_t<std::int32_t> segment(n);
  py::array_t<std::int64_t> row(n);
  py::array_t<float> score(n), sim(n), rec(n), imp(n), conf(n), lexical(n);
  for (py::ssize_t i = 0; i < n; ++i) {
    const auto& h = hits[static_cast<std::size_t>(i)];
    segment.mutable_at(i) = h.segment;
    row.mutable_at(i) = h.row;
    score.mutable_at(i) = h.score;
    sim.mutable_at(i) = h.similarity;
    rec.mutable_at(i) = h.recency;
    imp.mutable_at(i) = h.importance;
    conf.mutable_at(i) = h.confidence;
    lexical.mutable_at(i) = h.lexical;
  }
  return py::make_tuple(segment, row, score, sim, rec, imp, conf, lexical);
}

py::tuple recall_one(const std::vector<const Segment*>& segments, const std::vector<PySelection>& selections,
                     const FloatArray& query, const query::RecallParams& params, const py::object& text) {
  require_ndim(query, 1, "query");
  auto views = to_views(segments, query.shape(0));
  auto sels = to_selections(selections, views);
  const std::optional<query::QueryTokens> tokens = lexical_tokens_of(text);
  std::vector<rank::Candidate> hits, pool;
  {
    py::gil_scoped_release release;  // safe: views and selections point into arrays the caller keeps alive
    hits = query::recall(views, sels, query.data(), params, &pool, tokens ? &*tokens : nullptr);
  }
  return params.keep_pool ? with_pool(to_arrays(hits), pool) : to_arrays(hits);
}

// A scope's recall over one set of segments, its selections converted once: the store keeps one per scope
// while its segments stay the same (python/engramdb/store.py, _recall_plan). A call normalises the query,
// runs the planner without the GIL and makes the Hit objects (register_rows.cpp) with no result arrays and
// no Python in between. The segments' views are read on each call (int8 codes may be attached later);
// the selections' runs, row lists, graphs and lists are fixed, and the objects that own them are kept.
class RecallPlan {
 public:
  RecallPlan(const py::list& segments, std::vector<PySelection> selections, py::list columns, py::object builder,
             py::object relations)
      : selections_(std::move(selections)), columns_(std::move(columns)), builder_(std::move(builder)),
        relations_(std::move(relations)) {
    if (!relations_.is_none()) relations_.cast<const text::ConflictRelations&>();  // TypeError for anything else
    if (segments.size() == 0) throw py::value_error("a plan needs at least one segment");
    if (columns_.size() != segments.size()) throw py::value_error("give one columns entry per segment");
    for (const py::handle item : segments) {
      natives_.push_back(item.cast<const Segment*>());
      keep_.push_back(py::reinterpret_borrow<py::object>(item));
    }
    dim_ = natives_[0]->dim();
    sels_ = to_selections(selections_, to_views(natives_, dim_));
  }

  // (hits, pool segments, pool rows): the Hit objects chosen for `query`, and with params.keep_pool the
  // shortlist's (segment, row) arrays, else None twice. None when the query holds a NaN or an infinity.
  // `normalize`: scale the query to unit length first (as _core.normalized_rows does), else it is used as given.
  // `text`: the query's text, whose lexical tokens a hybrid recall (params.hybrid > 0) scores; None: none.
  py::object hits(const FloatArray& query, const query::RecallParams& params, bool normalize,
                  const py::object& text) const {
    std::vector<rank::Candidate> chosen, pool;
    if (!plan(query, params, normalize, text, chosen, pool)) return py::none();
    py::list made = hits_of(builder_, columns_, chosen, params.score);
    if (!params.keep_pool) return py::make_tuple(made, py::none(), py::none());
    auto [segment, row] = pool_arrays(pool);
    return py::make_tuple(made, segment, row);
  }

 private:
  // Runs the plan for `query` (see `hits`): false when the query holds NaN or an infinity.
  bool plan(const FloatArray& query, const query::RecallParams& params, bool normalize, const py::object& text,
            std::vector<rank::Candidate>& chosen, std::vector<rank::Candidate>& pool) const {
    require_ndim(query, 1, "query");
    const std::optional<query::QueryTokens> tokens = lexical_tokens_of(text);
    if (query.shape(0) != dim_) throw py::value_error("query dimension differs from the segments' dimension");
    std::vector<SegmentView> views;
    views.reserve(natives_.size());
    for (const Segment* s : natives_) views.push_back(s->view());
    bool finite = true;
    {
      py::gil_scoped_release release;  // safe: views and selections point into arrays this plan keeps alive
      const float* q = query.data();
      std::vector<float> unit;
      if (normalize) {
        unit.resize(static_cast<std::size_t>(dim_));
        finite = simd::normalize_rows(q, unit.data(), 1, static_cast<std::size_t>(dim_)) < 0;
        q = unit.data();
      }
      if (finite) chosen = query::recall(views, sels_, q, params, &pool, tokens ? &*tokens : nullptr);
    }
    return finite;
  }

 public:
  // recall() with its conflict pass in one call: the plan (as `hits`, params.keep_pool required), then the pass over
  // its pool (plan_conflicts, register_conflicts.cpp; `pass` a ConflictPass). (hits, None, None, gate) when the pass
  // was finished here: the hits marked and ordered as semantics.Semantics.mark_conflicts would, and the clause step's
  // gate (clause_gate: an int, None when `pass` has no clause kinds); else (hits unmarked,
  // pool segments, pool rows, found) for mark_conflicts to finish from `found` (find_conflicts's result with the
  // query, or None for the Python rules). None when the query holds NaN or an infinity.
  py::object marked_hits(const FloatArray& query, const query::RecallParams& params, bool normalize,
                         const py::object& text, const py::handle& pass) const {
    if (!params.keep_pool) throw py::value_error("marked_hits needs the pool: build the params with keep_pool");
    std::vector<rank::Candidate> chosen, pool;
    if (!plan(query, params, normalize, text, chosen, pool)) return py::none();
    std::vector<SegmentView> views;
    views.reserve(natives_.size());
    for (const Segment* s : natives_) views.push_back(s->view());
    std::vector<const SegmentView*> view_of(views.size());
    std::vector<const MemoryColumns*> columns(views.size(), nullptr);
    for (std::size_t s = 0; s < views.size(); ++s) {
      view_of[s] = &views[s];
      const py::handle c = columns_[s];
      if (!c.is_none()) columns[s] = &c.cast<const MemoryColumns&>();
    }
    // The scope's relations, brought up to this plan's rows once per plan (and again after an erasure or another
    // rules object): a plan is remade when its scope gets a row, so its first default recall compares the new rows.
    const text::ConflictRelations* relations =
        relations_.is_none()
            ? nullptr
            : sync_relations(pass, relations_, view_of, columns, sels_, synced_generation_, synced_rules_);
    const PlanConflicts found =
        plan_conflicts(pass, view_of, columns, pool, chosen, query.data(), params.score, relations, &changes_);
    if (found.done) {
      const int gate = clause_gate(pass, columns, chosen, params.score, found);
      return py::make_tuple(marked_hits_of(builder_, columns_, chosen, params.score, found.order, found.conflicts),
                            py::none(), py::none(), gate < 0 ? py::object(py::none()) : py::object(py::int_(gate)));
    }
    py::list made = hits_of(builder_, columns_, chosen, params.score);
    auto [segment, row] = pool_arrays(pool);
    return py::make_tuple(made, segment, row, found.found);
  }

  // recall()'s one native call: `prototype` (validated once per set of recall arguments, never changed) copied on
  // this call's stack with the call's `now` and `recency_offset`, then `marked_hits` with the pool kept when
  // `conflicts` is a ConflictPass, else `hits` without it. The store's recall() makes no RecallParams object of
  // its own (a copy, its Python object and its cast back were ~15-20 us of a recall when the interpreter's caches
  // are cold, benchmarks/RESULTS.md "plan29"); the answers are those of the two calls it replaces.
  py::object recall(const FloatArray& query, const query::RecallParams& prototype, double now, double recency_offset,
                    bool normalize, const py::object& text, const py::object& conflicts) const {
    if (!(recency_offset >= 0.0 && std::isfinite(recency_offset)))
      throw py::value_error("recency_offset must be finite and >= 0");
    query::RecallParams params = prototype;
    params.score.now = now;
    params.score.recency_offset = recency_offset;
    params.keep_pool = !conflicts.is_none();
    if (!params.keep_pool) return hits(query, params, normalize, text);
    return marked_hits(query, params, normalize, text, conflicts);
  }

  py::ssize_t n_segments() const { return static_cast<py::ssize_t>(natives_.size()); }

 private:
  std::vector<const Segment*> natives_;
  std::vector<py::object> keep_;
  std::vector<PySelection> selections_;
  std::vector<query::RowSelection> sels_;
  py::list columns_;
  py::object builder_;
  py::object relations_;  // the scope's ConflictRelations, or None
  // The relations' generation and the rules' serial when this plan last synced them (rules 0: never). Written with
  // the GIL held (marked_hits does not release it around the sync).
  mutable std::uint64_t synced_generation_ = 0, synced_rules_ = 0;
  mutable ChangeMemo changes_;  // the change test of this plan's last pools (plan_conflicts); GIL held, as above
  py::ssize_t dim_ = 0;
};

using GroupArray = py::array_t<std::int32_t, py::array::c_style | py::array::forcecast>;

// The selections of each query: selections[groups[i]] for query i when `groups` is given (each distinct scope's
// list converted once, however many queries read it), else selections[i] (or selections[0] for all).
struct QuerySelections {
  std::vector<std::vector<query::RowSelection>> lists;
  std::vector<std::int32_t> group;  // per query; empty: lists[i] (or lists[0] when there is one list)
};

QuerySelections query_selections(const std::vector<std::vector<PySelection>>& selections,
                                 const std::optional<GroupArray>& groups, std::size_t n_queries,
                                 const std::vector<SegmentView>& views) {
  QuerySelections out;
  out.lists.reserve(selections.size());
  for (const auto& s : selections) out.lists.push_back(to_selections(s, views));
  if (!groups) {
    if (selections.size() != 1 && selections.size() != n_queries)
      throw py::value_error("give one selection list for all queries, or one per query (or groups)");
    return out;
  }
  require_ndim(*groups, 1, "groups");
  if (static_cast<std::size_t>(groups->shape(0)) != n_queries)
    throw py::value_error("groups needs one selection-list index per query");
  const std::int32_t* g = groups->data();
  out.group.assign(g, g + n_queries);
  for (const std::int32_t index : out.group)
    if (index < 0 || static_cast<std::size_t>(index) >= selections.size())
      throw py::index_error("groups holds an index outside the selection lists");
  return out;
}

// One QueryTokens per query from `texts` (one per query: a str or (str, weight) pairs), or none when texts is None.
std::optional<std::vector<query::QueryTokens>> query_tokens(const py::object& texts, std::size_t n_queries) {
  if (texts.is_none()) return std::nullopt;
  if (PyUnicode_Check(texts.ptr())) throw py::type_error("texts must be a list of str (one per query), not a str");
  const py::tuple items = py::reinterpret_steal<py::tuple>(PySequence_Tuple(texts.ptr()));
  if (!items) throw py::error_already_set();
  if (static_cast<std::size_t>(items.size()) != n_queries) throw py::value_error("give one text per query");
  std::vector<query::QueryTokens> tokens;
  tokens.reserve(n_queries);
  for (const py::handle item : items) tokens.push_back(*lexical_tokens_of(py::reinterpret_borrow<py::object>(item)));
  return tokens;
}

std::vector<std::vector<rank::Candidate>> run_many(const std::vector<const Segment*>& segments,
                                                   const std::vector<std::vector<PySelection>>& selections,
                                                   const FloatArray& queries, const query::RecallParams& params,
                                                   unsigned threads, const std::optional<GroupArray>& groups,
                                                   const py::object& texts,
                                                   std::vector<std::vector<rank::Candidate>>* pools) {
  require_ndim(queries, 2, "queries");
  const auto n_queries = static_cast<std::size_t>(queries.shape(0));
  const std::optional<std::vector<query::QueryTokens>> tokens = query_tokens(texts, n_queries);
  auto views = to_views(segments, queries.shape(1));
  const QuerySelections sels = query_selections(selections, groups, n_queries, views);
  if (threads == 0) threads = util::hardware_threads();
  py::gil_scoped_release release;  // safe: as in recall_one; worker errors are rethrown once, after the join
  const std::vector<query::QueryTokens>* per_query = tokens ? &*tokens : nullptr;
  if (sels.group.empty())
    return query::recall_batch(views, sels.lists, queries.data(), n_queries, params, threads, pools, per_query);
  return query::recall_grouped(views, sels.lists, sels.group, queries.data(), n_queries, params, threads, pools,
                               per_query);
}

py::list recall_many(const std::vector<const Segment*>& segments,
                     const std::vector<std::vector<PySelection>>& selections, const FloatArray& queries,
                     const query::RecallParams& params, unsigned threads, const py::object& texts,
                     const std::optional<GroupArray>& groups) {
  std::vector<std::vector<rank::Candidate>> pools;
  const auto results = run_many(segments, selections, queries, params, threads, groups, texts, &pools);
  py::list out;
  for (std::size_t i = 0; i < results.size(); ++i)
    out.append(params.keep_pool ? with_pool(to_arrays(results[i]), pools[i]) : to_arrays(results[i]));
  return out;
}

// recall_many's hits as columns: (counts int64 per query, then segment, row, score, similarity, recency,
// importance, confidence, lexical of every hit, query after query): no array per query (batch jobs read columns).
py::tuple recall_many_flat(const std::vector<const Segment*>& segments,
                           const std::vector<std::vector<PySelection>>& selections, const FloatArray& queries,
                           const query::RecallParams& params, unsigned threads, const py::object& texts,
                           const std::optional<GroupArray>& groups) {
  if (params.keep_pool) throw py::value_error("recall_many_flat returns no pool: build the params without keep_pool");
  const auto results = run_many(segments, selections, queries, params, threads, groups, texts, nullptr);
  py::array_t<std::int64_t> counts(static_cast<py::ssize_t>(results.size()));
  std::size_t total = 0;
  for (std::size_t i = 0; i < results.size(); ++i) {
    counts.mutable_at(static_cast<py::ssize_t>(i)) = static_cast<std::int64_t>(results[i].size());
    total += results[i].size();
  }
  const auto n = static_cast<py::ssize_t>(total);
  py::array_t<std::int32_t> segment(n);
  py::array_t<std::int64_t> row(n);
  py::array_t<float> score(n), sim(n), rec(n), imp(n), conf(n), lexical(n);
  std::int32_t* seg_out = segment.mutable_data();
  std::int64_t* row_out = row.mutable_data();
  float *score_out = score.mutable_data(), *sim_out = sim.mutable_data(), *rec_out = rec.mutable_data();
  float *imp_out = imp.mutable_data(), *conf_out = conf.mutable_data(), *lexical_out = lexical.mutable_data();
  std::size_t at = 0;
  for (const auto& hits : results)
    for (const rank::Candidate& h : hits) {
      seg_out[at] = h.segment;
      row_out[at] = h.row;
      score_out[at] = h.score;
      sim_out[at] = h.similarity;
      rec_out[at] = h.recency;
      imp_out[at] = h.importance;
      conf_out[at] = h.confidence;
      lexical_out[at] = h.lexical;
      ++at;
    }
  return py::make_tuple(counts, segment, row, score, sim, rec, imp, conf, lexical);
}

// half_life_days from Python: one value per layer.
void set_half_life_days(query::RecallParams& p, const std::vector<double>& days) {
  if (days.size() != rank::kLayers) throw py::value_error("half_life_days needs one value per layer (4)");
  std::copy(days.begin(), days.end(), p.score.half_life_days);
}

// RecallParams(**fields) in one call: every field by keyword, each defaulting to the default constructor's.
query::RecallParams make_params(int k, int k_wide, const rank::Weights& weights,
                                const std::vector<double>& half_life_days, double now, bool recency_from_last_used,
                                float min_score, float min_similarity, float min_confidence, float mmr_lambda,
                                std::int64_t budget_tokens,
                                std::uint32_t kinds_mask, int ef_search, int nprobe, bool exact, bool use_codes,
                                bool keep_pool, int scan_threads, float relevance_floor, float relevance_scale,
                                float relevance_knee, float hybrid, float bits_epsilon, double recency_offset) {
  if (!(hybrid >= 0.f && hybrid <= 1.f)) throw py::value_error("hybrid must be in [0, 1]");
  if (!(bits_epsilon >= 0.f && std::isfinite(bits_epsilon))) throw py::value_error("bits_epsilon must be finite and >= 0");
  if (!(recency_offset >= 0.0 && std::isfinite(recency_offset)))
    throw py::value_error("recency_offset must be finite and >= 0");
  query::RecallParams p;
  p.k = k;
  p.k_wide = k_wide;
  p.score.weights = weights;
  set_half_life_days(p, half_life_days);
  p.score.now = now;
  p.recency_from_last_used = recency_from_last_used;
  p.min_score = min_score;
  p.min_similarity = min_similarity;
  p.min_confidence = min_confidence;
  p.mmr_lambda = mmr_lambda;
  p.budget_tokens = budget_tokens;
  p.kinds_mask = kinds_mask;
  p.ef_search = ef_search;
  p.nprobe = nprobe;
  p.exact = exact;
  p.use_codes = use_codes;
  p.keep_pool = keep_pool;
  p.scan_threads = scan_threads;
  p.score.relevance_floor = relevance_floor;
  p.score.relevance_scale = relevance_scale;
  p.score.relevance_knee = relevance_knee;
  p.hybrid = hybrid;
  p.bits_epsilon = bits_epsilon;
  p.score.recency_offset = recency_offset;
  return p;
}

}  // namespace

const SegmentView& segment_view(const py::handle& segment) {
  if (!py::isinstance<Segment>(segment))
    throw py::type_error("expected a _core.Segment, got " + std::string(py::str(py::type::of(segment))));
  return segment.cast<const Segment&>().view();
}

void register_recall(py::module_& m) {
  const rank::Weights default_weights;
  py::class_<rank::Weights>(m, "Weights")
      .def(py::init<>())
      .def(py::init([](float similarity, float recency, float importance, float confidence) {
             return rank::Weights{similarity, recency, importance, confidence};
           }),
           py::kw_only(), py::arg("similarity") = default_weights.similarity,
           py::arg("recency") = default_weights.recency, py::arg("importance") = default_weights.importance,
           py::arg("confidence") = default_weights.confidence, "Every weight by keyword (defaults as Weights()).")
      .def_readwrite("similarity", &rank::Weights::similarity)
      .def_readwrite("recency", &rank::Weights::recency)
      .def_readwrite("importance", &rank::Weights::importance)
      .def_readwrite("confidence", &rank::Weights::confidence);

  const query::RecallParams defaults;
  py::class_<query::RecallParams>(m, "RecallParams")
      .def(py::init<>())
      .def(py::init(&make_params), py::kw_only(), py::arg("k") = defaults.k, py::arg("k_wide") = defaults.k_wide,
           py::arg_v("weights", defaults.score.weights, "Weights()"),
           py::arg("half_life_days") = std::vector<double>(defaults.score.half_life_days,
                                                           defaults.score.half_life_days + rank::kLayers),
           py::arg("now") = defaults.score.now, py::arg("recency_from_last_used") = defaults.recency_from_last_used,
           py::arg("min_score") = defaults.min_score, py::arg("min_similarity") = defaults.min_similarity,
           py::arg("min_confidence") = defaults.min_confidence, py::arg("mmr_lambda") = defaults.mmr_lambda,
           py::arg("budget_tokens") = defaults.budget_tokens, py::arg("kinds_mask") = defaults.kinds_mask,
           py::arg("ef_search") = defaults.ef_search, py::arg("nprobe") = defaults.nprobe,
           py::arg("exact") = defaults.exact, py::arg("use_codes") = defaults.use_codes,
           py::arg("keep_pool") = defaults.keep_pool, py::arg("scan_threads") = defaults.scan_threads,
           py::arg("relevance_floor") = defaults.score.relevance_floor,
           py::arg("relevance_scale") = defaults.score.relevance_scale,
           py::arg("relevance_knee") = defaults.score.relevance_knee, py::arg("hybrid") = defaults.hybrid,
           py::arg("bits_epsilon") = defaults.bits_epsilon, py::arg("recency_offset") = defaults.score.recency_offset,
           "Every field by keyword in one call; each defaults to what RecallParams() holds.")
      .def(
          "with_call",
          [](const query::RecallParams& p, double now, bool keep_pool) {
            query::RecallParams copy = p;
            copy.score.now = now;
            copy.keep_pool = keep_pool;
            return copy;
          },
          py::arg("now"), py::arg("keep_pool"),
          "A copy with one call's `now` and `keep_pool`: the store validates a set of recall arguments once into a "
          "RecallParams and gives each call its own copy (one call, ~0.3 us; no shared mutable parameters).")
      .def_readwrite("k", &query::RecallParams::k)
      .def_readwrite("k_wide", &query::RecallParams::k_wide)
      .def_property(
          "weights", [](const query::RecallParams& p) { return p.score.weights; },
          [](query::RecallParams& p, const rank::Weights& w) { p.score.weights = w; })
      .def_property(
          "half_life_days",
          [](const query::RecallParams& p) {
            return std::vector<double>(p.score.half_life_days, p.score.half_life_days + rank::kLayers);
          },
          [](query::RecallParams& p, const std::vector<double>& v) { set_half_life_days(p, v); })
      .def_property(
          "now", [](const query::RecallParams& p) { return p.score.now; },
          [](query::RecallParams& p, double v) { p.score.now = v; })
      .def_property(
          "recency_offset", [](const query::RecallParams& p) { return p.score.recency_offset; },
          [](query::RecallParams& p, double v) {
            if (!(v >= 0.0 && std::isfinite(v))) throw py::value_error("recency_offset must be finite and >= 0");
            p.score.recency_offset = v;
          },
          "Seconds before `now` at which the recency term peaks (0: newest first; expiry still reads `now`).")
      .def_property(
          "relevance_floor", [](const query::RecallParams& p) { return p.score.relevance_floor; },
          [](query::RecallParams& p, float v) { p.score.relevance_floor = v; })
      .def_property(
          "relevance_scale", [](const query::RecallParams& p) { return p.score.relevance_scale; },
          [](query::RecallParams& p, float v) { p.score.relevance_scale = v; })
      .def_property(
          "relevance_knee", [](const query::RecallParams& p) { return p.score.relevance_knee; },
          [](query::RecallParams& p, float v) { p.score.relevance_knee = v; })
      .def_readwrite("recency_from_last_used", &query::RecallParams::recency_from_last_used)
      .def_readwrite("min_score", &query::RecallParams::min_score)
      .def_readwrite("min_similarity", &query::RecallParams::min_similarity)
      .def_readwrite("min_confidence", &query::RecallParams::min_confidence)
      .def_readwrite("mmr_lambda", &query::RecallParams::mmr_lambda)
      .def_readwrite("budget_tokens", &query::RecallParams::budget_tokens)
      .def_readwrite("kinds_mask", &query::RecallParams::kinds_mask)
      .def_readwrite("ef_search", &query::RecallParams::ef_search)
      .def_readwrite("nprobe", &query::RecallParams::nprobe)
      .def_readwrite("exact", &query::RecallParams::exact)
      .def_readwrite("use_codes", &query::RecallParams::use_codes)
      .def_readwrite("keep_pool", &query::RecallParams::keep_pool)
      .def_readwrite("scan_threads", &query::RecallParams::scan_threads)
      .def_property(
          "bits_epsilon", [](const query::RecallParams& p) { return p.bits_epsilon; },
          [](query::RecallParams& p, float v) {
            if (!(v >= 0.f && std::isfinite(v))) throw py::value_error("bits_epsilon must be finite and >= 0");
            p.bits_epsilon = v;
          },
          "> 0: the bounded lists plan first bounds rows by one-bit codes at this eps0 (statistical); 0 = off.")
      .def_property(
          "hybrid", [](const query::RecallParams& p) { return p.hybrid; },
          [](query::RecallParams& p, float v) {
            if (!(v >= 0.f && v <= 1.f)) throw py::value_error("hybrid must be in [0, 1]");
            p.hybrid = v;
          },
          "The lexical share a of hybrid recall: relevance' = (1 - a) relevance + a lexical; 0 = off.");

  py::class_<Segment>(m, "Segment")
      .def(py::init<const py::array&, const py::array&, const py::array&, const py::array&, const py::array&,
                    const py::array&, const py::array&, const py::array&, const py::array&, const py::array&,
                    py::ssize_t>(),
           py::arg("embeddings"), py::arg("created_at"), py::arg("last_used"), py::arg("expires_at"),
           py::arg("importance"), py::arg("confidence"), py::arg("tokens"), py::arg("kind"), py::arg("layer"),
           py::arg("hidden"), py::arg("n_rows"))
      .def("set_codes", &Segment::set_codes, py::arg("codes"), py::arg("scale"), py::arg("l1_max"),
           "Attaches int8 codes of the embeddings (from sq8_encode): scans and graph walks read them.")
      .def_property_readonly("has_codes", &Segment::has_codes)
      .def_property_readonly("n_rows", &Segment::n_rows)
      .def_property_readonly("dim", &Segment::dim);

  m.def("recall", &recall_one, py::arg("segments"), py::arg("selections"), py::arg("query"), py::arg("params"),
        py::arg("text") = py::none(),
        "Scoped recall of one query over selections (segment, begin, end, rows_or_None[, HnswIndex_or_IvfLists_or_None"
        "[, LexicalIndex_or_None]]); returns (segment, row, score, similarity, recency, importance, confidence, "
        "lexical) arrays in the order chosen (then the pool's segment and row with params.keep_pool). `text`: the "
        "query's text, scored lexically when params.hybrid > 0: a str, or (str, weight) pairs whose tokens weigh "
        "their text's weight in BM25 (weight 0: absent; 1: as a str).");
  py::class_<RecallPlan>(m, "RecallPlan")
      .def(py::init<const py::list&, std::vector<PySelection>, py::list, py::object, py::object>(), py::arg("segments"),
           py::arg("selections"), py::arg("columns"), py::arg("builder"), py::arg("relations") = py::none(),
           "A scope's recall over `segments` (a list of Segment) and `selections` (as recall takes them), "
           "returning Hit objects made by `builder` (a RowBuilder) from columns[s] (the MemoryColumns of "
           "segment s, or None).")
      .def("hits", &RecallPlan::hits, py::arg("query"), py::arg("params"), py::arg("normalize") = true,
           py::arg("text") = py::none(),
           "(hits, pool_segments, pool_rows) for one query (pool arrays with params.keep_pool, else None); "
           "None when the query holds NaN or infinity.")
      .def("marked_hits", &RecallPlan::marked_hits, py::arg("query"), py::arg("params"), py::arg("normalize"),
           py::arg("text"), py::arg("conflicts"),
           "recall() with its conflict pass (`conflicts`: a ConflictPass) in one call: (hits, None, None, gate) "
           "with the hits marked and ordered (gate: the clause step's, an int, or None without clause_kinds; "
           "semantics.clause_gate), or (hits "
           "unmarked, pool_segments, pool_rows, found) for "
           "semantics.Semantics.mark_conflicts to finish (found: find_conflicts's result with the query, or None "
           "for the Python rules); None when the query holds NaN or infinity. params must keep the pool.")
      .def("recall", &RecallPlan::recall, py::arg("query"), py::arg("prototype"), py::arg("now"),
           py::arg("recency_offset"), py::arg("normalize"), py::arg("text"), py::arg("conflicts"),
           "recall()'s call: `prototype` with this call's `now` and `recency_offset` (keep_pool set when "
           "`conflicts`, a ConflictPass, is given), then marked_hits's answer when `conflicts` is given, else "
           "hits's; the prototype is not changed.")
      .def_property_readonly("n_segments", &RecallPlan::n_segments);
  m.def("recall_many", &recall_many, py::arg("segments"), py::arg("selections"), py::arg("queries"),
        py::arg("params"), py::arg("threads") = 0, py::arg("texts") = py::none(), py::arg("groups") = py::none(),
        "recall() for each row of queries on a thread pool; a list of the same tuples. `texts`: one query text "
        "per query for hybrid recall (as recall's `text`), or None. Query i reads selections[groups[i]] when `groups` (int32, one per "
        "query) is given, else selections[i] (or selections[0] for every query).");
  m.def("recall_many_flat", &recall_many_flat, py::arg("segments"), py::arg("selections"), py::arg("queries"),
        py::arg("params"), py::arg("threads") = 0, py::arg("texts") = py::none(), py::arg("groups") = py::none(),
        "recall_many's hits as columns: (counts int64 per query, segment, row, score, similarity, recency, "
        "importance, confidence, lexical of every hit in query order); params without keep_pool.");
  m.def("fused_score",
        [](float similarity, double age_days, float importance, float confidence, const rank::Weights& w,
           double half_life_days, float relevance_floor, float relevance_scale, float relevance_knee) {
          const float recency = rank::recency_weight(0.0, half_life_days, age_days * rank::kSecondsPerDay);
          rank::ScoreParams map;
          map.relevance_floor = relevance_floor;
          map.relevance_scale = relevance_scale;
          map.relevance_knee = relevance_knee;
          return rank::fused_score(rank::relevance(similarity, map), recency, importance, confidence, w);
        },
        py::arg("similarity"), py::arg("age_days"), py::arg("importance"), py::arg("confidence"),
        py::arg("weights"), py::arg("half_life_days"), py::kw_only(), py::arg("relevance_floor") = 0.f,
        py::arg("relevance_scale") = 1.f, py::arg("relevance_knee") = 0.f,
        "The fused score of one memory (the same formula recall uses: the cosine `similarity` through the "
        "relevance map, then the weighted sum).");
}

}  // namespace engram::bindings

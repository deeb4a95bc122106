// Registration entry points, one per binding file, and the small helpers they share.
#pragma once

#include <pybind11/numpy.h>
#include <pybind11/pybind11.h>

#include <optional>
#include <string>
#include <vector>

#include "engram/query/recall.hpp"
#include "engram/query/selection.hpp"
#include "engram/text/conflicts.hpp"

namespace engram::hnsw {
class Graph;
}
namespace engram::ivf {
class Lists;
}
namespace engram::simd {
struct Kernels;
}
namespace engram::rank {
struct Candidate;
struct ScoreParams;
}

namespace engram::bindings {

namespace py = pybind11;

void register_errors(py::module_& m);
void register_simd(py::module_& m);
void register_recall(py::module_& m);
void register_embed(py::module_& m);
void register_consolidate(py::module_& m);
void register_hnsw(py::module_& m);
void register_text(py::module_& m);
void register_quant(py::module_& m);
void register_rows(py::module_& m);
void register_ivf(py::module_& m);
void register_rescore(py::module_& m);
void register_conflicts(py::module_& m);
void register_io(py::module_& m);

// The rows of a float32, 2-D, C-contiguous ndarray with at least one column, borrowed as they are (no
// conversion: a copy would defeat the point of borrowing, so anything else is refused with TypeError or
// ValueError). Valid while the array lives; call with the GIL held (register_hnsw.cpp).
struct BorrowedRows {
  const float* data;
  std::size_t rows, dim;
};
BorrowedRows borrow_rows(const py::object& vectors);

// The view of a _core.Segment (TypeError for anything else), valid while the object lives. Call with the GIL
// held (register_recall.cpp).
const SegmentView& segment_view(const py::handle& segment);

// What a recall selection needs of a _core.HnswIndex (register_hnsw.cpp): its graph and the first of the rows
// it borrows (rows are C-contiguous: row i at base + i * dim). Valid while the index object lives.
struct GraphRef {
  const hnsw::Graph* graph;
  const float* base;
};
// TypeError when `index` is not a _core.HnswIndex. Call with the GIL held.
GraphRef graph_ref(const py::handle& index);
// What a recall selection needs of a _core.IvfLists (register_ivf.cpp): its lists, and the run's columns
// in list order when they were attached. Valid while the object lives.
struct ListsRef {
  const ivf::Lists* lists;
  query::ListedColumns listed;
};
// The lists of a _core.IvfLists, or a null `lists` when `index` is not one. Call with the GIL held.
ListsRef lists_of(const py::handle& index);

// The kernels of the named level ("scalar", "avx2", "avx512"), or the active ones when none is named; ValueError
// for an unknown level or one this CPU lacks (register_simd.cpp). For tests and benchmarks that compare levels.
const simd::Kernels& kernels_named(const std::optional<std::string>& level);

// The Hit objects of chosen candidates (register_rows.cpp): `builder` is a _core.RowBuilder, columns[s] the
// _core.MemoryColumns of segment s of the recall (None where no candidate comes from it); `map`: the recall's
// score parameters, whose relevance map gives each hit's relevance. GIL held.
py::list hits_of(const py::handle& builder, const py::list& columns, const std::vector<rank::Candidate>& chosen,
                 const rank::ScoreParams& map);

class MemoryColumns;

// Recall's conflict pass run inside a RecallPlan call (register_conflicts.cpp), so that a default recall makes one
// native call: the pass over the plan's pool (as _core.find_conflicts runs it), then, when every step of
// semantics.Semantics.mark_conflicts can be taken here, the marks and the order of the hits. sources[s]: the view
// and MemoryColumns of segment s of the plan (columns null where no candidate comes from it); pool and chosen: the
// plan's pool (best first) and its hits in order; query: the recall's query as the caller gave it (what
// _newer_in_place's cosine bound reads); `pass`: a _core.ConflictPass (the rules, the words_of callback and the
// relevance shares). GIL held (the pass itself runs without it).
struct PlanConflicts {
  // true: `order` and `conflicts` are the final hits; false: the caller's Python finishes the pass from `found`
  // (find_conflicts's result with the query, or None: a text needs the Python rules) with the hits unmarked.
  bool done = true;
  std::vector<std::size_t> order;       // the chosen hits' positions, in the order served
  std::vector<py::object> conflicts;    // per chosen hit: its conflicts_with tuple, or a null object (none)
  py::object found;
};
// The change test's results (text::find_changes) of the last kEntries distinct pools of one RecallPlan's recalls, by
// what the test reads of a pool: the (segment, row) of each of its rules.change_pool best candidates, in order, and
// the hits' pool positions (with the (segment, row) of a hit further down). Within a plan the segments are fixed and
// a row's text, key, kind and created_at never change (MemoryColumns keeps their analyses as long), so a pool that
// comes back (an agent's repeated question) has the same changes: the test was ~10 µs of each default text recall
// (benchmarks/RESULTS.md, "textrecall31 (session 28)"). The pairs of the scope's relations are not kept (they are
// looked up for each recall). Kept under one rules' serial (another empties it); ~0.5 kB an entry. GIL held (the
// plan's calls run the pass with it).
class ChangeMemo {
 public:
  static constexpr std::size_t kEntries = 64;
  // The key of a pool (n candidates, best first) and its hits' positions: false when a position does not fit one
  // (a segment index >= 2^23 or a row >= 2^40: never kept).
  static bool key_of(std::size_t change_pool, const std::int32_t* pool_segments, const std::int64_t* pool_rows,
                     std::size_t n, const std::vector<std::int32_t>& hits, std::vector<std::uint64_t>& key);
  const text::ConflictMarks* find(std::uint64_t rules, const std::vector<std::uint64_t>& key) const;
  void keep(std::uint64_t rules, std::vector<std::uint64_t> key, const text::ConflictMarks& changes);

 private:
  struct Entry {
    std::uint64_t hash;
    std::vector<std::uint64_t> key;
    text::ConflictMarks changes;
  };
  static std::uint64_t hash_of(const std::vector<std::uint64_t>& key);
  std::vector<Entry> entries_;  // up to kEntries; the next kept replaces entries_[next_] (first in, first out)
  std::size_t next_ = 0;
  std::uint64_t rules_ = 0;
};

// `relations`: the scope's pool-independent relations (synced by sync_relations for this plan's rows and the pass's
// rules), whose hits' partners replace the pass's statement and keyed tests; null: the whole pass runs. `changes`:
// the plan's ChangeMemo (read and kept with the relations only), or null.
PlanConflicts plan_conflicts(const py::handle& pass, const std::vector<const SegmentView*>& views,
                             const std::vector<const MemoryColumns*>& columns, const std::vector<rank::Candidate>& pool,
                             const std::vector<rank::Candidate>& chosen, const float* query,
                             const rank::ScoreParams& map, const text::ConflictRelations* relations = nullptr,
                             ChangeMemo* changes = nullptr);

// The clause gate of a finished pass's hits (`found.done`; semantics.clause_gate is its Python form, the tests'
// reference): which steps of a hashing store's recall can read a hit's best clause, so that Python makes no scorer and
// reads no hit where none can. Bit 1 (semantics.asked_change_first's clause): the first hit is a fact and an episode
// below it is newer (created_at) and under `pass`'s newer_relevance share of its relevance; bit 2 (clause_first): a
// hit below the first that its conflicts_with names is newer and under that share. Each bit is set wherever Python's
// test could pass (a margin on the share, created_at compared before a datetime rounds it). -1 when `pass` has no
// clause kinds (the gate is not known). GIL held.
int clause_gate(const py::handle& pass, const std::vector<const MemoryColumns*>& columns,
                const std::vector<rank::Candidate>& chosen, const rank::ScoreParams& map, const PlanConflicts& found);

// Brings `relations` (a _core.ConflictRelations) up to the rows of a plan's selections, unless this plan did so
// already (synced_generation and synced_rules: the relations' generation and the pass's rules' serial when it last
// did; updated here): each row whose seq it does not hold yet is compared with the rows it holds (their analyses
// from the MemoryColumns' cache, made where missing). Returns the relations when they can serve this plan's recalls
// under the pass's rules, else null (a row that only the Python rules can read). GIL held throughout (the relations
// are shared by the scope's plans).
const text::ConflictRelations* sync_relations(const py::handle& pass, const py::handle& relations,
                                              const std::vector<const SegmentView*>& views,
                                              const std::vector<const MemoryColumns*>& columns,
                                              const std::vector<query::RowSelection>& selections,
                                              std::uint64_t& synced_generation, std::uint64_t& synced_rules);

// The Hit objects of chosen candidates in `order`, each memory's conflicts_with set from conflicts[i] where that is
// not null (register_rows.cpp; as hits_of, then schema.with_conflicts). GIL held.
py::list marked_hits_of(const py::handle& builder, const py::list& columns, const std::vector<rank::Candidate>& chosen,
                        const rank::ScoreParams& map, const std::vector<std::size_t>& order,
                        const std::vector<py::object>& conflicts);

// The distinct lexical tokens of a query text (register_text.cpp), or nullopt for None: a str (every token weighs
// 1) or a sequence of (str, weight) pairs (text::weighted_query_tokens); TypeError for anything else. GIL held.
std::optional<query::QueryTokens> lexical_tokens_of(const py::object& text);

// A C-contiguous float32 array (pybind11 converts or refuses other dtypes/layouts).
using FloatArray = py::array_t<float, py::array::c_style | py::array::forcecast>;
using Int64Array = py::array_t<std::int64_t, py::array::c_style | py::array::forcecast>;

// Raises ValueError (the binding-level errors are re-typed by the Python layer) unless `a` has `ndim` dims.
inline void require_ndim(const py::array& a, int ndim, const char* what) {
  if (a.ndim() != ndim)
    throw py::value_error(std::string(what) + " must have " + std::to_string(ndim) + " dimension(s), got " +
                          std::to_string(a.ndim()));
}

}  // namespace engram::bindings

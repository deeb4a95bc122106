// engram/query/selection.hpp - which rows of a segment one query may read: a contiguous run or a row list,
// with the run's HNSW graph or inverted lists when it has them.
//
// The store resolves a scope into RowSelections before a recall (engram/query/recall.hpp): rows outside
// them are never read. Like SegmentView, a selection only borrows: whoever builds one keeps the row list,
// graph, lists and listed columns alive and unchanged while it is used.
#pragma once

#include <cstdint>

namespace engram {

namespace hnsw {
class Graph;
}
namespace ivf {
class Lists;
}
namespace text {
class LexicalIndex;
}

namespace query {

// Columns of a run copied in the order of its inverted lists (position i holds row begin + order[i], see
// engram/ivf/lists.hpp): the ranking inputs that never change in a sealed segment, so that probing a list
// reads them as contiguous streams instead of one scattered row at a time. Null pointers: not copied.
struct ListedColumns {
  const float* importance = nullptr;
  const float* confidence = nullptr;
  const double* created_at = nullptr;
  const std::uint8_t* layer = nullptr;
};

// The rows of one scope inside one segment: the contiguous run [begin, end) when `rows` is null (sealed,
// scope-sorted segments), else the `n_listed` row ids in `rows` (the active segment, appended in any order).
// A run may carry the HNSW graph, or the inverted lists, built over exactly its rows (node i = row begin + i):
// the planner then searches the graph, or probes the lists nearest to the query, for a shortlist instead of
// scanning the whole run.
struct RowSelection {
  std::int32_t segment = 0;  // index into the segment list of the call
  std::int64_t begin = 0;
  std::int64_t end = 0;
  const std::int64_t* rows = nullptr;
  std::int64_t n_listed = 0;
  const hnsw::Graph* graph = nullptr;  // only with a run; the graph's n equals end - begin
  const ivf::Lists* lists = nullptr;   // only with a run and without a graph; its size equals end - begin
  ListedColumns listed;                // with lists: the run's columns in list order, when copied
  // The BM25 postings of exactly the selection's texts (document i = row begin + i, or rows[i]), for hybrid
  // recall (query/hybrid.hpp); null: the rows have no lexical term.
  const text::LexicalIndex* lexical = nullptr;

  std::int64_t size() const { return rows ? n_listed : end - begin; }
};

}  // namespace query
}  // namespace engram

// engram/segment/view.hpp - a read-only view of one segment's columns, and a selection of its rows.
//
// A segment is a column store the Python layer owns (numpy arrays for the active segment, memory-mapped
// Arrow buffers for sealed ones). The core only borrows pointers: whoever builds a SegmentView keeps the
// buffers alive and unchanged for as long as the view is used.
#pragma once

#include <cstdint>
#include <vector>

namespace engram {

namespace hnsw {
class Graph;
}
namespace ivf {
class Lists;
}

struct SegmentView {
  const float* embeddings = nullptr;       // [n_rows, dim] row-major; unit norm or zero (the store's rule)
  std::int64_t n_rows = 0;
  std::int32_t dim = 0;
  const double* created_at = nullptr;      // seconds since the Unix epoch
  const double* last_used = nullptr;       // seconds since the Unix epoch
  const double* expires_at = nullptr;      // seconds since the Unix epoch; NaN = never expires
  const float* importance = nullptr;       // [0, 1]
  const float* confidence = nullptr;       // [0, 1]
  const std::int32_t* tokens = nullptr;    // token count of what would be injected
  const std::uint8_t* kind = nullptr;      // small integer code (the store's enum), < 32
  const std::uint8_t* layer = nullptr;     // memory layer code (event, memory, knowledge, identity), < 4
  const std::uint8_t* hidden = nullptr;    // non-zero = never served (deleted, superseded, archived, ...)
  // Optional int8 codes of the embeddings (engram/quant/sq8.hpp), [n_rows, dim] row-major, with their
  // per-dimension scales and largest row l1; null when the segment has none. The planner then scans and
  // walks graphs on the codes and rescores in float (recall.hpp).
  const std::int8_t* codes = nullptr;
  const float* code_scale = nullptr;
  std::int32_t code_l1_max = 0;
};

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

  std::int64_t size() const { return rows ? n_listed : end - begin; }
};

}  // namespace engram

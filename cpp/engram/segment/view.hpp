// engram/segment/view.hpp - a read-only view of one segment's columns.
//
// A segment is a column store the Python layer owns (numpy arrays for the active segment, memory-mapped
// Arrow buffers for sealed ones). The core only borrows pointers: whoever builds a SegmentView keeps the
// buffers alive and unchanged for as long as the view is used. Which rows a query reads, and through which
// index, is the query's business: engram/query/selection.hpp.
#pragma once

#include <cstdint>

namespace engram {

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

}  // namespace engram

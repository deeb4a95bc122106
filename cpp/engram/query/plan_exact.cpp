// engram/query/plan_exact.cpp - the exact plan: every row of a selection, scored in float.
//
// A run is read as one stream (dot_rows over contiguous rows, its recency in one vectorised loop); a row
// list (the active segment) is gathered row by row (dot_gather), its recency computed only for the rows
// that pass the pool's bound. A run of a segment with int8 codes goes to scan_codes (plan_codes.cpp), a
// quarter of the bytes for the same result.
#include <algorithm>

#include "engram/query/plans.hpp"

namespace engram::query {

void scan_exact(Scorer& scorer, const std::vector<SegmentView>& segments, const RowSelection& sel, Pool& pool) {
  const SegmentView& seg = segments[static_cast<std::size_t>(sel.segment)];
  if (sel.rows == nullptr && scorer.use_codes(seg)) return scan_codes(scorer, seg, sel, pool);
  const simd::Kernels& kern = scorer.kernels();
  ScanBuffers& buffers = scorer.buffers();
  const auto dim = static_cast<std::size_t>(seg.dim);
  const std::int64_t total = sel.size();
  for (std::int64_t start = 0; start < total; start += kBlockRows) {
    const std::int64_t n = std::min(kBlockRows, total - start);
    const std::int64_t* rows;
    if (sel.rows) {
      rows = sel.rows + start;
      kern.dot_gather(scorer.query(), seg.embeddings, rows, static_cast<std::size_t>(n), dim, dim,
                      buffers.sims.data());
    } else {
      const std::int64_t first = sel.begin + start;
      for (std::int64_t j = 0; j < n; ++j) buffers.block_rows[static_cast<std::size_t>(j)] = first + j;
      rows = buffers.block_rows.data();
      kern.dot_rows(scorer.query(), seg.embeddings + static_cast<std::size_t>(first) * dim,
                    static_cast<std::size_t>(n), dim, dim, buffers.sims.data());
      scorer.recency_run(seg, first, n);
    }
    scorer.score_block(sel.segment, seg, rows, n, pool, sel.rows ? nullptr : buffers.recs.data());
  }
}

void scan_exact_many(std::vector<Scorer*>& scorers, std::vector<Pool*>& pools, const std::vector<SegmentView>& segments,
                     const RowSelection& sel) {
  const SegmentView& seg = segments[static_cast<std::size_t>(sel.segment)];
  if (scorers.size() == 1 || (sel.rows == nullptr && scorers.front()->use_codes(seg))) {
    for (std::size_t q = 0; q < scorers.size(); ++q) scan_exact(*scorers[q], segments, sel, *pools[q]);
    return;
  }
  Scorer& first_scorer = *scorers.front();
  const simd::Kernels& kern = first_scorer.kernels();
  ScanBuffers& buffers = first_scorer.buffers();  // this thread's: every scorer here shares it
  const auto dim = static_cast<std::size_t>(seg.dim);
  const std::int64_t total = sel.size();
  for (std::int64_t start = 0; start < total; start += kBlockRows) {
    const std::int64_t n = std::min(kBlockRows, total - start);
    const std::int64_t* rows;
    const float* block_recency = nullptr;
    std::int64_t first = 0;
    if (sel.rows) {
      rows = sel.rows + start;
    } else {
      first = sel.begin + start;
      for (std::int64_t j = 0; j < n; ++j) buffers.block_rows[static_cast<std::size_t>(j)] = first + j;
      rows = buffers.block_rows.data();
      first_scorer.recency_run(seg, first, n);  // the same params for every scorer: the same recency
      block_recency = buffers.recs.data();
    }
    for (std::size_t q = 0; q < scorers.size(); ++q) {
      if (sel.rows)
        kern.dot_gather(scorers[q]->query(), seg.embeddings, rows, static_cast<std::size_t>(n), dim, dim,
                        buffers.sims.data());
      else
        kern.dot_rows(scorers[q]->query(), seg.embeddings + static_cast<std::size_t>(first) * dim,
                      static_cast<std::size_t>(n), dim, dim, buffers.sims.data());
      scorers[q]->score_block(sel.segment, seg, rows, n, *pools[q], block_recency);
    }
  }
}

}  // namespace engram::query

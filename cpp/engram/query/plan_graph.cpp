// engram/query/plan_graph.cpp - a run with an HNSW graph: "retrieve wide, rank hard".
//
// The graph (engram/hnsw/graph.hpp, node i = row begin + i) is searched for a shortlist of
// max(pool capacity, k_wide) rows with ef_search candidates (0: max(64, shortlist); else raised to the
// shortlist), comparing int8 codes and rescoring its candidates in float when the segment has codes. The
// walk passes through hidden rows but never returns them. The shortlist is ranked by the Scorer into a pool
// of the run's own; when the filters leave fewer than k of a full shortlist, the run is scanned exactly
// instead (scan_exact), so a query never returns fewer results because of the shortlist.
#include <algorithm>

#include "engram/hnsw/graph.hpp"
#include "engram/query/plans.hpp"

namespace engram::query {

void plan_graph(Scorer& scorer, const std::vector<SegmentView>& segments, const RowSelection& sel, Pool& pool) {
  const RecallParams& p = scorer.params();
  ScanBuffers& buffers = scorer.buffers();
  const SegmentView& seg = segments[static_cast<std::size_t>(sel.segment)];
  const int shortlist = std::max<int>(static_cast<int>(pool.capacity()), p.k_wide);
  const int ef = p.ef_search > 0 ? std::max(p.ef_search, shortlist) : std::max(shortlist, 64);
  const hnsw::SearchParams search{shortlist, ef};
  std::vector<hnsw::Neighbor> found(static_cast<std::size_t>(shortlist));
  const std::uint8_t* hidden = seg.hidden + sel.begin;
  if (scorer.use_codes(seg)) {
    const quant::Sq8Query& q = scorer.prepared_for(sel.segment, seg);
    const auto dim = static_cast<std::size_t>(seg.dim);
    const hnsw::Int8Rows codes{seg.codes + static_cast<std::size_t>(sel.begin) * dim, dim, q.codes.data(), q.scale};
    found.resize(sel.graph->search_approx(scorer.query(), codes, search, hidden, found.data()));
  } else {
    found.resize(sel.graph->search(scorer.query(), search, hidden, found.data()));
  }
  Pool local(pool.capacity());
  for (std::size_t start = 0; start < found.size(); start += kBlockRows) {
    const std::size_t n = std::min<std::size_t>(kBlockRows, found.size() - start);
    for (std::size_t j = 0; j < n; ++j) {
      buffers.block_rows[j] = sel.begin + found[start + j].node;
      buffers.sims[j] = 1.f - found[start + j].distance;
    }
    scorer.score_block(sel.segment, seg, buffers.block_rows.data(), static_cast<std::int64_t>(n), local);
  }
  const bool filtered_out =
      local.size() < static_cast<std::size_t>(p.k) && found.size() == static_cast<std::size_t>(shortlist);
  if (filtered_out) return scan_exact(scorer, segments, sel, pool);
  pool.merge(std::move(local));
}

}  // namespace engram::query

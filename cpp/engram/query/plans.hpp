// engram/query/plans.hpp - the ways recall reads one selection, each in its own source file.
//
// Internal to engram/query. Every plan ranks the rows it reads through the query's Scorer (scorer.hpp) into
// `pool`, so the plans differ only in which rows they read and how they get the rows' similarities. recall.cpp
// chooses the plan of each selection (recall.hpp says when each is used); the graph and lists plans fall back
// to scan_exact when the filters leave fewer than k of their shortlist.
#pragma once

#include <vector>

#include "engram/query/scorer.hpp"
#include "engram/query/selection.hpp"
#include "engram/segment/view.hpp"

namespace engram::query {

// plan_exact.cpp: every row of the selection, in float; a run of a segment with int8 codes (and
// params.use_codes) is read through scan_codes instead, which returns the same.
void scan_exact(Scorer& scorer, const std::vector<SegmentView>& segments, const RowSelection& sel, Pool& pool);

// plan_exact.cpp: scan_exact for several queries of one scope at once (scorers[q] ranks into pools[q]): each
// block of rows is read once while every query takes its similarities from the cache, and a run's recency is
// computed once (the scorers share their params). Each pool ends exactly as scan_exact leaves it.
void scan_exact_many(std::vector<Scorer*>& scorers, std::vector<Pool*>& pools, const std::vector<SegmentView>& segments,
                     const RowSelection& sel);

// plan_codes.cpp: every row of a run (sel.rows == null) of a segment with codes, bounded through the codes
// and rescored in float where the bound says the row could rank: the float scan's result.
void scan_codes(Scorer& scorer, const SegmentView& seg, const RowSelection& sel, Pool& pool);

// plan_lists.cpp: a run with inverted lists (sel.lists), read through the `nprobe` lists nearest to the query
// (an approximation the caller asks for: params.nprobe > 0).
void plan_lists(Scorer& scorer, const std::vector<SegmentView>& segments, const RowSelection& sel, Pool& pool);

// plan_bounded.cpp: a run with inverted lists (sel.lists), read until no unread row can rank: the exact
// plan's pool, proven by bounds (the default for a run with lists; plan_lists when params.nprobe is set).
void plan_lists_exact(Scorer& scorer, const std::vector<SegmentView>& segments, const RowSelection& sel, Pool& pool);

// plan_graph.cpp: a run with an HNSW graph (sel.graph), searched for a shortlist.
void plan_graph(Scorer& scorer, const std::vector<SegmentView>& segments, const RowSelection& sel, Pool& pool);

}  // namespace engram::query

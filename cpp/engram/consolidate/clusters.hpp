// engram/consolidate/clusters.hpp - clusters of near-duplicate vectors, for consolidation.
//
// Contract: rows i and j are linked when both are non-zero and dot(row_i, row_j) >= threshold - kCosineSlack
// (for unit-norm rows the dot product is the cosine); clusters are the connected components of those links
// (single linkage). labels[i] is the smallest row index of i's cluster, so the result is deterministic:
// independent of the thread count, the SIMD level and the order in which links are found. A zero row is
// never linked to anything (not even to another zero row) and is its own cluster. A row with NaN links to
// nothing (NaN compares false); the store refuses NaN on write.
//
// kCosineSlack is one float rounding margin: the dot product of a unit vector with itself, summed in float
// at any SIMD level, can land a few ulps under 1, and threshold 1.0 must still mean "exact duplicates".
//
// Cost: all n * (n - 1) / 2 pairs, O(n^2 * dim) flops, computed blockwise: each query row of a block of
// kRowBlock rows runs the dispatched dot_rows kernel over a tile of about kTileBytes of rows (16 rows at
// dim 384), small enough to stay in L1 while the whole block streams over it. Only the upper triangle is
// computed. On a shared 2-core EPYC, an L1 tile ran ~1.5x faster than a 384 KiB (L2) one, and single-thread
// throughput is on par with numpy's blocked BLAS X @ X.T (benchmarks/bench_consolidate.py); a register-
// blocked several-queries kernel in engram/simd would be the next step.
// Memory: O(n) per thread (a private union-find), no edge list, whatever the number of links.
//
// Thread-safety: a pure function of its arguments; it runs its own worker threads over row blocks (handed
// out by an atomic counter, since blocks of the triangle differ in size) and joins them before returning.
#pragma once

#include <cstddef>
#include <cstdint>

#include "engram/simd/dot.hpp"

namespace engram::consolidate {

constexpr float kCosineSlack = 1e-5f;
constexpr std::size_t kRowBlock = 64;
constexpr std::size_t kTileBytes = 24 * 1024;
constexpr std::size_t kMinTileRows = 8;

// vectors: [n, dim] row-major float32 (unit-norm or zero rows); threshold in (0, 1]; n_threads >= 1.
// Writes labels[n]. Throws std::invalid_argument on dim == 0 with n > 0, or threshold outside (0, 1].
void near_duplicate_clusters(const float* vectors, std::size_t n, std::size_t dim, float threshold,
                             unsigned n_threads, const simd::Kernels& kernels, std::int64_t* labels);

}  // namespace engram::consolidate

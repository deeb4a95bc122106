// engram/consolidate/clusters.cpp - see clusters.hpp for the contract.
#include "engram/consolidate/clusters.hpp"

#include <algorithm>
#include <atomic>
#include <numeric>
#include <stdexcept>
#include <vector>

#include "engram/util/parallel.hpp"

namespace engram::consolidate {
namespace {

// Union-find whose roots are always the smallest index of their set (union links the larger root under
// the smaller), so find(i) is directly the cluster label. Path halving keeps the trees flat.
class MinUnionFind {
 public:
  explicit MinUnionFind(std::size_t n) : parent_(n) { std::iota(parent_.begin(), parent_.end(), 0); }

  std::int64_t find(std::int64_t i) {
    while (parent_[i] != i) {
      parent_[i] = parent_[parent_[i]];
      i = parent_[i];
    }
    return i;
  }

  void unite(std::int64_t a, std::int64_t b) {
    a = find(a);
    b = find(b);
    if (a == b) return;
    if (a < b) std::swap(a, b);
    parent_[a] = b;
  }

 private:
  std::vector<std::int64_t> parent_;
};

}  // namespace

void near_duplicate_clusters(const float* vectors, std::size_t n, std::size_t dim, float threshold,
                             unsigned n_threads, const simd::Kernels& kernels, std::int64_t* labels) {
  if (!(threshold > 0.f && threshold <= 1.f)) throw std::invalid_argument("threshold must be in (0, 1]");
  if (n == 0) return;
  if (dim == 0) throw std::invalid_argument("dim must be >= 1");
  const float bar = threshold - kCosineSlack;

  std::vector<unsigned char> nonzero(n);
  for (std::size_t i = 0; i < n; ++i) {
    const float* row = vectors + i * dim;
    nonzero[i] = std::any_of(row, row + dim, [](float v) { return v != 0.f; });
  }

  const std::size_t tile_rows = std::max(kMinTileRows, kTileBytes / (dim * sizeof(float)));
  const std::size_t n_blocks = (n + kRowBlock - 1) / kRowBlock;
  n_threads = std::max(1u, std::min<unsigned>(n_threads, static_cast<unsigned>(n_blocks)));
  // Everything a worker needs is allocated here, before any thread starts: the workers cannot throw.
  std::vector<MinUnionFind> local(n_threads, MinUnionFind(n));
  std::vector<std::vector<float>> scratch(n_threads, std::vector<float>(tile_rows));
  std::atomic<std::size_t> next_block{0};
  std::atomic<unsigned> next_slot{0};

  util::run_on_threads(n_threads, [&](const std::atomic<bool>&) {
    const unsigned t = next_slot.fetch_add(1);  // each thread owns one forest and one scratch row
    MinUnionFind& uf = local[t];
    float* dots = scratch[t].data();
    for (std::size_t b = next_block.fetch_add(1); b < n_blocks; b = next_block.fetch_add(1)) {
      const std::size_t row_begin = b * kRowBlock;
      const std::size_t row_end = std::min(n, row_begin + kRowBlock);
      for (std::size_t tile = row_begin; tile < n; tile += tile_rows) {
        const std::size_t tile_end = std::min(n, tile + tile_rows);
        for (std::size_t i = row_begin; i < row_end; ++i) {
          const std::size_t first = std::max(tile, i + 1);  // upper triangle only
          if (!nonzero[i] || first >= tile_end) continue;
          const std::size_t count = tile_end - first;
          kernels.dot_rows(vectors + i * dim, vectors + first * dim, count, dim, dim, dots);
          for (std::size_t c = 0; c < count; ++c) {
            const std::size_t j = first + c;
            if (dots[c] >= bar && nonzero[j])
              uf.unite(static_cast<std::int64_t>(i), static_cast<std::int64_t>(j));
          }
        }
      }
    }
  });

  // Merge the private forests into the first one: each row joins the root its thread gave it.
  MinUnionFind& merged = local[0];
  for (unsigned t = 1; t < n_threads; ++t)
    for (std::size_t i = 0; i < n; ++i) {
      const std::int64_t root = local[t].find(static_cast<std::int64_t>(i));
      if (root != static_cast<std::int64_t>(i)) merged.unite(static_cast<std::int64_t>(i), root);
    }
  for (std::size_t i = 0; i < n; ++i) labels[i] = merged.find(static_cast<std::int64_t>(i));
}

}  // namespace engram::consolidate

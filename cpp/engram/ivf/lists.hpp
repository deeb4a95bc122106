// engram/ivf/lists.hpp - inverted lists over one scope's run: its rows partitioned by spherical k-means,
// each list's int8 codes stored contiguously, so that a query reads the few lists nearest to it.
//
// Why (benchmarks/RESULTS.md, "Scoped recall in a 1M store"): in a 10k-row scope an HNSW walk with
// ef = k_wide = 100 visits ~2,700 nodes, a quarter of the scope, one random row at a time; an exact int8
// scan reads all 10k rows. Probing the nearest ~10 % of ~sqrt(n) lists reads ~1,000 rows as a handful of
// contiguous streams, and the planner's exact int8 machinery (bounds, float rescoring) ranks them.
//
// Layout (in memory; the store builds it off the query path and persists it beside the segment, see
// python/engramdb/durable/index_files.py, and reads it back through Parts):
//   centroids [n_lists, dim] float32   unit norm: the mean direction of each list's rows
//   offsets   [n_lists + 1]  int64     list l holds positions [offsets[l], offsets[l + 1])
//   order     [n]            int32     the run offset (node) of the row at each position
//   codes     [n, dim]       int8      the rows' codes in position order (sq8.hpp: one scale per dimension
//                                       over the run), so a list is one contiguous block
//   min_cos   [n_lists]      float32   the smallest cosine of a list's rows to its centroid (a zero row
//                                       counts 0), lowered by a rounding margin: the list's angular radius,
//                                       from which a query bounds the similarity of every row of the list
//   sub_first [n_lists + 1]  int32     sub-lists: list l is split into sub-lists [sub_first[l], sub_first[l + 1])
//   sub_offsets [n_sub + 1]  int64     sub-list s holds positions [sub_offsets[s], sub_offsets[s + 1]), a
//                                       refinement of offsets (sub_offsets[sub_first[l]] == offsets[l])
//   sub_centroids [n_sub, dim] float32, sub_min_cosine [n_sub] float32: as centroids / min_cos, per sub-list
// Sub-lists (BuildParams::sub_rows > 0): a small k-means of each list's own rows into ~sub_rows-row groups,
// the list's positions regrouped by sub-list. A list mixes several of the data's clusters, so its radius is
// wide and its bound rarely dismisses it; a sub-list's radius is that of one cluster, so the bounded plan
// checks it (only when the list's bound does not dismiss the list) and reads only the sub-lists whose bound
// can reach the bar. A list with one sub-list (too few rows to split, or sub-lists not much tighter than the
// list: lists.cpp, kSubRadiusRatio) has the list's centroid and radius.
// Lists without sub-lists (sub_rows = 0, or files written before them) have empty sub arrays.
// The float rows are not copied: rescoring reads the segment's own rows (row = run begin + node).
// Cost: n * (dim + 4) bytes plus the centroids; a 10k x 384 run: 3.9 MB, built in ~0.1 s on two cores.
// Sub-lists of ~8 rows add up to 4 * dim bytes (float centroid, stored) + dim bytes (its int8 code, in memory)
// per sub-list, and 12-23 % to the build (benchmarks/RESULTS.md, "Sub-lists inside the inverted lists").
//
// Thread-safety: immutable after construction; any number of threads may read it concurrently.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <mutex>
#include <vector>

#include "engram/quant/bits.hpp"

namespace engram::ivf {

struct BuildParams {
  int n_lists = 0;             // 0 = round(sqrt(n)), at least 1 and at most n
  int iterations = 10;         // k-means rounds (assign, then re-centre)
  std::size_t train_rows = 0;  // rows the centroids are trained on; 0 = min(n, 128 * n_lists)
  std::uint64_t seed = 1;
  unsigned threads = 0;        // 0 = the hardware's count; the lists are the same on any number
  int sub_rows = 0;            // rows per sub-list (layout above); 0 = no sub-lists. A list of fewer than
                               // 2 * sub_rows rows is one sub-list.
  int sub_iterations = 6;      // k-means rounds of each list's split
};

// The arrays of a Lists (layout above), as a file stores them: what a Lists is rebuilt from without k-means.
struct Parts {
  std::vector<float> centroids;     // [n_lists * dim]
  std::vector<std::int64_t> offsets;  // [n_lists + 1]
  std::vector<std::int32_t> order;  // [n]
  std::vector<std::int8_t> codes;   // [n * dim]
  std::vector<float> scale;         // [dim]
  std::int32_t l1_max = 0;
  std::vector<float> min_cosine;    // [n_lists]
  // Sub-lists (layout above); all empty for lists without them.
  std::vector<std::int32_t> sub_first;   // [n_lists + 1]
  std::vector<std::int64_t> sub_offsets;  // [n_sub + 1]
  std::vector<float> sub_centroids;      // [n_sub * dim]
  std::vector<float> sub_min_cosine;     // [n_sub]
  // When set, the order and codes are borrowed instead of taken from `order` / `codes` (left empty): `rows`
  // entries of order_view, rows * dim of codes_view, which the caller keeps alive and unchanged as long as the
  // Lists (a lists file's memory map: the 2.7 MB of codes of a 7k-row run are not copied at open).
  const std::int32_t* order_view = nullptr;
  const std::int8_t* codes_view = nullptr;
  std::size_t rows = 0;
};

class Lists {
 public:
  // Partitions rows [n x dim] (row i at rows + i * stride floats; unit norm or zero, finite). The rows are
  // read only during construction. Throws std::invalid_argument on n == 0, dim == 0, bad parameters.
  Lists(const float* rows, std::size_t n, std::size_t dim, std::size_t stride, const BuildParams& params);

  // Takes stored parts over the same rows (n = parts.order.size()). Checks every index so that no part can
  // make a reader go out of bounds: offsets from 0 to n, non-decreasing; order a permutation of [0, n); sizes
  // that match n, dim and n_lists; finite scales and radii. It does not check that the codes are the rows'
  // (the caller verifies the file's checksum). Throws std::invalid_argument.
  Lists(const float* rows, std::size_t dim, std::size_t stride, Parts parts);
  // The order and codes may be borrowed (Parts::order_view): not copyable.
  Lists(const Lists&) = delete;
  Lists& operator=(const Lists&) = delete;

  std::size_t size() const { return n_; }
  std::size_t dim() const { return dim_; }
  int n_lists() const { return static_cast<int>(offsets_.size()) - 1; }
  // The rows this index was built from (an identity check for callers that pair it with a run).
  const float* source() const { return source_; }

  const float* centroids() const { return centroids_.data(); }
  const std::int64_t* offsets() const { return offsets_.data(); }
  const std::int32_t* order() const { return order_ptr_; }
  const std::int8_t* codes() const { return codes_ptr_; }
  const float* code_scale() const { return scale_.data(); }
  std::int32_t code_l1_max() const { return l1_max_; }
  // [n_lists]: see the layout above; list_similarity_bound turns it into a bound per query.
  const float* min_cosine() const { return min_cosine_.data(); }
  std::size_t memory_bytes() const;
  // Sub-lists (layout above): has_sub_lists() false when the arrays are empty.
  bool has_sub_lists() const { return !sub_first_.empty(); }
  int n_sub_lists() const { return static_cast<int>(sub_min_cosine_.size()); }
  const std::int32_t* sub_first() const { return sub_first_.data(); }
  const std::int64_t* sub_offsets() const { return sub_offsets_.data(); }
  const float* sub_centroids() const { return sub_centroids_.data(); }
  const float* sub_min_cosine() const { return sub_min_cosine_.data(); }
  // The sub-lists' centroids as int8 codes (quant/sq8.hpp, their own scale per dimension), kept in memory only
  // (made from sub_centroids): a query bounds its dot with a centroid from the codes, a quarter of the bytes.
  const std::int8_t* sub_codes() const { return sub_codes_.data(); }
  const float* sub_code_scale() const { return sub_scale_.data(); }
  std::int32_t sub_code_l1_max() const { return sub_l1_max_; }
  // One-bit codes of the rows in position order, each against its list's centroid (quant/bits.hpp), for the
  // bounded plan's `bits_epsilon` option. Built on the first call from `rows` (the run the lists were built
  // over: row of node i at rows + i * stride), once, thread-safe; kept in memory only (not in the lists file).
  const quant::BitCodes& bit_codes(const float* rows, std::size_t stride) const;
  // [n_lists] after bit_codes(): the mean of each list's rows' `spread` (quant/bits.hpp), i.e. how wide the
  // one-bit bound of the list's rows is per unit of eps0 * |q| (the plan skips the codes where it is wide).
  const float* bit_list_spread() const { return bits_->list_spread.data(); }

  // Every list, the `count` nearest to `query` first and in order (by the dot with its centroid; ties by
  // list number), the others after them in no order. out: [n_lists]; sims: [n_lists] scratch, which keeps
  // the dots so that more lists can be ranked later (rank_more). count >= n_lists ranks every list.
  void rank_lists(const float* query, std::int32_t* out, float* sims, std::size_t count) const;
  // After rank_lists: ranks out[from, min(to, n_lists)) among the lists not ranked yet.
  void rank_more(std::int32_t* out, const float* sims, std::size_t from, std::size_t to) const;

 private:
  // Splits every list into sub-lists (BuildParams::sub_rows; layout above), regrouping order_ within each list.
  void split_into_sub_lists(const float* rows, std::size_t stride, const BuildParams& params, unsigned threads);

  std::size_t dim_ = 0;
  const float* source_ = nullptr;
  std::vector<float> centroids_;
  std::vector<std::int64_t> offsets_;
  std::vector<std::int32_t> order_;
  std::vector<std::int8_t> codes_;
  // order_ / codes_, or the borrowed arrays (Parts::order_view); n_ rows
  const std::int32_t* order_ptr_ = nullptr;
  const std::int8_t* codes_ptr_ = nullptr;
  std::size_t n_ = 0;
  std::vector<float> scale_;
  std::int32_t l1_max_ = 0;
  std::vector<float> min_cosine_;
  std::vector<std::int32_t> sub_first_;
  std::vector<std::int64_t> sub_offsets_;
  std::vector<float> sub_centroids_;
  std::vector<float> sub_min_cosine_;
  std::vector<std::int8_t> sub_codes_;
  std::vector<float> sub_scale_;
  std::int32_t sub_l1_max_ = 0;
  void encode_sub_centroids();
  struct LazyBits {
    std::once_flag once;
    quant::BitCodes codes;
    std::vector<float> list_spread;
  };
  std::shared_ptr<LazyBits> bits_ = std::make_shared<LazyBits>();
};

// An upper bound on dot(query, x) for every row x (unit norm or zero) of a list whose centroid has dot
// `centroid_dot` with the query and whose rows have cosine >= `min_cosine` to it: a row lies within the
// list's angular radius r = acos(min_cosine) of the centroid, so its angle to the query is at least
// theta - r, theta = acos(centroid_dot / |q|). Computed in double, with margins for the float dots; never
// below 0 (a zero row's dot). Loose in high dimension (a list's radius is large), but free: it lets the
// planner skip a list, or a row whose prior is low, before reading any code.
float list_similarity_bound(float centroid_dot, float query_norm, float min_cosine);

// A ceiling of list_similarity_bound (never below it, for any input), without trigonometry: cos(theta - r) =
// cos(theta) cos(r) + sin(theta) sin(r) from the same cosines, plus 1e-3 (above the bound's own margins and
// acos' rounding; see lists.cpp). A plan uses it to dismiss most lists of a scope before computing their bounds.
float list_similarity_ceiling(float centroid_dot, float query_norm, float min_cosine);

}  // namespace engram::ivf

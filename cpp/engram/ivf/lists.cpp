// Inverted lists: spherical k-means over a run, then the rows' codes regrouped by list (contracts in lists.hpp).
#include "engram/ivf/lists.hpp"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <numeric>
#include <random>
#include <stdexcept>
#include <thread>

#include "engram/quant/sq8.hpp"
#include "engram/simd/dot.hpp"
#include "engram/util/parallel.hpp"

namespace engram::ivf {
namespace {

// A list's split into sub-lists is kept when their row-weighted mean angular radius is at most this share of
// the list's (lists.cpp, split_into_sub_lists; benchmarks/RESULTS.md, "Sub-lists inside the inverted lists").
constexpr double kSubRadiusRatio = 0.6;
// Rows per job of the assignment pass: enough to amortise the claim, few enough to balance two cores.
constexpr std::size_t kChunk = 512;

unsigned worker_count(unsigned requested, std::size_t n) {
  if (requested == 0) requested = util::hardware_threads();
  const std::size_t jobs = (n + kChunk - 1) / kChunk;
  return static_cast<unsigned>(std::max<std::size_t>(1, std::min<std::size_t>(requested, jobs)));
}

// Scales v to unit norm; a zero vector stays zero.
void normalise(float* v, std::size_t dim) {
  double sum = 0.0;
  for (std::size_t d = 0; d < dim; ++d) sum += static_cast<double>(v[d]) * v[d];
  if (sum <= 0.0) return;
  const float inverse = static_cast<float>(1.0 / std::sqrt(sum));
  for (std::size_t d = 0; d < dim; ++d) v[d] *= inverse;
}

// One assignment pass of k-means over the rows named by `ids`, on `threads` threads: each row goes to the
// centroid with the largest dot (ties to the lower list). The centroid sums are then taken in row order on
// one thread (a ~1 % share of the pass), so the lists never depend on how rows were shared among threads.
struct Assigner {
  const float* rows;
  std::size_t dim, stride;
  const std::vector<float>& centroids;
  int n_lists;
  unsigned threads;

  void run(const std::vector<std::int64_t>& ids, std::vector<std::int32_t>& assigned) const {
    const simd::Kernels& kern = simd::active_kernels();
    std::atomic<std::size_t> next{0};
    util::run_on_threads(threads, [&](const std::atomic<bool>& stop) {
      std::vector<float> sims(static_cast<std::size_t>(n_lists));
      for (std::size_t begin = next.fetch_add(kChunk); begin < ids.size() && !stop; begin = next.fetch_add(kChunk)) {
        const std::size_t end = std::min(ids.size(), begin + kChunk);
        for (std::size_t i = begin; i < end; ++i) {
          const float* row = rows + static_cast<std::size_t>(ids[i]) * stride;
          kern.dot_rows(row, centroids.data(), static_cast<std::size_t>(n_lists), dim, dim, sims.data());
          assigned[i] = static_cast<std::int32_t>(std::max_element(sims.begin(), sims.end()) - sims.begin());
        }
      }
    });
  }

  // sums[l] = the sum of the rows assigned to list l (double: thousands of rows per list), counts[l] their
  // number.
  void sum(const std::vector<std::int64_t>& ids, const std::vector<std::int32_t>& assigned, std::vector<double>& sums,
           std::vector<std::int64_t>& counts) const {
    sums.assign(static_cast<std::size_t>(n_lists) * dim, 0.0);
    counts.assign(static_cast<std::size_t>(n_lists), 0);
    for (std::size_t i = 0; i < ids.size(); ++i) {
      const float* row = rows + static_cast<std::size_t>(ids[i]) * stride;
      double* into = sums.data() + static_cast<std::size_t>(assigned[i]) * dim;
      for (std::size_t d = 0; d < dim; ++d) into[d] += row[d];
      ++counts[static_cast<std::size_t>(assigned[i])];
    }
  }
};


// The cosine of a row to a unit centroid in double (a zero row: 0).
double row_cosine(const float* x, const float* c, std::size_t dim) {
  double dot = 0.0, norm = 0.0;
  for (std::size_t d = 0; d < dim; ++d) {
    dot += static_cast<double>(x[d]) * c[d];
    norm += static_cast<double>(x[d]) * x[d];
  }
  return norm > 0.0 ? dot / std::sqrt(norm) : 0.0;
}

// One list's split into sub-lists (lists.hpp): a seeded spherical k-means of its m rows into `parts` groups,
// then the list's positions regrouped by group (rows ascending within one), each group's centroid and radius.
// Deterministic for a seed whatever the threads: each list is split on its own.
struct Split {
  std::vector<std::int64_t> sizes;  // rows per non-empty group, in group order
  std::vector<float> centroids;     // [groups * dim]
  std::vector<float> min_cosine;    // [groups]
};

Split split_list(const float* rows, std::size_t dim, std::size_t stride, std::int32_t* positions, std::size_t m,
                 std::size_t parts, int iterations, std::uint64_t seed) {
  const simd::Kernels& kern = simd::active_kernels();
  std::vector<std::int32_t> ids(positions, positions + m);  // run offsets of the list's rows
  std::vector<float> centroids(parts * dim);
  std::mt19937_64 rng(seed);
  std::vector<std::size_t> pick(m);
  std::iota(pick.begin(), pick.end(), 0);
  for (std::size_t i = 0; i < parts; ++i) {
    std::uniform_int_distribution<std::size_t> at(i, m - 1);
    std::swap(pick[i], pick[at(rng)]);
    std::copy_n(rows + static_cast<std::size_t>(ids[pick[i]]) * stride, dim, centroids.data() + i * dim);
  }
  std::vector<std::int32_t> group(m);
  std::vector<float> sims(parts);
  std::vector<double> sums;
  std::vector<std::int64_t> counts;
  auto assign = [&] {
    for (std::size_t i = 0; i < m; ++i) {
      kern.dot_rows(rows + static_cast<std::size_t>(ids[i]) * stride, centroids.data(), parts, dim, dim, sims.data());
      group[i] = static_cast<std::int32_t>(std::max_element(sims.begin(), sims.end()) - sims.begin());
    }
  };
  for (int round = 0; round < iterations; ++round) {
    assign();
    sums.assign(parts * dim, 0.0);
    counts.assign(parts, 0);
    for (std::size_t i = 0; i < m; ++i) {
      const float* row = rows + static_cast<std::size_t>(ids[i]) * stride;
      double* into = sums.data() + static_cast<std::size_t>(group[i]) * dim;
      for (std::size_t d = 0; d < dim; ++d) into[d] += row[d];
      ++counts[static_cast<std::size_t>(group[i])];
    }
    for (std::size_t g = 0; g < parts; ++g) {
      if (counts[g] == 0) continue;  // an empty group keeps its centroid (it may take rows next round)
      float* c = centroids.data() + g * dim;
      for (std::size_t d = 0; d < dim; ++d) c[d] = static_cast<float>(sums[g * dim + d]);
      normalise(c, dim);
    }
  }
  assign();
  // Regroup: a counting sort by group (stable, so rows stay ascending within a group); empty groups dropped.
  counts.assign(parts, 0);
  for (std::int32_t g : group) ++counts[static_cast<std::size_t>(g)];
  Split out;
  std::vector<std::int64_t> start(parts, 0);
  std::int64_t at = 0;
  std::vector<std::size_t> kept_of(parts, 0);
  for (std::size_t g = 0; g < parts; ++g) {
    start[g] = at;
    at += counts[g];
    if (counts[g] == 0) continue;
    kept_of[g] = out.sizes.size();
    out.sizes.push_back(counts[g]);
    out.centroids.insert(out.centroids.end(), centroids.begin() + static_cast<std::ptrdiff_t>(g * dim),
                         centroids.begin() + static_cast<std::ptrdiff_t>((g + 1) * dim));
  }
  out.min_cosine.assign(out.sizes.size(), 1.f);
  for (std::size_t i = 0; i < m; ++i) {
    const auto g = static_cast<std::size_t>(group[i]);
    positions[start[g]++] = ids[i];
    const std::size_t k = kept_of[g];
    const double cosine = row_cosine(rows + static_cast<std::size_t>(ids[i]) * stride, out.centroids.data() + k * dim, dim);
    out.min_cosine[k] = std::min(out.min_cosine[k], static_cast<float>(cosine - 1e-5));
  }
  return out;
}

}  // namespace

Lists::Lists(const float* rows, std::size_t n, std::size_t dim, std::size_t stride, const BuildParams& params)
    : dim_(dim), source_(rows) {
  if (n == 0 || dim == 0) throw std::invalid_argument("inverted lists need at least one row of at least one dimension");
  if (stride < dim) throw std::invalid_argument("stride must be >= dim");
  if (n > static_cast<std::size_t>(INT32_MAX)) throw std::invalid_argument("a run of 2^31 rows or more");
  if (params.n_lists < 0 || params.iterations < 0) throw std::invalid_argument("n_lists and iterations must be >= 0");
  const int n_lists = static_cast<int>(std::min<std::size_t>(
      n, params.n_lists > 0 ? static_cast<std::size_t>(params.n_lists)
                            : std::max<std::size_t>(1, static_cast<std::size_t>(std::lround(std::sqrt(double(n)))))));
  const auto lists = static_cast<std::size_t>(n_lists);
  const unsigned threads = worker_count(params.threads, n);

  // The training rows: a seeded sample (all rows when there are few), the first n_lists of it the seeds.
  std::vector<std::int64_t> all(n);
  std::iota(all.begin(), all.end(), 0);
  std::mt19937_64 rng(params.seed);
  const std::size_t train = std::max(lists, std::min(n, params.train_rows ? params.train_rows : 128 * lists));
  for (std::size_t i = 0; i < train; ++i) {
    std::uniform_int_distribution<std::size_t> pick(i, n - 1);
    std::swap(all[i], all[pick(rng)]);
  }
  std::vector<std::int64_t> sample(all.begin(), all.begin() + static_cast<std::ptrdiff_t>(train));

  centroids_.assign(lists * dim, 0.f);
  for (std::size_t l = 0; l < lists; ++l)
    std::copy_n(rows + static_cast<std::size_t>(sample[l]) * stride, dim, centroids_.data() + l * dim);
  const Assigner assigner{rows, dim, stride, centroids_, n_lists, threads};
  std::vector<std::int32_t> assigned(train);
  std::vector<double> sums;
  std::vector<std::int64_t> counts;
  for (int round = 0; round < params.iterations; ++round) {
    assigner.run(sample, assigned);
    assigner.sum(sample, assigned, sums, counts);
    for (std::size_t l = 0; l < lists; ++l) {
      float* centroid = centroids_.data() + l * dim;
      if (counts[l] == 0) {  // an empty list restarts from a random training row
        std::uniform_int_distribution<std::size_t> pick(0, train - 1);
        std::copy_n(rows + static_cast<std::size_t>(sample[pick(rng)]) * stride, dim, centroid);
        continue;
      }
      for (std::size_t d = 0; d < dim; ++d) centroid[d] = static_cast<float>(sums[l * dim + d]);
      normalise(centroid, dim);
    }
  }

  // Every row to its list, then a counting sort: positions grouped by list, rows ascending within a list.
  std::vector<std::int32_t> list_of(n);
  assigner.run(all, list_of);  // `all` is a permutation: undo it below
  std::vector<std::int32_t> list_by_row(n);
  for (std::size_t i = 0; i < n; ++i) list_by_row[static_cast<std::size_t>(all[i])] = list_of[i];
  offsets_.assign(lists + 1, 0);
  for (std::int32_t l : list_by_row) ++offsets_[static_cast<std::size_t>(l) + 1];
  std::partial_sum(offsets_.begin(), offsets_.end(), offsets_.begin());
  order_.resize(n);
  std::vector<std::int64_t> fill(offsets_.begin(), offsets_.end() - 1);
  for (std::size_t row = 0; row < n; ++row)
    order_[static_cast<std::size_t>(fill[static_cast<std::size_t>(list_by_row[row])]++)] = static_cast<std::int32_t>(row);

  // Each list's radius: the smallest cosine of its rows to its centroid, in double, less a margin for the
  // float dots a query's bound is compared with.
  min_cosine_.assign(lists, 1.f);
  for (std::size_t row = 0; row < n; ++row) {
    const auto l = static_cast<std::size_t>(list_by_row[row]);
    const float* x = rows + row * stride;
    const float* c = centroids_.data() + l * dim;
    double dot = 0.0, norm = 0.0;
    for (std::size_t d = 0; d < dim; ++d) {
      dot += static_cast<double>(x[d]) * c[d];
      norm += static_cast<double>(x[d]) * x[d];
    }
    const double cosine = norm > 0.0 ? dot / std::sqrt(norm) : 0.0;
    min_cosine_[l] = std::min(min_cosine_[l], static_cast<float>(cosine - 1e-5));
  }

  if (params.sub_rows < 0 || params.sub_iterations < 0) throw std::invalid_argument("sub_rows and sub_iterations must be >= 0");
  if (params.sub_rows > 0) split_into_sub_lists(rows, stride, params, threads);
  encode_sub_centroids();

  // The codes, encoded over the whole run (one scale per dimension), then regrouped in position order.
  std::vector<std::int8_t> by_row(n * dim);
  const quant::Sq8Codes made = quant::encode(rows, n, dim, stride, by_row.data(), threads);
  scale_ = made.scale;
  l1_max_ = made.l1_max;
  codes_.resize(n * dim);
  for (std::size_t i = 0; i < n; ++i)
    std::copy_n(by_row.data() + static_cast<std::size_t>(order_[i]) * dim, dim, codes_.data() + i * dim);
  order_ptr_ = order_.data();
  codes_ptr_ = codes_.data();
  n_ = n;
}

Lists::Lists(const float* rows, std::size_t dim, std::size_t stride, Parts parts)
    : dim_(dim), source_(rows) {
  const bool borrowed = parts.order_view != nullptr || parts.codes_view != nullptr;
  if (borrowed && (parts.order_view == nullptr || parts.codes_view == nullptr || !parts.order.empty() || !parts.codes.empty()))
    throw std::invalid_argument("lists: borrow both the order and the codes, or neither");
  const std::size_t n = borrowed ? parts.rows : parts.order.size();
  const std::int32_t* order = borrowed ? parts.order_view : parts.order.data();
  const std::size_t codes_size = borrowed ? n * dim : parts.codes.size();
  if (n == 0 || dim == 0) throw std::invalid_argument("inverted lists need at least one row of at least one dimension");
  if (stride < dim) throw std::invalid_argument("stride must be >= dim");
  if (n > static_cast<std::size_t>(INT32_MAX)) throw std::invalid_argument("a run of 2^31 rows or more");
  if (parts.offsets.size() < 2) throw std::invalid_argument("lists: no list");
  const std::size_t lists = parts.offsets.size() - 1;
  if (lists > n || parts.centroids.size() != lists * dim || parts.min_cosine.size() != lists)
    throw std::invalid_argument("lists: centroids or radii do not match the number of lists");
  if (codes_size != n * dim || parts.scale.size() != dim)
    throw std::invalid_argument("lists: codes or scales do not match the rows");
  if (parts.offsets.front() != 0 || parts.offsets.back() != static_cast<std::int64_t>(n))
    throw std::invalid_argument("lists: offsets do not cover the rows");
  for (std::size_t l = 0; l < lists; ++l)
    if (parts.offsets[l + 1] < parts.offsets[l]) throw std::invalid_argument("lists: offsets decrease");
  std::vector<bool> seen(n, false);
  for (std::size_t i = 0; i < n; ++i) {
    const std::int32_t node = order[i];
    if (node < 0 || static_cast<std::size_t>(node) >= n || seen[static_cast<std::size_t>(node)])
      throw std::invalid_argument("lists: order is not a permutation of the rows");
    seen[static_cast<std::size_t>(node)] = true;
  }
  for (const float s : parts.scale)
    if (!std::isfinite(s) || s < 0.f) throw std::invalid_argument("lists: a code scale is not finite");
  for (const float c : parts.min_cosine)
    if (!std::isfinite(c)) throw std::invalid_argument("lists: a radius is not finite");
  for (const float c : parts.centroids)
    if (!std::isfinite(c)) throw std::invalid_argument("lists: a centroid is not finite");
  if (parts.l1_max < 0) throw std::invalid_argument("lists: negative l1_max");
  if (!parts.sub_first.empty() || !parts.sub_offsets.empty() || !parts.sub_centroids.empty() ||
      !parts.sub_min_cosine.empty()) {
    const std::size_t subs = parts.sub_min_cosine.size();
    if (parts.sub_first.size() != lists + 1 || parts.sub_offsets.size() != subs + 1 ||
        parts.sub_centroids.size() != subs * dim || subs < lists || subs > n)
      throw std::invalid_argument("lists: sub-list arrays do not match the lists");
    if (parts.sub_first.front() != 0 || static_cast<std::size_t>(parts.sub_first.back()) != subs)
      throw std::invalid_argument("lists: sub-lists do not cover the lists");
    for (std::size_t l = 0; l < lists; ++l)
      if (parts.sub_first[l + 1] <= parts.sub_first[l]) throw std::invalid_argument("lists: a list has no sub-list");
    for (std::size_t s = 0; s < subs; ++s)
      if (parts.sub_offsets[s + 1] < parts.sub_offsets[s]) throw std::invalid_argument("lists: sub-list offsets decrease");
    for (std::size_t l = 0; l <= lists; ++l)
      if (parts.sub_offsets[static_cast<std::size_t>(parts.sub_first[l])] != parts.offsets[l])
        throw std::invalid_argument("lists: sub-lists do not refine the lists");
    for (const float c : parts.sub_min_cosine)
      if (!std::isfinite(c)) throw std::invalid_argument("lists: a sub-list radius is not finite");
    for (const float c : parts.sub_centroids)
      if (!std::isfinite(c)) throw std::invalid_argument("lists: a sub-list centroid is not finite");
  }
  centroids_ = std::move(parts.centroids);
  offsets_ = std::move(parts.offsets);
  order_ = std::move(parts.order);
  codes_ = std::move(parts.codes);
  order_ptr_ = borrowed ? parts.order_view : order_.data();
  codes_ptr_ = borrowed ? parts.codes_view : codes_.data();
  n_ = n;
  scale_ = std::move(parts.scale);
  l1_max_ = parts.l1_max;
  min_cosine_ = std::move(parts.min_cosine);
  sub_first_ = std::move(parts.sub_first);
  sub_offsets_ = std::move(parts.sub_offsets);
  sub_centroids_ = std::move(parts.sub_centroids);
  sub_min_cosine_ = std::move(parts.sub_min_cosine);
  encode_sub_centroids();
}

void Lists::encode_sub_centroids() {
  if (sub_min_cosine_.empty()) return;
  const std::size_t subs = sub_min_cosine_.size();
  sub_codes_.resize(subs * dim_);
  const quant::Sq8Codes made = quant::encode(sub_centroids_.data(), subs, dim_, dim_, sub_codes_.data(), 1);
  sub_scale_ = made.scale;
  sub_l1_max_ = made.l1_max;
}

void Lists::split_into_sub_lists(const float* rows, std::size_t stride, const BuildParams& params, unsigned threads) {
  const auto lists = static_cast<std::size_t>(n_lists());
  const auto sub_rows = static_cast<std::size_t>(params.sub_rows);
  std::vector<Split> splits(lists);
  std::atomic<std::size_t> next{0};
  util::run_on_threads(std::min<unsigned>(threads, static_cast<unsigned>(lists)), [&](const std::atomic<bool>& stop) {
    for (std::size_t l = next.fetch_add(1); l < lists && !stop; l = next.fetch_add(1)) {
      const auto m = static_cast<std::size_t>(offsets_[l + 1] - offsets_[l]);
      if (m < 2 * sub_rows) continue;  // one sub-list: the list itself
      const std::size_t parts = std::max<std::size_t>(2, (m + sub_rows / 2) / sub_rows);
      std::int32_t* positions = order_.data() + offsets_[l];
      std::vector<std::int32_t> before(positions, positions + m);
      Split split = split_list(rows, dim_, stride, positions, m, parts, params.sub_iterations,
                               params.seed * 0x9E3779B97F4A7C15ULL + l);
      // Kept only where the sub-lists are much tighter than the list (their row-weighted mean angular radius at
      // most kSubRadiusRatio of the list's): where the list's rows have no structure finer than the list (a
      // few rows per data cluster), a sub-list's bound dismisses no more than the list's and its check (one
      // float centroid per ~sub_rows rows of int8 codes, smaller reads) would be paid for nothing.
      double weighted = 0.0;
      for (std::size_t g = 0; g < split.sizes.size(); ++g)
        weighted += static_cast<double>(split.sizes[g]) * std::acos(std::clamp(static_cast<double>(split.min_cosine[g]), -1.0, 1.0));
      const double list_radius = std::acos(std::clamp(static_cast<double>(min_cosine_[l]), -1.0, 1.0));
      if (split.sizes.size() > 1 && weighted / static_cast<double>(m) <= kSubRadiusRatio * list_radius) {
        splits[l] = std::move(split);
      } else {
        std::copy(before.begin(), before.end(), positions);  // one sub-list; rows ascending as before
      }
    }
  });
  sub_first_.assign(lists + 1, 0);
  sub_offsets_.assign(1, 0);
  for (std::size_t l = 0; l < lists; ++l) {
    const Split& split = splits[l];
    if (split.sizes.empty()) {
      sub_offsets_.push_back(offsets_[l + 1]);
      sub_centroids_.insert(sub_centroids_.end(), centroids_.begin() + static_cast<std::ptrdiff_t>(l * dim_),
                            centroids_.begin() + static_cast<std::ptrdiff_t>((l + 1) * dim_));
      sub_min_cosine_.push_back(min_cosine_[l]);
    } else {
      for (const std::int64_t size : split.sizes) sub_offsets_.push_back(sub_offsets_.back() + size);
      sub_centroids_.insert(sub_centroids_.end(), split.centroids.begin(), split.centroids.end());
      sub_min_cosine_.insert(sub_min_cosine_.end(), split.min_cosine.begin(), split.min_cosine.end());
    }
    sub_first_[l + 1] = static_cast<std::int32_t>(sub_min_cosine_.size());
  }
}

const quant::BitCodes& Lists::bit_codes(const float* rows, std::size_t stride) const {
  LazyBits& lazy = *bits_;
  std::call_once(lazy.once, [&] {
    const std::size_t n = size();
    std::vector<std::int32_t> centre_of(n);
    for (std::size_t l = 0; l + 1 < offsets_.size(); ++l)
      std::fill(centre_of.begin() + offsets_[l], centre_of.begin() + offsets_[l + 1], static_cast<std::int32_t>(l));
    lazy.codes = quant::bits_encode(rows, order_ptr_, n, dim_, stride, centroids_.data(), centre_of.data(), 0);
    lazy.list_spread.assign(offsets_.size() - 1, 0.f);
    for (std::size_t l = 0; l + 1 < offsets_.size(); ++l) {
      double total = 0.0;
      for (std::int64_t i = offsets_[l]; i < offsets_[l + 1]; ++i) total += lazy.codes.spread[static_cast<std::size_t>(i)];
      const std::int64_t size = offsets_[l + 1] - offsets_[l];
      lazy.list_spread[l] = size > 0 ? static_cast<float>(total / static_cast<double>(size)) : 0.f;
    }
  });
  return lazy.codes;
}

float list_similarity_bound(float centroid_dot, float query_norm, float min_cosine) {
  if (!(query_norm > 0.f)) return 0.f;
  const double cos_theta = std::clamp(static_cast<double>(centroid_dot) / query_norm - 1e-5, -1.0, 1.0);
  const double radius = std::acos(std::clamp(static_cast<double>(min_cosine), -1.0, 1.0));
  const double gap = std::acos(cos_theta) - radius - 1e-4;  // radians; the margin covers acos' rounding
  const double bound = gap <= 0.0 ? 1.0 : std::cos(gap);
  return static_cast<float>(std::max(0.0, bound) * query_norm * (1.0 + 1e-5) + 1e-5);
}

// list_similarity_bound computes B = cos(acos(c') - r - 1e-4) (1 where the gap is <= 0), c' = dot / |q| - 1e-5 <= c
// = dot / |q|, r = acos(m). cos is 1-Lipschitz and decreasing on [0, pi], so B <= cos(acos(c) - r) + 1e-4 when
// acos(c) > r, and B <= 1 always; cos(acos(c) - r) = c m + sqrt(1 - c^2) sqrt(1 - m^2) (both sines >= 0 on
// [0, pi]). The ceiling adds 1e-3 where 1e-4 suffices (double rounding, libm's acos / cos within an ulp), then
// scales as the bound does, so it is at least the bound after the same float rounding.
float list_similarity_ceiling(float centroid_dot, float query_norm, float min_cosine) {
  if (!(query_norm > 0.f)) return 0.f;
  const double c = std::clamp(static_cast<double>(centroid_dot) / query_norm, -1.0, 1.0);
  const double m = std::clamp(static_cast<double>(min_cosine), -1.0, 1.0);
  const double ceiling =
      c >= m ? 1.0 : std::min(1.0, c * m + std::sqrt(std::max(0.0, 1.0 - c * c)) * std::sqrt(std::max(0.0, 1.0 - m * m)) + 1e-3);
  return static_cast<float>(std::max(0.0, ceiling) * query_norm * (1.0 + 1e-5) + 1e-5);
}

std::size_t Lists::memory_bytes() const {
  return min_cosine_.size() * sizeof(float) + centroids_.size() * sizeof(float) + offsets_.size() * sizeof(std::int64_t) +
         n_ * (sizeof(std::int32_t) + dim_) + scale_.size() * sizeof(float) +
         sub_first_.size() * sizeof(std::int32_t) + sub_offsets_.size() * sizeof(std::int64_t) +
         (sub_centroids_.size() + sub_min_cosine_.size() + sub_scale_.size()) * sizeof(float) + sub_codes_.size();
}

void Lists::rank_lists(const float* query, std::int32_t* out, float* sims, std::size_t count) const {
  const auto lists = static_cast<std::size_t>(n_lists());
  simd::active_kernels().dot_rows(query, centroids_.data(), lists, dim_, dim_, sims);
  std::iota(out, out + lists, 0);
  rank_more(out, sims, 0, count);
}

void Lists::rank_more(std::int32_t* out, const float* sims, std::size_t from, std::size_t to) const {
  const auto lists = static_cast<std::size_t>(n_lists());
  to = std::min(to, lists);
  if (from >= to) return;
  auto nearer = [sims](std::int32_t a, std::int32_t b) {
    const float sa = sims[static_cast<std::size_t>(a)], sb = sims[static_cast<std::size_t>(b)];
    return sa > sb || (sa == sb && a < b);
  };
  std::partial_sort(out + from, out + to, out + lists, nearer);
}

}  // namespace engram::ivf

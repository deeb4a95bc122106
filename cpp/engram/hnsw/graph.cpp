// HNSW build (parallel insertion) and search. Format and contracts: graph.hpp.
#include "engram/hnsw/graph.hpp"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <limits>
#include <mutex>
#include <random>
#include <thread>

#include "engram/hnsw/internal.hpp"
#include "engram/simd/dot.hpp"
#include "engram/util/parallel.hpp"

namespace engram::hnsw {
namespace detail {
namespace {

using DotFn = float (*)(const float*, const float*, std::size_t);

constexpr auto nearer_first = [](const Neighbor& a, const Neighbor& b) { return a.distance < b.distance; };
// Heap orders: std heaps keep the "largest" element in front.
constexpr auto min_heap_order = [](const Neighbor& a, const Neighbor& b) { return a.distance > b.distance; };
constexpr auto max_heap_order = nearer_first;

constexpr std::size_t kCacheLine = 64;

// Asks for the first `lines` cache lines of a row; the walk issues these one neighbour ahead of the
// distance it computes, so the row's memory latency overlaps the previous neighbour's arithmetic.
inline void prefetch_row(const void* row, std::size_t lines) {
  const char* p = static_cast<const char*>(row);
  for (std::size_t i = 0; i < lines; ++i) __builtin_prefetch(p + i * kCacheLine, 0, 3);
}

// What a walk needs of a graph besides its links.
struct Space {
  VectorView vectors;
  DotFn dot;
  std::size_t prefetch_lines;  // cache lines per row

  std::size_t size() const { return vectors.n; }
  float distance(const float* query, std::int32_t node) const {
    return 1.f - dot(query, vectors.row(static_cast<std::size_t>(node)), vectors.dim);
  }
  void prefetch(std::int32_t node) const {
    prefetch_row(vectors.row(static_cast<std::size_t>(node)), prefetch_lines);
  }
  float distance(std::int32_t a, std::int32_t b) const {
    return 1.f - dot(vectors.row(static_cast<std::size_t>(a)), vectors.row(static_cast<std::size_t>(b)),
                     vectors.dim);
  }
};

// The walk's view of int8 codes: the same interface as Space for a query, on 1/4 of the bytes per node.
struct CodeSpace {
  Int8Rows rows;
  std::int32_t (*dot_i8)(const std::int8_t*, const std::int8_t*, std::size_t);
  std::size_t n;
  std::size_t dim;
  std::size_t prefetch_lines;

  std::size_t size() const { return n; }
  float distance(const float* /*query: its codes are in rows*/, std::int32_t node) const {
    return 1.f - rows.scale * static_cast<float>(dot_i8(rows.query_codes, code(node), dim));
  }
  void prefetch(std::int32_t node) const { prefetch_row(code(node), prefetch_lines); }
  const std::int8_t* code(std::int32_t node) const {
    return rows.base + static_cast<std::size_t>(node) * rows.stride;
  }
};

// Greedy descent on one upper level: moves to the nearest neighbour until none is nearer. `links_of(node)`
// returns the node's list at this level (count, then ids), valid until its next call.
template <class S, class LinksOf>
void greedy(const S& space, const float* query, std::int32_t& node, float& distance, LinksOf&& links_of) {
  for (bool moved = true; moved;) {
    moved = false;
    const std::int32_t* links = links_of(node);
    const std::int32_t count = links[0];
    for (std::int32_t j = 1; j <= count; ++j) {
      if (j < count) space.prefetch(links[j + 1]);
      const float d = space.distance(query, links[j]);
      if (d < distance) {
        distance = d;
        node = links[j];
        moved = true;
      }
    }
  }
}

// Best-first walk of one level from `entry` (at `entry_distance`), leaving the best `ef` non-hidden nodes in
// scratch.top (a max-heap). Stops when the nearest unexpanded candidate is farther than the ef-th best; with
// fewer than ef live nodes found it expands everything reachable. `skip` (or -1) is marked visited up front.
// `links_of(node)` returns the node's list (count, then ids), valid until its next call; `address_of(node)`
// where that list lives, to prefetch the next node to expand while the current one is scored.
template <class S, class LinksOf, class AddressOf>
void walk(const S& space, const float* query, std::int32_t entry, float entry_distance, std::size_t ef,
          const std::uint8_t* hidden, std::int32_t skip, Scratch& scratch, LinksOf&& links_of,
          AddressOf&& address_of) {
  const std::uint16_t epoch = scratch.begin_walk(space.size());
  std::uint16_t* visited = scratch.visited.data();
  auto& candidates = scratch.candidates;
  auto& top = scratch.top;
  candidates.clear();
  top.clear();
  if (skip >= 0) visited[skip] = epoch;
  visited[entry] = epoch;
  candidates.push_back({entry, entry_distance});
  if (!hidden || !hidden[entry]) top.push_back({entry, entry_distance});

  while (!candidates.empty()) {
    const Neighbor current = candidates.front();
    if (top.size() >= ef && current.distance > top.front().distance) break;
    std::pop_heap(candidates.begin(), candidates.end(), min_heap_order);
    candidates.pop_back();

    if (!candidates.empty()) __builtin_prefetch(address_of(candidates.front().node), 0, 3);

    const std::int32_t* links = links_of(current.node);
    const std::int32_t count = links[0];
    for (std::int32_t j = 1; j <= count; ++j) __builtin_prefetch(visited + links[j], 1, 3);
    std::int32_t* pending = scratch.pending.data();
    std::size_t n_pending = 0;
    for (std::int32_t j = 1; j <= count; ++j) {
      const std::int32_t node = links[j];
      if (visited[node] == epoch) continue;
      visited[node] = epoch;
      pending[n_pending++] = node;
    }
    if (n_pending > 0) space.prefetch(pending[0]);
    for (std::size_t i = 0; i < n_pending; ++i) {
      if (i + 1 < n_pending) space.prefetch(pending[i + 1]);
      const std::int32_t node = pending[i];
      const float d = space.distance(query, node);
      if (top.size() < ef || d < top.front().distance) {
        candidates.push_back({node, d});
        std::push_heap(candidates.begin(), candidates.end(), min_heap_order);
        if (!hidden || !hidden[node]) {
          top.push_back({node, d});
          std::push_heap(top.begin(), top.end(), max_heap_order);
          if (top.size() > ef) {
            std::pop_heap(top.begin(), top.end(), max_heap_order);
            top.pop_back();
          }
        }
      }
    }
  }
}

// Rows closer than this (cosine distance) are copies of one point as far as neighbour selection goes.
constexpr float kSamePoint = 1e-6f;

// The neighbour-selection heuristic of the HNSW paper: walking `sorted` nearest first, keep a candidate unless
// a kept one is nearer to it than the base is; stop at `m`. With no more than `m` candidates all are kept.
// One addition for exact duplicates (a memory stored many times): a copy of a kept neighbour is dropped too.
// Without it a copy's list fills with its other copies (they tie with the base, so nothing blocks them) and
// the rest of the graph is cut off from them; with it each list keeps one copy and links distinct rows.
void select_neighbors(const Space& space, const std::vector<Neighbor>& sorted, std::size_t m,
                      std::vector<Neighbor>& kept) {
  kept.clear();
  if (sorted.size() <= m) {
    kept = sorted;
    return;
  }
  for (std::size_t i = 0; i < sorted.size() && kept.size() < m; ++i) {
    const Neighbor& candidate = sorted[i];
    if (i + 1 < sorted.size()) space.prefetch(sorted[i + 1].node);
    bool diverse = true;
    for (const Neighbor& chosen : kept) {
      const float between = space.distance(candidate.node, chosen.node);
      if (between < candidate.distance || between <= kSamePoint) {
        diverse = false;
        break;
      }
    }
    if (diverse) kept.push_back(candidate);
  }
}

// A one-byte lock per node, held only while a link list is read or rewritten.
class SpinLock {
 public:
  void lock() {
    for (int spins = 0; flag_.exchange(true, std::memory_order_acquire); ++spins) {
      while (flag_.load(std::memory_order_relaxed)) {
        if (++spins > 64) std::this_thread::yield();
      }
    }
  }
  void unlock() { flag_.store(false, std::memory_order_release); }

 private:
  std::atomic<bool> flag_{false};
};

// Threads to run `jobs` jobs: `requested` (0 = the hardware's count), at least 1, at most one per job.
unsigned worker_count(unsigned requested, std::size_t jobs) {
  if (requested == 0) requested = util::hardware_threads();
  return static_cast<unsigned>(std::max<std::size_t>(1, std::min<std::size_t>({requested, jobs, 1024})));
}

// Draws a node's top level: floor(-ln(U) * multiplier), U uniform in (0, 1], capped at what a uint8 holds.
int draw_level(std::mt19937_64& generator, double multiplier) {
  const double u = (static_cast<double>(generator() >> 11) + 1.0) * 0x1.0p-53;
  const double level = -std::log(u) * multiplier;
  return static_cast<int>(std::min(level, 200.0));
}

}  // namespace

// Inserts every node of a freshly allocated graph. Each link list is read and written under its node's lock;
// the entry point and max level under `global_`, which an insertion that raises the max level holds
// throughout (as hnswlib does), so no walk starts from a half-linked top.
class Builder {
 public:
  explicit Builder(Graph& graph)
      : graph_(graph),
        space_{graph.vectors_, graph.dot_, prefetch_lines(graph.vectors_.dim)},
        locks_(new SpinLock[graph.vectors_.n]) {}

  void run(unsigned n_threads) {
    const std::size_t n = graph_.vectors_.n;
    if (n == 0) return;
    graph_.entry_point_ = 0;
    graph_.max_level_ = graph_.levels_[0];
    std::atomic<std::size_t> next{1};
    util::run_on_threads(worker_count(n_threads, n), [&](const std::atomic<bool>& stop) {
      Scratch scratch;
      prepare(scratch);
      for (std::size_t node = next.fetch_add(1); node < n && !stop; node = next.fetch_add(1))
        insert(static_cast<std::int32_t>(node), scratch);
    });
    Scratch scratch;
    prepare(scratch);
    connect_islands(scratch);
  }

  static std::size_t prefetch_lines(std::size_t dim) {
    return std::max<std::size_t>(1, (dim * sizeof(float) + kCacheLine - 1) / kCacheLine);
  }

 private:
  void prepare(Scratch& scratch) const {
    scratch.pending.resize(graph_.level0_stride_);
    scratch.links.resize(graph_.level0_stride_);
  }

  std::int32_t* links_mut(std::int32_t node, int level) const {
    if (level == 0) return graph_.owned_level0_.data() + static_cast<std::size_t>(node) * graph_.level0_stride_;
    return graph_.owned_upper_.data() + graph_.upper_offsets_[node] +
           static_cast<std::size_t>(level - 1) * graph_.upper_stride_;
  }

  // Copies a link list under its lock into scratch.links and returns that copy.
  const std::int32_t* read_links(std::int32_t node, int level, Scratch& scratch) const {
    const std::int32_t* links = links_mut(node, level);
    std::lock_guard<SpinLock> lock(locks_[node]);
    std::copy(links, links + 1 + links[0], scratch.links.begin());
    return scratch.links.data();
  }

  // Makes every node reachable at level 0 from the entry point. The neighbour heuristic can leave a tight
  // cluster whose members keep only each other (every outside candidate is "covered" by a mate) and whose
  // outside neighbours dropped them when pruning: an island no walk enters, so its memories could never be
  // recalled through the graph (seen in ~1 of 500 two-thread builds of a 700-row scope on a busy machine).
  // Each node the flood from the entry point missed gets in-links from its nearest reached nodes.
  // Runs after the parallel insertion, on one thread.
  void connect_islands(Scratch& scratch) {
    const std::size_t n = graph_.vectors_.n;
    const std::size_t capacity = 2 * static_cast<std::size_t>(graph_.M_);
    std::vector<std::uint8_t> reached(n, 0);
    std::vector<std::int32_t> stack;
    auto flood = [&](std::int32_t start) {
      reached[start] = 1;
      stack.assign(1, start);
      while (!stack.empty()) {
        const std::int32_t* links = links_mut(stack.back(), 0);
        stack.pop_back();
        for (std::int32_t j = 1; j <= links[0]; ++j)
          if (!reached[links[j]]) {
            reached[links[j]] = 1;
            stack.push_back(links[j]);
          }
      }
    };
    flood(graph_.entry_point_);
    std::vector<std::int32_t> islands;
    for (std::size_t u = 0; u < n; ++u)
      if (!reached[u]) islands.push_back(static_cast<std::int32_t>(u));
    // Every stranded node is linked from its own neighbourhood: linking one node of an island and counting
    // the rest as reached would leave them findable only through it, and it may be far from them.
    for (const std::int32_t node : islands) {
      nearest_at_level0(node, scratch);  // what a walk from the entry point sees; only reached nodes host
      scratch.sorted.assign(scratch.top.begin(), scratch.top.end());
      std::sort(scratch.sorted.begin(), scratch.sorted.end(), nearer_first);
      // In-links from up to M of the nearest nodes with a free slot, so that walks near the island find it
      // as an insertion would have linked it; a full nearest node gives up its farthest link otherwise. A
      // copy of a reached row needs one (from the nearest, a copy too): more would fill the lists around a
      // crowd of copies with copies, which select_neighbors avoids.
      const bool copy = !scratch.sorted.empty() && scratch.sorted.front().distance <= kSamePoint;
      const std::size_t wanted = copy ? 1 : static_cast<std::size_t>(graph_.M_);
      std::size_t linked = 0;
      for (const Neighbor& host : scratch.sorted) {
        std::int32_t* links = links_mut(host.node, 0);
        if (linked == wanted) break;
        if (reached[host.node] && static_cast<std::size_t>(links[0]) < capacity) {
          links[1 + links[0]] = node;
          ++links[0];
          ++linked;
        }
      }
      const auto nearest_reached = std::find_if(scratch.sorted.begin(), scratch.sorted.end(),
                                                [&](const Neighbor& c) { return reached[c.node] != 0; });
      if (linked == 0 && nearest_reached != scratch.sorted.end()) {
        const std::int32_t host = nearest_reached->node;
        std::int32_t* links = links_mut(host, 0);
        std::int32_t farthest = 1;
        float worst = -1.f;
        for (std::int32_t j = 1; j <= links[0]; ++j) {
          const float d = space_.distance(host, links[j]);
          if (d > worst) worst = d, farthest = j;
        }
        links[farthest] = node;
      }
      reached[node] = 1;
    }
  }

  // Leaves in scratch.top the ef_construction nearest nodes to `node` that a level-0 walk from the entry
  // point finds: nodes the flood reached, since the walk follows the same links (no upper-level descent,
  // which could land inside the island). Without locks: only for use after the build.
  void nearest_at_level0(std::int32_t node, Scratch& scratch) {
    const float* query = graph_.vectors_.row(static_cast<std::size_t>(node));
    const std::int32_t entry = graph_.entry_point_;
    auto links_of = [&](std::int32_t at) { return links_mut(at, 0); };
    walk(space_, query, entry, space_.distance(query, entry), static_cast<std::size_t>(graph_.ef_construction_),
         nullptr, node, scratch, links_of, links_of);
  }

  void insert(std::int32_t node, Scratch& scratch) {
    const int level = graph_.levels_[node];
    std::unique_lock<std::mutex> global(global_);
    const int max_level = graph_.max_level_;
    std::int32_t current = graph_.entry_point_;
    if (level <= max_level) global.unlock();

    const float* query = graph_.vectors_.row(static_cast<std::size_t>(node));
    float distance = space_.distance(query, current);
    for (int l = max_level; l > level; --l)
      greedy(space_, query, current, distance,
             [&](std::int32_t at) { return read_links(at, l, scratch); });
    for (int l = std::min(level, max_level); l >= 0; --l) {
      walk(space_, query, current, distance, static_cast<std::size_t>(graph_.ef_construction_), nullptr, node,
           scratch, [&](std::int32_t at) { return read_links(at, l, scratch); },
           [&](std::int32_t at) { return links_mut(at, l); });
      current = connect(node, l, scratch);
      distance = space_.distance(query, current);
    }
    if (level > max_level) {  // `global` is still held
      graph_.max_level_ = level;
      graph_.entry_point_ = node;
    }
  }

  // Links `node` at `level` to the best of scratch.top and each of those back to `node`, pruning a full list
  // with the heuristic. Returns the nearest neighbour chosen (the next level's entry point).
  std::int32_t connect(std::int32_t node, int level, Scratch& scratch) {
    const std::size_t m = static_cast<std::size_t>(graph_.M_);
    const std::size_t capacity = level == 0 ? 2 * m : m;
    scratch.sorted.assign(scratch.top.begin(), scratch.top.end());
    std::sort(scratch.sorted.begin(), scratch.sorted.end(), nearer_first);
    select_neighbors(space_, scratch.sorted, m, scratch.chosen);
    const std::vector<Neighbor>& chosen = scratch.chosen;

    {
      std::int32_t* links = links_mut(node, level);
      std::lock_guard<SpinLock> lock(locks_[node]);
      links[0] = static_cast<std::int32_t>(chosen.size());
      for (std::size_t i = 0; i < chosen.size(); ++i) links[1 + i] = chosen[i].node;
    }
    for (const Neighbor& neighbor : chosen) {
      std::int32_t* links = links_mut(neighbor.node, level);
      std::lock_guard<SpinLock> lock(locks_[neighbor.node]);
      const auto count = static_cast<std::size_t>(links[0]);
      if (count < capacity) {
        links[1 + count] = node;
        links[0] = static_cast<std::int32_t>(count + 1);
        continue;
      }
      scratch.sorted.clear();
      scratch.sorted.push_back({node, neighbor.distance});
      for (std::size_t j = 1; j <= count; ++j) {
        if (j < count) space_.prefetch(links[j + 1]);
        scratch.sorted.push_back({links[j], space_.distance(neighbor.node, links[j])});
      }
      std::sort(scratch.sorted.begin(), scratch.sorted.end(), nearer_first);
      select_neighbors(space_, scratch.sorted, capacity, scratch.kept);
      links[0] = static_cast<std::int32_t>(scratch.kept.size());
      for (std::size_t i = 0; i < scratch.kept.size(); ++i) links[1 + i] = scratch.kept[i].node;
    }
    return chosen.front().node;
  }

  Graph& graph_;
  Space space_;
  std::unique_ptr<SpinLock[]> locks_;
  std::mutex global_;
};

}  // namespace detail

using detail::Scratch;

namespace {

// Borrows a Scratch from the pool for one search and returns it afterwards.
class ScratchLease {
 public:
  explicit ScratchLease(detail::ScratchPool& pool) : pool_(pool) {
    {
      std::lock_guard<std::mutex> lock(pool_.mutex);
      if (!pool_.idle.empty()) {
        scratch_ = std::move(pool_.idle.back());
        pool_.idle.pop_back();
      }
    }
    if (!scratch_) scratch_ = std::make_unique<Scratch>();
  }
  ~ScratchLease() {
    std::lock_guard<std::mutex> lock(pool_.mutex);
    pool_.idle.push_back(std::move(scratch_));
  }
  ScratchLease(const ScratchLease&) = delete;
  ScratchLease& operator=(const ScratchLease&) = delete;
  Scratch& get() { return *scratch_; }

 private:
  detail::ScratchPool& pool_;
  std::unique_ptr<Scratch> scratch_;
};

}  // namespace

Graph::Graph(const VectorView& vectors, int M, int ef_construction, std::uint64_t seed)
    : vectors_(vectors),
      M_(M),
      ef_construction_(ef_construction),
      seed_(seed),
      level0_stride_(2 * static_cast<std::size_t>(M) + 1),
      upper_stride_(static_cast<std::size_t>(M) + 1),
      dot_(simd::active_kernels().dot),
      pool_(std::make_unique<detail::ScratchPool>()) {
  if (vectors.dim == 0) throw std::invalid_argument("hnsw: dim must be >= 1");
  if (vectors.n > 0 && vectors.base == nullptr) throw std::invalid_argument("hnsw: null vectors");
  if (vectors.stride < vectors.dim) throw std::invalid_argument("hnsw: stride must be >= dim");
  if (vectors.n >= static_cast<std::size_t>(std::numeric_limits<std::int32_t>::max()))
    throw std::invalid_argument("hnsw: at most 2^31 - 2 nodes per graph");
  if (M < 2 || M > 1024) throw std::invalid_argument("hnsw: M must be in [2, 1024]");
  if (ef_construction < 1) throw std::invalid_argument("hnsw: ef_construction must be >= 1");
}

Graph::Graph(Graph&&) noexcept = default;
Graph& Graph::operator=(Graph&&) noexcept = default;
Graph::~Graph() = default;

Graph Graph::build(const VectorView& vectors, const BuildParams& params, unsigned n_threads) {
  Graph graph(vectors, params.M, params.ef_construction, params.seed);
  const std::size_t n = vectors.n;
  graph.owned_level0_.assign(n * graph.level0_stride_, 0);
  graph.owned_levels_.resize(n);
  graph.owned_upper_offsets_.resize(n + 1);
  std::mt19937_64 generator(params.seed);
  const double multiplier = 1.0 / std::log(static_cast<double>(params.M));
  std::uint64_t entries = 0;
  for (std::size_t i = 0; i < n; ++i) {
    const int level = detail::draw_level(generator, multiplier);
    graph.owned_levels_[i] = static_cast<std::uint8_t>(level);
    graph.owned_upper_offsets_[i] = static_cast<std::uint32_t>(entries);
    entries += static_cast<std::uint64_t>(level) * graph.upper_stride_;
    if (entries > std::numeric_limits<std::uint32_t>::max())
      throw std::invalid_argument("hnsw: too many upper-level links for 32-bit offsets (raise M)");
  }
  graph.owned_upper_offsets_[n] = static_cast<std::uint32_t>(entries);
  graph.owned_upper_.assign(entries, 0);
  graph.upper_entries_ = entries;
  graph.level0_ = graph.owned_level0_.data();
  graph.levels_ = graph.owned_levels_.data();
  graph.upper_offsets_ = graph.owned_upper_offsets_.data();
  graph.upper_ = graph.owned_upper_.data();
  detail::Builder(graph).run(n_threads);
  return graph;
}

std::size_t Graph::memory_bytes() const {
  const std::size_t n = vectors_.n;
  return n * level0_stride_ * sizeof(std::int32_t) + n * sizeof(std::uint8_t) +
         (n + 1) * sizeof(std::uint32_t) + static_cast<std::size_t>(upper_entries_) * sizeof(std::int32_t);
}

std::vector<std::int32_t> Graph::neighbors(std::int32_t node, int level) const {
  if (node < 0 || static_cast<std::size_t>(node) >= vectors_.n || level < 0 || level > levels_[node]) return {};
  const std::int32_t* links = level == 0 ? level0_links(node) : upper_links(node, level);
  return std::vector<std::int32_t>(links + 1, links + 1 + links[0]);
}

std::size_t Graph::count_live(const std::uint8_t* hidden) const {
  if (!hidden) return vectors_.n;
  std::size_t live = 0;
  for (std::size_t i = 0; i < vectors_.n; ++i) live += hidden[i] == 0;
  return live;
}

std::size_t Graph::search(const float* query, const SearchParams& params, const std::uint8_t* hidden,
                          Neighbor* out) const {
  const detail::Space space{vectors_, dot_, detail::Builder::prefetch_lines(vectors_.dim)};
  return search_with(space, false, query, params, hidden, out);
}

std::size_t Graph::search_approx(const float* query, const Int8Rows& approx, const SearchParams& params,
                                 const std::uint8_t* hidden, Neighbor* out) const {
  const std::size_t code_lines = (vectors_.dim + detail::kCacheLine - 1) / detail::kCacheLine;
  const detail::CodeSpace space{approx, simd::active_kernels().dot_i8, vectors_.n, vectors_.dim, code_lines};
  return search_with(space, true, query, params, hidden, out);
}

template <class WalkSpace>
std::size_t Graph::search_with(const WalkSpace& walk_space, bool rescore, const float* query,
                               const SearchParams& params, const std::uint8_t* hidden, Neighbor* out) const {
  if (vectors_.n == 0 || params.k <= 0) return 0;
  const auto k = static_cast<std::size_t>(params.k);
  const std::size_t ef = std::max(k, static_cast<std::size_t>(std::max(params.ef, 1)));
  const detail::Space space{vectors_, dot_, detail::Builder::prefetch_lines(vectors_.dim)};
  ScratchLease lease(*pool_);
  Scratch& scratch = lease.get();
  if (scratch.pending.size() < level0_stride_) scratch.pending.resize(level0_stride_);

  std::int32_t node = entry_point_;
  float distance = walk_space.distance(query, node);
  for (int level = max_level_; level > 0; --level)
    detail::greedy(walk_space, query, node, distance, [&](std::int32_t at) { return upper_links(at, level); });
  detail::walk(walk_space, query, node, distance, ef, hidden, -1, scratch,
               [&](std::int32_t at) { return level0_links(at); },
               [&](std::int32_t at) { return level0_links(at); });

  auto& top = scratch.top;
  if (rescore) {  // the walk ranked by approximate distances: answer with the float ones
    for (std::size_t i = 0; i < top.size(); ++i) {
      if (i + 1 < top.size()) space.prefetch(top[i + 1].node);
      top[i].distance = space.distance(query, top[i].node);
    }
    std::make_heap(top.begin(), top.end(), detail::max_heap_order);
  }
  if (top.size() < k && top.size() < count_live(hidden)) {
    // The walk found fewer than k live nodes, so it kept every one it saw (top never filled); the rest are
    // unreachable from the entry point or behind hidden nodes it did not expand: scan them exactly.
    const std::uint16_t epoch = scratch.epoch;
    for (std::size_t i = 0; i < vectors_.n; ++i) {
      if (scratch.visited[i] == epoch || (hidden && hidden[i])) continue;
      const float d = space.distance(query, static_cast<std::int32_t>(i));
      if (top.size() < k || d < top.front().distance) {
        top.push_back({static_cast<std::int32_t>(i), d});
        std::push_heap(top.begin(), top.end(), detail::max_heap_order);
        if (top.size() > k) {
          std::pop_heap(top.begin(), top.end(), detail::max_heap_order);
          top.pop_back();
        }
      }
    }
  }
  std::sort_heap(top.begin(), top.end(), detail::max_heap_order);
  const std::size_t count = std::min(k, top.size());
  std::copy(top.begin(), top.begin() + static_cast<std::ptrdiff_t>(count), out);
  return count;
}

std::vector<Neighbor> Graph::search(const float* query, const SearchParams& params,
                                    const std::uint8_t* hidden) const {
  std::vector<Neighbor> out(static_cast<std::size_t>(std::max(params.k, 0)));
  out.resize(search(query, params, hidden, out.data()));
  return out;
}

void Graph::search_batch(const float* queries, std::size_t n_queries, const SearchParams& params,
                         const std::uint8_t* hidden, unsigned n_threads, std::int64_t* out_nodes,
                         float* out_distances) const {
  if (n_queries == 0 || params.k <= 0) return;
  const auto k = static_cast<std::size_t>(params.k);
  const std::size_t dim = vectors_.dim;
  std::atomic<std::size_t> next{0};
  util::run_on_threads(detail::worker_count(n_threads, n_queries), [&](const std::atomic<bool>& stop) {
    std::vector<Neighbor> found(k);
    for (std::size_t i = next.fetch_add(1); i < n_queries && !stop; i = next.fetch_add(1)) {
      const std::size_t count = search(queries + i * dim, params, hidden, found.data());
      for (std::size_t j = 0; j < k; ++j) {
        out_nodes[i * k + j] = j < count ? found[j].node : -1;
        out_distances[i * k + j] = j < count ? found[j].distance : std::numeric_limits<float>::infinity();
      }
    }
  });
}

}  // namespace engram::hnsw
